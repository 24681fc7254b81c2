import Foundation
@_spi(WayfinderInternals) import Wayfinder

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Saves every window of an app and restores them together: each window's
/// navigation in a file of its own, written by a `NavigationStore` (atomic,
/// coalesced, versioned, migrated, tolerant), and a ``WindowIndex`` of the
/// open windows, the one in front and the recently closed ones.
///
/// The main window's file is `file` itself, so a file saved before windows
/// existed restores as the main window. The others sit beside it:
///
/// | file | holds |
/// | --- | --- |
/// | `navigation.json` | the main window's navigation |
/// | `navigation.window-inbox.json` | window `inbox`'s navigation |
/// | `navigation.windows.json` | the index |
/// | `navigation.windows.lock` | the lock the index is changed under |
///
/// Several processes may save at once (on a terminal each window is a
/// process). Each window's file is written by its own process only, and
/// atomically; the index is changed by one operation at a time, each read
/// from disk, applied and written atomically while holding an exclusive
/// lock (`flock`), so that no process loses another's change and a process
/// killed at any moment leaves every file whole. A window closed by the
/// user leaves the index, so it is gone at the next launch; its file is
/// kept while it is among the recently closed windows, which an app may
/// reopen.
///
/// ```swift
/// let store = TerminalWindowStore<AppTab, Route>(
///   file: NavigationStore<AppTab, Route>(app: "MyApp", schemaVersion: 1).file, schemaVersion: 1)
/// let restoration = windows.attach(store)   // every window back where it was, then saved as it changes
/// ```
public final class TerminalWindowStore<
  Tab: Hashable & Sendable & Codable, Route: Hashable & Sendable & Codable
