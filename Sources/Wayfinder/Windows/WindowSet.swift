/// An app's open windows as one value: each by its identity, with its own
/// navigation state and size class, which window is in front, and the
/// recently closed windows an app may reopen.
///
/// Every change is a ``WindowIntent`` applied by ``apply(_:)``, which is
/// total: an intent that cannot be met throws a ``NavigationError`` and leaves the
/// value exactly as it was. A window's navigation is its own: nothing that
/// happens to one window (a change of its state, its size class, its
/// closing) changes another's.
///
/// ```swift
/// var windows = WindowSet<Never, Route>()
/// try windows.apply(.open(.main, NavigationState(), sizeClass: .regular))
/// try windows.apply(.open("inbox", NavigationState(BackStack(pushing: [.profile])), sizeClass: .compact))
/// windows.front                      // "inbox"
/// try windows.apply(.close("inbox"))  // main is in front again; inbox may be reopened
/// ```
///
/// It is `Hashable` and `Sendable`, and `Codable` when its routes and tabs
/// are. A ``WindowNavigator`` holds one, with a ``Navigator`` per window.
/// It is host plumbing (package), behind the SPI for the Benchmarks
/// package, which reads the windows a store restores.
@_spi(WayfinderInternals)
public struct WindowSet<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Hashable, Sendable {
  /// The open windows, in the order they were opened.
  package private(set) var windows: [NavigationWindow<Tab, Route>] = []
  /// The open windows' identities, front first: the order in which they were
  /// last focused.
  package private(set) var focusOrder: [WindowID] = []
  /// The windows closed most recently, newest first, each as it was left:
  /// at most ``closedCapacity``.
  package private(set) var recentlyClosed: [NavigationWindow<Tab, Route>] = []
  /// The most recently closed windows kept.
  package let closedCapacity: Int
  /// The most windows open at once.
  package let maxWindows: Int
  /// Where each open window is in ``windows``.
  private var positions: [WindowID: Int] = [:]

  /// No windows, keeping up to `closedCapacity` closed ones, allowing
  /// `maxWindows` open at once.
  ///
  /// - Parameters:
  ///   - closedCapacity: The most recently closed windows kept (at least 0).
  ///   - maxWindows: The most windows open at once (at least 1).
  package init(closedCapacity: Int = 10, maxWindows: Int = 64) {
    self.closedCapacity = max(0, closedCapacity)
    self.maxWindows = max(1, maxWindows)
  }

  /// The windows `windows`, in that order, focused in `focusOrder` (front
  /// first; windows it leaves out come after, in opening order; identities
  /// it names that are not open are ignored), and the recently closed
  /// windows `recentlyClosed` (newest first; those open, repeated or beyond
  /// the capacity are left out).
  ///
  /// - Parameters:
  ///   - windows: The open windows, in opening order.
  ///   - focusOrder: The order they were last focused in, front first.
  ///   - recentlyClosed: The recently closed windows, newest first.
  ///   - closedCapacity: The most recently closed windows kept.
  ///   - maxWindows: The most windows open at once.
  /// - Throws: ``NavigationError/invalidWindowName(_:reason:)``,
  ///   ``NavigationError/windowAlreadyOpen(_:)`` for an identity given twice, or
  ///   ``NavigationError/tooManyWindows(limit:)``.
  package init(
    _ windows: [NavigationWindow<Tab, Route>], focusOrder: [WindowID] = [],
    recentlyClosed: [NavigationWindow<Tab, Route>] = [],
    closedCapacity: Int = 10, maxWindows: Int = 64
  ) throws(NavigationError) {
    self.init(closedCapacity: closedCapacity, maxWindows: maxWindows)
    guard windows.count <= self.maxWindows else { throw .tooManyWindows(limit: self.maxWindows) }
    for window in windows {
      if let problem = WindowID.problem(with: window.id.name) {
        throw .invalidWindowName(window.id.name, reason: problem)
      }
      guard positions[window.id] == nil else { throw .windowAlreadyOpen(window.id) }
      positions[window.id] = self.windows.count
      self.windows.append(window)
    }
    var seen = Set<WindowID>()
    for id in focusOrder where positions[id] != nil && seen.insert(id).inserted { self.focusOrder.append(id) }
    for window in windows where seen.insert(window.id).inserted { self.focusOrder.append(window.id) }
    for window in recentlyClosed
    where self.recentlyClosed.count < self.closedCapacity && window.id.isValid && seen.insert(window.id).inserted {
      self.recentlyClosed.append(window)
    }
  }

