import Observation

/// The observable holder of an app's ``NavigationState``, with an intent for
/// every operation.
///
/// Screens ask for changes with intents (`push`, `goBack`, `selectTab`, …)
/// instead of mutating navigation themselves. Each is one call of
/// ``apply(_:cause:)`` with a ``NavigationIntent``: the navigator checks the
/// proposed change with its guards, applies it, records a
/// ``NavigationEvent`` and tells observers. Every intent is total: one that
/// cannot be met (or that a guard blocks) throws ``NavigationError`` and
/// changes nothing; one that is not refused returns its
/// ``NavigationOutcome``. See <doc:GettingStarted>.
///
/// ```swift
/// let navigator = Navigator(BackStack<Route>())
/// try navigator.push(.category(.detail(999)))
/// try navigator.goBack()
/// try navigator.popToRoot()
/// ```
///
/// Observation sees every change of ``state``; ``events(bufferingNewest:)`` delivers each
/// applied change as it happens; ``log`` keeps the most recent ones.
@MainActor
public final class Navigator<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Observable {
  /// The whole navigation state. Change it through intents, or replace it
  /// with ``NavigationIntent/Operation-swift.enum/setState(_:)``.
  @inlinable public var state: NavigationState<Tab, Route> {
    registrar.access(self, keyPath: stateKeyPath)
    return storedState
  }

  // Observation written out, rather than with `@Observable`: the macro forms
  // the key path `\.state` on every access, which for a generic class costs
  // tens of thousands of instructions at run time. Here it is formed once.
  // The members below are used by intents, which are specialized where they
  // are called (`@inlinable`), so that an intent looks up no generic metadata.
  @usableFromInline var storedState: NavigationState<Tab, Route>
  @usableFromInline let registrar = ObservationRegistrar()
  @usableFromInline let stateKeyPath: KeyPath<Navigator, NavigationState<Tab, Route>>

  /// Whether selecting the tab that is already selected pops it to its root.
  public var reselectingTabPopsToRoot = true

  /// Rules checked, in order, before any change is applied.
  public var guards: [NavigationGuard<Tab, Route>] = []

  /// The most redirects one change may go through before it is refused.
  public var redirectLimit = 8

  /// How the app lays out its stacks: read by its lifecycle player, its
  /// tests and the hosts that do not draw a layout of their own, so that it
  /// is said once (as the app's SwiftUI hosts draw it). Every stack is one
  /// stack unless set.
  public var layouts = NavigationLayouts<Tab>()

  /// The most recent events, oldest first: the changes made, and the
  /// operations views performed that were refused (``perform(_:in:)``); at
  /// most the `logCapacity` given at creation. O(capacity).
  public var log: [NavigationEvent<Tab, Route>] { eventLog.events }
  @usableFromInline var eventLog: EventLog<Tab, Route>

  /// How many changes the navigator has made (refusals, which change
  /// nothing, are not counted). A cache of something computed from the
  /// state (a link, a title) is current while this has not moved. O(1).
  @inlinable public var changeCount: Int { appliedCount }
  @usableFromInline var appliedCount = 0
  /// How many events the navigator has recorded: the
  /// ``NavigationEvent/sequence`` of the last one.
  @usableFromInline var eventCount = 0
  /// The event streams; they finish when the navigator (their only owner) is freed.
  @usableFromInline let broadcast = Broadcast<NavigationEvent<Tab, Route>>()
  /// Whether a change is being decided or applied: another one is then refused.
  @usableFromInline var isChanging = false

  /// The change that waits, and how it is made when its wait ends.
  var waiting: Waiting? {
    didSet { settles = waiting != nil || !outcomeWaiters.isEmpty }
  }
  /// The tasks waiting for the outcome of a request, by request.
  var outcomeWaiters: [RequestID: [Int: CheckedContinuation<AnswerValue?, Never>]] = [:] {
    didSet { settles = waiting != nil || !outcomeWaiters.isEmpty }
  }
  /// The next waiter's number.
  var nextWaiter = 0
  /// The type of answer each request asked through this navigator waits
  /// for, by request (those of a restored state are not known).
  var answerTypes: [RequestID: any Any.Type] = [:]
  /// Whether the requests this navigator makes are numbered ("1", "2", …)
  /// instead of random: set by a test (WayfinderTesting's `NavigationTest`),
  /// so that it can write the app's own asks.
  package var numbersRequests = false
  /// How many requests have been numbered.
  var requestsNumbered = 0
  /// How many changes have waited: the number of the last.
  var waitCount = 0
  /// Whether a change may settle something after it is applied: a waiting
  /// change, or a task waiting for a request's outcome. Read by every
  /// intent, kept up to date as they come and go.
  @usableFromInline var settles = false

