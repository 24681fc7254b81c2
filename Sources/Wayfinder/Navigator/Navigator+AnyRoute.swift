/// Intents that take routes of any `Codable` type directly, for a navigator
/// of mixed routes: `navigator.push(ColorRoute.indigo)` instead of
/// `navigator.push(AnyRoute(ColorRoute.indigo))`. Each wraps the route with
/// `AnyRoute(_:)`, keeping it saveable, then does the same as the intent
/// of the same name. (Wrap a route that is not `Codable` yourself.)
extension Navigator where Route == AnyRoute {
  /// Pushes `route`.
  public func push<Value: Hashable & Sendable & Codable>(
    _ route: Value, hidesBack: Bool = false, cause: NavigationCause = .programmatic
  ) throws(NavigationError) {
    try push(AnyRoute(route), hidesBack: hidesBack, cause: cause)
  }

  /// Pushes each of `routes` in order.
  public func push<Value: Hashable & Sendable & Codable>(
    contentsOf routes: [Value], cause: NavigationCause = .programmatic
  ) throws(NavigationError) {
    try push(contentsOf: routes.map { AnyRoute($0) }, cause: cause)
  }

  /// Replaces the visible stack's steps with pushes of `routes`.
  public func setPath<Value: Hashable & Sendable & Codable>(
    _ routes: [Value], cause: NavigationCause = .programmatic
  ) throws(NavigationError) {
    try setPath(routes.map { AnyRoute($0) }, cause: cause)
  }

  /// Presents `route` as a sheet or cover.
  public func present<Value: Hashable & Sendable & Codable>(
    _ route: Value, as presentation: Presentation = .sheet, cause: NavigationCause = .programmatic
  ) throws(NavigationError) {
    try present(AnyRoute(route), as: presentation, cause: cause)
  }

  /// Pushes `route` inside the presented modal that shows `modal` (in `tab`, when named).
  public func push<Value: Hashable & Sendable & Codable, Modal: Hashable & Sendable & Codable>(
    _ route: Value, hidesBack: Bool = false, inModal modal: Modal, in tab: Tab? = nil,
    cause: NavigationCause = .programmatic
  ) throws(NavigationError) {
    try push(AnyRoute(route), hidesBack: hidesBack, inModal: AnyRoute(modal), in: tab, cause: cause)
  }

  /// Dismisses the modal showing `modal`.
  public func dismiss<Value: Hashable & Sendable & Codable>(
    _ modal: Value, cause: NavigationCause = .programmatic
  ) throws(NavigationError) {
    try dismiss(AnyRoute(modal), cause: cause)
  }

  /// Selects `route` in the column (or stack screen) at `level`.
  public func select<Value: Hashable & Sendable & Codable>(
    _ route: Value, atLevel level: Int, cause: NavigationCause = .programmatic
  ) throws(NavigationError) {
    try select(AnyRoute(route), atLevel: level, cause: cause)
  }

  /// Whether `route` is on the visible stack.
  public func isShown<Value: Hashable & Sendable & Codable>(_ route: Value) -> Bool {
    isShown(AnyRoute(route))
  }

  /// Shows or hides `route` by a flag.
  public func setShown<Value: Hashable & Sendable & Codable>(
    _ route: Value, _ shown: Bool, cause: NavigationCause = .programmatic
  ) throws(NavigationError) {
    try setShown(AnyRoute(route), shown, cause: cause)
  }
}
