import Wayfinder

/// A write SwiftUI makes through a binding: the user swiped back, dragged a
/// sheet down, tapped a link, a list row or a tab.
public enum SwiftUIWrite<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Hashable, Sendable {
  /// The `NavigationStack` of the layer showing `modal` (`nil`: a root
  /// stack) set its path: shorter after Back or the Back menu, longer after
  /// a `NavigationLink(value:)`. `tab` is the tab whose root stack wrote
  /// (`nil` for a state without tabs): each tab has a `NavigationStack` of
  /// its own, and a tab the user has left may still write.
  case path([PathElement<Route>], layerModal: ModalItem<Route>?, tab: Tab?)
  /// A `sheet(item:)` or `fullScreenCover(item:)` set this item to `nil`.
  case dismissed(ModalItem<Route>)
  /// The `List` of the split column at `level` set its selection (in
  /// compact width, the list of the stack's screen at `level`).
  case selection(Route?, columnLevel: Int)
  /// The `TabView` set its selection: the user tapped a tab's item. Tapping
  /// the selected one again (SwiftUI sets the same value) pops it to its root.
  case tab(Tab)
  /// The user showed or hid columns of the split of `tab`: view state,
  /// which changes no navigation (see ``ColumnVisibility``).
  case columnVisibility(ColumnVisibility, tab: Tab?)
}

/// What to do with a write: the intent it becomes, or why it is ignored.
public enum WriteDecision<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Hashable, Sendable {
  /// Apply this intent, with cause ``NavigationCause/user``.
  case apply(NavigationIntent<Tab, Route>)
  /// Ignore the write, for this reason (it is stale, or an echo).
  case ignore(String)
}

extension SwiftUIWrite {
  /// What `self` means in `state`, shown as `scene`: a pure function, so
  /// every decision is tested without SwiftUI.
  public func decision(in state: NavigationState<Tab, Route>, scene: NavigationScene<Tab, Route>)
    -> WriteDecision<Tab, Route>
  {
    let layers = NavigationLayer.layers(of: scene)
    switch self {
    case .path(let path, let modal, let tab):
      guard tab == state.selectedTab || modal != nil else {
        return .ignore("a path write from a tab that is no longer shown")
      }
      guard let layer = layers.first(where: { $0.modal == modal }) else {
        return .ignore("a path write from a layer that is no longer shown")
      }
      if path.count < layer.path.count, Array(layer.path.prefix(path.count)) == path {
        let keptLevel = path.last?.level ?? (modal?.level ?? scene.columns.last?.level.number ?? 0)
        return .apply(state.position(of: ScreenLevel(keptLevel + 1)).removingThisScreen())
      }
      if path.count > layer.path.count, Array(path.prefix(layer.path.count)) == layer.path {
        guard layer.presented == nil else { return .ignore("a push from a layer under a modal") }
        let routes = path.dropFirst(layer.path.count).map(\.route)
        return .apply(state.position(of: ScreenLevel(layer.modal?.level ?? 0)).intent(.pushAll(routes)))
      }
      return path == layer.path ? .ignore("the path did not change") : .ignore("not a change a navigation stack makes")
    case .dismissed(let item):
      guard layers.contains(where: { $0.modal == item }) else {
        return .ignore("a late dismissal of a modal that is no longer presented")
      }
      return .apply(state.position(of: ScreenLevel(item.level)).removingThisScreen())
    case .selection(let route, let level):
      let current: Route?
      if let column = scene.columns.first(where: { $0.level.number == level }) {
        current = column.selection
      } else if scene.columns.count == 1, level >= 0, level <= state.shownStack.count {
        // Compact: the list is a screen of the one stack; its selection is the next step.
        current = level < state.shownStack.count ? state.shownStack[level].route : nil
      } else {
        return .ignore("a selection in a column that is not shown")
      }
      guard route != current else { return .ignore("an echo of the selection") }
      guard let route else { return .apply(state.position(of: ScreenLevel(level + 1)).removingThisScreen()) }
      return .apply(state.position(of: ScreenLevel(level)).selecting(route))
    case .tab(let tab):
      // SwiftUI sets the selection only for a tap: the same tab again is a reselection.
      return .apply(NavigationIntent(.selectTab(tab, reselectPopsToRoot: tab == state.selectedTab)))
    case .columnVisibility:
      return .ignore("column visibility is view state: it changes no navigation")
    }
  }
}