  /// How long guards that take time may decide about a change
  /// (``NavigationGuard/init(when:decide:)``): when it passes, the change
  /// no longer waits (its wait ends ``WaitingChange/Ending/timedOut``). 30
  /// seconds by default; at most 365 days, and no time at all when zero or
  /// negative. A confirmation waits for the user without a limit: the
  /// dialog shows until the user answers, and any change of the user's own
  /// drops it.
  public var decisionTimeLimit: Duration = .seconds(30)

  /// The clock ``decisionTimeLimit`` is measured on: by default a
  /// `ContinuousClock`. Tests pass a clock they move by hand.
  public var clock: any Clock<Duration> = ContinuousClock()

  /// What a host keeps beside the navigator for as long as the navigator
  /// lives (the SwiftUI layer: the bindings every host given the navigator
  /// shows it with), so that it belongs to what the app owns, not to a
  /// module. Not observed, not part of the state.
  package var hostSlot: AnyObject?

  /// A navigator holding `state`, keeping the last `logCapacity` events.
  ///
  /// - Parameters:
  ///   - state: The state to start from.
  ///   - logCapacity: How many events ``log`` keeps.
  public init(_ state: NavigationState<Tab, Route>, logCapacity: Int = 100) {
    self.storedState = state
    self.stateKeyPath = \Navigator.state
    self.eventLog = EventLog(capacity: logCapacity)
  }

  // MARK: Changing the state

  /// Applies `intent` through the guards: the one entry point of every
  /// change. When the intent succeeds and the guards allow the result, it
  /// becomes the state and an event recording the intent is logged and sent.
  ///
  /// The intent is applied in place: it costs what it changes, at any depth
  /// (a push onto 100,000 steps costs what a push onto 10 does). When a
  /// guard refuses it, the change is undone.
  ///
  /// Changes are applied one at a time: asking for another change from
  /// inside a guard throws ``NavigationError/reentrantChange`` (make it
  /// after this one returns).
  ///
  /// A change that a guard asks the user to confirm, or takes time to
  /// decide about, waits (``waitingChange``): it is made when the user
  /// confirms it or the guards allow it, on the state of that moment, in
  /// the stack it named (or the one shown when it was asked), so that what
  /// happened meanwhile stays. At most one change waits: a change of the
  /// user's own (cause ``NavigationCause/user``) drops it, and so does
  /// ``cancelWaitingChange(cause:)``; a decision times out after
  /// ``decisionTimeLimit``. The events say how each wait ended
  /// (``NavigationEvent/waiting``).
  ///
  /// - Parameters:
  ///   - intent: The change asked for.
  ///   - cause: Who asked for it.
  /// - Returns: ``NavigationOutcome/applied`` when the state changed,
  ///   ``NavigationOutcome/unchanged`` when it already was as asked, and
  ///   ``NavigationOutcome/waiting`` when a guard asks the user first (the
  ///   confirmation dialog then shows) or takes time to decide: the change
  ///   may still happen, later.
  /// - Throws: a refusal, after which nothing has changed (the state, the
  ///   log, the change that waits): the intent's ``NavigationError`` (see
  ///   ``NavigationState/apply(_:)``), ``NavigationError/blocked(reason:)``
  ///   from a guard, ``NavigationError/reentrantChange``, or
  ///   ``NavigationError/anotherChangeIsWaiting`` when a guard would ask
  ///   first, or decide later, about a change that is not the user's while
  ///   another change waits.
  @inlinable @discardableResult
  public func apply(_ intent: NavigationIntent<Tab, Route>, cause: NavigationCause = .programmatic)
    throws(NavigationError) -> NavigationOutcome
  {
    guard !isChanging else { throw .reentrantChange }
    guard !settles else { return try apply(intent, cause: cause, approval: .none) }
    isChanging = true
    defer { isChanging = false }
    guard let change = try changeState(by: intent, cause: cause, approval: .none) else { return .waiting }
    return change.isEmpty ? .unchanged : .applied
  }

