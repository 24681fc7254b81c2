import SwiftUIModel
import Testing
import Wayfinder
import WayfinderSwiftUI

/// iOS 18's adaptable tabs (issue 19): the tab bar and the sidebar show one
/// selection, each tab keeps its stack, the search tab is a tab like the
/// others, and sections group consecutive tabs.
@MainActor @Suite struct SwiftUITabsTests {
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
}
