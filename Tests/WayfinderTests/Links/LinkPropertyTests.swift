import Foundation
import PropertyBased
import Testing
@_spi(WayfinderInternals) import Wayfinder

/// Properties of links over random inputs, shrunk to a small case on failure.
@Suite struct LinkPropertyTests {
  // MARK: parse(print(s)) == s

  static let names = ["ann", "a/b", "café", "a b", "%", "?&=#", "+", ".", "..", "", "x\u{202E}y", "a\u{0}", "~-_."]

  /// A place from four small numbers: most are ones the table prints, some
  /// are not.
  static func place(_ kind: Int, _ value: Int, _ name: Int, _ extra: Int) throws -> LinkPlace<AppTab, Page> {
    let text = names[name % names.count]
    let (target, steps): (StackTarget<AppTab>, [Step<Page>]) =
      switch kind {
      case 0: (.tab(.home), [Step(.item(value))])
      case 1: (.tab(.home), [Step(.itemsNew)])
      case 2: (.tab(.search), [Step(.user(text))])
      case 3: (.tab(.settings), [Step(.zoo(value.isMultiple(of: 2) ? .city : .safari))])
      case 4: (.modalOverTabs, [Step(.sheet(value), .sheet)])
      case 5: (.tab(.home), (0..<extra).map { Step(.item($0 + value)) })
      case 6: (.tab(.search), [Step(.user(text)), Step(.item(value))])
      default: (.tab(.settings), [Step(.doc([text]))])
      }
    return try LinkPlace(target, stack: BackStack(steps))
  }

  static let places = zip(Gen.int(in: 0...7), Gen.int(in: -1000...1000), Gen.int(in: 0...20), Gen.int(in: 0...4))

  @Test func everyPrintableStateParsesBackToItself() async throws {
    var printed = 0
    var unprintable = 0
    await propertyCheck(count: 500, input: Self.places) { kind, value, name, extra in
      let place = try Self.place(kind, value, name, extra)
      let state = try freshTabs().opening(place, .replacing)
      do {
        let link = try testLinks.link(for: state)
        printed += 1
        let parsed = try testLinks.state(for: link, from: freshTabs())
        #expect(parsed == state, "\(link)")
      } catch LinkError.unprintable(_, let step, let covered) {
        unprintable += 1
        // The covered part, when there is one, is a true prefix of the place.
        if let covered {
          let prefix = try testLinks.state(for: covered, from: freshTabs()).shownPlace
          #expect(Array(prefix.stack) == Array(place.stack.prefix(step)))
        }
      }
    }
    #expect(printed > 200 && unprintable > 20, "\(printed) printed, \(unprintable) not")
  }

  // MARK: The trie against a brute-force matcher

  /// A pattern piece: 0–2 the literals a, b, c; 3 an Int parameter; 4 a
  /// String parameter; 5 an Int wildcard; 6 a String wildcard.
  typealias Spec = [Int]

  static func pattern(_ spec: Spec) -> LinkPattern {
    let pieces: [any LinkPatternComponent] = spec.enumerated().map { index, kind in
      switch kind {
      case 0...2: ["a", "b", "c"][kind]
      case 3: LinkParameter<Int>("p\(index)")
      case 4: LinkParameter<String>("p\(index)")
      case 5: LinkWildcard<Int>("p\(index)")
      default: LinkWildcard<String>("p\(index)")
      }
    }
    return LinkPattern(path: pieces)
  }

  /// The table of `specs` (the ones that register) and those specs; each
  /// pattern's place holds its index, then the texts of its captures.
  static func table(_ specs: [Spec]) -> (LinkTable<Never, String>, [Spec]) {
    var table = LinkTable<Never, String>(scheme: "app")
    var registered: [Spec] = []
    for spec in specs {
      let index = registered.count
      do {
        try table.register(pattern(spec)) { values, place in
          try place.push(String(index))
          for (position, kind) in spec.enumerated() {
            let name = "p\(position)"
            switch kind {
            case 3: try place.push(String(try values.value(LinkParameter<Int>(name))))
            case 4: try place.push(try values.value(LinkParameter<String>(name)))
            case 5: try place.push(values[LinkWildcard<Int>(name)].map(String.init).joined(separator: ","))
            case 6: try place.push(values[LinkWildcard<String>(name)].joined(separator: ","))
            default: break
            }
          }
        }
        registered.append(spec)
      } catch {
        continue  // a conflict: the brute force never sees this pattern either
      }
    }
    return (table, registered)
  }

