import Foundation

extension RoutePath {
  /// The saved form of a ``RoutePath``, in SwiftUI's `NavigationPath` wire format.
  ///
  /// It encodes as one flat JSON array of strings: for each element, its tag
  /// and its value encoded as JSON text, **last element first**. Appending
  /// `"hello"` then `42` gives `["Swift.Int","42","Swift.String","\"hello\""]`.
  /// A path saved by a SwiftUI app decodes here, and the reverse.
  ///
  /// Decoding the JSON only reads the pairs; turning them into routes goes
  /// through a ``RouteRegistry`` in ``decode(using:)``, which keeps the longest
  /// valid prefix and says what it dropped.
  public struct CodableRepresentation: Codable, Hashable, Sendable {
    /// One saved element: its tag and its value as JSON text. Saved
    /// navigation states (``NavigationSnapshot``) store their routes the same way.
    public struct Element: Hashable, Sendable, Codable {
      /// The tag of the element's type.
      public var tag: String
      /// The element's value, encoded as JSON text.
      public var json: String

      /// An element with `tag` and `json`.
      ///
      /// - Parameters:
      ///   - tag: The tag of the element's type.
      ///   - json: The element's value, encoded as JSON text.
      public init(tag: String, json: String) {
        (self.tag, self.json) = (tag, json)
      }
    }

    /// The saved elements, root first (the reverse of the wire order).
    public var elements: [Element]

    /// A representation of `elements`, root first.
    ///
    /// - Parameter elements: The saved elements, root first.
    public init(elements: [Element]) {
      self.elements = elements
    }

    init(encoding routes: [AnyRoute], registry: RouteRegistry) throws(RouteEncodingFailure) {
      elements = try RouteBatchCoding.encode(routes, registry: registry)
    }

    /// Reads the wire array, refusing more elements than the decoder's
    /// ``RouteDecodingLimits`` allow (the defaults unless set with
    /// `JSONDecoder.routeDecodingLimits`).
    ///
    /// - Parameter decoder: The decoder, at a JSON array of strings.
    /// - Throws: `DecodingError.dataCorrupted` for an odd count of strings,
    ///   a tag without a value, or more elements than the limit; the
    ///   decoder's error when the input is not an array of strings.
    public init(from decoder: any Decoder) throws {
      let limits = RouteDecodingLimits.limits(in: decoder.userInfo)
      var container = try decoder.unkeyedContainer()
      if let count = container.count {
        guard count.isMultiple(of: 2) else {
          throw DecodingError.dataCorrupted(
            .init(
              codingPath: decoder.codingPath,
              debugDescription: "a saved path needs pairs of tag and value, but has \(count) strings"))
        }
        guard count / 2 <= limits.maxElements else {
          throw DecodingError.dataCorrupted(
            .init(
              codingPath: decoder.codingPath,
              debugDescription: "a saved path has \(count / 2) elements; the limit is \(limits.maxElements)"))
        }
      }
      var reversed: [Element] = []
      while !container.isAtEnd {
        guard reversed.count < limits.maxElements else {
          throw DecodingError.dataCorrupted(
            .init(
              codingPath: decoder.codingPath,
              debugDescription: "a saved path has more than \(limits.maxElements) elements"))
        }
        let tag = try container.decode(String.self)
        guard !container.isAtEnd else {
          throw DecodingError.dataCorrupted(
            .init(
              codingPath: decoder.codingPath,
              debugDescription: "the tag \"\(tag)\" has no value after it"))
        }
        let json = try container.decode(String.self)
        reversed.append(Element(tag: tag, json: json))
      }
      elements = reversed.reversed()
    }

