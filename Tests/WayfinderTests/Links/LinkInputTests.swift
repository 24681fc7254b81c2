import Foundation
import Testing
@_spi(WayfinderInternals) import Wayfinder

/// Hostile links: each gets the answer the Deep links article's table
/// documents, and a refused link changes nothing.
@Suite struct LinkInputTests {
  /// Links and the error each must give.
  static let refused: [(String, LinkError)] = [
    ("wayfinder://items/%zz", .invalidEscape(at: 18)),
    ("wayfinder://users/a%4", .invalidEscape(at: 19)),
    ("wayfinder://users/%C3%28", .invalidUTF8(at: 18)),
    ("wayfinder://users/a\u{0}b", .forbiddenCharacter(0)),
    ("wayfinder://users/a%00b", .forbiddenCharacter(0)),
    ("wayfinder://users/a%0Ab", .forbiddenCharacter(0x0A)),
    ("wayfinder://users/a%7Fb", .forbiddenCharacter(0x7F)),
    ("wayfinder://users/a%C2%85b", .forbiddenCharacter(0x85)),
    ("wayfinder://users/evil%E2%80%AEtxt", .forbiddenCharacter(0x202E)),
    ("wayfinder://users/evil\u{2066}x", .forbiddenCharacter(0x2066)),
    ("wayfinder://users/a b", .forbiddenCharacter(0x20)),
    ("wayfinder://items/1#a\tb", .forbiddenCharacter(0x09)),
    ("wayfinder:///items/1", .emptySegment(at: 0)),
    ("https://example.com//evil.com/items/1", .emptySegment(at: 0)),
    ("wayfinder://items//1", .emptySegment(at: 1)),
    ("wayfinder://items/./1", .dotSegment(at: 1)),
    ("wayfinder://users/..", .dotSegment(at: 1)),
    ("wayfinder://users/%2E%2E", .dotSegment(at: 1)),
    ("wayfinder://user:secret@items/1", .userInfo),
    ("https://user@example.com/items/1", .userInfo),
    ("https://example.com:8080/items/1", .port("8080")),
    ("wayfinder://items:1/1", .port("1")),
    ("https://[::1]/items/1", .hostNotAllowed("[::1]")),
    ("https://evil.com/items/1", .hostNotAllowed("evil.com")),
    ("https://example.com.evil.com/items/1", .hostNotAllowed("example.com.evil.com")),
    ("ftp://items/1", .schemeNotAllowed("ftp")),
    ("javascript://items/1", .schemeNotAllowed("javascript")),
    ("items/1", .malformed("it does not start with a scheme")),
    ("", .malformed("it does not start with a scheme")),
    ("1wayfinder://items/1", .malformed("it does not start with a scheme")),
    ("wayfinder:items/1", .malformed("a link starts with scheme://")),
    ("wayfinder:/items/1", .malformed("a link starts with scheme://")),
    ("wayfinder://more?count=1&count=2", .repeatedQueryKey("count")),
    ("wayfinder://more?count=many", .invalidQueryValue(name: "count", value: "many")),
    ("wayfinder://items", .noMatch(matched: ["items"], stoppedAt: nil)),
  ]

  @Test(arguments: refused.indices)
  func aHostileLinkIsRefusedWithItsReasonAndChangesNothing(_ index: Int) async throws {
    let (link, expected) = Self.refused[index]
    #expect(linkError { _ = try testLinks.place(for: link) } == expected, "\(link)")
    await MainActor.run {
      let navigator = Navigator(freshTabs())
      #expect(linkError { try navigator.open(link, with: testLinks) } == expected)
      #expect(navigator.state == freshTabs())
      #expect(navigator.log.isEmpty)
    }
  }

  /// Links and the stack each leads to.
  static let accepted: [(String, [Page])] = [
    ("wayfinder://users/a%2Fb", [.user("a/b")]),  // an escaped "/" is data
    ("wayfinder://users/a%252F", [.user("a%2F")]),  // decoded once only
    ("wayfinder://users/caf%C3%A9", [.user("café")]),
    ("wayfinder://users/café", [.user("café")]),
    ("wayfinder://users/a+b", [.user("a+b")]),  // "+" is a plus, not a space
    ("wayfinder://users/a%20b", [.user("a b")]),
    ("wayfinder://items/1/", [.item(1)]),  // one trailing "/" is ignored
    ("wayfinder://items/1#section", [.item(1)]),  // the fragment is ignored
    ("wayfinder://items/1?utm_source=x", [.item(1)]),  // unknown query keys are ignored
    ("WayFinder://items/1", [.item(1)]),  // the scheme is case-insensitive
    ("https://EXAMPLE.com/items/1", [.item(1)]),  // so is a web host
    ("https://example.com/items/-3", [.item(-3)]),
    ("wayfinder://%69tems/1", [.item(1)]),  // static segments compare decoded
    ("wayfinder://docs", [.doc([])]),
    ("wayfinder://docs/a/b%2Fc", [.doc(["a", "b/c"])]),
    ("wayfinder://more?count=2&&", [.item(0), .item(1)]),
  ]

