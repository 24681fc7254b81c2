import Foundation
@_spi(WayfinderInternals) import Wayfinder
@_spi(WayfinderInternals) import WayfinderTerminal

// The window store's tests: the same app as the core's window tests
// (Tests/WayfinderTests/Windows/WindowSupport.swift), whose target this one
// cannot see.

enum AppTab: String, Hashable, Codable, Sendable, CaseIterable {
  case home, search, settings
}

/// The window tests' app: tabs of `Int` routes, and links to each tab's
/// path (`wayfinder://home/1/2`), to a sheet over all tabs
/// (`wayfinder://sheet/5`), and one that pushes onto the shown stack
/// (`wayfinder://more/7`).
enum WindowTestApp {
  typealias State = NavigationState<AppTab, Int>

  static func fresh() -> State { .tabs(Tabs(selected: .home)) }

  static let links: LinkTable<AppTab, Int> = {
    var links = LinkTable<AppTab, Int>(scheme: "wayfinder")
    let ids = LinkWildcard<Int>("ids")
    let id = LinkParameter<Int>("id")
    for tab in AppTab.allCases {
      try! links.register(LinkPattern(tab.rawValue, ids)) { values, place in
        place.target = .tab(tab)
        try place.push(contentsOf: values[ids])
      } print: { place in
        guard place.target == .tab(tab), let routes = place.pushedRoutes, !routes.isEmpty else { return nil }
        var values = LinkValues()
        values[ids] = routes
        return values
      }
    }
    try! links.register(LinkPattern("sheet", id)) { values, place in
      place.target = .modalOverTabs
      try place.present(values.value(id))
    }
    try! links.register(LinkPattern("more", id), .pushing) { values, place in
      try place.push(values.value(id))
    }
    return links
  }()
}

extension TerminalWindowStore {
  /// The links left for `id`, polled as a window polls its inbox (a poll
  /// while the index's lock is held takes nothing), for at most 60 s.
  @MainActor func polledLinks(for id: WindowID) async -> [String] {
    await poll({ takeLinks(for: id) }, until: { !$0.isEmpty })
  }
}
