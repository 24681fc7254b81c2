/// Where a link leads: the stack it opens in (a ``StackTarget``: a tab's
/// stack, the modal over all tabs, the one stack of an app without tabs,
/// or the stack shown when the link opens), and the whole stack of steps
/// the user would have walked to get there.
///
/// A builder of the full form of ``LinkTable/register(_:_:build:print:)``
/// makes its place step by step, and a printer reads a place; each step
/// counts against the table's ``LinkLimits/maxDepth``, so a hostile link
/// cannot build an unbounded stack:
///
/// ```swift
/// { values, place in
///   place.target = .tab(.adaptive)
///   let root = try values.value(root), last = try values.value(level)
///   for level in 1...max(1, last) { try place.push(AnyRoute(LevelRoute(root: root, level: level))) }
/// }
/// ```
public struct LinkPlace<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Hashable, Sendable {
  /// The stack the place opens in (the shown stack unless the builder
  /// names one).
  public var target: StackTarget<Tab>
  /// The steps, oldest first.
  public private(set) var stack: BackStack<Route>
  /// The most steps this place may hold.
  let maxDepth: Int

  /// An empty place in the stack `target` names, holding at most `maxDepth` steps.
  ///
  /// - Parameters:
  ///   - target: The stack the place opens in.
  ///   - maxDepth: The most steps the place may hold.
  package init(_ target: StackTarget<Tab> = .shown, maxDepth: Int = LinkLimits().maxDepth) {
    self.target = target
    self.stack = BackStack()
    self.maxDepth = maxDepth
  }

  /// The place in the stack `target` names, with the steps of `stack`; for
  /// printers and tests.
  ///
  /// - Parameters:
  ///   - target: The stack the place opens in.
  ///   - stack: The place's steps, oldest first.
  ///   - maxDepth: The most steps the place may hold.
  /// - Throws: ``LinkError/limitExceeded(_:limit:found:)`` beyond `maxDepth` steps.
  package init(_ target: StackTarget<Tab> = .shown, stack: BackStack<Route>, maxDepth: Int = LinkLimits().maxDepth)
    throws(LinkError)
  {
    guard stack.count <= maxDepth else { throw .limitExceeded(.depth, limit: maxDepth, found: stack.count) }
    self.target = target
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

  /// Places are equal when their targets and steps are.
  ///
  /// - Parameters:
  ///   - lhs: A place.
  ///   - rhs: Another.
  /// - Returns: Whether their targets and steps are equal.
  public static func == (lhs: LinkPlace, rhs: LinkPlace) -> Bool {
    lhs.target == rhs.target && lhs.stack == rhs.stack
  }
  /// Hashes the target and steps.
  ///
  /// - Parameters:
  ///   - hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(target)
    hasher.combine(stack)
  }
}

/// How a link changes the state; each pattern chooses.
public enum LinkMode: String, Hashable, Sendable, Codable {
  /// The link's steps replace the steps of its stack. A tab's stack is
  /// selected, and a modal over all tabs dismissed. When several patterns
  /// print a place, these print it first: their link opens it from any state.
  case replacing
  /// The link's steps are pushed onto its stack. A tab's stack is selected,
  /// and a modal over all tabs dismissed. Such a pattern prints the place
  /// its link opens from a state where that stack is empty (as at launch):
  /// its printer is given the whole place, as a replacing pattern's is.
  case pushing
}

extension NavigationState {
  /// The place this state shows: the shown stack (see ``shownLocation``)
  /// and its steps.
  package var shownPlace: LinkPlace<Tab, Route> {
    LinkPlace(unchecked: shownStack, target: .location(shownLocation))
  }

  /// This state with `place` opened in `mode`.
  ///
  /// - Parameters:
  ///   - place: Where the link leads.
  ///   - mode: Whether its steps replace or are pushed onto its stack.
  /// - Returns: The state after the link is opened.
  /// - Throws: ``LinkError/navigation(_:)`` with ``NavigationError/notTabbed``,
  ///   ``NavigationError/tabbed`` or ``NavigationError/unknownTab(_:)`` for a
  ///   stack the state does not have, or
  ///   ``NavigationError/modalOverTabsMustStartWithAModal`` for a place over
  ///   all tabs that starts with a push.
  package func opening(_ place: LinkPlace<Tab, Route>, _ mode: LinkMode) throws(LinkError) -> NavigationState {
    var state = self
    do throws(NavigationError) {
      try state.apply(NavigationIntent(.open(place.stack, mode), in: place.target))
    } catch {
      throw .navigation(error)
    }
    return state
  }
}

extension LinkPlace {
  init(unchecked stack: BackStack<Route>, target: StackTarget<Tab>) {
    self.target = target
    self.stack = stack
    self.maxDepth = .max
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
