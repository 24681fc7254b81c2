import SwiftUIModel
import Testing
import Wayfinder
import WayfinderSwiftUI

/// What the review of the SwiftUI layer found, each played through the model
/// of SwiftUI: with the layer as it is, and, where the fix is in how the
/// layer calls back (``HostWiring``), with the layer as it was, which the
/// model shows failing.
@MainActor @Suite struct SwiftUILifecycleTests {
  enum Tab: Hashable, Sendable, CaseIterable { case one, two }

  /// Settles `model`; returns its violations and how the screen differs from the state.
  func outcome<T, R>(_ model: SwiftUIModel<T, R>) -> [String] {
    model.settle()
    return model.violations + model.differencesFromTheState()
  }

  /// A sheet, a push inside it, a cover over it.
  func nestedModals(_ navigator: Navigator<Never, String>) throws {
    try navigator.present("sheet", as: .sheet)
    try navigator.push("inside")
    try navigator.present("cover", as: .cover)
  }

  @Test func theNextBatchWaitsForTheEndOfTheTransitionNotForOnAppear() throws {
    let navigator = Navigator(BackStack<String>())
    let model = SwiftUIModel(navigator)
    try nestedModals(navigator)
    #expect(outcome(model).isEmpty)
    #expect(model.callbacks == ["appeared sheet", "appeared cover"])

    // The layer before released the next batch from onAppear, while the sheet was still appearing.
    var before = HostWiring()
    before.appearance = .onAppear
    let early = SwiftUIModel(Navigator(BackStack<String>()), wiring: before)
    try nestedModals(early.navigator)
    #expect(early.settle() > 0)
    #expect(early.violations.contains { $0.contains("onePresentationAtATime: presenting cover while sheet") })
  }

  @Test func aPresentationWaitsForThePreviousModalsOnDismiss() throws {
    let navigator = Navigator(BackStack<String>([Step("a"), Step("sheet", .sheet)]))
    let model = SwiftUIModel(navigator)
    #expect(outcome(model).isEmpty)
    // A sheet replaced by a cover on the same layer: dismissed, then presented.
    try navigator.setState(NavigationState(BackStack([Step("a"), Step("cover", .cover)])))
    #expect(outcome(model).isEmpty)
    #expect(model.callbacks == ["appeared sheet", "onDismiss sheet", "appeared cover"])

    // Without onDismiss, the next presentation would have nothing to wait for.
    var before = HostWiring()
    before.reportsDismissal = false
    let silent = SwiftUIModel(Navigator(BackStack<String>([Step("sheet", .sheet)])), wiring: before)
    silent.settle()
    try silent.navigator.setState(NavigationState(BackStack([Step("cover", .cover)])))
    silent.settle(limit: 200)
    #expect(silent.violations.contains { $0.contains("not settled") })
  }

  /// S5: Export completed hides Back inside the export sheet.
  func exportCompleted(_ wiring: HostWiring) throws -> SwiftUIModel<Never, String> {
    let navigator = Navigator(BackStack<String>())
    let model = SwiftUIModel(navigator, wiring: wiring)
    try navigator.present("export")
    try navigator.push("options")
    try navigator.push("completed", hidesBack: true, inModal: "export")
    #expect(outcome(model).isEmpty)
    return model
  }

  @Test func aScreenThatHidesBackHasNoBackButtonNoSwipeAndNoDrag() throws {
    let model = try exportCompleted(HostWiring())
    let state = model.navigator.state
    #expect(!model.swipeBack() && !model.backMenu(keeping: 0) && !model.dragDown())
    #expect(model.navigator.state == state)
    #expect(model.chain.last?.item.dismissalDisabled == true)

    // The layer before showed Back and let the sheet be dragged: the gestures went
    // through on screen; the adapter keeps the state, and the screen comes back to it.
    var before = HostWiring()
    before.hidesBackButton = false
    before.disablesDismissal = false
    let open = try exportCompleted(before)
    #expect(open.swipeBack())
    #expect(open.navigator.state == state)
    #expect(open.bindings.ignoredWrites.last?.reason == "a pop past a screen that hides Back")
    #expect(outcome(open).isEmpty)
  }

