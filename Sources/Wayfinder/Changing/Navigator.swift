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
/// changes nothing. See <doc:GettingStarted>.
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
  /// with ``setState(_:cause:)``.
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

  /// The most recent applied changes.
  @inlinable public var log: EventLog<Tab, Route> { eventLog }
  @usableFromInline var eventLog: EventLog<Tab, Route>

  /// How many changes the navigator has applied: the ``NavigationEvent/sequence``
  /// of the last one. A cache of something computed from the state (a
  /// link, a title) is current while this has not moved. O(1).
  @inlinable public var changeCount: Int { appliedCount }
  @usableFromInline var appliedCount = 0
  /// The event streams; they finish when the navigator (their only owner) is freed.
  @usableFromInline let broadcast = Broadcast<NavigationEvent<Tab, Route>>()
  /// Whether a change is being decided or applied: another one is then refused.
  @usableFromInline var isChanging = false

  /// The change waiting for the user to confirm it, or for a guard to
  /// decide about it: at most one at a time.
  public internal(set) var waitingChange: WaitingChange<Tab, Route>? {
    didSet {
      settles = waitingChange != nil || !outcomeWaiters.isEmpty
      if waitingChange == nil { confirmedInstead = nil }
    }
  }
  /// What the waiting change does, instead of its intent, once the user
  /// confirms it: for a change that is not this navigator's (its window
  /// closing, see `confirmLeavingEverything`).
  var confirmedInstead: (@MainActor () -> Void)?
  /// The tasks waiting for the outcome of a request, by request.
  var outcomeWaiters: [RequestID: [Int: CheckedContinuation<AnswerValue?, Never>]] = [:] {
    didSet { settles = waitingChange != nil || !outcomeWaiters.isEmpty }
  }
  /// The next waiter's number.
  var nextWaiter = 0
  /// How many decisions guards have been asked to take later: the number of the last.
  var decisions = 0
  /// Whether a change may settle something after it is applied: a waiting
  /// change, or a task waiting for a request's outcome. Read by every
  /// intent, kept up to date as they come and go.
  @usableFromInline var settles = false

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
  /// - Parameters:
  ///   - intent: The change asked for.
  ///   - cause: Who asked for it.
  /// - Throws: the intent's ``NavigationError`` (see
  ///   ``NavigationState/apply(_:)``), ``NavigationError/blocked(reason:)``
  ///   from a guard, or ``NavigationError/reentrantChange``; the state is
  ///   then unchanged. ``NavigationError/awaitingConfirmation`` when a guard
  ///   asks the user first (the confirmation dialog then shows), and
  ///   ``NavigationError/awaitingDecision`` when a guard takes time to decide:
  ///   the change may still happen, later. ``NavigationError/anotherChangeIsWaiting``
  ///   when a guard would ask first, or decide later, while another change
  ///   waits; the state is then unchanged.
  @inlinable
  public func apply(_ intent: NavigationIntent<Tab, Route>, cause: NavigationCause = .programmatic)
    throws(NavigationError)
  {
    try apply(intent, cause: cause, approval: .none)
  }

  /// Applies `intent`, as ``apply(_:cause:)``, already approved as `approval` says.
  @inlinable @inline(__always)
  func apply(_ intent: NavigationIntent<Tab, Route>, cause: NavigationCause, approval: Approval)
    throws(NavigationError)
  {
    guard !isChanging else { throw .reentrantChange }
    isChanging = true
    // Whether the intent chooses to confirm the change waiting for it, read
    // before the dialog closes.
    let confirming = settles ? confirms(intent) : nil
    let change: NavigationChange<Tab>
    do throws(NavigationError) {
      change = try changeState(by: intent, cause: cause, approval: approval)
    } catch {
      isChanging = false
      throw error
    }
    isChanging = false
    if settles && !change.isEmpty { try settle(after: change, confirming: confirming) }
  }

  /// Applies `intent` and commits it, returning what changed (nothing, when
  /// the intent changes nothing).
  @inlinable @inline(__always)
  func changeState(by intent: NavigationIntent<Tab, Route>, cause: NavigationCause, approval: Approval)
    throws(NavigationError) -> NavigationChange<Tab>
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
            isConfirmed: approval == .confirmed),
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
      case .askFirst(let dialog):
        storedState.undo(applied)
        try askToConfirm(intent, cause: cause, with: dialog)
      case .decideLater(let deciders, let proposal):
        storedState.undo(applied)
        try decideLater(intent, cause: cause, proposal: proposal, deciders: deciders)
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
  /// ``NavigationError/reentrantChange``. A change a guard asks to confirm,
  /// or decides later, is performed as replacing the state with the one
  /// `change` made.
  ///
  /// - Parameters:
  ///   - cause: Who asked for the change.
  ///   - change: Changes a copy of the state.
  /// - Throws: the error `change` throws, ``NavigationError/blocked(reason:)``
  ///   from a guard, or ``NavigationError/reentrantChange``; the state is then
  ///   unchanged. ``NavigationError/awaitingConfirmation`` or
  ///   ``NavigationError/awaitingDecision`` as ``apply(_:cause:)``.
  public func update(
    cause: NavigationCause = .programmatic,
    _ change: (inout NavigationState<Tab, Route>) throws(NavigationError) -> Void
  ) throws(NavigationError) {
    guard !isChanging else { throw .reentrantChange }
    isChanging = true
    var made = NavigationChange<Tab>()
    do throws(NavigationError) {
      var proposed = storedState
      try change(&proposed)
      let proposal = NavigationProposal(
        after: proposed, intent: nil, cause: cause, change: NavigationChange(from: storedState, to: proposed),
        origin: .state(storedState), isConfirmed: false)
      var target = proposed
      switch try checked(proposal, approval: .none) {
      case .allow: break
      case .redirect(let redirected): target = redirected
      case .askFirst(let dialog):
        try askToConfirm(NavigationIntent(.setState(proposed)), cause: cause, with: dialog)
      case .decideLater(let deciders, let proposal):
        try decideLater(NavigationIntent(.setState(proposed)), cause: cause, proposal: proposal, deciders: deciders)
      }
      made = NavigationChange(from: storedState, to: target)
      if !made.isEmpty {
        storedState = target
        commit(made, intent: nil, cause: cause)
      }
    } catch {
      isChanging = false
      throw error
    }
    isChanging = false
    if settles && !made.isEmpty { try settle(after: made, confirming: nil) }
  }

  /// Tells observers that the state changed, and records and sends the event.
  @inlinable
  func commit(_ change: NavigationChange<Tab>, intent: NavigationIntent<Tab, Route>?, cause: NavigationCause) {
    // The state has changed in place already: observers are told now, and
    // read it after.
    registrar.withMutation(of: self, keyPath: stateKeyPath) {}
    appliedCount += 1
    let event = NavigationEvent(sequence: appliedCount, intent: intent, cause: cause, change: change)
    eventLog.record(event)
    broadcast.send(event)
  }

  /// How far a change has been approved already.
  @usableFromInline
  enum Approval: Hashable, Sendable {
    /// Not at all: every guard decides.
    case none
    /// A guard that decides later has allowed it: the others decide.
    case decided
    /// The user confirmed it: no guard asks again, or decides later.
    case confirmed
  }

  /// What the guards decide about a proposal, together.
  @usableFromInline
  enum Verdict {
    /// Let it happen.
    case allow
    /// Go to this state instead.
    case redirect(NavigationState<Tab, Route>)
    /// Ask the user first with this dialog.
    case askFirst(Dialog)
    /// These guards take time to decide about this proposal.
    case decideLater(
      [@Sendable (NavigationProposal<Tab, Route>) async -> GuardDecision<Tab, Route>], NavigationProposal<Tab, Route>)
  }

  /// What the guards decide about `proposal`, already approved as `approval` says.
  @usableFromInline
  func checked(_ proposal: NavigationProposal<Tab, Route>, approval: Approval) throws(NavigationError) -> Verdict {
    var proposal = proposal
    var redirected = false
    var redirects = 0
    var index = 0
    var deciders: [@Sendable (NavigationProposal<Tab, Route>) async -> GuardDecision<Tab, Route>] = []
    // The guards as they were when the change was asked for: a guard that
    // edits the list cannot make a later guard be skipped.
    let guards = self.guards
    while index < guards.count {
      let guardian = guards[index]
      if let later = guardian.decideLater {
        if approval == .none && guardian.appliesLater?(proposal) == true { deciders.append(later) }
        index += 1
        continue
      }
      switch guardian.decide(proposal) {
      case .allow:
        index += 1
      case .block(let reason):
        throw .blocked(reason: reason)
      case .redirect(let target):
        redirects += 1
        guard redirects <= redirectLimit else {
          throw .blocked(reason: "more than \(redirectLimit) redirects")
        }
        proposal.after = target
        redirected = true
        index = 0
      case .askFirst(let dialog):
        guard approval == .confirmed else { return .askFirst(dialog) }
        index += 1
      }
    }
    if !deciders.isEmpty { return .decideLater(deciders, proposal) }
    return redirected ? .redirect(proposal.after) : .allow
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

  // MARK: Intents
  //
  // The common ones, each one call of `apply`; every other operation is
  // `apply(NavigationIntent(…))`. Each acts on the stack `target` names: a
  // tab's stack, shown or not, or the modal over all tabs; by default, the
  // shown stack.

  /// Pushes `route`. See ``BackStack/push(_:hidesBack:)``.
  ///
  /// - Parameters:
  ///   - route: The screen to push.
  ///   - hidesBack: Whether the screen hides its Back affordance.
  ///   - target: The stack to push onto: the shown stack unless named.
  ///   - cause: Who asked for the change.
  /// - Throws: the errors of ``apply(_:cause:)``: a stack the state does not
  ///   have, a push onto an empty modal over all tabs, a guard's refusal, or
  ///   a change that waits for a confirmation or a decision.
  @inlinable
  public func push(
    _ route: Route, hidesBack: Bool = false, in target: StackTarget<Tab> = .shown,
    cause: NavigationCause = .programmatic
  )
    throws(NavigationError)
  { try apply(NavigationIntent(.push(route, hidesBack: hidesBack), in: target), cause: cause) }

  /// Replaces the stack's steps with pushes of `routes`.
  ///
  /// - Parameters:
  ///   - routes: The screens to push, oldest first.
  ///   - target: The stack to replace: the shown stack unless named.
  ///   - cause: Who asked for the change.
  /// - Throws: the errors of ``apply(_:cause:)``; for the modal over all tabs,
  ///   ``NavigationError/modalOverTabsMustStartWithAModal`` unless `routes`
  ///   is empty.
  @inlinable
  public func setPath(_ routes: [Route], in target: StackTarget<Tab> = .shown, cause: NavigationCause = .programmatic)
    throws(NavigationError)
  { try apply(NavigationIntent(.setStack(BackStack(pushing: routes)), in: target), cause: cause) }

  /// Presents `route` as a modal. See ``BackStack/present(_:as:)``.
  ///
  /// - Parameters:
  ///   - route: The modal's root screen.
  ///   - presentation: How it is shown (`.push` pushes it).
  ///   - target: The stack to present over: the shown stack unless named.
  ///   - cause: Who asked for the change.
  /// - Throws: the errors of ``apply(_:cause:)``.
  @inlinable
  public func present(
    _ route: Route, as presentation: Presentation = .sheet, in target: StackTarget<Tab> = .shown,
    cause: NavigationCause = .programmatic
  ) throws(NavigationError) { try apply(NavigationIntent(.present(route, as: presentation), in: target), cause: cause) }

  /// Presents `route` over all tabs (a sign-in sheet, onboarding), or on top
  /// of the modal over all tabs that is already up. While it is presented it
  /// is the shown stack: intents that name no tab act on it first.
  ///
  /// - Parameters:
  ///   - route: The modal's root screen.
  ///   - presentation: How it is shown: any presentation but `.push`.
  ///   - cause: Who asked for the change.
  /// - Throws: ``NavigationError/notTabbed`` in a state without tabs,
  ///   ``NavigationError/modalOverTabsMustStartWithAModal`` for `.push`, or
  ///   the other errors of ``apply(_:cause:)``.
  @inlinable
  public func presentOverTabs(
    _ route: Route, as presentation: Presentation = .sheet, cause: NavigationCause = .programmatic
  ) throws(NavigationError) { try apply(NavigationIntent(.presentOverTabs(route, as: presentation)), cause: cause) }

  /// Pushes `route` inside the presented modal that shows `modal`, in the
  /// stack `target` names even while another tab shows. See ``BackStack/push(_:hidesBack:inModal:)``.
  ///
  /// - Parameters:
  ///   - route: The screen to push.
  ///   - hidesBack: Whether the screen hides its Back affordance.
  ///   - modal: The route of the modal to push inside.
  ///   - target: The stack the modal is in: the shown stack unless named.
  ///   - cause: Who asked for the change.
  /// - Throws: ``NavigationError/modalNotPresented(_:)``, or the other errors
  ///   of ``apply(_:cause:)``.
  @inlinable
  public func push(
    _ route: Route, hidesBack: Bool = false, inModal modal: Route, in target: StackTarget<Tab> = .shown,
    cause: NavigationCause = .programmatic
  ) throws(NavigationError) {
    try apply(NavigationIntent(.pushInModal(route, hidesBack: hidesBack, inModal: modal), in: target), cause: cause)
  }

  /// Removes the top `count` steps. See ``BackStack/pop(_:)``.
  ///
  /// - Parameters:
  ///   - count: How many steps to remove.
  ///   - target: The stack to pop: the shown stack unless named.
  ///   - cause: Who asked for the change.
  /// - Throws: ``NavigationError/negativeCount(_:)``,
  ///   ``NavigationError/notEnoughSteps(requested:available:)``, or the
  ///   other errors of ``apply(_:cause:)``.
  @inlinable
  public func pop(_ count: Int = 1, in target: StackTarget<Tab> = .shown, cause: NavigationCause = .programmatic)
    throws(NavigationError)
  { try apply(NavigationIntent(.pop(count: count), in: target), cause: cause) }

  /// Goes back as the user does: closes the dialog when one shows, else
  /// pops the top step. See ``BackStack/goBack()``.
  ///
  /// - Parameters:
  ///   - target: The stack to go back in: the shown stack unless named.
  ///   - cause: Who asked for the change.
  /// - Throws: ``NavigationError/emptyStack`` at the root,
  ///   ``NavigationError/backHidden`` when the top step hides Back, or the
  ///   other errors of ``apply(_:cause:)``.
  @inlinable
  public func goBack(in target: StackTarget<Tab> = .shown, cause: NavigationCause = .programmatic)
    throws(NavigationError)
  {
    try apply(NavigationIntent(.goBack, in: target), cause: cause)
  }

  /// Returns the stack to its root. See ``BackStack/popToRoot()``.
  ///
  /// - Parameters:
  ///   - target: The stack to empty: the shown stack unless named.
  ///   - cause: Who asked for the change.
  /// - Throws: the errors of ``apply(_:cause:)``.
  @inlinable
  public func popToRoot(in target: StackTarget<Tab> = .shown, cause: NavigationCause = .programmatic)
    throws(NavigationError)
  {
    try apply(NavigationIntent(.popToRoot, in: target), cause: cause)
  }

  /// Dismisses the topmost modal with everything in it. See ``BackStack/dismiss()``.
  ///
  /// - Parameters:
  ///   - target: The stack the modal is in: the shown stack unless named.
  ///   - cause: Who asked for the change.
  /// - Throws: ``NavigationError/noModal``, or the other errors of
  ///   ``apply(_:cause:)``.
  @inlinable
  public func dismiss(in target: StackTarget<Tab> = .shown, cause: NavigationCause = .programmatic)
    throws(NavigationError)
  {
    try apply(NavigationIntent(.dismiss, in: target), cause: cause)
  }

  /// Dismisses the modal showing `modal`. See ``BackStack/dismiss(_:)``.
  ///
  /// - Parameters:
  ///   - modal: The route of the modal to dismiss.
  ///   - target: The stack the modal is in: the shown stack unless named.
  ///   - cause: Who asked for the change.
  /// - Throws: ``NavigationError/modalNotPresented(_:)``, or the other errors
  ///   of ``apply(_:cause:)``.
  @inlinable
  public func dismiss(_ modal: Route, in target: StackTarget<Tab> = .shown, cause: NavigationCause = .programmatic)
    throws(NavigationError)
  { try apply(NavigationIntent(.dismissModal(modal), in: target), cause: cause) }

  /// Selects `route` in the column (or stack screen) at `depth` of the
  /// stack. See ``BackStack/select(_:atDepth:)``.
  ///
  /// - Parameters:
  ///   - route: The route selected.
  ///   - depth: The depth of the screen that selects (0: the stack's root screen).
  ///   - target: The stack: the shown stack unless named.
  ///   - cause: Who asked for the change.
  /// - Throws: ``NavigationError/depthOutOfRange(depth:count:)``, or the
  ///   other errors of ``apply(_:cause:)``.
  @inlinable
  public func select(
    _ route: Route, atDepth depth: Int, in target: StackTarget<Tab> = .shown, cause: NavigationCause = .programmatic
  ) throws(NavigationError) { try apply(NavigationIntent(.select(route, atDepth: depth), in: target), cause: cause) }

  /// Shows or hides `route` by a flag. See ``BackStack/setShown(_:to:)``.
  ///
  /// - Parameters:
  ///   - route: The screen.
  ///   - shown: Whether it is shown.
  ///   - target: The stack: the shown stack unless named.
  ///   - cause: Who asked for the change.
  /// - Throws: the errors of ``apply(_:cause:)``.
  @inlinable
  public func setShown(
    _ route: Route, to shown: Bool, in target: StackTarget<Tab> = .shown, cause: NavigationCause = .programmatic
  )
    throws(NavigationError)
  { try apply(NavigationIntent(.setShown(route, shown: shown), in: target), cause: cause) }

  /// Replaces the whole state (a deep link, restored state), through the guards.
  ///
  /// - Parameters:
  ///   - newState: The state to show.
  ///   - cause: Who asked for the change.
  /// - Throws: what a guard makes of the change
  ///   (``NavigationError/blocked(reason:)``, or a change that waits), or
  ///   ``NavigationError/reentrantChange``; see ``apply(_:cause:)``.
  @inlinable
  public func setState(_ newState: NavigationState<Tab, Route>, cause: NavigationCause = .programmatic)
    throws(NavigationError)
  { try apply(NavigationIntent(.setState(newState)), cause: cause) }

  /// Selects `tab`, keeping every tab's stack; reselecting the selected
  /// tab pops it to its root when ``reselectingTabPopsToRoot`` is on.
  ///
  /// - Parameters:
  ///   - tab: The tab to select.
  ///   - cause: Who asked for the change.
  /// - Throws: ``NavigationError/notTabbed`` or ``NavigationError/unknownTab(_:)``,
  ///   what a guard makes of the change, or
  ///   ``NavigationError/reentrantChange``; see ``apply(_:cause:)``.
  @inlinable
  public func selectTab(_ tab: Tab, cause: NavigationCause = .programmatic) throws(NavigationError) {
    try apply(NavigationIntent(.selectTab(tab, reselectPopsToRoot: reselectingTabPopsToRoot)), cause: cause)
  }
}

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