  /// Applies `operation` to the stack `target` names, as
  /// ``apply(_:cause:)`` applies `NavigationIntent(operation, in: target)`.
  ///
  /// ```swift
  /// try navigator.apply(.setPath([.category(.list)]), in: .tab(.home), cause: .deepLink)
  /// ```
  ///
  /// - Parameters:
  ///   - operation: The change asked for.
  ///   - target: The stack it changes: the shown stack unless named.
  ///   - cause: Who asked for it.
  /// - Returns: What the change did, as ``apply(_:cause:)``.
  /// - Throws: as ``apply(_:cause:)``.
  @inlinable @discardableResult
  public func apply(
    _ operation: NavigationIntent<Tab, Route>.Operation, in target: StackTarget<Tab> = .shown,
    cause: NavigationCause = .programmatic
  ) throws(NavigationError) -> NavigationOutcome {
    try apply(NavigationIntent(operation, in: target), cause: cause)
  }

  /// Applies `intent` and commits it, returning what changed (nothing, when
  /// the intent changes nothing), or `nil` when the change waits.
  @inlinable @inline(__always)
  func changeState(by intent: NavigationIntent<Tab, Route>, cause: NavigationCause, approval: Approval)
    throws(NavigationError) -> NavigationChange<Tab>?
  {
    let applied = try storedState.applyRecording(intent)
    guard !applied.summary.isEmpty else { return applied.summary }
    var change = applied.summary
    if !guards.isEmpty {
      let verdict: Verdict
      do throws(NavigationError) {
        // The proposal shares the state's storage, and is gone before an undo changes it.
        verdict = try checked(
          NavigationProposal(
            after: storedState, intent: intent, cause: cause, change: change, origin: .undoing(storedState, applied),
            confirmed: approval.confirmedSteps),
          approval: approval)
      } catch {
        storedState.undo(applied)
        throw error
      }
      switch verdict {
      case .allow:
        break
      case .redirect(let target):
        storedState.undo(applied)
        change = NavigationChange(from: storedState, to: target)
        guard !change.isEmpty else { return change }
        storedState = target
      case .wait(let need):
        storedState.undo(applied)
        try wait(.intent(intent), cause: cause, for: need)
        return nil
      }
    }
    commit(change, intent: intent, cause: cause)
    return change
  }

  /// Applies several changes to a copy of the state at once, through the
  /// guards, as one event (its intent is `nil`). Prefer ``apply(_:cause:)``;
  /// use this for a change that no single intent describes. It copies the
  /// state, and compares the result with it: O(n).
  ///
  /// Asking the navigator for another change inside `change` throws
  /// ``NavigationError/reentrantChange``. A change that waits (a guard asks
  /// first, or decides later) is made by running `change` again on the
  /// state of the moment it is confirmed or allowed: what happened
  /// meanwhile stays.
  ///
  /// - Parameters:
  ///   - cause: Who asked for the change.
  ///   - change: Changes a copy of the state (kept, and run again, while the change waits).
  /// - Returns: What the change did, as ``apply(_:cause:)`` says.
  /// - Throws: a refusal, after which nothing has changed: the error
  ///   `change` throws, ``NavigationError/blocked(reason:)`` from a guard,
  ///   ``NavigationError/reentrantChange``, or
  ///   ``NavigationError/anotherChangeIsWaiting`` as ``apply(_:cause:)``.
  @discardableResult
  public func update(
    cause: NavigationCause = .programmatic,
    _ change: @escaping (inout NavigationState<Tab, Route>) throws(NavigationError) -> Void
  ) throws(NavigationError) -> NavigationOutcome {
    try update(cause: cause, approval: .none, change)
  }

