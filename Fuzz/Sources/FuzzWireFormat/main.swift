import Foundation
@_spi(WayfinderInternals) import Wayfinder

struct Park: Hashable, Codable, Sendable {
  var name: String
  var id: Int
}

enum Zoo: Hashable, Codable, Sendable {
  case city(String)
  case safari(Int)
}

let registry: RouteRegistry = {
  var registry = RouteRegistry.standard
  try? registry.register(Park.self, tag: "park")
  try? registry.register(Zoo.self, tag: "zoo")
  return registry
}()

let limits = RouteDecodingLimits(maxBytes: 64 << 10, maxElements: 500)

/// Any bytes: reading a saved path must throw or decode, never crash, and a
/// decoded path must encode and decode again to the same path.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  guard let representation = try? RoutePath.CodableRepresentation(json: data, limits: limits) else { return 0 }
  let decoded = representation.decode(using: registry)
  guard decoded.dropped.count + decoded.path.count == representation.elements.count else {
    fatalError("kept \(decoded.path.count) and dropped \(decoded.dropped.count) of \(representation.elements.count)")
  }
  if let again = decoded.path.codable(using: registry),
    let reread = try? RoutePath.CodableRepresentation(json: again.jsonData(), limits: .default)
  {
    let redecoded = reread.decode(using: registry)
    if redecoded.path != decoded.path { fatalError("round trip changed the path: \(decoded.path)") }
  }
  return 0
}
