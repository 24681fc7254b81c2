import Foundation
import PropertyBased
import Testing
@_spi(WayfinderInternals) import Wayfinder
import WayfinderDemo
import WayfinderTerminal

/// The demo's link table: every link the issue lists opens its place, prints
/// back to itself, and the sign-in guard protects Profile.
@MainActor @Suite struct DemoLinkTests {
  nonisolated static let fresh: NavigationState<DemoTab, AnyRoute> = .tabs(Tabs(selected: .colors))

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

  /// A demo place from four small numbers, on every tab.
  nonisolated static func place(_ kind: Int, _ a: Int, _ b: Int, _ count: Int) -> [Step<AnyRoute>] {
    switch kind {
    case 0: (0..<count).map { Step(AnyRoute(ColorRoute.allCases[Int(($0 + a).magnitude % 6)])) }
    case 1: (0..<count).map { Step(AnyRoute($0 * a - b)) }
    case 2: [Step(AnyRoute(RouterRoute.category(.list))), Step(AnyRoute(RouterRoute.category(.detail(a))))]
    case 3:
      [Step(AnyRoute(ThreeColumnRoute.content(a)))]
        + (count > 2 ? [Step(AnyRoute(ThreeColumnRoute.detail(contentID: a, b)))] : [])
    case 4: [Step(AnyRoute(TwoColumnRoute(id: b)))]
    default: (1...(count + 1)).map { Step(AnyRoute(LevelRoute(root: a, level: $0))) }
    }
  }

  nonisolated static let tabOfKind: [DemoTab] = [.colors, .numbers, .router, .three, .two, .adaptive]

  @Test func everyDemoPlaceParsesBackToItself() async throws {
    let input = zip(Gen.int(in: 0...5), Gen.int(in: -500...500), Gen.int(in: -500...500), Gen.int(in: 0...10))
    await propertyCheck(count: 400, input: input) { kind, a, b, count in
      let place = try LinkPlace(.tab(Self.tabOfKind[kind]), stack: BackStack(Self.place(kind, a, b, count)))
      let state = try Self.fresh.opening(place, .replacing)
      let link = try demoLinks.link(for: state)
      #expect(try demoLinks.state(for: link, from: Self.fresh) == state, "\(link)")
    }
  }

  /// The address bar never shows a link the demo would refuse: 64 levels
  /// print and open again; 65 are over the depth limit, and say so.
  @Test func aPlaceDeeperThanTheDepthLimitHasNoLink() throws {
    for depth in [64, 65] {
      var tabs = Tabs<DemoTab, AnyRoute>(selected: .adaptive)
      tabs.selectedStack = BackStack(pushing: (1...depth).map { AnyRoute(LevelRoute(root: 3, level: $0)) })
      let state = NavigationState.tabs(tabs)
      if depth <= demoLinks.limits.maxDepth {
        #expect(try demoLinks.state(for: demoLinks.link(for: state), from: Self.fresh) == state)
      } else {
        #expect(throws: LinkError.limitExceeded(.depth, limit: 64, found: 65)) { try demoLinks.link(for: state) }
        #expect(throws: LinkError.limitExceeded(.depth, limit: 64, found: 65)) {
          try demoLinks.state(for: "wayfinder://browse/3/level/65", from: Self.fresh)
        }
      }
    }
  }

  @Test func anUnprintableStepIsNamed() throws {
    var tabs = Tabs<DemoTab, AnyRoute>(selected: .colors)
    tabs.selectedStack.push(AnyRoute(ColorRoute.indigo))
    tabs.selectedStack.push(AnyRoute("star.fill"))
    tabs.selectedStack.push(AnyRoute(ColorRoute.red))
    #expect(
      throws: LinkError.unprintable(stack: "tab colors", firstUncoveredStep: 1, covered: "wayfinder://colors/indigo")
    ) {
      try demoLinks.link(for: NavigationState.tabs(tabs))
    }
  }
}

/// The sign-in guard on Profile, the `:` prompt and the address bar.
@MainActor @Suite struct DemoSignInTests {
  static let profile = AnyRoute(RouterRoute.profile)

