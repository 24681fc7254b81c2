@_spi(WayfinderInternals) import Wayfinder

extension WindowNavigator where Tab: Codable, Route: Codable {
  /// Restores every window `store` saved (cause `NavigationCause.restoration`,
  /// each through its navigator's guards), then saves every window as it
  /// changes, and every window opened, closed or focused in the index: one
  /// line at launch, for an app whose windows live in one process.
  ///
  /// The windows open now are replaced by the restored ones (an app
  /// launching has only its first window). With no index, the main window
  /// is restored from the store's ``TerminalWindowStore/file`` (a file saved
  /// before windows existed keeps working) and the index is written.
  ///
  /// - Parameter store: The store.
  /// - Returns: The windows restored and what each restore dropped or changed.
  @discardableResult
  public func attach(_ store: TerminalWindowStore<Tab, Route>) -> WindowRestoration<Tab, Route> {
    var restoration = store.restore(into: template)
    for (id, error) in replaceWindows(restoration.windows, cause: .restoration) {
      restoration.diagnostics[id, default: []].append(.refused(error))
    }
    restoration.windows = windows
    let order = Array(restoration.windows.focusOrder.reversed())
    if !restoration.hadIndex {
      store.enqueueIndexUpdate { index in for id in order { try index.open(id) } }
    }
    save(to: store)
    return restoration
  }

  /// Restores window `id` alone (see `restore(_:into:reopening:)`),
  /// lists it in the index as open and in front before returning (or, when
  /// another process holds the index's lock for more than a moment, soon
  /// after, off the main actor: see ``TerminalWindowStore/lastIndexFailure``), then
  /// saves it as it changes: for a process that shows one window of an app
  /// whose other windows are other processes (on a terminal). The windows
  /// open now are replaced by that one window.
  ///
  /// - Parameters:
  ///   - store: The store.
  ///   - id: The window this process shows.
  ///   - reopening: Whether a window the user closed comes back as it was
  ///     left (else it starts from the `template`).
  /// - Returns: The window's restored state and what its restore dropped or changed.
  /// - Throws: `NavigationError.tooManyWindows(limit:)` when the index lists
  ///   ``WindowIndex/maxWindows`` other windows as open: nothing is then
  ///   changed, and nothing is saved.
  @discardableResult
  public func attach(_ store: TerminalWindowStore<Tab, Route>, window id: WindowID, reopening: Bool = false)
    throws(NavigationError) -> Restoration<Tab, Route>
  {
    var restoration = store.restore(id, into: template, reopening: reopening)
    do {
      try store.updateIndex(waitingAtMost: TerminalWindowStore<Tab, Route>.mainActorLockWait) { try $0.open(id) }
    } catch let error as NavigationError {
      throw error
    } catch {
      // The lock is held (or the file cannot be written): tried again off
      // the main actor, and reported in lastIndexFailure.
      store.enqueueIndexUpdate { try $0.open(id) }
    }
    let sizeClass = sizeClass(of: id) ?? newWindowSizeClass
    var windows = WindowSet<Tab, Route>(closedCapacity: 0, maxWindows: 1)
    windows.adopt(NavigationWindow(id, state: restoration.state, sizeClass: sizeClass))
    if let error = replaceWindows(windows, cause: .restoration)[id] { restoration.diagnostics.append(.refused(error)) }
    restoration.state = navigator(for: id)?.state ?? restoration.state
    save(to: store)
    return restoration
  }

  /// Saves each window's navigator to its file as it changes, and makes
  /// the index follow the windows: after every change of them, the windows
  /// opened and closed since the last change, and the one in front, are
  /// asked of the index at once (so ``TerminalWindowStore/flush(_:)`` finds them),
  /// whatever the number of changes.
  private func save(to store: TerminalWindowStore<Tab, Route>) {
    for id in ids { saveWindow(id, to: store) }
    var saved = (open: ids, front: front)
    let capacity = store.closedCapacity
    observeWindows { [weak self] windows in
      let wasOpen = Set(saved.open)
      let opened = windows.ids.filter { !wasOpen.contains($0) }
      let closed = saved.open.filter { !windows.contains($0) }
      let front = windows.front
      guard !opened.isEmpty || !closed.isEmpty || front != saved.front else { return }
      saved = (windows.ids, front)
      for id in opened { self?.saveWindow(id, to: store) }
      // A closed window's file keeps it as it was left, for reopening.
      for id in closed { if let window = windows.closedWindow(id) { store.store(for: id).save(window.state) } }
      store.enqueueIndexUpdate { index in
        for id in closed { index.close(id, keeping: capacity) }
        for id in opened { try index.open(id) }
        if let front { index.focus(front) }
      }
    }
  }

  /// Saves window `id`'s navigator now and as it changes, until it is freed.
  private func saveWindow(_ id: WindowID, to store: TerminalWindowStore<Tab, Route>) {
    guard let navigator = navigator(for: id) else { return }
    let windowStore = store.store(for: id)
    let changes = navigator.events(bufferingNewest: 1)
    windowStore.save(navigator.state)
    Task { [weak navigator] in
      // The newest state, whichever events were dropped on the way.
      for await _ in changes {
        guard let navigator else { return }
        windowStore.save(navigator.state)
        // A change of the index that met a held lock is made again.
        store.retryIndexChanges()
      }
    }
  }
}