  // MARK: Reading

  /// The window in front, if any window is open.
  package var front: WindowID? { focusOrder.first }
  /// The open windows' identities, in opening order. O(n).
  package var ids: [WindowID] { windows.map(\.id) }
  /// How many windows are open.
  @_spi(WayfinderInternals) public var count: Int { windows.count }
  /// Whether no window is open.
  package var isEmpty: Bool { windows.isEmpty }

  /// The open window `id`, if it is open. O(1).
  ///
  /// - Parameter id: The window.
  /// - Returns: The window, or `nil`.
  package subscript(id: WindowID) -> NavigationWindow<Tab, Route>? {
    positions[id].map { windows[$0] }
  }

  /// Whether window `id` is open. O(1).
  ///
  /// - Parameter id: The window.
  /// - Returns: Whether it is open.
  package func contains(_ id: WindowID) -> Bool { positions[id] != nil }

  /// The recently closed window `id`, if it is kept. O(closed).
  ///
  /// - Parameter id: The window.
  /// - Returns: The window as it was left, or `nil`.
  package func closedWindow(_ id: WindowID) -> NavigationWindow<Tab, Route>? {
    recentlyClosed.first { $0.id == id }
  }

  // MARK: Changing

  /// Applies `intent`: the one place window intents are performed.
  ///
  /// - `open` puts a new window in front; a recently closed window of the
  ///   same identity is forgotten (the new one replaces it).
  /// - `close` removes the window, keeps it first among the recently closed
  ///   ones (dropping the oldest beyond ``closedCapacity``), and brings the
  ///   window focused before it to the front.
  /// - `focus` brings an open window to the front; focusing the front
  ///   window changes nothing.
  /// - `reopen` opens a recently closed window again, in front, as it was
  ///   left.
  /// - `setSizeClass` records a window's size class; the same class
  ///   changes nothing.
  ///
  /// - Complexity: O(windows + closed windows).
  /// - Parameter intent: The change.
  /// - Returns: Whether anything changed.
  /// - Throws: ``NavigationError``'s window cases; the value is then unchanged.
  @discardableResult
  package mutating func apply(_ intent: WindowIntent<Tab, Route>) throws(NavigationError) -> Bool {
    switch intent {
    case .open(let id, let state, let sizeClass):
      if let problem = WindowID.problem(with: id.name) { throw .invalidWindowName(id.name, reason: problem) }
      guard !contains(id) else { throw .windowAlreadyOpen(id) }
      guard windows.count < maxWindows else { throw .tooManyWindows(limit: maxWindows) }
      recentlyClosed.removeAll { $0.id == id }
      insert(NavigationWindow(id, state: state, sizeClass: sizeClass))
      return true
    case .reopen(let id):
      guard !contains(id) else { throw .windowAlreadyOpen(id) }
      guard let index = recentlyClosed.firstIndex(where: { $0.id == id }) else { throw .windowNotRecentlyClosed(id) }
      guard windows.count < maxWindows else { throw .tooManyWindows(limit: maxWindows) }
      insert(recentlyClosed.remove(at: index))
      return true
    case .close(let id):
      guard let position = positions[id] else { throw .windowNotOpen(id) }
      let window = windows.remove(at: position)
      for index in position..<windows.count { positions[windows[index].id] = index }
      positions[id] = nil
      focusOrder.removeAll { $0 == id }
      if closedCapacity > 0 {
        recentlyClosed.insert(window, at: 0)
        if recentlyClosed.count > closedCapacity { recentlyClosed.removeLast(recentlyClosed.count - closedCapacity) }
      }
      return true
    case .focus(let id):
      guard contains(id) else { throw .windowNotOpen(id) }
      guard front != id else { return false }
      focusOrder.removeAll { $0 == id }
      focusOrder.insert(id, at: 0)
      return true
    case .setSizeClass(let sizeClass, let id):
      guard let position = positions[id] else { throw .windowNotOpen(id) }
      guard windows[position].sizeClass != sizeClass else { return false }
      windows[position].sizeClass = sizeClass
      return true
    }
  }

