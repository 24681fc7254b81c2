import Foundation

/// Why a store did not read or write its file: a save that did not change
/// the file, removing the saved state, or bytes that could not be read as a
/// saved state at all (then nothing is restored).
public enum StoreError: Error, Hashable, Sendable, CustomStringConvertible {
  /// There are no bytes.
  case empty
  /// More bytes than the limit: a file over it restores nothing. A store
  /// saves a state over it with fewer steps, the largest stacks cut, until
  /// it fits; only a state over it with no step to cut is not written (it
  /// would not restore), so the file keeps the last state that fits.
  /// ``NavigationStore/data(for:)`` throws it for any state over it.
  case tooLarge(bytes: Int, limit: Int)
  /// JSON nested deeper than the limit.
  case tooDeep(limit: Int)
  /// The path is not a regular file (a folder, a device, a pipe, a symbolic
  /// link…): it is neither read nor replaced, but left as it is.
  case notARegularFile(path: String, kind: String)
  /// The file system refused to read the file, with its reason.
  case readFailed(String)
  /// Written by a newer version of the saved format than this library reads.
  case unsupportedFormat(Int, supported: Int)
  /// Not a saved state (not JSON, truncated, or of another shape), with the reason.
  case malformed(String)
  /// The file is not a saved navigation state, so it is not removed.
  case notASavedState(path: String, reason: String)
  /// A route could not be encoded: its type, and why (it was wrapped
  /// without its `Codable` conformance, or its own encoding threw). Thrown
  /// by ``NavigationStore/data(for:)``; a store's save leaves such a route
  /// out instead, with the steps after it in its stack
  /// (``RestorationDiagnostic/unencodableRoute(typeName:position:in:reason:)``),
  /// and fails with it only for a tab that cannot be encoded.
  case notEncodable(typeName: String, reason: String)
  /// The file system refused the write (a read-only folder, a full disk…).
  case writeFailed(path: String, reason: String)
  /// Another process (its identifier) saves its windows to the file: this
  /// store does not save to it, so that neither overwrites the other's
  /// windows (see ``WindowNavigator/attach(_:)``).
  case inUse(path: String, processID: Int32)

  /// What went wrong, in a sentence.
  public var description: String {
    switch self {
    case .empty: "the saved state is empty"
    case .tooLarge(let bytes, let limit): "the saved state is \(bytes) bytes; the limit is \(limit)"
    case .tooDeep(let limit): "the saved state is nested more than \(limit) deep"
    case .notARegularFile(let path, let kind): "\(path) is \(kind), not a regular file: it was left as it is"
    case .readFailed(let reason): "the saved state could not be read: \(reason)"
    case .unsupportedFormat(let version, let supported):
      "the saved state's format \(version) is newer than this app reads (\(supported))"
    case .malformed(let reason): "the saved state is not readable: \(reason)"
    case .notASavedState(let path, let reason): "\(path) is not a saved navigation state (\(reason)): it was kept"
    case .notEncodable(let type, let reason): "a route could not be encoded: \(type): \(reason)"
    case .writeFailed(let path, let reason): "could not write \(path): \(reason)"
    case .inUse(let path, let process):
      "another process (\(process)) saves its windows to \(path): this one does not, so that neither overwrites the other"
    }
  }
}
