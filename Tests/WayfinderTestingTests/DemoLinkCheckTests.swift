import Testing
import Wayfinder
import WayfinderDemo
import WayfinderTesting

/// The demo's link table, checked as an app checks its own: every place the
/// demo's screens reach that prints a link opens it again, and hostile links
/// change nothing.
@MainActor @Suite struct DemoLinkCheckTests {
  /// What the demo's screens let the user do from `state`: switch tabs, go
  /// back, and push what the shown tab's screens push.
  static func intents(_ state: NavigationState<DemoTab, AnyRoute>) -> [NavigationIntent<DemoTab, AnyRoute>] {
    var intents = DemoTab.allCases.map { NavigationIntent<DemoTab, AnyRoute>(.selectTab($0, reselectPopsToRoot: true)) }
    if !state.shownStack.isEmpty { intents.append(NavigationIntent(.goBack)) }
    let depth = state.shownStack.count
    let pushes: [AnyRoute] =
      switch state.selectedTab {
      case .colors?: ColorRoute.allCases.map { AnyRoute($0) }
      case .numbers?: [AnyRoute(32), AnyRoute(64), AnyRoute(-7)]
      case .router?:
        depth == 0 ? [AnyRoute(RouterRoute.category(.list))] : [AnyRoute(RouterRoute.category(.detail(42)))]
      case .three?:
        depth == 0
          ? [AnyRoute(ThreeColumnRoute.content(3))] : [AnyRoute(ThreeColumnRoute.detail(contentID: 3, depth))]
      case .two?: depth == 0 ? [AnyRoute(TwoColumnRoute(id: 7))] : []
      case .adaptive?: [AnyRoute(LevelRoute(root: 2, level: depth + 1))]
      default: []
      }
    return intents + pushes.map { NavigationIntent(.push($0, hidesBack: false)) }
  }

  @Test func everyPlaceTheDemosScreensReachOpensFromItsLink() throws {
    let template = NavigationState<DemoTab, AnyRoute>.tabs(try Tabs(DemoTab.allCases, selected: .colors))
    let check = demoLinks.check(from: template, places: 400, depth: 10, intents: Self.intents)
    #expect(check.failures.isEmpty, "\(check)")
    #expect(check.printed > 100 && check.hostile > 500, "\(check)")
    print("Demo link check: \(check)")
  }
}