  /// The same rule as the trie's, by scanning the patterns: of the
  /// patterns that match the whole link, the one that prefers, segment by
  /// segment, a static segment over a parameter over a wildcard (and a
  /// pattern ending with the link over a wildcard of no segments). When
  /// none matches, the deepest segment any pattern reached.
  static func bruteForce(_ specs: [Spec], _ segments: [String]) -> Result<[String], LinkError> {
    func reads(_ kind: Int, _ text: String) -> Bool { kind == 4 || kind == 6 || Int(linkText: text[...]) != nil }
    /// How far `spec` matches `segments`, and its rank at each segment
    /// (0 static, 1 parameter, 2 wildcard) when it matches them all.
    func match(_ spec: Spec) -> (reached: Int, ranks: [Int]?) {
      var ranks: [Int] = []
      for (index, kind) in spec.enumerated() {
        if kind >= 5 {
          let bad = segments[index...].firstIndex { !reads(kind, $0) }
          return (bad ?? segments.count, bad == nil ? ranks + [2] : nil)
        }
        guard index < segments.count else { return (segments.count, nil) }
        let segment = segments[index]
        let matches = kind <= 2 ? ["a", "b", "c"][kind] == segment : reads(kind, segment)
        guard matches else { return (index, nil) }
        ranks.append(kind <= 2 ? 0 : 1)
      }
      return spec.count == segments.count ? (segments.count, ranks) : (spec.count, nil)
    }
    let results = specs.map(match)
    let winner = results.indices.filter { results[$0].ranks != nil }.min {
      results[$0].ranks!.lexicographicallyPrecedes(results[$1].ranks!)
    }
    guard let winner else {
      let reached = results.map(\.reached).max() ?? 0
      return .failure(
        .noMatch(
          matched: Array(segments[..<reached]), stoppedAt: reached < segments.count ? segments[reached] : nil))
    }
    return .success(captures(specs[winner], winner, segments))
  }

  static func captures(_ spec: Spec, _ index: Int, _ segments: [String]) -> [String] {
    var result = [String(index)]
    for (position, kind) in spec.enumerated() where kind >= 3 {
      result.append(kind >= 5 ? segments[position...].joined(separator: ",") : segments[position])
    }
    return result
  }

  static let tables = Gen.int(in: 0...6).array(of: 0...4).array(of: 1...12)
  static let segments = ["a", "b", "c", "1", "22", "x", "-3"]
  static let paths = Gen.int(in: 0...6).map { segments[$0] }.array(of: 0...5).array(of: 1...20)

  @Test func theTrieAgreesWithABruteForceMatcher() async {
    var matches = 0
    var misses = 0
    await propertyCheck(count: 1000, input: Self.tables, Self.paths) { specs, paths in
      let (table, registered) = Self.table(specs)
      for segments in paths {
        let link = "app://" + segments.joined(separator: "/")
        let trie: Result<[String], LinkError> = Result { () throws(LinkError) in
          try table.place(for: link).place.stack.routes
        }
        let expected = Self.bruteForce(registered, segments)
        #expect(trie == expected, "\(link) in \(registered.map { Self.pattern($0).description })")
        if case .success = trie { matches += 1 } else { misses += 1 }
      }
    }
    #expect(matches > 1000 && misses > 1000, "\(matches) matches, \(misses) misses")
  }

  // MARK: print(place) opens place, over random tables

  /// The texts a place's values are drawn from: some equal to the tables'
  /// literals, some that do not print (`""`, `..`).
  static let valueTexts = ["a", "b", "c", "1", "22", "-3", "x", "", ".."]

