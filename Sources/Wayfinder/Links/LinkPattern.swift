/// A typed parameter of a link pattern: one path segment, or one query
/// value, read as a `Value`.
///
/// The same value names the parameter in the pattern, reads it when a link
/// is opened, and writes it when a place prints back to its link:
///
/// ```swift
/// let id = LinkParameter<Int>("id")
/// try links.register(LinkPattern("two", id)) { values, place in
///   place.tab = .two
///   try place.push(AnyRoute(TwoColumnRoute(id: values.value(id))))
/// } print: { place in
///   guard place.tab == .two, let routes = place.pushedRoutes(as: TwoColumnRoute.self), routes.count == 1
///   else { return nil }
///   return LinkValues(id, routes[0].id)
/// }
/// ```
public struct LinkParameter<Value: LinkValue>: LinkPatternComponent, Hashable, Sendable {
  /// The parameter's name: unique within its pattern, and its key in a query.
  public let name: String

  /// A parameter named `name`.
  public init(_ name: String) { self.name = name }

  /// A path parameter.
  public var patternPiece: LinkPatternPiece { .parameter(name, LinkValueType(Value.self)) }
}

/// A pattern's trailing wildcard: every remaining path segment (none or
/// more), each read as a `Value`. A segment that does not read makes the
/// link not match.
public struct LinkWildcard<Value: LinkValue>: LinkPatternComponent, Hashable, Sendable {
  /// The wildcard's name, unique within its pattern.
  public let name: String

  /// A wildcard named `name`.
  public init(_ name: String) { self.name = name }

  /// A trailing wildcard.
  public var patternPiece: LinkPatternPiece { .wildcard(name, LinkValueType(Value.self)) }
}

/// Something a ``LinkPattern`` is written with: a string (a static
/// segment), a ``LinkParameter`` or a ``LinkWildcard``.
public protocol LinkPatternComponent: Sendable {
  /// What the component is in a pattern.
  var patternPiece: LinkPatternPiece { get }
}

extension String: LinkPatternComponent {
  /// A static segment: the link's segment must equal this string.
  public var patternPiece: LinkPatternPiece { .literal(self) }
}

/// One piece of a pattern's path.
public enum LinkPatternPiece: Hashable, Sendable {
  /// A static segment.
  case literal(String)
  /// A typed parameter, by name.
  case parameter(String, LinkValueType)
  /// A trailing wildcard, by name, with the type of each segment.
  case wildcard(String, LinkValueType)
}

/// The type of a parameter's value, with the function that reads it: two
/// parameters at the same place of two patterns must have the same type.
public struct LinkValueType: Hashable, Sendable, CustomStringConvertible {
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
  public let description: String

  init<Value: LinkValue>(_ type: Value.Type) {
    id = ObjectIdentifier(type)
    kind = type == Int.self ? .int : type == String.self ? .string : .other
    readText = { Value(linkText: $0) }
    description = String(describing: type)
  }

  /// Types are equal when they are the same Swift type.
  public static func == (lhs: LinkValueType, rhs: LinkValueType) -> Bool { lhs.id == rhs.id }
  /// Hashes the type's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// The shape of the links that lead to one place: static segments, typed
/// parameters and a trailing wildcard, then query parameters.
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
  public let path: [LinkPatternPiece]
  /// The query parameters, each optional in a link: their names and types.
  public let query: [LinkPatternPiece]

  /// A pattern of `path` components, with optional `query` parameters.
  public init(_ path: any LinkPatternComponent..., query: any LinkPatternComponent...) {
    self.init(path: path, query: query)
  }

  /// A pattern of `path` components, with optional `query` parameters, for
  /// patterns made by code.
  public init(path: [any LinkPatternComponent], query: [any LinkPatternComponent] = []) {
    self.path = path.map(\.patternPiece)
    self.query = query.map(\.patternPiece)
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
