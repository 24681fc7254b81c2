import Foundation
@_spi(WayfinderInternals) import Wayfinder

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TerminalWindowStore {
  // MARK: The index

  /// The index as it is on disk, or `nil` when there is none (no window has
  /// been saved since windows existed). An index that cannot be read counts
  /// as none. Reading takes no lock: the index is only ever replaced whole.
  ///
  /// - Returns: The index, or `nil`.
  public func readIndex() -> WindowIndex? {
    guard let data = try? AtomicFile.read(indexFile, limit: limits.maxBytes) else { return nil }
    return try? WindowIndex(json: data, limits: limits)
  }

  /// Changes the index on disk by `change`, under the lock: the index is
  /// read, changed and, when the change changed it, written atomically,
  /// before another process may change it. An index that cannot be read is
  /// kept aside under a name of its own and started afresh. Blocks while
  /// another process changes it, at most `timeout` (by default
  /// `lockTimeout`): on the main actor, wait briefly, and leave the
  /// change to ``enqueueIndexUpdate(_:)`` if the lock is not had.
  ///
  /// ```swift
  /// try store.updateIndex { try $0.open("inbox") }
  /// ```
  ///
  /// - Parameters:
  ///   - timeout: The longest wait for another process's change; `lockTimeout` when `nil`.
  ///   - change: The change (``WindowIndex/open(_:)``, ``WindowIndex/focus(_:)``, …).
  /// - Returns: The index after the change.
  /// - Throws: `StoreError` when the lock or the file cannot be had or
  ///   written, or the error `change` throws (`NavigationError.tooManyWindows(limit:)`
  ///   from ``WindowIndex/open(_:)``); the index is then unchanged.
  @discardableResult
  public func updateIndex(waitingAtMost timeout: Duration? = nil, _ change: (inout WindowIndex) throws -> Void) throws
    -> WindowIndex
  {
    let changed = try changeIndex(waitingAtMost: timeout) { index, failures in
      Self.apply(change, to: &index, failures: &failures)
    }
    if let failure = changed.failures.first { throw failure }
    for id in changed.dropped {
      unlink(file(for: id).path)
      unlink(inboxFile(for: id).path)
    }
    return changed.index
  }

  /// Changes the index by `changes` (which applies each change with
  /// ``apply(_:to:failures:)``) under one hold of the lock, and writes it
  /// once. Returns the index, the changes' errors, and the closed windows
  /// no longer kept that no process runs (their files may go).
  private func changeIndex(
    waitingAtMost timeout: Duration? = nil, _ changes: (inout WindowIndex, inout [any Error]) -> Void
  ) throws(StoreError) -> (index: WindowIndex, failures: [any Error], dropped: [WindowID]) {
    try withIndexLock(waitingAtMost: timeout) { () throws(StoreError) in
      let before = lockedIndex().index ?? WindowIndex()
      var index = before
      var failures: [any Error] = []
      changes(&index, &failures)
      if index != before { try AtomicFile.write(index.jsonData(), to: indexFile) }
      let kept = Set(index.closed + index.openWindows)
      let dropped = (before.closed + before.openWindows).filter { !kept.contains($0) && !isRunning($0) }
      return (index, failures, dropped)
    }
  }

  /// Applies `change` to `index`; a change that throws changes nothing, and its error is added to `failures`.
  private static func apply(
    _ change: (inout WindowIndex) throws -> Void, to index: inout WindowIndex, failures: inout [any Error]
  ) {
    var changed = index
    do {
      try change(&changed)
      index = changed
    } catch {
      failures.append(error)
    }
  }

  /// The index read under the lock: leftovers of killed writers removed, an
  /// unreadable index kept aside.
  func lockedIndex() -> (index: WindowIndex?, diagnostics: [RestorationDiagnostic]) {
    let (index, diagnostics) = AtomicFile.readKeepingAside(indexFile, limit: limits.maxBytes) {
      (data) throws(StoreError) in try WindowIndex(json: data, limits: limits)
    }
    // The windows of the index that could not be read (a name that is not valid) are dropped, and said.
    return (index, diagnostics + (index?.dropped ?? []))
  }

  /// Runs `body` holding the index's lock, waiting for it at most
  /// `timeout` (`lockTimeout` when `nil`).
  func withIndexLock<Value>(waitingAtMost timeout: Duration? = nil, _ body: () throws(StoreError) -> Value)
    throws(StoreError) -> Value
  {
    let descriptor = try FileLock.openLockFile(lockFile)
    defer { close(descriptor) }
    try FileLock.lock(descriptor, path: lockFile.path, timeout: timeout ?? lockTimeout)
    return try body()
  }

  /// How long work on the main actor waits for the index's lock before it
  /// leaves the change to ``enqueueIndexUpdate(_:)``, or reads the index
  /// without the lock: 100 ms (a change holds the lock for milliseconds).
  static var mainActorLockWait: Duration { .milliseconds(100) }

  /// Changes the index by `change` soon, off the caller's actor, after
  /// every change asked for before it (see ``updateIndex(waitingAtMost:_:)``); a change
  /// that fails is reported in ``lastIndexFailure`` (one that could not
  /// have the lock or write the index is kept, and made again at the next
  /// change asked for, or of a window). Changes asked for
  /// while another process holds the lock are made together, once it is
  /// free: they wait for it once, at most `lockTimeout`.
  ///
  /// - Parameter change: The change.
  public func enqueueIndexUpdate(_ change: @escaping @Sendable (inout WindowIndex) throws -> Void) {
    state.enqueue(change) { [self] in await applyQueuedChanges() }
  }

  /// Makes again the changes of the index that could not be made (another
  /// process held the lock past `lockTimeout`, or the index could not be
  /// written), if any, off the caller's actor: a window does at each of its
  /// changes, so that it is listed once the lock is free.
  package func retryIndexChanges() {
    state.retry { [self] in await applyQueuedChanges() }
  }

  /// Makes the changes queued, in turn, until none is left. Changes that
  /// cannot be made for the lock or the file are kept, for ``retryIndexChanges()``
  /// or the next change asked for.
  private func applyQueuedChanges() async {
    while case let changes = state.takeQueued(), !changes.isEmpty {
      do throws(StoreError) {
        let changed = try changeIndex { index, failures in
          for change in changes { Self.apply(change, to: &index, failures: &failures) }
        }
        state.indexFailure = changed.failures.last
        for id in changed.dropped {
          // After any write of its last state, so that the write cannot bring the file back.
          await store(for: id).removeFile()
          unlink(inboxFile(for: id).path)
        }
      } catch {
        state.indexFailure = error
        state.requeue(changes)
        return
      }
    }
  }

  /// Waits until every change of the index asked for with
  /// ``enqueueIndexUpdate(_:)`` before it is made.
  public func flushIndex() async {
    await state.worker?.value
  }

  /// Why the last change of the index made with
  /// ``enqueueIndexUpdate(_:)`` failed (a `StoreError`, or the change's
  /// own error); `nil` once one succeeds.
  public var lastIndexFailure: (any Error)? { state.indexFailure }
}