  /// A table of `specs` whose patterns all print: pattern `i`'s place holds
  /// `i`, then its values (a wildcard's as `*count` and the values), and
  /// its printer reads that back. So the place of pattern `i` prints only
  /// with pattern `i`, and every place opened from a link prints.
  static func printingTable(_ specs: [Spec], _ limits: LinkLimits) -> (LinkTable<Never, String>, [Spec]) {
    var table = LinkTable<Never, String>(scheme: "app", limits: limits)
    var registered: [Spec] = []
    for spec in specs {
      let index = registered.count
      let pattern = pattern(spec)
      do {
        try table.register(pattern) { values, place in
          try place.push(contentsOf: placeRoutes(spec, index, values))
        } print: { place in
          printedValues(spec, index, place.stack.routes)
        }
        registered.append(spec)
      } catch {
        continue
      }
    }
    return (table, registered)
  }

  /// The routes of pattern `index`'s place with `values`.
  static func placeRoutes(_ spec: Spec, _ index: Int, _ values: LinkValues) throws -> [String] {
    var routes = [String(index)]
    for (position, kind) in spec.enumerated() {
      let name = "p\(position)"
      switch kind {
      case 3: routes.append(String(try values.value(LinkParameter<Int>(name))))
      case 4: routes.append(try values.value(LinkParameter<String>(name)))
      case 5, 6:
        let texts = kind == 5 ? values[LinkWildcard<Int>(name)].map(String.init) : values[LinkWildcard<String>(name)]
        routes.append("*\(texts.count)")
        routes += texts
      default: break
      }
    }
    return routes
  }

  /// The values that print `routes` with pattern `index`, or `nil`.
  static func printedValues(_ spec: Spec, _ index: Int, _ routes: [String]) -> LinkValues? {
    guard routes.first == String(index) else { return nil }
    var values = LinkValues()
    var next = 1
    for (position, kind) in spec.enumerated() where kind >= 3 {
      let name = "p\(position)"
      guard next < routes.count else { return nil }
      switch kind {
      case 3:
        guard let value = Int(linkText: routes[next][...]) else { return nil }
        values[LinkParameter<Int>(name)] = value
        next += 1
      case 4:
        values[LinkParameter<String>(name)] = routes[next]
        next += 1
      default:
        guard routes[next].first == "*", let count = Int(routes[next].dropFirst()), count >= 0,
          next + count < routes.count
        else { return nil }
        let texts = Array(routes[(next + 1)..<(next + 1 + count)])
        if kind == 5 {
          let numbers = texts.compactMap { Int(linkText: $0[...]) }
          guard numbers.count == texts.count else { return nil }
          values[LinkWildcard<Int>(name)] = numbers
        } else {
          values[LinkWildcard<String>(name)] = texts
        }
        next += 1 + count
      }
    }
    return next == routes.count ? values : nil
  }

  /// A place of pattern `index` of `specs`, its values drawn by `picks`,
  /// and the segments of its link as written by hand.
  static func place(_ spec: Spec, _ index: Int, _ picks: [Int]) -> (routes: [String], segments: [String]) {
    var picks = picks.makeIterator()
    func pick(_ count: Int) -> Int { (picks.next() ?? 0) % count }
    var routes = [String(index)]
    var segments: [String] = []
    for kind in spec {
      switch kind {
      case 0...2: segments.append(["a", "b", "c"][kind])
      case 3:
        let text = ["1", "22", "-3"][pick(3)]
        routes.append(text)
        segments.append(text)
      case 4:
        let text = valueTexts[pick(valueTexts.count)]
        routes.append(text)
        segments.append(text)
      default:
        let count = pick(3)
        let values = (0..<count).map { _ in kind == 5 ? ["1", "22", "-3"][pick(3)] : valueTexts[pick(valueTexts.count)]
        }
        routes.append("*\(count)")
        routes += values
        segments += values
      }
    }
    return (routes, segments)
  }

  /// Limits from four small numbers: mostly the defaults, some small
  /// enough that printing and opening refuse.
  static func limits(_ picks: [Int]) -> LinkLimits {
    let (length, segments, parameter, depth) = (picks[0], picks[1], picks[2], picks[3])
    return
      (try? LinkLimits(
        maxLength: length < 6 ? 4096 : 8 + length, maxSegments: segments < 6 ? 64 : segments - 5,
        maxParameterLength: parameter < 6 ? 256 : parameter - 5, maxDepth: depth < 6 ? 64 : depth - 6)) ?? LinkLimits()
  }

