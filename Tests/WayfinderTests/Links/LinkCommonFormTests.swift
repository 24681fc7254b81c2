import Foundation
import Testing
@_spi(WayfinderInternals) import Wayfinder

/// A table made from a scheme and web hosts, and the common form of
/// registering: the routes a link pushes in one stack, printed back from
/// those routes.
@MainActor @Suite struct LinkCommonFormTests {
  enum Route: Hashable, Sendable {
    case list
    case detail(Int)
    case other
  }

  /// `category/:id` in the Home tab: the list, then the detail.
  static func table(
    in target: StackTarget<AppTab> = .tab(.home), limits: LinkLimits = LinkLimits()
  ) throws -> LinkTable<AppTab, Route> {
    var links = LinkTable<AppTab, Route>(scheme: "MyApp", webHosts: ["Example.com", "www.example.com"], limits: limits)
    let id = LinkParameter<Int>("id")
    try links.register("category", id, in: target) { values in
      let detail = try values.value(id)
      guard detail >= 0 else { throw LinkError.rejected("ids start at 0") }
      return [.list, .detail(detail)]
    } print: { routes in
      guard routes.count == 2, routes[0] == .list, case .detail(let detail) = routes[1] else { return nil }
      return LinkValues(id, detail)
    }
    return links
  }

  static func fresh() throws -> NavigationState<AppTab, Route> { .tabs(Tabs(selected: .search)) }

  @Test func theSchemeAndEachWebHostOpenTheSamePathsAndLinksPrintWithTheScheme() throws {
    let links = try Self.table()
    for link in [
      "myapp://category/42", "MYAPP://category/42", "https://example.com/category/42",
      "https://WWW.Example.com/category/42",
    ] {
      let navigator = Navigator(try Self.fresh())
      try navigator.open(link, with: links)
      #expect(navigator.state.selectedTab == .home, "\(link)")
      #expect(navigator.state.shownStack.routes == [.list, .detail(42)], "\(link)")
      #expect(try links.link(for: navigator.state) == "myapp://category/42", "\(link)")
    }
  }

