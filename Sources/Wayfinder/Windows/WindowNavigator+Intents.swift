extension WindowNavigator {
  // MARK: One intent each

  /// Opens window `id` in front, starting from `state` (by default the
  /// ``template``). See ``apply(_:cause:)``.
  ///
  /// - Parameters:
  ///   - id: The window.
  ///   - state: Its state; the template when `nil`.
  ///   - sizeClass: Its size class; ``newWindowSizeClass`` when `nil`.
  ///   - cause: Who asked.
  /// - Throws: ``WindowError/invalidID(_:reason:)``, ``WindowError/alreadyOpen(_:)``,
  ///   ``WindowError/tooManyWindows(limit:)``, or the other errors of
  ///   ``apply(_:cause:)``.
  public func open(
    _ id: WindowID, state: NavigationState<Tab, Route>? = nil, sizeClass: SizeClass? = nil,
    cause: NavigationCause = .programmatic
  ) throws(WindowError) {
    try apply(.open(id, state ?? template, sizeClass: sizeClass ?? newWindowSizeClass), cause: cause)
  }

  /// Closes window `id`; a window with unsaved changes (a screen that
  /// confirms leaving) asks first, in that window. See ``apply(_:cause:)``.
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
  /// - Returns: ``NavigationOutcome/waiting`` while the user is asked.
  /// - Throws: ``WindowError/notOpen(_:)``, or the other errors of ``apply(_:cause:)``.
  @discardableResult
  public func close(_ id: WindowID, cause: NavigationCause = .programmatic) throws(WindowError) -> NavigationOutcome {
    try apply(.close(id), cause: cause)
  }

  /// Brings window `id` to the front. See ``apply(_:cause:)``.
  ///
  /// - Parameters:
  ///   - id: The window.
  ///   - cause: Who asked.
  /// - Throws: ``WindowError/notOpen(_:)``, or the other errors of ``apply(_:cause:)``.
  public func focus(_ id: WindowID, cause: NavigationCause = .programmatic) throws(WindowError) {
    try apply(.focus(id), cause: cause)
  }

  /// Opens the recently closed window `id` again, as it was left, with its
  /// navigator. See ``apply(_:cause:)``.
  ///
  /// - Parameters:
  ///   - id: The window.
  ///   - cause: Who asked.
  /// - Throws: ``WindowError/alreadyOpen(_:)``, ``WindowError/notRecentlyClosed(_:)``,
  ///   ``WindowError/tooManyWindows(limit:)``, or the other errors of
  ///   ``apply(_:cause:)``.
  public func reopen(_ id: WindowID, cause: NavigationCause = .programmatic) throws(WindowError) {
    try apply(.reopen(id), cause: cause)
  }

  /// Records the size class window `id`'s host reports. See ``apply(_:cause:)``.
  ///
  /// - Parameters:
  ///   - sizeClass: The size class.
  ///   - id: The window.
  ///   - cause: Who asked.
  /// - Throws: ``WindowError/notOpen(_:)``, or the other errors of ``apply(_:cause:)``.
  public func setSizeClass(_ sizeClass: SizeClass, of id: WindowID, cause: NavigationCause = .user)
    throws(WindowError)
  {
    try apply(.setSizeClass(sizeClass, of: id), cause: cause)
  }
}
