import Foundation
import Testing
@_spi(WayfinderInternals) import Wayfinder

/// A modal over all tabs: a sign-in sheet or onboarding shown over the whole
/// tab view, with its own stack.
@MainActor @Suite struct ModalOverTabsTests {
  typealias State = NavigationState<AppTab, String>

  func navigatorWithSignIn() throws -> Navigator<AppTab, String> {
    let navigator = Navigator(Tabs<AppTab, String>(selected: .home))
    try navigator.push("feed")
    try navigator.present("sign-in", in: .modalOverTabs)
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
    #expect(state.position(of: 0) == StackPosition(.tab(.home), depth: 0))
    #expect(state.position(of: 1) == StackPosition(.tab(.home), depth: 1))
    #expect(state.position(of: 2) == StackPosition(.modalOverTabs, depth: 1))
    #expect(state.position(of: 3) == StackPosition(.modalOverTabs, depth: 2))
    #expect((0...4).map { state.step(at: ScreenLevel($0))?.route } == [nil, "feed", "sign-in", "password", nil])
    // The inverse: each position shown has its level; another tab's has none.
    for level in 0...3 { #expect(state.level(of: state.position(of: ScreenLevel(level))) == ScreenLevel(level)) }
    #expect(state.level(of: StackPosition(.tab(.search), depth: 0)) == nil)
    #expect(state.topLevel == 3)
    // Removing from level 2 dismisses the modal over all tabs; from level 1, pops the tab.
    var dismissed = state
    try dismissed.apply(state.position(of: 2).removingThisScreen())
    #expect(dismissed.tabs?.modalOverTabs.isEmpty == true)
    #expect(dismissed.shownStack.routes == ["feed"])
    var popped = state
    try popped.apply(state.position(of: 1).removingThisScreen())
    #expect(popped.tabs?.selectedStack.isEmpty == true)
    #expect(popped.tabs?.modalOverTabs.routes == ["sign-in", "password"])
    // Without a modal over all tabs, every level is the tab's; with one stack, the stack's.
    let single = NavigationState<Never, String>(BackStack(pushing: ["a", "b"]))
    #expect(single.position(of: 2) == StackPosition(.single, depth: 2))
    #expect((0...3).map { single.step(at: ScreenLevel($0))?.route } == [nil, "a", "b", nil])
  }

  @Test func switchingTabsBeneathItDoesNotHideIt() throws {
    let navigator = try navigatorWithSignIn()
    try navigator.selectTab(.settings)  // a notification, say
    #expect(navigator.state.selectedTab == .settings)
    #expect(navigator.state.shownStack.routes == ["sign-in"])
    let projection = NavigationProjection(navigator.state, sizeClass: .compact)
    #expect(projection.modals.map(\.isOverTabs) == [true])
    #expect(projection.frontRoute == "sign-in")
    #expect(projection.selectedTab == .settings)
  }

  @Test func aNamedTabIsChangedBeneathIt() throws {
    let navigator = try navigatorWithSignIn()
    try navigator.push("post", in: .tab(.home))
    #expect(navigator.state.tabs?.selectedStack.routes == ["feed", "post"])
    #expect(navigator.state.shownStack.routes == ["sign-in"])
  }

  @Test func itsLayersComeAfterTheTabsOwnModalsAndBackDismissesItFirst() throws {
    let navigator = Navigator(Tabs<AppTab, String>(selected: .home))
    try navigator.present("compose", as: .sheet)
    try navigator.present("onboarding", as: .cover, in: .modalOverTabs)
    try navigator.push("step 2")
    let projection = NavigationProjection(navigator.state, sizeClass: .regular)
    #expect(projection.modals.map(\.step.route) == ["compose", "onboarding"])
    #expect(projection.modals.map(\.isOverTabs) == [false, true])
    #expect(projection.modals.map(\.level) == [1, 2])
    #expect(projection.topLevel == 3 && projection.frontLevel == 3)
    #expect(projection.back == .pop(to: 2))
    try navigator.dismiss()
    #expect(navigator.state.shownStack.routes == ["compose"])
  }

  @Test func aModalOverTabsThatWouldStartWithAPushIsRefusedAndChangesNothing() throws {
    let navigator = try navigatorWithSignIn()
    let state = navigator.state
    #expect(throws: NavigationError.modalOverTabsMustStartWithAModal) { try navigator.setPath(["a", "b"]) }
    #expect(throws: NavigationError.modalOverTabsMustStartWithAModal) { try navigator.select("a", atDepth: 0) }
    #expect(navigator.state == state)
    // A push where no modal over all tabs is up would start one with a push.
    let tabbed = Navigator<AppTab, String>(.tabs(try Tabs(AppTab.allCases)))
    #expect(throws: NavigationError.modalOverTabsMustStartWithAModal) {
      try tabbed.present("x", as: .push, in: .modalOverTabs)
    }
    #expect(tabbed.state == .tabs(try Tabs(AppTab.allCases)))
    // With one up, a push presented there is a push inside it.
    try navigator.present("forgot password", as: .push, in: .modalOverTabs)
    #expect(navigator.state.tabs?.modalOverTabs.routes == ["sign-in", "forgot password"])
    let single = Navigator<AppTab, String>(.stack(BackStack()))
    #expect(throws: NavigationError.notTabbed) { try single.present("sign-in", in: .modalOverTabs) }
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
    #expect(dismissing.steps == [.dismiss(at: .modalOverTabs), .selectTab(.search)])
    #expect(try dismissing.performed(on: before) == after)
    let presenting = NavigationPlan(from: after, to: before)
    #expect(presenting.steps == [.selectTab(.home), .present(Step("sign-in", .sheet), at: .modalOverTabs)])
    #expect(try presenting.performed(on: after) == before)
  }
}
