extension WindowNavigator {
  // MARK: Links

  /// Where `link` would open, by ``linkPolicy``, without opening it.
  ///
  /// - Parameters:
  ///   - link: The link.
  ///   - table: The app's links.
  /// - Returns: The answer: the window, whether it is new, and the rule.
  /// - Throws: ``WindowError/link(_:)`` for a link that leads nowhere, or
  ///   ``WindowError/noWindowForLink(_:)``.
  public func route(_ link: String, with table: LinkTable<Tab, Route>) throws(WindowError) -> WindowLinkAnswer {
    try routed(link, with: table).answer
  }

  /// Where `link` leads, and the window ``linkPolicy`` gives it, with the
  /// windows' states brought up to date.
  private func routed(_ link: String, with table: LinkTable<Tab, Route>) throws(WindowError) -> (
    answer: WindowLinkAnswer, place: LinkPlace<Tab, Route>, mode: LinkMode
  ) {
    let place: (place: LinkPlace<Tab, Route>, mode: LinkMode)
    do {
      place = try table.place(for: link)
    } catch {
      throw .link(error)
    }
    refresh()
    let windows = structure
    guard
      let answer = linkPolicy.route(
        link, to: place.place, mode: place.mode, in: windows, newWindow: newWindowID(windows))
    else { throw .noWindowForLink(link) }
    return (answer, place.place, place.mode)
  }

  /// Opens `link` in the window ``linkPolicy`` chooses, which comes to the
  /// front (a new window opens for it, starting from the ``template``).
  /// The window guards see the answer first; then the window's navigator
  /// applies the link through its own guards, with cause `cause`.
  ///
  /// - Parameters:
  ///   - link: The link.
  ///   - table: The app's links.
  ///   - cause: Who asked (a link from outside the app by default).
  /// - Returns: Where the link opened.
  /// - Throws: ``WindowError/link(_:)`` for a link that leads nowhere or that
  ///   the window's navigator refuses (``LinkError/navigation(_:)``),
  ///   ``WindowError/noWindowForLink(_:)``, ``WindowError/tooManyWindows(limit:)``,
  ///   ``WindowError/blocked(reason:)`` from a window guard, or
  ///   ``WindowError/reentrantChange``; nothing is then changed.
  @discardableResult
  public func open(_ link: String, with table: LinkTable<Tab, Route>, cause: NavigationCause = .deepLink)
    throws(WindowError) -> WindowLinkAnswer
  {
    guard !isChanging else { throw .reentrantChange }
    isChanging = true
    defer { isChanging = false }
    let (answer, linkPlace, mode) = try routed(link, with: table)
    let place = (place: linkPlace, mode: mode)
    let before = structure
    let id = answer.window
    let start = answer.created ? template : (before[id]?.state ?? template)
    let target: NavigationState<Tab, Route>
    do {
      target = try start.opening(place.place, place.mode)
    } catch {
      throw .link(error)
    }
    let intent: WindowIntent<Tab, Route> =
      answer.created ? .open(id, target, sizeClass: newWindowSizeClass) : .focus(id)
    var after = before
    var change = try after.apply(intent)
    try after.setState(target, of: id)
    if target != start || answer.created { change.navigated = id }
    try check(WindowProposal(intent: intent, cause: cause, before: before, after: after, change: change, link: answer))
    let navigator = answer.created ? makeNavigator(id, template) : navigators[id]
    do {
      // The link as one intent: made later (after a confirmation), it opens on the state of that moment.
      try navigator?.apply(NavigationIntent(.open(place.place.stack, place.mode), in: place.place.target), cause: cause)
    } catch {
      throw .link(.navigation(error))
    }
    commit(
      after, change: change, opened: answer.created ? navigator : nil, operation: intent.operation, window: id,
      cause: cause, link: answer)
    return answer
  }
}