  @Test func anotherSchemeOrHostIsRefusedAndChangesNothing() throws {
    let links = try Self.table()
    let navigator = Navigator(try Self.fresh())
    let before = navigator.state
    #expect(throws: LinkError.schemeNotAllowed("otherapp")) { try navigator.open("otherapp://category/1", with: links) }
    #expect(throws: LinkError.hostNotAllowed("evil.com")) {
      try navigator.open("https://evil.com/category/1", with: links)
    }
    // The app's own scheme is not a web scheme: its host is the path's first segment.
    #expect(throws: LinkError.noMatch(matched: [], stoppedAt: "example.com")) {
      try navigator.open("myapp://example.com/category/1", with: links)
    }
    #expect(navigator.state == before)
  }

  @Test func theRoutesReplaceTheTargetStackAndTheLinkOpensThere() throws {
    let links = try Self.table()
    let navigator = Navigator(try Self.fresh())
    try navigator.push(.other, in: .tab(.home))
    try navigator.open("myapp://category/7", with: links)
    #expect(navigator.state.tabs?.stack(for: .home)?.routes == [.list, .detail(7)])
    #expect(navigator.state.selectedTab == .home)
  }

  @Test func withoutATargetTheRoutesOpenInTheShownStackAndPrintFromAnyStack() throws {
    let links = try Self.table(in: .shown)
    let navigator = Navigator(try Self.fresh())
    try navigator.open("myapp://category/3", with: links)
    #expect(navigator.state.selectedTab == .search)
    #expect(navigator.state.shownStack.routes == [.list, .detail(3)])
    #expect(try links.link(for: navigator.state) == "myapp://category/3")
  }

  @Test func aStackElsewhereThanTheTargetDoesNotPrint() throws {
    let links = try Self.table()
    var state = try Self.fresh()
    try state.apply(NavigationIntent(.setStack(BackStack(pushing: [.list, .detail(5)])), in: .tab(.search)))
    #expect(throws: LinkError.unprintable(stack: "tab search", firstUncoveredStep: 0, covered: nil)) {
      try links.link(for: state)
    }
  }

  @Test func aStackWithAModalOrAHiddenBackDoesNotPrint() throws {
    let links = try Self.table()
    for steps in [
      [Step(Route.list), Step(.detail(5), .sheet)], [Step(Route.list), Step(.detail(5), hidesBack: true)],
    ] {
      var state = try Self.fresh()
      try state.apply(NavigationIntent(.setStack(BackStack(steps)), in: .tab(.home)))
      try state.apply(NavigationIntent(.selectTab(.home, reselectPopsToRoot: false)))
      #expect(throws: LinkError.self) { try links.link(for: state) }
    }
  }

  @Test func whatTheRoutesThrowRefusesTheLinkAndChangesNothing() throws {
    let links = try Self.table()
    let navigator = Navigator(try Self.fresh())
    let before = navigator.state
    #expect(throws: LinkError.rejected("ids start at 0")) { try navigator.open("myapp://category/-1", with: links) }
    #expect(throws: LinkError.missingParameter("level")) {
      var table = LinkTable<AppTab, Route>(scheme: "app")
      try table.register("levels") { values in [.detail(try values.value(LinkParameter<Int>("level")))] }
      try Navigator(try Self.fresh()).open("app://levels", with: table)
    }
    #expect(navigator.state == before)
  }

  @Test func moreRoutesThanTheDepthLimitAreRefusedAndChangeNothing() throws {
    let links = try Self.table(limits: try LinkLimits(maxDepth: 1))
    let navigator = Navigator(try Self.fresh())
    let before = navigator.state
    #expect(throws: LinkError.limitExceeded(.depth, limit: 1, found: 2)) {
      try navigator.open("myapp://category/1", with: links)
    }
    #expect(navigator.state == before)
  }

  @Test func aQueryParameterIsOptionalAndPrints() throws {
    var links = LinkTable<Never, String>(scheme: "app")
    let from = LinkParameter<String>("from")
    try links.register("signin", query: from) { values in
      ["signin", values[from] ?? "-"]
    } print: { routes in
      guard routes.count == 2, routes[0] == "signin" else { return nil }
      return routes[1] == "-" ? LinkValues() : LinkValues(from, routes[1])
    }
    let navigator = Navigator(BackStack<String>())
    try navigator.open("app://signin?from=home", with: links)
    #expect(navigator.state.shownStack.routes == ["signin", "home"])
    #expect(try links.link(for: navigator.state) == "app://signin?from=home")
    try navigator.open("app://signin", with: links)
    #expect(try links.link(for: navigator.state) == "app://signin")
  }

  @Test func anIllFormedOrConflictingPatternIsRefusedAndTheTableIsUnchanged() throws {
    var links = try Self.table()
    #expect(
      throws: RegistrationError.conflict(
        "category/:other", existing: "category/:id", reason: "both match the same links")
    ) {
      try links.register("category", LinkParameter<Int>("other")) { _ in [] }
    }
    #expect(throws: RegistrationError.invalid("a/..", reason: "a static segment cannot be \"..\"")) {
      try links.register("a", "..") { _ in [] }
    }
    let navigator = Navigator(try Self.fresh())
    try navigator.open("myapp://category/2", with: links)
    #expect(navigator.state.shownStack.routes == [.list, .detail(2)])
    // The refused pattern left no trace: not even its first segment matches.
    #expect(throws: LinkError.noMatch(matched: [], stoppedAt: "a")) { try navigator.open("myapp://a", with: links) }
  }

  @Test func limitsOutOfRangeSayWhichAndWhy() {
    #expect(throws: RegistrationError.limitOutOfRange(.depth, value: -1, valid: 0...Int.max)) {
      try LinkLimits(maxDepth: -1)
    }
    #expect(
      RegistrationError.limitOutOfRange(.length, value: 0, valid: 1...Int(Int32.max)).description
        == "the length limit must be from 1 to 2147483647, not 0")
  }
}
