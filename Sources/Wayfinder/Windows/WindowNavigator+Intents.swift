extension WindowNavigator {
  // MARK: One intent each

  /// Opens window `id` in front, starting from `state` (by default the
  /// state every new window starts from), with a navigator of its own whose
  /// guards see that state first.
  ///
  /// - Parameters:
  ///   - id: The window.
  ///   - state: Its state; the template when `nil`.
  ///   - sizeClass: Its size class; the window navigator's when `nil`.
  ///   - cause: Who asked.
  /// - Returns: ``NavigationOutcome/applied``.
  /// - Throws: ``NavigationError/invalidWindowName(_:reason:)``, ``NavigationError/windowAlreadyOpen(_:)``,
  ///   ``NavigationError/tooManyWindows(limit:)``, the error of the window's
  ///   navigator when it refuses the state, or
  ///   ``NavigationError/reentrantChange``; nothing has then changed.
  @discardableResult
  public func open(
    _ id: WindowID, state: NavigationState<Tab, Route>? = nil, sizeClass: SizeClass? = nil,
    cause: NavigationCause = .programmatic
  ) throws(NavigationError) -> NavigationOutcome {
    try apply(.open(id, state ?? template, sizeClass: sizeClass ?? newWindowSizeClass), cause: cause)
  }

  /// Closes window `id`, which is kept among the ``recentlyClosed`` ones
  /// with its navigator; the window focused before it comes to the front.
  ///
  /// A window with unsaved changes asks first, in that window, as every
  /// other way out of its screens does: its navigator's guards see every
  /// screen left, and one that asks first
  /// (``NavigationGuard/confirmingLeaving(_:onLeave:)``) shows its dialog there; the
  /// window closes, with this cause, if the user confirms. Another change
  /// waiting in a window that closes ends there
  /// (``WaitingChange/Ending/dropped``).
  ///
  /// ```swift
  /// if try windows.close("editor", cause: .user) == .waiting {
  ///   // "Discard changes?" shows in the window; it closes if the user confirms.
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - id: The window.
  ///   - cause: Who asked.
  /// - Returns: ``NavigationOutcome/waiting`` while the user is asked, else
  ///   ``NavigationOutcome/applied``.
  /// - Throws: ``NavigationError/windowNotOpen(_:)``, the error of the
  ///   window's navigator when it refuses to leave its screens, or
  ///   ``NavigationError/reentrantChange``; nothing has then changed.
  @discardableResult
  public func close(_ id: WindowID, cause: NavigationCause = .programmatic) throws(NavigationError) -> NavigationOutcome
  {
    try apply(.close(id), cause: cause)
  }

  /// Brings window `id` to the front.
  ///
  /// - Parameters:
  ///   - id: The window.
  ///   - cause: Who asked.
  /// - Throws: ``NavigationError/windowNotOpen(_:)`` or ``NavigationError/reentrantChange``.
  public func focus(_ id: WindowID, cause: NavigationCause = .programmatic) throws(NavigationError) {
    try apply(.focus(id), cause: cause)
  }

  /// Opens the recently closed window `id` again, in front, as it was left,
  /// with its navigator.
  ///
  /// - Parameters:
  ///   - id: The window.
  ///   - cause: Who asked.
  /// - Returns: ``NavigationOutcome/applied``.
  /// - Throws: ``NavigationError/windowAlreadyOpen(_:)``, ``NavigationError/windowNotRecentlyClosed(_:)``,
  ///   ``NavigationError/tooManyWindows(limit:)``, the error of the window's
  ///   navigator, or ``NavigationError/reentrantChange``; nothing has then changed.
  @discardableResult
  public func reopen(_ id: WindowID, cause: NavigationCause = .programmatic) throws(NavigationError)
    -> NavigationOutcome
  {
    try apply(.reopen(id), cause: cause)
  }

  /// Records the size class window `id`'s host reports.
  ///
  /// - Parameters:
  ///   - sizeClass: The size class.
  ///   - id: The window.
  ///   - cause: Who asked.
  /// - Throws: ``NavigationError/windowNotOpen(_:)`` or ``NavigationError/reentrantChange``.
  public func setSizeClass(_ sizeClass: SizeClass, of id: WindowID, cause: NavigationCause = .user)
    throws(NavigationError)
  {
    try apply(.setSizeClass(sizeClass, of: id), cause: cause)
  }
}
