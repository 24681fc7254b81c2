/// A change to the windows that has been asked for but not made yet: what a
/// window guard decides about.
public struct WindowProposal<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Sendable {
  /// What was asked.
  public let intent: WindowIntent<Tab, Route>
  /// Who asked.
  public let cause: NavigationCause
  /// The windows now, each with its navigation state.
  public let before: WindowSet<Tab, Route>
  /// The windows after the change; for a link, its window shows the
  /// state the link leads to.
  public let after: WindowSet<Tab, Route>
  /// What the change does.
  public let change: WindowChange
  /// For a link, where the policy routes it; `nil` otherwise.
  public let link: WindowLinkAnswer?
}

/// What a window guard decides.
public enum WindowGuardDecision: Hashable, Sendable {
  /// Let the change happen.
  case allow
  /// Refuse it, with a reason the caller reads in ``WindowError/blocked(reason:)``.
  case block(String)
}

/// A rule that allows or blocks a proposed change to the windows (opening,
/// closing, focusing, a link routed to a window) before it is made.
///
/// ```swift
/// windows.guards.append(WindowGuard { proposal in
///   proposal.link?.created == true && proposal.before.count >= 4 ? .block("four windows are enough") : .allow
/// })
/// ```
public struct WindowGuard<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Sendable {
  /// The rule.
  public let decide: @MainActor @Sendable (WindowProposal<Tab, Route>) -> WindowGuardDecision

  /// A guard deciding with `decide`.
  ///
  /// - Parameter decide: The rule.
  public init(_ decide: @escaping @MainActor @Sendable (WindowProposal<Tab, Route>) -> WindowGuardDecision) {
    self.decide = decide
  }
}
