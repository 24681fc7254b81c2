import Foundation
@_spi(WayfinderInternals) import Wayfinder

/// The saved list of an app's windows: which are open, in the order they
/// were opened, which one is in front, and which were closed recently. Each
/// window's navigation is saved in a file of its own (see ``TerminalWindowStore``).
///
/// Several processes may change it at once (on a terminal, each window is a
/// process): each change is one operation (``open(_:)``, ``focus(_:)``,
/// ``close(_:keeping:)``) applied by ``TerminalWindowStore/updateIndex(waitingAtMost:_:)`` to the
/// index as it is on disk, under a lock, so no process loses another's.
///
/// Which window is in front is kept as a focus stamp per window, from one
/// clock that every focus advances: the front window has the highest, and
/// the order of the stamps is the order in which windows were last focused.
/// The clock stays within `maxClock`: an index read with a larger clock or
/// stamp (a file edited by hand), or whose clock reaches it, has its stamps
/// renumbered 1, 2, 3, … in the same order, so nothing ever overflows.
public struct WindowIndex: Codable, Hashable, Sendable {
  /// The version of this format this library writes: 1.
  package static let currentFormatVersion = 1
  /// The most windows open at once, and the most closed windows kept (each
  /// counted apart): 256.
  public static let maxWindows = 256
  /// The largest value of the clock: 2⁵³, which JSON tools that read numbers
  /// as doubles still read exactly.
  package static let maxClock = 1 << 53

  /// One open window and when it was last focused.
  public struct Entry: Codable, Hashable, Sendable {
    /// The window.
    public var id: WindowID
    /// The clock's value when it was last focused (or opened).
    public var focus: Int

    /// An entry for window `id`, focused at `focus`.
    ///
    /// - Parameters:
    ///   - id: The window.
    ///   - focus: The clock's value when it was last focused.
    package init(id: WindowID, focus: Int) {
      (self.id, self.focus) = (id, focus)
    }
  }

  /// The version of the format.
  package var formatVersion = Self.currentFormatVersion
  /// The last focus stamp given.
  package private(set) var clock = 0
  /// The open windows, in the order they were opened, each with its focus stamp.
  public private(set) var entries: [Entry] = []
  /// The recently closed windows, newest first.
  public private(set) var closed: [WindowID] = []
  /// The windows the index listed that could not be read (a name that is
  /// not valid), each dropped with a diagnostic when it was read; the
  /// others are kept. Never written.
  package private(set) var dropped: [RestorationDiagnostic] = []

  /// An index of no windows.
  public init() {}

  /// The window in front: the open window focused last. O(windows).
  public var front: WindowID? { entries.max { $0.focus < $1.focus }?.id }

  /// The open windows, front first. O(windows log windows).
  public var focusOrder: [WindowID] {
    entries.enumerated().sorted { ($0.element.focus, -$0.offset) > ($1.element.focus, -$1.offset) }.map(\.element.id)
  }

  /// The open windows' identities, in opening order.
  public var openWindows: [WindowID] { entries.map(\.id) }

  /// The name of a new window: the first of `window-2`, `window-3`, … that
  /// no open or recently closed window has. O(windows).
  public var newWindowName: WindowID {
    WindowID.firstUnused(among: Set(openWindows + closed))
  }

  /// Whether window `id` is open.
  ///
  /// - Parameter id: The window.
  /// - Returns: Whether it is listed as open.
  public func isOpen(_ id: WindowID) -> Bool { entries.contains { $0.id == id } }

  /// Lists window `id` as open, last in opening order, and in front; it is
  /// no longer among the closed ones. An open window is only focused.
  ///
  /// - Parameter id: The window.
  /// - Throws: `NavigationError.tooManyWindows(limit:)` when ``maxWindows``
  ///   windows are open already; the index is then unchanged.
  public mutating func open(_ id: WindowID) throws(NavigationError) {
    guard !isOpen(id) else { return focus(id) }
    guard entries.count < Self.maxWindows else { throw .tooManyWindows(limit: Self.maxWindows) }
    closed.removeAll { $0 == id }
    entries.append(Entry(id: id, focus: nextStamp()))
  }

  /// Brings the open window `id` to the front; nothing when it is not open
  /// or is in front already.
  ///
  /// - Parameter id: The window.
  public mutating func focus(_ id: WindowID) {
    guard let index = entries.firstIndex(where: { $0.id == id }), front != id else { return }
    entries[index].focus = nextStamp()
  }

  /// The clock advanced by one, renumbering the stamps first when it is at `maxClock`.
  private mutating func nextStamp() -> Int {
    if clock >= Self.maxClock { renumber() }
    clock += 1
    return clock
  }

  /// The stamps renumbered 1, 2, 3, … in focus order (oldest first), the clock at the last.
  private mutating func renumber() {
    let order = entries.indices.sorted { (entries[$0].focus, -$0) < (entries[$1].focus, -$1) }
    for (stamp, index) in order.enumerated() { entries[index].focus = stamp + 1 }
    clock = entries.count
  }

