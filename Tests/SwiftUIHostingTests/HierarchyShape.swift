// What UIKit should show for a navigation state, as far as a device makes
// it observable, computed from the core's projection (no UIKit here): the
// simulator's hosting tests read the same shape from UIKit's controllers
// (UIKitHierarchy.swift) and compare.
#if canImport(SwiftUI) && (!os(Linux) || SWIFTUI_STAND_IN)
  import Wayfinder

  /// The selected tab's index, a split's columns and whether it collapsed,
  /// and the depth of the front navigation stack in the window and in each
  /// controller presented over it, bottom first.
  struct HierarchyShape: Equatable, CustomStringConvertible {
    /// A `UISplitViewController`'s columns (its style) and `isCollapsed`.
    struct Split: Equatable {
      var columns: Int
      var isCollapsed: Bool
    }

    /// The `UITabBarController`'s `selectedIndex`, or `nil` without one.
    var selectedTab: Int?
    /// The split, or `nil` without one.
    var split: Split?
    /// The front `UINavigationController`'s `viewControllers.count`, in the
    /// window's root and then in each presented controller (0 where a
    /// presented controller has none, as an alert).
    var stacks: [Int]

    var description: String {
      let tab = selectedTab.map { "tab \($0), " } ?? ""
      let split = split.map { "split of \($0.columns)\($0.isCollapsed ? ", collapsed" : ""), " } ?? ""
      return "\(tab)\(split)stacks \(stacks)"
    }
  }

  extension HierarchyShape {
    /// What the layer shows for `projection`: a split only in regular width
    /// (in compact width the split host shows one stack), the last column's
    /// stack (its root and what is pushed on it) at the bottom, then each
    /// modal presented (an inspector in regular width is a column, not
    /// presented) and the dialog.
    init<Tab, Route>(expecting projection: NavigationProjection<Tab, Route>) {
      selectedTab = projection.selectedTab.flatMap { projection.tabs.firstIndex(of: $0) }
      let showsSplit = projection.layout != .stack && projection.sizeClass == .regular
      split = showsSplit ? Split(columns: projection.columns.count, isCollapsed: false) : nil
      let presented = projection.modals.filter { !($0.shownAs == .inspector && projection.sizeClass == .regular) }
      let base = (projection.columns.last?.pushed.count ?? 0) + 1
      stacks = [base] + presented.map { $0.pushed.count + 1 } + (projection.dialog == nil ? [] : [0])
    }
  }
#endif
