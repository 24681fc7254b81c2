extension Navigator {
  /// Asks the guards whether every screen may be left at once, as closing
  /// the navigator's window leaves them: returns `true` when they let it be
  /// (none asks first), `false` when the closing waits, and throws a refusal. When a guard asks first
  /// (``NavigationGuard/confirmingLeaving(_:onLeave:)``), the closing waits as any
  /// other change does (``waitingChange``, whose intent is `nil`): its
  /// dialog shows over the shown stack, and if the user confirms, the
  /// guards are asked again on the state of that moment and `close` runs;
  /// any other end of the wait keeps the window. When the guards let the
  /// window close, a change that waits in the navigator ends, dropped (its
  /// dialog closes): nobody can answer it in a closed window, and made there
  /// later it would be lost when the window is reopened as it was left.
  ///
  /// The guards see a proposal whose ``NavigationProposal/after`` has every
  /// stack empty and whose intent is `nil`; a redirect, or a guard that
  /// decides later, lets the window close.
  ///
  /// - Parameters:
  ///   - cause: Who asked for the window to close.
  ///   - close: Closes the window, once the user confirms; its error
  ///     refuses the change that waited.
  /// - Returns: Whether the window may close now (`false`: the dialog shows).
  /// - Throws: ``NavigationError/blocked(reason:)`` from a guard,
  ///   ``NavigationError/anotherChangeIsWaiting``, or
  ///   ``NavigationError/reentrantChange``.
  package func confirmLeavingEverything(
    cause: NavigationCause, then close: @escaping @MainActor () throws(NavigationError) -> Void
  ) throws(NavigationError) -> Bool {
    guard try confirmLeavingEverything(cause: cause, approval: .none, then: close) else { return false }
    if let current = waiting, !current.isMaking { end(.dropped, cause: cause) }
    return true
  }

  /// Asks the guards about leaving every screen, as
  /// ``confirmLeavingEverything(cause:then:)``, already approved as
  /// `approval` says: `true` when they let it be, `false` when it waits.
  func confirmLeavingEverything(
    cause: NavigationCause, approval: Approval, then close: @escaping @MainActor () throws(NavigationError) -> Void
  ) throws(NavigationError) -> Bool {
    guard !isChanging else { throw .reentrantChange }
    isChanging = true
    defer { isChanging = false }
    var left = storedState
    for (location, _) in storedState.allStacks {
      try? left.apply(NavigationIntent(.setStack(BackStack()), in: .location(location)))
    }
    let change = NavigationChange(from: storedState, to: left)
    guard !change.isEmpty else { return true }
    let proposal = NavigationProposal(
      after: left, intent: nil, cause: cause, change: change, origin: .state(storedState),
      confirmed: approval.confirmedSteps)
    guard case .wait(.confirmation(let dialog, let steps, let onLeave)) = try checked(proposal, approval: approval)
    else {
      return true
    }
    try wait(.leavingEverything(close), cause: cause, for: .confirmation(dialog, confirming: steps, onLeave: onLeave))
    return false
  }
}
