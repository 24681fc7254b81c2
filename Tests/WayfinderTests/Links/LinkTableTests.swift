import Foundation
import Testing
@_spi(WayfinderInternals) import Wayfinder

/// Registering patterns, and how the trie chooses among them.
@Suite struct LinkTableTests {
  typealias Table = LinkTable<Never, String>

  /// A table of `patterns`, registered in that order; each leads to a stack
  /// holding the pattern's text.
  static func table(_ patterns: [LinkPattern]) throws -> Table {
    var table = Table(scheme: "app")
    for pattern in patterns {
      try table.register(pattern) { _, place in try place.push(pattern.description) }
    }
    return table
  }

  static func matched(_ table: Table, _ link: String) throws -> String? {
    try table.place(for: link).place.stack.routes.first
  }

  @Test func aStaticSegmentWinsOverAParameterAndAParameterOverAWildcardInAnyOrder() throws {
    let patterns = [
      LinkPattern("a", "new"), LinkPattern("a", LinkParameter<Int>("id")),
      LinkPattern("a", LinkWildcard<String>("rest")),
    ]
    for order in [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]] {
      let table = try Self.table(order.map { patterns[$0] })
      #expect(try Self.matched(table, "app://a/new") == "a/new")
      #expect(try Self.matched(table, "app://a/42") == "a/:id")
      #expect(try Self.matched(table, "app://a/x") == "a/*rest", "a parameter that does not read falls to the wildcard")
      #expect(try Self.matched(table, "app://a/x/2") == "a/*rest")
      // The parameter reads "1", but its branch ends there: the wildcard takes both.
      #expect(try Self.matched(table, "app://a/1/2") == "a/*rest")
      #expect(try Self.matched(table, "app://a") == "a/*rest", "a wildcard matches no segments too")
    }
  }

  /// A node's static children are kept side by side and move as they grow:
  /// every one stays found, whatever its length (one to twenty bytes, so
  /// shorter, as long as and longer than the eight bytes compared at once),
  /// and the children of the other nodes with it.
  @Test func manyStaticChildrenOfOneNodeAreAllFound() throws {
    let names = (1...100).map { String(repeating: "s", count: $0 % 20 + 1) + "\($0)" }
    var patterns: [LinkPattern] = []
    for name in names {
      patterns.append(LinkPattern("p", name))
      patterns.append(LinkPattern("q", name, "end"))
    }
    let table = try Self.table(patterns)
    for name in names {
      #expect(try Self.matched(table, "app://p/\(name)") == "p/\(name)")
      #expect(try Self.matched(table, "app://q/\(name)/end") == "q/\(name)/end")
      #expect(throws: LinkError.noMatch(matched: ["p"], stoppedAt: name + "x")) {
        try Self.matched(table, "app://p/\(name)x")
      }
    }
  }

  /// A branch that fails further down falls back to the next alternative:
  /// the static child first, then the parameter, then the wildcard.
  /// Thousands of siblings, found by hash past eight: each one, whether
  /// its text is written plainly or percent-encoded, and no other; a
  /// duplicate among them conflicts, and a parameter beside them still
  /// reads what they do not match.
  @Test func thousandsOfSiblingsAreFoundByHash() throws {
    // Names that share long prefixes, and of every length around eight bytes.
    let names = (0..<3_000).map { index in
      index.isMultiple(of: 3) ? "item-\(index)" : String(repeating: "x", count: index % 17 + 1) + "\(index / 17)"
    }
    var table = try Self.table(names.map { LinkPattern("s", $0) } + [LinkPattern("s", LinkParameter<Int>("n"))])
    for name in names.shuffled().prefix(600) {
      #expect(try Self.matched(table, "app://s/\(name)") == "s/\(name)")
      let escaped = "%" + String(name.utf8.first!, radix: 16) + name.dropFirst()
      #expect(try Self.matched(table, "app://s/\(escaped)") == "s/\(name)", "\(escaped)")
      #expect(throws: LinkError.noMatch(matched: ["s"], stoppedAt: name + "y")) { try table.match("app://s/\(name)y") }
    }
    #expect(try Self.matched(table, "app://s/12") == "s/:n")
    #expect(
      throws: RegistrationError.conflict("s/item-1500", existing: "s/item-1500", reason: "both match the same links")
    ) {
      try table.register(LinkPattern("s", "item-1500")) { _, _ in }
    }
    #expect(table.patterns.count == names.count + 1)
  }

  @Test func aBranchThatFailsFurtherDownFallsBackToTheNextAlternative() throws {
    let id = LinkParameter<String>("id")
    let table = try Self.table([LinkPattern("a", "new"), LinkPattern("a", id, "edit")])
    #expect(try Self.matched(table, "app://a/old/edit") == "a/:id/edit")
    #expect(try Self.matched(table, "app://a/new") == "a/new")
    #expect(try Self.matched(table, "app://a/new/edit") == "a/:id/edit")
    #expect(try table.match("app://a/new/edit").values[id] == "new")

    let crossing = try Self.table([LinkPattern("a", "b", "c"), LinkPattern("a", LinkParameter<String>("x"), "d")])
    #expect(try Self.matched(crossing, "app://a/b/c") == "a/b/c")
    #expect(try Self.matched(crossing, "app://a/b/d") == "a/:x/d")

    // A parameter that reads, but whose branch fails, falls back to the wildcard.
    let docs = try Self.table([
      LinkPattern("docs", LinkParameter<Int>("id"), "raw"), LinkPattern("docs", LinkWildcard<String>("rest")),
    ])
    #expect(try Self.matched(docs, "app://docs/7/raw") == "docs/:id/raw")
    #expect(try Self.matched(docs, "app://docs/7/print") == "docs/*rest")
    #expect(try docs.match("app://docs/7/print").values[LinkWildcard<String>("rest")] == ["7", "print"])
  }

  /// When nothing matches, the error names the deepest segment any branch
  /// reached, whichever branch it was.
  @Test func noMatchNamesTheDeepestSegmentReached() throws {
    let table = try Self.table([
      LinkPattern("a", "b", "c", "d"), LinkPattern("a", LinkParameter<String>("x"), "e"),
      LinkPattern("z", LinkParameter<Int>("n"), "y", "w"),
    ])
    #expect(throws: LinkError.noMatch(matched: ["a", "b", "c"], stoppedAt: "x")) { try table.match("app://a/b/c/x") }
    #expect(throws: LinkError.noMatch(matched: ["a", "q"], stoppedAt: "q2")) { try table.match("app://a/q/q2") }
    #expect(throws: LinkError.noMatch(matched: ["a", "b", "c"], stoppedAt: nil)) { try table.match("app://a/b/c") }
    #expect(throws: LinkError.noMatch(matched: ["z", "1", "y"], stoppedAt: nil)) { try table.match("app://z/1/y") }
    // The static branch stops at "d"; the parameter's goes one further.
    let deeper = try Self.table([LinkPattern("a", "b", "c"), LinkPattern("a", LinkParameter<String>("x"), "d", "e")])
    #expect(throws: LinkError.noMatch(matched: ["a", "b", "d"], stoppedAt: "x")) { try deeper.match("app://a/b/d/x") }
  }

  @Test func noMatchSaysWhereMatchingStopped() throws {
    let table = try Self.table([LinkPattern("a", "b", "c")])
    #expect(throws: LinkError.noMatch(matched: ["a"], stoppedAt: "x")) { try table.match("app://a/x/c") }
    #expect(throws: LinkError.noMatch(matched: ["a", "b"], stoppedAt: nil)) { try table.match("app://a/b") }
    #expect(throws: LinkError.noMatch(matched: [], stoppedAt: "z")) { try table.match("app://z") }
    #expect(
      LinkError.noMatch(matched: ["a", "b"], stoppedAt: nil).description == "no link ends at \"a/b\"")
  }

  @Test(arguments: ["3.5", "0x10", "１２", "+7", "007", "-0", "", "9223372036854775808", "1e3", " 1", "٣"])
  func anIntReadsOnlyCanonicalDecimal(_ text: String) {
    #expect(Int(linkText: text[...]) == nil)
  }

  @Test func intsStringsUUIDsAndRawValuesRead() {
    #expect(Int(linkText: "-7") == -7)
    #expect(Int(linkText: "0") == 0)
    #expect(Int(linkText: "9223372036854775807") == .max)
    #expect(Int(linkText: "-9223372036854775808") == .min)
    let uuid = UUID()
    #expect(UUID(linkText: uuid.uuidString.lowercased()[...]) == uuid)
    #expect(UUID(linkText: "not-a-uuid") == nil)
    #expect(Zoo.Kind(linkText: "city") == .city)
    #expect(Zoo.Kind(linkText: "City") == nil)
    #expect(Score(linkText: "2.5")?.value == 2.5)
    #expect(Score(linkText: "x") == nil)
  }

  @Test func aParameterThatDoesNotReadDoesNotMatch() throws {
    #expect(throws: LinkError.noMatch(matched: ["items"], stoppedAt: "3.5")) {
      try testLinks.match("wayfinder://items/3.5")
    }
    #expect(throws: LinkError.noMatch(matched: ["zoo"], stoppedAt: "moon")) {
      try testLinks.match("wayfinder://zoo/moon")
    }
    #expect(try testLinks.place(for: "wayfinder://zoo/safari").place.stack.routes == [.zoo(.safari)])
    let match = try testLinks.match("wayfinder://zoo/safari")
    #expect(match.pattern.description == "zoo/:kind" && match.mode == .replacing)
    #expect(match.values[LinkParameter<Zoo.Kind>("kind")] == .safari)
  }

  @Test func samePatternsConflictAndTheErrorNamesBoth() throws {
    var table = try Self.table([LinkPattern("a", LinkParameter<Int>("id"))])
    let cases: [(LinkPattern, String)] = [
      (LinkPattern("a", LinkParameter<Int>("other")), "both match the same links"),
      (
        LinkPattern("a", LinkParameter<String>("name"), "x"),
        "parameters at the same place must have one type (Int, String)"
      ),
    ]
    for (pattern, reason) in cases {
      #expect(throws: RegistrationError.conflict(pattern.description, existing: "a/:id", reason: reason)) {
        try table.register(pattern) { _, _ in }
      }
    }
    try table.register(LinkPattern("a", LinkWildcard<Int>("rest"))) { _, _ in }
    #expect(
      throws: RegistrationError.conflict("a/*more", existing: "a/*rest", reason: "both end in a wildcard of two types")
    ) {
      try table.register(LinkPattern("a", LinkWildcard<String>("more"))) { _, _ in }
    }
    // Refused patterns left the table as it was.
    #expect(table.patterns.map(\.description) == ["a/:id", "a/*rest"])
    #expect(throws: LinkError.noMatch(matched: ["a", "5"], stoppedAt: "x")) { try table.match("app://a/5/x") }
  }

  /// Writing patterns with strings adds no member to `String`: an app's
  /// own `patternPiece` on `String` is the only one.
  @Test func patternsAddNoMemberToString() {
    #expect("items".patternPiece == "the app's own")
    #expect(LinkPattern("items", LinkParameter<Int>("id")).path.first == .literal("items"))
  }

  /// A type the app declares a component, which is neither a string, a
  /// parameter nor a wildcard, is refused when the pattern is registered.
  @Test func aComponentOfAnotherTypeIsRefused() throws {
    var table = try Self.table([LinkPattern("a")])
    let pattern = LinkPattern("items", Shelf(number: 3))
    #expect(
      throws: RegistrationError.invalid(
        "items/Shelf(number: 3)", reason: "Shelf is not a String, a LinkParameter or a LinkWildcard")
    ) {
      try table.register(pattern) { _, _ in }
    }
    #expect(table.patterns.map(\.description) == ["a"])
  }

  @Test func illFormedPatternsAreRefused() {
    var table = Table(scheme: "app")
    let cases: [(LinkPattern, String)] = [
      (LinkPattern("a", LinkWildcard<Int>("rest"), "b"), "a wildcard must come last"),
      (LinkPattern(""), "a static segment cannot be \"\""),
      (LinkPattern("a", ".."), "a static segment cannot be \"..\""),
      (LinkPattern("a\u{202E}b"), "a static segment cannot hold control or bidirectional characters"),
      (LinkPattern("a", LinkParameter<Int>("x"), LinkParameter<Int>("x")), "names must be unique and not empty"),
      (LinkPattern("a", query: "q"), "a query holds parameters only"),
    ]
    for (pattern, reason) in cases {
      #expect(throws: RegistrationError.invalid(pattern.description, reason: reason)) {
        try table.register(pattern) { _, _ in }
      }
    }
    #expect(table.patterns.isEmpty)
  }
}

extension String {
  /// A member of the app's own, named as Wayfinder's pattern pieces are.
  var patternPiece: String { "the app's own" }
}

/// A type an app might declare a pattern component by mistake.
struct Shelf: LinkPatternComponent {
  var number: Int
}
