/// A type-erased route: any `Hashable & Sendable` value, readable back as its type.
///
/// `AnyRoute` is what lets one path or back stack hold routes of different types
/// (an `Int`, a `String`, an app's enum) at once. Two `AnyRoute`s are equal when
/// they wrap equal values of the same type.
///
/// Whether a route can be saved is decided when it is wrapped, as SwiftUI's
/// `NavigationPath` does: wrapping a value whose type is statically `Codable`
/// keeps its encoder; wrapping it through a context that only knows it is
/// `Hashable` does not.
///
/// ```swift
/// let route = AnyRoute(42)
/// route.as(Int.self)   // 42
/// route.isCodable      // true
/// ```
public struct AnyRoute: Hashable, Sendable, CustomStringConvertible {
  /// The wrapped value; read it with ``as(_:)``.
  @usableFromInline package let base: any Hashable & Sendable
  /// Whether this route can be encoded (it was wrapped as a `Codable` value).
  public let isCodable: Bool

  /// Wraps a route that cannot be saved.
  ///
  /// - Parameter route: The route; an `AnyRoute` is kept as it is.
  @inlinable
  public init<Route: Hashable & Sendable>(_ route: Route) {
    if let already = route as? AnyRoute {
      self = already
    } else {
      self.base = route
      self.isCodable = false
    }
  }

  /// Wraps a route that can be saved: its value is written with `JSONEncoder`.
  ///
  /// - Parameter route: The route; an `AnyRoute` is kept as it is.
  @inlinable
  public init<Route: Hashable & Sendable & Codable>(_ route: Route) {
    if let already = route as? AnyRoute {
      self = already
    } else {
      self.base = route
      self.isCodable = true
    }
  }

  /// The wrapped value as `Encodable`, when it was wrapped as `Codable`: the
  /// one check of whether a route can be saved.
  var encodableBase: (any Encodable)? { isCodable ? base as? any Encodable : nil }

  /// The wrapped value's type.
  var baseType: any (Hashable & Sendable).Type { type(of: base) }

  /// The readable, module-qualified name of the wrapped type (`Swift.Int`,
  /// `MyApp.Park`): the tag SwiftUI writes for it in a saved path.
  package var typeName: String { _typeName(type(of: base), qualified: true) }

  /// The wrapped value as `Route`, or `nil` when it is of another type.
  ///
  /// - Parameter type: The type to read the value as.
  /// - Returns: The value, or `nil`.
  public func `as`<Route>(_ type: Route.Type) -> Route? {
    base as? Route
  }

  /// Routes are equal when they wrap equal values of the same type.
  ///
  /// - Parameters:
  ///   - lhs: A route.
  ///   - rhs: Another.
  /// - Returns: Whether they wrap equal values of the same type.
  public static func == (lhs: AnyRoute, rhs: AnyRoute) -> Bool {
    func equals<Value: Hashable>(_ value: Value) -> Bool {
      guard let other = rhs.base as? Value else { return false }
      return value == other && type(of: rhs.base) == Value.self
    }
    return equals(lhs.base)
  }

  /// Hashes the wrapped value.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    base.hash(into: &hasher)
  }

  /// The wrapped value's description.
  public var description: String { String(describing: base) }
}
