extension NavigationState {
  /// Whether this state already shows `place`: opening it in `mode` would
  /// change nothing (`opening(place, mode) == self`), found without building
  /// the state it would lead to.
  ///
  /// It does when the place's stack is the stack at the place's location,
  /// and, for a tab's stack, that tab is selected with no modal over all
  /// tabs. A link that pushes shows only when it pushes nothing.
  ///
  /// - Complexity: O(tabs), plus comparing the place's steps with the stack's
  ///   (which stops at the first difference, and at once when their counts differ).
  /// - Parameters:
  ///   - place: Where a link leads.
  ///   - mode: How it opens.
  /// - Returns: Whether opening it here would change nothing.
  package func shows(_ place: LinkPlace<Tab, Route>, _ mode: LinkMode) -> Bool {
    let location = location(of: place.target)
    guard let current = stack(at: location) else { return false }
    switch mode {
    case .replacing: guard current == place.stack else { return false }
    case .pushing: guard place.stack.isEmpty else { return false }
    }
    if case .tab(let tab) = location, let tabs {
      return tabs.selected == tab && tabs.modalOverTabs.isEmpty
    }
    return true
  }
}
