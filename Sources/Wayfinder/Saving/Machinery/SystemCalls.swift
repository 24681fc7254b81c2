#if canImport(Glibc)
  import Glibc

  /// POSIX `write` and `read`, under names that no method named `write` or
  /// `read` hides (for the store's files and the terminal host).
  package let systemWrite = Glibc.write
  package let systemRead = Glibc.read
#elseif canImport(Darwin)
  import Darwin

  /// POSIX `write` and `read`, under names that no method named `write` or
  /// `read` hides (for the store's files and the terminal host).
  package let systemWrite = Darwin.write
  package let systemRead = Darwin.read
#endif

/// Writes all of `bytes` to `descriptor`, a write at a time.
///
/// - Parameters:
///   - bytes: What to write.
///   - descriptor: An open file descriptor.
/// - Returns: Whether every byte was written (`false` once a write fails).
package func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
  var offset = 0
  while offset < bytes.count {
    let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
    guard written > 0 else { return false }
    offset += written
  }
  return true
}
