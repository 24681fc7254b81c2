import Foundation
import Testing
@_spi(WayfinderInternals) import Wayfinder

/// S18: several windows (iPad Stage Manager, macOS), each with its own
/// navigation and width, links routed to the right one, all restored together.
@MainActor @Suite(.timeLimit(.minutes(10))) final class WindowScenarioTests {
  /// The test's own folder, removed after it.
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wayfinder-s18-\(UUID().uuidString)")

  deinit { try? FileManager.default.removeItem(at: folder) }

  struct Level: Hashable, Codable, Sendable {
    var root: Int
    var level: Int
  }

  static let links: LinkTable<Never, Level> = {
    var links = LinkTable<Never, Level>(scheme: "app")
    let root = LinkParameter<Int>("root")
    try! links.register(LinkPattern("browse", root)) { values, place in
      try place.push(Level(root: values.value(root), level: 1))
    }
    return links
  }()

  @Test func s18SeveralWindows() async throws {
    let registry = try RouteRegistry.standard.registering(Level.self, tag: "level")
    let file = folder.appendingPathComponent("navigation.json")
    // A file saved before windows existed: the main window's navigation.
    let old = Navigator(BackStack<Level>())
    try old.select(Level(root: 3, level: 1), atDepth: 0)
    await NavigationStore<Never, Level>(file: file, schemaVersion: 1, registry: registry).flush(old.state)

    let store = NavigationStore<Never, Level>(file: file, schemaVersion: 1, registry: registry)
    let windows = WindowNavigator(template: NavigationState<Never, Level>())
    #expect(windows.attach(store).isEmpty)
    #expect(windows.ids == [.main] && windows.navigator(for: .main)?.state == old.state)

    // Two windows, two places, each adapting to its own width.
    try windows.setSizeClass(.compact, of: .main)
    try windows.open("wide", sizeClass: .regular)
    try windows.navigator(for: "wide")?.select(Level(root: 7, level: 1), atDepth: 0)
    let projections = try windows.ids.map { id in
      NavigationProjection(
        try #require(windows.navigator(for: id)).state, layout: .twoColumns,
        sizeClass: try #require(windows.sizeClass(of: id)))
    }
    #expect(projections.map(\.columns.count) == [1, 2])
    #expect(windows.navigator(for: .main)?.state.shownStack.routes == [Level(root: 3, level: 1)])
    #expect(windows.navigator(for: "wide")?.state.shownStack.routes == [Level(root: 7, level: 1)])

    // A link opens in the window that shows its place, else the front one, else a new one.
    #expect(try windows.open("app://browse/3", with: Self.links).window == .main)
    #expect(try windows.open("app://browse/9", with: Self.links).window == .main)  // main is in front now
    try windows.close(.main)
    try windows.close("wide")
    #expect(try windows.open("app://browse/5", with: Self.links) == ("window-2", .applied))

    // Quit and relaunch: every window is back where it was, from the one
    // file; the closed ones can be reopened as they were left.
    try windows.reopen("wide")
    await store.flush(windows)
    let relaunched = WindowNavigator(template: NavigationState<Never, Level>())
    #expect(relaunched.attach(NavigationStore(file: file, schemaVersion: 1, registry: registry)).isEmpty)
    #expect(relaunched.ids == windows.ids && relaunched.recentlyClosed == windows.recentlyClosed)
    #expect(relaunched.front == "wide")
    for id in windows.ids { #expect(relaunched.navigator(for: id)?.state == windows.navigator(for: id)?.state) }
    // One file, and the lock of the process saving its windows to it.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        ".navigation.json.lock", "navigation.json",
      ])
  }
}
