extension Navigator {
  // MARK: Intents
  //
  // The common ones, each one call of `apply`; every other operation is
  // `apply(NavigationIntent(…))`. Each acts on the stack `target` names: a
  // tab's stack, shown or not, or the modal over all tabs; by default, the
  // shown stack.

  /// Pushes `route`. See ``NavigationIntent/Operation-swift.enum/push(_:hidesBack:)``.
  ///
  /// - Parameters:
  ///   - route: The screen to push.
  ///   - hidesBack: Whether the screen hides its Back affordance.
  ///   - target: The stack to push onto: the shown stack unless named.
  ///   - cause: Who asked for the change.
  /// - Returns: What the change did (see ``NavigationOutcome``).
  /// - Throws: the errors of ``apply(_:cause:)``: a stack the state does not
  ///   have, a push onto an empty modal over all tabs, or a guard's refusal.
  @inlinable @discardableResult
  public func push(
    _ route: Route, hidesBack: Bool = false, in target: StackTarget<Tab> = .shown,
    cause: NavigationCause = .programmatic
  ) throws(NavigationError) -> NavigationOutcome {
    try apply(NavigationIntent(.push(route, hidesBack: hidesBack), in: target), cause: cause)
  }

  /// Replaces the stack's steps with pushes of `routes`.
  ///
  /// - Parameters:
  ///   - routes: The screens to push, oldest first.
  ///   - target: The stack to replace: the shown stack unless named.
  ///   - cause: Who asked for the change.
  /// - Returns: What the change did (see ``NavigationOutcome``).
  /// - Throws: the errors of ``apply(_:cause:)``; for the modal over all tabs,
  ///   ``NavigationError/modalOverTabsMustStartWithAModal`` unless `routes`
  ///   is empty.
  @inlinable @discardableResult
  public func setPath(_ routes: [Route], in target: StackTarget<Tab> = .shown, cause: NavigationCause = .programmatic)
    throws(NavigationError) -> NavigationOutcome
  { try apply(NavigationIntent(.setStack(BackStack(pushing: routes)), in: target), cause: cause) }

  /// Presents `route` as a modal. See ``NavigationIntent/Operation-swift.enum/present(_:as:)``.
  ///
  /// - Parameters:
  ///   - route: The modal's root screen.
  ///   - presentation: How it is shown (`.push` pushes it).
  ///   - target: The stack to present over: the shown stack unless named.
  ///   - cause: Who asked for the change.
  /// - Returns: What the change did (see ``NavigationOutcome``).
  /// - Throws: the errors of ``apply(_:cause:)``.
  @inlinable @discardableResult
  public func present(
    _ route: Route, as presentation: Presentation = .sheet, in target: StackTarget<Tab> = .shown,
    cause: NavigationCause = .programmatic
  ) throws(NavigationError) -> NavigationOutcome {
    try apply(NavigationIntent(.present(route, as: presentation), in: target), cause: cause)
  }

  /// Pushes `route` inside the presented modal that shows `modal`, in the
  /// stack `target` names even while another tab shows. See ``NavigationIntent/Operation-swift.enum/pushInModal(_:hidesBack:inModal:)``.
  ///
  /// - Parameters:
  ///   - route: The screen to push.
  ///   - hidesBack: Whether the screen hides its Back affordance.
  ///   - modal: The route of the modal to push inside.
  ///   - target: The stack the modal is in: the shown stack unless named.
  ///   - cause: Who asked for the change.
  /// - Returns: What the change did (see ``NavigationOutcome``).
  /// - Throws: ``NavigationError/modalNotPresented(_:)``, or the other errors
  ///   of ``apply(_:cause:)``.
  @inlinable @discardableResult
  public func push(
    _ route: Route, hidesBack: Bool = false, inModal modal: Route, in target: StackTarget<Tab> = .shown,
    cause: NavigationCause = .programmatic
  ) throws(NavigationError) -> NavigationOutcome {
    try apply(NavigationIntent(.pushInModal(route, hidesBack: hidesBack, inModal: modal), in: target), cause: cause)
  }

  /// Removes the top `count` steps. See ``NavigationIntent/Operation-swift.enum/pop(count:)``.
  ///
  /// - Parameters:
  ///   - count: How many steps to remove.
  ///   - target: The stack to pop: the shown stack unless named.
  ///   - cause: Who asked for the change.
  /// - Returns: What the change did (see ``NavigationOutcome``).
  /// - Throws: ``NavigationError/negativeCount(_:)``,
  ///   ``NavigationError/notEnoughSteps(requested:available:)``, or the
  ///   other errors of ``apply(_:cause:)``.
  @inlinable @discardableResult
  public func pop(_ count: Int = 1, in target: StackTarget<Tab> = .shown, cause: NavigationCause = .programmatic)
    throws(NavigationError) -> NavigationOutcome
  { try apply(NavigationIntent(.pop(count: count), in: target), cause: cause) }

