import Observation

/// The observable holder of an app's ``NavigationState``, with an intent for
/// every operation.
///
/// Screens call intents (`push`, `goBack`, `selectTab`, …) instead of
/// mutating navigation themselves; the navigator checks the change with its
/// guards, applies it, records a ``NavigationEvent`` and tells observers.
/// Every intent is total: one that cannot be met (or that a guard blocks)
/// throws ``NavigationError`` and changes nothing.
///
/// ```swift
/// let navigator = Navigator(BackStack<Route>())
/// try navigator.push(.category(.detail(999)))
/// try navigator.goBack()
/// try navigator.popToRoot()
/// ```
///
/// Observation sees every change of ``state``; ``events()`` delivers each
/// applied change as it happens; ``log`` keeps the most recent ones.
@MainActor
public final class Navigator<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Observable {
  /// The whole navigation state. Change it through intents, or replace it
  /// with ``setState(_:cause:)``.
  public private(set) var state: NavigationState<Tab, Route> {
    get {
      registrar.access(self, keyPath: stateKeyPath)
      return storedState
    }
    set {
      registrar.withMutation(of: self, keyPath: stateKeyPath) { storedState = newValue }
    }
  }

  // Observation written out, rather than with `@Observable`: the macro forms
  // the key path `\.state` on every access, which for a generic class costs
  // tens of thousands of instructions at run time. Here it is formed once.
  private var storedState: NavigationState<Tab, Route>
  private let registrar = ObservationRegistrar()
  private let stateKeyPath: KeyPath<Navigator, NavigationState<Tab, Route>>

  /// Whether selecting the tab that is already active pops it to its root.
  public var reselectingTabPopsToRoot = true

  /// Rules checked, in order, before any change is applied.
  public var guards: [NavigationGuard<Tab, Route>] = []

  /// The most redirects one change may go through before it is refused.
  public var redirectLimit = 8

  /// The most recent applied changes.
  public private(set) var log: EventLog<Tab, Route>

  private var sequence = 0
  /// The event streams; they finish when the navigator (their only owner) is freed.
  private let broadcast = EventBroadcast<Tab, Route>()
  /// Whether a change is being decided or applied: another one is then refused.
  private var isChanging = false

  /// A navigator holding `state`, keeping the last `logCapacity` events.
  public init(_ state: NavigationState<Tab, Route>, logCapacity: Int = 100) {
    self.storedState = state
    self.stateKeyPath = \Navigator.state
    self.log = EventLog(capacity: logCapacity)
  }

  /// The stack that is showing: the single stack, or the selected tab's.
  public var activeStack: BackStack<Route> { state.activeStack }

  /// The selected tab, when the state has tabs.
  public var selectedTab: Tab? { state.selectedTab }

  // MARK: Changing the state

  /// Applies `change` to a copy of the state; when it succeeds and the guards
  /// allow it, the copy becomes the state and an event is recorded.
  ///
  /// Changes are applied one at a time: asking for another change from
  /// inside `change`, or from inside a guard, throws
  /// ``NavigationError/reentrantChange`` (make it after this one returns).
  ///
  /// - Throws: the error `change` throws, ``NavigationError/blocked(reason:)``
  ///   from a guard, or ``NavigationError/reentrantChange``; the state is then
  ///   unchanged.
  public func update(
    cause: NavigationCause = .programmatic,
    _ change: (inout NavigationState<Tab, Route>) throws(NavigationError) -> Void
  ) throws(NavigationError) {
    guard !isChanging else { throw .reentrantChange }
    isChanging = true
    defer { isChanging = false }
    var proposed = storedState
    try change(&proposed)
    try commit(proposed, cause: cause)
  }

  /// Replaces the whole state (a deep link, restored state), through the guards.
  ///
  /// - Throws: ``NavigationError/blocked(reason:)`` from a guard.
  public func setState(_ newState: NavigationState<Tab, Route>, cause: NavigationCause = .programmatic)
    throws(NavigationError)
  {
    try update(cause: cause) { $0 = newState }
  }

  private func commit(_ proposed: NavigationState<Tab, Route>, cause: NavigationCause) throws(NavigationError) {
    let target = try checked(proposed, cause: cause)
    guard target != storedState else { return }
    sequence += 1
    let event = NavigationEvent(sequence: sequence, before: storedState, after: target, cause: cause)
    state = target
    log.record(event)
    broadcast.send(event)
  }

