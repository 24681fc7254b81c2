// The operations the reducer of intents performs on one stack (package
// API: an app changes a stack through intents; `push`, `pop` and `present`
// are SPI for the benchmarks).
extension BackStack {
  // MARK: Pushing and presenting
  //
  // Every change is an edit: the first `kept` steps stay and new steps
  // follow them (see `Edit`). Each operation's rule is written once, as the
  // edit it makes (`…Edit` below); the public methods and the reducer of
  // ``NavigationIntent``s both perform those edits, so a change costs what
  // it changes, O(removed + added), and the reducer can undo it.

  /// Pushes `route`.
  ///
  /// - Parameters:
  ///   - route: The screen to push.
  ///   - hidesBack: Whether the screen hides its Back affordance.
  /// - Complexity: O(1) amortized.
  @inlinable
  @_spi(WayfinderInternals) public mutating func push(_ route: Route, hidesBack: Bool = false) {
    storage.append(pushedStep(route, hidesBack: hidesBack))
    // A push closes the dialog over the old top (nothing else moves).
    if _slowPath(hasAttachments) { attachedBox = attachedBox?.dismissingDialog() }
  }

  /// Pushes each of `routes`, in order.
  ///
  /// - Parameter routes: The screens to push.
  /// - Complexity: O(routes).
  package mutating func push<S: Sequence<Route>>(contentsOf routes: S) {
    perform(pushAllEdit(routes))
  }

  /// Pushes `routes` after the first `depth` steps, below the steps above
  /// them, which stay: a push made on the screen at `depth` while steps
  /// above it are not shown yet.
  ///
  /// - Parameters:
  ///   - routes: The screens to push, in order.
  ///   - depth: The depth of the screen they are pushed on.
  /// - Throws: ``NavigationError/depthOutOfRange(depth:count:)``.
  /// - Complexity: O(routes + steps above `depth`).
  package mutating func insert(_ routes: [Route], atDepth depth: Int) throws(NavigationError) {
    perform(try insertEdit(routes, atDepth: depth))
  }

  /// Presents `route` as a modal (`.sheet` or `.cover`; `.push` pushes).
  ///
  /// - Parameters:
  ///   - route: The modal's root screen.
  ///   - presentation: How it is shown.
  /// - Complexity: O(1) amortized.
  @_spi(WayfinderInternals) public mutating func present(_ route: Route, as presentation: Presentation = .sheet) {
    perform(presentEdit(route, presentation))
  }

  /// Pushes `route` inside the topmost modal that shows `modal`, on top of
  /// what was pushed in it (under any modal presented over it), wherever the
  /// user has moved inside it meanwhile.
  ///
  /// - Parameters:
  ///   - route: The screen to push.
  ///   - hidesBack: Whether the screen hides its Back affordance.
  ///   - modal: The route of the modal to push inside.
  /// - Throws: ``NavigationError/modalNotPresented(_:)`` when no modal step
  ///   shows `modal`.
  /// - Complexity: O(n): the push is inserted before any modal presented over `modal`.
  package mutating func push(_ route: Route, hidesBack: Bool = false, inModal modal: Route)
    throws(NavigationError)
  {
    perform(try pushInModalEdit(route, hidesBack: hidesBack, inModal: modal))
  }

  /// Replaces every step after the first `depth` steps with a push of
  /// `route`: selecting `route` in the column (or stack screen) at that
  /// depth of this stack, 0 being its root screen. In a split, this replaces
  /// that column's selection and clears every column after it; in a stack
  /// at its top, it is a push.
  ///
  /// - Parameters:
  ///   - route: The route selected.
  ///   - depth: The depth of the screen that selects, in this stack.
  /// - Throws: ``NavigationError/depthOutOfRange(depth:count:)`` when
  ///   `depth` is negative or deeper than the stack.
  /// - Complexity: O(steps removed).
  package mutating func select(_ route: Route, atDepth depth: Int) throws(NavigationError) {
    perform(try selectEdit(route, atDepth: depth))
  }

  /// Shows `route` (pushes it, when it is not on the stack) or hides it (pops
  /// it and everything above it, when it is): a screen driven by a flag, as
  /// SwiftUI's `navigationDestination(isPresented:)`.
  ///
  /// - Parameters:
  ///   - route: The screen.
  ///   - shown: Whether it is shown.
  /// - Complexity: O(n).
  package mutating func setShown(_ route: Route, to shown: Bool) {
    perform(setShownEdit(route, shown))
  }

  // MARK: Popping and dismissing

