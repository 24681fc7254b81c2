import Wayfinder

/// Which `NavigationStack` of the SwiftUI host a layer is: the root stack of
/// a stack location (a tab's, or the one stack), or the stack inside a
/// modal, named by the depth of its modal step in its location's stack.
///
/// Every value the host binds, and every write SwiftUI makes, names its
/// layer, so that a write is resolved against the stack it came from, and
/// a write from a tab the user has left, or from a sheet animating out, is
/// known to be stale.
@_spi(WayfinderInternals) public struct LayerID<Tab: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible {
  /// The stack the layer shows part of.
  package let location: StackLocation<Tab>
  /// 0 for the location's root stack; else the depth of the modal step
  /// whose screen is the layer's root.
  package let modalDepth: Int

  /// The layer at `location`, rooted at the modal step at `modalDepth` (0: the root stack).
  ///
  /// - Parameters:
  ///   - location: The stack the layer shows part of.
  ///   - modalDepth: 0 for the root stack; else the depth of the modal step.
  @_spi(WayfinderInternals) public init(_ location: StackLocation<Tab>, modalDepth: Int = 0) {
    (self.location, self.modalDepth) = (location, modalDepth)
  }

  /// The tab view itself, which presents the modal over all tabs while the
  /// selected tab shows no modal of its own.
  package static var tabView: LayerID { LayerID(.modalOverTabs) }

  /// `tab home, modal at 3`.
  @_spi(WayfinderInternals) public var description: String {
    self == .tabView ? "the tab view" : modalDepth == 0 ? "\(location)" : "\(location), modal at \(modalDepth)"
  }
}

/// One element of a layer's path, as `NavigationStack(path:)` holds it: the
/// route, whether its screen hides Back, and a token: the identity of the
/// screen, which keeps two equal routes distinct, keeps an element SwiftUI
/// appended the same value after the push is applied, and stays the same
/// while the screen does (so that two paths whose elements at one position
/// are the same screen agree on every element below it).
@_spi(WayfinderInternals) public struct PathElement<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The route it shows.
  package let route: Route
  /// Whether its screen hides the Back button (which also turns off the
  /// swipe back): see ``NavigationBindings``.
  package let hidesBack: Bool
  /// What tells it apart from an equal route elsewhere in the path. The
  /// adapter numbers the state's screens 1, 2, 3, …; a link's element
  /// draws its token at random from 2³² up: so a token says who made it.
  let token: UInt64

  /// An element to push, for `NavigationLink(value:)`.
  ///
  /// - Parameter route: The route to push.
  package init(pushing route: Route) {
    self.init(route: route, hidesBack: false, token: UInt64.random(in: 1 << 32...UInt64.max))
  }

  /// An element of the shown state.
  init(route: Route, hidesBack: Bool, token: UInt64) {
    (self.route, self.hidesBack, self.token) = (route, hidesBack, token)
  }
}

/// The modal a layer presents, as `sheet(item:)` or `fullScreenCover(item:)`
/// binds it: the layer it opens, its route, and how it is shown.
@_spi(WayfinderInternals)
public struct ModalItem<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Hashable, Sendable, Identifiable {
  /// The layer the modal opens: its location and the depth of its step.
  package let layer: LayerID<Tab>
  /// The modal's route: its root screen.
  package let route: Route
  /// How it is shown: a sheet or a cover (a cover shows as a sheet where
  /// covers do not exist, on macOS).
  package let presentation: Presentation
  /// Whether the user may not drag it away: a screen in it hides Back, so
  /// a drag would go past it. Not part of its identity: a push that hides
  /// Back inside the modal changes this, not which modal it is.
  package let dismissalDisabled: Bool

  /// What makes a modal this modal: its layer, its route and how it is
  /// shown. A modal at another place, or of another route, is another item
  /// (SwiftUI dismisses the one and presents the other).
  @_spi(WayfinderInternals) public struct ID: Hashable, Sendable {
    /// The layer the modal opens.
    package let layer: LayerID<Tab>
    /// The modal's route.
    package let route: Route
    /// How it is shown.
    package let presentation: Presentation
  }

  /// Its identity, which `sheet(item:)` compares.
  @_spi(WayfinderInternals) public var id: ID { ID(layer: layer, route: route, presentation: presentation) }
}

/// What SwiftUI shows for one layer: the root screen's route (for a modal),
/// the path pushed on it, and the modal presented over it.
package struct NavigationLayer<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Hashable, Sendable {
  /// Which layer it is.
  package let id: LayerID<Tab>
  /// The modal's route, for a modal layer (the root stack's root is the app's view).
  package let root: Route?
  /// The path pushed on the layer's root, oldest first.
  package internal(set) var path: [PathElement<Route>]
  /// The modal presented over this layer, if any: the next layer.
  package let presented: ModalItem<Tab, Route>?
}
