/// How many steps each stack keeps of a state over a limit of steps, the
/// same when a state is saved as when it is restored: what the user saw
/// first. The selected tab's stack first, then the modal over all tabs,
/// then the other tabs in order.
enum StepBudget {
  /// The steps each stack keeps, within `limit` together.
  ///
  /// - Parameters:
  ///   - tabs: Each tab's count of steps, in tab order.
  ///   - selected: The selected tab's position in `tabs`, if it is one.
  ///   - overTabs: The count of steps of the modal over all tabs.
  ///   - limit: The most steps kept in all.
  /// - Returns: The steps each tab keeps, and the modal over all tabs.
  static func allowances(tabs: [Int], selected: Int?, overTabs: Int, limit: Int) -> (tabs: [Int], overTabs: Int) {
    var budget = max(0, limit)
    func take(_ count: Int) -> Int {
      defer { budget -= min(count, budget) }
      return min(count, budget)
    }
    var allowed = Array(repeating: 0, count: tabs.count)
    if let selected { allowed[selected] = take(tabs[selected]) }
    let overTabs = take(overTabs)
    for index in tabs.indices where index != selected { allowed[index] = take(tabs[index]) }
    return (allowed, overTabs)
  }
}

extension NavigationState where Tab: Encodable {
  /// This state with each stack cut to the steps it keeps within `limit`
  /// (see ``StepBudget``), the screens cut leaving as a pop leaves them
  /// (their requests end), and a ``RestorationDiagnostic/trimmed(_:kept:saved:)``
  /// for each stack cut. The state itself when it fits. O(steps).
  func fitting(steps limit: Int) -> (state: NavigationState, trimmed: [RestorationDiagnostic]) {
    let stacks = allStacks
    guard stacks.reduce(0, { $0 + $1.stack.count }) > limit else { return (self, []) }
    var kept: [StackLocation<Tab>: Int] = [:]
    switch self {
    case .stack(let stack):
      kept[.single] = min(stack.count, limit)
    case .tabs(let tabs):
      let allowed = StepBudget.allowances(
        tabs: tabs.stacks.map(\.count), selected: tabs.order.firstIndex(of: tabs.selected),
        overTabs: tabs.modalOverTabs.count, limit: limit)
      for (tab, count) in zip(tabs.order, allowed.tabs) { kept[.tab(tab)] = count }
      kept[.modalOverTabs] = allowed.overTabs
    }
    var state = self
    var trimmed: [RestorationDiagnostic] = []
    for (location, stack) in stacks {
      guard let keep = kept[location], keep < stack.count else { continue }
      try? state.apply(NavigationIntent(.pop(count: stack.count - keep), in: .location(location)))
      let saved: SavedStackLocation
      switch location {
      case .single: saved = .single
      case .modalOverTabs: saved = .modalOverTabs
      case .tab(let tab): saved = .tab((try? NavigationSnapshot.json(of: tab)) ?? "\(tab)")
      }
      trimmed.append(.trimmed(saved, kept: keep, saved: stack.count))
    }
    return (state, trimmed)
  }
}