  @Test(arguments: accepted.indices)
  func aDefinedLinkOpensItsPlace(_ index: Int) throws {
    let (link, routes) = Self.accepted[index]
    #expect(try testLinks.place(for: link).place.stack.routes == routes, "\(link)")
  }

  @Test func eachLimitIsEnforcedAndConfigurable() throws {
    let defaults = LinkLimits()
    let values: [Int] = [defaults.maxLength, defaults.maxSegments, defaults.maxParameterLength, defaults.maxDepth]
    #expect(values == [4096, 64, 256, 64])
    #expect(try LinkLimits(maxDepth: 64) == defaults)
    // The fragment is ignored, but counts toward the length.
    let long = "wayfinder://items/1#" + String(repeating: "a", count: 4096 - 20)
    #expect(linkError { _ = try testLinks.place(for: long) } == nil)
    #expect(linkError { _ = try testLinks.place(for: long + "a") } == .limitExceeded(.length, limit: 4096, found: 4097))
    let segments = "wayfinder://docs" + String(repeating: "/a", count: 63)
    #expect(linkError { _ = try testLinks.place(for: segments) } == nil)
    #expect(
      linkError { _ = try testLinks.place(for: segments + "/a") } == .limitExceeded(.segments, limit: 64, found: 65))
    let parameter = "wayfinder://users/" + String(repeating: "é", count: 128)
    #expect(linkError { _ = try testLinks.place(for: parameter) } == nil)
    #expect(
      linkError { _ = try testLinks.place(for: parameter + "a") }
        == .limitExceeded(.parameterLength, limit: 256, found: 257)
    )

    let small = try LinkLimits(maxLength: 30, maxSegments: 3, maxParameterLength: 5, maxDepth: 2)
    let table = try makeTestLinks(limits: small)
    #expect(
      linkError { _ = try table.place(for: "wayfinder://users/abcdefghijklmn") }
        == .limitExceeded(.length, limit: 30, found: 32))
    #expect(
      linkError { _ = try table.place(for: "wayfinder://docs/a/b/c") } == .limitExceeded(.segments, limit: 3, found: 4))
    #expect(
      linkError { _ = try table.place(for: "wayfinder://users/abcdef") }
        == .limitExceeded(.parameterLength, limit: 5, found: 6))
    #expect(
      linkError { _ = try table.place(for: "wayfinder://more?count=3") } == .limitExceeded(.depth, limit: 2, found: 3))
    // A builder that would push without end stops at the limit.
    #expect(
      linkError { _ = try testLinks.place(for: "wayfinder://more?count=9223372036854775807") }
        == .limitExceeded(.depth, limit: 64, found: 65))
  }

  /// A query key or value over the parameter limit is refused as a
  /// segment is (the Deep links article's table), before it is matched.
  @Test func aQueryKeyOrValueOverTheParameterLimitIsRefused() {
    let long = String(repeating: "k", count: 257)
    for link in ["wayfinder://more?\(long)=1", "wayfinder://more?count=1&utm=\(long)"] {
      #expect(
        linkError { _ = try testLinks.place(for: link) } == .limitExceeded(.parameterLength, limit: 256, found: 257))
    }
    #expect(linkError { _ = try testLinks.place(for: "wayfinder://more?\(long.dropLast())=1") } == nil)
  }

  /// Every limit value is valid or refused when the limits are set, with
  /// the limit, the value and the values it accepts; a table keeps the
  /// limits it had.
  @Test func aLimitOutOfRangeIsRefusedWhenSet() throws {
    func limits(_ limit: LinkLimit, _ value: Int) throws(RegistrationError) -> LinkLimits {
      switch limit {
      case .length: try LinkLimits(maxLength: value)
      case .segments: try LinkLimits(maxSegments: value)
      case .parameterLength: try LinkLimits(maxParameterLength: value)
      case .depth: try LinkLimits(maxDepth: value)
      }
    }
    let cases: [(LinkLimit, Int, ClosedRange<Int>)] = [
      (.length, 0, 1...Int(Int32.max)), (.length, Int(Int32.max) + 1, 1...Int(Int32.max)),
      (.segments, 0, 1...Int.max), (.segments, .min, 1...Int.max), (.parameterLength, -3, 1...Int.max),
      (.depth, -1, 0...Int.max), (.depth, .min, 0...Int.max),
    ]
    var table = try makeTestLinks()
    for (limit, value, valid) in cases {
      #expect(throws: RegistrationError.limitOutOfRange(limit, value: value, valid: valid)) {
        table.limits = try limits(limit, value)
      }
      #expect(table.limits == LinkLimits())
      // The bounds themselves are valid.
      #expect(throws: Never.self) { _ = try limits(limit, valid.lowerBound) }
      #expect(throws: Never.self) { _ = try limits(limit, valid.upperBound) }
    }
    #expect(
      RegistrationError.limitOutOfRange(.depth, value: -1, valid: 0...Int.max).description
        == "the depth limit must be at least 0, not -1")
    #expect(
      RegistrationError.limitOutOfRange(.length, value: 0, valid: 1...Int(Int32.max)).description
        == "the length limit must be from 1 to 2147483647, not 0")
  }

  /// The largest limits are valid: a short link opens (the scan allocates
  /// by the link's size, never by the limit), and so does a long one.
  @Test func theLargestLimitsOpenShortAndLongLinks() throws {
    let largest = try LinkLimits(
      maxLength: Int(Int32.max), maxSegments: .max, maxParameterLength: .max, maxDepth: .max)
    let links = try makeTestLinks(limits: largest)
    #expect(try links.place(for: "wayfinder://items/1").place.stack.routes == [.item(1)])
    #expect(try links.place(for: "wayfinder://docs").place.stack.routes == [.doc([])])
    let many = (0..<5_000).map { "s\($0)" }
    let long = "wayfinder://docs/" + many.joined(separator: "/")
    #expect(try links.place(for: long).place.stack.routes == [.doc(many)])
    #expect(try links.place(for: "wayfinder://more?count=300").place.stack.count == 300)
    let name = String(repeating: "n", count: 10_000)
    #expect(
      try links.place(for: links.link(for: LinkPlace(.tab(.search), stack: BackStack(pushing: [.user(name)])))).place
        .stack.routes == [.user(name)])
  }

  /// A depth limit of 0 allows only empty places, both ways.
  @Test func aDepthLimitOfZeroAllowsOnlyEmptyPlaces() throws {
    var links = try makeTestLinks(limits: LinkLimits(maxDepth: 0))
    try links.register(LinkPattern("nothing")) { _, _ in
    } print: {
      $0.stack.isEmpty ? LinkValues() : nil
    }
    #expect(try links.place(for: "wayfinder://nothing").place.stack.isEmpty)
    #expect(try links.link(for: LinkPlace()) == "wayfinder://nothing")
    #expect(linkError { _ = try links.place(for: "wayfinder://items/1") } == .limitExceeded(.depth, limit: 0, found: 1))
    let one = try LinkPlace<AppTab, Page>(.tab(.home), stack: BackStack(pushing: [.item(1)]))
    #expect(linkError { _ = try links.link(for: one) } == .limitExceeded(.depth, limit: 0, found: 1))
  }

  /// A repeated key is found wherever it is in a long query, and a long
  /// query without one opens.
  @Test func aRepeatedKeyIsFoundInALongQuery() throws {
    let links = try makeTestLinks(limits: LinkLimits(maxLength: 2_000_000))
    let items = (0..<80_000).map { "k\($0)=v" }
    #expect(
      try links.place(for: "wayfinder://more?" + (items + ["count=2"]).joined(separator: "&")).place.stack.count == 2)
    for (repeated, at) in [("k0", 80_000), ("k79999", 80_000), ("k5", 6), ("k7", 9), ("count", 40_000)] {
      var query = items
      query.insert(repeated + "=w", at: at)
      if repeated == "count" { query.insert("count=1", at: 10) }
      #expect(
        linkError { _ = try links.place(for: "wayfinder://more?" + query.joined(separator: "&")) }
          == .repeatedQueryKey(repeated), "\(repeated)")
    }
  }

  @Test func everyErrorDescribesItself() {
    for (_, error) in Self.refused { #expect(!error.description.isEmpty) }
    #expect(LinkError.limitExceeded(.depth, limit: 64, found: 65).description == "depth limit 64 exceeded (65)")
    #expect(LinkError.forbiddenCharacter(0x202E).description == "forbidden character U+202E")
  }
}
