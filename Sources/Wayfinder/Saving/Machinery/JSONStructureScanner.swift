/// Follows JSON text byte by byte: whether a byte is inside a string, and the
/// bracket depth outside strings. Validates nothing else.
struct JSONStructureScanner {
  enum Byte: Equatable {
    /// A byte inside a string, or a string's quotes.
    case inString
    /// A byte outside strings, at this depth (after the byte, for brackets).
    case structural(UInt8, depth: Int)
    /// A closing bracket with nothing open.
    case unbalanced
  }

  private var depth = 0
  private var inString = false
  private var escaped = false

  /// Whether every string and bracket opened so far is closed.
  var isBalanced: Bool { depth == 0 && !inString }

  mutating func scan(_ byte: UInt8) -> Byte {
    if inString {
      if escaped {
        escaped = false
      } else if byte == UInt8(ascii: "\\") {
        escaped = true
      } else if byte == UInt8(ascii: "\"") {
        inString = false
      }
      return .inString
    }
    switch byte {
    case UInt8(ascii: "\""):
      inString = true
      return .inString
    case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
    case UInt8(ascii: "]"), UInt8(ascii: "}"):
      depth -= 1
      if depth < 0 { return .unbalanced }
    default: break
    }
    return .structural(byte, depth: depth)
  }
}
