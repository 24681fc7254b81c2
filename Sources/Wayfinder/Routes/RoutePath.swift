/// A path of routes of any types: SwiftUI `NavigationPath` parity, with
/// elements you can read.
///
/// The root screen is not in the path; the last element is the screen on top.
///
/// ```swift
/// var path = RoutePath()
/// path.append(556)
/// path.append("Hello")
/// path.count                  // 2
/// path.last(of: Int.self)     // 556
/// try path.removeLast(5)      // throws, path unchanged
/// ```
///
/// Unlike `NavigationPath.removeLast(_:)`, removing more elements than the
/// path holds never traps: it throws ``NavigationError`` and changes nothing.
public struct RoutePath: Hashable, Sendable, CustomStringConvertible {
  /// The elements, from the first pushed to the top.
  @inlinable public var elements: [AnyRoute] { storage }
  @usableFromInline var storage: [AnyRoute]
  @usableFromInline var nonCodableCount: Int

  /// An empty path.
  public init() {
    storage = []
    nonCodableCount = 0
  }

  /// A path of `routes`, first element first. Each element can be saved when
  /// the sequence's element type is `Codable`.
  ///
  /// - Parameter routes: The routes, first element first.
  public init<S: Sequence>(_ routes: S) where S.Element: Hashable & Sendable {
    self.init()
    for route in routes { append(route) }
  }

  /// A path of `routes` that can be saved.
  ///
  /// - Parameter routes: The routes, first element first.
  public init<S: Sequence>(_ routes: S) where S.Element: Hashable & Sendable & Codable {
    self.init()
    for route in routes { append(route) }
  }

  /// A path of already wrapped routes, each kept as it is (a route that
  /// cannot be saved stays so). `RoutePath(routes)` does the same, one
  /// element at a time.
  ///
  /// - Complexity: O(n).
  init(wrapped routes: [AnyRoute]) {
    storage = routes
    nonCodableCount = routes.lazy.filter { !$0.isCodable }.count
  }

  /// The number of elements: the depth of the stack.
  ///
  /// - Complexity: O(1).
  public var count: Int { elements.count }

  /// Whether the path is empty (the root is shown).
  ///
  /// - Complexity: O(1).
  public var isEmpty: Bool { elements.isEmpty }

  /// The last element of type `Route`, if any.
  ///
  /// - Parameter type: The type to look for.
  /// - Returns: The element nearest the top of that type, or `nil`.
  /// - Complexity: O(n).
  public func last<Route>(of type: Route.Type) -> Route? {
    for element in elements.reversed() {
      if let value = element.as(type) { return value }
    }
    return nil
  }

  /// Every element of type `Route`, in order.
  ///
  /// - Parameter type: The type to look for.
  /// - Returns: The elements of that type, first element first.
  /// - Complexity: O(n).
  public func elements<Route>(of type: Route.Type) -> [Route] {
    elements.compactMap { $0.as(type) }
  }

  /// Appends a route that cannot be saved: ``codable`` becomes `nil`.
  ///
  /// - Parameter route: The route to push.
  /// - Complexity: O(1) amortized.
  @inlinable
  public mutating func append<Route: Hashable & Sendable>(_ route: Route) {
    append(wrapped: AnyRoute(route))
  }

  /// Appends a route that can be saved.
  ///
  /// - Parameter route: The route to push.
  /// - Complexity: O(1) amortized.
  @inlinable
  public mutating func append<Route: Hashable & Sendable & Codable>(_ route: Route) {
    append(wrapped: AnyRoute(route))
  }

  @inlinable
  mutating func append(wrapped route: AnyRoute) {
    storage.append(route)
    if !route.isCodable { nonCodableCount += 1 }
  }

  /// Removes the last `k` elements. O(k).
  ///
  /// - Parameter k: How many elements to remove.
  /// - Throws: ``NavigationError/negativeCount(_:)`` or
  ///   ``NavigationError/notEnoughSteps(requested:available:)``; the path is then unchanged.
  @inlinable
  public mutating func removeLast(_ k: Int = 1) throws(NavigationError) {
    guard k >= 0 else { throw .negativeCount(k) }
    guard k <= elements.count else { throw .notEnoughSteps(requested: k, available: elements.count) }
    if nonCodableCount > 0 {
      for route in elements[(elements.count - k)...] where !route.isCodable { nonCodableCount -= 1 }
    }
    storage.removeLast(k)
  }

  /// Whether every element can be saved.
  ///
  /// - Complexity: O(1).
  package var isCodable: Bool { nonCodableCount == 0 }

  /// The path's saved form, or `nil` when some element is not `Codable` or
  /// fails to encode. Tags are the module-qualified type names, as SwiftUI
  /// writes them; use ``codable(using:)`` for registered tags.
  public var codable: CodableRepresentation? { codable(using: .standard) }

  /// The path's saved form with the tags of `registry`, or `nil` when some
  /// element is not `Codable` or fails to encode.
  ///
  /// - Parameter registry: The registry whose tags name the elements' types.
  /// - Returns: The saved form, or `nil`.
  public func codable(using registry: RouteRegistry) -> CodableRepresentation? {
    guard isCodable else { return nil }
    return try? CodableRepresentation(encoding: elements, registry: registry)
  }

  /// Paths are equal when their elements are, in order.
  ///
  /// - Parameters:
  ///   - lhs: A path.
  ///   - rhs: Another.
  /// - Returns: Whether they hold equal elements in the same order.
  public static func == (lhs: RoutePath, rhs: RoutePath) -> Bool { lhs.elements == rhs.elements }
  /// Hashes the elements.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) { hasher.combine(elements) }

  /// The elements' descriptions, first to top.
  public var description: String {
    "RoutePath(" + elements.map(\.description).joined(separator: ", ") + ")"
  }
}
