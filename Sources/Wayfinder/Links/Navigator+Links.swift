extension Navigator {
  /// Opens `link` through the guards, with cause ``NavigationCause/deepLink``:
  /// the state becomes the one the link leads to (see
  /// ``LinkTable/state(for:from:)``), or what a guard redirects it to.
  ///
  /// - Parameters:
  ///   - link: The link, from anywhere.
  ///   - table: The app's links.
  /// - Returns: the plan from the state before to the state after.
  /// - Throws: the ``LinkError`` of a link that leads nowhere, or
  ///   ``LinkError/navigation(_:)`` with the guard's refusal
  ///   (``NavigationError/blocked(reason:)``, a redirect loop included);
  ///   the state is then unchanged.
  @discardableResult
  public func open(_ link: String, with table: LinkTable<Tab, Route>) throws(LinkError) -> NavigationPlan<Tab, Route> {
    let before = state
    let target = try table.state(for: link, from: before)
    do {
      try setState(target, cause: .deepLink)
    } catch {
      throw .navigation(error)
    }
    return NavigationPlan(from: before, to: state)
  }
}
