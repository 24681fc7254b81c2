import Foundation
import Testing
@_spi(WayfinderInternals) import Wayfinder

/// S1, S2, S6, S7, S8: stacks whose path is data.
@MainActor @Suite struct StackScenarioTests {
  enum Color: String, Hashable, Codable, Sendable, CaseIterable { case indigo, yellow, green, red }

  /// The destination for a pushed value, chosen by its type (S1, S7).
  func destination(_ route: AnyRoute) -> String {
    if let color = route.as(Color.self) { return "Color \(color.rawValue)" }
    if let image = route.as(String.self) { return "Image \(image)" }
    if let number = route.as(Int.self) { return "Number \(number)" }
    return "Unknown"
  }

  @Test func s1DataDrivenStackWithTypedDestinations() throws {
    let navigator = Navigator(BackStack<AnyRoute>())
    // On first appearance the app opens three levels deep.
    try navigator.setPath([Color.indigo, .yellow, .green].map(AnyRoute.init))
    #expect(navigator.state.shownStack.count == 3)
    try navigator.popToRoot()  // "Back to Main"
    #expect(navigator.state.shownStack.isEmpty)

    try navigator.push(AnyRoute(Color.indigo))
    try navigator.push(AnyRoute(Color.yellow))
    #expect(navigator.state.shownStack.count == 2)
    #expect(navigator.state.shownStack.description == "push indigo › push yellow")
    try navigator.push(AnyRoute("star.fill"))  // a second value type, same stack
    #expect(navigator.state.shownStack.routes.map(destination) == ["Color indigo", "Color yellow", "Image star.fill"])

    // The same with RoutePath, SwiftUI's NavigationPath shape.
    var path = RoutePath()
    path.append(Color.indigo)
    path.append(Color.yellow)
    #expect(path.count == 2)
    #expect(path.description == "RoutePath(indigo, yellow)")
    try path.removeLast(path.count)  // back to the root, as with NavigationPath
    #expect(path.isEmpty)
  }

  enum Route: Hashable, Codable, Sendable {
    case profile
    case category(Category)

    enum Category: Hashable, Codable, Sendable {
      case list
      case detail(Int)
    }

    /// One switch covers every case: the compiler catches a missing one.
    var title: String {
      switch self {
      case .profile: "Profile"
      case .category(.list): "Category List"
      case .category(.detail(let id)): "Category Detail: \(id)"
      }
    }
  }

  /// A screen deep in the stack: it is handed the navigator (as the
  /// environment would), never the path.
  @MainActor struct DeepScreen {
    let navigator: Navigator<Never, Route>
    func showDetail() throws { try navigator.push(.category(.detail(999))) }
    func goBackOne() throws { if !navigator.state.shownStack.isEmpty { try navigator.goBack() } }
    func backToRoot() throws { try navigator.popToRoot() }
  }

  @Test func s2EnumRouterSharedThroughTheEnvironment() throws {
    let navigator = Navigator(BackStack<Route>())
    try navigator.push(.profile)
    try navigator.push(.category(.list))
    let screen = DeepScreen(navigator: navigator)
    try screen.showDetail()
    #expect(navigator.state.shownStack.routes.map(\.title) == ["Profile", "Category List", "Category Detail: 999"])
    try screen.goBackOne()
    #expect(navigator.state.shownStack.last?.route.title == "Category List")
    try screen.backToRoot()
    #expect(navigator.state.shownStack.isEmpty)
    try screen.goBackOne()  // guarded: no error at the root
    #expect(navigator.state.shownStack.isEmpty)
    #expect(throws: NavigationError.emptyStack) { try navigator.goBack() }
  }

  @Test func s6PathAsAnArrayOfValues() throws {
    let navigator = Navigator(BackStack<Int>())
    try navigator.push(7, cause: .user)
    try navigator.setPath([32])  // "Show 32": replaces whatever was there
    #expect(navigator.state.shownStack.routes == [32])
    try navigator.push(64)  // "Show 64"
    #expect(navigator.state.shownStack.routes == [32, 64])
    try navigator.push(5, cause: .user)  // a user tap mixes in
    try navigator.setPath([32, 64])  // "Show 32 then 64"
    #expect(navigator.state.shownStack.routes == [32, 64])
    try navigator.goBack()
    #expect(navigator.state.shownStack.routes == [32])
    try navigator.goBack()
    #expect(navigator.state.shownStack.isEmpty)
  }

  @Test func s7HeterogeneousPath() throws {
    var path = RoutePath()
    path.append(556)
    path.append("Hello")
    path.append(Color.green)
    #expect(path.count == 3)
    #expect(path.elements.map(destination) == ["Number 556", "Image Hello", "Color green"])
    #expect(path.last(of: Int.self) == 556)
    #expect(path.last(of: String.self) == "Hello")
    #expect(path.elements.last == AnyRoute(Color.green))

    let navigator = Navigator(BackStack<AnyRoute>())
    try navigator.push(AnyRoute(556))
    try navigator.push(AnyRoute("Hello"))
    #expect(navigator.state.shownStack.routes.map(destination) == ["Number 556", "Image Hello"])
  }

  @Test(arguments: [20, 50, 500])
  func s8BackToRootFromDeepInside(depth: Int) throws {
    var rng = SystemRandomNumberGenerator()
    let numbers = Navigator(BackStack<Int>())
    for _ in 0..<depth { try numbers.push(Int.random(in: 0..<1000, using: &rng)) }
    #expect(numbers.state.shownStack.count == depth)
    try numbers.popToRoot()  // "Home"
    #expect(numbers.state.shownStack.isEmpty)

    var mixed = RoutePath()
    for index in 0..<depth {
      if index.isMultiple(of: 2) { mixed.append(index) } else { mixed.append("\(index)") }
    }
    #expect(mixed.count == depth)
    try mixed.removeLast(mixed.count)
    #expect(mixed.isEmpty)
    #expect(throws: NavigationError.notEnoughSteps(requested: 1, available: 0)) { try mixed.removeLast() }
  }
}
