/// One open window: its identity, its own navigation state, and its own
/// size class.
///
/// Each window adapts its navigation to its own width: it shows the
/// ``NavigationProjection`` of its ``state`` for its ``sizeClass``, and
/// resizing one window changes nothing in another.
package struct NavigationWindow<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Hashable, Sendable {
  /// The window's identity.
  package let id: WindowID
  /// Its navigation state.
  package var state: NavigationState<Tab, Route>
  /// Its size class, as its host last reported it.
  package var sizeClass: SizeClass

  /// The window `id` showing `state` at `sizeClass`.
  ///
  /// - Parameters:
  ///   - id: The window's identity.
  ///   - state: Its navigation state.
  ///   - sizeClass: Its size class.
  package init(_ id: WindowID, state: NavigationState<Tab, Route>, sizeClass: SizeClass = .compact) {
    (self.id, self.state, self.sizeClass) = (id, state, sizeClass)
  }
}

extension NavigationWindow: Codable where Tab: Codable, Route: Codable {}
