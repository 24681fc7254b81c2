import Wayfinder

/// The columns a split shows, as SwiftUI's `NavigationSplitViewVisibility`
/// has them.
///
/// Visibility is view state, as a terminal's cursor is: hiding the sidebar
/// selects nothing and pops nothing, so it is not part of
/// `NavigationState` (nor saved with it), and it survives size-class
/// changes in ``NavigationBindings``.
@_spi(WayfinderInternals) public enum ColumnVisibility: Hashable, Sendable, CaseIterable {
  /// The system's choice.
  case automatic
  /// Every column.
  case all
  /// The content and detail columns (three columns), or every column (two).
  case doubleColumn
  /// The detail column only.
  case detailOnly
}

/// The dialog shown, and the layer it shows over.
struct ShownDialog<Tab: Hashable & Sendable>: Hashable, Sendable {
  let layer: LayerID<Tab>
  let dialog: Dialog
}
