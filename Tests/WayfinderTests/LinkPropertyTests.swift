import Foundation
import PropertyBased
import Testing
import Wayfinder

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
    var table = LinkTable<Never, String>(.scheme("app"))
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

  /// The same rule as the trie's, by scanning the patterns: at each
  /// segment keep the patterns with that static segment, else those whose
  /// parameter reads it, else take a wildcard; never go back.
  static func bruteForce(_ specs: [Spec], _ segments: [String]) -> Result<[String], LinkError> {
    func reads(_ kind: Int, _ text: String) -> Bool { kind == 4 || kind == 6 || Int(linkText: text[...]) != nil }
    func isWildcard(_ kind: Int) -> Bool { kind >= 5 }
    var candidates = Array(specs.indices)
    for (index, segment) in segments.enumerated() {
      let literal = ["a", "b", "c"].firstIndex(of: segment)
      let statics = candidates.filter { specs[$0].count > index && literal != nil && specs[$0][index] == literal }
      if !statics.isEmpty {
        candidates = statics
        continue
      }
      let parameters = candidates.filter {
        specs[$0].count > index && (3...4).contains(specs[$0][index]) && reads(specs[$0][index], segment)
      }
      if !parameters.isEmpty {
        candidates = parameters
        continue
      }
      guard let wildcard = candidates.first(where: { specs[$0].count == index + 1 && isWildcard(specs[$0][index]) })
      else { return .failure(.noMatch(matched: Array(segments[..<index]), stoppedAt: segment)) }
      if let bad = segments[index...].firstIndex(where: { !reads(specs[wildcard][index], $0) }) {
        return .failure(.noMatch(matched: Array(segments[..<bad]), stoppedAt: segments[bad]))
      }
      return .success(captures(specs[wildcard], wildcard, segments))
    }
    if let exact = candidates.first(where: {
      specs[$0].count == segments.count && !(specs[$0].last.map(isWildcard) ?? false)
    }) {
      return .success(captures(specs[exact], exact, segments))
    }
    if let wildcard = candidates.first(where: { specs[$0].count == segments.count + 1 && isWildcard(specs[$0].last!) })
    {
      return .success(captures(specs[wildcard], wildcard, segments))
    }
    return .failure(.noMatch(matched: segments, stoppedAt: nil))
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
    var table = LinkTable<Never, String>(.scheme("app"))
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
    var table = LinkTable<Never, Int>(.scheme("app"))
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