    /// Writes the wire array: tag and value for each element, last element first.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: The encoder's error, if it fails to write a string.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      for element in elements.reversed() {
        try container.encode(element.tag)
        try container.encode(element.json)
      }
    }

    /// Reads a saved path from JSON bytes, refusing input larger than
    /// `limits` before parsing it.
    ///
    /// - Parameters:
    ///   - data: The JSON text.
    ///   - limits: The most bytes and elements accepted.
    /// - Throws: ``RouteDecodingLimits/Exceeded`` for input over the limits,
    ///   or the `DecodingError` that says why the JSON is not a saved path.
    public init(json data: Data, limits: RouteDecodingLimits = .default) throws {
      guard data.count <= limits.maxBytes else {
        throw RouteDecodingLimits.Exceeded.tooManyBytes(data.count, limit: limits.maxBytes)
      }
      let decoder = JSONDecoder()
      decoder.routeDecodingLimits = limits
      self = try decoder.decode(CodableRepresentation.self, from: data)
    }

    /// The wire JSON: byte-stable, the same path always gives the same bytes.
    ///
    /// - Returns: The JSON array, as UTF-8 bytes.
    public func jsonData() -> Data {
      // Encoding an array of strings cannot fail.
      (try? JSONEncoder().encode(self)) ?? Data("[]".utf8)
    }

    /// Decodes the elements through `registry`, root first, keeping the
    /// longest prefix that decodes. Each element after it is reported in
    /// ``DecodedPath/dropped``.
    ///
    /// - Parameter registry: The registry that knows the elements' tags.
    /// - Returns: The decoded path and what was dropped.
    public func decode(using registry: RouteRegistry) -> DecodedPath {
      let (routes, dropped) = RouteBatchCoding.decodePrefix(elements, registry: registry)
      return DecodedPath(path: RoutePath(routes), dropped: dropped)
    }
  }

  /// A path decoded from a saved form, and what could not be kept.
  public struct DecodedPath: Hashable, Sendable {
    /// The longest prefix of the saved path whose elements decoded.
    public var path: RoutePath
    /// The elements that were dropped, in order; empty when all decoded.
    public var dropped: [DroppedRoute]
  }
}

/// A saved route that was not restored, and why.
public struct DroppedRoute: Hashable, Sendable, CustomStringConvertible {
  /// Why a route was dropped.
  public enum Reason: Hashable, Sendable {
    /// It did not decode.
    case failed(RouteDecodingFailure)
    /// An element before it (at `position`) did not decode, so nothing after
    /// that point is kept: a stack cannot have a gap.
    case afterDropped(position: Int)
    /// A migration of the app's schema version `fromVersion` removed it.
    case removedByMigration(fromVersion: Int)
  }

  /// Its position in the saved path, counted from the root (0 is the first pushed).
  public var position: Int
  /// Its saved tag.
  public var tag: String
  /// Why it was dropped.
  public var reason: Reason

  /// A dropped route at `position` with `tag`, for `reason`; decoding makes these.
  package init(position: Int, tag: String, reason: Reason) {
    self.position = position
    self.tag = tag
    self.reason = reason
  }

  /// Which element was dropped, and why: `element 2 (park) dropped: …`.
  public var description: String {
    switch reason {
    case .failed(let failure): "element \(position) (\(tag)) dropped: \(failure)"
    case .afterDropped(let first): "element \(position) (\(tag)) dropped: element \(first) before it was dropped"
    case .removedByMigration(let version):
      "element \(position) (\(tag)) removed by the migration from version \(version)"
    }
  }
}

/// Bounds on untrusted saved input.
public struct RouteDecodingLimits: Hashable, Sendable {
  /// The most bytes of JSON read at all.
  public var maxBytes: Int
  /// The most elements in one saved path.
  public var maxElements: Int

  /// Limits of `maxBytes` and `maxElements`.
  ///
  /// - Parameters:
  ///   - maxBytes: The most bytes of JSON read at all.
  ///   - maxElements: The most elements in one saved path.
  public init(maxBytes: Int, maxElements: Int) {
    (self.maxBytes, self.maxElements) = (maxBytes, maxElements)
  }

  /// 4 MiB and 10,000 elements.
  public static let `default` = RouteDecodingLimits(maxBytes: 4 << 20, maxElements: 10_000)

  /// The name of the `userInfo` key under which a decoder finds the limits;
  /// set them with `JSONDecoder.routeDecodingLimits`.
  static let userInfoKeyName = "wayfinder.routeDecodingLimits"

  static func limits(in userInfo: [CodingUserInfoKey: Any]) -> RouteDecodingLimits {
    for (key, value) in userInfo where key.rawValue == userInfoKeyName {
      if let limits = value as? RouteDecodingLimits { return limits }
    }
    return .default
  }

  /// Input refused for its size before it was parsed.
  public enum Exceeded: Error, Hashable, Sendable, CustomStringConvertible {
    /// The input has this many bytes, over the limit.
    case tooManyBytes(Int, limit: Int)

    /// What was refused, in a sentence.
    public var description: String {
      switch self {
      case .tooManyBytes(let count, let limit): "the saved path is \(count) bytes; the limit is \(limit)"
      }
    }
  }
}

extension JSONDecoder {
  /// The limits that saved paths decoded by this decoder must keep to.
  public var routeDecodingLimits: RouteDecodingLimits {
    get { RouteDecodingLimits.limits(in: userInfo) }
    set {
      guard let key = CodingUserInfoKey(rawValue: RouteDecodingLimits.userInfoKeyName) else { return }
      userInfo[key] = newValue
    }
  }
}
