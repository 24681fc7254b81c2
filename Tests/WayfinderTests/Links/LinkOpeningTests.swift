import Foundation
import Testing
@_spi(WayfinderInternals) import Wayfinder

/// Opening links on a state and through the navigator's guards, and
/// printing places back to links.
@MainActor @Suite struct LinkOpeningTests {
  @Test func aReplacingLinkSetsItsTabsStackSelectsItAndDismissesTheModalOverTabs() throws {
    var state = freshTabs()
    try state.apply(NavigationIntent(.push(.item(9), hidesBack: false), in: .tab(.search)))
    try state.apply(NavigationIntent(.present(.sheet(1), as: .sheet), in: .modalOverTabs))
    let opened = try testLinks.state(for: "wayfinder://users/ann", from: state)
    #expect(opened.selectedTab == .search)
    #expect(opened.tabs?.stack(for: .search)?.routes == [.user("ann")])
    #expect(opened.tabs?.modalOverTabs.isEmpty == true)
    #expect(opened.tabs?.stack(for: .home) == state.tabs?.stack(for: .home), "other tabs keep their stacks")
  }

  @Test func aPushingLinkPushesOntoTheShownStack() throws {
    var state = freshTabs()
    try state.apply(NavigationIntent(.push(.item(9), hidesBack: false)))
    let opened = try testLinks.state(for: "wayfinder://more?count=2", from: state)
    #expect(opened.shownStack.routes == [.item(9), .item(0), .item(1)])
    let single = try testLinks.state(for: "wayfinder://more", from: NavigationState<AppTab, Page>.stack(BackStack()))
    #expect(single.shownStack.routes == [.item(0)])
  }