  private func checked(_ proposed: NavigationState<Tab, Route>, cause: NavigationCause) throws(NavigationError)
    -> NavigationState<Tab, Route>
  {
    var proposed = proposed
    var redirects = 0
    var index = 0
    // The guards as they were when the change was asked for: a guard that
    // edits the list cannot make a later guard be skipped.
    let guards = self.guards
    while index < guards.count {
      let change = NavigationEvent(sequence: sequence + 1, before: storedState, after: proposed, cause: cause)
      switch guards[index].decide(change) {
      case .allow:
        index += 1
      case .block(let reason):
        throw .blocked(reason: reason)
      case .redirect(let target):
        redirects += 1
        guard redirects <= redirectLimit else {
          throw .blocked(reason: "more than \(redirectLimit) redirects")
        }
        proposed = target
        index = 0
      }
    }
    return proposed
  }

  /// How many undelivered events ``events(bufferingNewest:)`` keeps by default.
  public nonisolated static var defaultEventBuffer: Int { 64 }

  /// A stream of every change applied from now on.
  ///
  /// The stream keeps at most `limit` events that its reader has not read
  /// yet, dropping the oldest first: a reader that falls behind (or never
  /// reads) costs bounded memory, and always gets the newest state. Read
  /// ``log`` or ``state`` for what was dropped. The stream ends when the
  /// reader stops iterating it, or when the navigator is freed.
  public func events(bufferingNewest limit: Int = defaultEventBuffer) -> AsyncStream<NavigationEvent<Tab, Route>> {
    broadcast.subscribe(bufferingNewest: limit)
  }

  // MARK: Intents on the visible stack

  /// Pushes `route` onto the visible stack.
  public func push(_ route: Route, hidesBack: Bool = false, cause: NavigationCause = .programmatic)
    throws(NavigationError)
  {
    try update(cause: cause) { $0.activeStack.push(route, hidesBack: hidesBack) }
  }

  /// Pushes each of `routes` in order.
  public func push(contentsOf routes: [Route], cause: NavigationCause = .programmatic) throws(NavigationError) {
    try update(cause: cause) { $0.activeStack.push(contentsOf: routes) }
  }

  /// Replaces the visible stack's steps with pushes of `routes`.
  public func setPath(_ routes: [Route], cause: NavigationCause = .programmatic) throws(NavigationError) {
    try update(cause: cause) { $0.activeStack = BackStack(pushing: routes) }
  }

  /// Presents `route` as a sheet or cover.
  public func present(
    _ route: Route, as presentation: Presentation = .sheet, cause: NavigationCause = .programmatic
  ) throws(NavigationError) {
    try update(cause: cause) { $0.activeStack.present(route, as: presentation) }
  }

  /// Pushes `route` inside the presented modal that shows `modal`; see
  /// ``BackStack/push(_:hidesBack:inModal:)``.
  public func push(
    _ route: Route, hidesBack: Bool = false, inModal modal: Route, cause: NavigationCause = .programmatic
  ) throws(NavigationError) {
    try update(cause: cause) { state throws(NavigationError) in
      try state.activeStack.push(route, hidesBack: hidesBack, inModal: modal)
    }
  }

  /// Pops `count` steps. See ``BackStack/pop(_:)``.
  public func pop(_ count: Int = 1, cause: NavigationCause = .programmatic) throws(NavigationError) {
    try update(cause: cause) { state throws(NavigationError) in try state.activeStack.pop(count) }
  }

  /// Goes back as the user does. See ``BackStack/goBack()``.
  public func goBack(cause: NavigationCause = .user) throws(NavigationError) {
    try update(cause: cause) { state throws(NavigationError) in try state.activeStack.goBack() }
  }

  /// Keeps the steps up to and including `index`. See ``BackStack/pop(to:)``.
  public func pop(to index: Int, cause: NavigationCause = .programmatic) throws(NavigationError) {
    try update(cause: cause) { state throws(NavigationError) in try state.activeStack.pop(to: index) }
  }

  /// Replaces the visible stack with `stack` (pushes, sheets and covers).
  public func setStack(_ stack: BackStack<Route>, cause: NavigationCause = .programmatic) throws(NavigationError) {
    try update(cause: cause) { $0.activeStack = stack }
  }

  /// Pops to the first step showing `route`. See ``BackStack/pop(toFirst:)``.
  public func pop(toFirst route: Route, cause: NavigationCause = .programmatic) throws(NavigationError) {
    try update(cause: cause) { state throws(NavigationError) in try state.activeStack.pop(toFirst: route) }
  }