  /// Removes the top `count` steps, modal or not.
  ///
  /// - Parameter count: How many steps to remove.
  /// - Throws: ``NavigationError/negativeCount(_:)`` or
  ///   ``NavigationError/notEnoughSteps(requested:available:)``.
  /// - Complexity: O(count).
  @inlinable
  @_spi(WayfinderInternals) public mutating func pop(_ count: Int = 1) throws(NavigationError) {
    let kept = try keptAfterPopping(count)
    if _fastPath(!hasAttachments) {
      if count == 1 && modalIndices.isEmpty {
        storage.removeLast()  // the common case, at an array's cost
      } else {
        truncate(to: kept)
      }
    } else {
      performOutOfLine(Edit(kept: kept, added: .none))
    }
  }

  /// Goes back as the user does: closes the dialog, when one shows (as its
  /// cancel button); otherwise pops the top step, unless it hides Back.
  ///
  /// - Throws: ``NavigationError/emptyStack`` at the root,
  ///   ``NavigationError/backHidden`` when the top step hides Back.
  /// - Complexity: O(1).
  package mutating func goBack() throws(NavigationError) {
    if dialog != nil {
      try dismissDialog()
    } else {
      perform(try goBackEdit())
    }
  }

  /// Keeps the first `depth` steps: the screen at `depth` shows (0: the root).
  ///
  /// - Parameter depth: How many steps stay.
  /// - Throws: ``NavigationError/depthOutOfRange(depth:count:)`` when `depth`
  ///   is not in `0...count`.
  /// - Complexity: O(steps removed).
  package mutating func pop(toDepth depth: Int) throws(NavigationError) {
    perform(try popToEdit(depth: depth))
  }

  /// Pops to the last step whose route matches `predicate`.
  ///
  /// - Parameter predicate: Whether a route is the one to keep on top.
  /// - Throws: ``NavigationError/noMatchingStep``.
  /// - Complexity: O(n).
  package mutating func pop(toLastWhere predicate: (Route) -> Bool) throws(NavigationError) {
    perform(try popToLastEdit(where: predicate))
  }

  /// Removes every step: the root shows.
  ///
  /// - Complexity: O(n).
  package mutating func popToRoot() {
    perform(Edit(kept: 0, added: .none))
  }

  /// Pops everything pushed inside the topmost modal, which stays presented;
  /// with no modal, pops to the root.
  ///
  /// - Complexity: O(steps removed).
  package mutating func popToModalRoot() {
    perform(popToModalRootEdit())
  }

  /// Dismisses the topmost modal and everything pushed in it.
  ///
  /// - Throws: ``NavigationError/noModal``.
  /// - Complexity: O(steps removed).
  package mutating func dismiss() throws(NavigationError) {
    perform(try dismissEdit())
  }

  /// Dismisses the topmost modal that shows `modal`, with everything after it.
  ///
  /// - Parameter modal: The route of the modal to dismiss.
  /// - Throws: ``NavigationError/modalNotPresented(_:)``.
  /// - Complexity: O(modals + steps removed).
  package mutating func dismiss(_ modal: Route) throws(NavigationError) {
    perform(try dismissEdit(modal))
  }

  /// Dismisses every modal, keeping the pushes made before the first one.
  ///
  /// - Throws: ``NavigationError/noModal``.
  /// - Complexity: O(steps removed).
  package mutating func dismissAll() throws(NavigationError) {
    perform(try dismissAllEdit())
  }

  /// Sets whether leaving the top screen asks the user first (see
  /// ``Step/confirmsLeaving``): an edit screen sets it once it has changes.
  ///
  /// - Parameter confirms: Whether leaving asks first.
  /// - Throws: ``NavigationError/emptyStack``.
  /// - Complexity: O(1).
  package mutating func setConfirmsLeaving(_ confirms: Bool) throws(NavigationError) {
    perform(try confirmsLeavingEdit(confirms))
  }

  /// Replaces the top screen with the screen of `route`, shown the same way
  /// (its presentation, and whether it hides Back). Replacing a screen is
  /// leaving it: its requests end and its dialog closes, and a guard that
  /// confirms leaving asks first; the new screen does not confirm leaving
  /// (``Step/confirmsLeaving`` is off) until it says so.
  ///
  /// - Parameter route: The route of the new top screen.
  /// - Throws: ``NavigationError/emptyStack``.
  /// - Complexity: O(1).
  package mutating func replaceTop(with route: Route) throws(NavigationError) {
    perform(try replaceTopEdit(route))
  }
}
