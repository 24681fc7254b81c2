/// What a change that was not refused did.
///
/// Every changing method of ``Navigator`` returns it (and may be called
/// without reading it); a refusal is thrown instead, and after a thrown
/// error nothing has changed: not the state, not the log, not the change
/// that waits.
///
/// ```swift
/// switch try navigator.goBack() {
/// case .applied: break  // the screen left
/// case .unchanged: break  // nothing to change
/// case .waiting: break  // "Discard changes?" shows; it leaves if the user confirms
/// }
/// ```
public enum NavigationOutcome: Hashable, Sendable {
  /// The state changed: as asked, or as a guard redirected it.
  case applied
  /// Nothing to change: the state already was as asked.
  case unchanged
  /// A guard asked the user first (its confirmation dialog now shows) or
  /// takes time to decide: the change waits in ``Navigator/waitingChange``,
  /// and is made on the state of that moment when the user confirms or the
  /// guard allows it; ``Navigator/cancelWaitingChange(cause:)`` drops it.
  case waiting
}