  @Test func aPlaceNamesItsStackAndAStateWithoutThatStackRefusesIt() throws {
    let overTabs = try testLinks.state(for: "wayfinder://sheet/4", from: freshTabs())
    #expect(Array(overTabs.tabs?.modalOverTabs ?? BackStack()) == [Step(.sheet(4), .sheet)])
    #expect(try testLinks.link(for: overTabs) == "wayfinder://sheet/4")
    // The sheet is over all tabs: a state of one stack has no such stack.
    #expect(
      linkError { _ = try testLinks.state(for: "wayfinder://sheet/4", from: .stack(BackStack([Step(.item(1))]))) }
        == .navigation(.notTabbed))
  }

  @Test func aTabTheStateLacksIsANavigationError() {
    let single = NavigationState<AppTab, Page>.stack(BackStack())
    #expect(linkError { _ = try testLinks.state(for: "wayfinder://items/1", from: single) } == .navigation(.notTabbed))
  }

  @Test func navigatorOpenGoesThroughTheGuardsWithTheDeepLinkCause() throws {
    let navigator = Navigator(freshTabs())
    var causes: [NavigationCause] = []
    navigator.guards.append(
      NavigationGuard { proposal in
        causes.append(proposal.cause)
        return .allow
      })
    let outcome = try navigator.open("wayfinder://items/5", with: testLinks)
    #expect(causes == [.deepLink])
    #expect(navigator.state.shownStack.routes == [.item(5)])
    #expect(navigator.log.last?.cause == .deepLink)
    #expect(outcome == .applied)
    #expect(try navigator.open("wayfinder://items/5", with: testLinks) == .unchanged)
  }

  @Test func aBlockingGuardRefusesTheLinkAndTheStateIsUntouched() {
    let navigator = Navigator(freshTabs())
    navigator.guards.append(NavigationGuard { $0.cause == .deepLink ? .block("links are off") : .allow })
    #expect(
      linkError { try navigator.open("wayfinder://items/5", with: testLinks) }
        == .navigation(.blocked(reason: "links are off")))
    #expect(navigator.state == freshTabs())
  }

  @Test func aRedirectingGuardSendsTheLinkElsewhere() throws {
    let navigator = Navigator(freshTabs())
    let signIn = try testLinks.state(for: "wayfinder://sheet/0", from: freshTabs())
    navigator.guards.append(
      NavigationGuard { proposal in
        proposal.after.shownStack.contains(.user("admin")) ? .redirect(signIn) : .allow
      })
    try navigator.open("wayfinder://users/admin", with: testLinks)
    #expect(navigator.state == signIn)
  }

  @Test func aRedirectLoopStopsAtTheLimitWithAClearError() {
    let navigator = Navigator(freshTabs())
    navigator.redirectLimit = 3
    navigator.guards.append(
      NavigationGuard { proposal in
        var next = proposal.after
        try? next.apply(NavigationIntent(.push(.item(0), hidesBack: false)))
        return .redirect(next)
      })
    #expect(
      linkError { try navigator.open("wayfinder://items/5", with: testLinks) }
        == .navigation(.blocked(reason: "more than 3 redirects")))
    #expect(navigator.state == freshTabs())
  }

  @Test func placesPrintTheirCanonicalLink() throws {
    var links = try makeTestLinks()
    // An alias that prints nothing: the canonical link stays items/…
    try links.register(LinkPattern("i", LinkParameter<Int>("id"))) { values, place in
      place.target = .tab(.home)
      try place.push(.item(values.value(LinkParameter<Int>("id"))))
    }
    let state = try links.state(for: "wayfinder://i/7", from: freshTabs())
    #expect(try links.link(for: state) == "wayfinder://items/7")
    #expect(
      try links.link(for: links.state(for: "wayfinder://users/a%2fb", from: freshTabs())) == "wayfinder://users/a%2Fb")
    #expect(
      try links.link(for: links.state(for: "wayfinder://users/café", from: freshTabs()))
        == "wayfinder://users/caf%C3%A9")
  }

  /// A printed link escapes every byte of a value but letters, digits and
  /// `-._~` (the Deep links article), and opens the same value again.
  @Test func aPrintedLinkEscapesEveryByteButLettersDigitsAndUnreservedMarks() throws {
    let unreserved = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~".utf8)
    for character in (0x20...0x7E).compactMap(Unicode.Scalar.init).map(Character.init) + ["é", "語"] {
      let name = "a\(character)b"
      let escaped = name.utf8.map { unreserved.contains($0) ? String(UnicodeScalar($0)) : String(format: "%%%02X", $0) }
      var named = freshTabs()
      try named.apply(NavigationIntent(.selectTab(.search, reselectPopsToRoot: false)))
      try named.apply(NavigationIntent(.setPath([.user(name)])))
      let link = try testLinks.link(for: named)
      #expect(link == "wayfinder://users/" + escaped.joined(), "\(name)")
      #expect(try testLinks.state(for: link, from: freshTabs()) == named, "\(link)")
    }
  }

  /// A compose link registered `.pushing` (the mail app's
  /// `compose/:draft`): the place it opens from the app's launch state
  /// prints back to it, and that link opens the same place again.
  @Test func aPushingLinkPrintsThePlaceItOpensFromTheRoot() throws {
    let links = try Self.composeLinks()
    let opened = try links.state(for: "app://compose/3", from: freshTabs())
    #expect(opened.shownStack.routes == [.sheet(3)])
    #expect(try links.link(for: opened) == "app://compose/3")
    #expect(try links.state(for: links.link(for: opened), from: freshTabs()) == opened)
  }

  /// A place that both a replacing and a pushing pattern print keeps the
  /// replacing one's link, which opens it from any state; the pushing one
  /// prints what no replacing pattern covers.
  @Test func aReplacingLinkStaysCanonicalBesideAPushingOne() throws {
    var links = try Self.composeLinks()
    let id = LinkParameter<Int>("id")
    try links.register(LinkPattern("drafts", id)) { values, place in
      place.target = .tab(.search)
      try place.present(.sheet(values.value(id)))
    } print: { place in
      guard case .sheet(let value) = place.stack.first?.route, value.isMultiple(of: 2) else { return nil }
      return LinkValues(id, value)
    }
    #expect(try links.link(for: links.state(for: "app://compose/4", from: freshTabs())) == "app://drafts/4")
    #expect(try links.link(for: links.state(for: "app://compose/3", from: freshTabs())) == "app://compose/3")
  }

  /// A table whose one pattern pushes a compose sheet onto the Search tab.
  static func composeLinks() throws -> LinkTable<AppTab, Page> {
    var links = LinkTable<AppTab, Page>(scheme: "app")
    let id = LinkParameter<Int>("id")
    try links.register(LinkPattern("compose", id), .pushing) { values, place in
      place.target = .tab(.search)
      try place.present(.sheet(values.value(id)))
    } print: { place in
      guard place.target == .tab(.search), place.stack.count == 1, place.stack[0].presentation == .sheet,
        case .sheet(let value) = place.stack[0].route
      else { return nil }
      return LinkValues(id, value)
    }
    return links
  }

  @Test func aPlaceNoPatternCoversNamesItsFirstUncoveredStep() throws {
    var state = freshTabs()
    try state.apply(NavigationIntent(.push(.item(1), hidesBack: false)))
    try state.apply(NavigationIntent(.push(.item(2), hidesBack: false)))
    #expect(
      linkError { _ = try testLinks.link(for: state) }
        == .unprintable(stack: "tab home", firstUncoveredStep: 1, covered: "wayfinder://items/1"))
    // Files parse but print nothing: not even the tab's root is covered.
    let files = try testLinks.state(for: "wayfinder://files/\(UUID().uuidString)", from: freshTabs())
    #expect(
      linkError { _ = try testLinks.link(for: files) }
        == .unprintable(stack: "tab search", firstUncoveredStep: 0, covered: nil))
  }

  @Test func aLinkTheTableWouldRefuseIsNotPrinted() throws {
    let links = try makeTestLinks(limits: LinkLimits(maxLength: 24))
    let place = try LinkPlace<AppTab, Page>(.tab(.search), stack: BackStack(pushing: [.user("a-rather-long-name")]))
    #expect(linkError { _ = try links.link(for: place) } == .limitExceeded(.length, limit: 24, found: 36))
  }

  /// The test links, with `pages/*path` (users' pages in Settings) and
  /// `find?q` (a user in Home), both printing, within `limits`.
  static func pageLinks(_ limits: LinkLimits) throws -> LinkTable<AppTab, Page> {
    var links = try makeTestLinks(limits: limits)
    let path = LinkWildcard<String>("path")
    try links.register(LinkPattern("pages", path)) { values, place in
      place.target = .tab(.settings)
      try place.push(contentsOf: values[path].map { Page.user($0) })
    } print: { place in
      guard place.target == .tab(.settings), let routes = place.pushedRoutes else { return nil }
      let names = routes.compactMap { if case .user(let name) = $0 { name } else { nil } }
      guard names.count == routes.count else { return nil }
      var values = LinkValues()
      values[path] = names
      return values
    }
    let query = LinkParameter<String>("q")
    try links.register(LinkPattern("find", query: query)) { values, place in
      place.target = .tab(.home)
      try place.push(.user(values[query] ?? ""))
    } print: { place in
      guard place.target == .tab(.home), place.pushedRoutes?.count == 1, case .user(let name) = place.stack[0].route
      else {
        return nil
      }
      return LinkValues(query, name)
    }
    return links
  }

  static func pages(_ names: [String], in tab: AppTab = .settings) throws -> LinkPlace<AppTab, Page> {
    try LinkPlace(.tab(tab), stack: BackStack(pushing: names.map { Page.user($0) }), maxDepth: .max)
  }

  /// Printing refuses every link that opening would refuse, with the same
  /// error, and the table is unchanged: a place deeper than the depth
  /// limit, a segment or query value longer than the parameter limit, more
  /// segments than the segment limit, a link longer than the length limit.
  @Test func printingRefusesWhatOpeningWouldRefuse() throws {
    let links = try Self.pageLinks(LinkLimits(maxLength: 40, maxParameterLength: 8, maxDepth: 3))
    let fewerSegments = try Self.pageLinks(LinkLimits(maxSegments: 4))
    // Within every limit, each link prints and opens its place again.
    for place in [try Self.pages(["a", "b", "c"]), try Self.pages(["abcdefgh"], in: .home)] {
      #expect(try links.place(for: links.link(for: place)).place == place)
    }
    #expect(try fewerSegments.link(for: Self.pages(["a", "b", "c"])) == "wayfinder://pages/a/b/c")
    let cases: [(LinkTable<AppTab, Page>, [String], AppTab, String, LinkError)] = [
      (links, ["a", "b", "c", "d"], .settings, "pages/a/b/c/d", .limitExceeded(.depth, limit: 3, found: 4)),
      (links, ["abcdefghi"], .settings, "pages/abcdefghi", .limitExceeded(.parameterLength, limit: 8, found: 9)),
      (links, ["abcdefghi"], .home, "find?q=abcdefghi", .limitExceeded(.parameterLength, limit: 8, found: 9)),
      (
        links, ["abcdefgh", "abcdefgh", "abcdefgh"], .settings, "pages/abcdefgh/abcdefgh/abcdefgh",
        .limitExceeded(.length, limit: 40, found: 44)
      ),
      (fewerSegments, ["a", "b", "c", "d"], .settings, "pages/a/b/c/d", .limitExceeded(.segments, limit: 4, found: 5)),
    ]
    for (table, names, tab, link, error) in cases {
      #expect(linkError { _ = try table.link(for: Self.pages(names, in: tab)) } == error, "\(link)")
      #expect(linkError { _ = try table.place(for: "wayfinder://" + link) } == error, "\(link)")
    }
  }
}

