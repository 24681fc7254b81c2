import Foundation

/// A value a link can carry in a path segment or a query value: it reads
/// itself from the segment's text, and writes the text back.
///
/// Reading is strict, so that each value has one text: `Int` reads only
/// canonical decimal (`42`, `-7`; not `+7`, `007`, `3.5`, `0x10` or
/// full-width digits), and a segment that does not read does not match.
/// `Int`, `String` and `UUID` conform; so does any type you declare
/// conforming that is `RawRepresentable` with a `LinkValue` raw value (an
/// enum of `String` cases, say) or `LosslessStringConvertible`:
///
/// ```swift
/// extension ColorRoute: LinkValue {}   // reads "indigo" as .indigo
/// ```
public protocol LinkValue: Hashable, Sendable {
  /// The value that `text` (already percent-decoded) names, or `nil` when it
  /// names none.
  ///
  /// - Parameters:
  ///   - text: A segment's or query value's text, percent-decoded.
  init?(linkText text: Substring)
  /// The value's text in a link, before percent-encoding: reading it gives
  /// the value back. A place whose value does not read back as itself has
  /// no link with that value (printing checks it).
  var linkText: String { get }
}

extension LinkValue where Self: RawRepresentable, RawValue: LinkValue {
  /// The value whose raw value `text` reads as.
  ///
  /// - Parameters:
  ///   - text: A segment's or query value's text, percent-decoded.
  public init?(linkText text: Substring) {
    guard let raw = RawValue(linkText: text) else { return nil }
    self.init(rawValue: raw)
  }
  /// The raw value's text.
  public var linkText: String { rawValue.linkText }
}

extension LinkValue where Self: LosslessStringConvertible {
  /// The value `init(_:)` reads from `text`.
  ///
  /// - Parameters:
  ///   - text: A segment's or query value's text, percent-decoded.
  public init?(linkText text: Substring) { self.init(String(text)) }
  /// The value's `description`.
  public var linkText: String { description }
}

extension String: LinkValue {
  /// The text itself.
  ///
  /// - Parameters:
  ///   - text: A segment's or query value's text, percent-decoded.
  public init?(linkText text: Substring) { self = String(text) }
  /// The string itself.
  public var linkText: String { self }
}

extension Int: LinkValue {
  /// Canonical decimal only: an optional `-`, then ASCII digits without
  /// leading zeros, in range. O(n) in the text's length.
  ///
  /// - Parameters:
  ///   - text: A segment's or query value's text, percent-decoded.
  public init?(linkText text: Substring) {
    var text = text
    guard let value = text.withUTF8(Self.canonicalDecimal) else { return nil }
    self = value
  }

  /// The canonical decimal in the first `count` bytes (1 to 8) of `word`,
  /// read little-endian (the first byte lowest): all eight bytes at once.
  /// `nil` when one is not a digit (a sign too: ``canonicalDecimal(_:)``
  /// reads those), or for a leading zero.
  @inline(__always)
  static func canonicalDecimal(word: UInt64, count: Int) -> Int? {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let kept: UInt64 = count == 8 ? ~0 : (1 &<< (UInt64(count) &* 8)) &- 1
    let text = word & kept
    // A byte is a digit when neither it + 0x46 nor it - 0x30 has its high
    // bit set (nor the byte itself); a carry or borrow only starts at a byte
    // that is not a digit.
    let notDigits = ((text &+ ones &* 0x46) | (text &- ones &* 0x30) | text) & (ones &* 0x80) & kept
    guard notDigits == 0, count == 1 || text & 0xFF != 0x30 else { return nil }
    // The digits' values, the first the most significant, with zeros before
    // them to make eight; then pairs, fours and the eight combined.
    var digits = (text &- (ones &* 0x30) & kept) &<< (UInt64(8 - count) &* 8)
    digits = digits &* 10 &+ digits >> 8
    let pairs: UInt64 = 0x0000_00FF_0000_00FF
    digits = ((digits & pairs) &* 0x000F_4240_0000_0064 &+ (digits >> 16 & pairs) &* 0x0000_2710_0000_0001) >> 32
    return Int(digits)
  }

  static func canonicalDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = 0
    let negative = bytes.first == UInt8(ascii: "-")
    if negative { index = 1 }
    guard index < bytes.count else { return nil }
    // "0" is canonical; "00", "07" and "-0" are not.
    if bytes[index] == UInt8(ascii: "0") && (bytes.count > index + 1 || negative) { return nil }
    var value = 0
    if bytes.count - index <= 18 {
      // Eighteen digits or fewer cannot overflow.
      while index < bytes.count {
        let digit = bytes[index] &- UInt8(ascii: "0")
        guard digit < 10 else { return nil }
        value = value &* 10 &+ Int(digit)
        index += 1
      }
      return negative ? -value : value
    }
    while index < bytes.count {
      let digit = bytes[index] &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (next, overflow2) =
        negative ? times10.subtractingReportingOverflow(Int(digit)) : times10.addingReportingOverflow(Int(digit))
      guard !overflow1 && !overflow2 else { return nil }
      value = next
      index += 1
    }
    return value
  }

  /// The decimal digits.
  public var linkText: String { String(self) }
}

extension UUID: LinkValue {
  /// A UUID in either case (`E621E1F8-C36C-495A-93FC-0C247A3E6E5F`).
  ///
  /// - Parameters:
  ///   - text: A segment's or query value's text, percent-decoded.
  public init?(linkText text: Substring) {
    guard text.utf8.count == 36, let uuid = UUID(uuidString: String(text)) else { return nil }
    self = uuid
  }
  /// The upper-case form.
  public var linkText: String { uuidString }
}
