/// A link split into its path segments and decoded query items, checked
/// against the origins and limits. Segments are byte ranges of the link
/// (or, for one with escapes, its decoded text), so that matching compares
/// bytes and makes no string. Every text is percent-decoded exactly once, so
/// an escaped `/` (`%2F`) is data inside its segment, never a separator.
struct ScannedLink {
  /// One path segment: its bytes in the link, and the index of its decoded
  /// text in `decodedTexts` when it had escapes or non-ASCII bytes (-1
  /// otherwise). Plain data, kept in memory on the stack: a scan allocates
  /// nothing for a link without escapes.
  struct Segment {
    var start: Int32
    var end: Int32
    var decoded: Int32
  }

  /// The link's bytes, valid while the scan is used.
  let bytes: UnsafeBufferPointer<UInt8>
  /// Room for the segments (as many as the link can hold, up to
  /// ``LinkLimits/maxSegments``), valid while the scan is used.
  private let storage: UnsafeMutableBufferPointer<Segment>
  private var count = 0
  /// The decoded texts of the segments that needed decoding.
  var decodedTexts: [String] = []
  /// The query items, decoded, in order; keys are unique.
  var query: [(key: String, value: String)] = []

  init(bytes: UnsafeBufferPointer<UInt8>, storage: UnsafeMutableBufferPointer<Segment>) {
    (self.bytes, self.storage) = (bytes, storage)
  }

  /// The path segments; with an app's own scheme, the host first.
  var segments: UnsafeBufferPointer<Segment> { UnsafeBufferPointer(rebasing: storage[..<count]) }

  /// Appends `segment`; the caller has checked that there is room (see
  /// `LinkScanner.segmentCapacity`).
  mutating func append(_ segment: Segment) {
    assert(count < storage.count, "a link has more segments than its length allows")
    storage[count] = segment
    count += 1
  }

  /// The raw bytes of a segment that needed no decoding.
  @inline(__always)
  func raw(_ segment: Segment) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: bytes[Int(segment.start)..<Int(segment.end)])
  }

  /// The text of segment `index`.
  func text(_ index: Int) -> String {
    let segment = storage[index]
    return segment.decoded >= 0 ? decodedTexts[Int(segment.decoded)] : String(decoding: raw(segment), as: UTF8.self)
  }

  /// The texts of the segments in `range`.
  func texts(_ range: Range<Int>) -> [String] { range.map(text) }

  /// The decoded text of segment `index`, when it needed decoding.
  func decodedText(_ index: Int) -> String? {
    let segment = storage[index]
    return segment.decoded >= 0 ? decodedTexts[Int(segment.decoded)] : nil
  }

  /// The first eight bytes of segment `index` (fewer, zero-padded) as one
  /// number (see ``LinkTrie/prefix(_:)``): one load when the link has eight
  /// bytes from the segment's start.
  @inline(__always)
  func prefix(_ index: Int) -> UInt64 {
    let segment = storage[index]
    let start = Int(segment.start)
    let count = Int(segment.end - segment.start)
    guard start + 8 <= bytes.count else { return LinkTrie.prefix(raw(segment)) }
    let word = UnsafeRawPointer(bytes.baseAddress!).loadUnaligned(fromByteOffset: start, as: UInt64.self)
    return count >= 8 ? word : word & ((1 &<< (UInt64(count) &* 8)) &- 1)
  }

  /// Segment `index`, which needed no decoding, read as an `Int`: a
  /// segment of one to eight bytes without a sign in one word.
  @inline(__always)
  func canonicalDecimal(_ index: Int) -> Int? {
    let segment = storage[index]
    let start = Int(segment.start)
    let count = Int(segment.end - segment.start)
    if count <= 8 && start + 8 <= bytes.count && bytes[start] != UInt8(ascii: "-") {
      let word = UnsafeRawPointer(bytes.baseAddress!).loadUnaligned(fromByteOffset: start, as: UInt64.self)
      return Int.canonicalDecimal(word: word, count: count)
    }
    return Int.canonicalDecimal(raw(segment))
  }

  /// The bytes of segment `index`, which needed no decoding.
  func rawBytes(_ index: Int) -> UnsafeBufferPointer<UInt8> { raw(storage[index]) }
}

