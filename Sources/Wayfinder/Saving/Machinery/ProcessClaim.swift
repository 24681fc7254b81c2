import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A process's claim on a store's file, taken by a window navigator's
/// attach, so that a second process attaching to that file does not save
/// over its windows: an exclusive lock (`flock`) on a lock file beside it
/// (`.<the file's name>.lock`),
/// which holds the process's identifier, held as long as the claim lives
/// and released by the system when the process ends, however it ends.
/// Stores of one process share the file: only another process is refused.
final class ProcessClaim: @unchecked Sendable {
  private let lock = NSLock()
  private var descriptor: Int32?

  private init(descriptor: Int32) { self.descriptor = descriptor }

  deinit {
    lock.withLock {
      if let descriptor { close(descriptor) }
    }
  }

  /// The lock file of `file`: `.<name>.lock` beside it.
  static func lockFile(of file: URL) -> URL {
    file.deletingLastPathComponent().appendingPathComponent(".\(file.lastPathComponent).lock")
  }

  /// Claims `file` for this process (`claiming`), or only checks that no
  /// other process holds it (not `claiming`).
  ///
  /// - Returns: The claim, to keep as long as the file is saved to; `nil`
  ///   when this process holds it already, no process does (not `claiming`),
  ///   or no lock can be made where the file goes (a folder that cannot be
  ///   written: saving fails there anyway, and says so).
  /// - Throws: ``StoreError/inUse(path:processID:)`` when another process holds it.
  static func claim(_ file: URL, claiming: Bool) throws(StoreError) -> ProcessClaim? {
    let path = lockFile(of: file)
    if claiming { try? AtomicFile.createFolders(path.deletingLastPathComponent()) }
    let flags = O_RDWR | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | (claiming ? O_CREAT : 0)
    let descriptor = open(path.path, flags, 0o600)
    guard descriptor >= 0 else { return nil }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      let holder = errno == EWOULDBLOCK ? holder(of: descriptor) : nil
      close(descriptor)
      guard let holder, holder != getpid() else { return nil }
      throw .inUse(path: file.path, processID: holder)
    }
    guard claiming else {
      close(descriptor)
      return nil
    }
    let text = Array("\(getpid())\n".utf8)
    _ = ftruncate(descriptor, 0)
    _ = pwrite(descriptor, text, text.count, 0)
    return ProcessClaim(descriptor: descriptor)
  }

  /// The process identifier written in the lock file open at `descriptor`.
  private static func holder(of descriptor: Int32) -> Int32? {
    var bytes = [UInt8](repeating: 0, count: 32)
    let count = pread(descriptor, &bytes, bytes.count, 0)
    guard count > 0 else { return nil }
    return Int32(String(decoding: bytes.prefix(count), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
  }
}
