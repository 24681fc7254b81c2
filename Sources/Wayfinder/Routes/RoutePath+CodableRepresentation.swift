import Foundation

extension RoutePath {
  /// The path saved in `saved`, restored through `registry`: the longest
  /// prefix of its elements that still decodes, and, for each element after
  /// it, a diagnostic that says why it was dropped (the first one's tag is
  /// unknown or its value did not decode; the others follow it). A stack
  /// cannot have a gap, so nothing after a dropped element is kept.
  ///
  /// ```swift
  /// let saved = try RoutePath.CodableRepresentation(json: data)
  /// let (path, diagnostics) = RoutePath.restoring(saved, registry: registry)
  /// ```
  ///
  /// - Parameters:
  ///   - saved: The saved form, as ``codable`` or ``codable(using:)`` made it
  ///     (or SwiftUI's `NavigationPath` wrote it).
  ///   - registry: The registry that knows the elements' tags.
  /// - Returns: The path, and one diagnostic for each element dropped, in
  ///   the order of their positions; none when every element decoded.
  /// - Complexity: O(total JSON size).
  public static func restoring(_ saved: CodableRepresentation, registry: RouteRegistry = .standard) -> (
    path: RoutePath, diagnostics: [RestorationDiagnostic]
  ) {
    let (routes, dropped) = RouteBatchCoding.decodePrefix(saved.elements, registry: registry, in: .single)
    return (RoutePath(wrapped: routes), dropped)
  }

  /// The saved form of a ``RoutePath``, in SwiftUI's `NavigationPath` wire format.
  ///
  /// It encodes as one flat JSON array of strings: for each element, its tag
  /// and its value encoded as JSON text, **last element first**. Appending
  /// `"hello"` then `42` gives `["Swift.Int","42","Swift.String","\"hello\""]`.
  /// A path saved by a SwiftUI app decodes here, and the reverse.
  ///
  /// Reading the JSON only reads the pairs; turning them into routes goes
  /// through a ``RouteRegistry`` in ``RoutePath/restoring(_:registry:)``,
  /// which keeps the longest valid prefix and says what it dropped.
  public struct CodableRepresentation: Codable, Hashable, Sendable {
    /// One saved element: its tag and its value as JSON text. Saved
    /// navigation states store their routes the same way.
    package struct Element: Hashable, Sendable, Codable {
      /// The tag of the element's type.
      package var tag: String
      /// The element's value, encoded as JSON text.
      package var json: String

      /// An element with `tag` and `json`.
      package init(tag: String, json: String) {
        (self.tag, self.json) = (tag, json)
      }
    }

    /// The saved elements, root first (the reverse of the wire order).
    package var elements: [Element]

    /// A representation of `elements`, root first.
    package init(elements: [Element]) {
      self.elements = elements
    }

    init(encoding routes: [AnyRoute], registry: RouteRegistry) throws(RouteEncodingFailure) {
      elements = try RouteBatchCoding.encode(routes, registry: registry)
    }

    /// Reads the wire array, refusing more than 10,000 elements.
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

    /// Reads a saved path from JSON bytes, refusing more than 4 MiB before
    /// parsing them, and more than 10,000 elements.
    ///
    /// - Parameter data: The JSON text, as ``jsonData()`` wrote it.
    /// - Throws: `DecodingError.dataCorrupted` for input over the limits, or
    ///   the `DecodingError` that says why the JSON is not a saved path.
    public init(json data: Data) throws {
      try self.init(json: data, limits: .default)
    }

    /// Reads a saved path from JSON bytes, refusing input larger than
    /// `limits` before parsing it.
    ///
    /// - Parameters:
    ///   - data: The JSON text.
    ///   - limits: The most bytes and elements accepted.
    /// - Throws: `DecodingError.dataCorrupted` for input over the limits, or
    ///   the `DecodingError` that says why the JSON is not a saved path.
    package init(json data: Data, limits: RouteDecodingLimits) throws {
      guard data.count <= limits.maxBytes else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: [], debugDescription: "the saved path is \(data.count) bytes; the limit is \(limits.maxBytes)")
        )
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
  }
}

/// Bounds on a saved path read from outside.
package struct RouteDecodingLimits: Hashable, Sendable {
  /// The most bytes of JSON read at all.
  package var maxBytes: Int
  /// The most elements in one saved path.
  package var maxElements: Int

  /// Limits of `maxBytes` and `maxElements`.
  ///
  /// - Parameters:
  ///   - maxBytes: The most bytes of JSON read at all.
  ///   - maxElements: The most elements in one saved path.
  package init(maxBytes: Int, maxElements: Int) {
    (self.maxBytes, self.maxElements) = (maxBytes, maxElements)
  }

  /// 4 MiB and 10,000 elements.
  package static let `default` = RouteDecodingLimits(maxBytes: 4 << 20, maxElements: 10_000)

  /// The name of the `userInfo` key under which a decoder finds the limits;
  /// set them with `JSONDecoder.routeDecodingLimits`.
  static let userInfoKeyName = "wayfinder.routeDecodingLimits"

  static func limits(in userInfo: [CodingUserInfoKey: Any]) -> RouteDecodingLimits {
    for (key, value) in userInfo where key.rawValue == userInfoKeyName {
      if let limits = value as? RouteDecodingLimits { return limits }
    }
    return .default
  }
}

extension JSONDecoder {
  /// The limits that saved paths decoded by this decoder must keep to.
  package var routeDecodingLimits: RouteDecodingLimits {
    get { RouteDecodingLimits.limits(in: userInfo) }
    set {
      guard let key = CodingUserInfoKey(rawValue: RouteDecodingLimits.userInfoKeyName) else { return }
      userInfo[key] = newValue
    }
  }
}
