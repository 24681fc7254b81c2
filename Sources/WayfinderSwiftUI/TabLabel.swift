import Wayfinder

/// How a tab shows in the tab bar and in the sidebar of iOS 18's adaptable
/// tab view: its title, its symbol, whether it is the search tab, and the
/// section it belongs to in the sidebar. Before iOS 18, its tab item shows
/// its title and symbol.
///
/// The selection is the navigation state's selected tab in both forms (tab
/// bar and sidebar), and each tab keeps its stack when the user switches
/// between them or the window changes width. Which tabs the user reordered
/// or hid (`TabViewCustomization`) is view state, not navigation: the app
/// keeps it where it wants (`@AppStorage`, say) and hands the host a binding.
public struct TabLabel: Hashable, Sendable {
  /// The title, shown as it is (not a localization key).
  public var title: String
  /// The name of its SF Symbol.
  public var systemImage: String
  /// Whether it is the search tab (`TabRole.search`): set apart, at the trailing end of the tab bar.
  public var isSearch: Bool
  /// The sidebar section it belongs to; `nil` for none. Consecutive tabs of
  /// one section are grouped in a `TabSection`.
  public var section: String?
  /// Its identity for the user's customization, kept with the
  /// customization (`@AppStorage`, say), so it must not change between
  /// launches; `nil` (the default) for one made from the tab's value (its
  /// type and case, `String(reflecting:)`), which two tabs never share,
  /// whatever their titles.
  public var customizationID: String?

  /// A tab's label.
  ///
  /// - Parameters:
  ///   - title: The title, shown as it is.
  ///   - systemImage: The name of its SF Symbol.
  ///   - isSearch: Whether it is the search tab.
  ///   - section: Its sidebar section, if any.
  ///   - customizationID: Its identity for the user's customization (by
  ///     default, one made from the tab's value).
  public init(
    _ title: String, systemImage: String, isSearch: Bool = false, section: String? = nil,
    customizationID: String? = nil
  ) {
    (self.title, self.systemImage, self.isSearch, self.section) = (title, systemImage, isSearch, section)
    self.customizationID = customizationID
  }

  /// Each of `tabs`' customization identifiers: its label's, else one made
  /// from its value; unique (a second tab given an identifier already
  /// taken gets it with " 2" after it, a third " 3"), so hiding one tab in
  /// the sidebar never hides another. O(tabs).
  ///
  /// - Parameters:
  ///   - tabs: The tabs, in order.
  ///   - label: Each tab's label.
  /// - Returns: Each tab's identifier.
  package static func customizationIDs<Tab: Hashable>(_ tabs: [Tab], label: (Tab) -> TabLabel) -> [Tab: String] {
    var ids: [Tab: String] = [:]
    var taken: [String: Int] = [:]
    for tab in tabs {
      let wanted = label(tab).customizationID ?? String(reflecting: tab)
      var id = wanted
      while let count = taken[id] {
        taken[id] = count + 1
        id = "\(wanted) \(count + 1)"
      }
      taken[id] = 1
      ids[tab] = id
    }
    return ids
  }
}

/// Consecutive tabs of one sidebar section (or of none), in the tab order.
package struct TabGroup<Tab: Hashable & Sendable>: Hashable, Sendable, Identifiable {
  /// What keeps a group the same group while the tabs around it change:
  /// its section and how many groups of that section come before it (so
  /// a tab that changes section moves, and the other groups stay, with
  /// their tabs' views).
  package struct ID: Hashable, Sendable {
    /// The section's title; `nil` for tabs outside any section.
    package let section: String?
    /// How many groups of the same section come before it.
    package let occurrence: Int
  }

  /// Its identity among the groups.
  package let id: ID
  /// The section's title; `nil` for tabs outside any section.
  package var section: String? { id.section }
  /// Its tabs, in order.
  package let tabs: [Tab]

  /// The customization identifier of the group's `TabSection`, by which
  /// SwiftUI keeps a person's order of its tabs (Apple: "All tabs and tab
  /// sections that support customization need to have a customization
  /// ID"): "section " and its first tab's, as the app orders them, so it
  /// stays the same between launches and in every language, and no two
  /// groups share one. An app that puts another tab first in a section
  /// starts that section from its own order again. O(1).
  ///
  /// - Parameter tabIDs: Each tab's customization identifier (``TabLabel/customizationIDs(_:label:)``).
  /// - Returns: The identifier.
  package func customizationID(tabIDs: [Tab: String]) -> String {
    "section " + (tabs.first.flatMap { tabIDs[$0] } ?? (section ?? ""))
  }

  /// `tabs` grouped by their ``TabLabel/section``: each run of consecutive
  /// tabs with the same section is one group, in order, so that the groups'
  /// tabs, read in order, are `tabs`. O(tabs).
  ///
  /// - Parameters:
  ///   - tabs: The tabs, in order.
  ///   - label: Each tab's label.
  /// - Returns: The groups.
  package static func grouping(_ tabs: [Tab], by label: (Tab) -> TabLabel) -> [TabGroup] {
    var runs: [(section: String?, tabs: [Tab])] = []
    for tab in tabs {
      let section = label(tab).section
      if !runs.isEmpty, runs[runs.count - 1].section == section {
        runs[runs.count - 1].tabs.append(tab)
      } else {
        runs.append((section, [tab]))
      }
    }
    var seen: [String?: Int] = [:]
    return runs.map { run in
      let occurrence = seen[run.section, default: 0]
      seen[run.section] = occurrence + 1
      return TabGroup(id: ID(section: run.section, occurrence: occurrence), tabs: run.tabs)
    }
  }
}