  @Test func tappingProfileSignedOutShowsSignInCarryingItsLink() throws {
    let host = try DemoFrameTests.demo("2<enter>")  // Router, then Profile
    let state = host.app.navigator.state
    #expect(state.tabs?.stack(for: .router)?.isEmpty == true, "Profile was not reached")
    #expect(state.tabs?.modalOverTabs.first?.route == AnyRoute(SignInRoute(from: "wayfinder://router/profile")))
    #expect(host.app.address == "wayfinder://signin?from=wayfinder%3A%2F%2Frouter%2Fprofile")
    host.handle(.enter, width: 120)  // Sign in
    #expect(host.app.isSignedIn)
    #expect(host.app.navigator.state.shownStack.routes == [Self.profile])
    #expect(host.app.navigator.state.tabs?.modalOverTabs.isEmpty == true)
    #expect(host.app.address == "wayfinder://router/profile")
  }

  @Test func aLinkToProfileIsCheckedFirstAndCancelLeavesItOut() throws {
    let app = try DemoApp()
    try app.open(link: "wayfinder://router/profile")
    #expect(app.navigator.log.last?.cause == .deepLink)
    #expect(app.navigator.state.tabs?.stack(for: .router)?.contains(Self.profile) == false)
    app.perform(.cancelSignIn)
    #expect(app.navigator.state.tabs?.modalOverTabs.isEmpty == true)
    #expect(app.navigator.state.tabs?.stack(for: .router)?.contains(Self.profile) == false)
  }

  @Test func aLinkToASignInSheetSurvivesARelaunchAsAValue() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wayfinder-signin-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("navigation.json")
    let app = try DemoApp()
    let store = try app.attachStore(file: file)
    try app.open(link: "wayfinder://router/profile")
    await store.flush(app.navigator.state)

    let relaunched = try DemoApp()
    _ = try relaunched.attachStore(file: file)
    #expect(relaunched.address == "wayfinder://signin?from=wayfinder%3A%2F%2Frouter%2Fprofile")
    relaunched.perform(.signIn)
    #expect(relaunched.navigator.state.shownStack.routes == [Self.profile])
  }

  @Test func signingOutLeavesProfile() throws {
    let app = try DemoApp()
    app.perform(.signIn)
    try app.open(link: "wayfinder://router/profile")
    #expect(app.navigator.state.shownStack.routes == [Self.profile])
    app.perform(.signOut)
    #expect(!app.isSignedIn)
    #expect(app.navigator.state.shownStack.isEmpty)
  }

  @Test func thePromptOpensALinkAndShowsItsAddress() throws {
    let host = try DemoFrameTests.demo(":wayfinder://numbers/32/64")
    #expect(host.prompt == "wayfinder://numbers/32/64")
    #expect(host.frame(width: 64, height: 12).lines.last == " open link: wayfinder://numbers/32/64▏")
    host.handle(.enter, width: 64)
    #expect(host.prompt == nil)
    #expect(host.app.navigator.state.shownStack.routes == [AnyRoute(32), AnyRoute(64)])
    #expect(host.frame(width: 120, height: 12).lines.last?.hasPrefix(" wayfinder://numbers/32/64  │  ") == true)
  }

  @Test func thePromptEditsCancelsAndReportsARefusedLink() throws {
    let host = try DemoFrameTests.demo(":wayfinder://two/7x<bs>q")  // q types, it does not quit
    #expect(host.prompt == "wayfinder://two/7q")
    host.handle(.escape, width: 80)
    #expect(host.prompt == nil)
    #expect(host.app.navigator.state.selectedTab == .colors)
    for entry in try KeyScript.parse(":wayfinder://two/seven<enter>") {
      if case .key(let key) = entry { host.handle(key, width: 80) }
    }
    #expect(host.message == "wayfinder://two/seven: no link matches \"seven\" after \"two\"")
    #expect(host.app.navigator.state.selectedTab == .colors)
  }
}
