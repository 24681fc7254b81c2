import Foundation

/// Maps stable tags to route types, so that saved routes decode again.
///
/// A saved route is written as a *tag* and its value encoded as JSON. The
/// default tag of a type is its readable module-qualified name (`MyApp.Park`),
/// as SwiftUI's `NavigationPath` writes it. Give a type an explicit tag that
/// will survive renames, and list the names it was saved under before as
/// aliases:
///
/// ```swift
/// var registry = RouteRegistry.standard
/// try registry.register(Park.self, tag: "park", aliases: ["MyApp.Park"])
/// ```
///
/// Registering a tag (or alias) that is already taken is an error, never a
/// silent overwrite.
public struct RouteRegistry: Sendable {
  struct Entry: Sendable {
    let tag: String
    let typeName: String
    /// The one way a route of this type is decoded.
    let decode: @Sendable (any Decoder) throws -> AnyRoute
  }

  /// How the saved answers to one request key are checked.
  struct AnswerCheck: Sendable {
    let typeName: String
    /// Why a saved answer (JSON text) does not decode, or `nil` when it does.
    let problem: @Sendable (String) -> String?
  }

  private var byTag: [String: Entry] = [:]
  private var tagByType: [ObjectIdentifier: String] = [:]
  private var answerChecks: [String: AnswerCheck] = [:]

  /// An empty registry.
  public init() {}

  /// A registry that knows the standard library's and Foundation's common
  /// route types: `Int`, `String`, `Bool`, `Double`, `Float`, the sized
  /// integers, `UUID`, `URL` and `Date` (the Foundation types with both their
  /// Apple and Linux module names).
  public static let standard: RouteRegistry = {
    var registry = RouteRegistry()
    registry.registerStandard(Int.self)
    registry.registerStandard(String.self)
    registry.registerStandard(Bool.self)
    registry.registerStandard(Double.self)
    registry.registerStandard(Float.self)
    registry.registerStandard(Int8.self)
    registry.registerStandard(Int16.self)
    registry.registerStandard(Int32.self)
    registry.registerStandard(Int64.self)
    registry.registerStandard(UInt.self)
    registry.registerStandard(UInt8.self)
    registry.registerStandard(UInt16.self)
    registry.registerStandard(UInt32.self)
    registry.registerStandard(UInt64.self)
    registry.registerStandard(UUID.self, tag: "Foundation.UUID", aliases: ["FoundationEssentials.UUID"])
    registry.registerStandard(URL.self, tag: "Foundation.URL", aliases: ["FoundationEssentials.URL"])
    registry.registerStandard(Date.self, tag: "Foundation.Date", aliases: ["FoundationEssentials.Date"])
    return registry
  }()

  private mutating func registerStandard<Route: Hashable & Sendable & Codable>(
    _ type: Route.Type, tag: String? = nil, aliases: [String] = []
  ) {
    // The standard names are distinct by construction, so this cannot fail.
    try? register(type, tag: tag, aliases: aliases)
  }

  /// Registers `type` under `tag` (by default its module-qualified name), and
  /// under each alias for decoding only.
  ///
  /// - Parameters:
  ///   - type: The route type.
  ///   - tag: The tag its routes are saved under; `nil` for its
  ///     module-qualified name.
  ///   - aliases: Older tags its routes were saved under, read but never written.
  /// - Throws: ``RegistrationError`` when the type, the tag or an alias is
  ///   already registered; the registry is then unchanged.
  public mutating func register<Route: Hashable & Sendable & Codable>(
    _ type: Route.Type, tag: String? = nil, aliases: [String] = []
  ) throws(RegistrationError) {
    let typeName = _typeName(type, qualified: true)
    let tag = tag ?? typeName
    if let existing = tagByType[ObjectIdentifier(type)] {
      throw .typeAlreadyRegistered(type: typeName, tag: existing)
    }
    var seen = Set<String>()
    for name in [tag] + aliases {
      if let owner = byTag[name] { throw .tagTaken(tag: name, by: owner.typeName) }
      if !seen.insert(name).inserted { throw .tagTaken(tag: name, by: typeName) }
    }
    // Through a single-value container, so that the coder's own handling of
    // types such as `URL` and `Date` applies, as at the top level of a JSON text.
    let entry = Entry(
      tag: tag, typeName: typeName,
      decode: { decoder in AnyRoute(try decoder.singleValueContainer().decode(Route.self)) })
    for name in [tag] + aliases { byTag[name] = entry }
    tagByType[ObjectIdentifier(type)] = tag
  }

