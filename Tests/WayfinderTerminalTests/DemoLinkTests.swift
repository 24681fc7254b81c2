import Testing
import Wayfinder
import WayfinderDemo

/// The demo's link table: every link the issue lists opens its place, prints
/// back to itself, and the sign-in guard protects Profile.
@MainActor @Suite struct DemoLinkTests {
  nonisolated static let fresh: NavigationState<DemoTab, AnyRoute> = .tabs(try! Tabs(selected: .colors))

  nonisolated static let canonicalLinks = [
    "wayfinder://colors", "wayfinder://colors/indigo/yellow", "wayfinder://router", "wayfinder://router/profile",
    "wayfinder://router/category/list", "wayfinder://router/category/42", "wayfinder://tabs",
    "wayfinder://calendar", "wayfinder://calendar/edit", "wayfinder://video", "wayfinder://export",
    "wayfinder://export/options", "wayfinder://numbers/32/64", "wayfinder://three", "wayfinder://three/3",
    "wayfinder://three/3/5", "wayfinder://two", "wayfinder://two/7", "wayfinder://browse",
    "wayfinder://browse/3/level/5", "wayfinder://about", "wayfinder://signin",
    "wayfinder://signin?from=wayfinder%3A%2F%2Frouter%2Fprofile",
  ]

  @Test(arguments: canonicalLinks)
  func everyLinkPrintsBackToItself(_ link: String) throws {
    let state = try demoLinks.state(for: link, from: Self.fresh)
    #expect(try demoLinks.link(for: state) == link)
  }

  @Test func aLinkBuildsTheWholeStackAsIfWalked() throws {
    let state = try demoLinks.state(for: "wayfinder://browse/7/level/3", from: Self.fresh)
    #expect(state.selectedTab == .adaptive)
    #expect(state.shownStack.routes == (1...3).map { AnyRoute(LevelRoute(root: 7, level: $0)) })
    let navigator = Navigator(Self.fresh)
    try navigator.open("wayfinder://browse/7/level/3", with: demoLinks)
    try navigator.goBack()
    #expect(navigator.state.shownStack.routes.last == AnyRoute(LevelRoute(root: 7, level: 2)))
  }

  @Test func theExportLinkPresentsTheSheet() throws {
    let state = try demoLinks.state(for: "wayfinder://export/options", from: Self.fresh)
    #expect(state.selectedTab == .export)
    #expect(
      Array(state.shownStack) == [Step(AnyRoute(ExportRoute.export), .sheet), Step(AnyRoute(ExportRoute.options))])
  }

  @Test func anUnprintableStepIsNamed() throws {
    var tabs = try Tabs<DemoTab, AnyRoute>(selected: .colors)
    tabs.selectedStack.push(AnyRoute(ColorRoute.indigo))
    tabs.selectedStack.push(AnyRoute("star.fill"))
    tabs.selectedStack.push(AnyRoute(ColorRoute.red))
    #expect(throws: LinkError.unprintable(tab: "colors", firstUncoveredStep: 1, covered: "wayfinder://colors/indigo")) {
      try demoLinks.link(for: NavigationState.tabs(tabs))
    }
  }
}
