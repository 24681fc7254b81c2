/// What a guard decides about a proposed change.
public enum GuardDecision<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Hashable, Sendable {
  /// Let the change happen.
  case allow
  /// Refuse it, with a reason the caller reads in ``NavigationError/blocked(reason:)``.
  case block(String)
  /// Go to this state instead (for example a login screen); the redirect is
  /// checked by the guards again.
  case redirect(NavigationState<Tab, Route>)
  /// Ask the user first: `dialog` shows over the shown stack, and the change
  /// happens, with its cause, if the user chooses its confirming button
  /// (see ``Dialog/confirmation(_:message:confirm:role:cancel:)``), on the
  /// state of that moment; any other way the dialog closes drops it. When
  /// the change, made on that state, would leave a screen that confirms
  /// leaving which the user was not asked about, or a guard asks another
  /// question, the user is asked again. While one change waits, another
  /// that a guard would ask about is refused
  /// (``NavigationError/anotherChangeIsWaiting``) unless it is the user's,
  /// which drops the one that waits: confirmations never stack.
  case askFirst(Dialog)
}

/// A rule that allows, blocks or redirects a proposed change, before it is
/// applied.
///
/// A guard reads the change from its ``NavigationProposal``, not from the
/// navigator: while guards decide, the navigator is in the middle of the
/// change (an intent is applied in place, and undone if a guard refuses it).
///
/// ```swift
/// navigator.guards.append(NavigationGuard { change in
///   change.after.shownStack.contains(.account) && !session.isSignedIn
///     ? .redirect(.stack(BackStack(pushing: [.login]))) : .allow
/// })
/// ```
public struct NavigationGuard<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Sendable {
  /// The rule: given the proposed change (its `after` is the state proposed), decide.
  package let decide: @MainActor @Sendable (NavigationProposal<Tab, Route>) -> GuardDecision<Tab, Route>
  /// For a guard that takes time: whether it decides about a proposal.
  let appliesLater: (@MainActor @Sendable (NavigationProposal<Tab, Route>) -> Bool)?
  /// For a guard that takes time: its decision.
  let decideLater: (@Sendable (NavigationProposal<Tab, Route>) async -> GuardDecision<Tab, Route>)?
  /// Whether it is the guard that asks before leaving a screen that
  /// confirms leaving: its question is about those screens.
  var asksBeforeLeaving = false
  /// For the guard that asks before leaving: told, once the change the user
  /// confirmed is made, of each screen that confirms leaving it left, and
  /// of the button the user chose.
  var onLeave: (@MainActor @Sendable (Route, DialogButton) -> Void)?

  /// A guard deciding with `decide`.
  ///
  /// - Parameter decide: The rule.
  public init(_ decide: @escaping @MainActor @Sendable (NavigationProposal<Tab, Route>) -> GuardDecision<Tab, Route>) {
    self.decide = decide
    (appliesLater, decideLater) = (nil, nil)
  }

  /// A guard that takes time to decide (it asks a server, or a document on
  /// another actor) about the proposals `applies` picks, without blocking
  /// the main actor: such a change waits (``Navigator/waitingChange``;
  /// ``Navigator/apply(_:cause:)`` returns ``NavigationOutcome/waiting``),
  /// and is made on the state of that moment if `decide` allows it. Other
  /// changes go on meanwhile; another that would wait is refused, unless
  /// it is the user's. The wait ends without the change when the user
  /// makes a change of their own, when the app cancels it
  /// (``Navigator/cancelWaitingChange(cause:)``), or when `decide` takes
  /// longer than ``Navigator/decisionTimeLimit``.
  ///
  /// - Parameters:
  ///   - applies: Whether the guard decides about a proposal: it allows the others at once.
  ///   - decide: The decision, away from the main actor.
  public init(
    when applies: @escaping @MainActor @Sendable (NavigationProposal<Tab, Route>) -> Bool,
    decide: @escaping @Sendable (NavigationProposal<Tab, Route>) async -> GuardDecision<Tab, Route>
  ) {
    self.decide = { _ in .allow }
    (appliesLater, decideLater) = (applies, decide)
  }

  /// A guard that asks the user before any change removes a step that
  /// confirms leaving (``Step/confirmsLeaving``): Back, the Back menu, a
  /// swipe back, a drag down, dismiss, dismiss all, pop to root, a deep
  /// link or a restore that replaces its stack, its window closing. A tab
  /// switch removes nothing, so it does not ask: the edit stays in its
  /// tab. The user's answer is the change's fate: a confirming button makes
  /// it, with its cause, and `onLeave` is told which screens left and which
  /// button was chosen (drop the draft, or save it); any other ends it.
  ///
  /// ```swift
  /// navigator.guards.append(.confirmingLeaving({ _ in
  ///   .confirmation("Discard changes?", confirm: "Discard Changes", cancel: "Keep Editing")
  /// }, onLeave: { route, _ in drafts.discard(route) }))
  /// ```
  ///
  /// - Parameters:
  ///   - dialog: The confirmation dialog for leaving the screen of a route.
  ///     It needs a button that confirms (see
  ///     ``Dialog/confirmation(_:message:buttons:)``): a change asked with
  ///     one that has none is refused
  ///     (``NavigationError/confirmationCannotConfirm(_:)``).
  ///   - onLeave: Told, after the change the user confirmed is made, of
  ///     each screen that confirms leaving the user was asked about and
  ///     confirmed leaving (once each, in the order asked), and of the
  ///     button the user chose.
  /// - Returns: The guard.
  public static func confirmingLeaving(
    _ dialog: @escaping @MainActor @Sendable (Route) -> Dialog,
    onLeave: (@MainActor @Sendable (Route, DialogButton) -> Void)? = nil
  ) -> NavigationGuard {
    var confirming = NavigationGuard { proposal in
      // Once the user has confirmed leaving some screens, only another asks again.
      guard let step = proposal.unconfirmedStepsLeaving.last(where: \.confirmsLeaving) else { return .allow }
      return .askFirst(dialog(step.route))
    }
    confirming.asksBeforeLeaving = true
    confirming.onLeave = onLeave
    return confirming
  }
}

