import Foundation
import Wayfinder

/// A small, seeded, reproducible random number generator (SplitMix64).
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

struct Park: Hashable, Codable, Sendable {
  var name: String
}

enum Zoo: Hashable, Codable, Sendable {
  case city(String)
  case safari(Int)
}

enum AppTab: String, Hashable, Codable, Sendable, CaseIterable {
  case home, search, settings
}

/// A route that is deliberately not Codable.
struct Opaque: Hashable, Sendable {
  var id: Int
}

let testRegistry: RouteRegistry = {
  var registry = RouteRegistry.standard
  try? registry.register(Park.self, tag: "park", aliases: ["MyApp.Park", "WayfinderTests.Park"])
  try? registry.register(Zoo.self)
  return registry
}()

/// The steps a state shows, root first: the selected tab's stack (or the
/// single stack), then the modal over all tabs.
func shownSteps<Tab, Route>(_ state: NavigationState<Tab, Route>) -> [Step<Route>] {
  switch state {
  case .stack(let stack): Array(stack)
  case .tabs(let tabs): Array(tabs.selectedStack) + Array(tabs.modalOverTabs)
  }
}

func jsonString(_ representation: RoutePath.CodableRepresentation) -> String {
  String(decoding: representation.jsonData(), as: UTF8.self)
}