/// Printing checks that its link opens the place it printed.
@Suite struct LinkPrintingTests {
  /// Reads any text as its lower-case form: `ABC` prints as `ABC` but
  /// reads back as `abc`, another value.
  struct Lowered: LinkValue {
    var text: String
    init(_ text: String) { self.text = text }
    init?(linkText text: Substring) { self.text = text.lowercased() }
    var linkText: String { text }
  }

  /// Notes: `notes/new`, `notes/:title` and its alias `notes/id/:title`,
  /// all printing; `tags/:tag` of `Lowered` values; `docs/:name` beside
  /// `docs/*rest`, both printing.
  static func table() throws -> LinkTable<Never, String> {
    var links = LinkTable<Never, String>(scheme: "app")
    let title = LinkParameter<String>("title")
    @Sendable func note(_ place: LinkPlace<Never, String>) -> LinkValues? {
      guard let routes = place.pushedRoutes, routes.count == 2, routes[0] == "note" else { return nil }
      return LinkValues(title, routes[1])
    }
    try links.register(LinkPattern("notes", "new")) { _, place in
      try place.push("new note")
    } print: {
      $0.pushedRoutes == ["new note"] ? LinkValues() : nil
    }
    for pattern in [LinkPattern("notes", title), LinkPattern("notes", "id", title)] {
      try links.register(pattern) { values, place in
        try place.push(contentsOf: ["note", values.value(title)])
      } print: {
        note($0)
      }
    }
    let tag = LinkParameter<Lowered>("tag")
    try links.register(LinkPattern("tags", tag)) { values, place in
      try place.push(contentsOf: ["tag", values.value(tag).text])
    } print: { place in
      guard let routes = place.pushedRoutes, routes.count == 2, routes[0] == "tag" else { return nil }
      return LinkValues(tag, Lowered(routes[1]))
    }
    let name = LinkParameter<String>("name")
    let rest = LinkWildcard<String>("rest")
    try links.register(LinkPattern("docs", name)) { values, place in
      try place.push(contentsOf: ["doc", values.value(name)])
    } print: { place in
      guard let routes = place.pushedRoutes, routes.count == 2, routes[0] == "doc" else { return nil }
      return LinkValues(name, routes[1])
    }
    try links.register(LinkPattern("docs", rest)) { values, place in
      try place.push(contentsOf: ["docs"] + values[rest])
    } print: { place in
      guard let routes = place.pushedRoutes, routes.first == "docs" else { return nil }
      var values = LinkValues()
      values[rest] = Array(routes.dropFirst())
      return values
    }
    return links
  }

