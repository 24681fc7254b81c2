import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The first steps of each stack of a saved state, and the schema they were
/// saved with: what routing a link among saved windows reads of a window's
/// file (each stack's first steps, as many as the link's place and one more).
package struct SavedHead: Codable, Hashable, Sendable {
  /// How many steps of each stack a head keeps: 8.
  package static let stepsPerStack = 8

  /// The app's schema version when it was saved.
  package var schemaVersion: Int
  /// The state, each stack cut to its first ``steps``.
  package var state: SavedState
  /// How many steps of each stack it keeps.
  package var steps: Int
}

/// A snapshot's head as it was read: `nil` when it could not be read (it is
/// then ignored, never failing the snapshot).
package struct SavedHeadField: Codable, Hashable, Sendable {
  /// The head.
  package var value: SavedHead?

  /// The head `value`.
  init(_ value: SavedHead?) { self.value = value }

  /// Decodes the head, or `nil` when it does not decode.
  ///
  /// - Parameter decoder: The decoder.
  package init(from decoder: any Decoder) throws {
    value = try? SavedHead(from: decoder)
  }

  /// Encodes the head.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: The encoder's error.
  package func encode(to encoder: any Encoder) throws {
    try value.encode(to: encoder)
  }
}

extension SavedState {
  /// The most steps of one stack.
  var deepestStack: Int {
    switch self {
    case .stack(let steps): steps.count
    case .tabs(_, let tabs, let overTabs): tabs.reduce(overTabs.count) { Swift.max($0, $1.stack.count) }
    }
  }

  /// The state with each stack cut to its first `count` steps.
  func prefix(_ count: Int) -> SavedState {
    switch self {
    case .stack(let steps): .stack(Array(steps.prefix(count)))
    case .tabs(let selected, let tabs, let overTabs):
      .tabs(
        selected: selected, tabs: tabs.map { SavedTab(tab: $0.tab, stack: Array($0.stack.prefix(count))) },
        modalOverTabs: Array(overTabs.prefix(count)))
    }
  }
}

extension NavigationSnapshot {
  /// The snapshot with its ``head`` set, when a stack of its state holds
  /// more steps than a head keeps.
  func withHead() -> NavigationSnapshot {
    guard state.deepestStack > SavedHead.stepsPerStack else { return self }
    var snapshot = self
    snapshot.head = SavedHeadField(
      SavedHead(
        schemaVersion: schemaVersion, state: state.prefix(SavedHead.stepsPerStack), steps: SavedHead.stepsPerStack))
    return snapshot
  }

  /// The head of the snapshot saved in `file`, read from the start of the
  /// file only as far as the head goes, as a snapshot of the head's state
  /// (without requests, answers or dialogs): what routing a link reads. `nil`
  /// when the file has no head keeping `steps` steps of each stack (a file
  /// whose stacks are all shorter, or written before heads existed), cannot
  /// be read, or is not a regular file: read it whole then.
  ///
  /// - Complexity: O(bytes of the head), whatever the size of the file.
  /// - Parameters:
  ///   - file: The saved file.
  ///   - limits: The limits; at most `maxBytes` bytes are read.
  ///   - steps: The steps of each stack needed.
  /// - Returns: The head's state as a snapshot.
  package static func readHead(of file: URL, limits: RestorationLimits, steps: Int) -> NavigationSnapshot? {
    let descriptor = open(file.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    let opening = Array(#"{"formatVersion":"#.utf8)
    var bytes: [UInt8] = []
    var scanner = JSONStructureScanner()
    var scanned = 0
    var start: Int?
    var formatVersion: Int?
    // Read in chunks until the head's closing brace.
    while bytes.count < limits.maxBytes {
      let chunk = Swift.min(4 << 10, limits.maxBytes - bytes.count)
      var next = [UInt8](repeating: 0, count: chunk)
      let read = pread(descriptor, &next, chunk, off_t(bytes.count))
      guard read > 0 else { return nil }
      bytes += next.prefix(read)
      if start == nil {
        // `{"formatVersion":N,"head":` as a store writes it.
        guard bytes.count >= opening.count + 24 || read < chunk else { continue }  // (a first chunk holds it)
        guard bytes.starts(with: opening) else { return nil }
        let digits = bytes[opening.count...].prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        let afterDigits = opening.count + digits.count
        let key = Array(#","head":"#.utf8)
        guard !digits.isEmpty, digits.count < 10, bytes[afterDigits...].starts(with: key) else { return nil }
        formatVersion = Int(String(decoding: digits, as: UTF8.self))
        start = afterDigits + key.count
        scanned = afterDigits + key.count
      }
      guard let start else { continue }
      while scanned < bytes.count {
        defer { scanned += 1 }
        guard case .structural(let byte, let depth) = scanner.scan(bytes[scanned]) else { continue }
        if depth == 0, byte == UInt8(ascii: "}") {
          return head(bytes[start...scanned], formatVersion: formatVersion ?? Int.max, steps: steps)
        }
        if depth > limits.maxNesting { return nil }
      }
    }
    return nil
  }

  /// The head read from `bytes` as a snapshot of its state, when it keeps
  /// `steps` steps of each stack and its format is one this library reads.
  private static func head(_ bytes: ArraySlice<UInt8>, formatVersion: Int, steps: Int) -> NavigationSnapshot? {
    // Only the steps needed of each stack are decoded.
    let decoder = JSONDecoder()
    decoder.userInfo[SavedState.stepsPerStack] = steps
    guard formatVersion <= currentFormatVersion, let head = try? decoder.decode(SavedHead.self, from: Data(bytes)),
      head.steps >= steps, head.schemaVersion >= 0
    else { return nil }
    return NavigationSnapshot(
      formatVersion: formatVersion, schemaVersion: head.schemaVersion, savedAt: Date(timeIntervalSince1970: 0),
      state: head.state, requests: nil)
  }
}