  /// Every link `link(for:)` prints opens the place it printed, whatever the
  /// table (patterns overlapping by static segments, parameters and
  /// wildcards) and the limits. And when the place's link, written by hand,
  /// opens the place with its own pattern, `link(for:)` prints exactly that
  /// link; when it opens another pattern, the place is unprintable; when
  /// opening refuses it for a limit, printing refuses it with the same error.
  @Test func everyPrintedLinkOpensThePlaceItPrinted() async {
    var printed = 0
    var otherPattern = 0
    var overLimits = 0
    let input = zip(
      Self.tables, Gen.int(in: 0...99), Gen.int(in: 0...99).array(of: 12...12), Gen.int(in: 0...11).array(of: 4...4))
    await propertyCheck(count: 1500, input: input) { specs, which, picks, limitPicks in
      let limits = Self.limits(limitPicks)
      let (table, registered) = Self.printingTable(specs, limits)
      guard !registered.isEmpty else { return }
      let index = which % registered.count
      let (routes, segments) = Self.place(registered[index], index, picks)
      guard let place = try? LinkPlace<Never, String>(stack: BackStack(pushing: routes), maxDepth: .max) else { return }
      let result = Result { () throws(LinkError) in try table.link(for: place) }
      if case .success(let link) = result {
        printed += 1
        let opened = Result { () throws(LinkError) in try table.place(for: link).place }
        #expect(
          opened == .success(place), "\(link) in \(registered.map { Self.pattern($0).description })")
      }
      // The link as written by hand, when every text prints as it is.
      guard segments.allSatisfy({ !$0.isEmpty && $0 != ".." }) else { return }
      let link = "app://" + segments.joined(separator: "/")
      let patterns = "\(link) in \(registered.map { Self.pattern($0).description }) within \(limits)"
      if place.stack.count > limits.maxDepth {
        overLimits += 1
        #expect(
          result == .failure(.limitExceeded(.depth, limit: limits.maxDepth, found: place.stack.count)), "\(patterns)")
        return
      }
      switch Result(catching: { () throws(LinkError) in try table.match(link) }) {
      case .failure(let error):
        overLimits += 1
        guard case .limitExceeded = error else {
          Issue.record("\(error): \(patterns)")
          return
        }
        #expect(result == .failure(error), "\(patterns)")
      case .success(let match) where match.pattern == Self.pattern(registered[index]):
        #expect(result == .success(link), "\(patterns)")
      case .success:
        otherPattern += 1
        guard case .failure(.unprintable) = result else {
          Issue.record("\(result) opens another pattern: \(patterns)")
          return
        }
      }
    }
    #expect(
      printed > 300 && otherPattern > 5 && overLimits > 50,
      "\(printed) printed, \(otherPattern) opening another pattern, \(overLimits) over the limits")
  }

  // MARK: Many siblings, found by hash

  /// Names from a small alphabet, one to twenty bytes: many share their
  /// first eight bytes, some are equal.
  static let siblingNames = Gen.int(in: 0...2).array(of: 1...20).map {
    String($0.map { Character(["a", "b", "é"][$0]) })
  }

  /// A node finds each of its static children, plain or percent-encoded,
  /// and nothing else, however many it has (by comparing each up to eight,
  /// by hash past eight) and in whatever order they were registered.
  @Test func aNodeFindsExactlyItsStaticChildren() async throws {
    await propertyCheck(count: 300, input: Self.siblingNames.array(of: 0...60), Self.siblingNames.array(of: 1...20)) {
      names, probes in
      var table = LinkTable<Never, String>(scheme: "app")
      var registered = Set<String>()
      for name in names where registered.insert(name).inserted {
        try table.register(LinkPattern("s", name)) { _, place in try place.push(name) }
      }
      for name in probes + names.prefix(10) {
        let found = try? table.place(for: "app://s/\(name)").place.stack.routes
        #expect(found == (registered.contains(name) ? [name] : nil), "\(name) among \(registered.count)")
        let escaped = name.utf8.map { "%" + String($0, radix: 16) }.joined()
        let foundEscaped = try? table.place(for: "app://s/\(escaped)").place.stack.routes
        #expect(foundEscaped == found, "\(escaped)")
      }
    }
  }

  // MARK: The scan against a byte-by-byte reading

  /// Pieces of links: plain bytes (among them `!` and `~`, at the edges of
  /// the plain range), delimiters, an escape and a two-byte character, and,
  /// rarer, forbidden bytes.
  static let pieces =
    Array(repeating: ["a", "b", "!", "~", "c"], count: 5).flatMap { $0 }
    + ["/", "/", "/", "/", "?", "#", "%41", "%41", "é", "é", " ", "\t", "\u{7F}"]
  static let texts = Gen.int(in: 0...(pieces.count - 1)).map { pieces[$0] }.array(of: 0...24)

  /// What a link `app://w/` + `pieces` must give, read piece by piece: the
  /// first forbidden byte (anywhere), or an empty segment, is refused;
  /// otherwise the path's segments, decoded, up to `?` or `#`.
  static func expectedSegments(_ pieces: [String]) -> Result<[String], LinkError> {
    var segments = ["w"]
    var current = ""
    var inPath = true
    for piece in pieces {
      if let byte = piece.utf8.first, byte <= 0x20 || byte == 0x7F {
        return .failure(.forbiddenCharacter(UInt32(byte)))
      }
      guard inPath else { continue }
      switch piece {
      case "/":
        if current.isEmpty { return .failure(.emptySegment(at: segments.count)) }
        segments.append(current)
        current = ""
      case "?", "#": inPath = false
      case "%41": current += "A"
      default: current += piece
      }
    }
    if !current.isEmpty { segments.append(current) }
    return .success(Array(segments.dropFirst()))
  }

  /// The scan skips runs of plain bytes eight at a time: at every length and
  /// alignment, it must find the same first delimiter, escape or forbidden
  /// byte as reading one byte at a time.
  @Test func theScanAgreesWithAByteByByteReading() async throws {
    var table = LinkTable<Never, String>(scheme: "app")
    let rest = LinkWildcard<String>("rest")
    try table.register(LinkPattern("w", rest)) { values, place in try place.push(contentsOf: values[rest]) }
    var refused = 0
    await propertyCheck(count: 3000, input: Self.texts) { pieces in
      let link = "app://w/" + pieces.joined()
      let scanned = Result { () throws(LinkError) in try table.place(for: link).place.stack.routes }
      #expect(scanned == Self.expectedSegments(pieces), "\(link.debugDescription)")
      if case .failure = scanned { refused += 1 }
    }
    #expect(refused > 300 && refused < 2700, "\(refused) refused")
  }

  // MARK: Int parameters read in place

  static let digitTexts = Gen.int(in: 0...15).map { Array("01234567890-+a.9")[$0] }.array(of: 1...11)
    .map { String($0) }

  /// A segment of up to eight bytes is read as an `Int` in one word, with
  /// the link's next bytes beside it: it must read exactly as the text
  /// alone does, followed by other bytes or at the link's end, as a
  /// parameter or in a wildcard.
  @Test func anIntParameterReadsAsItsTextAlone() async throws {
    var table = LinkTable<Never, Int>(scheme: "app")
    let id = LinkParameter<Int>("id")
    try table.register(LinkPattern("n", id, "next-segment")) { values, place in try place.push(values.value(id)) }
    try table.register(LinkPattern("n", id)) { values, place in try place.push(values.value(id)) }
    let numbers = LinkWildcard<Int>("numbers")
    try table.register(LinkPattern("w", numbers)) { values, place in try place.push(contentsOf: values[numbers]) }
    var read = 0
    await propertyCheck(count: 3000, input: Self.digitTexts) { text in
      let expected = Int(linkText: text[...]).map { [$0] }
      for link in ["app://n/\(text)/next-segment", "app://n/\(text)"] {
        let routes = try? table.place(for: link).place.stack.routes
        #expect(routes == expected, "\(link)")
      }
      // A wildcard's segments read the same way.
      let link = "app://w/\(text)/12345678"
      let routes = try? table.place(for: link).place.stack.routes
      #expect(routes == expected.map { $0 + [12_345_678] }, "\(link)")
      if expected != nil { read += 1 }
    }
    #expect(read > 300 && read < 2700, "\(read) read")
  }
}