  /// Closes window `id`: it is no longer open, and is first among the
  /// closed ones, of which at most `capacity` are kept (and never more than
  /// ``maxWindows``).
  ///
  /// - Parameters:
  ///   - id: The window.
  ///   - capacity: The most closed windows kept.
  /// - Returns: The closed windows no longer kept (their files may go).
  @discardableResult
  public mutating func close(_ id: WindowID, keeping capacity: Int) -> [WindowID] {
    guard isOpen(id) else { return [] }
    entries.removeAll { $0.id == id }
    closed.removeAll { $0 == id }
    closed.insert(id, at: 0)
    let kept = min(max(0, capacity), Self.maxWindows)
    guard closed.count > kept else { return [] }
    defer { closed.removeLast(closed.count - kept) }
    return Array(closed[kept...])
  }

  /// Forgets the closed window `id` (it was opened anew, or reopened).
  ///
  /// - Parameter id: The window.
  package mutating func forgetClosed(_ id: WindowID) {
    closed.removeAll { $0 == id }
  }

  private enum CodingKeys: String, CodingKey { case formatVersion, clock, open, closed }

  /// Encodes the format version, the clock, the open windows (under `open`) and the closed ones.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: The encoder's error.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(formatVersion, forKey: .formatVersion)
    try container.encode(clock, forKey: .clock)
    try container.encode(entries, forKey: .open)
    try container.encode(closed, forKey: .closed)
  }

  /// Decodes an index, made consistent: a window listed twice keeps its
  /// first entry, a closed window that is also open is left out of the
  /// closed ones, at most ``maxWindows`` open windows and as many closed
  /// ones are kept (the first listed), and the clock is at least every
  /// stamp; a clock or a stamp outside `0...maxClock` has the stamps
  /// renumbered in the same order. A window whose name is not valid (or
  /// that cannot be read) is dropped, and said in `dropped`: one bad entry
  /// costs that window only.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` when a field is missing or has the wrong type.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    formatVersion = try container.decode(Int.self, forKey: .formatVersion)
    var seen = Set<WindowID>()
    var dropped: [RestorationDiagnostic] = []
    /// The windows listed at `key`, each window whose name is not valid dropped and said.
    func windows<Listed: Decodable>(at key: CodingKeys, _ id: (Listed) -> WindowID) throws -> [Listed] {
      var list = try container.nestedUnkeyedContainer(forKey: key)
      var windows: [Listed] = []
      while !list.isAtEnd {
        switch try list.decode(Readable<Listed>.self) {
        case .read(let window): if seen.insert(id(window)).inserted { windows.append(window) }
        case .unreadable(let name, let reason): dropped.append(.droppedWindow(name, reason: reason))
        }
      }
      return windows
    }
    entries = Array(try windows(at: .open) { (entry: Entry) in entry.id }.prefix(Self.maxWindows))
    closed = Array(try windows(at: .closed) { (id: WindowID) in id }.prefix(Self.maxWindows))
    self.dropped = dropped
    clock = max(try container.decode(Int.self, forKey: .clock), entries.map(\.focus).max() ?? 0)
    if !(0...Self.maxClock).contains(clock) || entries.contains(where: { $0.focus < 0 }) { renumber() }
  }

  /// Reads an index from JSON bytes, of at most `limits.maxBytes` bytes,
  /// made consistent as ``init(from:)`` says (an index that lists more
  /// windows than ``maxWindows`` keeps those that fit: it is never taken
  /// for an unreadable one).
  ///
  /// - Parameters:
  ///   - data: The bytes.
  ///   - limits: The limits; only `RestorationLimits.maxBytes` applies.
  /// - Throws: `StoreError.empty`, `StoreError.tooLarge(bytes:limit:)`,
  ///   `StoreError.malformed(_:)` for bytes that are not an index, or
  ///   `StoreError.unsupportedFormat(_:supported:)` for a newer format.
  package init(json data: Data, limits: RestorationLimits = .default) throws(StoreError) {
    guard !data.isEmpty else { throw .empty }
    guard data.count <= limits.maxBytes else { throw .tooLarge(bytes: data.count, limit: limits.maxBytes) }
    do {
      self = try JSONDecoder().decode(WindowIndex.self, from: data)
    } catch {
      throw .malformed(String(describing: error))
    }
    guard formatVersion <= Self.currentFormatVersion else {
      throw .unsupportedFormat(formatVersion, supported: Self.currentFormatVersion)
    }
  }

  /// The index as JSON, keys sorted.
  ///
  /// - Returns: The JSON text, as UTF-8 bytes.
  package func jsonData() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return (try? encoder.encode(self)) ?? Data()
  }
}

/// One window listed in an index, as it was read: the window, or its name
/// (`?` when it has none) and why it could not be read. Reading one never
/// fails, so the list goes on.
private enum Readable<Listed: Decodable>: Decodable {
  case read(Listed)
  case unreadable(name: String, reason: String)

  private enum CodingKeys: String, CodingKey { case id }

  init(from decoder: any Decoder) throws {
    do {
      self = .read(try Listed(from: decoder))
    } catch {
      let name =
        (try? decoder.singleValueContainer().decode(String.self))
        ?? (try? decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .id)) ?? "?"
      let reason =
        if case .dataCorrupted(let context)? = error as? DecodingError { context.debugDescription } else {
          String(describing: error)
        }
      self = .unreadable(name: name, reason: "the index lists it, but it could not be read: \(reason)")
    }
  }
}
