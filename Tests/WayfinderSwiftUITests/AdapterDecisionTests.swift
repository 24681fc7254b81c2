import Testing
import Wayfinder

@_spi(WayfinderInternals) @testable import WayfinderSwiftUI

/// The adapter's own decisions, UI-free, where no view of the layer can
/// make the write (the layer's behaviour runs in SwiftUILayerTests).
@MainActor @Suite struct AdapterDecisionTests {
  /// Bindings whose later turns run when the test says (`turn()`).
  @MainActor final class Turns {
    var jobs: [@MainActor () -> Void] = []
    func turn() {
      while !jobs.isEmpty { jobs.removeFirst()() }
    }
  }

  func bindings<Tab>(
    _ navigator: Navigator<Tab, String>, sizeClass: SizeClass = .compact,
    layout: NavigationLayout = .stack, turns: Turns
  ) -> NavigationBindings<Tab, String> {
    navigator.layouts = NavigationLayouts(layout)
    return NavigationBindings(navigator, sizeClass: sizeClass, schedule: { job in turns.jobs.append(job) })
  }

  @Test func aPushedElementKeepsTheValueSwiftUIGaveIt() {
    let turns = Turns()
    let navigator = Navigator(BackStack<String>(pushing: ["a"]))
    let bindings = bindings(navigator, turns: turns)
    turns.turn()
    let pushed = PathElement(pushing: "b")
    bindings.write(.path(bindings.path(of: LayerID(.single)) + [pushed], layer: LayerID(.single)), sizeClass: .compact)
    turns.turn()
    #expect(navigator.state.shownStack.routes == ["a", "b"])
    #expect(bindings.path(of: LayerID(.single)).last == pushed, "the element SwiftUI appended is the one it reads back")
  }

  /// Two equal routes in a stack are two screens: their path elements
  /// differ, and a Back pops only the top one.
  @Test func twoEqualRoutesInAPathAreTwoScreens() {
    let turns = Turns()
    let navigator = Navigator(BackStack<String>(pushing: ["a", "a"]))
    let bindings = bindings(navigator, turns: turns)
    turns.turn()
    let path = bindings.path(of: LayerID(.single))
    #expect(path.count == 2 && Set(path).count == 2)
    bindings.write(.path(Array(path.prefix(1)), layer: LayerID(.single)), sizeClass: .compact)
    turns.turn()
    #expect(navigator.state.shownStack.routes == ["a"])
    #expect(bindings.path(of: LayerID(.single)) == Array(path.prefix(1)), "the screen left is the one on top")
  }

  enum Tab: Hashable, Sendable, CaseIterable { case one, two }

  /// What the user does in the tab the views show is followed, even when
  /// the app has switched tabs and the views have not caught up yet.
  @Test func aWriteInTheTabShownIsFollowedThoughTheAppHasSwitchedTabs() throws {
    let turns = Turns()
    let navigator = Navigator(Tabs<Tab, String>(selected: .one))
    let bindings = bindings(navigator, turns: turns)
    turns.turn()
    try navigator.selectTab(.two)  // the app switches; the views still show tab one
    let one = LayerID<Tab>(.tab(.one))
    bindings.write(.path(bindings.path(of: one) + [PathElement(pushing: "a")], layer: one), sizeClass: .compact)
    turns.turn()
    #expect(navigator.state.tabs?.stack(for: .one)?.routes == ["a"])
    #expect(bindings.ignoredWrites.isEmpty)
  }

  /// A gesture the navigator refuses is in its log as a refusal of the
  /// user's, as a view's `perform` is, and the screen goes back to the state.
  @Test func aRefusedWriteIsInTheNavigatorsLog() {
    let turns = Turns()
    let navigator = Navigator(BackStack<String>(pushing: ["a"]))
    navigator.guards.append(NavigationGuard { _ in .block("read only") })
    let bindings = bindings(navigator, turns: turns)
    turns.turn()
    bindings.write(.path([], layer: LayerID(.single)), sizeClass: .compact)
    turns.turn()
    #expect(navigator.state.shownStack.routes == ["a"] && navigator.changeCount == 0)
    #expect(navigator.log.map(\.refusal) == [.blocked(reason: "read only")])
    #expect(navigator.log.last?.cause == .user)
    #expect(bindings.ignoredWrites.last?.reason == "refused: blocked: read only")
  }

