import Wayfinder

/// One element of a layer's path, as SwiftUI's `NavigationStack(path:)`
/// holds it: the route and its level, which together are its identity, so
/// that two equal routes stay distinct and each destination knows its place.
public struct PathElement<Route: Hashable & Sendable>: Hashable, Sendable, Identifiable {
  /// The level of the screen (its step's index + 1).
  public let level: Int
  /// The route it shows.
  public let route: Route
  /// The level: unique within the state.
  public var id: Int { level }

  /// The element at `level` showing `route`.
  public init(level: Int, route: Route) {
    (self.level, self.route) = (level, route)
  }

  /// An element to push, for `NavigationLink(value:)`: its level is given
  /// when the write that holds it is applied.
  public init(pushing route: Route) {
    (self.level, self.route) = (-1, route)
  }
}

/// The modal a layer presents, as `sheet(item:)` or `fullScreenCover(item:)` binds it.
public struct ModalItem<Route: Hashable & Sendable>: Hashable, Sendable, Identifiable {
  /// The level of the modal's root screen.
  public let level: Int
  /// The modal's route.
  public let route: Route
  /// Sheet or cover.
  public let presentation: Presentation
  /// Whether it is presented over all tabs (on the `TabView`).
  public let isOverTabs: Bool
  /// The level and the route: a new modal at the same level is another item.
  public var id: PathElement<Route> { PathElement(level: level, route: route) }

  /// The modal at `level` showing `route` as `presentation`.
  public init(level: Int, route: Route, presentation: Presentation, isOverTabs: Bool = false) {
    (self.level, self.route, self.presentation, self.isOverTabs) = (level, route, presentation, isOverTabs)
  }
}

/// What SwiftUI shows for one layer: the root stack (layer 0), or a modal
/// with the stack pushed inside it (layer k for the k-th modal).
public struct NavigationLayer<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The layer's place: 0 for the root stack, then 1, 2, … for each modal.
  public let index: Int
  /// The modal this layer is (`nil` for the root stack).
  public let modal: ModalItem<Route>?
  /// The layer's path: the steps pushed on its root, oldest first.
  public let path: [PathElement<Route>]
  /// The modal presented over this layer, if any: the next layer's item.
  public let presented: ModalItem<Route>?

  /// The layers of `scene`, bottom first: what each `NavigationStack` and
  /// each `sheet(item:)` binds. A split's columns come from the scene's columns;
  /// layer 0's path is the last column's stack.
  public static func layers<Tab>(of scene: NavigationScene<Tab, Route>) -> [NavigationLayer] {
    let modals = scene.modals.map {
      ModalItem(
        level: $0.level.number, route: $0.step.route, presentation: $0.step.presentation, isOverTabs: $0.isOverTabs)
    }
    let root =
      scene.columns.last.map { column in
        column.pushed.enumerated().map {
          PathElement(level: column.level.number + 1 + $0.offset, route: $0.element.route)
        }
      } ?? []
    var layers = [NavigationLayer(index: 0, modal: nil, path: root, presented: modals.first)]
    for (position, layer) in scene.modals.enumerated() {
      let path = layer.pushed.enumerated().map {
        PathElement(level: layer.level.number + 1 + $0.offset, route: $0.element.route)
      }
      layers.append(
        NavigationLayer(
          index: position + 1, modal: modals[position], path: path,
          presented: position + 1 < modals.count ? modals[position + 1] : nil))
    }
    return layers
  }
}
