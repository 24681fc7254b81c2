// The Swift blocks of WayfinderTesting's landing page (WayfinderTesting.md),
// verbatim, compiled and run (see DocumentationSnippets.swift).
import Testing
import Wayfinder
import WayfinderTesting

@Test func exportShowsOverHome() throws {
  var state = NavigationState<AppTab, String>.tabs(try Tabs([.home, .settings], selected: .home))
  try state.apply(.push("profile"))
  try state.apply(.present("export", as: .sheet))
  #expect(
    state.outline(.compact) == """
      tabs: [home] | settings
        stack › profile  ‹ Back
        sheet "export": stack
      """)
}

/// The links the landing page's blocks open and check: an item of the
/// home tab, over its list.
@MainActor let appLinks: LinkTable<AppTab, String> = {
  var links = LinkTable<AppTab, String>(scheme: "app")
  let number = LinkParameter<Int>("number")
  try! links.register("item", number, in: .tab(.home)) { values in
    ["list", "item \(try values.value(number))"]
  } print: { routes in
    guard routes.count == 2, routes[0] == "list", let item = Int(routes[1].dropFirst("item ".count)) else { return nil }
    return LinkValues(number, item)
  }
  return links
}()

@MainActor @Suite struct TestingLandingSnippets {
  @MainActor @Test func aLinkOpensTheItemAndBackWorks() async throws {
    let test = NavigationTest(Navigator(try Tabs<AppTab, String>([.home, .settings], selected: .settings)))
    test.open("app://item/7", with: appLinks) {
      try $0.apply(.selectTab(.home, reselectPopsToRoot: false))
      try $0.apply(.setPath(["list", "item 7"]))
    }
    test.send(.goBack)  // asserts what Back alone does: no guard asks first here
    test.expectScreen(.compact, "tabs: [home] | settings\n  stack › list  ‹ Back")
    await test.finish()
  }

  /// A relaunch onto the state the test quits at, read back through the
  /// store's encoding, in memory: nothing is written to the store's file.
  @MainActor @Test func aRelaunchGoesBackFromWhereTheTestQuit() async throws {
    let test = NavigationTest(Navigator(BackStack<String>(pushing: ["list", "item 7"])))
    let relaunched = await test.relaunch(with: NavigationStore(app: "MyApp", schemaVersion: 1))
    relaunched.send(.goBack)
    await relaunched.finish()
    #expect(relaunched.navigator.state.shownStack.routes == ["list"])
  }

  @MainActor @Test func aDraggedSheetLeavesNothingBehind() async {
    let test = NavigationTest(Navigator(BackStack<String>()))
    let player = LifecyclePlayer(test)
    test.send(.present("export", as: .sheet))
    await player.settle()
    player.perform(.dragDown)
    await player.settle()
    await test.receive { $0 = .stack(BackStack()) }
    await test.finish()
  }

  @MainActor @Test func theLayoutsAreSaidOnceOnTheNavigator() async throws {
    let navigator = Navigator(try Tabs<AppTab, String>([.home, .settings], selected: .settings))
    navigator.layouts = NavigationLayouts { tab in tab == .settings ? .twoColumns : .stack }
    let test = NavigationTest(navigator)
    let player = LifecyclePlayer(test, sizeClass: .regular)  // Settings: a sidebar and a detail
    test.send(.push("general", hidesBack: false))
    await player.settle()
    test.expectScreen(
      .regular, "tabs: home | [settings]\n  split, 2 columns\n    sidebar:\n      ● general\n    detail: stack")
    test.expectScreen(.compact, "tabs: home | [settings]\n  split, collapsed\n    stack › general  ‹ Back")
    #expect(player.screen.hasPrefix("tabs: home | [settings]\n  split, 2 columns\n    sidebar:\n      ● general"))
    await test.finish()
  }

  @MainActor @Test func everyPlacePrintsALinkThatOpensIt() throws {
    let check = appLinks.check(from: .tabs(try Tabs([.home, .settings], selected: .home))) { state in
      [
        NavigationIntent(.setPath(["list", "item \(state.shownStack.count)"]), in: .tab(.home)),
        NavigationIntent(.selectTab(.settings, reselectPopsToRoot: true)), NavigationIntent(.goBack),
      ]
    }
    #expect(check.failures.isEmpty, "\(check)")
    #expect(check.printed > 0, "\(check)")  // a walk that printed no link checked none
  }
}