/// Reads a link in one pass, byte by byte, into a ``ScannedLink``, without
/// regular expressions or Foundation's URL: every answer to hostile input
/// is the one documented in the Deep links article's table. The bytes'
/// classes are ``LinkByteClass``'s; texts are decoded by
/// ``LinkPercentEncoding``.
enum LinkScanner {
  /// Scans `link` and runs `body` with the scan, whose bytes are valid only
  /// during the call.
  static func withScan<Result>(
    _ link: String, origins: [LinkOrigin], limits: LinkLimits,
    _ body: (ScannedLink) throws(LinkError) -> Result
  ) throws(LinkError) -> Result {
    var link = link
    // The closures below do not throw: the error waits here, and only the
    // result (small, often a number and an array) is handed back through them.
    var failure: LinkError?
    let result = link.withUTF8 { bytes in scan(bytes, origins, limits, body, &failure) }
    guard let result else { throw failure! }
    return result
  }

  /// Scans the link `bytes` and runs `body` with the scan.
  static func withScan<Result>(
    bytes: UnsafeBufferPointer<UInt8>, origins: [LinkOrigin], limits: LinkLimits,
    _ body: (ScannedLink) throws(LinkError) -> Result
  ) throws(LinkError) -> Result {
    var failure: LinkError?
    guard let result = scan(bytes, origins, limits, body, &failure) else { throw failure! }
    return result
  }

  /// `body`'s result on the scan of `bytes`, or `nil` and the error in `failure`.
  @inline(__always)
  private static func scan<Result>(
    _ bytes: UnsafeBufferPointer<UInt8>, _ origins: [LinkOrigin], _ limits: LinkLimits,
    _ body: (ScannedLink) throws(LinkError) -> Result, _ failure: inout LinkError?
  ) -> Result? {
    withUnsafeTemporaryAllocation(of: ScannedLink.Segment.self, capacity: segmentCapacity(bytes.count, limits)) {
      storage -> Result? in
      do throws(LinkError) {
        return try body(scan(bytes, into: storage, origins: origins, limits: limits))
      } catch {
        failure = error
        return nil
      }
    }
  }

  /// Room for the segments of a link of `length` bytes: never more than
  /// the link can hold, whatever ``LinkLimits/maxSegments`` is. A segment
  /// is one byte or more, and segments are separated by a `/`, so `k`
  /// segments take `2k - 1` bytes after the scheme's `x://`: `length / 2`
  /// is room enough (and a link longer than ``LinkLimits/maxLength`` is
  /// refused before its segments are read).
  @inline(__always)
  static func segmentCapacity(_ length: Int, _ limits: LinkLimits) -> Int {
    max(1, min(limits.maxSegments, min(length, limits.maxLength) / 2))
  }

  /// The scan of `bytes`, in named steps: the scheme, the authority, the
  /// path, the query, and the fragment (ignored, but checked).
  private static func scan(
    _ bytes: UnsafeBufferPointer<UInt8>, into storage: UnsafeMutableBufferPointer<ScannedLink.Segment>,
    origins: [LinkOrigin], limits: LinkLimits
  ) throws(LinkError) -> ScannedLink {
    guard bytes.count <= limits.maxLength else {
      throw .limitExceeded(.length, limit: limits.maxLength, found: bytes.count)
    }
    // One pass over the bytes after the scheme: each byte's class says
    // whether it is plain, forbidden (raw controls, DEL and spaces, the
    // fragment included), a delimiter, or part of a text that needs decoding.
    // Runs of plain bytes are skipped eight at a time (`LinkByteClass.firstNotPlain`).
    var link = ScannedLink(bytes: bytes, storage: storage)
    let (colon, isOwnScheme) = try scheme(of: link, origins: origins)
    let scheme = bytes[0..<colon]
    let authorityStart = colon + 3
    let (end, authorityIsPlain) = try authorityEnd(of: link, from: authorityStart)
    let authority = bytes[authorityStart..<end]

    if isOwnScheme {
      // An app's own scheme: the host is the first segment.
      if !authority.isEmpty {
        guard limits.maxSegments >= 1 else { throw .limitExceeded(.segments, limit: limits.maxSegments, found: 1) }
        let host = try segment(
          authority, index: 0, limits: limits, isPlain: authorityIsPlain, decodedTexts: &link.decodedTexts)
        link.append(host)
      }
    } else {
      guard
        origins.contains(where: {
          equalsLowercased(scheme, $0.schemeBytes) && equalsLowercased(authority, $0.hostBytes ?? [])
        })
      else {
        throw .hostNotAllowed(lowercased(authority))
      }
    }
    var index = end
    if index < bytes.count, bytes[index] == UInt8(ascii: "/") {
      if isOwnScheme && authority.isEmpty { throw .emptySegment(at: 0) }
      index = try scanPath(from: index + 1, into: &link, limits: limits)
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "?") {
      index = try scanQuery(from: index + 1, into: &link, limits: limits)
    }
    // The fragment is ignored, but may not hold forbidden bytes either.
    while index < bytes.count {
      if LinkByteClass.of(bytes[index]) == LinkByteClass.forbidden { throw .forbiddenCharacter(UInt32(bytes[index])) }
      index += 1
    }
    return link
  }

