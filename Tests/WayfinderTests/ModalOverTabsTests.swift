import Foundation
import Testing
import Wayfinder

/// A modal over all tabs: a sign-in sheet or onboarding shown over the whole
/// tab view, with its own stack.
@MainActor @Suite struct ModalOverTabsTests {
  typealias State = NavigationState<AppTab, String>

  func navigatorWithSignIn() throws -> Navigator<AppTab, String> {
    let navigator = Navigator(try Tabs<AppTab, String>(selected: .home))
    try navigator.push("feed")
    try navigator.presentOverTabs("sign-in")
    return navigator
  }

  @Test func itIsTheShownStackAndIntentsActOnItFirst() throws {
    let navigator = try navigatorWithSignIn()
    try navigator.push("password")
    #expect(navigator.state.shownStack.routes == ["sign-in", "password"])
    #expect(navigator.state.tabs?.selectedStack.routes == ["feed"])
    try navigator.goBack()
    try navigator.goBack()  // dismisses the sheet: it has nothing pushed in it any more
    #expect(navigator.state.tabs?.modalOverTabs.isEmpty == true)
    #expect(navigator.state.shownStack.routes == ["feed"])
  }

  /// The levels of the shown screens run through the selected tab's stack,
  /// then into the modal over all tabs: one rule, which every host uses to
  /// turn a level into the stack an intent changes.
  @Test func levelsRunThroughTheTabThenIntoTheModalOverAllTabs() throws {
    let navigator = try navigatorWithSignIn()
    try navigator.push("password")
    let state = navigator.state  // home: feed; over all tabs: sign-in, password
    #expect(state.place(ofLevel: 0) == LevelPlace(tab: .home, isOverTabs: false, index: -1))
    #expect(state.place(ofLevel: 1) == LevelPlace(tab: .home, isOverTabs: false, index: 0))
    #expect(state.place(ofLevel: 2) == LevelPlace(tab: nil, isOverTabs: true, index: 0))
    #expect(state.place(ofLevel: 3) == LevelPlace(tab: nil, isOverTabs: true, index: 1))
    #expect((0...4).map { state.step(atLevel: $0)?.route } == [nil, "feed", "sign-in", "password", nil])
    // Removing from level 2 dismisses the modal over all tabs; from level 1, pops the tab.
    var dismissed = state
    try dismissed.apply(state.place(ofLevel: 2).removingFromThisLevel())
    #expect(dismissed.tabs?.modalOverTabs.isEmpty == true)
    #expect(dismissed.shownStack.routes == ["feed"])
    var popped = state
    try popped.apply(state.place(ofLevel: 1).removingFromThisLevel())
    #expect(popped.tabs?.selectedStack.isEmpty == true)
    #expect(popped.tabs?.modalOverTabs.routes == ["sign-in", "password"])
    // Without a modal over all tabs, every level is the tab's; with one stack, the stack's.
    let single = NavigationState<Never, String>(BackStack(pushing: ["a", "b"]))
    #expect(single.place(ofLevel: 2) == LevelPlace(tab: nil, isOverTabs: false, index: 1))
    #expect((0...3).map { single.step(atLevel: $0)?.route } == [nil, "a", "b", nil])
  }

  @Test func switchingTabsBeneathItDoesNotHideIt() throws {
    let navigator = try navigatorWithSignIn()
    try navigator.selectTab(.settings)  // a notification, say
    #expect(navigator.state.selectedTab == .settings)
    #expect(navigator.state.shownStack.routes == ["sign-in"])
    let scene = NavigationScene(navigator.state, sizeClass: .compact)
    #expect(scene.modals.map(\.isOverTabs) == [true])
    #expect(scene.topRoute == "sign-in")
    #expect(scene.tabBar?.selected == .settings)
  }

  @Test func aNamedTabIsChangedBeneathIt() throws {
    let navigator = try navigatorWithSignIn()
    try navigator.push("post", in: .home)
    #expect(navigator.state.tabs?.selectedStack.routes == ["feed", "post"])
    #expect(navigator.state.shownStack.routes == ["sign-in"])
  }

  @Test func itsLayersComeAfterTheTabsOwnModalsAndBackDismissesItFirst() throws {
    let navigator = Navigator(try Tabs<AppTab, String>(selected: .home))
    try navigator.present("compose", as: .sheet)
    try navigator.presentOverTabs("onboarding", as: .cover)
    try navigator.push("step 2")
    let scene = NavigationScene(navigator.state, sizeClass: .regular)
    #expect(scene.modals.map(\.step.route) == ["compose", "onboarding"])
    #expect(scene.modals.map(\.isOverTabs) == [false, true])
    #expect(scene.modals.map(\.level) == [1, 2])
    #expect(scene.depth == 3 && scene.focusedLevel == 3)
    #expect(scene.back == BackAction(kind: .pop, resultingDepth: 2))
    try navigator.dismiss()
    #expect(navigator.state.shownStack.routes == ["compose"])
  }

  @Test func aModalOverTabsThatWouldStartWithAPushIsRefusedAndChangesNothing() throws {
    let navigator = try navigatorWithSignIn()
    let state = navigator.state
    #expect(throws: NavigationError.modalOverTabsMustStartWithAModal) {
      try navigator.presentOverTabs("x", as: .push)
    }
    #expect(throws: NavigationError.modalOverTabsMustStartWithAModal) { try navigator.setPath(["a", "b"]) }
    #expect(throws: NavigationError.modalOverTabsMustStartWithAModal) { try navigator.select("a", atLevel: 0) }
    #expect(navigator.state == state)
    let single = Navigator<AppTab, String>(.stack(BackStack()))
    #expect(throws: NavigationError.notTabbed) { try single.presentOverTabs("sign-in") }
  }

  @Test func itIsCodableAndABadOneIsRefused() throws {
    let navigator = try navigatorWithSignIn()
    try navigator.push("password")
    let data = try JSONEncoder().encode(navigator.state)
    #expect(String(decoding: data, as: UTF8.self).contains("modalOverTabs"))
    #expect(try JSONDecoder().decode(State.self, from: data) == navigator.state)
    let bad = #"{"tabs":{"selected":"home","tabs":[{"tab":"home","stack":[]}],"modalOverTabs":[{"route":"x"}]}}"#
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(State.self, from: Data(bad.utf8)) }
  }

  @Test func plansPresentItAfterAndDismissItBeforeTheTabs() throws {
    let before = try navigatorWithSignIn().state
    var after = before
    try after.apply(NavigationIntent(.dismissAll))
    try after.apply(NavigationIntent(.selectTab(.search, reselectPopsToRoot: false)))
    let dismissing = NavigationPlan(from: before, to: after)
    #expect(dismissing.steps == [.overTabs([.dismiss]), .selectTab(.search)])
    #expect(try dismissing.apply(to: before) == after)
    let presenting = NavigationPlan(from: after, to: before)
    #expect(presenting.steps == [.selectTab(.home), .overTabs([.present(Step("sign-in", .sheet))])])
    #expect(try presenting.apply(to: after) == before)
  }
}
