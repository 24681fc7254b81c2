import Foundation
@_spi(WayfinderInternals) import Wayfinder

extension TerminalWindowStore {
  // MARK: Restoring

  /// Every window the index lists as open, each restored from its file into
  /// the shape of `template`, in their opening and focus order, with the
  /// recently closed ones. With no index, the main window, restored from
  /// ``file`` (a file saved before windows existed, or none).
  ///
  /// - Parameter template: The app's initial state.
  /// - Returns: The windows and what each restore dropped or changed.
  public func restore(into template: NavigationState<Tab, Route>) -> WindowRestoration<Tab, Route> {
    // Under the lock, waited for briefly (this runs at launch); else read as it is.
    let (index, indexDiagnostics) =
      (try? withIndexLock(waitingAtMost: Self.mainActorLockWait) { () throws(StoreError) in lockedIndex() })
      ?? readIndex().map { ($0, $0.dropped) } ?? (nil, [])
    guard let index else {
      let main = store(for: .main).restore(into: template)
      let windows =
        (try? WindowSet(
          [NavigationWindow(.main, state: main.state)], closedCapacity: closedCapacity,
          maxWindows: WindowIndex.maxWindows))
        ?? WindowSet(closedCapacity: closedCapacity, maxWindows: WindowIndex.maxWindows)
      return WindowRestoration(
        windows: windows, diagnostics: main.diagnostics.isEmpty ? [:] : [.main: main.diagnostics],
        indexDiagnostics: indexDiagnostics, hadIndex: false)
    }
    var diagnostics: [WindowID: [RestorationDiagnostic]] = [:]
    var open: [NavigationWindow<Tab, Route>] = []
    for id in index.openWindows.prefix(WindowIndex.maxWindows) {
      let restored = store(for: id).restore(into: template)
      if !restored.diagnostics.isEmpty { diagnostics[id] = restored.diagnostics }
      open.append(NavigationWindow(id, state: restored.state))
    }
    let closed = index.closed.prefix(closedCapacity).map { id in
      NavigationWindow(id, state: peek(id, into: template) ?? template)
    }
    let windows =
      (try? WindowSet(
        open, focusOrder: index.focusOrder, recentlyClosed: Array(closed), closedCapacity: closedCapacity,
        maxWindows: WindowIndex.maxWindows))
      ?? WindowSet(closedCapacity: closedCapacity, maxWindows: WindowIndex.maxWindows)
    return WindowRestoration(
      windows: windows, diagnostics: diagnostics, indexDiagnostics: indexDiagnostics, hadIndex: true)
  }

  /// Window `id` alone, for a process that shows only that window: restored
  /// from its file when the index lists it as open, or does not list it at
  /// all (a window whose first run could not list it), or, with no index,
  /// for the main window, from a file saved before windows existed; when it was
  /// closed by the user, from its file only if `reopening`, else from
  /// `template` (a closed window is gone).
  ///
  /// - Parameters:
  ///   - id: The window.
  ///   - template: The app's initial state.
  ///   - reopening: Whether a recently closed window comes back as it was left.
  /// - Returns: The window's state and what its restore dropped or changed.
  package func restore(_ id: WindowID, into template: NavigationState<Tab, Route>, reopening: Bool = false)
    -> Restoration<Tab, Route>
  {
    let index = readIndex()
    // A window the index does not list at all, whose file is there, was
    // never listed (its first run met a held lock): it is restored, never
    // overwritten from the template.
    let restores =
      if let index {
        index.isOpen(id) || (reopening && index.closed.contains(id))
          || (!index.closed.contains(id) && access(file(for: id).path, F_OK) == 0)
      } else { id == .main }
    guard restores else { return Restoration(state: template, diagnostics: []) }
    return store(for: id).restore(into: template)
  }

