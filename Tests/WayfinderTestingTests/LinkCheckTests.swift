import Testing
import Wayfinder
import WayfinderTesting

/// The link check, on a table that passes and on tables that each break
/// one promise: it must find each break, and name it.
@MainActor @Suite struct LinkCheckTests {
  enum Tab: String, Hashable, Sendable, CaseIterable { case home, settings }
  enum Route: Hashable, Sendable {
    case list
    case detail(Int)
    case about
  }

  static let template = NavigationState<Tab, Route>.tabs(try! Tabs(Tab.allCases, selected: .home))

  /// The list, then a detail; About in Settings.
  static func table(printsDetailAs printed: @escaping @Sendable (Int) -> Int = { $0 }) throws -> LinkTable<Tab, Route> {
    var links = LinkTable<Tab, Route>(scheme: "app", webHosts: ["example.com"])
    let id = LinkParameter<Int>("id")
    try links.register("list", in: .tab(.home)) { _ in
      [.list]
    } print: { routes in
      routes == [.list] ? LinkValues() : nil
    }
    try links.register("list", id, in: .tab(.home)) { values in
      [.list, .detail(try values.value(id))]
    } print: {
      routes in
      guard routes.count == 2, routes[0] == .list, case .detail(let detail) = routes[1] else { return nil }
      return LinkValues(id, printed(detail))
    }
    try links.register("about", in: .tab(.settings)) { _ in
      [.about]
    } print: { routes in
      routes == [.about] ? LinkValues() : nil
    }
    return links
  }

  /// What the app's screens let the user do.
  static func intents(_ state: NavigationState<Tab, Route>) -> [NavigationIntent<Tab, Route>] {
    var intents: [NavigationIntent<Tab, Route>] = [
      NavigationIntent(.selectTab(.home, reselectPopsToRoot: true)),
      NavigationIntent(.selectTab(.settings, reselectPopsToRoot: true)),
    ]
    switch (state.selectedTab, state.shownStack.routes.last) {
    case (.home, nil): intents.append(NavigationIntent(.push(.list, hidesBack: false)))
    case (.home, .list?): intents += (0..<5).map { NavigationIntent(.push(.detail($0 * 7), hidesBack: false)) }
    case (.settings, nil): intents.append(NavigationIntent(.push(.about, hidesBack: false)))
    default: intents.append(NavigationIntent(.goBack))
    }
    return intents
  }

  @Test func aTableWhosePlacesPrintAndOpenAgainPasses() throws {
    let check = try Self.table().check(from: Self.template, intents: Self.intents)
    #expect(check.failures.isEmpty, "\(check)")
    #expect(check.places >= 8 && check.printed >= 8 && check.hostile > 100, "\(check)")
    #expect(check.description.hasSuffix(": no failure"))
  }

  @Test func theSameSeedMakesTheSameWalks() throws {
    let table = try Self.table()
    let one = table.check(from: Self.template, places: 40, seed: 7, intents: Self.intents)
    let two = table.check(from: Self.template, places: 40, seed: 7, intents: Self.intents)
    #expect(one.description == two.description)
  }

  @Test func aLinkThatPrintsAnotherPlaceIsFoundAndNamed() throws {
    let check = try Self.table(printsDetailAs: { $0 + 1 }).check(from: Self.template, intents: Self.intents)
    let failure = try #require(check.failures.first { $0.contains("instead of") }, "\(check)")
    #expect(failure.contains("printed after") && failure.contains("push"), "\(failure)")
  }

  /// A compose link that pushes (`.pushing`) prints too, so the check
  /// opens its link and finds the printer that names another draft.
  @Test func aPushingLinkThatPrintsAnotherPlaceIsFoundAndNamed() throws {
    var links = try Self.table()
    let draft = LinkParameter<Int>("draft")
    try links.register(LinkPattern("compose", draft), .pushing) { values, place in
      place.target = .tab(.settings)
      try place.push(.about)
      try place.push(.detail(values.value(draft)))
    } print: { place in
      guard place.target == .tab(.settings), let routes = place.pushedRoutes, routes.count == 2,
        case .detail(let detail) = routes[1]
      else { return nil }
      return LinkValues(draft, detail + 1)
    }
    let intents: (NavigationState<Tab, Route>) -> [NavigationIntent<Tab, Route>] = { state in
      let about = state.selectedTab == .settings && state.shownStack.routes == [.about]
      return about ? [NavigationIntent(.push(.detail(1_000), hidesBack: false))] : Self.intents(state)
    }
    let check = links.check(from: Self.template, intents: intents)
    let failure = try #require(check.failures.first { $0.contains("compose") }, "\(check)")
    #expect(failure.contains("app://compose/1001") && failure.contains("instead of"), "\(failure)")
  }

  @Test func intentsThatOfferNothingAreAFailureNotAPass() throws {
    let check = try Self.table().check(from: Self.template) { _ in [] }
    #expect(check.failures == ["the intents closure offers nothing from the template"])
    #expect(check.places == 1, "the template itself")
  }
}
