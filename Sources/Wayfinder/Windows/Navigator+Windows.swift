extension Navigator {
  /// Asks the guards whether every screen may be left at once, as closing
  /// the navigator's window leaves them: returns when they let it be
  /// (none asks first), and throws otherwise. When a guard asks first
  /// (``NavigationGuard/confirmingLeaving(_:)``), its dialog shows over the
  /// shown stack, as for any other way out, and `close` runs if the user
  /// confirms; any other way the dialog closes keeps the window.
  ///
  /// The guards see a proposal whose ``NavigationProposal/after`` has every
  /// stack empty and whose intent is `nil`; a redirect, or a guard that
  /// decides later, lets the window close.
  ///
  /// - Parameters:
  ///   - cause: Who asked for the window to close.
  ///   - close: Closes the window, once the user confirms.
  /// - Throws: ``NavigationError/awaitingConfirmation`` when the dialog
  ///   shows, ``NavigationError/blocked(reason:)`` from a guard,
  ///   ``NavigationError/anotherChangeIsWaiting``, or
  ///   ``NavigationError/reentrantChange``.
  package func confirmLeavingEverything(cause: NavigationCause, then close: @escaping @MainActor () -> Void)
    throws(NavigationError)
  {
    guard !isChanging else { throw .reentrantChange }
    isChanging = true
    defer { isChanging = false }
    var left = storedState
    for (location, _) in storedState.allStacks {
      try? left.apply(NavigationIntent(.setStack(BackStack()), in: .location(location)))
    }
    let change = NavigationChange(from: storedState, to: left)
    guard !change.isEmpty else { return }
    let proposal = NavigationProposal(
      after: left, intent: nil, cause: cause, change: change, origin: .state(storedState), isConfirmed: false)
    guard case .askFirst(let dialog) = try checked(proposal, approval: .none) else { return }
    do {
      try askToConfirm(NavigationIntent(.setState(left)), cause: cause, with: dialog)
    } catch {
      if error == .awaitingConfirmation { confirmedInstead = close }
      throw error
    }
  }
}
