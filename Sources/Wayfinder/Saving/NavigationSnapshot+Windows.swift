import Foundation

/// Every window a window navigator saved, in the snapshot's own terms: each
/// window's steps and requests as a single navigator's are saved, its name
/// as it was written (checked when it is restored, so that one bad name
/// drops one window, not the file), and its size class.
package struct SavedWindows: Codable, Hashable, Sendable {
  /// The open windows, in the order they were opened.
  package var open: [SavedWindow]
  /// The open windows' names, front first.
  package var focusOrder: [String]
  /// The recently closed windows, newest first.
  package var recentlyClosed: [SavedWindow]
}

/// One saved window.
package struct SavedWindow: Codable, Hashable, Sendable {
  /// Its name, as it was written.
  package var id: String
  /// Its size class when it was saved.
  package var sizeClass: SizeClass
  /// Its steps.
  package var state: SavedState
  /// Its requests, answers and dialogs, or `nil` when there are none.
  package var requests: [SavedRequests]?
}

extension NavigationSnapshot {
  /// A snapshot of every window of `windows`: the front window's state as
  /// the snapshot's own (what a single navigator restores), and every
  /// window, open and recently closed, each cut to `maxSteps` as a save cuts a state.
  ///
  /// - Returns: The snapshot, and what was cut to fit, under the window it was cut from.
  static func of<Tab: Hashable & Sendable & Codable, Route: Hashable & Sendable & Codable>(
    _ windows: WindowSet<Tab, Route>, schemaVersion: Int, registry: RouteRegistry, maxSteps: Int
  ) throws(RouteEncodingFailure) -> (NavigationSnapshot, trimmed: [RestorationDiagnostic]) {
    var trimmed: [RestorationDiagnostic] = []
    func saved(_ window: NavigationWindow<Tab, Route>) throws(RouteEncodingFailure) -> SavedWindow {
      let (fitting, cut) = window.state.fitting(steps: maxSteps)
      trimmed += cut
      let state: SavedState
      let requests: [SavedRequests]?
      do throws(RouteEncodingFailure) {
        (state, requests) = try Self.saved(fitting, registry: registry)
      } catch {
        // Each stack up to its route that cannot be encoded; every other stack whole.
        let (encodable, unencodable) = fitting.encodable(registry: registry)
        (state, requests) = try Self.saved(encodable, registry: registry)
        trimmed += unencodable
      }
      return SavedWindow(id: window.id.name, sizeClass: window.sizeClass, state: state, requests: requests)
    }
    var open: [SavedWindow] = []
    for window in windows.windows { open.append(try saved(window)) }
    var closed: [SavedWindow] = []
    for window in windows.recentlyClosed { closed.append(try saved(window)) }
    let front = windows.front.flatMap { front in open.first { $0.id == front.name } }
    var snapshot = NavigationSnapshot(
      formatVersion: currentFormatVersion, schemaVersion: schemaVersion, savedAt: Date(),
      state: front?.state ?? .stack([]), requests: front?.requests)
    snapshot.windows = SavedWindows(
      open: open, focusOrder: windows.focusOrder.map(\.name), recentlyClosed: closed)
    return (snapshot, trimmed)
  }

  /// Every saved window restored into the shape of `template`, as
  /// ``restore(into:registry:schemaVersion:migrate:limits:)`` restores one
  /// state (each window within `limits`), or `nil` for a single
  /// navigator's snapshot. A window whose name is not valid, or is given
  /// twice, and the windows past `maxWindows` (the front ones are kept)
  /// are dropped, each said in ``RestorationDiagnostic/droppedWindow(_:reason:)``.
  ///
  /// - Returns: The windows, what each window's restore changed, and what
  ///   concerns the windows as a whole.
  func restoreWindows<Tab: Hashable & Sendable & Codable, Route: Hashable & Sendable & Codable>(
    into template: NavigationState<Tab, Route>, registry: RouteRegistry, schemaVersion: Int,
    migrate: RouteMigration?, limits: RestorationLimits, closedCapacity: Int, maxWindows: Int
  ) -> (
    windows: WindowSet<Tab, Route>, diagnostics: [WindowID: [RestorationDiagnostic]], dropped: [RestorationDiagnostic]
  )? {
    guard let windows else { return nil }
    var diagnostics: [WindowID: [RestorationDiagnostic]] = [:]
    var dropped: [RestorationDiagnostic] = []
    var seen = Set<WindowID>()
    /// The window's identity, unless its name is not valid or was read before.
    func identity(of saved: SavedWindow) -> WindowID? {
      if let problem = WindowID.problem(with: saved.id) {
        dropped.append(.droppedWindow(saved.id, reason: problem))
        return nil
      }
      guard seen.insert(WindowID(saved.id)).inserted else {
        dropped.append(.droppedWindow(saved.id, reason: "saved more than once: its first is kept"))
        return nil
      }
      return WindowID(saved.id)
    }
    func restored(_ saved: SavedWindow, as id: WindowID) -> NavigationWindow<Tab, Route> {
      let snapshot = NavigationSnapshot(
        formatVersion: formatVersion, schemaVersion: self.schemaVersion, savedAt: savedAt, state: saved.state,
        requests: saved.requests)
      let restoration = snapshot.restore(
        into: template, registry: registry, schemaVersion: schemaVersion, migrate: migrate, limits: limits)
      if !restoration.diagnostics.isEmpty { diagnostics[id] = restoration.diagnostics }
      return NavigationWindow(id, state: restoration.state, sizeClass: saved.sizeClass)
    }
    // The front windows first, so that those past the limit are the back ones.
    let rank = Dictionary(windows.focusOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    let byFocus = windows.open.enumerated().sorted { lhs, rhs in
      (rank[lhs.element.id] ?? Int.max, lhs.offset) < (rank[rhs.element.id] ?? Int.max, rhs.offset)
    }
    var kept: [(offset: Int, window: NavigationWindow<Tab, Route>)] = []
    for (offset, saved) in byFocus {
      guard let id = identity(of: saved) else { continue }
      guard kept.count < maxWindows else {
        dropped.append(.droppedWindow(saved.id, reason: "more than \(maxWindows) windows were open"))
        continue
      }
      kept.append((offset, restored(saved, as: id)))
    }
    let open = kept.sorted { $0.offset < $1.offset }.map(\.window)
    let closed = windows.recentlyClosed.prefix(closedCapacity).compactMap { saved in
      identity(of: saved).map { restored(saved, as: $0) }
    }
    let set =
      (try? WindowSet(
        open, focusOrder: windows.focusOrder.map { WindowID($0) }, recentlyClosed: closed,
        closedCapacity: closedCapacity, maxWindows: maxWindows))
      ?? WindowSet(closedCapacity: closedCapacity, maxWindows: maxWindows)
    return (set, diagnostics, dropped)
  }

  /// A snapshot of its parts, as they were read.
  private init(
    formatVersion: Int, schemaVersion: Int, savedAt: Date, state: SavedState, requests: [SavedRequests]?
  ) {
    (self.formatVersion, self.schemaVersion, self.savedAt) = (formatVersion, schemaVersion, savedAt)
    (self.state, self.requests, windows) = (state, requests, nil)
  }
}
