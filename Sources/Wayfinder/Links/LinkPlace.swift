/// Where a link leads: a tab (or none), and the whole stack of steps that
/// the user would have walked to get there.
///
/// A place with a tab is that tab's stack; a place without one is the stack
/// of an app without tabs, or, in an app with tabs, the modal over all tabs
/// (its first step a sheet or a cover).
///
/// A pattern's builder makes its place step by step; each step counts
/// against the table's ``LinkLimits/maxDepth``, so a hostile link cannot
/// build an unbounded stack:
///
/// ```swift
/// { values, place in
///   place.tab = .adaptive
///   let root = try values.value(root), last = try values.value(level)
///   for level in 1...max(1, last) { try place.push(AnyRoute(LevelRoute(root: root, level: level))) }
/// }
/// ```
public struct LinkPlace<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Hashable, Sendable {
  /// The tab, or `nil` (see above).
  public var tab: Tab?
  /// The steps, oldest first.
  public private(set) var stack: BackStack<Route>
  /// The most steps this place may hold.
  let maxDepth: Int

  /// An empty place in `tab`, holding at most `maxDepth` steps.
  ///
  /// - Parameters:
  ///   - tab: The place's tab, or `nil` (see above).
  ///   - maxDepth: The most steps the place may hold.
  public init(tab: Tab? = nil, maxDepth: Int = LinkLimits().maxDepth) {
    self.tab = tab
    self.stack = BackStack()
    self.maxDepth = maxDepth
  }

  /// The place in `tab` with the steps of `stack`; for printers and tests.
  ///
  /// - Parameters:
  ///   - tab: The place's tab, or `nil` (see above).
  ///   - stack: The place's steps, oldest first.
  ///   - maxDepth: The most steps the place may hold.
  /// - Throws: ``LinkError/limitExceeded(_:limit:found:)`` beyond `maxDepth` steps.
  public init(tab: Tab? = nil, stack: BackStack<Route>, maxDepth: Int = LinkLimits().maxDepth) throws(LinkError) {
    guard stack.count <= maxDepth else { throw .limitExceeded(.depth, limit: maxDepth, found: stack.count) }
    self.tab = tab
    self.stack = stack
    self.maxDepth = maxDepth
  }

  /// Pushes `route`.
  ///
  /// - Parameters:
  ///   - route: The route to push.
  ///   - hidesBack: Whether the step hides its Back affordance.
  /// - Throws: ``LinkError/limitExceeded(_:limit:found:)`` when the place is full.
  public mutating func push(_ route: Route, hidesBack: Bool = false) throws(LinkError) {
    try checkRoom()
    stack.push(route, hidesBack: hidesBack)
  }

  /// Presents `route` as a sheet or cover.
  ///
  /// - Parameters:
  ///   - route: The route to present.
  ///   - presentation: How it is presented: a sheet or a cover.
  /// - Throws: ``LinkError/limitExceeded(_:limit:found:)`` when the place is full.
  public mutating func present(_ route: Route, as presentation: Presentation = .sheet) throws(LinkError) {
    try checkRoom()
    stack.present(route, as: presentation)
  }

  /// Pushes each of `routes`, in order.
  ///
  /// - Parameters:
  ///   - routes: The routes to push, in order.
  /// - Throws: ``LinkError/limitExceeded(_:limit:found:)`` when the place is
  ///   full; the routes before it are pushed.
  /// - Complexity: O(n) in the routes pushed.
  public mutating func push<S: Sequence<Route>>(contentsOf routes: S) throws(LinkError) {
    for route in routes { try push(route) }
  }

  /// The routes of the steps, when every step is a push that shows its Back
  /// affordance; `nil` otherwise. For printers.
  ///
  /// - Complexity: O(n).
  @inlinable
  public var pushedRoutes: [Route]? {
    var routes: [Route] = []
    routes.reserveCapacity(stack.storage.count)
    for step in stack.storage {
      guard step.presentation == .push, !step.hidesBack else { return nil }
      routes.append(step.route)
    }
    return routes
  }

  private func checkRoom() throws(LinkError) {
    guard stack.count < maxDepth else { throw .limitExceeded(.depth, limit: maxDepth, found: stack.count + 1) }
  }