  /// The state saved for window `id`, read without changing any file (not
  /// even a killed writer's leftovers, which belong to the window's own
  /// process): for routing a link among windows another process shows.
  ///
  /// - Parameters:
  ///   - id: The window.
  ///   - template: The app's initial state.
  /// - Returns: The state, or `nil` when there is no readable file.
  package func peek(_ id: WindowID, into template: NavigationState<Tab, Route>) -> NavigationState<Tab, Route>? {
    peek(id, into: template, stepsPerStack: nil)
  }

  /// The state saved for window `id`, as `peek(_:into:)` reads it, each
  /// stack restored from its first `stepsPerStack` steps when that is not `nil`.
  private func peek(_ id: WindowID, into template: NavigationState<Tab, Route>, stepsPerStack: Int?)
    -> NavigationState<Tab, Route>?
  {
    // The head of the file only, when it keeps the steps needed; else the file, parsed whole.
    let head = stepsPerStack.flatMap { NavigationSnapshot.readHead(of: file(for: id), limits: limits, steps: $0) }
    guard
      let snapshot = head
        ?? (try? AtomicFile.read(file(for: id), limit: limits.maxBytes)).flatMap({
          try? NavigationSnapshot(json: $0, limits: limits, stepsPerStack: stepsPerStack)
        })
    else { return nil }
    return snapshot.restore(
      into: template, registry: registry, schemaVersion: schemaVersion, migrate: migrate, limits: limits
    ).state
  }

  /// The windows the index lists, each with its saved state (read as
  /// `peek(_:into:)` reads it): what a process that shows one window
  /// routes a link among.
  ///
  /// - Parameter template: The app's initial state.
  /// - Returns: The windows, in opening and focus order.
  @_spi(WayfinderInternals) public func savedWindows(into template: NavigationState<Tab, Route>) -> WindowSet<
    Tab, Route
  > {
    savedWindows(into: template, stepsPerStack: nil, index: readIndex())
  }

  /// The windows the index lists (as ``savedWindows(into:)`` gives them),
  /// each with what its saved state holds of a link's `place`: its stacks
  /// are restored from their first steps only, as many as the place's and
  /// one more. That is all the standard rule of a link's window
  /// (``window(for:with:template:)``) reads, so that routing a link costs
  /// the same whether the windows are 10 or 10,000 steps deep: a file whose
  /// head (its stacks' first 8 steps, written near its start) keeps them is
  /// read only as far as the head goes; another is parsed whole. A rule of
  /// an app's own that reads more of a window's state reads
  /// ``savedWindows(into:)``.
  ///
  /// A window whose file does not restore (unreadable, or over the limits
  /// of its stacks together) may show here what a whole restore would not.
  ///
  /// - Complexity: O(windows × (bytes of a head + steps of the place)) for a
  ///   place of at most 7 steps; O(windows × bytes of a file) for a deeper one.
  /// - Parameters:
  ///   - template: The app's initial state.
  ///   - place: Where the link leads.
  /// - Returns: The windows, in opening and focus order.
  @_spi(WayfinderInternals) public func savedWindows(
    into template: NavigationState<Tab, Route>, forRouting place: LinkPlace<Tab, Route>
  )
    -> WindowSet<Tab, Route>
  {
    savedWindows(into: template, stepsPerStack: place.stack.count + 1, index: readIndex())
  }

  /// The windows `index` lists (or, with none, the main window), each
  /// restored from its first `stepsPerStack` steps of each stack, or all.
  func savedWindows(into template: NavigationState<Tab, Route>, stepsPerStack: Int?, index: WindowIndex?) -> WindowSet<
    Tab, Route
  > {
    guard let index else {
      let main = peek(.main, into: template, stepsPerStack: stepsPerStack)
      return main.flatMap { try? WindowSet([NavigationWindow(.main, state: $0)]) } ?? WindowSet()
    }
    let open = index.openWindows.map {
      NavigationWindow($0, state: peek($0, into: template, stepsPerStack: stepsPerStack) ?? template)
    }
    return (try? WindowSet(open, focusOrder: index.focusOrder, maxWindows: WindowIndex.maxWindows)) ?? WindowSet()
  }
}
