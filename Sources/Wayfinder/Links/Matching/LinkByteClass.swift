/// What each byte of a link is to the scan (plain, forbidden, a delimiter,
/// or part of a text to decode), and the search for the next byte that is
/// not plain, eight bytes at a time.
enum LinkByteClass {
  static let plain: UInt8 = 0
  static let forbidden: UInt8 = 1
  static let slash: UInt8 = 2
  static let question: UInt8 = 3
  static let hash: UInt8 = 4
  /// `%`, or a byte of a non-ASCII character: its text needs decoding.
  static let decoded: UInt8 = 5

  /// The class of `byte`.
  @inline(__always)
  static func of(_ byte: UInt8) -> UInt8 {
    switch byte {
    case 0...0x20, 0x7F: forbidden
    case UInt8(ascii: "/"): slash
    case UInt8(ascii: "?"): question
    case UInt8(ascii: "#"): hash
    case UInt8(ascii: "%"), 0x80...: decoded
    default: plain
    }
  }

  /// The index of the first byte from `start` on whose class is not
  /// plain, or the end of `bytes`: eight bytes at a time, each word tested
  /// for every byte that is not plain at once. The last bytes are read as
  /// the link's last word, shifted so that the bytes past the end are
  /// zeros, which test as not plain: the answer is then the end.
  @inline(__always)
  static func firstNotPlain(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    let base = UnsafeRawPointer(bytes.baseAddress!)
    while index + 8 <= bytes.count {
      let flags = notPlainBytes(base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      if flags != 0 { return index + flags.trailingZeroBitCount >> 3 }
      index += 8
    }
    guard index < bytes.count else { return index }
    if bytes.count >= 8 {
      let last = base.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self)
      let flags = notPlainBytes(last >> (UInt64(8 - (bytes.count - index)) &* 8))
      return index + flags.trailingZeroBitCount >> 3
    }
    while index < bytes.count && of(bytes[index]) == plain { index += 1 }
    return index
  }

  /// The high bit of each byte of `word` (little-endian) that is not plain;
  /// exact for the lowest such byte, which is the one the scan needs (a
  /// borrow can only flag bytes above a flagged one).
  @inline(__always)
  static func notPlainBytes(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    @inline(__always) func zeroBytes(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
    let belowBang = (word &- ones &* 0x21) & ~word & highs  // controls and space
    let nonASCII = word & highs
    return belowBang | nonASCII | zeroBytes(word ^ (ones &* 0x7F)) | zeroBytes(word ^ (ones &* 0x2F))
      | zeroBytes(word ^ (ones &* 0x3F)) | zeroBytes(word ^ (ones &* 0x23)) | zeroBytes(word ^ (ones &* 0x25))
  }
}
