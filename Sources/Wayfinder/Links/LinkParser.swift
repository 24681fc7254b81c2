/// A link split into its decoded path segments and query items, checked
/// against the origins and limits. Every text is percent-decoded exactly
/// once, so an escaped `/` (`%2F`) is data inside its segment, never a
/// separator.
struct ParsedLink: Sendable {
  /// The path segments, decoded; with an app's own scheme, the host first.
  var segments: [String]
  /// The query items, decoded, in order; keys are unique.
  var query: [(key: String, value: String)]
}

/// Reads links byte by byte, without regular expressions or Foundation's
/// URL: every answer to hostile input is the one documented in the
/// Deep links article's table.
enum LinkParser {
  static func parse(_ link: String, origins: [LinkOrigin], limits: LinkLimits) throws(LinkError) -> ParsedLink {
    var link = link
    let result = link.withUTF8 { bytes in
      Result { () throws(LinkError) in try parse(bytes, origins: origins, limits: limits) }
    }
    return try result.get()
  }

  private static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>, origins: [LinkOrigin], limits: LinkLimits
  ) throws(LinkError) -> ParsedLink {
    guard bytes.count <= limits.maxLength else {
      throw .limitExceeded(.length, limit: limits.maxLength, found: bytes.count)
    }
    // Raw controls, DEL and spaces, anywhere (the fragment included).
    for byte in bytes where byte <= 0x20 || byte == 0x7F { throw .forbiddenCharacter(UInt32(byte)) }

    // scheme "://"
    guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0, isSchemeStart(bytes[0]),
      bytes[1..<colon].allSatisfy(isSchemeByte)
    else { throw .malformed("it does not start with a scheme") }
    guard bytes.count >= colon + 3, bytes[colon + 1] == UInt8(ascii: "/"), bytes[colon + 2] == UInt8(ascii: "/")
    else { throw .malformed("a link starts with scheme://") }
    let scheme = lowercased(bytes[0..<colon])
    let candidates = origins.filter { $0.scheme == scheme }
    guard !candidates.isEmpty else { throw .schemeNotAllowed(scheme) }

    // The authority runs to the first "/", "?" or "#".
    let authorityStart = colon + 3
    var end = authorityStart
    while end < bytes.count, !isDelimiter(bytes[end]) { end += 1 }
    let authority = bytes[authorityStart..<end]
    if authority.contains(UInt8(ascii: "@")) { throw .userInfo }
    if authority.first == UInt8(ascii: "[") { throw .hostNotAllowed(String(decoding: authority, as: UTF8.self)) }
    if let portColon = authority.firstIndex(of: UInt8(ascii: ":")) {
      throw .port(String(decoding: bytes[(portColon + 1)..<end], as: UTF8.self))
    }

    var segments: [String] = []
    let isOwnScheme = candidates.contains { $0.host == nil }
    if isOwnScheme {
      // An app's own scheme: the host is the first segment.
      if !authority.isEmpty { segments.append(try decode(authority, index: 0, limits: limits)) }
    } else {
      let host = lowercased(authority)
      guard candidates.contains(where: { $0.host == host }) else { throw .hostNotAllowed(host) }
    }

    // The path: "/"-separated segments, up to "?" or "#".
    var index = end
    if index < bytes.count, bytes[index] == UInt8(ascii: "/") {
      if isOwnScheme && authority.isEmpty { throw .emptySegment(at: 0) }
      index += 1
      var start = index
      while true {
        let atEnd = index == bytes.count || bytes[index] == UInt8(ascii: "?") || bytes[index] == UInt8(ascii: "#")
        if atEnd || bytes[index] == UInt8(ascii: "/") {
          if start < index {
            guard segments.count < limits.maxSegments else {
              throw .limitExceeded(.segments, limit: limits.maxSegments, found: segments.count + 1)
            }
            segments.append(try decode(bytes[start..<index], index: segments.count, limits: limits))
          } else if !atEnd {
            throw .emptySegment(at: segments.count)  // a trailing "/" is ignored; any other empty segment is not
          }
          if atEnd { break }
          start = index + 1
        }
        index += 1
      }
    }

    // The query: "&"-separated key=value items, up to "#"; the fragment is ignored.
    var query: [(key: String, value: String)] = []
    if index < bytes.count, bytes[index] == UInt8(ascii: "?") {
      index += 1
      var start = index
      while true {
        let atEnd = index == bytes.count || bytes[index] == UInt8(ascii: "#")
        if atEnd || bytes[index] == UInt8(ascii: "&") {
          if start < index {
            let item = bytes[start..<index]
            let equals = item.firstIndex(of: UInt8(ascii: "=")) ?? index
            let key = try decode(bytes[start..<equals], index: nil, limits: limits)
            let value =
              equals < index ? try decode(bytes[(equals + 1)..<index], index: nil, limits: limits) : ""
            if query.contains(where: { $0.key == key }) { throw .repeatedQueryKey(key) }
            query.append((key, value))
          }
          if atEnd { break }
          start = index + 1
        }
        index += 1
      }
    }
    return ParsedLink(segments: segments, query: query)
  }

  /// The text of `raw` (a slice of the link's bytes, so its indices are byte
  /// offsets), percent-decoded once and checked: its length, `.` and `..`
  /// (for a path segment, whose `index` is given), forbidden characters.
  private static func decode(
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

  private static func isDelimiter(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
  }

  private static func isSchemeStart(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }

  private static func isSchemeByte(_ byte: UInt8) -> Bool {
    isSchemeStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "+")
      || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
  }

  private static func lowercased(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
    String(decoding: bytes, as: UTF8.self).lowercased()
  }

  /// `text` percent-encoded for a link: every byte but the unreserved
  /// ones (letters, digits, `-`, `.`, `_`, `~`) is escaped, so a printed
  /// link has one form.
  static func encode(_ text: String, into link: inout String) {
    if text.utf8.allSatisfy(isUnreserved) {
      link += text
      return
    }
    let hex = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count * 3)
    for byte in text.utf8 {
      if isUnreserved(byte) {
        bytes.append(byte)
      } else {
        bytes.append(UInt8(ascii: "%"))
        bytes.append(hex[Int(byte >> 4)])
        bytes.append(hex[Int(byte & 0xF)])
      }
    }
    link += String(decoding: bytes, as: UTF8.self)
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
