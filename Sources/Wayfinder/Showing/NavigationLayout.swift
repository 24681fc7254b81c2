/// How one back stack (a whole app, or one tab) is shown.
///
/// A split shows its first steps as column selections in regular width and
/// collapses into one stack in compact width; see ``NavigationProjection``
/// for the rule.
public enum NavigationLayout: Hashable, Sendable, Codable, CaseIterable {
  /// One stack in every width.
  case stack
  /// A sidebar and a detail column.
  case twoColumns
  /// A sidebar, a content column and a detail column.
  case threeColumns

  /// How many columns this layout shows in `sizeClass`.
  ///
  /// - Parameter sizeClass: The window's size class.
  /// - Returns: 1 in compact width or for ``stack``; 2 or 3 for a split in regular width.
  package func columnCount(in sizeClass: SizeClass) -> Int {
    switch (self, sizeClass) {
    case (.stack, _), (_, .compact): 1
    case (.twoColumns, .regular): 2
    case (.threeColumns, .regular): 3
    }
  }

  /// The columns whose list selects (the sidebar, and a three-column
  /// split's content column): 0, 1 or 2, in any size class.
  package var selectingColumns: Int { columnCount(in: .regular) - 1 }

  /// Where the path of a stack of `depth` base steps (those before its
  /// first modal) starts in `sizeClass`: 0 in one column, else after the
  /// steps its selecting columns show.
  ///
  /// - Parameters:
  ///   - sizeClass: The window's size class.
  ///   - depth: The steps before the stack's first modal.
  /// - Returns: The index of the path's first step.
  package func pathStart(in sizeClass: SizeClass, depth: Int) -> Int {
    columnCount(in: sizeClass) == 1 ? 0 : min(selectingColumns, depth)
  }
}

/// How an app lays out its stacks: declared once, on its navigator
/// (``Navigator/layouts``), where its lifecycle player, its tests and a
/// host that lays out no stack of its own (the terminal's, the SwiftUI
/// adapter before a host draws) read it. A SwiftUI host draws its own
/// layout: declare the same here.
///
/// ```swift
/// navigator.layouts = NavigationLayouts { tab in tab == .mail ? .threeColumns : .stack }
/// ```
public struct NavigationLayouts<Tab: Hashable & Sendable>: Sendable {
  private let layoutOfTab: @Sendable (Tab) -> NavigationLayout
  private let layoutWithoutTabs: NavigationLayout

  /// Every stack laid out as `layout`: the one stack of an app without
  /// tabs, or every tab's.
  ///
  /// - Parameter layout: The layout.
  public init(_ layout: NavigationLayout = .stack) {
    (layoutOfTab, layoutWithoutTabs) = ({ _ in layout }, layout)
  }

  /// Each tab's stack laid out as `layoutOfTab` says (a state without tabs
  /// is one stack).
  ///
  /// - Parameter layoutOfTab: The layout of each tab's stack.
  public init(_ layoutOfTab: @escaping @Sendable (Tab) -> NavigationLayout) {
    (self.layoutOfTab, layoutWithoutTabs) = (layoutOfTab, .stack)
  }

  /// The layout of the stack of `tab`, or of the one stack of a state
  /// without tabs (`nil`).
  ///
  /// - Parameter tab: The tab.
  /// - Returns: Its layout.
  package func layout(of tab: Tab?) -> NavigationLayout { tab.map(layoutOfTab) ?? layoutWithoutTabs }
}
