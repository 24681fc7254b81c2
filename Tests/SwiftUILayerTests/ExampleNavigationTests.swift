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
    player.perform(.swipeBack)
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

  @Test func example000TheSplitAdaptsAndTheStateStaysTheSame() async {
    let navigator = StackNavigator<Level>()
    navigator.layouts = NavigationLayouts(.twoColumns)  // as the app's NavigationSplitHost draws it
    let test = NavigationTest(navigator)
    let player = LifecyclePlayer(test, sizeClass: .regular)
    player.perform(.select(Level(root: 2, level: 1), column: 0))  // the user taps "RootID 2"
    await player.settle()
    await test.receive { try $0.apply(NavigationIntent(.select(Level(root: 2, level: 1), atDepth: 0))) }
    test.send(.push(Level(root: 2, level: 2)))  // "Goto Next Level"
    await player.settle()
    let title: (Level) -> String = { "Root \($0.root), Level \($0.level)" }
    test.expectScreen(
      .regular, title: title,
      """
      split, 2 columns
        sidebar:
          ● Root 2, Level 1
        detail: stack › Root 2, Level 2  ‹ Back
      """)
    player.perform(.resize(.compact))  // the window narrows: the same state, one stack
    await player.settle()
    test.expectScreen(
      .compact, title: title,
      """
      split, collapsed
        stack › Root 2, Level 1 › Root 2, Level 2  ‹ Back
      """)
    player.perform(.swipeBack)
    await player.settle()
    await test.receive { try $0.apply(NavigationIntent(.goBack)) }
    player.perform(.resize(.regular))  // wide again: the selection is still there
    await player.settle()
    test.send(.popToRoot)  // "Back Root"
    await player.settle()
    await test.finish()
  }

  @Test func example001ThePathIsDataOfMixedTypes() async {
    let launch = BackStack(pushing: [Shade.indigo, .yellow, .green].map { AnyRoute($0) })
    let test = NavigationTest(StackNavigator<AnyRoute>(launch))  // three levels at launch
    let player = LifecyclePlayer(test)
    await player.settle()
    test.send(.push(AnyRoute(Shade.orange)))
    test.send(.push(AnyRoute(7)))  // a path of mixed types
    await player.settle()
    #expect(
      test.navigator.state.shownStack.routes.compactMap { $0.as(Shade.self) } == [.indigo, .yellow, .green, .orange])
    player.perform(.backMenu(keeping: 1))  // the Back menu: back to indigo
    await player.settle()
    await test.receive { $0 = .stack(BackStack(pushing: [AnyRoute(Shade.indigo)])) }
    test.send(.popToRoot)
    await player.settle()
    await test.finish()
  }

  @Test func example004TheMixedPathComesBackAfterARelaunch() async {
    // The example's store (relaunch saves and restores in memory: no file is touched).
    let store = NavigationStore<Never, AnyRoute>(app: "Numbers", schemaVersion: 1)
    let test = NavigationTest(StackNavigator<AnyRoute>())
    test.send(.push(AnyRoute(42)))  // "Push a random number"
    test.send(.push(AnyRoute("Hello")))  // "Push \"Hello\""
    let relaunched = await test.relaunch(with: store)  // quit here; launch again: the same path
    relaunched.send(.goBack)
    relaunched.send(.popToRoot)  // back to the root from a child
    await relaunched.finish()
  }
}
