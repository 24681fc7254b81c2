extension Navigator {
  /// Opens `link` through the guards, with cause ``NavigationCause/deepLink``:
  /// the steps its pattern builds open in its stack (replacing its steps,
  /// or pushed onto them: see ``LinkMode``), as one intent
  /// (``NavigationIntent/Operation/open(_:_:)``), or the state becomes what
  /// a guard redirects it to. A link that waits (for the user's yes, or a
  /// guard's decision) opens on the state of the moment it is confirmed or
  /// allowed, in the stack it named (or the one shown when it was opened):
  /// what happened meanwhile stays.
  ///
  /// - Parameters:
  ///   - link: The link, from anywhere.
  ///   - table: The app's links.
  /// - Returns: What opening it did: ``NavigationOutcome/applied``,
  ///   ``NavigationOutcome/unchanged`` (the link's place already shows), or
  ///   ``NavigationOutcome/waiting`` (for the user's yes, or a guard's decision).
  /// - Throws: the ``LinkError`` of a link that leads nowhere, or
  ///   ``LinkError/navigation(_:)`` with the navigator's refusal: a stack the
  ///   state does not have, a guard's refusal
  ///   (``NavigationError/blocked(reason:)``, a redirect loop included);
  ///   nothing has then changed.
  @discardableResult
  public func open(_ link: String, with table: LinkTable<Tab, Route>) throws(LinkError) -> NavigationOutcome {
    let (place, mode) = try table.place(for: link)
    do {
      return try apply(NavigationIntent(.open(place.stack, mode), in: place.target), cause: .deepLink)
    } catch {
      throw .navigation(error)
    }
  }
}