  /// A copy of this registry with `type` registered; see ``register(_:tag:aliases:)``.
  ///
  /// - Parameters:
  ///   - type: The route type.
  ///   - tag: The tag its routes are saved under; `nil` for its
  ///     module-qualified name.
  ///   - aliases: Older tags its routes were saved under.
  /// - Returns: The registry with `type` registered.
  /// - Throws: ``RegistrationError/typeAlreadyRegistered(type:tag:)`` or
  ///   ``RegistrationError/tagTaken(tag:by:)``.
  package func registering<Route: Hashable & Sendable & Codable>(
    _ type: Route.Type, tag: String? = nil, aliases: [String] = []
  ) throws(RegistrationError) -> RouteRegistry {
    var copy = self
    try copy.register(type, tag: tag, aliases: aliases)
    return copy
  }

  /// Registers the type of the answers to `key`, so that a restore checks
  /// them: a saved answer that does not decode as `Answer` (saved before the
  /// type changed, or edited by hand) is dropped and said, with
  /// ``RestorationDiagnostic/droppedRequest(_:key:reason:)``, instead of
  /// reading as `nil` with no word. Answers to keys not registered restore
  /// unchecked.
  ///
  /// Registering the same key again does nothing.
  ///
  /// - Parameter key: A key the app asks with.
  /// - Throws: ``RegistrationError/tagTaken(tag:by:)`` when a key of the
  ///   same name is registered with another answer type; the registry is
  ///   then unchanged.
  public mutating func register<Answer>(answersTo key: RequestKey<Answer>) throws(RegistrationError) {
    let typeName = _typeName(Answer.self, qualified: true)
    if let existing = answerChecks[key.name] {
      guard existing.typeName == typeName else { throw .tagTaken(tag: key.name, by: existing.typeName) }
      return
    }
    answerChecks[key.name] = AnswerCheck(typeName: typeName) { json in
      do {
        _ = try JSONDecoder().decode(Answer.self, from: Data(json.utf8))
        return nil
      } catch {
        return "its saved answer does not decode as \(typeName): \(error)"
      }
    }
  }

  /// Why a saved answer to the key named `key` does not decode as the type
  /// registered for it, or `nil` when it does or no type is registered.
  ///
  /// - Parameters:
  ///   - key: The request key's name.
  ///   - json: The saved answer.
  /// - Returns: The reason, for a diagnostic.
  package func problem(withAnswer json: String, to key: String) -> String? {
    answerChecks[key]?.problem(json)
  }

  /// This registry, with `type` registered under its module-qualified name
  /// when it is not ``AnyRoute`` and not registered yet: a store's typed
  /// route saves with no registry written by hand.
  package func knowing<Route: Hashable & Sendable & Codable>(_ type: Route.Type) -> RouteRegistry {
    guard type != AnyRoute.self, tagByType[ObjectIdentifier(type)] == nil else { return self }
    // Refused only when the name is already another type's tag, given by
    // hand: the registry is then kept as it was given.
    return (try? registering(type)) ?? self
  }

  /// The tag `route` is saved under: its type's registered tag, or else its
  /// module-qualified type name.
  ///
  /// - Parameter route: The route.
  /// - Returns: Its tag.
  package func tag(for route: AnyRoute) -> String {
    tagByType[ObjectIdentifier(route.baseType)] ?? route.typeName
  }

  /// Whether `tag` (a tag or an alias) is known.
  ///
  /// - Parameter tag: A tag or an alias.
  /// - Returns: Whether a type is registered under it.
  package func knows(tag: String) -> Bool { byTag[tag] != nil }

  /// The canonical tag that `tag` (a tag or an alias) stands for.
  ///
  /// - Parameter tag: A tag or an alias.
  /// - Returns: The tag of the type registered under it, or `nil` when none is.
  package func canonicalTag(for tag: String) -> String? { byTag[tag]?.tag }

  /// Decodes one saved route from its tag and its value's JSON text, which
  /// must be exactly one JSON value.
  ///
  /// - Parameters:
  ///   - tag: The tag (or alias) the route was saved under.
  ///   - json: The route's value, as JSON text.
  /// - Returns: The route.
  /// - Throws: `RouteDecodingError` naming the unknown tag or the value
  ///   that did not decode.
  package func decode(tag: String, json: String) throws(RouteDecodingError) -> AnyRoute {
    guard byTag[tag] != nil else { throw .unknownTag(tag) }
    let decoder = JSONDecoder()
    if let key = SingleRoute.key { decoder.userInfo[key] = SingleRoute.Plan(registry: self, tag: tag) }
    do {
      return try decoder.decode(SingleRoute.self, from: Data(json.utf8)).route
    } catch let failure as RouteDecodingError {
      throw failure
    } catch {
      throw .undecodableValue(tag: tag, reason: String(describing: error))
    }
  }