  static func place(_ routes: String...) throws -> LinkPlace<Never, String> {
    try LinkPlace(stack: BackStack(pushing: routes))
  }

  @Test func aLinkThatAnotherPatternWouldOpenIsNotPrinted() throws {
    let links = try Self.table()
    // `notes/new` would open the new note: the alias prints the note titled "new".
    #expect(try links.link(for: Self.place("note", "new")) == "app://notes/id/new")
    #expect(try links.place(for: "app://notes/id/new").place == Self.place("note", "new"))
    #expect(try links.link(for: Self.place("note", "old")) == "app://notes/old")
    #expect(try links.link(for: Self.place("new note")) == "app://notes/new")
    // One segment of docs would open `docs/:name`: a place of one doc in the
    // wildcard's place has no link; two do.
    #expect(try links.link(for: Self.place("doc", "a")) == "app://docs/a")
    #expect(try links.link(for: Self.place("docs", "a", "b")) == "app://docs/a/b")
    #expect(
      linkError { _ = try links.link(for: Self.place("docs", "a")) }
        == .unprintable(stack: "the shown stack", firstUncoveredStep: 1, covered: "app://docs"))
    #expect(try links.link(for: Self.place("docs")) == "app://docs")
  }

  @Test func aLinkWhoseValuesReadBackAsOthersIsNotPrinted() throws {
    let links = try Self.table()
    #expect(try links.link(for: Self.place("tag", "swift")) == "app://tags/swift")
    // "Swift" would read back as "swift": another place.
    #expect(
      linkError { _ = try links.link(for: Self.place("tag", "Swift")) }
        == .unprintable(stack: "the shown stack", firstUncoveredStep: 0, covered: nil))
  }
}

