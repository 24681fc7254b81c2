import Foundation
@_spi(WayfinderInternals) import Wayfinder

/// The window tests' app: tabs of `Int` routes, and links to each tab's
/// path (`wayfinder://home/1/2`), to a sheet over all tabs
/// (`wayfinder://sheet/5`), and one that pushes onto the shown stack
/// (`wayfinder://more/7`).
enum WindowTestApp {
  typealias State = NavigationState<AppTab, Int>

  static func fresh() -> State { .tabs(try! Tabs(selected: .home)) }

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
