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