/// Exclusive locks on lock files (`flock`): released by the system when
/// the process ends, however it ends.
enum FileLock {
  /// Opens (creating it 0600, and its folders 0700) the regular file at `url`.
  static func openLockFile(_ url: URL) throws(StoreError) -> Int32 {
    try AtomicFile.createFolders(url.deletingLastPathComponent())
    // Not waiting for a pipe's other end.
    let descriptor = open(url.path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      if errno == ELOOP { throw .notARegularFile(path: url.path, kind: "a symbolic link") }
      throw .writeFailed(path: url.path, reason: AtomicFile.errorText())
    }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      close(descriptor)
      throw .notARegularFile(path: url.path, kind: "not a regular file")
    }
    return descriptor
  }

  /// Whether `descriptor` is open on the file at `url` still (a lock file
  /// removed, or replaced, since it was opened, is not).
  static func isStillAt(_ url: URL, _ descriptor: Int32) -> Bool {
    var opened = stat()
    var there = stat()
    guard fstat(descriptor, &opened) == 0, lstat(url.path, &there) == 0 else { return false }
    return opened.st_dev == there.st_dev && opened.st_ino == there.st_ino
  }

  /// Takes the exclusive lock on `descriptor`, trying for at most `timeout`.
  static func lock(_ descriptor: Int32, path: String, timeout: Duration) throws(StoreError) {
    let deadline = ContinuousClock.now + timeout
    var pause = 1
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR else {
        throw .writeFailed(path: path, reason: AtomicFile.errorText())
      }
      guard ContinuousClock.now < deadline else {
        throw .writeFailed(path: path, reason: "another process has held the lock for longer than \(timeout)")
      }
      usleep(UInt32(pause * 1000))
      pause = min(pause * 2, 20)
    }
  }
}
