import Testing
import Wayfinder

@testable import WayfinderTesting

/// Several windows, as an app developer tests them: a test and a player for
/// each window's navigator, each window at its own width, and a link the
/// window navigator routes settling in the window it chose.
@MainActor @Suite(.timeLimit(.minutes(1))) struct SeveralWindowsTests {
  static let links: LinkTable<Never, String> = {
    var links = LinkTable<Never, String>(scheme: "app")
    let name = LinkParameter<String>("name")
    try! links.register(LinkPattern("open", name)) { values, place in try place.push(values.value(name)) }
    return links
  }()

  @Test func eachWindowIsPlayedAtItsOwnWidthAndALinkSettlesInTheWindowItOpensIn() async throws {
    let windows = WindowNavigator(template: NavigationState(BackStack<String>()))
    try windows.open(.main, sizeClass: .compact)
    try windows.open("wide", sizeClass: .regular)
    let narrow = NavigationTest(try #require(windows.navigator(for: .main)))
    let wide = NavigationTest(try #require(windows.navigator(for: "wide")))
    let narrowPlayer = LifecyclePlayer(narrow, sizeClass: .compact)
    wide.navigator.layouts = NavigationLayouts(.twoColumns)
    let widePlayer = LifecyclePlayer(wide, sizeClass: .regular)
    await expectNoFailures {
      narrow.send(.present("compose", as: .sheet))
      await narrowPlayer.settle()
      // The link opens in the window in front ("wide"); main's sheet is untouched.
      let opened = try? windows.open("app://open/inbox", with: Self.links)
      #expect(opened?.window == "wide")
      await widePlayer.settle()
      await wide.receive { try $0.apply(NavigationIntent(.push("inbox", hidesBack: false))) }
      wide.expectScreen(.regular, "split, 2 columns\n  sidebar:\n    ● inbox\n  detail: stack")
      #expect(narrowPlayer.screen.contains("sheet"), "\(narrowPlayer.screen)")
      narrowPlayer.perform(.dragDown)
      await narrowPlayer.settle()
      await narrow.receive { $0 = NavigationState(BackStack()) }
      await narrow.finish()
      await wide.finish()
    }
  }
}
