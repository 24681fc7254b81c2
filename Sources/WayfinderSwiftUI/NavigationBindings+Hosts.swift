import Wayfinder

// The bindings of each navigator, kept in its host slot, and what the hosts
// given the navigator declare about their stacks.

extension NavigationBindings {
  /// The bindings of `navigator`: those made for it before, kept in its host
  /// slot while it lives, else new ones (compact width until a view reads
  /// the window's size class, on this platform, each stack a stack until a
  /// host declares it). One navigator has one set of bindings, whichever
  /// hosts show it; they go with it (they hold it weakly).
  ///
  /// - Parameter navigator: The navigator.
  /// - Returns: Its bindings.
  package static func of(_ navigator: Navigator<Tab, Route>) -> NavigationBindings {
    attached(to: navigator) ?? NavigationBindings(navigator)
  }

  /// The bindings made for `navigator`, if any.
  package static func attached(to navigator: Navigator<Tab, Route>) -> NavigationBindings? {
    navigator.hostSlot as? NavigationBindings
  }

  /// Makes these the bindings of `navigator`.
  func attach(to navigator: Navigator<Tab, Route>) {
    navigator.hostSlot = self
  }

  /// Makes these no longer the bindings of `navigator`: the next host
  /// given it shows it with new ones.
  func detach(from navigator: Navigator<Tab, Route>) {
    if navigator.hostSlot === self { navigator.hostSlot = nil }
  }

  /// What a host showing the stack at `location` declares, from its body,
  /// where it draws the stack (before the views it draws read the
  /// bindings; a host made and not drawn declares nothing): its layout, and how
  /// the routes of its stack are presented (`nil`: as declared before, else
  /// as the system presents them). Idempotent: declaring what is declared
  /// changes nothing a view observes; a new layout lays the stack out again.
  ///
  /// - Parameters:
  ///   - layout: The stack's layout (`nil`: the modal over all tabs, always a stack).
  ///   - presentation: How each route's screen is presented.
  ///   - location: The stack.
  package func declare(
    layout: NavigationLayout?, presentation: (@MainActor (Route) -> RoutePresentation)?,
    at location: StackLocation<Tab>
  ) {
    var changed = false
    if let presentation {
      // A closure cannot be compared: the first one declared lays the
      // modals out again (whether they can be dragged away), later ones
      // replace it for what is presented next.
      changed = presentations.updateValue(presentation, forKey: location) == nil
    }
    if let layout, layout != self.layout(of: location) {
      layouts[location] = layout
      changed = true
    }
    if changed { refreshCells() }
  }

  /// How `route`, a step of the stack at `location`, is presented: as its
  /// host declared, else as the bindings were made to present it.
  ///
  /// - Parameters:
  ///   - route: The route.
  ///   - location: The stack of its step.
  /// - Returns: Its presentation.
  package func presentation(_ route: Route, at location: StackLocation<Tab>) -> RoutePresentation {
    (presentations[location] ?? defaultPresentation)(route)
  }
}
