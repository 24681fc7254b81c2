import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension WindowStore {
  // MARK: Processes and their links

  /// Claims window `id` for this process, as long as the claim lives: a
  /// second process asking for the same window is refused, so that two
  /// processes never write one window's file. The claim is a lock the
  /// system releases when the process ends, however it ends.
  ///
  /// - Parameter id: The window.
  /// - Returns: The claim; releasing it (or freeing it) lets another process claim the window.
  /// - Throws: ``WindowClaimError/alreadyRunning(_:)``, or ``WindowClaimError/failed(_:)``.
  public func claim(_ id: WindowID) throws(WindowClaimError) -> WindowClaim {
    let path = claimFile(for: id)
    let descriptor: Int32
    do {
      descriptor = try FileLock.openLockFile(path)
    } catch {
      throw .failed(error.description)
    }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      let running = errno == EWOULDBLOCK
      let reason = AtomicFile.errorText()
      close(descriptor)
      throw running ? .alreadyRunning(id) : .failed(reason)
    }
    return WindowClaim(window: id, descriptor: descriptor)
  }

  /// Whether a process holds a claim on window `id` now.
  ///
  /// - Parameter id: The window.
  /// - Returns: Whether it is claimed.
  public func isRunning(_ id: WindowID) -> Bool {
    let path = claimFile(for: id).path
    let descriptor = open(path, O_RDWR | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return errno == EWOULDBLOCK }
    flock(descriptor, LOCK_UN)
    return false
  }

  /// Leaves `link` for window `id` to open (a window another process
  /// shows): it is added to the window's inbox, under the index's lock; the
  /// window takes it with ``takeLinks(for:)``. The inbox keeps the newest 16 links.
  ///
  /// - Parameters:
  ///   - link: The link.
  ///   - id: The window.
  /// - Throws: ``SaveFailure`` when the inbox cannot be written.
  public func deliver(_ link: String, to id: WindowID) throws(SaveFailure) {
    try withIndexLock { () throws(SaveFailure) in
      let inbox = inboxFile(for: id)
      AtomicFile.removeLeftovers(of: inbox)
      var links =
        (try? AtomicFile.read(inbox, limit: 1 << 20)).flatMap { try? JSONDecoder().decode([String].self, from: $0) }
        ?? []
      links.append(link)
      if links.count > 16 { links.removeFirst(links.count - 16) }
      try AtomicFile.write((try? JSONEncoder().encode(links)) ?? Data(), to: inbox)
    }
  }

  /// The links left for window `id`, oldest first; the inbox is emptied.
  ///
  /// - Parameter id: The window.
  /// - Returns: The links.
  public func takeLinks(for id: WindowID) -> [String] {
    let inbox = inboxFile(for: id)
    // Checked without the lock first: a window polls its inbox often.
    guard access(inbox.path, F_OK) == 0 else { return [] }
    return
      (try? withIndexLock { () throws(SaveFailure) -> [String] in
        defer { unlink(inbox.path) }
        guard let data = try? AtomicFile.read(inbox, limit: 1 << 20) else { return [] }
        return (try? JSONDecoder().decode([String].self, from: data)) ?? []
      }) ?? []
  }
}

/// A process's claim on a window (see ``WindowStore/claim(_:)``).
public final class WindowClaim: @unchecked Sendable {
  /// The window claimed.
  public let window: WindowID
  private let lock = NSLock()
  private var descriptor: Int32?

  init(window: WindowID, descriptor: Int32) {
    self.window = window
    self.descriptor = descriptor
  }

  /// Lets another process claim the window.
  public func release() {
    lock.withLock {
      if let descriptor { close(descriptor) }
      descriptor = nil
    }
  }

  deinit { release() }
}

/// Why a window could not be claimed.
public enum WindowClaimError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Another process shows the window.
  case alreadyRunning(WindowID)
  /// The claim's lock file could not be used, with the reason.
  case failed(String)

  /// What went wrong, in a sentence.
  public var description: String {
    switch self {
    case .alreadyRunning(let id): "the window \(id) is already shown by another process"
    case .failed(let reason): "the window could not be claimed: \(reason)"
    }
  }
}