  /// The index of the `:` that ends the scheme of `link`'s bytes, checked to be
  /// followed by `//`, and whether the scheme is an app's own (an origin
  /// without a host); refused when no origin allows it.
  @inline(__always)
  private static func scheme(of link: ScannedLink, origins: [LinkOrigin]) throws(LinkError) -> (
    colon: Int, isOwnScheme: Bool
  ) {
    let bytes = link.bytes
    guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0, isSchemeStart(bytes[0]),
      bytes[1..<colon].allSatisfy(isSchemeByte)
    else { throw .malformed("it does not start with a scheme") }
    guard bytes.count >= colon + 3, bytes[colon + 1] == UInt8(ascii: "/"), bytes[colon + 2] == UInt8(ascii: "/")
    else { throw .malformed("a link starts with scheme://") }
    let scheme = bytes[0..<colon]
    var isOwnScheme = false
    var schemeAllowed = false
    // By index: copying an origin out would retain its four buffers.
    for index in origins.indices where equalsLowercased(scheme, origins[index].schemeBytes) {
      schemeAllowed = true
      if origins[index].hostBytes == nil { isOwnScheme = true }
    }
    guard schemeAllowed else { throw .schemeNotAllowed(lowercased(scheme)) }
    return (colon, isOwnScheme)
  }

  /// Where the authority that starts at `start` ends (the first `/`, `?`
  /// or `#`, or the end), and whether it needs no decoding; refused when it
  /// holds a forbidden byte, user info, an IPv6 host or a port.
  @inline(__always)
  private static func authorityEnd(of link: ScannedLink, from start: Int) throws(LinkError) -> (
    end: Int, isPlain: Bool
  ) {
    let bytes = link.bytes
    var end = start
    var isPlain = true
    while true {
      end = LinkByteClass.firstNotPlain(bytes, from: end)
      guard end < bytes.count else { break }
      let byteClass = LinkByteClass.of(bytes[end])
      if byteClass == LinkByteClass.decoded {
        isPlain = false
        end += 1
      } else if byteClass == LinkByteClass.forbidden {
        throw .forbiddenCharacter(UInt32(bytes[end]))
      } else {
        break
      }
    }
    let authority = bytes[start..<end]
    if authority.contains(UInt8(ascii: "@")) { throw .userInfo }
    if authority.first == UInt8(ascii: "[") { throw .hostNotAllowed(String(decoding: authority, as: UTF8.self)) }
    if let portColon = authority.firstIndex(of: UInt8(ascii: ":")) {
      throw .port(String(decoding: bytes[(portColon + 1)..<end], as: UTF8.self))
    }
    return (end, isPlain)
  }

