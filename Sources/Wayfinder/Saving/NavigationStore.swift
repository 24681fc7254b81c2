import Foundation

/// Saves a navigator's state to a file as it changes and restores it at
/// launch, without ever making the navigator wait for the disk.
///
/// - Writes are atomic: a temporary file in the same folder is written,
///   flushed to disk, then renamed over the old file, so a crash at any
///   moment leaves the previous snapshot or the new one.
/// - Saves are coalesced: a burst of changes within 200 ms
///   writes once, and the newest state wins. ``flush()`` writes the
///   newest state at once (an app going to the background, or quitting).
/// - Encoding and writing happen off the main actor.
/// - Only a regular file is ever read or replaced: a path that is a folder,
///   a device, a pipe or a symbolic link is left as it is, and said so.
/// - What is saved restores: a state over the limit of 10,000 steps is saved as a
///   restore keeps it (the smaller stacks whole, the largest cut), and a
///   state over the limit of 4 MiB is saved with its largest stacks cut
///   until it fits; the save says what it left out (``lastSaveDiagnostics``).
///   Only a state over the bytes with no step left to cut is not written
///   (the save says why). A file over them restores what fits.
/// - A route that cannot be encoded costs its own stack's steps from it
///   on: the steps before it and every other stack are saved, and
///   ``lastSaveDiagnostics`` says what was left out.
/// - A step of a file that cannot be read (a field of the wrong type, a
///   presentation this library does not know) costs its stack's steps from
///   it on, as an unknown route does.
/// - A file that cannot be restored (unreadable, or saved by a newer
///   schema) is moved aside under a name of its own (kept, never deleted,
///   never overwritten), and the app starts from its initial state with a
///   diagnostic.
/// - A save that fails is reported (``lastSaveError``,
///   ``saveResults(bufferingNewest:)``), and later saves keep trying.
/// - Files are readable by their owner only (0600, in folders it creates
///   0700): they hold where the user was.
///
/// The app's own route type is saved as it is: a ``RouteRegistry`` is
/// needed only for ``AnyRoute`` (which types may be in it) and for types
/// that were saved under another name.
///
/// ```swift
/// navigator.attach(NavigationStore(app: "MyApp", schemaVersion: 1))   // restores, then saves every change
/// ```
public final class NavigationStore<
  Tab: Hashable & Sendable & Codable, Route: Hashable & Sendable & Codable
