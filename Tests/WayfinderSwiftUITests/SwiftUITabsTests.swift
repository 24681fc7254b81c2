import Testing
import Wayfinder
@_spi(WayfinderInternals) import WayfinderSwiftUI

/// iOS 18's adaptable tabs (issue 19), UI-free: sections group consecutive
/// tabs, groups keep their identity, customization identifiers are unique
/// (the tab views run in SwiftUILayerTests).
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
    #expect(groups.map(\.id.occurrence) == [0, 0, 1], "the second group outside any section is the second")
    #expect(TabGroup<Tab>.grouping([], by: Self.label).isEmpty)
    #expect(Self.label(.home).customizationID == nil)
  }

  @Test func aGroupKeepsItsIdentityWhenAnotherGroupComesBeforeIt() {
    let before = TabGroup.grouping([Tab.library, .settings, .search], by: Self.label)
    // Home, in a section of its own, comes first.
    let after = TabGroup.grouping(Tab.allCases) {
      $0 == .home ? TabLabel("Home", systemImage: "house", section: "Start") : Self.label($0)
    }
    #expect(before.map(\.id) == Array(after.map(\.id).dropFirst()))
  }

  @Test func customizationIDsAreUniqueWhateverTheTitles() {
    let sameTitle = { (_: Tab) in TabLabel("Mail", systemImage: "tray") }
    let ids = TabLabel.customizationIDs(Tab.allCases, label: sameTitle)
    #expect(Set(ids.values).count == Tab.allCases.count)
    #expect(ids[.home] == String(reflecting: Tab.home))
    let given = { (_: Tab) in TabLabel("Mail", systemImage: "tray", customizationID: "mail") }
    #expect(
      TabLabel.customizationIDs(Tab.allCases, label: given) == [
        .home: "mail", .library: "mail 2", .settings: "mail 3", .search: "mail 4",
      ])
  }
}
