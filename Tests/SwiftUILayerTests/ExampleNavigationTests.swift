import Testing
import Wayfinder
import WayfinderTesting

/// The examples' flows, tested as an app developer tests theirs with
/// WayfinderTesting: every change asserted, SwiftUI's part played by the
/// lifecycle player on the navigator's own bindings.
@MainActor @Suite(.timeLimit(.minutes(10))) struct ExampleNavigationTests {
  @Test func example002AnyScreenPushesAndTheUserSwipesBack() async {
    let test = NavigationTest(StackNavigator<AppViewRouter>())
    let player = LifecyclePlayer(test)
    test.send(.push(.category(.list)))
    test.send(.push(.category(.detail(999))))  // "Go Category Detail"
    await player.settle()
    #expect(player.perform(.swipeBack))
    await player.settle()
    await test.receive { try $0.apply(NavigationIntent(.goBack)) }
    test.send(.popToRoot)  // "Back to Root"
    await player.settle()
    await test.finish()
  }

  @Test func example003TheExportSheetGetsItsPushAfterTheExport() async {
    let test = NavigationTest(Navigator(Tabs<AppTab, Screen>(selected: .home)))
    let player = LifecyclePlayer(test)
    test.send(.selectTab(.calendar))  // "Open the Calendar tab"
    test.send(.setShown(.edit, shown: true), in: .tab(.calendar))  // "Edit"
    test.send(.selectTab(.export))
    test.send(.present(.export, as: .sheet), in: .tab(.export))  // "Export video…"
    await player.settle()
    // The export ends: its screen is pushed inside the sheet, in the Export tab, Back hidden.
    test.send(.pushInModal(.completed, hidesBack: true, inModal: .export), in: .tab(.export))
    await player.settle()
    test.expectScreen(
      .compact, "tabs: home | calendar | [export]\n  stack\n  sheet \"export\": stack › completed  (Back hidden)")
    test.send(.dismissModal(.export), in: .tab(.export))  // "Done"
    await player.settle()
    await test.finish()
  }
}
