extension WindowNavigator {
  // MARK: Links

  /// Opens `link` in the window ``windowForLink`` gives, which comes to the
  /// front: a window that is not open (`nil`: a new window, named `main`
  /// when no window of that name is open or recently closed, else the
  /// first unused `window-N`; or a name that is not open) opens for it,
  /// starting from the template. The window's navigator applies the link
  /// through its own guards, with cause `cause`.
  ///
  /// - Parameters:
  ///   - link: The link.
  ///   - table: The app's links.
  ///   - cause: Who asked (a link from outside the app by default).
  /// - Returns: The window it opened in, and what the link did there
  ///   (``NavigationOutcome/waiting`` when a guard of that window asks first).
  /// - Throws: `LinkError` for a link that leads nowhere, or
  ///   ``LinkError/navigation(_:)`` when the window's navigator refuses it,
  ///   a new window cannot open (``NavigationError/tooManyWindows(limit:)``,
  ///   ``NavigationError/invalidWindowName(_:reason:)``), or the windows are
  ///   already changing
  ///   (``NavigationError/reentrantChange``); nothing has then changed.
  @discardableResult
  public func open(_ link: String, with table: LinkTable<Tab, Route>, cause: NavigationCause = .deepLink)
    throws(LinkError) -> (window: WindowID, outcome: NavigationOutcome)
  {
    guard !isChanging else { throw .navigation(.reentrantChange) }
    let (place, mode) = try table.place(for: link)
    refresh()
    isChanging = true
    defer { isChanging = false }
    let id = windowForLink(place, mode, self) ?? newWindowID(structure)
    let created = !structure.contains(id)
    var after = structure
    let changed: Bool
    do throws(NavigationError) {
      changed = try after.apply(created ? .open(id, template, sizeClass: newWindowSizeClass) : .focus(id))
    } catch {
      throw .navigation(error)
    }
    guard let navigator = created ? makeNavigator(id, template) : navigators[id] else {
      throw .navigation(.reentrantChange)  // not reached: an open window has a navigator
    }
    let outcome: NavigationOutcome
    do {
      // The link as one intent: made later (after a confirmation), it opens on the state of that moment.
      outcome = try navigator.apply(NavigationIntent(.open(place.stack, mode), in: place.target), cause: cause)
    } catch {
      throw .navigation(error)
    }
    if changed { commit(after, opening: created ? navigator : nil, as: id) }
    return (id, outcome)
  }

  /// The standard rule: the window that already shows `place` (opening it
  /// there in `mode` would change nothing), the frontmost when several do,
  /// else the window in front; `nil` when no window is open.
  package func standardWindow(for place: LinkPlace<Tab, Route>, _ mode: LinkMode) -> WindowID? {
    refresh()
    return structure.standardWindow(for: place, mode)?.window
  }
}

extension WindowSet {
  /// The standard rule of a link's window among these windows: the one that
  /// already shows `place` (opening it there in `mode` would change
  /// nothing: `NavigationState.shows(_:_:)`), the frontmost when several
  /// do, else the window in front; `nil` when none is open. What
  /// ``WindowNavigator/windowForLink`` does by default, and the terminal
  /// host among saved windows (behind the SPI for the Benchmarks package's
  /// routing rows).
  ///
  /// - Complexity: O(windows), comparing a window's stack with the place's
  ///   stopping at the first difference.
  /// - Returns: The window, and whether it shows the place.
  @_spi(WayfinderInternals) public func standardWindow(for place: LinkPlace<Tab, Route>, _ mode: LinkMode) -> (
    window: WindowID, showsPlace: Bool
  )? {
    for id in focusOrder {
      if let window = self[id], window.state.shows(place, mode) { return (id, true) }
    }
    return front.map { ($0, false) }
  }
}
