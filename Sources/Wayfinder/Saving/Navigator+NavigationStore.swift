extension Navigator where Tab: Codable, Route: Codable {
  /// Restores the state `store` saved, then saves every change to it: one
  /// line at launch.
  ///
  /// The restored state is applied with cause ``NavigationCause/restoration``,
  /// through the guards; the returned ``Restoration`` holds the state the
  /// navigator ended up with and every diagnostic. Saving reads the
  /// navigator's events, keeping only the newest, and never waits for the disk.
  ///
  /// - Parameter store: The store to restore from and save to.
  /// - Returns: The state the navigator holds now, and what was dropped,
  ///   migrated or refused on the way (``RestorationDiagnostic/refused(_:)``
  ///   when a guard refused the restored state; ``RestorationDiagnostic/notSaving(_:)``
  ///   when another process saves its windows to the file: the store then
  ///   does not save).
  @discardableResult
  public func attach(_ store: NavigationStore<Tab, Route>) -> Restoration<Tab, Route> {
    var restoration = launch(from: store.restore(into: state))
    // Another process saves its windows to the file: this navigator does not save there.
    if let refusal = store.claimForThisProcess(claiming: false) {
      restoration.diagnostics.append(.notSaving(refusal))
      return restoration
    }
    // `store.flush()` writes the state as it is then, whatever events are on their way.
    store.saveOnFlush { [weak self, weak store] in
      if let self, let store { store.save(self.state) }
    }
    let changes = events(bufferingNewest: 1)
    Task { [weak self] in
      // The newest state, whichever events were dropped on the way.
      for await _ in changes {
        guard let self else { return }
        store.save(state)
      }
    }
    return restoration
  }

  /// Applies a restored state as a launch does: with cause
  /// ``NavigationCause/restoration``, through the guards. Returns the
  /// restoration with the state the navigator ended up with, and a
  /// ``RestorationDiagnostic/refused(_:)`` diagnostic when a guard refused it.
  package func launch(from restoration: Restoration<Tab, Route>) -> Restoration<Tab, Route> {
    var restoration = restoration
    do {
      try apply(.setState(restoration.state), cause: .restoration)
    } catch {
      restoration.diagnostics.append(.refused(error))
    }
    restoration.state = state
    return restoration
  }
}
