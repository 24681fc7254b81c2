/// What a guard decides about a proposed change.
public enum GuardDecision<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Hashable, Sendable {
  /// Let the change happen.
  case allow
  /// Refuse it, with a reason the caller reads in ``NavigationError/blocked(reason:)``.
  case block(String)
  /// Go to this state instead (for example a login screen); the redirect is
  /// checked by the guards again.
  case redirect(NavigationState<Tab, Route>)
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
  public let decide: @MainActor @Sendable (NavigationProposal<Tab, Route>) -> GuardDecision<Tab, Route>

  /// A guard deciding with `decide`.
  public init(_ decide: @escaping @MainActor @Sendable (NavigationProposal<Tab, Route>) -> GuardDecision<Tab, Route>) {
    self.decide = decide
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
  public let change: NavigationChange<Tab>
  /// How ``before`` is had.
  @usableFromInline let origin: Origin

  /// A proposal; navigators make these.
  @usableFromInline
  init(
    after: NavigationState<Tab, Route>, intent: NavigationIntent<Tab, Route>?, cause: NavigationCause,
    change: NavigationChange<Tab>, origin: Origin
  ) {
    (self.after, self.intent, self.cause, self.change, self.origin) = (after, intent, cause, change, origin)
  }

  /// Where the state before the change comes from: kept as it is, or made
  /// by undoing the change in place, which is not copied unless read.
  @usableFromInline
  enum Origin: Hashable, Sendable {
    case state(NavigationState<Tab, Route>)
    case undoing(NavigationState<Tab, Route>, AppliedChange<Tab, Route>)
  }

  /// The state now, before the change. Reading it after an intent costs a
  /// copy of the stack the intent changed (O(its steps)): prefer ``after``
  /// and ``change``.
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

  public static func == (lhs: NavigationProposal, rhs: NavigationProposal) -> Bool {
    lhs.after == rhs.after && lhs.intent == rhs.intent && lhs.cause == rhs.cause && lhs.before == rhs.before
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(after)
    hasher.combine(intent)
    hasher.combine(cause)
  }
}
