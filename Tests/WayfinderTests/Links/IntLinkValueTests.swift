import Testing
@_spi(WayfinderInternals) import Wayfinder

/// An `Int` in a link is read two ways: a segment of one to eight bytes,
/// with eight bytes of the link from its start, in one word (every byte
/// tested at once, the bytes past the segment masked off), and any other
/// text byte by byte from an unsafe buffer. Both must read exactly what a
/// plain reading of the text, one byte at a time, reads: every length of
/// digits from 0 to 20, with and without a sign, leading zeros, a byte that
/// is not a digit at each place, and the ends of `Int`'s range.
@Suite struct IntLinkValueTests {
  /// Canonical decimal read one byte at a time: the definition the fast
  /// readings must agree with.
  static func plainReading(_ text: String) -> Int? {
    var bytes = Array(text.utf8)[...]
    let negative = bytes.first == UInt8(ascii: "-")
    if negative { bytes.removeFirst() }
    guard let first = bytes.first else { return nil }
    if first == UInt8(ascii: "0") && (bytes.count > 1 || negative) { return nil }
    // Summed negative, so that Int.min reads without overflow.
    var value = 0
    for byte in bytes {
      guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
      let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (next, overflow2) = times10.subtractingReportingOverflow(Int(byte - UInt8(ascii: "0")))
      guard !overflow1 && !overflow2 else { return nil }
      value = next
    }
    if negative { return value }
    let (positive, overflow) = (0).subtractingReportingOverflow(value)
    return overflow ? nil : positive
  }

  /// The texts to read: for each length of digits 0 to 20 and each sign,
  /// digits without and with a leading zero, all zeros, all nines, and a
  /// byte that is not a digit at each place; then the ends of the range.
  static let texts: [String] = {
    var numbers = SeededRandom(seed: 26)  // a fixed sequence, so that a failure repeats
    var texts: [String] = []
    let notDigits = Array("-+a.:~_ ")
    for length in 0...20 {
      for sign in ["", "-", "+"] {
        for _ in 0..<8 {
          var digits = (0..<length).map { _ in Character(String(Int.random(in: 0..<10, using: &numbers))) }
          if length > 0 && digits[0] == "0" { digits[0] = "1" }
          texts.append(sign + String(digits))
          if length > 0 {
            digits[0] = "0"
            texts.append(sign + String(digits))
          }
        }
        texts.append(sign + String(repeating: "0", count: length))
        texts.append(sign + String(repeating: "9", count: length))
        for place in 0..<length {
          var digits = (0..<length).map { _ in Character(String(Int.random(in: 1..<10, using: &numbers))) }
          digits[place] = notDigits[Int.random(in: notDigits.indices, using: &numbers)]
          texts.append(sign + String(digits))
        }
      }
    }
    texts += [
      "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
      "18446744073709551616", "99999999999999999999", "-0", "0", "00", "12345678", "123456789", "-1234567",
    ]
    return texts
  }()

  @Test func theWordAndTheBufferReadAsAPlainReading() throws {
    var table = LinkTable<Never, Int>(scheme: "app")
    let id = LinkParameter<Int>("id")
    // After the segment: other bytes, or digits that the word reading must
    // mask off, or the link's end (fewer than eight bytes left: the buffer).
    try table.register(LinkPattern("n", id, "next-segment")) { values, place in try place.push(values.value(id)) }
    try table.register(LinkPattern("n", id, "12345678")) { values, place in try place.push(values.value(id)) }
    try table.register(LinkPattern("n", id)) { values, place in try place.push(values.value(id)) }
    let numbers = LinkWildcard<Int>("numbers")
    try table.register(LinkPattern("w", numbers)) { values, place in try place.push(contentsOf: values[numbers]) }
    var read = 0
    for text in Self.texts {
      let expected = Self.plainReading(text)
      #expect(Int(linkText: text[...]) == expected, "\(text.debugDescription)")
      if expected != nil { read += 1 }
      // An empty segment is no segment of a link.
      guard !text.isEmpty else { continue }
      for link in ["app://n/\(text)/next-segment", "app://n/\(text)/12345678", "app://n/\(text)"] {
        let routes = try? table.place(for: link).place.stack.routes
        #expect(routes == expected.map { [$0] }, "\(link)")
      }
      let routes = try? table.place(for: "app://w/\(text)/1").place.stack.routes
      #expect(routes == expected.map { [$0, 1] }, "app://w/\(text)/1")
    }
    // The texts include numbers of every length that read, and the ends.
    #expect(read > 300, "\(read) read")
    #expect(Int(linkText: "-9223372036854775808") == Int.min)
    #expect(Int(linkText: "9223372036854775807") == Int.max)
  }
}
