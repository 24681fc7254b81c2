/// How many steps each stack keeps of a state over a limit of steps, the
/// same when a state is saved as when it is restored: the limit is shared,
/// so that every stack keeps all its steps up to a level, and only the
/// stacks longer than that level are cut, to it: the smaller stacks keep
/// everything and the largest is cut first. The steps left below the level
/// go to the longer stacks in the order the user saw them: the selected
/// tab's stack first, then the modal over all tabs, then the other tabs in
/// order.
package enum StepBudget {
  /// The steps each stack keeps, within `limit` together.
  ///
  /// - Parameters:
  ///   - tabs: Each tab's count of steps, in tab order.
  ///   - selected: The selected tab's position in `tabs`, if it is one.
  ///   - overTabs: The count of steps of the modal over all tabs.
  ///   - limit: The most steps kept in all.
  /// - Returns: The steps each tab keeps, and the modal over all tabs.
  /// - Complexity: O(n log n) for n stacks.
  package static func allowances(tabs: [Int], selected: Int?, overTabs: Int, limit: Int) -> (tabs: [Int], overTabs: Int)
  {
    // The stacks in the order the user saw them: the selected tab, the modal over all tabs, the other tabs.
    var order: [Int] = selected.map { [$0] } ?? []
    order.append(tabs.count)
    order += tabs.indices.filter { $0 != selected }
    let counts = tabs + [overTabs]
    let allowed = shared(counts.map { max(0, $0) }, limit: max(0, limit), order: order)
    return (Array(allowed.prefix(tabs.count)), allowed[tabs.count])
  }

  /// `limit` shared among stacks of `counts` steps: each keeps
  /// `min(count, level)` for the highest level that fits, and the steps
  /// left go one each to the stacks cut, in `order`.
  static func shared(_ counts: [Int], limit: Int, order: [Int]) -> [Int] {
    guard counts.reduce(0, +) > limit else { return counts }
    // The level: after the stacks shorter than it are whole, the rest share what is left equally.
    var remaining = limit
    var longer = counts.count
    var level = 0
    for count in counts.sorted() {
      if count * longer <= remaining {
        remaining -= count
        longer -= 1
        level = count
      } else {
        level = remaining / longer
        break
      }
    }
    var allowed = counts.map { min($0, level) }
    var left = limit - allowed.reduce(0, +)
    for index in order where left > 0 && counts[index] > allowed[index] {
      allowed[index] += 1
      left -= 1
    }
    return allowed
  }
}

extension NavigationState where Tab: Encodable {
  /// This state with each stack cut to the steps it keeps within `limit`
  /// (see ``StepBudget``: the smaller stacks whole, the largest cut first), the screens cut leaving as a pop leaves them
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
      state.cut(location, to: keep)
      trimmed.append(.trimmed(Self.saved(location), kept: keep, saved: stack.count))
    }
    return (state, trimmed)
  }

  /// Cuts the stack at `location` to its first `count` steps, the screens
  /// cut leaving as a pop leaves them (their requests end).
  mutating func cut(_ location: StackLocation<Tab>, to count: Int) {
    guard let stack = stack(at: location), count < stack.count else { return }
    try? apply(NavigationIntent(.pop(count: stack.count - count), in: .location(location)))
  }

  /// `location` as a snapshot and its diagnostics name it: a tab as its JSON text.
  static func saved(_ location: StackLocation<Tab>) -> SavedStackLocation {
    switch location {
    case .single: .single
    case .modalOverTabs: .modalOverTabs
    case .tab(let tab): .tab((try? NavigationSnapshot.json(of: tab)) ?? "\(tab)")
    }
  }

  /// This state with each stack cut before its first route that cannot be
  /// encoded through `registry` (the screens cut leave as a pop leaves
  /// them), and a ``RestorationDiagnostic/unencodableRoute(typeName:position:in:reason:)``
  /// for each stack cut: what a save keeps of a state one route of which
  /// cannot be saved. O(steps).
  func encodable(registry: RouteRegistry) -> (state: NavigationState, cut: [RestorationDiagnostic])
  where Route: Codable {
    var state = self
    var cut: [RestorationDiagnostic] = []
    for (location, stack) in allStacks {
      let (_, failure) = RouteBatchCoding.encodePrefix(stack.map { AnyRoute($0.route) }, registry: registry)
      guard let (position, error) = failure else { continue }
      state.cut(location, to: position)
      cut.append(
        .unencodableRoute(
          typeName: error.typeName, position: position, in: Self.saved(location), reason: error.reason))
    }
    return (state, cut)
  }
}
