import Foundation

/// A type-erased route saves as `{"tag": …, "value": …}`, the value written
/// by its own `Codable` conformance, under the tag of
/// ``RouteRegistry/standard``: decoding needs the registry to know the type.
/// To save routes of an app's own types, use a ``NavigationStore`` with the
/// app's registry.
///
/// This is what makes a ``NavigationState`` of mixed routes `Codable`.
extension AnyRoute: Codable {
  private enum CodingKeys: String, CodingKey { case tag, value }

  /// Decodes a route through the decoder's registry.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError.dataCorrupted` naming the unknown tag or the
  ///   value that did not decode.
  public init(from decoder: any Decoder) throws {
    let registry = RouteRegistry.registry(in: decoder.userInfo)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let tag = try container.decode(String.self, forKey: .tag)
    do {
      self = try registry.decode(tag: tag, from: container.superDecoder(forKey: .value))
    } catch {
      throw DecodingError.dataCorruptedError(forKey: .value, in: container, debugDescription: String(describing: error))
    }
  }

  /// Encodes the route's tag and value.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: `EncodingError.invalidValue` when the route was not wrapped as `Codable`.
  public func encode(to encoder: any Encoder) throws {
    guard let value = encodableBase else {
      throw EncodingError.invalidValue(
        base, .init(codingPath: encoder.codingPath, debugDescription: "\(typeName) was not added as a Codable route"))
    }
    let registry = RouteRegistry.registry(in: encoder.userInfo)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(registry.tag(for: self), forKey: .tag)
    try container.encode(value, forKey: .value)
  }
}

extension RouteRegistry {
  /// The name of the `userInfo` key under which coders find the registry.
  static let userInfoKeyName = "wayfinder.routeRegistry"

  static var userInfoKey: CodingUserInfoKey? { CodingUserInfoKey(rawValue: userInfoKeyName) }

  static func registry(in userInfo: [CodingUserInfoKey: Any]) -> RouteRegistry {
    guard let key = userInfoKey else { return .standard }
    return userInfo[key] as? RouteRegistry ?? .standard
  }
}

extension JSONEncoder {
  /// The registry whose tags saved routes are written with (default: ``RouteRegistry/standard``).
  package var routeRegistry: RouteRegistry {
    get { RouteRegistry.registry(in: userInfo) }
    set { if let key = RouteRegistry.userInfoKey { userInfo[key] = newValue } }
  }
}

extension JSONDecoder {
  /// The registry saved routes are decoded through (default: ``RouteRegistry/standard``).
  package var routeRegistry: RouteRegistry {
    get { RouteRegistry.registry(in: userInfo) }
    set { if let key = RouteRegistry.userInfoKey { userInfo[key] = newValue } }
  }
}