  /// The Show Inspector command goes through the same checks as every
  /// other write: from a view of the other size class, or over a layer
  /// that shows a modal, it is ignored with its reason kept.
  @Test func aStaleShowInspectorIsIgnoredWithItsReason() throws {
    let turns = Turns()
    let navigator = Navigator(BackStack<String>())
    let bindings = bindings(navigator, turns: turns)
    turns.turn()
    bindings.write(.inspectorShown(layer: LayerID(.single)), sizeClass: .regular)  // the views are compact
    #expect(bindings.ignoredWrites.last?.reason == "a write from a view of the other size class")
    try navigator.present("sheet", as: .sheet)
    turns.turn()
    bindings.write(.inspectorShown(layer: LayerID(.single)), sizeClass: .compact)
    #expect(bindings.ignoredWrites.last?.reason == "Show Inspector over a layer that is not shown, or shows a modal")
    #expect(navigator.state.shownStack.routes == ["sheet"])
    // Over the shown layer, with no inspector hidden there: nothing to show again.
    let root = Navigator(BackStack<String>(pushing: ["list"]))
    let rootBindings = self.bindings(root, turns: turns)
    turns.turn()
    rootBindings.write(.inspectorShown(layer: LayerID(.single)), sizeClass: .compact)
    #expect(rootBindings.ignoredWrites.last?.reason == "Show Inspector with no inspector hidden over these screens")
    #expect(root.state.shownStack.routes == ["list"])
  }

  @Test func aPushHoldingOneScreenTwiceIsIgnored() {
    // Found by the property run through the layer: a stack popped, then a
    // late write from a link of the screen below, whose path still held the
    // element the link had pushed: the same element twice.
    let turns = Turns()
    let navigator = Navigator(BackStack<String>())
    let bindings = bindings(navigator, turns: turns)
    turns.turn()
    let element = PathElement(pushing: "b")
    bindings.write(.path([element, element], layer: LayerID(.single)), sizeClass: .compact)
    turns.turn()
    #expect(navigator.state.shownStack.isEmpty)
    #expect(bindings.ignoredWrites.last?.reason == "a push of one screen twice")
    #expect(bindings.inconsistencies.isEmpty, "\(bindings.inconsistencies)")
  }

  @Test func aLinkTappedOnAScreenAPopHasLeftDoesNotBringThatScreenBack() throws {
    // Found by the property run through the layer: a push hiding Back,
    // popped to the root by a re-tap of the tab while its screen still
    // showed; a link tapped on that screen wrote the path SwiftUI still
    // held plus the link's element, and the popped screen came back,
    // without its hidden Back.
    let turns = Turns()
    let navigator = Navigator(BackStack<String>())
    let bindings = bindings(navigator, turns: turns)
    turns.turn()
    try navigator.push("r5", hidesBack: true)
    turns.turn()
    let stale = bindings.path(of: LayerID(.single))
    try navigator.popToRoot()
    turns.turn()
    bindings.write(.path(stale + [PathElement(pushing: "l0")], layer: LayerID(.single)), sizeClass: .compact)
    turns.turn()
    #expect(navigator.state.shownStack.isEmpty)
    #expect(bindings.ignoredWrites.last?.reason == "a push of a screen shown before")
    #expect(bindings.inconsistencies.isEmpty, "\(bindings.inconsistencies)")
  }

  @Test func aPushFromADetailColumnWithNothingSelectedIsIgnored() {
    let turns = Turns()
    let navigator = Navigator(BackStack<String>())
    let bindings = bindings(navigator, sizeClass: .regular, layout: .twoColumns, turns: turns)
    turns.turn()
    bindings.write(.path([PathElement(pushing: "x")], layer: LayerID(.single)), sizeClass: .regular)
    turns.turn()
    #expect(navigator.state.shownStack.isEmpty)
    #expect(bindings.ignoredWrites.last?.reason == "a push in a column with nothing selected")
  }

  @Test func aStateWithoutTabsHasNoTabsToShow() {
    let bindings = NavigationBindings(Navigator(BackStack<String>()))
    #expect(bindings.selectedTab == nil && bindings.tabs.isEmpty)
  }

  @Test func aZoomSourceShownTwiceStaysUntilBothLeave() {
    let bindings = NavigationBindings(
      Navigator(BackStack<String>()),
      presentation: { _ in
        RoutePresentation(zoomSource: "photo")
      }, schedule: { $0() })
    bindings.zoomSourceAppeared("photo", in: LayerID(.single))
    bindings.zoomSourceAppeared("photo", in: LayerID(.single))
    bindings.zoomSourceDisappeared("photo", in: LayerID(.single))
    #expect(bindings.zoomSource(for: "any", from: LayerID(.single)) == "photo")
    bindings.zoomSourceDisappeared("photo", in: LayerID(.single))
    #expect(bindings.zoomSource(for: "any", from: LayerID(.single)) == nil)
    bindings.zoomSourceDisappeared("photo", in: LayerID(.single))  // once too often: nothing
    #expect(bindings.zoomSource(for: "any", from: LayerID(.single, modalDepth: 1)) == nil)
  }

  @Test func aWriteFromAViewOfTheOtherSizeClassIsIgnored() {
    let turns = Turns()
    let navigator = Navigator(BackStack<String>(pushing: ["a", "b"]))
    let bindings = bindings(navigator, turns: turns)
    turns.turn()
    bindings.setSizeClass(.regular)
    bindings.write(.path([], layer: LayerID(.single)), sizeClass: .compact)  // built before the resize
    turns.turn()
    #expect(navigator.state.shownStack.routes == ["a", "b"])
    #expect(bindings.ignoredWrites.last?.reason == "a write from a view of the other size class")
  }
}