>: Sendable {
  /// The file the state is saved in.
  public let file: URL
  /// The app's schema version, written into every snapshot.
  package let schemaVersion: Int
  /// The registry routes are saved and restored through: the one given,
  /// with `Route` registered when it is a type of the app's own.
  package let registry: RouteRegistry
  /// How each route saved by an older schema reads now, or `nil` to drop
  /// it (and the steps after it in its stack).
  package let migrate: RouteMigration?
  /// The limits a saved file is read with, and a state is saved within.
  package let limits: RestorationLimits
  /// How long a burst of changes may last before its newest state is written.
  package let coalescingDelay: Duration

  private let writer: SnapshotWriter
  private let pending = PendingSnapshot()
  private let outcomes = SaveOutcomes()
  /// The windows of a window navigator's file that ``restore(into:)`` read
  /// for a single navigator, which its saves write back, the window in
  /// front replaced by the navigator's state.
  private let carried = Carried<SavedWindows>()
  /// Saves the newest state of the navigator (or the window navigator)
  /// attached to the store, read on the main actor: what makes ``flush()``
  /// a barrier for every change made before it.
  private let source = Carried<@MainActor @Sendable () -> Void>()
  /// This process's claim on the file, once a window navigator attached to the store.
  private let claimed = Carried<ProcessClaim>()
  /// Why the store does not save: another process saves its windows to the file.
  private let refusal = Carried<StoreError>()

  /// A store saving to `app`'s file: `$XDG_STATE_HOME/<app>/navigation.json`
  /// on Linux (`~/.local/state/<app>/` when `XDG_STATE_HOME` is not set),
  /// and Application Support on Apple platforms.
  ///
  /// `Route` is registered in `registry` when it is a type of the app's own
  /// (not ``AnyRoute``) and `registry` does not know it yet, under its
  /// module-qualified name.
  ///
  /// - Parameters:
  ///   - app: The app's name: the folder the file is in.
  ///   - schemaVersion: The app's schema version, written into every
  ///     snapshot: 0 or more (a file of a version below 0 is not read).
  ///   - registry: The types an ``AnyRoute`` may hold, and the older names
  ///     of renamed types (a renamed type needs nothing else).
  ///   - migrate: How a route saved by an older schema reads now: given the
  ///     saved route (its tag and its value as JSON text) and the schema
  ///     version the file was saved with, the route as it reads in
  ///     `schemaVersion`, or `nil` to drop it and the steps after it in its
  ///     stack. Called only for files of an older schema.
  public convenience init(
    app: String, schemaVersion: Int, registry: RouteRegistry = .standard,
    migrate: (@Sendable (_ saved: (tag: String, json: String), _ fromVersion: Int) -> (tag: String, json: String)?)? =
      nil
  ) {
    self.init(file: Self.defaultFile(app: app), schemaVersion: schemaVersion, registry: registry, migrate: migrate)
  }

  /// A store saving to `file`.
  ///
  /// `Route` is registered in `registry` when it is a type of the app's own
  /// (not ``AnyRoute``) and `registry` does not know it yet, under its
  /// module-qualified name.
  ///
  /// - Parameters:
  ///   - file: The file the state is saved in.
  ///   - schemaVersion: The app's schema version, written into every
  ///     snapshot: 0 or more (a file of a version below 0 is not read).
  ///   - registry: The types an ``AnyRoute`` may hold, and the older names
  ///     of renamed types (a renamed type needs nothing else).
  ///   - migrate: How a route saved by an older schema reads now: given the
  ///     saved route (its tag and its value as JSON text) and the schema
  ///     version the file was saved with, the route as it reads in
  ///     `schemaVersion`, or `nil` to drop it and the steps after it in its
  ///     stack. Called only for files of an older schema.
  public convenience init(
    file: URL, schemaVersion: Int, registry: RouteRegistry = .standard,
    migrate: (@Sendable (_ saved: (tag: String, json: String), _ fromVersion: Int) -> (tag: String, json: String)?)? =
      nil
  ) {
    self.init(
      file: file, schemaVersion: schemaVersion, registry: registry, migrate: migrate, limits: .default,
      coalescingDelay: .milliseconds(200))
  }

  /// A store saving to `file`, reading and saving within `limits`, and
  /// writing a burst of changes once it has lasted `coalescingDelay`.
  package init(
    file: URL, schemaVersion: Int, registry: RouteRegistry = .standard, migrate: RouteMigration? = nil,
    limits: RestorationLimits = .default, coalescingDelay: Duration
  ) {
    (self.file, self.schemaVersion) = (file, schemaVersion)
    self.registry = registry.knowing(Route.self)
    (self.migrate, self.limits, self.coalescingDelay) = (migrate, limits, coalescingDelay)
    writer = SnapshotWriter(file: file, outcomes: outcomes)
  }

  /// The default file for `app`: `$XDG_STATE_HOME/<app>/navigation.json` on
  /// Linux (`~/.local/state/<app>/` when `XDG_STATE_HOME` is not set), and
  /// Application Support on Apple platforms.
  ///
  /// - Parameters:
  ///   - app: The app's name: the folder the file is in.
  ///   - environment: The environment variables to read.
  /// - Returns: The file's URL.
  package static func defaultFile(
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
  /// there is no file. From a window navigator's file, the window that was
  /// in front; the store's saves then write the other windows back as they
  /// were, with the state saved as that window's.
  ///
  /// The file's size is checked before it is read, and only a regular file
  /// is read. A file that cannot be read as a snapshot, or that a newer
  /// schema wrote, is moved aside (``RestorationDiagnostic/keptAside(as:)``);
  /// a path that is not a regular file is left as it is.
  ///
  /// - Parameter template: The app's initial state, whose shape the result takes.
  /// - Returns: The restored state and every diagnostic.
  public func restore(into template: NavigationState<Tab, Route>) -> Restoration<Tab, Route> {
    let (snapshot, diagnostics) = readSnapshot()
    // A window navigator's file: its other windows are written back by the saves that follow.
    carried.value = snapshot.flatMap { $0.schemaVersion <= schemaVersion ? $0.windows : nil }
    guard let snapshot else { return Restoration(state: template, diagnostics: diagnostics) }
    var restoration = snapshot.restore(
      into: template, registry: registry, schemaVersion: schemaVersion, migrate: migrate, limits: limits)
    restoration.diagnostics += keepAsideIfNewer(snapshot)
    return restoration
  }

  /// The snapshot in the file, `nil` when there is none or it cannot be
  /// read; what happened to a file that could not be read (moved aside,
  /// unless it is not a regular file or could not be read at all).
  func readSnapshot() -> (snapshot: NavigationSnapshot?, diagnostics: [RestorationDiagnostic]) {
    let (snapshot, diagnostics) = AtomicFile.readKeepingAside(file, limit: limits.maxBytes) {
      (data) throws(StoreError) in try NavigationSnapshot(json: data, limits: limits)
    }
    return (snapshot, diagnostics)
  }

  /// Moves the file aside when `snapshot`, read from it, was saved by a
  /// newer schema (nothing of it was restored; the next save must not
  /// replace it), and says so.
  func keepAsideIfNewer(_ snapshot: NavigationSnapshot) -> [RestorationDiagnostic] {
    guard snapshot.schemaVersion > schemaVersion, let aside = AtomicFile.moveAside(file, label: "newer") else {
      return []
    }
    return [.keptAside(as: aside)]
  }

  /// Removes the saved file, so that the next launch starts from the
  /// initial state: only a regular file that holds a saved navigation
  /// state (a snapshot this library can read). Nothing else is touched.
  ///
  /// - Throws: ``StoreError/notARegularFile(path:kind:)`` for a folder, a
  ///   device, a pipe or a symbolic link; ``StoreError/notASavedState(path:reason:)``
  ///   for a file that is not a snapshot; ``StoreError/writeFailed(path:reason:)``
  ///   when it cannot be removed.
  public func removeSavedState() throws(StoreError) {
    let data: Data
    do throws(StoreError) {
      guard let read = try AtomicFile.read(file, limit: limits.maxBytes) else { return }
      data = read
      _ = try NavigationSnapshot(json: data, limits: limits)
    } catch {
      if case .notARegularFile(let path, let kind) = error { throw .notARegularFile(path: path, kind: kind) }
      throw .notASavedState(path: file.path, reason: error.description)
    }
    guard unlink(file.path) == 0 || errno == ENOENT else {
      throw .writeFailed(path: file.path, reason: AtomicFile.errorText())
    }
  }

  // MARK: Saving

  /// Saves `state` soon: coalesced with the changes that follow it within
  /// 200 ms; the newest state always wins. Returns at once: the
  /// state is encoded and written off the caller's actor.
  ///
  /// A state of more steps than the store allows (10,000) is saved as a restore
  /// would keep it: the limit is shared, so the smaller stacks keep all
  /// their steps and only the largest are cut, to an equal level (a step
  /// left over goes to the selected tab's stack first, then the modal over
  /// all tabs, then the other tabs in order; the screens cut leave as a pop
  /// leaves them). A route that cannot be encoded is left out with the
  /// steps after it in its stack; the steps before it and every other
  /// stack are saved. A state over the bytes the store allows (4 MiB) is
  /// saved with fewer steps, shared as above (the largest stacks cut
  /// first), until it fits. ``lastSaveDiagnostics`` says what was left out.
  /// Only a state over the bytes with no step left to cut (a dialog's text
  /// over the limit on its own) is not written: the file keeps the last
  /// state that fits, and the save reports ``StoreError/tooLarge(bytes:limit:)``.
  ///
  /// - Parameter state: The state to save.
  public func save(_ state: NavigationState<Tab, Route>) {
    save { [schemaVersion, registry, limits, carried = carried.value] in
      Self.encode(state, schemaVersion: schemaVersion, registry: registry, limits: limits, carrying: carried)
    }
  }

  /// Saves every window of `windows` soon, in the one file, as ``save(_:)``
  /// saves a state (see ``WindowNavigator/attach(_:)``).
  ///
  /// - Parameter windows: The windows to save.
  func save(_ windows: WindowSet<Tab, Route>) {
    save { [schemaVersion, registry, limits] in
      Self.encode(windows, schemaVersion: schemaVersion, registry: registry, limits: limits)
    }
  }

  /// Makes `encode` what is pending, and writes it after the coalescing
  /// delay unless a write is scheduled already; says why not, when another
  /// process saves its windows to the file.
  private func save(_ encode: @escaping PendingSnapshot.Encode) {
    if let refusal = refusal.value { return outcomes.record(.failure(refusal)) }
    guard pending.replace(with: encode) else { return }
    Task { [writer, pending, coalescingDelay] in
      try? await Task.sleep(for: coalescingDelay)
      await writer.write(pending)
    }
  }

  /// Writes every change made before the call and waits for the write to
  /// finish: the newest state of the navigator or the window navigator
  /// attached to the store (``Navigator/attach(_:)``,
  /// ``WindowNavigator/attach(_:)``), read on the main actor, whether or not
  /// its change has reached the store yet, or else the newest state saved,
  /// if it is not written yet.
  public func flush() async {
    if let resave = source.value { await resave() }
    await writer.write(pending)
  }

  /// Claims the file for this process (when `claiming`, as a window
  /// navigator attaching does), or checks that no other process holds it:
  /// the error when another does, after which the store does not save (each
  /// save says so). Stores of one process share the file.
  package func claimForThisProcess(claiming: Bool) -> StoreError? {
    guard claimed.value == nil else { return nil }
    do throws(StoreError) {
      claimed.value = try ProcessClaim.claim(file, claiming: claiming)
      refusal.value = nil
      return nil
    } catch {
      refusal.value = error
      outcomes.record(.failure(error))
      return error
    }
  }

  /// Makes `resave` what ``flush()`` calls first: it saves the newest state
  /// of what is attached to the store (the last attached).
  package func saveOnFlush(_ resave: @escaping @MainActor @Sendable () -> Void) {
    source.value = resave
  }

  /// Writes `state` now, superseding anything pending, and waits for the
  /// write to finish: for an app going to the background, or quitting.
  ///
  /// - Parameter state: The state to write.
  package func flush(_ state: NavigationState<Tab, Route>) async {
    save(state)
    await writer.write(pending)
  }

  /// Writes every window of `windows` now, superseding anything pending,
  /// and waits for the write to finish: for an app with several windows
  /// going to the background, or quitting (see ``WindowNavigator/attach(_:)``).
  ///
  /// - Parameter windows: The window navigator whose windows to write.
  @MainActor package func flush(_ windows: WindowNavigator<Tab, Route>) async {
    save(windows.windows)
    await writer.write(pending)
  }

  /// Drops the state waiting to be written and removes the file, once any
  /// write under way has finished: for a window closed too long ago to be
  /// kept, whose last save must not bring its file back.
  package func removeFile() async {
    await writer.remove(pending)
  }

  /// How many times the file has been written.
  package var writeCount: Int {
    get async { await writer.writes }
  }

  /// Why the last save did not write the file; `nil` once a save writes it.
  public var lastSaveError: StoreError? { outcomes.lastFailure }

  /// What the last save that wrote the file left out: a
  /// ``RestorationDiagnostic/trimmed(_:kept:saved:)`` for each stack cut to
  /// fit the store's limits, as a restore would say it, and a
  /// ``RestorationDiagnostic/unencodableRoute(typeName:position:in:reason:)``
  /// for each stack cut before a route that cannot be encoded; empty when
  /// it saved every step.
  public var lastSaveDiagnostics: [RestorationDiagnostic] { outcomes.lastDiagnostics }

  /// A stream of the outcome of every save attempted from now on: success
  /// when the file was written, or why it was not. Keeps at most `limit`
  /// unread outcomes, dropping the oldest; ends when the store is freed.
  ///
  /// - Parameter limit: The most unread outcomes kept.
  /// - Returns: The stream.
  public func saveResults(bufferingNewest limit: Int = 16) -> AsyncStream<Result<Void, StoreError>> {
    outcomes.subscribe(bufferingNewest: limit)
  }
}

/// A state's bytes, and what was left out to fit the limits.
typealias Encoded = (data: Data, trimmed: [RestorationDiagnostic])

/// A value shared across actors, read and replaced under a lock.
private final class Carried<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value?

  var value: Value? {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}

/// The newest state waiting to be written, as the closure that encodes it.
private final class PendingSnapshot: @unchecked Sendable {
  /// Encodes the state: its bytes, and what was left out to fit the limits.
  typealias Encode = @Sendable () -> Result<Encoded, StoreError>
  private let lock = NSLock()
  private var encode: Encode?

  /// Replaces what is pending; returns whether nothing was (so a write must be scheduled).
  func replace(with encode: @escaping Encode) -> Bool {
    lock.withLock {
      defer { self.encode = encode }
      return self.encode == nil
    }
  }

  /// Takes what is pending, leaving nothing.
  func take() -> Encode? {
    lock.withLock {
      defer { encode = nil }
      return encode
    }
  }
}

/// The outcome of the saves: the last failure, and the streams that deliver each.
private final class SaveOutcomes: @unchecked Sendable {
  private let lock = NSLock()
  private var failure: StoreError?
  private var diagnostics: [RestorationDiagnostic] = []
  private let streams = Broadcast<Result<Void, StoreError>>()

  var lastFailure: StoreError? { lock.withLock { failure } }
  var lastDiagnostics: [RestorationDiagnostic] { lock.withLock { diagnostics } }

  func subscribe(bufferingNewest limit: Int) -> AsyncStream<Result<Void, StoreError>> {
    streams.subscribe(bufferingNewest: limit)
  }

  func record(_ result: Result<Void, StoreError>, trimmed: [RestorationDiagnostic] = []) {
    lock.withLock {
      switch result {
      case .failure(let error): failure = error
      case .success: (failure, diagnostics) = (nil, trimmed)
      }
    }
    streams.send(result)
  }
}

/// Writes one file at a time: each write takes the newest pending state when
/// it runs, so a later write never loses to an earlier one.
private actor SnapshotWriter {
  let file: URL
  let outcomes: SaveOutcomes
  private(set) var writes = 0

  init(file: URL, outcomes: SaveOutcomes) {
    self.file = file
    self.outcomes = outcomes
  }

  func remove(_ pending: PendingSnapshot) {
    _ = pending.take()
    unlink(file.path)
  }

  func write(_ pending: PendingSnapshot) {
    guard let encode = pending.take() else { return }
    do throws(StoreError) {
      let encoded = try encode().get()
      try AtomicFile.write(encoded.data, to: file)
      writes += 1
      outcomes.record(.success(()), trimmed: encoded.trimmed)
    } catch {
      outcomes.record(.failure(error))
    }
  }
}
