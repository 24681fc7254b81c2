import Foundation
import SwiftUIModel
import Testing
import Wayfinder
import WayfinderSwiftUI

/// The scenarios of the Scenarios article, S1 to S14, played through the
/// adapter and the model of SwiftUI: the intents an app makes and the
/// gestures a user makes, each settling on a screen that shows the
/// navigator's state, with no presentation refused. Each records the frames
/// it took to settle (``SwiftUIModel/settle(limit:)``).
@MainActor @Suite struct SwiftUIScenarioTests {
  /// Settles `model` and expects the screen to show the state, with no rule broken.
  @discardableResult
  func settled<T, R>(_ model: SwiftUIModel<T, R>, sourceLocation: SourceLocation = #_sourceLocation) -> Int {
    let frames = model.settle()
    #expect(model.violations.isEmpty, "\(model.violations)", sourceLocation: sourceLocation)
    #expect(
      model.differencesFromTheState().isEmpty, "\(model.differencesFromTheState())", sourceLocation: sourceLocation)
    return frames
  }

  func routes<T, R>(_ model: SwiftUIModel<T, R>, _ layer: LayerID<T>) -> [R] { model.paths[layer]?.map(\.route) ?? [] }

  @Test func s1AndS7APathOfManyTypesThreeLevelsAtLaunchAndBackToMain() throws {
    let navigator = Navigator(BackStack(pushing: ["indigo", "yellow", "green"].map { AnyRoute($0) }))
    let model = SwiftUIModel(navigator)
    settled(model)
    #expect(routes(model, LayerID(.single)).count == 3)
    #expect(model.tapLink(AnyRoute(556)))  // a NavigationLink to a value of another type
    settled(model)
    #expect(navigator.state.shownStack.routes.last == AnyRoute(556))
    try navigator.popToRoot()  // "Back to Main"
    settled(model)
    #expect(routes(model, LayerID(.single)).isEmpty)
  }

  @Test func s2AndS8ARouterFiveHundredDeepAndTheBackMenuToTheRoot() throws {
    let navigator = Navigator(BackStack<String>())
    let model = SwiftUIModel(navigator)
    for index in 0..<500 { try navigator.push("detail \(index)") }
    #expect(settled(model) <= 2, "pushes need no transition to wait for")
    #expect(model.backMenu(keeping: 3))
    settled(model)
    #expect(navigator.state.shownStack.count == 3)
    #expect(model.backMenu(keeping: 0))
    settled(model)
    #expect(navigator.state.shownStack.isEmpty)
  }

  enum Tab: Hashable, Sendable, CaseIterable { case home, calendar, export }

  @Test func s3S4AndS5TabsAFlagAndAPushInsideASheetAfterAsyncWork() throws {
    let navigator = Navigator(try Tabs<Tab, String>(selected: .home))
    let model = SwiftUIModel(navigator)
    #expect(model.tapTab(.calendar))  // a tap on the tab bar
    try navigator.selectTab(.export)  // a notification, from outside the views
    settled(model)
    #expect(model.selectedTab == .export)
    // S4: Edit shown by a flag in Calendar; the swipe back clears it.
    try navigator.setShown("edit", to: true, in: .tab(.calendar))
    #expect(model.tapTab(.calendar))
    settled(model)
    #expect(routes(model, LayerID(.tab(.calendar))) == ["edit"])
    #expect(model.swipeBack())
    settled(model)
    #expect(navigator.state.tabs?.stack(for: .calendar)?.contains("edit") == false)
    // S5: the export sheet; the completion is pushed in it while another tab shows, Back hidden.
    #expect(model.tapTab(.export))
    try navigator.present("export", in: .tab(.export))
    settled(model)
    try navigator.selectTab(.home)
    try navigator.push("completed", hidesBack: true, inModal: "export", in: .tab(.export))
    settled(model)
    #expect(model.chain.isEmpty)  // Export is hidden, and so is its sheet
    #expect(model.tapTab(.export))
    settled(model)
    #expect(routes(model, LayerID(.tab(.export), modalDepth: 1)) == ["completed"])
    #expect(!model.swipeBack() && !model.backMenu(keeping: 0) && !model.dragDown(), "no way back past Completed")
    try navigator.dismiss("export", in: .tab(.export))  // "Done"
    settled(model)
    #expect(model.chain.isEmpty)
  }

  @Test func s6AnIntPathSetAtOnce() throws {
    let navigator = Navigator(BackStack<Int>())
    let model = SwiftUIModel(navigator)
    try navigator.setPath([32, 64])
    settled(model)
    #expect(routes(model, LayerID(.single)) == [32, 64])
    #expect(model.swipeBack())
    settled(model)
    #expect(navigator.state.shownStack.routes == [32])
  }

  @Test func s9APathSavedAndRestoredShowsTheSameScreens() throws {
    let saved = Navigator(BackStack([Step(AnyRoute(32)), Step(AnyRoute("Hello"), .sheet), Step(AnyRoute(64))]))
    let data = try NavigationSnapshot(saved.state, schemaVersion: 1, registry: .standard).jsonData()
    // The next launch restores a sheet with a push in it: presented after the first frame.
    let navigator = Navigator(BackStack<AnyRoute>())
    let restored = try NavigationSnapshot(json: data).restore(
      into: navigator.state, registry: .standard, schemaVersion: 1)
    try navigator.setState(restored.state, cause: .restoration)
    let model = SwiftUIModel(navigator)
    settled(model)
    #expect(model.chain.map(\.item.route) == [AnyRoute("Hello")])
    #expect(routes(model, LayerID(.single, modalDepth: 2)) == [AnyRoute(64)])
  }

  enum Three: Hashable, Sendable {
    case content(Int)
    case detail(Int, Int)
  }

  @Test func s10ThreeColumnsByListSelectionInBothWidths() throws {
    let navigator = Navigator(BackStack<Three>())
    let model = SwiftUIModel(navigator, sizeClass: .regular) { _ in .threeColumns }
    let sidebar = ColumnID<Never>(.single, column: 0)
    let content = ColumnID<Never>(.single, column: 1)
    #expect(model.selectRow(.content(3), in: sidebar))
    settled(model)
    #expect(model.selectRow(.detail(3, 7), in: content))
    settled(model)
    #expect(model.bindings.selection(sidebar) == .content(3))
    #expect(model.bindings.selection(content) == .detail(3, 7))
    #expect(model.selectRow(.detail(3, 7), in: content))  // the list echoes its selection
    #expect(model.bindings.ignoredWrites.last?.reason == "an echo of the selection")
    // Compact: the same state is one stack; the content list's selection replaces the detail.
    model.resize(to: .compact)
    settled(model)
    #expect(routes(model, LayerID(.single)) == [.content(3), .detail(3, 7)])
    #expect(model.swipeBack())
    settled(model)
    #expect(model.selectRow(.detail(3, 9), in: content))
    settled(model)
    #expect(navigator.state.shownStack.routes == [.content(3), .detail(3, 9)])
    // "Back Root": nothing selected, no stale highlight.
    try navigator.popToRoot()
    model.resize(to: .regular)
    settled(model)
    #expect(model.bindings.selection(sidebar) == nil && model.bindings.selection(content) == nil)
  }

  @Test func s11AndS12TheAdaptiveSplitLosesNothingAcrossSizeClasses() throws {
    let navigator = Navigator(BackStack<String>())
    let model = SwiftUIModel(navigator, sizeClass: .regular) { _ in .twoColumns }
    let sidebar = ColumnID<Never>(.single, column: 0)
    #expect(model.selectRow("root 7", in: sidebar))
    settled(model)
    // NavigationLinks in the detail column's stack.
    #expect(model.tapLink("level 2"))
    settled(model)
    #expect(model.tapLink("level 3"))
    settled(model)
    #expect(routes(model, LayerID(.single)) == ["level 2", "level 3"])
    // Narrow and widen, as often as you like: one stack, then columns again; nothing lost.
    for _ in 0..<3 {
      model.resize(to: .compact)
      settled(model)
      #expect(routes(model, LayerID(.single)) == ["root 7", "level 2", "level 3"])
      model.resize(to: .regular)
      settled(model)
      #expect(routes(model, LayerID(.single)) == ["level 2", "level 3"])
    }
    // Back to the sidebar in compact, widen: no selection, no detail.
    model.resize(to: .compact)
    #expect(model.backMenu(keeping: 0))
    settled(model)
    model.resize(to: .regular)
    settled(model)
    #expect(model.bindings.selection(sidebar) == nil)
    #expect(routes(model, LayerID(.single)).isEmpty)
  }

  @Test func s13ADeepLinkIntoNestedModals() throws {
    let navigator = Navigator(try Tabs<Tab, String>(selected: .home))
    let model = SwiftUIModel(navigator)
    settled(model)
    var target = navigator.state
    try target.apply(NavigationIntent(.selectTab(.export, reselectPopsToRoot: false)))
    try target.apply(NavigationIntent(.present("export", as: .sheet), in: .tab(.export)))
    try target.apply(NavigationIntent(.push("options", hidesBack: false), in: .tab(.export)))
    try target.apply(NavigationIntent(.present("preview", as: .cover), in: .tab(.export)))
    try navigator.setState(target, cause: .deepLink)
    let frames = settled(model)
    #expect(model.chain.map(\.item.route) == ["export", "preview"])
    #expect(frames >= 2 * SwiftUIRules().transitionFrames)
    // Another link, to Home's root: both modals go together, then the tab changes.
    try navigator.setState(.tabs(try Tabs(selected: .home)), cause: .deepLink)
    let back = settled(model)
    print("S13 frames to settle: \(frames) into a sheet, a push and a cover; \(back) back to Home's root")
    #expect(model.chain.isEmpty && model.selectedTab == .home)
  }

  @Test func s14TheWholeAppRestoredWithAModalOverAllTabsAndNestedModals() throws {
    var tabs = try Tabs<Tab, String>(selected: .export)
    tabs.selectedStack.push("video")
    var state = NavigationState.tabs(tabs)
    try state.apply(NavigationIntent(.present("export", as: .sheet), in: .tab(.export)))
    try state.apply(NavigationIntent(.push("options", hidesBack: false), in: .tab(.export)))
    try state.apply(NavigationIntent(.push("edit", hidesBack: false), in: .tab(.calendar)))
    try state.apply(NavigationIntent(.presentOverTabs("about", as: .sheet)))
    let navigator = Navigator(state)
    let model = SwiftUIModel(navigator)
    let frames = settled(model)
    print("S14 frames to settle at launch: \(frames)")
    #expect(model.chain.map(\.item.route) == ["export", "about"])
    #expect(routes(model, LayerID(.tab(.calendar))) == ["edit"])
  }
}