  /// Pops to the last step whose route matches `predicate`. See ``BackStack/pop(toLastWhere:)``.
  public func pop(
    toLastWhere predicate: (Route) -> Bool, cause: NavigationCause = .programmatic
  ) throws(NavigationError) {
    try update(cause: cause) { state throws(NavigationError) in try state.activeStack.pop(toLastWhere: predicate) }
  }

  /// Pops to the last step showing `route`. See ``BackStack/pop(toLast:)``.
  public func pop(toLast route: Route, cause: NavigationCause = .programmatic) throws(NavigationError) {
    try update(cause: cause) { state throws(NavigationError) in try state.activeStack.pop(toLast: route) }
  }

  /// Returns the visible stack to its root.
  public func popToRoot(cause: NavigationCause = .programmatic) throws(NavigationError) {
    try update(cause: cause) { $0.activeStack.popToRoot() }
  }

  /// Pops everything pushed in the topmost modal. See ``BackStack/popToModalRoot()``.
  public func popToModalRoot(cause: NavigationCause = .programmatic) throws(NavigationError) {
    try update(cause: cause) { $0.activeStack.popToModalRoot() }
  }

  /// Dismisses the topmost modal with everything in it. See ``BackStack/dismiss()``.
  public func dismiss(cause: NavigationCause = .programmatic) throws(NavigationError) {
    try update(cause: cause) { state throws(NavigationError) in try state.activeStack.dismiss() }
  }

  /// Dismisses the modal showing `modal`. See ``BackStack/dismiss(_:)``.
  public func dismiss(_ modal: Route, cause: NavigationCause = .programmatic) throws(NavigationError) {
    try update(cause: cause) { state throws(NavigationError) in try state.activeStack.dismiss(modal) }
  }

  /// Dismisses every modal. See ``BackStack/dismissAll()``.
  public func dismissAll(cause: NavigationCause = .programmatic) throws(NavigationError) {
    try update(cause: cause) { state throws(NavigationError) in try state.activeStack.dismissAll() }
  }

  /// Replaces the top route. See ``BackStack/replaceTop(with:)``.
  public func replaceTop(with route: Route, cause: NavigationCause = .programmatic) throws(NavigationError) {
    try update(cause: cause) { state throws(NavigationError) in try state.activeStack.replaceTop(with: route) }
  }

  /// Selects `route` in the column (or stack screen) at `level`. See
  /// ``BackStack/select(_:atLevel:)``.
  public func select(_ route: Route, atLevel level: Int, cause: NavigationCause = .user) throws(NavigationError) {
    try update(cause: cause) { state throws(NavigationError) in try state.activeStack.select(route, atLevel: level) }
  }

  /// Whether `route` is on the visible stack: a flag that reads true while
  /// its screen is shown (S4).
  public func isShown(_ route: Route) -> Bool { state.activeStack.contains(route) }

  /// Shows or hides `route` by a flag. See ``BackStack/setShown(_:_:)``.
  public func setShown(_ route: Route, _ shown: Bool, cause: NavigationCause = .programmatic) throws(NavigationError) {
    try update(cause: cause) { $0.activeStack.setShown(route, shown) }
  }

  // MARK: Tabs

  /// Makes `tab` active, keeping every tab's stack; reselecting the active
  /// tab pops it to its root when ``reselectingTabPopsToRoot`` is on.
  ///
  /// - Throws: ``NavigationError/notTabbed`` or ``NavigationError/unknownTab(_:)``.
  public func selectTab(_ tab: Tab, cause: NavigationCause = .programmatic) throws(NavigationError) {
    let popsToRoot = reselectingTabPopsToRoot
    try update(cause: cause) { state throws(NavigationError) in
      guard case .tabs(var tabs) = state else { throw .notTabbed }
      try tabs.select(tab, reselectPopsToRoot: popsToRoot)
      state = .tabs(tabs)
    }
  }
}

extension Navigator where Tab == Never {
  /// A navigator of one stack, for an app without tabs.
  public convenience init(_ stack: BackStack<Route> = BackStack(), logCapacity: Int = 100) {
    self.init(.stack(stack), logCapacity: logCapacity)
  }
}

extension Navigator {
  /// A navigator of `tabs`.
  public convenience init(_ tabs: Tabs<Tab, Route>, logCapacity: Int = 100) {
    self.init(.tabs(tabs), logCapacity: logCapacity)
  }
}
