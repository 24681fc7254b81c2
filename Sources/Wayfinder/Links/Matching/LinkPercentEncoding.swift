/// Percent-decoding a link's texts (once, and checked) and percent-encoding
/// texts into printed links, with the characters a link's text may not hold.
enum LinkPercentEncoding {
  /// The text of `raw` (a slice of the link's bytes, so its indices are byte
  /// offsets), percent-decoded once and checked: its length, `.` and `..`
  /// (for a path segment, whose `index` is given), forbidden characters.
  static func decode(
    _ raw: Slice<UnsafeBufferPointer<UInt8>>, index: Int?, limits: LinkLimits
  ) throws(LinkError) -> String {
    var text: String
    var checkScalars = false
    if raw.contains(UInt8(ascii: "%")) {
      var decoded: [UInt8] = []
      decoded.reserveCapacity(raw.count)
      var position = raw.startIndex
      while position < raw.endIndex {
        let byte = raw[position]
        if byte == UInt8(ascii: "%") {
          guard position + 2 < raw.endIndex, let high = hexValue(raw[position + 1]),
            let low = hexValue(raw[position + 2])
          else { throw .invalidEscape(at: position) }
          decoded.append(high << 4 | low)
          position += 3
        } else {
          decoded.append(byte)
          position += 1
        }
      }
      guard let valid = String(validating: decoded, as: UTF8.self) else { throw .invalidUTF8(at: raw.startIndex) }
      text = valid
      checkScalars = true
    } else {
      text = String(decoding: raw, as: UTF8.self)
      checkScalars = raw.contains { $0 >= 0x80 }
    }
    guard text.utf8.count <= limits.maxParameterLength else {
      throw .limitExceeded(.parameterLength, limit: limits.maxParameterLength, found: text.utf8.count)
    }
    if let index, text == "." || text == ".." { throw .dotSegment(at: index) }
    if checkScalars {
      for scalar in text.unicodeScalars where isForbidden(scalar) { throw .forbiddenCharacter(scalar.value) }
    }
    return text
  }

  /// Controls (C0, DEL, C1) and the bidirectional marks, overrides and isolates.
  static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// `text` percent-encoded for a link, appended to `link`: every byte but
  /// the unreserved ones (letters, digits, `-`, `.`, `_`, `~`) is escaped,
  /// so a printed link has one form. Returns `false`, leaving `link` as it
  /// was, when the text would not read back: when it holds a forbidden
  /// character (see `isForbidden`).
  static func encode(_ text: String, into link: inout [UInt8]) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      let start = link.count
      var isASCII = true
      for byte in bytes {
        if isUnreserved(byte) {
          link.append(byte)
        } else {
          if byte >= 0x80 { isASCII = false }
          link.append(UInt8(ascii: "%"))
          link.append(hexDigit(byte >> 4))
          link.append(hexDigit(byte & 0xF))
        }
      }
      let forbidden =
        isASCII
        ? bytes.contains { $0 < 0x20 || $0 == 0x7F }
        : String(decoding: bytes, as: UTF8.self).unicodeScalars.contains(where: isForbidden)
      if forbidden { link.removeSubrange(start...) }
      return !forbidden
    }
  }

  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
  }

  static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
      UInt8(ascii: "~"):
      true
    default: false
    }
  }
}
