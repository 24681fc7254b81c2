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
  /// The windows, open or closed, that could not be read (a field of the
  /// wrong type, a size class this library does not know): each is
  /// dropped, and the others restore. Never written.
  package var unreadable: [UnreadableWindow] = []

  private enum CodingKeys: String, CodingKey { case open, focusOrder, recentlyClosed }

  /// The windows `open`, in `focusOrder`, and `recentlyClosed`.
  init(open: [SavedWindow], focusOrder: [String], recentlyClosed: [SavedWindow]) {
    (self.open, self.focusOrder, self.recentlyClosed) = (open, focusOrder, recentlyClosed)
  }

  /// Decodes the windows, each window that cannot be read set apart in
  /// ``unreadable``, so that one bad window costs that window only.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` when a list is missing or is not a list.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    focusOrder = try container.decode([String].self, forKey: .focusOrder)
    var unreadable: [UnreadableWindow] = []
    func windows(at key: CodingKeys) throws -> [SavedWindow] {
      var list = try container.nestedUnkeyedContainer(forKey: key)
      var windows: [SavedWindow] = []
      while !list.isAtEnd {
        switch try list.decode(ReadWindow.self) {
        case .read(let window): windows.append(window)
        case .unreadable(let window): unreadable.append(window)
        }
      }
      return windows
    }
    open = try windows(at: .open)
    recentlyClosed = try windows(at: .recentlyClosed)
    self.unreadable = unreadable
  }

  /// How many steps the windows hold, in every stack of every window (the
  /// window whose state is the snapshot's own not counted again).
  package var stepCount: Int {
    (open + recentlyClosed).reduce(0) { $0 + ($1.state?.stepCount ?? 0) }
  }

  /// These windows with the window in front's steps and requests left to
  /// the snapshot's own (a single navigator saving its state as that window's).
  func withFrontWindowAsTheSnapshots() -> SavedWindows {
    var windows = self
    let front = focusOrder.first { name in open.contains { $0.id == name } }
    if let index = open.firstIndex(where: { $0.id == front }) {
      (windows.open[index].state, windows.open[index].requests) = (nil, nil)
    }
    return windows
  }
}

/// A saved window that could not be read: its name, when it has one, and why.
package struct UnreadableWindow: Hashable, Sendable {
  /// Its name as it was written, or `?`.
  package var id: String
  /// Why it could not be read.
  package var reason: String
}

/// One saved window as it was read: the window, or why it could not be
/// read. Reading one never fails, so the list goes on.
private enum ReadWindow: Decodable {
  case read(SavedWindow)
  case unreadable(UnreadableWindow)

  private enum CodingKeys: String, CodingKey { case id }

  init(from decoder: any Decoder) throws {
    do {
      self = .read(try SavedWindow(from: decoder))
    } catch {
      let id = (try? decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .id)) ?? "?"
      self = .unreadable(UnreadableWindow(id: id, reason: SavedStep.reason(error)))
    }
  }
}

/// One saved window.
package struct SavedWindow: Codable, Hashable, Sendable {
  /// Its name, as it was written.
  package var id: String
  /// Its size class when it was saved.
  package var sizeClass: SizeClass
  /// Its steps, or `nil` for the window in front, whose steps and requests
  /// are the snapshot's own (``NavigationSnapshot/state``, written once).
  package var state: SavedState?
  /// Its requests, answers and dialogs, or `nil` when there are none.
  package var requests: [SavedRequests]?
}