  /// Reads the path's `/`-separated segments from `start` (after its first
  /// `/`) into `link`, up to `?`, `#` or the end: the index where it stopped.
  @inline(__always)
  private static func scanPath(from start: Int, into link: inout ScannedLink, limits: LinkLimits)
    throws(LinkError) -> Int
  {
    let bytes = link.bytes
    var index = start
    var start = start
    var isPlain = true
    while true {
      index = LinkByteClass.firstNotPlain(bytes, from: index)
      var byteClass = LinkByteClass.question  // the end of the link ends the path, as "?" does
      if index < bytes.count {
        byteClass = LinkByteClass.of(bytes[index])
        if byteClass == LinkByteClass.decoded {
          isPlain = false
          index += 1
          continue
        }
        if byteClass == LinkByteClass.forbidden { throw .forbiddenCharacter(UInt32(bytes[index])) }
      }
      let atEnd = byteClass != LinkByteClass.slash
      if start < index {
        guard link.segments.count < limits.maxSegments else {
          throw .limitExceeded(.segments, limit: limits.maxSegments, found: link.segments.count + 1)
        }
        let next = try segment(
          bytes[start..<index], index: link.segments.count, limits: limits, isPlain: isPlain,
          decodedTexts: &link.decodedTexts)
        link.append(next)
      } else if !atEnd {
        throw .emptySegment(at: link.segments.count)  // a trailing "/" is ignored; any other empty segment is not
      }
      if atEnd { return index }
      index += 1
      start = index
      isPlain = true
    }
  }

  /// Reads the query's `&`-separated `key=value` items from `start` (after
  /// its `?`) into `link`, up to `#` or the end: the index where it stopped.
  private static func scanQuery(from start: Int, into link: inout ScannedLink, limits: LinkLimits)
    throws(LinkError) -> Int
  {
    let bytes = link.bytes
    var index = start
    var start = start
    // Past a few items, the keys seen so far are kept in a set: checking
    // each key stays O(1), and a long query O(n), not O(n²).
    var keys = Set<String>()
    while true {
      if index < bytes.count, LinkByteClass.of(bytes[index]) == LinkByteClass.forbidden {
        throw .forbiddenCharacter(UInt32(bytes[index]))
      }
      let atEnd = index == bytes.count || bytes[index] == UInt8(ascii: "#")
      if atEnd || bytes[index] == UInt8(ascii: "&") {
        if start < index {
          let item = bytes[start..<index]
          let equals = item.firstIndex(of: UInt8(ascii: "=")) ?? index
          let key = try LinkPercentEncoding.decode(bytes[start..<equals], index: nil, limits: limits)
          let value =
            equals < index
            ? try LinkPercentEncoding.decode(bytes[(equals + 1)..<index], index: nil, limits: limits) : ""
          if link.query.count < 8 {
            if link.query.contains(where: { $0.key == key }) { throw .repeatedQueryKey(key) }
          } else {
            if keys.isEmpty { keys = Set(link.query.lazy.map(\.key)) }
            guard keys.insert(key).inserted else { throw .repeatedQueryKey(key) }
          }
          link.query.append((key, value))
        }
        if atEnd { return index }
        start = index + 1
      }
      index += 1
    }
  }

  /// A path segment of `raw`, checked; decoded only when it has escapes.
  @inline(__always)
  private static func segment(
    _ raw: Slice<UnsafeBufferPointer<UInt8>>, index: Int, limits: LinkLimits, isPlain: Bool,
    decodedTexts: inout [String]
  ) throws(LinkError) -> ScannedLink.Segment {
    if isPlain {
      // Plain ASCII without escapes: the bytes are the text.
      let count = raw.endIndex - raw.startIndex
      guard count <= limits.maxParameterLength else {
        throw .limitExceeded(.parameterLength, limit: limits.maxParameterLength, found: count)
      }
      if count <= 2 && raw.allSatisfy({ $0 == UInt8(ascii: ".") }) { throw .dotSegment(at: index) }
      return ScannedLink.Segment(start: Int32(raw.startIndex), end: Int32(raw.endIndex), decoded: -1)
    }
    decodedTexts.append(try LinkPercentEncoding.decode(raw, index: index, limits: limits))
    return ScannedLink.Segment(
      start: Int32(raw.startIndex), end: Int32(raw.endIndex), decoded: Int32(decodedTexts.count - 1))
  }

  /// Whether `bytes`, lower-cased, are `lowercase`.
  private static func equalsLowercased(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, _ lowercase: [UInt8]) -> Bool {
    guard bytes.count == lowercase.count else { return false }
    var position = bytes.startIndex
    for other in lowercase {
      let byte = bytes[position]
      guard (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte) == other else { return false }
      position += 1
    }
    return true
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
}