  /// This value with `intent` applied.
  ///
  /// - Parameter intent: The change.
  /// - Returns: The windows after it.
  /// - Throws: ``NavigationError``, as ``apply(_:)``.
  package func applying(_ intent: WindowIntent<Tab, Route>) throws(NavigationError) -> WindowSet {
    var windows = self
    try windows.apply(intent)
    return windows
  }

  /// Replaces the navigation state of window `id`; no other window changes.
  /// O(1).
  ///
  /// - Parameters:
  ///   - state: The new state.
  ///   - id: The window.
  /// - Throws: ``NavigationError/windowNotOpen(_:)``.
  package mutating func setState(_ state: NavigationState<Tab, Route>, of id: WindowID) throws(NavigationError) {
    guard let position = positions[id] else { throw .windowNotOpen(id) }
    windows[position].state = state
  }

  /// Replaces the state of the window at `index` (of ``windows``) in place:
  /// for a window navigator bringing the states up to date. O(1).
  mutating func setState(_ state: NavigationState<Tab, Route>, at index: Int) {
    windows[index].state = state
  }

  /// Adds `window` in front without checking its name or the limit: for a
  /// navigator an app hands over (see
  /// ``WindowNavigator/init(_:id:sizeClass:template:closedCapacity:maxWindows:)``).
  package mutating func adopt(_ window: NavigationWindow<Tab, Route>) {
    guard !contains(window.id) else { return }
    insert(window)
  }

  /// Adds `window` last in opening order, in front.
  private mutating func insert(_ window: NavigationWindow<Tab, Route>) {
    positions[window.id] = windows.count
    windows.append(window)
    focusOrder.insert(window.id, at: 0)
  }
}

extension WindowSet: Codable where Tab: Codable, Route: Codable {
  private enum CodingKeys: String, CodingKey { case windows, focusOrder, recentlyClosed, closedCapacity, maxWindows }

  /// Decodes the windows, their focus order and the recently closed ones;
  /// a window listed twice, an invalid name or more windows than the limit
  /// is refused.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError.dataCorrupted` for what
  ///   ``init(_:focusOrder:recentlyClosed:closedCapacity:maxWindows:)`` refuses,
  ///   or the error of a part that does not decode.
  @_spi(WayfinderInternals) public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    do {
      try self.init(
        try container.decode([NavigationWindow<Tab, Route>].self, forKey: .windows),
        focusOrder: try container.decodeIfPresent([WindowID].self, forKey: .focusOrder) ?? [],
        recentlyClosed: try container.decodeIfPresent([NavigationWindow<Tab, Route>].self, forKey: .recentlyClosed)
          ?? [],
        closedCapacity: try container.decodeIfPresent(Int.self, forKey: .closedCapacity) ?? 10,
        maxWindows: try container.decodeIfPresent(Int.self, forKey: .maxWindows) ?? 64)
    } catch let error as NavigationError {
      throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description))
    }
  }

  /// Encodes the windows, their focus order, the recently closed ones and the limits.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: The error of a route's or tab's encoding.
  @_spi(WayfinderInternals) public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(windows, forKey: .windows)
    try container.encode(focusOrder, forKey: .focusOrder)
    try container.encode(recentlyClosed, forKey: .recentlyClosed)
    try container.encode(closedCapacity, forKey: .closedCapacity)
    try container.encode(maxWindows, forKey: .maxWindows)
  }
}
