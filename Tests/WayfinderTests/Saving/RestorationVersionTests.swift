import Foundation
import Testing
@_spi(WayfinderInternals) import Wayfinder

/// Version 1 of a test app: a trail type saved under its compiler name, and
/// a screen enum with a case that version 2 removes.
enum VersionOne {
  enum Tab: String, Hashable, Sendable, Codable, CaseIterable { case explore, saved }
  struct Trail: Hashable, Sendable, Codable { var name: String }
  enum Screen: Hashable, Sendable, Codable {
    case home
    case map(zoom: Int)
    case legacy
  }

  static let registry: RouteRegistry = {
    var registry = RouteRegistry.standard
    try? registry.register(Trail.self)  // under its compiler name, as every peer library saves it
    try? registry.register(Screen.self, tag: "screen")
    return registry
  }()

  /// Where a user of version 1 left the app: two tabs deep, a sheet open.
  static func state() throws -> NavigationState<Tab, AnyRoute> {
    var state = NavigationState<Tab, AnyRoute>.tabs(Tabs(selected: .saved))
    try state.apply(NavigationIntent(.push(AnyRoute(Trail(name: "Ridge")), hidesBack: false), in: .tab(.explore)))
    try state.apply(NavigationIntent(.push(AnyRoute(Screen.map(zoom: 3)), hidesBack: false), in: .tab(.explore)))
    try state.apply(NavigationIntent(.present(AnyRoute(Screen.home), as: .sheet), in: .tab(.saved)))
    try state.apply(NavigationIntent(.push(AnyRoute(Trail(name: "Coast")), hidesBack: false), in: .tab(.saved)))
    try state.apply(NavigationIntent(.push(AnyRoute(Screen.legacy), hidesBack: false), in: .tab(.saved)))
    try state.apply(NavigationIntent(.push(AnyRoute(Trail(name: "Dunes")), hidesBack: true), in: .tab(.saved)))
    return state
  }
}

/// Version 2: the trail type is renamed `Hike` (its old name kept as an
/// alias), `map(zoom:)` became `map(level:)` (a migration rewrites it), and
/// `legacy` is gone. A new tab, `nearby`, comes first.
enum VersionTwo {
  enum Tab: String, Hashable, Sendable, Codable, CaseIterable { case nearby, explore, saved }
  struct Hike: Hashable, Sendable, Codable { var name: String }
  enum Screen: Hashable, Sendable, Codable {
    case home
    case map(level: Int)
  }

  static let registry: RouteRegistry = {
    var registry = RouteRegistry.standard
    try? registry.register(Hike.self, tag: "hike", aliases: ["WayfinderTests.VersionOne.Trail"])
    try? registry.register(Screen.self, tag: "screen")
    return registry
  }()

  /// Version 1's `map(zoom:)` is version 2's `map(level:)`.
  static let migrate: @Sendable ((tag: String, json: String), Int) -> (tag: String, json: String)? = { route, _ in
    guard route.tag == "screen" else { return route }
    return (route.tag, route.json.replacingOccurrences(of: #""zoom""#, with: #""level""#))
  }
}

@Suite struct RestorationVersionTests {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/snapshot-version-1.json")

  @Test func theFixtureIsWhatVersionOneWrites() throws {
    let written = try NavigationSnapshot(
      VersionOne.state(), schemaVersion: 1, registry: VersionOne.registry,
      savedAt: Date(timeIntervalSince1970: 1_800_000_000)
    ).jsonData()
    guard let saved = try? Data(contentsOf: Self.fixture) else {
      try written.write(to: Self.fixture)
      Issue.record("wrote \(Self.fixture.lastPathComponent): review it, then run again")
      return
    }
    #expect(saved == written)
  }

  @Test func versionTwoRestoresWhatStillMakesSenseAndReportsTheRest() throws {
    let snapshot = try NavigationSnapshot(json: Data(contentsOf: Self.fixture))
    let restored = snapshot.restore(
      into: NavigationState<VersionTwo.Tab, AnyRoute>.tabs(Tabs(selected: .nearby)),
      registry: VersionTwo.registry, schemaVersion: 2, migrate: VersionTwo.migrate)
    let tabs = try #require(restored.state.tabs)
    #expect(tabs.selected == .saved)
    #expect(tabs.stack(for: .nearby)?.isEmpty == true)  // new in version 2
    // The renamed type restores through its alias; the migrated case decodes.
    #expect(
      tabs.stack(for: .explore)?.routes == [
        AnyRoute(VersionTwo.Hike(name: "Ridge")), AnyRoute(VersionTwo.Screen.map(level: 3)),
      ])
    // The removed case cuts its stack there: Back still works as saved up to it.
    let saved = try #require(tabs.stack(for: .saved))
    #expect(
      Array(saved) == [Step(AnyRoute(VersionTwo.Screen.home), .sheet), Step(AnyRoute(VersionTwo.Hike(name: "Coast")))])
    #expect(restored.diagnostics.count == 3)
    #expect(restored.diagnostics.first == .migrated(from: 1, to: 2))
    if case .undecodableRoute("screen", 2, .tab(#""saved""#), _) = restored.diagnostics[1] {
    } else {
      Issue.record("the removed case should fail to decode: \(restored.diagnostics[1])")
    }
    #expect(
      restored.diagnostics[2]
        == .droppedAfter(tag: "WayfinderTests.VersionOne.Trail", position: 3, in: .tab(#""saved""#), firstDropped: 2))
  }

  @Test func aMigrationCanDropACaseExplicitly() throws {
    let snapshot = try NavigationSnapshot(json: Data(contentsOf: Self.fixture))
    let restored = snapshot.restore(
      into: NavigationState<VersionTwo.Tab, AnyRoute>.tabs(Tabs(selected: .nearby)),
      registry: VersionTwo.registry, schemaVersion: 2,
      migrate: { route, version in route.json.contains("legacy") ? nil : VersionTwo.migrate(route, version) })
    #expect(restored.state.tabs?.stack(for: .saved)?.count == 2)
    #expect(
      restored.diagnostics.contains { diagnostic in
        if case .removedByMigration(_, _, _, fromVersion: 1) = diagnostic { true } else { false }
      })
  }
}