  @Test func coversShowAsSheetsOnMacOS() throws {
    var rules = SwiftUIRules()
    rules.platform = .macOS
    let navigator = Navigator(BackStack<String>())
    let model = SwiftUIModel(navigator, rules: rules)
    try navigator.present("onboarding", as: .cover)
    try navigator.push("step 2")
    try navigator.present("terms", as: .sheet)
    #expect(outcome(model).isEmpty)
    #expect(model.chain.map(\.item.presentation) == [.sheet, .sheet])
    #expect(navigator.state.shownStack.first?.presentation == .cover, "the state keeps what the app asked for")
  }

  @Test func aSizeClassChangeDismissesNoneOfASplitsModals() throws {
    let navigator = Navigator(BackStack<String>(pushing: ["root 3"]))
    let model = SwiftUIModel(navigator, sizeClass: .regular) { _ in .twoColumns }
    try navigator.present("share", as: .sheet)
    #expect(outcome(model).isEmpty)
    for sizeClass in [SizeClass.compact, .regular, .compact] {
      model.resize(to: sizeClass)
      #expect(outcome(model).isEmpty)
      #expect(model.chain.map(\.item.route) == ["share"])
    }
    #expect(navigator.state.shownStack.routes == ["root 3", "share"])
    #expect(model.callbacks == ["appeared share"], "never dismissed, never presented again")

    // The layer before presented from the split's own stack, which a resize
    // replaces: the sheet went down with it, and nothing brought it back.
    var before = HostWiring()
    before.presentsFromTheSplitHost = false
    let replaced = SwiftUIModel(navigator, sizeClass: .compact, wiring: before) { _ in .twoColumns }
    #expect(outcome(replaced).isEmpty)
    replaced.resize(to: .regular)
    #expect(outcome(replaced) == ["the screen shows stack(push root 3), the state stack(push root 3 › sheet share)"])
    #expect(replaced.callbacks == ["appeared share", "onDismiss share"])
  }

  @Test func aPushedElementKeepsTheValueSwiftUIGaveIt() throws {
    let navigator = Navigator(BackStack<String>(pushing: ["a"]))
    let model = SwiftUIModel(navigator)
    #expect(outcome(model).isEmpty)
    #expect(model.tapLink("b"))
    let pushed = model.paths[LayerID(.single)]?.last
    #expect(outcome(model).isEmpty)
    #expect(model.paths[LayerID(.single)]?.last == pushed, "the element SwiftUI appended is the one it reads back")
    #expect(model.invalidations[.path(LayerID(.single))] ?? 0 <= 1)
  }

  @Test(arguments: [false, true])
  func reselectingATabPopsItOnlyWhereTheTabViewWritesIt(writes: Bool) throws {
    var rules = SwiftUIRules()
    rules.reselectingATabWritesIt = writes
    let navigator = Navigator(try Tabs<Tab, String>(selected: .one))
    let model = SwiftUIModel(navigator, rules: rules)
    try navigator.push("deep")
    #expect(outcome(model).isEmpty)
    #expect(model.tapTab(.one))
    #expect(outcome(model).isEmpty)
    // Reported: SwiftUI writes nothing for a tap on the selected tab, so nothing pops.
    #expect(navigator.state.shownStack.routes == (writes ? [] : ["deep"]))
  }

  // MARK: Writes the adapter got wrong before (issue 16)