  /// Goes back as the user does: closes the dialog when one shows, else
  /// pops the top step. See ``NavigationIntent/Operation-swift.enum/goBack``.
  ///
  /// - Parameters:
  ///   - target: The stack to go back in: the shown stack unless named.
  ///   - cause: Who asked for the change.
  /// - Returns: What the change did (see ``NavigationOutcome``).
  /// - Throws: ``NavigationError/emptyStack`` at the root,
  ///   ``NavigationError/backHidden`` when the top step hides Back, or the
  ///   other errors of ``apply(_:cause:)``.
  @inlinable @discardableResult
  public func goBack(in target: StackTarget<Tab> = .shown, cause: NavigationCause = .programmatic)
    throws(NavigationError) -> NavigationOutcome
  {
    try apply(NavigationIntent(.goBack, in: target), cause: cause)
  }

  /// Returns the stack to its root. See ``NavigationIntent/Operation-swift.enum/popToRoot``.
  ///
  /// - Parameters:
  ///   - target: The stack to empty: the shown stack unless named.
  ///   - cause: Who asked for the change.
  /// - Returns: What the change did (see ``NavigationOutcome``).
  /// - Throws: the errors of ``apply(_:cause:)``.
  @inlinable @discardableResult
  public func popToRoot(in target: StackTarget<Tab> = .shown, cause: NavigationCause = .programmatic)
    throws(NavigationError) -> NavigationOutcome
  {
    try apply(NavigationIntent(.popToRoot, in: target), cause: cause)
  }

  /// Dismisses the topmost modal with everything in it. See ``NavigationIntent/Operation-swift.enum/dismiss``.
  ///
  /// - Parameters:
  ///   - target: The stack the modal is in: the shown stack unless named.
  ///   - cause: Who asked for the change.
  /// - Returns: What the change did (see ``NavigationOutcome``).
  /// - Throws: ``NavigationError/noModal``, or the other errors of
  ///   ``apply(_:cause:)``.
  @inlinable @discardableResult
  public func dismiss(in target: StackTarget<Tab> = .shown, cause: NavigationCause = .programmatic)
    throws(NavigationError) -> NavigationOutcome
  {
    try apply(NavigationIntent(.dismiss, in: target), cause: cause)
  }

  /// Dismisses the modal showing `modal`. See ``NavigationIntent/Operation-swift.enum/dismissModal(_:)``.
  ///
  /// - Parameters:
  ///   - modal: The route of the modal to dismiss.
  ///   - target: The stack the modal is in: the shown stack unless named.
  ///   - cause: Who asked for the change.
  /// - Returns: What the change did (see ``NavigationOutcome``).
  /// - Throws: ``NavigationError/modalNotPresented(_:)``, or the other errors
  ///   of ``apply(_:cause:)``.
  @inlinable @discardableResult
  public func dismiss(_ modal: Route, in target: StackTarget<Tab> = .shown, cause: NavigationCause = .programmatic)
    throws(NavigationError) -> NavigationOutcome
  { try apply(NavigationIntent(.dismissModal(modal), in: target), cause: cause) }

  /// Selects `route` in the column (or stack screen) at `depth` of the
  /// stack. See ``NavigationIntent/Operation-swift.enum/select(_:atDepth:)``.
  ///
  /// - Parameters:
  ///   - route: The route selected.
  ///   - depth: The depth of the screen that selects (0: the stack's root screen).
  ///   - target: The stack: the shown stack unless named.
  ///   - cause: Who asked for the change.
  /// - Returns: What the change did (see ``NavigationOutcome``).
  /// - Throws: ``NavigationError/depthOutOfRange(depth:count:)``, or the
  ///   other errors of ``apply(_:cause:)``.
  @inlinable @discardableResult
  public func select(
    _ route: Route, atDepth depth: Int, in target: StackTarget<Tab> = .shown, cause: NavigationCause = .programmatic
  ) throws(NavigationError) -> NavigationOutcome {
    try apply(NavigationIntent(.select(route, atDepth: depth), in: target), cause: cause)
  }

  /// Selects `tab`, keeping every tab's stack; reselecting the selected
  /// tab pops it to its root when ``reselectingTabPopsToRoot`` is on.
  ///
  /// - Parameters:
  ///   - tab: The tab to select.
  ///   - cause: Who asked for the change.
  /// - Returns: What the change did (see ``NavigationOutcome``).
  /// - Throws: ``NavigationError/notTabbed`` or ``NavigationError/unknownTab(_:)``,
  ///   what a guard makes of the change, or
  ///   ``NavigationError/reentrantChange``; see ``apply(_:cause:)``.
  @inlinable @discardableResult
  public func selectTab(_ tab: Tab, cause: NavigationCause = .programmatic) throws(NavigationError) -> NavigationOutcome
  {
    try apply(NavigationIntent(.selectTab(tab, reselectPopsToRoot: reselectingTabPopsToRoot)), cause: cause)
  }
}
