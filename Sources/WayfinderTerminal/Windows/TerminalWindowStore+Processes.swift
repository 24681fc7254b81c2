import Foundation
@_spi(WayfinderInternals) import Wayfinder

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TerminalWindowStore {
  // MARK: Processes and their links

  /// Claims window `id` for this process, as long as the claim lives: a
  /// second process asking for the same window is refused, so that two
  /// processes never write one window's file. The claim is a lock on a file
  /// of its own beside the window's, which the system releases when the
  /// process ends, however it ends; releasing the claim removes the file.
  ///
  /// - Parameter id: The window.
  /// - Returns: The claim; releasing it (or freeing it) lets another process claim the window.
  /// - Throws: ``WindowClaimError/alreadyRunning(_:)``;
  ///   ``WindowClaimError/unusableLock(path:reason:)`` when something other
  ///   than a regular file this process may lock is where the lock goes (a
  ///   folder, a link, a pipe: the window must not be shown); or
  ///   ``WindowClaimError/failed(_:)`` when the lock file cannot be created
  ///   (the folder cannot be written: nothing of the window can be saved).
  public func claim(_ id: WindowID) throws(WindowClaimError) -> WindowClaim {
    let path = claimFile(for: id)
    // A released claim removes its file: a process that opened it just
    // before locks a file no longer there, and tries again.
    for _ in 0..<8 {
      if let kind = AtomicFile.kindOtherThanRegularFile(at: path) {
        throw .unusableLock(path: path.path, reason: "it is \(kind), not a regular file")
      }
      let descriptor: Int32
      do {
        descriptor = try FileLock.openLockFile(path)
      } catch {
        if case .notARegularFile(_, let kind) = error {
          throw .unusableLock(path: path.path, reason: "it is \(kind), not a regular file")
        }
        if access(path.path, F_OK) == 0 { throw .unusableLock(path: path.path, reason: error.description) }
        throw .failed(error.description)
      }
      guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
        let running = errno == EWOULDBLOCK
        let reason = AtomicFile.errorText()
        close(descriptor)
        throw running ? .alreadyRunning(id) : .unusableLock(path: path.path, reason: reason)
      }
      guard FileLock.isStillAt(path, descriptor) else {
        close(descriptor)
        continue
      }
      return WindowClaim(window: id, descriptor: descriptor, path: path)
    }
    throw .alreadyRunning(id)
  }

  /// Whether a process holds a claim on window `id` now.
  ///
  /// - Parameter id: The window.
  /// - Returns: Whether it is claimed.
  public func isRunning(_ id: WindowID) -> Bool {
    let path = claimFile(for: id).path
    let descriptor = open(path, O_RDWR | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return errno == EWOULDBLOCK }
    flock(descriptor, LOCK_UN)
    return false
  }

  /// Leaves `link` for window `id` to open (a window another process
  /// shows): it is added to the window's inbox, under the index's lock; the
  /// window takes it with ``takeLinks(for:)``. The inbox keeps the newest
  /// `inboxCapacity` links.
  ///
  /// - Parameters:
  ///   - link: The link.
  ///   - id: The window.
  /// - Throws: `StoreError` when the inbox cannot be written.
  public func deliver(_ link: String, to id: WindowID) throws(StoreError) {
    try withIndexLock { () throws(StoreError) in
      let inbox = inboxFile(for: id)
      AtomicFile.removeLeftovers(of: inbox)
      var links = readInbox(inbox)
      links.append(link)
      if links.count > Self.inboxCapacity { links.removeFirst(links.count - Self.inboxCapacity) }
      try AtomicFile.write((try? JSONEncoder().encode(links)) ?? Data(), to: inbox)
    }
  }

  /// The most links an inbox keeps: 16.
  package static var inboxCapacity: Int { 16 }

  /// The links left for window `id`, oldest first: at most the newest
  /// `inboxCapacity`; the inbox is emptied. An inbox larger than
  /// deliveries make (256 KiB) is dropped unread. A window polls its inbox
  /// often, so this waits at most 10 ms for the index's lock: while another
  /// process holds it longer, it returns nothing, and the links are taken
  /// at the next poll.
  ///
  /// - Parameter id: The window.
  /// - Returns: The links.
  public func takeLinks(for id: WindowID) -> [String] {
    let inbox = inboxFile(for: id)
    // Checked without the lock first: a window polls its inbox often.
    guard access(inbox.path, F_OK) == 0 else { return [] }
    return
      (try? withIndexLock(waitingAtMost: .milliseconds(10)) { () throws(StoreError) -> [String] in
        defer { unlink(inbox.path) }
        return Array(readInbox(inbox).suffix(Self.inboxCapacity))
      }) ?? []
  }

  /// The links of the inbox `inbox`: none when it is missing, too large to
  /// have been delivered (over 256 KiB) or unreadable.
  private func readInbox(_ inbox: URL) -> [String] {
    (try? AtomicFile.read(inbox, limit: 256 << 10)).flatMap { try? JSONDecoder().decode([String].self, from: $0) }
      ?? []
  }
}

/// A process's claim on a window (see ``TerminalWindowStore/claim(_:)``).
public final class WindowClaim: @unchecked Sendable {
  /// The window claimed.
  public let window: WindowID
  private let lock = NSLock()
  private var descriptor: Int32?
  private let path: URL

  init(window: WindowID, descriptor: Int32, path: URL) {
    (self.window, self.descriptor, self.path) = (window, descriptor, path)
  }

  /// Lets another process claim the window, and removes the claim's lock
  /// file (while it still holds the lock, so that no other claim is lost).
  public func release() {
    lock.withLock {
      guard let descriptor else { return }
      if FileLock.isStillAt(path, descriptor) { unlink(path.path) }
      close(descriptor)
      self.descriptor = nil
    }
  }

  deinit { release() }
}

/// Why a window could not be claimed.
public enum WindowClaimError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Another process shows the window.
  case alreadyRunning(WindowID)
  /// Something other than a regular file this process may lock is where
  /// the claim's lock goes (a folder, a symbolic link, a pipe), with the
  /// reason: the window must not be shown until it is removed.
  case unusableLock(path: String, reason: String)
  /// The claim's lock file could not be created, with the reason: its
  /// folder cannot be written, so nothing of the window can be saved either.
  case failed(String)

  /// What went wrong, in a sentence.
  public var description: String {
    switch self {
    case .alreadyRunning(let id): "the window \(id) is already shown by another process"
    case .unusableLock(let path, let reason):
      "the window's claim cannot be held at \(path) (\(reason)): remove what is there"
    case .failed(let reason): "the window could not be claimed: \(reason)"
    }
  }
}
