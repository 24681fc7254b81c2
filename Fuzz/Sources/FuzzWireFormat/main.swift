import Foundation
import Wayfinder

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

/// Any bytes: reading a saved path must throw or decode, never crash; every
/// saved element is either kept or reported once, and a restored path must
/// encode and restore again to the same path.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  guard let representation = try? RoutePath.CodableRepresentation(json: data) else { return 0 }
  // The same bytes read as plain strings: tag and value for each element.
  guard let strings = try? JSONDecoder().decode([String].self, from: data), strings.count.isMultiple(of: 2) else {
    fatalError("read a saved path from bytes that are not pairs of strings")
  }
  let restored = RoutePath.restoring(representation, registry: registry)
  guard restored.path.count + restored.diagnostics.count == strings.count / 2 else {
    fatalError("kept \(restored.path.count) and dropped \(restored.diagnostics.count) of \(strings.count / 2)")
  }
  if let again = restored.path.codable(using: registry),
    let reread = try? RoutePath.CodableRepresentation(json: again.jsonData())
  {
    let twice = RoutePath.restoring(reread, registry: registry)
    if twice.path != restored.path || !twice.diagnostics.isEmpty {
      fatalError("round trip changed the path: \(restored.path) \(twice.diagnostics)")
    }
  }
  return 0
}