>: Sendable {
  /// The main window's file; the other files sit beside it.
  public let file: URL
  /// The index of the windows.
  package let indexFile: URL
  /// The app's schema version, written into every snapshot.
  public let schemaVersion: Int
  /// The registry routes are saved and restored through: the one given,
  /// with `Route` registered when it is a type of the app's own.
  public let registry: RouteRegistry
  /// How a route saved by an older schema reads now, or `nil` to drop it.
  package let migrate: RouteMigration?
  /// The limits each window's file is read with, and its state saved within.
  package let limits = RestorationLimits.default
  /// How long a burst of changes to a window may last before it is written.
  package let coalescingDelay: Duration
  /// The most recently closed windows kept (their files too): at most
  /// ``WindowIndex/maxWindows``.
  package let closedCapacity: Int
  /// How long a change of the index waits for another process's to finish
  /// before it fails.
  package let lockTimeout: Duration

  /// The lock the index is changed under.
  let lockFile: URL
  /// The path of the files beside ``file``, but for their suffix:
  /// `…/navigation.` (a window's file is found among hundreds without
  /// taking the main file's path apart again).
  private let siblingPrefix: String
  /// What the store keeps in memory.
  let state = TerminalWindowStoreState()

  /// A store of windows whose main window is saved in `file`.
  ///
  /// - Parameters:
  ///   - file: The main window's file (`navigation.json`); the index and
  ///     the other windows' files are written beside it.
  ///   - schemaVersion: The app's schema version.
  ///   - registry: The types an `AnyRoute` may hold, and the older names
  ///     of renamed types; `Route`, when it is a type of the app's own, is
  ///     registered in it.
  ///   - migrate: How a route saved by an older schema reads now, given the
  ///     version it was saved with (see `NavigationStore`).
  ///   - coalescingDelay: How long a burst of changes to a window may last before it is written.
  ///   - closedCapacity: The most recently closed windows kept (0 to ``WindowIndex/maxWindows``).
  ///   - lockTimeout: How long a change of the index waits for another process's.
  public init(
    file: URL, schemaVersion: Int, registry: RouteRegistry = .standard,
    migrate: (@Sendable (_ saved: (tag: String, json: String), _ fromVersion: Int) -> (tag: String, json: String)?)? =
      nil,
    coalescingDelay: Duration = .milliseconds(200), closedCapacity: Int = 10, lockTimeout: Duration = .seconds(5)
  ) {
    (self.file, self.schemaVersion, self.migrate) = (file, schemaVersion, migrate)
    self.registry = registry.knowing(Route.self)
    (self.coalescingDelay, self.closedCapacity) = (coalescingDelay, min(max(0, closedCapacity), WindowIndex.maxWindows))
    self.lockTimeout = lockTimeout
    indexFile = Self.sibling(of: file, suffix: "windows.json")
    lockFile = Self.sibling(of: file, suffix: "windows.lock")
    siblingPrefix = Self.sibling(of: file, suffix: "").path
  }

  // MARK: Files

  /// The file of window `id`: ``file`` for the main window, else
  /// `<name>.window-<id>.json` beside it, the window's name (composed, see
  /// `WindowID`) written with only lowercase letters, digits, `-` and `_`,
  /// any other byte as `%XX` (`Inbox` as `%49nbox`): names Swift calls equal
  /// share one file, and other names get files whose names differ even to a
  /// file system that ignores case. A name longer than 104 bytes so
  /// written is written as `~` and its bytes in lowercase base 32 instead,
  /// so that every file of a window, and the temporary file it is written
  /// through, has a name of at most 255 bytes (beside a main file whose
  /// name has at most 95).
  ///
  /// - Parameter id: The window.
  /// - Returns: Its file.
  public func file(for id: WindowID) -> URL {
    id == .main
      ? file
      : URL(filePath: siblingPrefix + "window-\(Self.fileName(of: id)).json", directoryHint: .notDirectory)
  }

  /// The navigation store of window `id`: one per window and store, made on first use.
  ///
  /// - Parameter id: The window.
  /// - Returns: Its store.
  public func store(for id: WindowID) -> NavigationStore<Tab, Route> {
    state.store(for: id) {
      NavigationStore(
        file: file(for: id), schemaVersion: schemaVersion, registry: registry, migrate: migrate, limits: limits,
        coalescingDelay: coalescingDelay)
    }
  }

  /// `id` as a part of a file name: lowercase letters, digits, `-` and `_`
  /// as they are, any other byte of its composed name as `%XX` (uppercase
  /// hexadecimal); when that is longer than ``maxFileNameLength``, `~` and
  /// the name's bytes in lowercase base 32 (at most 104 bytes for a name of
  /// 64). Different names give names that differ even ignoring case: a `%`
  /// always starts an escape, the rest is lowercase, and only the second
  /// form starts with `~`.
  static func fileName(of id: WindowID) -> String {
    let escaped = escapedName(of: id)
    return escaped.utf8.count <= maxFileNameLength ? escaped : "~" + base32(id.name.utf8)
  }

  /// The longest name of a window in its file names: 104 bytes, what base 32
  /// makes of the longest name (64 bytes), with its `~`.
  static var maxFileNameLength: Int { 104 }

  /// `id`'s name with every byte but lowercase letters, digits, `-` and `_` as `%XX`.
  private static func escapedName(of id: WindowID) -> String {
    var name = ""
    for byte in id.name.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"),
        UInt8(ascii: "_"):
        name.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        name += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
    }
    return name
  }

  /// `bytes` in base 32 with a lowercase alphabet (`a`–`z`, `2`–`7`), without padding.
  private static func base32(_ bytes: some Sequence<UInt8>) -> String {
    let alphabet = Array("abcdefghijklmnopqrstuvwxyz234567".unicodeScalars)
    var text = String.UnicodeScalarView()
    var buffer = 0
    var bits = 0
    for byte in bytes {
      buffer = buffer << 8 | Int(byte)
      bits += 8
      while bits >= 5 {
        bits -= 5
        text.append(alphabet[(buffer >> bits) & 31])
      }
      buffer &= (1 << bits) - 1
    }
    if bits > 0 { text.append(alphabet[(buffer << (5 - bits)) & 31]) }
    return String(text)
  }

  /// `navigation.<suffix>` beside `navigation.json`.
  static func sibling(of file: URL, suffix: String) -> URL {
    file.deletingLastPathComponent().appendingPathComponent(
      file.deletingPathExtension().lastPathComponent + "." + suffix)
  }

  /// The lock window `id`'s claim holds.
  func claimFile(for id: WindowID) -> URL {
    Self.sibling(of: file, suffix: "window-\(Self.fileName(of: id)).lock")
  }

  /// The links left for window `id`.
  func inboxFile(for id: WindowID) -> URL {
    Self.sibling(of: file, suffix: "window-\(Self.fileName(of: id)).inbox")
  }

  // MARK: Saving

  /// Writes every window's state now and waits for it, and for everything
  /// asked of the store before it: the changes of the index (a window
  /// opened, closed or focused just before is in the index when it
  /// returns), and the last state of the windows closed. For an app
  /// quitting.
  ///
  /// - Parameter windows: The windows, with their states now.
  @MainActor public func flush(_ windows: WindowNavigator<Tab, Route>) async {
    await flush(windows.windows)
  }

  /// Writes `windows` (each window's state) now, as ``flush(_:)`` does.
  package func flush(_ windows: WindowSet<Tab, Route>) async {
    await flushIndex()
    for window in windows.windows { await store(for: window.id).flush(window.state) }
    for store in state.stores(of: NavigationStore<Tab, Route>.self) { await store.flush() }
  }
}

