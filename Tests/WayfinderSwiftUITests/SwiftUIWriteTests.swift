import Testing
import Wayfinder
import WayfinderSwiftUI

/// Simulated SwiftUI writes, each checked against the intent it becomes, or
/// the reason it is ignored.
@Suite struct SwiftUIWriteTests {
  enum Tab: Hashable, Sendable, CaseIterable { case one, two }
  typealias State = NavigationState<Tab, String>
  typealias Write = SwiftUIWrite<Tab, String>

  /// What came of a write.
  enum Outcome: Equatable {
    /// Its intent was applied, giving this state.
    case success(State)
    /// It was ignored, for this reason.
    case failure(String)
    /// Its intent failed.
    case refused

    var state: State? { if case .success(let state) = self { state } else { nil } }
  }

  /// The state after `write`, made in `state` shown with `layout` in `sizeClass`, or the reason it was ignored.
  func outcome(
    _ write: Write, in state: State, layout: NavigationLayout = .stack, sizeClass: SizeClass = .compact
  ) -> Outcome {
    let scene = NavigationScene(state, layout: layout, sizeClass: sizeClass)
    switch write.decision(in: state, scene: scene) {
    case .apply(let intent):
      var next = state
      do {
        try next.apply(intent)
        return .success(next)
      } catch {
        return .refused
      }
    case .ignore(let reason):
      return .failure(reason)
    }
  }

  func stack(_ routes: String...) -> State { .stack(BackStack(pushing: routes)) }
  func element(_ level: Int, _ route: String) -> PathElement<String> { PathElement(level: level, route: route) }

