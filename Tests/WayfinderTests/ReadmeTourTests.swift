import Foundation
import Testing
import Wayfinder

/// The README's tour, as code that must compile and behave as the README says.
@MainActor @Suite struct ReadmeTourTests {
  enum Route: Hashable, Codable, Sendable {
    case profile, export, completed
    case category(Category)
    enum Category: Hashable, Codable, Sendable {
      case list
      case detail(Int)
    }
  }

  @Test func stackTour() throws {
    let navigator = Navigator(BackStack<Route>())
    try navigator.push(.profile)
    try navigator.push(.category(.detail(999)))
    #expect(navigator.shownStack.routes == [.profile, .category(.detail(999))])
    try navigator.goBack()
    #expect(throws: NavigationError.notEnoughSteps(requested: 5, available: 1)) { try navigator.pop(5) }
    try navigator.popToRoot()

    try navigator.present(.export, as: .sheet)
    try navigator.push(.completed, hidesBack: true, inModal: .export)
    try navigator.dismiss(.export)
    #expect(navigator.shownStack.isEmpty)

    try navigator.select(.category(.list), atLevel: 0)
    let regular = NavigationScene(navigator.state, layout: .twoColumns, sizeClass: .regular)
    let compact = NavigationScene(
      navigator.state, layout: .twoColumns, sizeClass: SizeClass(points: 390))
    #expect(regular.columns.map(\.role) == [.sidebar, .detail])
    #expect(compact.columns[0].pushed.map(\.route) == [.category(.list)])
  }

  @Test func pathTour() throws {
    var path = RoutePath()
    path.append(556)
    path.append("Hello")
    #expect(path.last(of: Int.self) == 556)
    let data = try #require(path.codable).jsonData()
    #expect(String(decoding: data, as: UTF8.self) == #"["Swift.String","\"Hello\"","Swift.Int","556"]"#)

    var registry = RouteRegistry.standard
    try registry.register(Park.self, tag: "park", aliases: ["MyApp.Park"])
    let restored = try RoutePath.CodableRepresentation(json: data).decode(using: registry)
    #expect(restored.path == path)
    #expect(restored.dropped.isEmpty)
  }

  @Test func tabsTour() throws {
    let app = Navigator(try Tabs<AppTab, Route>(selected: .home))
    try app.selectTab(.settings)
    #expect(app.selectedTab == .settings)
  }
}
