import SwiftUIModel
import Testing
import Wayfinder
import WayfinderSwiftUI

/// iOS 18's adaptable tabs (issue 19): the tab bar and the sidebar show one
/// selection, each tab keeps its stack, the search tab is a tab like the
/// others, and sections group consecutive tabs.
@MainActor @Suite(.timeLimit(.minutes(10))) struct SwiftUITabsTests {
  enum Tab: Hashable, Sendable, CaseIterable { case home, library, settings, search }

  static func label(_ tab: Tab) -> TabLabel {
    switch tab {
    case .home: TabLabel("Home", systemImage: "house")
    case .library: TabLabel("Library", systemImage: "books.vertical", section: "Collections")
    case .settings: TabLabel("Settings", systemImage: "gear", section: "Collections")
    case .search: TabLabel("Search", systemImage: "magnifyingglass", isSearch: true)
    }
  }

  @Test func sectionsGroupConsecutiveTabsInOrder() {
    let groups = TabGroup.grouping(Tab.allCases, by: Self.label)
    #expect(groups.map(\.section) == [nil, "Collections", nil])
    #expect(groups.flatMap(\.tabs) == Tab.allCases)
    #expect(groups.map(\.id) == [0, 1, 2])
    #expect(TabGroup<Tab>.grouping([], by: Self.label).isEmpty)
    #expect(Self.label(.home).customizationID == "Home")
  }

  @Test func theTabBarAndTheSidebarShowOneSelectionAndEveryStackStays() throws {
    let navigator = Navigator(Tabs<Tab, String>(selecting: .home))
    let model = SwiftUIModel(navigator, sizeClass: .regular) { $0 == .library ? .twoColumns : .stack }
    try navigator.push("a")
    try navigator.selectTab(.library)
    try navigator.push("shelf")
    try navigator.push("book")
    model.settle()
    let before = navigator.state
    #expect(model.switchTabForm())  // to the sidebar
    model.resize(to: .compact)
    model.settle()
    model.resize(to: .regular)
    #expect(model.switchTabForm())  // back to the tab bar
    model.settle()
    #expect(navigator.state == before)
    #expect(model.violations.isEmpty, "\(model.violations)")
    #expect(model.differencesFromTheState().isEmpty, "\(model.differencesFromTheState())")
    // The search tab is selected by its value, in either form.
    #expect(model.switchTabForm())
    #expect(model.tapTab(.search))
    model.settle()
    #expect(navigator.state.selectedTab == .search)
    #expect(model.tapTab(.home))
    model.settle()
    #expect(navigator.state.shownStack.map(\.route) == ["a"])
    #expect(model.violations.isEmpty && model.differencesFromTheState().isEmpty)
  }

  /// Writes from a tab the user has left: a late pop from Home's stack, a
  /// push, its own Back, and a selection in Library's sidebar while Home
  /// shows. The user cannot touch a tab that is not shown: each is ignored,
  /// changes nothing and asks nothing.
  @Test func writesFromATabTheUserHasLeftAreIgnored() throws {
    let navigator = Navigator(Tabs<Tab, String>(selecting: .home))
    navigator.guards.append(.confirmingLeaving { _ in .confirmation("Discard changes?", confirm: "Discard") })
    let model = SwiftUIModel(navigator, sizeClass: .regular) { $0 == .library ? .twoColumns : .stack }
    try navigator.selectTab(.library)
    try navigator.select("shelf", atDepth: 0)
    try navigator.selectTab(.home)
    try navigator.push("a")
    try navigator.push("edit")
    try navigator.setConfirmsLeaving(true)
    model.settle()
    let home = LayerID<Tab>(.tab(.home))
    let homePath = try #require(model.paths[home])
    #expect(model.tapTab(.settings))  // leaving the edit screen asks first
    model.settle()
    #expect(model.chooseInDialog(0))  // Discard: Settings shows; Home keeps its stack
    model.settle()
    #expect(navigator.state.selectedTab == .settings)
    let before = navigator.state
    let stale: [SwiftUIWrite<Tab, String>] = [
      .path(Array(homePath.dropLast()), layer: home),
      .path(homePath + [PathElement(pushing: "x")], layer: home),
      .back(layer: home),
      .selection("other", column: ColumnID(.tab(.library), column: 0)),
    ]
    for write in stale {
      model.viewWrites(write)
      model.settle()
      #expect(navigator.state == before, "\(write) changed the state")
      #expect(navigator.state.shownDialog == nil, "\(write) asked about a screen the user cannot see")
      #expect(model.bindings.ignoredWrites.last?.reason == "a write from a tab the user has left")
    }
    #expect(model.violations.isEmpty, "\(model.violations)")
    #expect(model.differencesFromTheState().isEmpty, "\(model.differencesFromTheState())")
  }
}
