@_spi(WayfinderInternals) import Wayfinder

extension TerminalWindowStore {
  /// Which saved window `link` opens in, for a process that shows one
  /// window of an app whose other windows are other processes: the standard
  /// rule (the window showing the link's place, else the one in front, else
  /// a new one) among the windows the index lists, each read from its file
  /// only as far as the link's place needs (its stacks' first steps, as
  /// many as the place's and one more). A new window is `main` when no
  /// window is saved, else the first `window-N` no open or recently closed
  /// window is named.
  ///
  /// ```swift
  /// let target = try store.window(for: link, with: links, template: initialState)
  /// if !target.isNew, store.isRunning(target.window) {
  ///   try store.deliver(link, to: target.window)   // the process showing it opens it
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - link: The link.
  ///   - table: The app's links.
  ///   - template: The app's initial state.
  /// - Returns: The window, whether it is new, and the rule that chose it
  ///   (for the user: `window showing the place`, `front window` or `new window`).
  /// - Throws: `LinkError` for a link the table does not open.
  public func window(
    for link: String, with table: LinkTable<Tab, Route>, template: NavigationState<Tab, Route>
  ) throws(LinkError) -> (window: WindowID, isNew: Bool, rule: String) {
    let target = try table.place(for: link)
    let index = readIndex()  // once
    let saved = savedWindows(into: template, stepsPerStack: target.place.stack.count + 1, index: index)
    let taken = Set(saved.ids + (index?.closed ?? []))
    let newWindow = taken.contains(.main) ? WindowID.firstUnused(among: taken) : .main
    guard let found = saved.standardWindow(for: target.place, target.mode) else {
      return (newWindow, true, "new window")
    }
    return (found.window, false, found.showsPlace ? "window showing the place" : "front window")
  }
}