  @Test func swipeBackOnceAndTheBackMenuToAnyLevel() {
    let state = stack("a", "b", "c")
    #expect(
      outcome(Write.path([element(1, "a"), element(2, "b")], layerModal: nil, tab: nil), in: state)
        == .success(stack("a", "b")))
    #expect(outcome(Write.path([element(1, "a")], layerModal: nil, tab: nil), in: state) == .success(stack("a")))
    #expect(outcome(Write.path([], layerModal: nil, tab: nil), in: state) == .success(stack()))
  }

  @Test func aNavigationLinkPushes() {
    let write = Write.path([element(1, "a"), element(2, "b")], layerModal: nil, tab: nil)
    #expect(outcome(write, in: stack("a")) == .success(stack("a", "b")))
    // NavigationLink(value: PathElement(pushing:)) appends an element whose level is not known yet.
    let link = Write.path([element(1, "a"), PathElement(pushing: "b")], layerModal: nil, tab: nil)
    #expect(outcome(link, in: stack("a")) == .success(stack("a", "b")))
  }

  @Test func twoEqualRoutesStayDistinct() {
    let layers = NavigationLayer.layers(of: NavigationScene(stack("a", "a"), sizeClass: .compact))
    #expect(layers[0].path.map(\.id) == [1, 2])
  }

  @Test func dragASheetDownAndALateNilAfterANewSheetIsUp() throws {
    var state = State.stack(BackStack([Step("a"), Step("s", .sheet), Step("b")]))
    let sheet = ModalItem(level: 2, route: "s", presentation: .sheet)
    #expect(outcome(Write.dismissed(sheet), in: state) == .success(stack("a")))
    // The sheet was replaced by another before its late nil arrived.
    state = .stack(BackStack([Step("a"), Step("t", .sheet)]))
    #expect(
      outcome(Write.dismissed(sheet), in: state) == .failure("a late dismissal of a modal that is no longer presented"))
    #expect(
      outcome(Write.path([], layerModal: sheet, tab: nil), in: state)
        == .failure("a path write from a layer that is no longer shown"))
  }

  @Test func aPushFromALayerUnderAModalIsIgnored() {
    let state = State.stack(BackStack([Step("a"), Step("s", .sheet)]))
    #expect(
      outcome(Write.path([element(1, "a"), element(2, "x")], layerModal: nil, tab: nil), in: state)
        == .failure("a push from a layer under a modal"))
    #expect(
      outcome(Write.path([element(1, "z"), element(2, "x")], layerModal: nil, tab: nil), in: state)
        == .failure("not a change a navigation stack makes"))
  }

  @Test func aListSelectionAndItsEcho() {
    let state = stack("x")  // the sidebar selected x
    #expect(
      outcome(Write.selection("x", columnLevel: 0), in: state, layout: .twoColumns, sizeClass: .regular)
        == .failure("an echo of the selection"))
    #expect(
      outcome(Write.selection("y", columnLevel: 0), in: state, layout: .twoColumns, sizeClass: .regular)
        == .success(stack("y")))
    #expect(
      outcome(Write.selection(nil, columnLevel: 0), in: state, layout: .twoColumns, sizeClass: .regular)
        == .success(stack())
    )
  }

  @Test func aSizeClassChangeDuringAPushMakesTheWriteStale() {
    // Regular width: the detail column's stack is [b]; the push of c was made there, then the
    // window narrowed: the one stack is [a, b], and the write no longer fits it.
    let state = stack("a", "b")
    let write = Write.path([element(2, "b"), element(3, "c")], layerModal: nil, tab: nil)
    #expect(outcome(write, in: state, layout: .twoColumns, sizeClass: .regular) == .success(stack("a", "b", "c")))
    #expect(
      outcome(write, in: state, layout: .twoColumns, sizeClass: .compact)
        == .failure("not a change a navigation stack makes"))
  }

  @Test func aTabSelectionAndAReselectionThatPopsToTheRoot() throws {
    var tabs = try Tabs<Tab, String>(selected: .one)
    tabs.selectedStack.push("a")
    let state = State.tabs(tabs)
    var two = tabs
    try two.select(.two)
    #expect(outcome(Write.tab(.two), in: state) == .success(.tabs(two)), "the other tab keeps its stack")
    tabs.selectedStack.popToRoot()
    #expect(outcome(Write.tab(.one), in: state) == .success(.tabs(tabs)))
  }

  @Test func aColumnVisibilityChangeIsViewState() {
    #expect(
      outcome(Write.columnVisibility(.detailOnly, tab: nil), in: stack("a"), layout: .twoColumns, sizeClass: .regular)
        == .failure("column visibility is view state: it changes no navigation"))
  }

  @Test func aTabSwitchDuringAPushMakesTheOldTabsWriteStale() throws {
    var state = State.tabs(try Tabs(selected: .one))
    try state.apply(NavigationIntent(.push("a", hidesBack: false)))
    let push = Write.path([element(1, "a"), element(2, "b")], layerModal: nil, tab: .one)
    #expect(outcome(push, in: state).state?.shownStack.routes == ["a", "b"])
    try state.apply(NavigationIntent(.selectTab(.two, reselectPopsToRoot: false)))  // the user switched tabs
    #expect(outcome(push, in: state) == .failure("a path write from a tab that is no longer shown"))
  }

  @Test func dragDownTheModalOverAllTabs() throws {
    var tabs = try Tabs<Tab, String>(selected: .one)
    var state = State.tabs(tabs)
    try state.apply(NavigationIntent(.push("feed", hidesBack: false)))
    try state.apply(NavigationIntent(.presentOverTabs("sign in", as: .sheet)))
    try state.apply(NavigationIntent(.push("password", hidesBack: false)))
    let item = ModalItem(level: 2, route: "sign in", presentation: .sheet, isOverTabs: true)
    tabs = try #require(state.tabs)
    // Back inside it pops inside it; dragging it down dismisses it, and the tab's stack stays.
    #expect(
      outcome(Write.path([], layerModal: item, tab: nil), in: state).state?.tabs?.modalOverTabs.routes == ["sign in"])
    let dismissed = outcome(Write.dismissed(item), in: state).state
    #expect(dismissed?.tabs?.modalOverTabs.isEmpty == true)
    #expect(dismissed?.tabs?.selectedStack.routes == ["feed"])
  }
}