/// Every window of a store restored, and what each restore changed.
public struct WindowRestoration<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Hashable, Sendable {
  /// The windows, each with its restored state, in their opening and focus
  /// order (behind the SPI: an app reads them from its `WindowNavigator`).
  @_spi(WayfinderInternals) public var windows: WindowSet<Tab, Route>
  /// What each window's restore dropped, migrated or kept aside, by window.
  public var diagnostics: [WindowID: [RestorationDiagnostic]]
  /// What happened to an index that could not be read (kept aside).
  public var indexDiagnostics: [RestorationDiagnostic]
  /// Whether an index was read; `false` when the main window was restored
  /// from a file saved before windows existed (or nothing was saved).
  package var hadIndex: Bool
}

/// The state a store keeps in memory: each window's navigation store, and
/// the changes of the index waiting to be made.
final class TerminalWindowStoreState: @unchecked Sendable {
  typealias Change = @Sendable (inout WindowIndex) throws -> Void
  private let lock = NSLock()
  private var made: [WindowID: Any] = [:]
  private var queue: [Change] = []
  private var running: Task<Void, Never>?
  private var failure: (any Error)?

  /// The task making the queued changes, while there are some.
  var worker: Task<Void, Never>? { lock.withLock { running } }

  /// Why the last index change failed.
  var indexFailure: (any Error)? {
    get { lock.withLock { failure } }
    set { lock.withLock { failure = newValue } }
  }

  /// Queues `change`, and starts `drain` off the caller's actor unless it runs already.
  func enqueue(_ change: @escaping Change, drain: @escaping @Sendable () async -> Void) {
    lock.withLock {
      queue.append(change)
      if running == nil { running = Task.detached { await drain() } }
    }
  }

  /// Puts `changes`, which could not be made (the lock or the index file
  /// could not be had), back before those queued since: the worker is
  /// done, and ``retry(drain:)`` or the next ``enqueue(_:drain:)`` makes them.
  func requeue(_ changes: [Change]) {
    lock.withLock {
      queue = changes + queue
      running = nil
    }
  }

  /// Starts `drain` off the caller's actor when changes are queued and no
  /// worker runs: changes put back after a failure are made again.
  func retry(drain: @escaping @Sendable () async -> Void) {
    lock.withLock {
      if !queue.isEmpty && running == nil { running = Task.detached { await drain() } }
    }
  }

  /// The changes queued, which are taken; when there are none, the worker is done.
  func takeQueued() -> [Change] {
    lock.withLock {
      defer { queue = [] }
      if queue.isEmpty { running = nil }
      return queue
    }
  }

  func store<Store>(for id: WindowID, make: () -> Store) -> Store {
    lock.withLock {
      if let store = made[id] as? Store { return store }
      let store = make()
      made[id] = store
      return store
    }
  }

  /// Every store made.
  func stores<Store>(of type: Store.Type) -> [Store] {
    lock.withLock { made.values.compactMap { $0 as? Store } }
  }
}

extension String {
  fileprivate func leftPadded(to count: Int) -> String {
    String(repeating: "0", count: max(0, count - self.count)) + self
  }
}