  /// Places are equal when their tabs and steps are.
  ///
  /// - Parameters:
  ///   - lhs: A place.
  ///   - rhs: Another.
  public static func == (lhs: LinkPlace, rhs: LinkPlace) -> Bool { lhs.tab == rhs.tab && lhs.stack == rhs.stack }
  /// Hashes the tab and steps.
  ///
  /// - Parameters:
  ///   - hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(tab)
    hasher.combine(stack)
  }
}

/// How a link changes the state; each pattern chooses.
public enum LinkMode: String, Hashable, Sendable, Codable {
  /// The link's place replaces its tab's stack (or the one stack, or the
  /// modal over all tabs), its tab is selected and a modal over all tabs is
  /// dismissed. Only these patterns print.
  case replacing
  /// The link's steps are pushed onto its tab's stack (which is selected,
  /// dismissing a modal over all tabs), or onto the shown stack when the
  /// place has no tab.
  case pushing
}

extension NavigationState {
  /// The place this state shows: the modal over all tabs when one is up,
  /// else the selected tab's stack, or the one stack.
  public var linkPlace: LinkPlace<Tab, Route> {
    var place: LinkPlace<Tab, Route>
    switch self {
    case .stack(let stack): place = LinkPlace(unchecked: stack, tab: nil)
    case .tabs(let tabs):
      place =
        tabs.modalOverTabs.isEmpty
        ? LinkPlace(unchecked: tabs.selectedStack, tab: tabs.selected)
        : LinkPlace(unchecked: tabs.modalOverTabs, tab: nil)
    }
    return place
  }

  /// This state with `place` opened in `mode`.
  ///
  /// - Throws: ``LinkError/navigation(_:)`` with ``NavigationError/notTabbed``
  ///   or ``NavigationError/unknownTab(_:)`` for a tab the state does not
  ///   have, or ``NavigationError/modalOverTabsMustStartWithAModal`` for a
  ///   place over all tabs that starts with a push.
  public func opening(_ place: LinkPlace<Tab, Route>, _ mode: LinkMode) throws(LinkError) -> NavigationState {
    var state = self
    do throws(NavigationError) {
      switch (self, place.tab) {
      case (.stack(let stack), nil):
        state = .stack(mode == .replacing ? place.stack : stack.appending(place.stack))
      case (.tabs(var tabs), nil):
        if mode == .replacing {
          try tabs.setModalOverTabs(place.stack)
          state = .tabs(tabs)
        } else {
          try state.apply(NavigationIntent(.setStack(shownStack.appending(place.stack))))
        }
      case (.stack, _?):
        throw NavigationError.notTabbed
      case (.tabs(var tabs), let tab?):
        guard let current = tabs.stack(for: tab) else { throw NavigationError.unknownTab(String(describing: tab)) }
        try tabs.setStack(mode == .replacing ? place.stack : current.appending(place.stack), for: tab)
        try tabs.select(tab, reselectPopsToRoot: false)
        try tabs.setModalOverTabs(BackStack())
        state = .tabs(tabs)
      }
    } catch {
      throw .navigation(error)
    }
    return state
  }
}

extension LinkPlace {
  init(unchecked stack: BackStack<Route>, tab: Tab?) {
    self.tab = tab
    self.stack = stack
    self.maxDepth = .max
  }
}

extension BackStack {
  /// This stack followed by the steps of `other`. O(n + m).
  func appending(_ other: BackStack) -> BackStack {
    var result = self
    result.append(contentsOf: other)
    return result
  }
}

extension LinkPlace where Route == AnyRoute {
  /// The routes of the steps as `Value`s, when every step is a push of a
  /// `Value` that shows its Back affordance; `nil` otherwise. For printers.
  ///
  /// - Parameters:
  ///   - type: The routes' type.
  /// - Returns: The routes, oldest first, or `nil`.
  /// - Complexity: O(n).
  @inlinable
  public func pushedRoutes<Value>(as type: Value.Type) -> [Value]? {
    var values: [Value] = []
    values.reserveCapacity(stack.storage.count)
    for step in stack.storage {
      guard step.presentation == .push, !step.hidesBack, let value = step.route.as(type) else { return nil }
      values.append(value)
    }
    return values
  }
}