  @Test func aPathWriteFromATabTheUserHasLeftIsIgnored() throws {
    let navigator = Navigator(try Tabs<Tab, String>(selected: .one))
    let model = SwiftUIModel(navigator)
    try navigator.push("a", in: .tab(.one))
    try navigator.push("b", in: .tab(.one))
    try navigator.push("x", in: .tab(.two))
    try navigator.push("y", in: .tab(.two))
    #expect(outcome(model).isEmpty)
    #expect(model.tapTab(.two))
    #expect(outcome(model).isEmpty)
    // A late pop from tab one's stack, now hidden: the user cannot touch a
    // tab that is not shown, so it is SwiftUI's, and changes nothing.
    let late = try #require(model.paths[LayerID(.tab(.one))])
    model.viewWrites(.path(Array(late.dropLast()), layer: LayerID(.tab(.one))))
    #expect(model.bindings.ignoredWrites.last?.reason == "a write from a tab the user has left")
    #expect(navigator.state.tabs?.stack(for: .one)?.routes == ["a", "b"])
    #expect(navigator.state.tabs?.stack(for: .two)?.routes == ["x", "y"])
    #expect(outcome(model).isEmpty)
  }

  @Test func aLateNilFromAnotherTabsSheetDismissesNothingShown() throws {
    let navigator = Navigator(try Tabs<Tab, String>(selected: .one))
    let model = SwiftUIModel(navigator)
    try navigator.present("same", in: .tab(.one))
    #expect(outcome(model).isEmpty)
    let oneItem = try #require(model.chain.first?.item)
    #expect(model.tapTab(.two) == false, "the tab bar is under the sheet")
    try navigator.selectTab(.two)
    try navigator.present("same", in: .tab(.two))
    #expect(outcome(model).isEmpty)
    // The same route at the same depth, in another tab: another item.
    model.viewWrites(.dismissed(oneItem))
    #expect(navigator.state.tabs?.stack(for: .two)?.routes == ["same"])
    #expect(model.bindings.ignoredWrites.last?.reason == "a write from a tab the user has left")
    #expect(outcome(model).isEmpty)
  }

  @Test func aListEchoUnderAModalOverAllTabsChangesNothing() throws {
    let navigator = Navigator(try Tabs<Tab, String>(selected: .two))
    let model = SwiftUIModel(navigator) { $0 == .two ? .twoColumns : .stack }
    let sidebar = ColumnID(StackLocation<Tab>.tab(.two), column: 0)
    #expect(model.selectRow("root 1", in: sidebar))
    #expect(outcome(model).isEmpty)
    try navigator.push("level 2", in: .tab(.two))
    try navigator.presentOverTabs("sign in")
    try navigator.push("password")
    #expect(outcome(model).isEmpty)
    let state = navigator.state
    model.viewWrites(.selection("root 1", column: sidebar))  // the compact list echoes its selection
    #expect(navigator.state == state)
    #expect(outcome(model).isEmpty)
  }

  @Test func aPushWhileAPresentationIsPendingLandsInTheLayerShown() throws {
    let navigator = Navigator(BackStack<String>(pushing: ["a"]))
    let model = SwiftUIModel(navigator)
    #expect(outcome(model).isEmpty)
    try navigator.present("sheet")  // released, not yet shown
    #expect(model.tapLink("b"))  // on the screen shown: the root stack
    #expect(outcome(model).isEmpty)
    #expect(Array(navigator.state.shownStack) == [Step("a"), Step("b"), Step("sheet", .sheet)])
  }

  @Test func aPushFromADetailColumnWithNothingSelectedIsIgnored() throws {
    let navigator = Navigator(BackStack<String>())
    let model = SwiftUIModel(navigator, sizeClass: .regular) { _ in .twoColumns }
    #expect(outcome(model).isEmpty)
    #expect(model.tapLink("x"))
    #expect(navigator.state.shownStack.isEmpty)
    #expect(model.bindings.ignoredWrites.last?.reason == "a push in a column with nothing selected")
    #expect(outcome(model).isEmpty)
  }

  @Test func aStateWithoutTabsHasNoTabsToShow() {
    let bindings = NavigationBindings(Navigator(BackStack<String>()))
    #expect(bindings.selectedTab == nil && bindings.tabs.isEmpty)
  }
}