extension NavigationSnapshot {
  /// A snapshot of every window of `windows`: the front window's state as
  /// the snapshot's own (what a single navigator restores, written once),
  /// and every window, open and recently closed, each cut to `maxSteps` as
  /// a save cuts a state, and all of them together to `totalSteps`, when
  /// it is not `nil` (the largest stacks of all windows cut first, see
  /// ``StepBudget``). A stack is cut before a route that cannot be encoded.
  ///
  /// - Returns: The snapshot, and what was cut, from the most steps of each stack to those saved.
  static func of<Tab: Hashable & Sendable & Codable, Route: Hashable & Sendable & Codable>(
    _ windows: WindowSet<Tab, Route>, schemaVersion: Int, registry: RouteRegistry, maxSteps: Int,
    totalSteps: Int? = nil
  ) throws(RouteEncodingFailure) -> (NavigationSnapshot, trimmed: [RestorationDiagnostic]) {
    let all = windows.windows + windows.recentlyClosed
    var states = all.map { $0.state.fitting(steps: maxSteps).state }
    if let totalSteps { states = sharing(states, steps: totalSteps) }
    var trimmed: [RestorationDiagnostic] = []
    for (window, state) in zip(all, states) {
      let kept = Dictionary(
        state.allStacks.map { ($0.location, $0.stack.count) }, uniquingKeysWith: { first, _ in first })
      for (location, stack) in window.state.allStacks where (kept[location] ?? 0) < stack.count {
        trimmed.append(
          .trimmed(NavigationState<Tab, Route>.saved(location), kept: kept[location] ?? 0, saved: stack.count))
      }
    }
    var saved: [SavedWindow] = []
    for (window, state) in zip(all, states) {
      let steps: SavedState
      let requests: [SavedRequests]?
      do throws(RouteEncodingFailure) {
        (steps, requests) = try Self.saved(state, registry: registry)
      } catch {
        // Each stack up to its route that cannot be encoded; every other stack whole.
        let (encodable, unencodable) = state.encodable(registry: registry)
        (steps, requests) = try Self.saved(encodable, registry: registry)
        trimmed += unencodable
      }
      saved.append(SavedWindow(id: window.id.name, sizeClass: window.sizeClass, state: steps, requests: requests))
    }
    var open = Array(saved.prefix(windows.windows.count))
    var snapshot = NavigationSnapshot(
      formatVersion: currentFormatVersion, schemaVersion: schemaVersion, savedAt: Date(), state: .stack([]),
      requests: nil)
    if let front = windows.front, let index = open.firstIndex(where: { $0.id == front.name }),
      let state = open[index].state
    {
      // Written once: as the snapshot's own.
      (snapshot.state, snapshot.requests) = (state, open[index].requests)
      (open[index].state, open[index].requests) = (nil, nil)
    }
    snapshot.windows = SavedWindows(
      open: open, focusOrder: windows.focusOrder.map(\.name), recentlyClosed: Array(saved.dropFirst(open.count)))
    return (snapshot, trimmed)
  }

  /// `states` with their stacks cut to `steps` together, the largest
  /// stacks of all first (see ``StepBudget``). O(stacks log stacks + steps).
  private static func sharing<Tab: Hashable & Sendable & Encodable, Route: Hashable & Sendable>(
    _ states: [NavigationState<Tab, Route>], steps: Int
  ) -> [NavigationState<Tab, Route>] {
    let stacks = states.enumerated().flatMap { index, state in
      state.allStacks.map { (state: index, location: $0.location, count: $0.stack.count) }
    }
    let allowed = StepBudget.shared(stacks.map(\.count), limit: max(0, steps), order: Array(stacks.indices))
    var states = states
    for (stack, allowed) in zip(stacks, allowed) where allowed < stack.count {
      states[stack.state].cut(stack.location, to: allowed)
    }
    return states
  }

  /// Every saved window restored into the shape of `template`, as
  /// ``restore(into:registry:schemaVersion:migrate:limits:)`` restores one
  /// state (each window within `limits`), or `nil` for a single
  /// navigator's snapshot. A window that could not be read, a window whose
  /// name is not valid, or is given twice, and the windows past `maxWindows`
  /// (the front ones are kept) are dropped, each said in
  /// ``RestorationDiagnostic/droppedWindow(_:reason:)``.
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
    var dropped: [RestorationDiagnostic] = windows.unreadable.map {
      .droppedWindow($0.id, reason: "it could not be read: \($0.reason)")
    }
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
      // The window in front is written once, as the snapshot's own state.
      let snapshot = NavigationSnapshot(
        formatVersion: formatVersion, schemaVersion: self.schemaVersion, savedAt: savedAt,
        state: saved.state ?? state, requests: saved.state == nil ? requests : saved.requests)
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
  init(
    formatVersion: Int, schemaVersion: Int, savedAt: Date, state: SavedState, requests: [SavedRequests]?
  ) {
    (self.formatVersion, self.schemaVersion, self.savedAt) = (formatVersion, schemaVersion, savedAt)
    (self.state, self.requests, windows) = (state, requests, nil)
  }
}
