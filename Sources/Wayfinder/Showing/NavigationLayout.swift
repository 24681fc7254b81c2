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
  public func columnCount(in sizeClass: SizeClass) -> Int {
    switch (self, sizeClass) {
    case (.stack, _), (_, .compact): 1
    case (.twoColumns, .regular): 2
    case (.threeColumns, .regular): 3
    }
  }
}
