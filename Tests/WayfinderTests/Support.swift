import Foundation
import Wayfinder

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
