import Foundation

/// Encodes and decodes the values of many routes with one `JSONEncoder` and
/// one `JSONDecoder` call instead of one call per route, which is most of the
/// cost of the wire format. The results are the same as coding each route on
/// its own; whenever the batch cannot be used, the per-route path is taken.
enum RouteBatchCoding {
  typealias Element = RoutePath.CodableRepresentation.Element

  /// The tag and JSON text of each route. O(total JSON size).
  static func encode(_ routes: [AnyRoute], registry: RouteRegistry) throws(RouteEncodingFailure) -> [Element] {
    let encoder = RouteRegistry.makeEncoder()
    if let data = try? encoder.encode(EncodableRoutes(routes: routes)) {
      let texts = splitTopLevelArray(data)
      if texts.count == routes.count {
        return zip(routes, texts).map { Element(tag: registry.tag(for: $0), json: $1) }
      }
    }
    var elements: [Element] = []
    elements.reserveCapacity(routes.count)
    for route in routes {
      let (tag, json) = try registry.encode(route, using: encoder)
      elements.append(Element(tag: tag, json: json))
    }
    return elements
  }

  /// The tag and JSON text of each route of the longest prefix of `routes`
  /// that encodes, and the first failure with its position. O(total JSON size).
  static func encodePrefix(_ routes: [AnyRoute], registry: RouteRegistry) -> (
    elements: [Element], failure: (position: Int, failure: RouteEncodingFailure)?
  ) {
    if let elements = try? encode(routes, registry: registry) { return (elements, nil) }
    let encoder = RouteRegistry.makeEncoder()
    var elements: [Element] = []
    for (position, route) in routes.enumerated() {
      do throws(RouteEncodingFailure) {
        let (tag, json) = try registry.encode(route, using: encoder)
        elements.append(Element(tag: tag, json: json))
      } catch {
        return (elements, (position, error))
      }
    }
    return (elements, nil)
  }

  /// The routes of the longest prefix of `elements` that decodes, and a
  /// diagnostic for every element after it, saying why it was dropped: the
  /// one rule for keeping what still decodes, for paths and for whole saved
  /// states.
  static func decodePrefix(_ elements: [Element], registry: RouteRegistry, in location: SavedStackLocation) -> (
    routes: [AnyRoute], dropped: [RestorationDiagnostic]
  ) {
    let (routes, failure) = decode(elements, registry: registry)
    guard let (first, error) = failure else { return (routes, []) }
    return (routes, dropped(from: first, of: elements, in: location, because: error.diagnostic))
  }

  /// The element at `first`, dropped as `reason` says (given its tag and
  /// position), and every element after it, dropped because of it.
  static func dropped(
    from first: Int, of elements: [Element], in location: SavedStackLocation,
    because reason: (_ tag: String, _ position: Int, _ location: SavedStackLocation) -> RestorationDiagnostic
  ) -> [RestorationDiagnostic] {
    [reason(elements[first].tag, first, location)]
      + ((first + 1)..<elements.count).map {
        .droppedAfter(tag: elements[$0].tag, position: $0, in: location, firstDropped: first)
      }
  }

  /// The routes of the longest prefix of `elements` that decodes, and the
  /// first failure with its position.
  static func decode(_ elements: [Element], registry: RouteRegistry) -> (
    routes: [AnyRoute], failure: (position: Int, failure: RouteDecodingError)?
  ) {
    let decoder = JSONDecoder()
    // Only texts that are each one JSON value at most go into the batch:
    // joined, `1,2` would read as two elements, and `[1` with `2]` as one.
    var batch = Data("[".utf8)
    var batched = 0
    for element in elements {
      guard isSingleValueCandidate(element.json) else { break }
      if batched > 0 { batch.append(UInt8(ascii: ",")) }
      batch.append(contentsOf: element.json.utf8)
      batched += 1
    }
    batch.append(UInt8(ascii: "]"))
    if let key = DecodingPlan.key {
      decoder.userInfo[key] = DecodingPlan(registry: registry, tags: elements.prefix(batched).map(\.tag))
    }
    var routes = batched == 0 ? [] : (try? decoder.decode(DecodedRoutes.self, from: batch))?.routes ?? []
    // Past the routes that decoded together, go one by one: this finds the
    // failing element (and its exact reason) even when the batch did not parse.
    for position in routes.count..<elements.count {
      let element = elements[position]
      do {
        routes.append(try registry.decode(tag: element.tag, json: element.json))
      } catch {
        return (routes, (position, error))
      }
    }
    return (routes, nil)
  }

  /// Whether `text`, put between commas in an array, stays one element: it
  /// is not blank, its strings are closed, its brackets balance without
  /// going below zero, and it has no comma outside them. (Whether it is
  /// valid JSON the decoder decides.) O(length).
  static func isSingleValueCandidate(_ text: String) -> Bool {
    var scanner = JSONStructureScanner()
    var hasValue = false
    for byte in text.utf8 {
      switch scanner.scan(byte) {
      case .structural(UInt8(ascii: ","), depth: 0), .unbalanced: return false
      case .structural(UInt8(ascii: " "), _), .structural(UInt8(ascii: "\t"), _),
        .structural(UInt8(ascii: "\n"), _), .structural(UInt8(ascii: "\r"), _):
        continue
      default: hasValue = true
      }
    }
    return hasValue && scanner.isBalanced
  }

  /// Splits the text of a JSON array written by `JSONEncoder` (no white space)
  /// into the texts of its elements.
  static func splitTopLevelArray(_ data: Data) -> [String] {
    let bytes = [UInt8](data)
    guard bytes.count >= 2, bytes.first == UInt8(ascii: "["), bytes.last == UInt8(ascii: "]") else { return [] }
    var texts: [String] = []
    var scanner = JSONStructureScanner()
    var start = 1
    for index in 1..<(bytes.count - 1) {
      if case .structural(UInt8(ascii: ","), depth: 0) = scanner.scan(bytes[index]) {
        texts.append(String(decoding: bytes[start..<index], as: UTF8.self))
        start = index + 1
      }
    }
    if bytes.count > 2 { texts.append(String(decoding: bytes[start..<(bytes.count - 1)], as: UTF8.self)) }
    return texts
  }
}

private struct EncodableRoutes: Encodable {
  let routes: [AnyRoute]

  func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    for route in routes {
      guard let value = route.encodableBase else {
        throw EncodingError.invalidValue(route.base, .init(codingPath: [], debugDescription: "not Encodable"))
      }
      try container.encode(value)
    }
  }
}

private struct DecodingPlan: Sendable {
  /// `nil` never happens (only an empty raw value fails); the batch is then skipped.
  static let key = CodingUserInfoKey(rawValue: "wayfinder.routeDecodingPlan")
  let registry: RouteRegistry
  let tags: [String]
}

/// Decodes the routes of a batch in order, stopping at the first that fails.
private struct DecodedRoutes: Decodable {
  var routes: [AnyRoute] = []

  init(from decoder: any Decoder) throws {
    guard let key = DecodingPlan.key, let plan = decoder.userInfo[key] as? DecodingPlan else { return }
    var container = try decoder.unkeyedContainer()
    for tag in plan.tags {
      guard let route = try? plan.registry.decode(tag: tag, from: container.superDecoder()) else { return }
      routes.append(route)
    }
  }
}
