import Wayfinder

/// What each screen of a projection shows, each asked for once: every column's
/// content (`nil` for a placeholder), and the front screen's, which the
/// title bar names and keys act on.
struct ProjectionContents<Tab: Hashable & Sendable, Route: Hashable & Sendable, Command: Hashable & Sendable> {
  /// Each column's content, in column order; `nil` where a placeholder shows.
  let columns: [ScreenContent<Route, Command>?]
  /// The content of the screen in front: the top of the topmost modal, or
  /// of the front column (a placeholder's text when it has none).
  let front: ScreenContent<Route, Command>
  /// The selection of the front screen's column (a modal has none): the
  /// item its cursor starts on.
  let frontSelection: Route?

  /// The contents of `projection`, each screen's from `content` (`nil`: the root
  /// of the shown stack).
  init(
    _ projection: NavigationProjection<Tab, Route>, placeholder: String,
    content: (Route?) -> ScreenContent<Route, Command>
  ) {
    columns = projection.columns.map { column in
      if let route = column.topRoute { return content(route) }
      return column.isPlaceholder ? nil : content(nil)
    }
    if let modal = projection.modals.last {
      front = content(modal.topRoute)
      frontSelection = nil
    } else {
      let index = projection.frontColumnIndex
      front = columns[index] ?? ScreenContent(title: placeholder)
      frontSelection = projection.columns[index].selection
    }
  }
}
