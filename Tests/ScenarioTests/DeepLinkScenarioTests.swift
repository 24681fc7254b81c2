import Testing
@_spi(WayfinderInternals) import Wayfinder

/// S13: a URL opens the app at a given place (a tab, a split selection, a
/// stack of several levels, a modal), and that place prints back to the
/// same URL. An unknown or malformed URL opens nothing and says why; a
/// link to a protected screen goes through its guard first.
@MainActor @Suite struct DeepLinkScenarioTests {
  enum Tab: String, Hashable, Sendable, CaseIterable { case library, account }

  enum Screen: Hashable, Sendable {
    case shelf(Int)
    case book(shelf: Int, Int)
    case settings
    case signIn(then: String?)
  }

  static func links() throws -> LinkTable<Tab, Screen> {
    var links = LinkTable<Tab, Screen>(scheme: "books")
    let shelf = LinkParameter<Int>("shelf")
    let book = LinkParameter<Int>("book")
    // The library is a split: the shelf selected in the sidebar, the book in the detail.
    try links.register(LinkPattern("shelves", shelf, "books", book)) { values, place in
      place.target = .tab(.library)
      let shelfID = try values.value(shelf)
      try place.push(.shelf(shelfID))
      try place.push(.book(shelf: shelfID, values.value(book)))
    } print: { place in
      guard place.target == .tab(.library), let routes = place.pushedRoutes, routes.count == 2,
        case .shelf(let shelfID) = routes[0], case .book(shelfID, let bookID) = routes[1]
      else { return nil }
      var values = LinkValues(shelf, shelfID)
      values[book] = bookID
      return values
    }
    try links.register(LinkPattern("account", "settings")) { _, place in
      place.target = .tab(.account)
      try place.present(.settings)
    } print: { place in
      place.target == .tab(.account) && Array(place.stack) == [Step(.settings, .sheet)] ? LinkValues() : nil
    }
    let then = LinkParameter<String>("then")
    try links.register(LinkPattern("signin", query: then)) { values, place in
      place.target = .modalOverTabs
      try place.present(.signIn(then: values[then]))
    } print: { place in
      guard place.target == .modalOverTabs, place.stack.count == 1, case .signIn(let target) = place.stack[0].route
      else {
        return nil
      }
      return LinkValues(then, target)
    }
    return links
  }

  @Test func s13ALinkOpensATabASplitSelectionAndAStackAndPrintsBack() throws {
    let links = try Self.links()
    let navigator = Navigator(Tabs<Tab, Screen>(selected: .account))
    let link = "books://shelves/3/books/14"
    try navigator.open(link, with: links)
    #expect(navigator.state.selectedTab == .library)
    let projection = NavigationProjection(navigator.state, layout: .twoColumns, sizeClass: .regular)
    #expect(projection.columns.first?.selection == .shelf(3))
    #expect(projection.columns.last?.topRoute == .book(shelf: 3, 14))
    #expect(try links.link(for: navigator.state) == link)
    // Back works as if the user had walked there.
    try navigator.goBack()
    #expect(navigator.state.shownStack.routes == [.shelf(3)])
  }

  @Test func s13ALinkOpensAModal() throws {
    let links = try Self.links()
    let navigator = Navigator(Tabs<Tab, Screen>(selected: .library))
    try navigator.open("books://account/settings", with: links)
    #expect(NavigationProjection(navigator.state, sizeClass: .compact).modals.map(\.topRoute) == [.settings])
    #expect(try links.link(for: navigator.state) == "books://account/settings")
  }

  @Test func s13AnUnknownOrMalformedLinkOpensNothingAndSaysWhy() throws {
    let links = try Self.links()
    let navigator = Navigator(Tabs<Tab, Screen>(selected: .library))
    let before = navigator.state
    let cases: [(String, LinkError)] = [
      ("books://shelves/3/films/1", .noMatch(matched: ["shelves", "3"], stoppedAt: "films")),
      ("books://shelves/three/books/1", .noMatch(matched: ["shelves"], stoppedAt: "three")),
      ("books://shelves/3/books/%", .invalidEscape(at: 24)),
      ("http://shelves/3/books/1", .schemeNotAllowed("http")),
    ]
    for (link, error) in cases {
      #expect(throws: error) { try navigator.open(link, with: links) }
      #expect(navigator.state == before)
    }
  }

  @Test func s13ALinkToAProtectedScreenGoesThroughItsGuardAndContinuesAfterSignIn() throws {
    let links = try Self.links()
    let navigator = Navigator(Tabs<Tab, Screen>(selected: .library))
    var signedIn = false
    navigator.guards.append(
      NavigationGuard { proposal in
        guard !signedIn, proposal.after.tabs?.stack(for: .account)?.contains(.settings) == true else { return .allow }
        // Sign in first; the sign-in screen carries where the link was going.
        var redirected = proposal.before
        try? redirected.apply(
          NavigationIntent(
            .present(.signIn(then: try? links.link(for: proposal.after)), as: .sheet), in: .modalOverTabs))
        return .redirect(redirected)
      })
    try navigator.open("books://account/settings", with: links)
    #expect(navigator.state.tabs?.modalOverTabs.first?.route == .signIn(then: "books://account/settings"))
    #expect(navigator.state.tabs?.stack(for: .account)?.isEmpty == true, "the protected screen was not reached")
    #expect(try links.link(for: navigator.state) == "books://signin?then=books%3A%2F%2Faccount%2Fsettings")

    signedIn = true
    guard case .signIn(let target?)? = navigator.state.tabs?.modalOverTabs.first?.route else {
      Issue.record("no sign-in target")
      return
    }
    try navigator.open(target, with: links)
    #expect(navigator.state.selectedTab == .account)
    #expect(navigator.state.shownStack.routes == [.settings])
    #expect(navigator.state.tabs?.modalOverTabs.isEmpty == true)
  }
}
