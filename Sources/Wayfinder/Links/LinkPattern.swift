/// A typed parameter of a link pattern: one path segment, or one query
/// value, read as a `Value`.
///
/// The same value names the parameter in the pattern, reads it when a link
/// is opened, and writes it when a place prints back to its link:
///
/// ```swift
/// let id = LinkParameter<Int>("id")
/// try links.register("two", id, in: .tab(.two)) { values in
///   [.detail(try values.value(id))]
/// } print: { routes in
///   guard routes.count == 1, case .detail(let detail) = routes[0] else { return nil }
///   return LinkValues(id, detail)
/// }
/// ```
public struct LinkParameter<Value: LinkValue>: LinkPatternComponent, PatternPieceConvertible, Hashable, Sendable {
  /// The parameter's name: unique within its pattern, and its key in a query.
  public let name: String

  /// A parameter named `name`.
  ///
  /// - Parameters:
  ///   - name: Unique within its pattern; a query parameter's key.
  public init(_ name: String) { self.name = name }

  /// The parameter as a piece of a pattern.
  var patternPiece: LinkPatternPiece { .parameter(name, LinkValueType(Value.self)) }
}

/// A pattern's trailing wildcard: every remaining path segment (none or
/// more), each read as a `Value`. A segment that does not read makes the
/// link not match.
public struct LinkWildcard<Value: LinkValue>: LinkPatternComponent, PatternPieceConvertible, Hashable, Sendable {
  /// The wildcard's name, unique within its pattern.
  public let name: String

  /// A wildcard named `name`.
  ///
  /// - Parameters:
  ///   - name: Unique within its pattern.
  public init(_ name: String) { self.name = name }

  /// The wildcard as a piece of a pattern.
  var patternPiece: LinkPatternPiece { .wildcard(name, LinkValueType(Value.self)) }
}

/// Something a ``LinkPattern`` is written with: a `String` (a static
/// segment), a ``LinkParameter`` or a ``LinkWildcard``.
///
/// The protocol has no requirements, so that writing `LinkPattern("items",
/// id)` adds no member to `String` in an app that imports Wayfinder. Those
/// three types are the components a pattern reads; a component of another
/// type is refused when its pattern is registered
/// (``RegistrationError/invalid(_:reason:)``).
public protocol LinkPatternComponent: Sendable {}

extension String: LinkPatternComponent {}

/// A component that knows its piece: the parameters and wildcards.
protocol PatternPieceConvertible {
  var patternPiece: LinkPatternPiece { get }
}

/// One piece of a pattern's path.
package enum LinkPatternPiece: Hashable, Sendable {
  /// A static segment.
  case literal(String)
  /// A typed parameter, by name.
  case parameter(String, LinkValueType)
  /// A trailing wildcard, by name, with the type of each segment.
  case wildcard(String, LinkValueType)
}

/// The type of a parameter's value, with the function that reads it: two
/// parameters at the same place of two patterns must have the same type.
package struct LinkValueType: Hashable, Sendable, CustomStringConvertible {
  /// `Int` and `String` are read from a segment's bytes directly, without
  /// a call through `read` or a string made first.
  enum Kind: Sendable {
    case int, string, other
  }

  let id: ObjectIdentifier
  let kind: Kind
  /// Reads a decoded text as the type.
  let readText: @Sendable (Substring) -> (any LinkValue)?
  /// The type's name.
  package let description: String

  init<Value: LinkValue>(_ type: Value.Type) {
    id = ObjectIdentifier(type)
    kind = type == Int.self ? .int : type == String.self ? .string : .other
    readText = { Value(linkText: $0) }
    description = String(describing: type)
  }

  /// Types are equal when they are the same Swift type.
  ///
  /// - Parameters:
  ///   - lhs: A type.
  ///   - rhs: Another.
  /// - Returns: Whether they are the same Swift type.
  package static func == (lhs: LinkValueType, rhs: LinkValueType) -> Bool { lhs.id == rhs.id }
  /// Hashes the type's identity.
  ///
  /// - Parameters:
  ///   - hasher: The hasher to feed.
  package func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// The shape of the links that lead to one place: static segments, typed
/// parameters and a trailing wildcard, then query parameters. For the full
/// form of ``LinkTable/register(_:_:build:print:)``, and for patterns kept
/// as values or made by code; the common form of
/// ``LinkTable/register(_:query:in:routes:print:)`` takes the same
/// components without it.
///
/// ```swift
/// let root = LinkParameter<Int>("root"), level = LinkParameter<Int>("level")
/// LinkPattern("browse", root, "level", level)      // browse/3/level/5
/// LinkPattern("colors", LinkWildcard<ColorRoute>("colors"))   // colors/indigo/yellow
/// LinkPattern("signin", query: LinkParameter<String>("from"))  // signin?from=…
/// ```
///
/// With a scheme whose host is the first segment (`wayfinder://colors/…`),
/// the host is the pattern's first segment.
public struct LinkPattern: Hashable, Sendable, CustomStringConvertible {
  /// The path, in order.
  package let path: [LinkPatternPiece]
  /// The query parameters, each optional in a link: their names and types.
  package let query: [LinkPatternPiece]
  /// The type of the first component that is not a `String`, a
  /// ``LinkParameter`` or a ``LinkWildcard``, if any: such a pattern is
  /// refused when registered. The component is in `path` or `query` as a
  /// static segment of its description.
  let foreignType: String?

  /// A pattern of `path` components, with optional `query` parameters.
  ///
  /// - Parameters:
  ///   - path: Static segments (strings), parameters and a trailing
  ///     wildcard, in order.
  ///   - query: The query parameters.
  public init(_ path: any LinkPatternComponent..., query: any LinkPatternComponent...) {
    self.init(path: path, query: query)
  }

  /// A pattern of `path` components, with optional `query` parameters, for
  /// patterns made by code.
  ///
  /// - Parameters:
  ///   - path: Static segments (strings), parameters and a trailing
  ///     wildcard, in order.
  ///   - query: The query parameters.
  public init(path: [any LinkPatternComponent], query: [any LinkPatternComponent] = []) {
    var foreignType: String?
    func piece(_ component: any LinkPatternComponent) -> LinkPatternPiece {
      if let text = component as? String { return .literal(text) }
      if let component = component as? any PatternPieceConvertible { return component.patternPiece }
      if foreignType == nil { foreignType = String(describing: type(of: component)) }
      return .literal(String(describing: component))
    }
    self.path = path.map(piece)
    self.query = query.map(piece)
    self.foreignType = foreignType
  }

  /// The pattern as text: `browse/:root/level/:level`, `colors/*colors`,
  /// `signin?from`.
  public var description: String {
    let path = self.path.map { piece in
      switch piece {
      case .literal(let text): text
      case .parameter(let name, _): ":" + name
      case .wildcard(let name, _): "*" + name
      }
    }
    let query = self.query.map(\.name)
    return path.joined(separator: "/") + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
  }

  /// The names of the path's parameters and wildcard, in order.
  var capturedNames: [String] {
    path.compactMap { piece in
      if case .literal = piece { nil } else { piece.name }
    }
  }
}

extension LinkPatternPiece {
  /// The text of a literal, or the name of a parameter or wildcard.
  var name: String {
    switch self {
    case .literal(let text), .parameter(let text, _), .wildcard(let text, _): text
    }
  }
}
