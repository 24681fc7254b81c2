import Foundation

/// Saves a navigator's state to a file as it changes and restores it at
/// launch, without ever making the navigator wait for the disk.
///
/// - Writes are atomic: a temporary file in the same folder is written,
///   flushed to disk, then renamed over the old file, so a crash at any
///   moment leaves the previous snapshot or the new one.
/// - Saves are coalesced: a burst of changes within ``coalescingDelay``
///   writes once, and the newest state wins. ``flush(_:)`` writes the
///   newest state at once (an app going to the background, or quitting).
/// - Encoding and writing happen off the main actor.
/// - A file that cannot be read at all is moved aside (kept, not deleted),
///   and the app starts from its initial state with a diagnostic.
///
/// ```swift
/// let store = NavigationStore<AppTab, Route>(
///   file: NavigationStore.defaultFile(app: "MyApp"), schemaVersion: 2, registry: registry)
/// let restoration = navigator.attach(store)   // restores, then saves every change
/// ```
public final class NavigationStore<
  Tab: Hashable & Sendable & Codable, Route: Hashable & Sendable & Codable
>: Sendable {
  /// The file the state is saved in.
  public let file: URL
  /// The app's schema version, written into every snapshot.
  public let schemaVersion: Int
  /// The registry routes are saved and restored through.
  public let registry: RouteRegistry
  /// The migrations from older schema versions.
  public let migrations: [SnapshotMigration]
  /// The limits a saved file is read with.
  public let limits: RestorationLimits
  /// How long a burst of changes may last before its newest state is written.
  public let coalescingDelay: Duration

  private let writer: SnapshotWriter
  private let pending = PendingSnapshot()

  /// A store saving to `file`.
  public init(
    file: URL, schemaVersion: Int, registry: RouteRegistry, migrations: [SnapshotMigration] = [],
    limits: RestorationLimits = .default, coalescingDelay: Duration = .milliseconds(200)
  ) {
    (self.file, self.schemaVersion, self.registry) = (file, schemaVersion, registry)
    (self.migrations, self.limits, self.coalescingDelay) = (migrations, limits, coalescingDelay)
    writer = SnapshotWriter(file: file)
  }

  /// The default file for `app`: `$XDG_STATE_HOME/<app>/navigation.json` on
  /// Linux (`~/.local/state/<app>/` when `XDG_STATE_HOME` is not set), and
  /// Application Support on Apple platforms.
  public static func defaultFile(
    app: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    #if canImport(Darwin)
      let base =
        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
        ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent("Library/Application Support")
    #else
      let base =
        environment["XDG_STATE_HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
        ?? URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory()).appendingPathComponent(".local/state")
    #endif
    return base.appendingPathComponent(app).appendingPathComponent("navigation.json")
  }

  // MARK: Restoring

  /// The saved state restored into `template`, or `template` itself when
  /// there is no file; a file that cannot be read is moved aside.
  public func restore(into template: NavigationState<Tab, Route>) -> Restoration<Tab, Route> {
    AtomicFile.removeLeftovers(of: file)
    guard let data = FileManager.default.contents(atPath: file.path) else {
      return Restoration(state: template, diagnostics: [])
    }
    do {
      let snapshot = try NavigationSnapshot(json: data, limits: limits)
      return snapshot.restore(into: template, registry: registry, schemaVersion: schemaVersion, migrations: migrations)
    } catch {
      let aside = file.deletingPathExtension().appendingPathExtension(
        "unreadable-\(Int(Date().timeIntervalSince1970)).json")
      let moved = (try? FileManager.default.moveItem(at: file, to: aside)) != nil
      return Restoration(
        state: template, diagnostics: [.unreadable(error, movedTo: moved ? aside.lastPathComponent : nil)])
    }
  }

  // MARK: Saving

  /// Saves `state` soon: coalesced with the changes that follow it within
  /// ``coalescingDelay``; the newest state always wins. Returns at once: the
  /// state is encoded and written off the caller's actor.
  public func save(_ state: NavigationState<Tab, Route>) {
    let encode: @Sendable () -> Data? = { [schemaVersion, registry] in
      (try? NavigationSnapshot(state, schemaVersion: schemaVersion, registry: registry))?.jsonData()
    }
    guard pending.replace(with: encode) else { return }
    Task { [writer, pending, coalescingDelay] in
      try? await Task.sleep(for: coalescingDelay)
      await writer.write(pending)
    }
  }

  /// Writes the newest state saved, if it is not written yet, and waits for
  /// the write to finish. A change made just before may still be on its way
  /// from the navigator's events: to be sure the newest state is written,
  /// pass it to ``flush(_:)``.
  public func flush() async {
    await writer.write(pending)
  }

  /// Writes `state` now, superseding anything pending, and waits for the
  /// write to finish: for an app going to the background, or quitting.
  public func flush(_ state: NavigationState<Tab, Route>) async {
    save(state)
    await writer.write(pending)
  }

  /// How many times the file has been written.
  public var writeCount: Int {
    get async { await writer.writes }
  }
}

/// The newest state waiting to be written, as the closure that encodes it.
private final class PendingSnapshot: @unchecked Sendable {
  private let lock = NSLock()
  private var encode: (@Sendable () -> Data?)?

  /// Replaces what is pending; returns whether nothing was (so a write must be scheduled).
  func replace(with encode: @escaping @Sendable () -> Data?) -> Bool {
    lock.withLock {
      defer { self.encode = encode }
      return self.encode == nil
    }
  }

  /// Takes what is pending, leaving nothing.
  func take() -> (@Sendable () -> Data?)? {
    lock.withLock {
      defer { encode = nil }
      return encode
    }
  }
}

/// Writes one file at a time: each write takes the newest pending state when
/// it runs, so a later write never loses to an earlier one.
private actor SnapshotWriter {
  let file: URL
  private(set) var writes = 0

  init(file: URL) {
    self.file = file
  }

  func write(_ pending: PendingSnapshot) {
    guard let encode = pending.take(), let data = encode() else { return }
    if (try? AtomicFile.write(data, to: file)) != nil { writes += 1 }
  }
}

/// Writes files so that a crash leaves the old content or the new, never a mix.
package enum AtomicFile {
  /// Writes `data` to a temporary file beside `url`, flushes it to disk, and
  /// renames it over `url`.
  package static func write(_ data: Data, to url: URL) throws {
    let folder = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    defer { try? FileManager.default.removeItem(at: temporary) }  // gone once renamed; removed if not
    // Created with open(2), not FileManager, which writes through a temporary file of its own.
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard descriptor >= 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary.path])
    }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    defer { try? handle.close() }
    try handle.write(contentsOf: data)
    try handle.synchronize()  // on disk before the rename makes it the file
    guard rename(temporary.path, url.path) == 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
    }
  }

  /// Removes the temporary files a process killed while writing `url` left beside it.
  package static func removeLeftovers(of url: URL) {
    let folder = url.deletingLastPathComponent()
    let prefix = ".\(url.lastPathComponent)."
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
      try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
    }
  }
}
