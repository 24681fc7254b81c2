import Wayfinder

/// The cursor of each screen the user has moved on: remembered, looked up,
/// forgotten, resolved and clamped here, and nowhere else. View state: it
/// changes no navigation.
///
/// A cursor belongs to a screen in a stack (a ``StackPosition``: a tab's
/// stack, the one stack or the modal over all tabs, and a depth in it), and
/// applies only while the route it was moved on is still shown there.
struct CursorMemory<Tab: Hashable & Sendable, Route: Hashable & Sendable> {
  /// A remembered cursor and the route of the screen it was moved on.
  private struct Entry {
    var route: Route?
    var index: Int
  }
  private var entries: [StackPosition<Tab>: Entry] = [:]
  /// The deepest depth with a cursor, per stack: cursors deeper than their
  /// stack are forgotten in O(depths removed).
  private var deepest: [StackLocation<Tab>: Int] = [:]

  /// How many cursors are remembered.
  var count: Int { entries.count }

  /// Remembers `index` as the cursor of the screen shown at `level` of `state`.
  mutating func remember(_ index: Int, at level: ScreenLevel, in state: NavigationState<Tab, Route>) {
    let position = state.position(of: level)
    entries[position] = Entry(route: state.step(at: level)?.route, index: index)
    deepest[position.location] = max(deepest[position.location] ?? 0, position.depth)
  }

  /// The cursor remembered for the screen shown at `level` of `state`, if it
  /// was moved on the screen shown there now.
  func remembered(at level: ScreenLevel, in state: NavigationState<Tab, Route>) -> Int? {
    guard let entry = entries[state.position(of: level)], entry.route == state.step(at: level)?.route else {
      return nil
    }
    return entry.index
  }

  /// Forgets the cursors of screens deeper than their stack (or of a stack
  /// the state no longer has), so that a long session keeps at most one
  /// cursor per screen it can show. Amortized O(1) per call: each cursor is
  /// forgotten once.
  mutating func forgetHidden(in state: NavigationState<Tab, Route>) {
    for (location, depth) in deepest {
      let count = state.stack(at: location)?.count ?? -1
      guard depth > count else { continue }
      for gone in (count + 1)...depth { entries[StackPosition(location, depth: gone)] = nil }
      deepest[location] = count < 0 ? nil : count
    }
  }

  /// The cursor of a screen of `items`: the one `remembered`, else the item
  /// that shows `selection`, else the first, clamped to the items.
  static func resolve<Command>(
    _ remembered: Int?, items: [ScreenItem<Route, Command>], selection: Route?
  ) -> Int {
    let fallback = selection.flatMap { selected in items.firstIndex { $0.action.selectedRoute == selected } }
    let index = remembered ?? fallback ?? 0
    return min(max(0, index), max(0, items.count - 1))
  }
}