/// What a builder can refuse.
@Suite struct LinkBuilderErrorTests {
  struct OutOfStock: Error, CustomStringConvertible {
    var description: String { "item 13 is out of stock" }
  }

  static func table() throws -> LinkTable<Never, Int> {
    var links = LinkTable<Never, Int>(scheme: "shop")
    let id = LinkParameter<Int>("id")
    try links.register(LinkPattern("items", id)) { values, place in
      let item = try values.value(id)
      if item == 13 { throw OutOfStock() }
      try place.push(item)
    }
    // A builder that reads a parameter its pattern does not have: a programming
    // error, answered with a typed error rather than a trap.
    try links.register(LinkPattern("broken")) { values, place in
      try place.push(values.value(id))
    }
    return links
  }

  @Test func aBuilderErrorRefusesTheLinkWithItsReason() async throws {
    let links = try Self.table()
    #expect(throws: LinkError.rejected("item 13 is out of stock")) { try links.place(for: "shop://items/13") }
    #expect(try links.place(for: "shop://items/12").place.stack.routes == [12])
    await MainActor.run {
      let navigator = Navigator(BackStack<Int>([Step(1)]))
      #expect(throws: LinkError.rejected("item 13 is out of stock")) {
        try navigator.open("shop://items/13", with: links)
      }
      #expect(navigator.state.shownStack.routes == [1])
    }
  }

  @Test func aMissingParameterIsATypedError() throws {
    #expect(throws: LinkError.missingParameter("id")) { try Self.table().place(for: "shop://broken") }
    #expect(LinkError.missingParameter("id").description == "the link has no parameter \"id\"")
  }
}
