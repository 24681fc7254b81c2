import Foundation
@_spi(WayfinderInternals) import Wayfinder

/// The screens of the link tests' app.
enum Page: Hashable, Sendable {
  case item(Int)
  case user(String)
  case file(UUID)
  case zoo(Zoo.Kind)
  case itemsNew
  case doc([String])
  case sheet(Int)
}

extension Zoo {
  /// A raw-value enum, read from links through its raw value.
  enum Kind: String, Hashable, Sendable, LinkValue { case city, safari }
}

struct Score: LosslessStringConvertible, LinkValue {
  var value: Double
  init?(_ description: String) {
    guard let value = Double(description), value.isFinite else { return nil }
    self.value = value
  }
  var description: String { String(value) }
}

/// A small app's table: every kind of parameter, both modes, tabs and a
/// sheet over all tabs.
func makeTestLinks(limits: LinkLimits = LinkLimits()) throws -> LinkTable<AppTab, Page> {
  var links = LinkTable<AppTab, Page>(scheme: "wayfinder", webHosts: ["example.com"], limits: limits)
  let id = LinkParameter<Int>("id")
  let name = LinkParameter<String>("name")
  let uuid = LinkParameter<UUID>("uuid")
  let kind = LinkParameter<Zoo.Kind>("kind")
  let path = LinkWildcard<String>("path")
  let count = LinkParameter<Int>("count")

  try links.register(LinkPattern("items", id)) { values, place in
    place.target = .tab(.home)
    try place.push(.item(values.value(id)))
  } print: { place in
    guard place.target == .tab(.home), let routes = place.pushedRoutes, routes.count == 1,
      case .item(let value) = routes[0]
    else { return nil }
    return LinkValues(id, value)
  }
  try links.register(LinkPattern("items", "new")) { _, place in
    place.target = .tab(.home)
    try place.push(.itemsNew)
  } print: { place in
    place.target == .tab(.home) && place.pushedRoutes == [.itemsNew] ? LinkValues() : nil
  }
  try links.register(LinkPattern("users", name)) { values, place in
    place.target = .tab(.search)
    try place.push(.user(values.value(name)))
  } print: { place in
    guard place.target == .tab(.search), let routes = place.pushedRoutes, routes.count == 1,
      case .user(let value) = routes[0]
    else { return nil }
    return LinkValues(name, value)
  }
  try links.register(LinkPattern("files", uuid)) { values, place in
    place.target = .tab(.search)
    try place.push(.file(values.value(uuid)))
  }
  try links.register(LinkPattern("zoo", kind)) { values, place in
    place.target = .tab(.settings)
    try place.push(.zoo(values.value(kind)))
  } print: { place in
    guard place.target == .tab(.settings), let routes = place.pushedRoutes, routes.count == 1,
      case .zoo(let value) = routes[0]
    else { return nil }
    return LinkValues(kind, value)
  }
  try links.register(LinkPattern("docs", path)) { values, place in
    place.target = .tab(.settings)
    try place.push(.doc(values[path]))
  }
  // Pushes `count` items onto the shown stack, whatever it is.
  try links.register(LinkPattern("more", query: count), .pushing) { values, place in
    for number in 0..<max(0, values[count] ?? 1) { try place.push(.item(number)) }
  }
  try links.register(LinkPattern("sheet", id)) { values, place in
    place.target = .modalOverTabs
    try place.present(.sheet(values.value(id)))
  } print: { place in
    guard place.target == .modalOverTabs, place.stack.count == 1, place.stack[0].presentation == .sheet,
      case .sheet(let value) = place.stack[0].route
    else { return nil }
    return LinkValues(id, value)
  }
  return links
}

let testLinks: LinkTable<AppTab, Page> = try! makeTestLinks()

/// A tab bar at its roots, Home selected.
func freshTabs() -> NavigationState<AppTab, Page> { .tabs(Tabs(selected: .home)) }

/// The error `body` throws, if it is a `LinkError`.
func linkError(_ body: () throws -> Void) -> LinkError? {
  do {
    try body()
    return nil
  } catch {
    return error as? LinkError
  }
}