  /// Runs `change` on a copy of the state, as ``update(cause:_:)``, already
  /// approved as `approval` says.
  @discardableResult
  func update(
    cause: NavigationCause, approval: Approval,
    _ change: @escaping (inout NavigationState<Tab, Route>) throws(NavigationError) -> Void
  ) throws(NavigationError) -> NavigationOutcome {
    guard !isChanging else { throw .reentrantChange }
    isChanging = true
    defer { isChanging = false }
    var proposed = storedState
    try change(&proposed)
    let proposal = NavigationProposal(
      after: proposed, intent: nil, cause: cause, change: NavigationChange(from: storedState, to: proposed),
      origin: .state(storedState), confirmed: approval.confirmedSteps)
    var target = proposed
    switch try checked(proposal, approval: approval) {
    case .allow: break
    case .redirect(let redirected): target = redirected
    case .wait(let need):
      try wait(.update(change), cause: cause, for: need)
      return .waiting
    }
    let made = NavigationChange(from: storedState, to: target)
    guard !made.isEmpty else { return .unchanged }
    storedState = target
    commit(made, intent: nil, cause: cause)
    isChanging = false
    if settles { settle(after: made, cause: cause) }
    return .applied
  }

  /// Tells observers that the state changed, and records and sends the
  /// event (with what it did to the change that waits).
  @inlinable
  func commit(_ change: NavigationChange<Tab>, intent: NavigationIntent<Tab, Route>?, cause: NavigationCause) {
    record(change, intent: intent, cause: cause, waiting: settles ? waitingTransition(after: change) : nil)
    // The state has changed in place already, and its event is recorded:
    // observers are told now, and read both after.
    registrar.withMutation(of: self, keyPath: stateKeyPath) {}
  }

  /// Records and sends the event of `change`.
  @inlinable
  func record(
    _ change: NavigationChange<Tab>, intent: NavigationIntent<Tab, Route>?, cause: NavigationCause,
    waiting: NavigationEvent<Tab, Route>.Waiting?
  ) {
    appliedCount += 1
    eventCount += 1
    let event = NavigationEvent(sequence: eventCount, intent: intent, cause: cause, change: change, waiting: waiting)
    eventLog.record(event)
    broadcast.send(event)
  }

  /// A stream of every change applied from now on.
  ///
  /// The stream keeps at most `limit` events that its reader has not read
  /// yet, dropping the oldest first: a reader that falls behind (or never
  /// reads) costs bounded memory, and always gets the newest state. Read
  /// ``log`` or ``state`` for what was dropped. The stream ends when the
  /// reader stops iterating it, or when the navigator is freed.
  ///
  /// - Parameter limit: The most unread events kept (at least 1).
  /// - Returns: The stream of events.
  public func events(bufferingNewest limit: Int = 64) -> AsyncStream<NavigationEvent<Tab, Route>> {
    broadcast.subscribe(bufferingNewest: limit)
  }

  /// Calls `body` after each event the navigator records (a change made, or
  /// a view's operation refused), as it records it, until ``stopFollowing(_:)`` is called with
  /// what this returns: for a host that shows every change (the SwiftUI
  /// adapter), cheaper than observing ``state`` again after each.
  package func follow(_ body: @escaping @MainActor () -> Void) -> Int {
    broadcast.listen { MainActor.assumeIsolated { body() } }
  }

  /// Stops calling what ``follow(_:)`` returned `id` for.
  package nonisolated func stopFollowing(_ id: Int) { broadcast.stopListening(id) }
}

/// A navigator of one stack, for an app without tabs: what a screen of a
/// stack names (`@Environment(StackNavigator<Route>.self)`), and
/// `StackNavigator<Route>()` makes one.
public typealias StackNavigator<Route: Hashable & Sendable> = Navigator<Never, Route>

extension Navigator where Tab == Never {
  /// A navigator of one stack, for an app without tabs.
  ///
  /// - Parameters:
  ///   - stack: The stack to start from.
  ///   - logCapacity: How many events ``log`` keeps.
  public convenience init(_ stack: BackStack<Route> = BackStack(), logCapacity: Int = 100) {
    self.init(.stack(stack), logCapacity: logCapacity)
  }
}

extension Navigator {
  /// A navigator of `tabs`.
  ///
  /// - Parameters:
  ///   - tabs: The tabs to start from.
  ///   - logCapacity: How many events ``log`` keeps.
  public convenience init(_ tabs: Tabs<Tab, Route>, logCapacity: Int = 100) {
    self.init(.tabs(tabs), logCapacity: logCapacity)
  }
}
