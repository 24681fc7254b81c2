import SwiftUIModel
import Testing
import Wayfinder
import WayfinderSwiftUI

/// The adapter through the model of SwiftUI: intents and gestures settle on
/// a screen that shows the navigator's state, with no presentation refused.
@MainActor @Suite struct SwiftUIModelTests {
  enum Tab: Hashable, Sendable, CaseIterable { case one, two }

  func expectSettled<T, R>(_ model: SwiftUIModel<T, R>, sourceLocation: SourceLocation = #_sourceLocation) -> Int {
    let frames = model.settle()
    #expect(model.violations.isEmpty, "\(model.violations)", sourceLocation: sourceLocation)
    #expect(
      model.differencesFromTheState().isEmpty, "\(model.differencesFromTheState())", sourceLocation: sourceLocation)
    return frames
  }

  @Test func pushesAndNestedModalsShowOneTransitionAtATime() throws {
    let navigator = Navigator(BackStack<String>())
    let model = SwiftUIModel(navigator)
    try navigator.push("a")
    try navigator.push("b")
    try navigator.present("s", as: .sheet)
    try navigator.push("c")
    try navigator.present("t", as: .cover)
    try navigator.push("d")
    let frames = expectSettled(model)
    #expect(model.chain.map(\.item.route) == ["s", "t"])
    #expect(frames >= 40)  // two presentations, one after the other
    // A deep link back to the root dismisses both together.
    try navigator.popToRoot()
    _ = expectSettled(model)
    #expect(model.chain.isEmpty)
  }

  @Test func aColdStartWithNestedModalsPresentsThemOneByOne() throws {
    let navigator = Navigator(
      BackStack<String>([Step("a"), Step("s", .sheet), Step("b"), Step("t", .sheet), Step("u", .cover)]))
    let model = SwiftUIModel(navigator)
    _ = expectSettled(model)
    #expect(model.chain.map(\.item.route) == ["s", "t", "u"])
  }

  @Test func gesturesBecomeIntents() throws {
    let navigator = Navigator(BackStack<String>(pushing: ["a", "b"]))
    let model = SwiftUIModel(navigator)
    _ = expectSettled(model)
    #expect(model.swipeBack())
    _ = expectSettled(model)
    #expect(navigator.state.shownStack.routes == ["a"])
    #expect(model.tapLink("x"))
    _ = expectSettled(model)
    #expect(navigator.state.shownStack.routes == ["a", "x"])
    try navigator.present("s")
    _ = expectSettled(model)
    #expect(model.dragDown())
    _ = expectSettled(model)
    #expect(navigator.state.shownStack.routes == ["a", "x"])
  }

  @Test func tabsKeepTheirModalsForWhenTheyShow() throws {
    let navigator = Navigator(try Tabs<Tab, String>(selected: .one))
    let model = SwiftUIModel(navigator)
    try navigator.present("s", in: .tab(.two))
    _ = expectSettled(model)
    #expect(model.chain.isEmpty)  // tab two is hidden: its sheet waits
    #expect(model.tapTab(.two))
    _ = expectSettled(model)
    #expect(model.chain.map(\.item.route) == ["s"])
    try navigator.presentOverTabs("about")
    _ = expectSettled(model)
    #expect(model.chain.map(\.item.route) == ["s", "about"])
  }
}
