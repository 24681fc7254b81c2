import Foundation
import Testing
@_spi(WayfinderInternals) import Wayfinder

/// S9 and S14: the path, and the whole app, saved and restored across launches.
@MainActor @Suite(.timeLimit(.minutes(10))) final class RestorationScenarioTests {
  /// The test's own folder, removed after it.
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wayfinder-scenario-\(UUID().uuidString)")

  deinit { try? FileManager.default.removeItem(at: folder) }

  func temporaryFile() -> URL {
    folder.appendingPathComponent(UUID().uuidString).appendingPathComponent("navigation.json")
  }

  @Test func s9SaveAndRestoreThePath() async throws {
    let file = temporaryFile()
    let store = NavigationStore<Never, Int>(file: file, schemaVersion: 1, registry: .standard)
    let numbers = Navigator(BackStack<Int>())
    numbers.attach(store)
    try numbers.setPath([32, 64])
    try numbers.push(7)  // quit at depth 3
    await store.flush(numbers.state)

    let relaunched = Navigator(BackStack<Int>())
    relaunched.attach(NavigationStore(file: file, schemaVersion: 1, registry: .standard))
    #expect(relaunched.state.shownStack.routes == [32, 64, 7])  // the same three screens

    // Nothing to load, or an unreadable file: the root, never a crash.
    let fresh = Navigator(BackStack<Int>())
    #expect(
      fresh.attach(NavigationStore(file: temporaryFile(), schemaVersion: 1, registry: .standard)).diagnostics.isEmpty)
    #expect(fresh.state.shownStack.isEmpty)
    try Data("garbage".utf8).write(to: file)
    let unreadable = Navigator(BackStack<Int>())
    let restoration = unreadable.attach(NavigationStore(file: file, schemaVersion: 1, registry: .standard))
    #expect(unreadable.state.shownStack.isEmpty)
    #expect(restoration.diagnostics.first.map { if case .unreadable = $0 { true } else { false } } == true)
    #expect(restoration.diagnostics.last.map { if case .keptAside = $0 { true } else { false } } == true)

    // A heterogeneous path with a value that is not Codable has no saved form: the app says so.
    struct Opaque: Hashable, Sendable {}
    var path = RoutePath()
    path.append(1)
    path.append(Opaque())
    #expect(path.codable == nil)
  }

  enum AppTab: String, Hashable, Codable, Sendable, CaseIterable { case library, browse, settings }
  enum Route: Hashable, Codable, Sendable {
    case album(Int)
    case track(Int)
    case genre(String)
    case composer, account, signIn
    case step(Int)
  }

  @Test func s14WholeAppRestoration() async throws {
    let file = temporaryFile()
    var registry = RouteRegistry.standard
    try registry.register(Route.self, tag: "route")
    let store = NavigationStore<AppTab, Route>(file: file, schemaVersion: 1, registry: registry)
    let app = Navigator(Tabs<AppTab, Route>(selected: .library))
    app.attach(store)
    // Several tabs, each holding a stack; a split selection; a modal with its own stack.
    try app.select(.album(3), atDepth: 0)
    try app.push(.track(7))
    try app.selectTab(.browse)
    try app.select(.genre("jazz"), atDepth: 0)
    try app.present(.composer, as: .sheet)
    try app.push(.step(1))
    try app.selectTab(.settings)
    try app.push(.account)
    try app.present(.signIn, as: .cover, in: .modalOverTabs)
    await store.flush(app.state)

    let relaunched = Navigator(Tabs<AppTab, Route>(selected: .library))
    let restoration = relaunched.attach(NavigationStore(file: file, schemaVersion: 1, registry: registry))
    #expect(restoration.diagnostics.isEmpty)
    #expect(relaunched.state == app.state)
    // In either width, the same projections.
    for sizeClass in SizeClass.allCases {
      let layouts = NavigationLayouts<AppTab>(.twoColumns)
      #expect(
        NavigationProjection(relaunched.state, sizeClass: sizeClass, layouts: layouts)
          == NavigationProjection(app.state, sizeClass: sizeClass, layouts: layouts))
    }
  }
}