/// A change that has been asked for but not applied yet: what a guard
/// decides about.
public struct NavigationProposal<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Hashable, Sendable {
  /// The state the change would lead to (after any earlier guard's redirect).
  /// O(1) to read.
  public internal(set) var after: NavigationState<Tab, Route>
  /// The intent asked for, or `nil` for a change made with ``Navigator/update(cause:_:)``.
  public let intent: NavigationIntent<Tab, Route>?
  /// Who asked for the change.
  public let cause: NavigationCause
  /// What the change asked for does to the state (before any redirect).
  package let change: NavigationChange<Tab>
  /// Whether the user confirmed the change when a guard asked first: the
  /// guards see it once more, on the state of the moment the user
  /// confirmed, and ``GuardDecision/askFirst(_:)`` with the dialog the user
  /// answered then allows it, unless the change now leaves a screen that
  /// confirms leaving which the user was not asked about.
  public var isConfirmed: Bool { confirmedSteps != nil }
  /// The steps that confirm leaving which the user confirmed leaving, when
  /// the user confirmed the change.
  @usableFromInline let confirmedSteps: [Step<Route>]?
  /// How ``before`` is had.
  @usableFromInline let origin: Origin

  /// A proposal; navigators make these.
  @usableFromInline
  init(
    after: NavigationState<Tab, Route>, intent: NavigationIntent<Tab, Route>?, cause: NavigationCause,
    change: NavigationChange<Tab>, origin: Origin, confirmed: [Step<Route>]? = nil
  ) {
    (self.after, self.intent, self.cause, self.change, self.origin) = (after, intent, cause, change, origin)
    self.confirmedSteps = confirmed
  }

  /// ``stepsLeaving`` but those the user confirmed leaving (each counted
  /// once: an equal step elsewhere is another screen).
  var unconfirmedStepsLeaving: [Step<Route>] {
    let leaving = stepsLeaving
    guard let confirmedSteps, !confirmedSteps.isEmpty else { return leaving }
    var confirmed: [Step<Route>: Int] = [:]
    for step in confirmedSteps { confirmed[step, default: 0] += 1 }
    return leaving.filter { step in
      guard let count = confirmed[step], count > 0 else { return true }
      confirmed[step] = count - 1
      return false
    }
  }

  /// The steps the change removes from any stack, oldest first in each
  /// stack: the screens a user leaves for good. A tab switch removes
  /// nothing (the tab left keeps its screens); compare ``before`` and
  /// ``after`` for what it hides. O(steps removed) after an intent; O(n)
  /// after a change of the whole state.
  public var stepsLeaving: [Step<Route>] {
    switch origin {
    case .undoing(_, let applied):
      switch applied.undo {
      case .nothing, .selection: return []
      case .stack(_, _, let removed, _): return Array(removed.prefix(applied.leaving))
      case .state(let previous): return Self.steps(leaving: previous, by: change)
      }
    case .state(let before):
      return Self.steps(leaving: before, by: change)
    }
  }

  /// The steps `change` removes from `before`.
  static func steps(leaving before: NavigationState<Tab, Route>, by change: NavigationChange<Tab>) -> [Step<Route>] {
    if change.isReshaped { return before.allStacks.flatMap { Array($0.stack) } }
    var steps: [Step<Route>] = []
    for stackChange in change.stacks {
      if let stack = before.stack(at: stackChange.location) { steps += stack[stackChange.kept...] }
    }
    return steps
  }

  /// Where the state before the change comes from: kept as it is, or made
  /// by undoing the change in place, which is not copied unless read.
  @usableFromInline
  enum Origin: Hashable, Sendable {
    case state(NavigationState<Tab, Route>)
    case undoing(NavigationState<Tab, Route>, AppliedChange<Tab, Route>)
  }

  /// The state now, before the change. Reading it after an intent costs a
  /// copy of the stack the intent changed (O(its steps)): prefer ``after``.
  public var before: NavigationState<Tab, Route> {
    switch origin {
    case .state(let state):
      return state
    case .undoing(let changed, let applied):
      var state = changed
      state.undo(applied)
      return state
    }
  }

  /// Proposals are equal when their states before and after, intents and
  /// causes are.
  ///
  /// - Parameters:
  ///   - lhs: A proposal.
  ///   - rhs: Another.
  /// - Returns: Whether they propose the same change.
  public static func == (lhs: NavigationProposal, rhs: NavigationProposal) -> Bool {
    lhs.after == rhs.after && lhs.intent == rhs.intent && lhs.cause == rhs.cause && lhs.before == rhs.before
  }

  /// Hashes the state after, the intent and the cause.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(after)
    hasher.combine(intent)
    hasher.combine(cause)
  }
}