  /// Decodes one route of the type registered under `tag` from `decoder`:
  /// every route Wayfinder decodes goes through here.
  ///
  /// - Parameters:
  ///   - tag: The tag (or alias) the route was saved under.
  ///   - decoder: The decoder positioned at the route's value.
  /// - Returns: The route.
  /// - Throws: `RouteDecodingError.unknownTag`, or
  ///   `RouteDecodingError.undecodableValue`.
  package func decode(tag: String, from decoder: any Decoder) throws(RouteDecodingError) -> AnyRoute {
    guard let entry = byTag[tag] else { throw .unknownTag(tag) }
    do {
      return try entry.decode(decoder)
    } catch {
      throw .undecodableValue(tag: tag, reason: String(describing: error))
    }
  }

  /// Encodes one route as its tag and its JSON text (keys sorted, so the same
  /// value always gives the same bytes).
  ///
  /// - Parameter route: The route.
  /// - Returns: Its tag and its value as JSON text.
  /// - Throws: ``RouteEncodingFailure`` when the route was not wrapped as
  ///   `Codable`, or its encoding failed.
  package func encode(_ route: AnyRoute) throws(RouteEncodingFailure) -> (tag: String, json: String) {
    try encode(route, using: Self.makeEncoder())
  }

  func encode(_ route: AnyRoute, using encoder: JSONEncoder) throws(RouteEncodingFailure) -> (tag: String, json: String)
  {
    guard let value = route.encodableBase else { throw .notCodable(typeName: route.typeName) }
    do {
      let data = try encoder.encode(value)
      return (tag(for: route), String(decoding: data, as: UTF8.self))
    } catch {
      throw .encodingFailed(typeName: route.typeName, reason: String(describing: error))
    }
  }

  /// The encoder Wayfinder uses for route values: sorted keys, so output is
  /// byte-stable.
  static func makeEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return encoder
  }
}

/// Why one saved route could not be decoded. A restore reports it as a
/// ``RestorationDiagnostic``.
package enum RouteDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No type is registered under this tag (or alias).
  case unknownTag(String)
  /// The tag is known, but its value did not decode as that type.
  case undecodableValue(tag: String, reason: String)

  /// What went wrong, in a sentence.
  package var description: String {
    switch self {
    case .unknownTag(let tag): "no route type is registered under the tag \"\(tag)\""
    case .undecodableValue(let tag, let reason): "the value for \"\(tag)\" did not decode: \(reason)"
    }
  }

  /// The diagnostic of a route at `position` in the stack at `location`
  /// that was dropped for this reason.
  func diagnostic(tag: String, position: Int, in location: SavedStackLocation) -> RestorationDiagnostic {
    switch self {
    case .unknownTag: .unknownRouteTag(tag, position: position, in: location)
    case .undecodableValue(_, let reason): .undecodableRoute(tag: tag, position: position, in: location, reason: reason)
    }
  }
}

/// Why a route could not be encoded (a store reports it as
/// ``StoreError/notEncodable(typeName:reason:)``).
@_spi(WayfinderInternals) public enum RouteEncodingFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// The route was wrapped without its `Codable` conformance.
  case notCodable(typeName: String)
  /// The value's own encoding threw.
  case encodingFailed(typeName: String, reason: String)

  /// The type of the route that could not be encoded.
  @_spi(WayfinderInternals) public var typeName: String {
    switch self {
    case .notCodable(let type), .encodingFailed(let type, _): type
    }
  }

  /// Why, in words.
  @_spi(WayfinderInternals) public var reason: String {
    switch self {
    case .notCodable: "it was not added as a Codable route"
    case .encodingFailed(_, let reason): reason
    }
  }

  /// What went wrong, in a sentence.
  @_spi(WayfinderInternals) public var description: String {
    switch self {
    case .notCodable(let type): "\(type) was not added as a Codable route"
    case .encodingFailed(let type, let reason): "encoding \(type) failed: \(reason)"
    }
  }
}

/// One route decoded from JSON text, through the registry and tag its
/// decoder's `userInfo` names.
private struct SingleRoute: Decodable {
  struct Plan: Sendable {
    let registry: RouteRegistry
    let tag: String
  }
  /// `nil` never happens (only an empty raw value fails).
  static let key = CodingUserInfoKey(rawValue: "wayfinder.singleRoute")

  let route: AnyRoute

  init(from decoder: any Decoder) throws {
    guard let key = Self.key, let plan = decoder.userInfo[key] as? Plan else {
      throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "no route to decode"))
    }
    route = try plan.registry.decode(tag: plan.tag, from: decoder)
  }
}
