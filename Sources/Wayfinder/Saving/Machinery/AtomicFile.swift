import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads and writes a store's file: only ever a regular file, read within a
/// size limit, written so that a crash leaves the old content or the new,
/// never a mix, and readable by its owner only.
package enum AtomicFile {
  /// Writes `data` to a temporary file beside `url` (created 0600, in
  /// folders created 0700), flushes it to disk, and renames it over `url`.
  ///
  /// - Throws: ``StoreError/notARegularFile(path:kind:)`` when `url` exists
  ///   and is not a regular file (it is left as it is), or
  ///   ``StoreError/writeFailed(path:reason:)``.
  package static func write(_ data: Data, to url: URL) throws(StoreError) {
    try refuseAnythingButARegularFile(at: url)
    let folder = url.deletingLastPathComponent()
    try createFolders(folder)
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    defer { unlink(temporary.path) }  // gone once renamed; removed if not
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw .writeFailed(path: temporary.path, reason: errorText()) }
    defer { close(descriptor) }
    guard data.withUnsafeBytes({ writeAll($0, to: descriptor) }) else {
      throw .writeFailed(path: temporary.path, reason: errorText())
    }
    // On disk before the rename makes it the file.
    guard fsync(descriptor) == 0 else { throw .writeFailed(path: temporary.path, reason: errorText()) }
    // Checked again just before the rename: what is at `url` may have changed.
    try refuseAnythingButARegularFile(at: url)
    guard rename(temporary.path, url.path) == 0 else { throw .writeFailed(path: url.path, reason: errorText()) }
  }

  /// The bytes of the regular file at `url`, or `nil` when there is none.
  /// The size is checked before anything is read, and at most `limit`
  /// bytes are read.
  ///
  /// - Throws: ``StoreError/notARegularFile(path:kind:)``,
  ///   ``StoreError/tooLarge(bytes:limit:)`` or
  ///   ``StoreError/readFailed(_:)``.
  package static func read(_ url: URL, limit: Int) throws(StoreError) -> Data? {
    // Not following a symbolic link, and not waiting for a pipe's writer.
    let descriptor = open(url.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      switch errno {
      case ENOENT: return nil
      case ELOOP: throw .notARegularFile(path: url.path, kind: "a symbolic link")
      default: throw .readFailed(errorText())
      }
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .readFailed(errorText()) }
    guard status.st_mode & S_IFMT == S_IFREG else { throw .notARegularFile(path: url.path, kind: kind(status)) }
    guard Int(status.st_size) <= limit else { throw .tooLarge(bytes: Int(status.st_size), limit: limit) }
    var data = Data(count: Int(status.st_size) + 1)
    var count = 0
    while count < data.count {
      let read = data.withUnsafeMutableBytes { buffer in
        systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
      }
      if read == 0 { break }
      guard read > 0 else { throw .readFailed(errorText()) }
      count += read
    }
    // A file that grew while it was read.
    guard count <= limit else { throw .tooLarge(bytes: count, limit: limit) }
    return data.prefix(count)
  }

  /// Moves the regular file at `url` aside, under a name of its own beside
  /// it (`navigation.unreadable-20261123-101500-3f9a1c.json`), never
  /// replacing another file. Returns the new name, or `nil` when it could
  /// not be moved.
  package static func moveAside(_ url: URL, label: String) -> String? {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyyMMdd-HHmmss"
    let stamp = formatter.string(from: Date())
    let base = url.deletingPathExtension().lastPathComponent
    let suffix = url.pathExtension.isEmpty ? "" : "." + url.pathExtension
    for _ in 0..<8 {
      let random = String(UInt32.random(in: 0...0xFF_FFFF), radix: 16)
      let name = "\(base).\(label)-\(stamp)-\(random)\(suffix)"
      let aside = url.deletingLastPathComponent().appendingPathComponent(name)
      // A hard link fails when the name is taken: nothing is ever replaced.
      if link(url.path, aside.path) == 0 {
        unlink(url.path)
        return name
      }
      guard errno == EEXIST else { return nil }
    }
    return nil
  }

  /// What `url` holds, read by `parse`, or `nil` when there is no file;
  /// first the leftovers of killed writers are removed. A file that cannot
  /// be read as `parse` reads it is moved aside under a name of its own
  /// (never when it is not a regular file, or could not be read at all, so
  /// that a device or a folder is never touched), and the diagnostics say so.
  ///
  /// - Parameters:
  ///   - url: The file.
  ///   - limit: The most bytes read.
  ///   - parse: Reads the bytes.
  /// - Returns: The value, or what happened to a file that could not be read.
  package static func readKeepingAside<Value>(
    _ url: URL, limit: Int, _ parse: (Data) throws(StoreError) -> Value
  ) -> (value: Value?, diagnostics: [RestorationDiagnostic]) {
    removeLeftovers(of: url)
    do throws(StoreError) {
      guard let data = try read(url, limit: limit) else { return (nil, []) }
      return (try parse(data), [])
    } catch {
      var diagnostics: [RestorationDiagnostic] = [.unreadable(error)]
      switch error {
      case .notARegularFile, .readFailed: break  // never touched
      default:
        if let aside = moveAside(url, label: "unreadable") { diagnostics.append(.keptAside(as: aside)) }
      }
      return (nil, diagnostics)
    }
  }

  /// Removes the temporary files a process killed while writing `url` left beside it.
  package static func removeLeftovers(of url: URL) {
    let folder = url.deletingLastPathComponent()
    let prefix = ".\(url.lastPathComponent)."
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
      unlink(folder.appendingPathComponent(name).path)
    }
  }

  /// What is at `url` when it is there and is not a regular file.
  package static func kindOtherThanRegularFile(at url: URL) -> String? {
    var status = stat()
    guard lstat(url.path, &status) == 0, status.st_mode & S_IFMT != S_IFREG else { return nil }
    return kind(status)
  }

  private static func refuseAnythingButARegularFile(at url: URL) throws(StoreError) {
    if let kind = kindOtherThanRegularFile(at: url) { throw .notARegularFile(path: url.path, kind: kind) }
  }

  /// Creates `folder` and the folders above it that are missing, each 0700.
  package static func createFolders(_ folder: URL) throws(StoreError) {
    var missing: [URL] = []
    var current = folder
    var status = stat()
    while stat(current.path, &status) != 0 && errno == ENOENT {
      missing.append(current)
      let parent = current.deletingLastPathComponent()
      guard parent.path != current.path else { break }
      current = parent
    }
    for created in missing.reversed() where mkdir(created.path, 0o700) != 0 && errno != EEXIST {
      throw .writeFailed(path: created.path, reason: errorText())
    }
  }

  private static func kind(_ status: stat) -> String {
    switch status.st_mode & S_IFMT {
    case S_IFDIR: "a folder"
    case S_IFLNK: "a symbolic link"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFIFO: "a pipe"
    case S_IFSOCK: "a socket"
    default: "not a regular file"
    }
  }

  /// The text of the last system error.
  package static func errorText() -> String { String(cString: strerror(errno)) }
}
