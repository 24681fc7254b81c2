import Observation

extension WindowNavigator where Tab: Codable, Route: Codable {
  /// Restores every window `store` saved, then saves every change of the
  /// windows and of each window's navigation to it: one line at launch,
  /// every window in one file.
  ///
  /// The windows open now (an app launching has its first) are replaced by
  /// the restored ones (with no window saved nor open, ``WindowID/main``
  /// opens from the template), each window's state set with cause
  /// ``NavigationCause/restoration`` through its navigator's guards, as
  /// they were in front, and with the recently closed windows. A file a
  /// single navigator saved (``Navigator/attach(_:)``, before the app had
  /// windows) restores into the window in front, or a new ``WindowID/main``;
  /// and a single navigator attached to this file restores the window that
  /// was in front, and saves its state as that window's, keeping the others.
  /// Saving never waits for the disk; `await store.flush()` writes every
  /// window at once (an app going to the background).
  ///
  /// Attaching claims the file for this process (a lock beside it,
  /// `.<the file's name>.lock`, held while the store lives, released by the
  /// system when the process ends): a second process attaching a window
  /// navigator or a single navigator to it restores but does not save, said
  /// by ``RestorationDiagnostic/notSaving(_:)`` and by each of its saves
  /// (``StoreError/inUse(path:processID:)``), rather than overwrite this
  /// one's windows. A single navigator attached first takes no claim, and
  /// stores of one process share the file (see <doc:Saving>).
  ///
  /// ```swift
  /// let windows = WindowNavigator(template: .tabs(Tabs<AppTab, Route>(selected: .home)))
  /// windows.attach(NavigationStore(app: "MyApp", schemaVersion: 1))
  /// ```
  ///
  /// - Parameter store: The store to restore from and save to.
  /// - Returns: What each window's restore dropped, migrated or refused, by
  ///   window; what concerns the file or the windows as a whole (a file
  ///   that could not be read, a window dropped, a file another process
  ///   saves to) is said under the window in front after the restore.
  @discardableResult
  public func attach(_ store: NavigationStore<Tab, Route>) -> [WindowID: [RestorationDiagnostic]] {
    var (snapshot, general) = store.readSnapshot()
    var diagnostics: [WindowID: [RestorationDiagnostic]] = [:]
    if let snapshot, snapshot.schemaVersion > store.schemaVersion {
      // Saved by a newer version of the app: nothing of it is restored.
      general += [.newerSchema(saved: snapshot.schemaVersion, app: store.schemaVersion)]
      general += store.keepAsideIfNewer(snapshot)
    } else if let snapshot,
      let restored = snapshot.restoreWindows(
        into: template, registry: store.registry, schemaVersion: store.schemaVersion, migrate: store.migrate,
        limits: store.limits, closedCapacity: structure.closedCapacity, maxWindows: structure.maxWindows)
    {
      diagnostics = restored.diagnostics
      general += restored.dropped
      for (id, error) in replaceWindows(restored.windows, cause: .restoration) {
        diagnostics[id, default: []].append(.refused(error))
      }
    } else if let snapshot {
      // A single navigator's file: the window in front restores it.
      let id = front ?? .main
      if navigator(for: id) == nil { _ = try? open(id, cause: .restoration) }
      if let navigator = navigator(for: id) {
        let restoration = navigator.launch(
          from: snapshot.restore(
            into: navigator.state, registry: store.registry, schemaVersion: store.schemaVersion,
            migrate: store.migrate, limits: store.limits))
        if !restoration.diagnostics.isEmpty { diagnostics[id] = restoration.diagnostics }
      }
    }
    // An app always has a window: with none saved (nor open), the main window opens.
    if ids.isEmpty { _ = try? open(.main, cause: .restoration) }
    // One process saves its windows to a file: another's would overwrite them.
    let refusal = store.claimForThisProcess(claiming: true)
    if let refusal { general.append(.notSaving(refusal)) }
    if !general.isEmpty { diagnostics[front ?? .main, default: []].insert(contentsOf: general, at: 0) }
    if refusal != nil { return diagnostics }
    // `store.flush()` writes the windows as they are then, whatever changes are on their way.
    store.saveOnFlush { [weak self, weak store] in
      if let self, let store { store.save(self.windows) }
    }
    saveChanges(to: store, now: false)
    return diagnostics
  }

  /// Saves the windows to `store` at their next change (and now, when
  /// `now`), then again at each change after: each window's navigation
  /// included, the newest windows whatever the number of changes.
  private func saveChanges(to store: NavigationStore<Tab, Route>, now: Bool) {
    let current = withObservationTracking {
      windows
    } onChange: { [weak self] in
      Task { @MainActor [weak self] in self?.saveChanges(to: store, now: true) }
    }
    if now { store.save(current) }
  }
}
