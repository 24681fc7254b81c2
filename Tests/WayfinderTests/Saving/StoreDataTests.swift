import Foundation
import Synchronization
import Testing
@_spi(WayfinderInternals) import Wayfinder

/// A store's bytes for an app that keeps its state somewhere else too:
/// `data(for:)` and `restore(from:into:)`, with the same format, limits,
/// registry and migration as the store's file, and no file touched.
@Suite struct StoreDataTests {
  typealias Store = NavigationStore<AppTab, AnyRoute>
  /// A store whose file is never written: these tests only read and make bytes.
  let file = FileManager.default.temporaryDirectory.appendingPathComponent(
    "wayfinder-data-\(UUID().uuidString)/navigation.json")

  func template() throws -> NavigationState<AppTab, AnyRoute> { .tabs(Tabs(selected: .home)) }

  @Test func theBytesRestoreTheStateAndTouchNoFile() throws {
    let store = Store(file: file, schemaVersion: 1, registry: testRegistry)
    var state = try template()
    try state.apply(NavigationIntent(.pushAll([AnyRoute(1), AnyRoute(Park(name: "Yosemite"))]), in: .tab(.search)))
    try state.apply(NavigationIntent(.selectTab(.search, reselectPopsToRoot: false)))
    let data = try store.data(for: state)
    let restored = store.restore(from: data, into: try template())
    #expect(restored.state == state && restored.diagnostics.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: file.deletingLastPathComponent().path))
  }

  @Test func bytesThatAreNotASavedStateRestoreTheTemplateAndSayWhy() throws {
    let store = Store(file: file, schemaVersion: 1, registry: testRegistry)
    let empty = store.restore(from: Data(), into: try template())
    #expect(empty.state == (try template()) && empty.diagnostics == [.unreadable(.empty)])
    let garbage = store.restore(from: Data("not json".utf8), into: try template())
    #expect(garbage.state == (try template()))
    guard case .unreadable(.malformed)? = garbage.diagnostics.first, garbage.diagnostics.count == 1 else {
      Issue.record("\(garbage.diagnostics)")
      return
    }
  }

  @Test func aRouteThatCannotBeEncodedIsAnError() throws {
    let store = Store(file: file, schemaVersion: 1, registry: testRegistry)
    var state = try template()
    try state.apply(NavigationIntent(.pushAll([AnyRoute(Opaque(id: 1))]), in: .tab(.home)))
    #expect {
      try store.data(for: state)
    } throws: { error in
      if case .notEncodable? = error as? StoreError { true } else { false }
    }
  }

  @Test func aStateOverTheLimitOfBytesIsAnError() throws {
    let limits = RestorationLimits(maxBytes: 400, maxSteps: 10_000, maxNesting: 64)
    let store = Store(
      file: file, schemaVersion: 1, registry: testRegistry, limits: limits, coalescingDelay: .milliseconds(10))
    var state = try template()
    try state.apply(NavigationIntent(.pushAll((0..<200).map { AnyRoute($0) }), in: .tab(.home)))
    #expect {
      try store.data(for: state)
    } throws: { error in
      if case .tooLarge(_, 400)? = error as? StoreError { true } else { false }
    }
  }

  /// Bytes of an older schema go through the store's `migrate`, given the
  /// version they were saved with.
  @Test func olderBytesAreMigrated() throws {
    var state = try template()
    try state.apply(NavigationIntent(.pushAll([AnyRoute(1), AnyRoute(2)]), in: .tab(.home)))
    let old = try Store(file: file, schemaVersion: 1, registry: testRegistry).data(for: state)
    let versions = Mutex<[Int]>([])
    let store = Store(file: file, schemaVersion: 3, registry: testRegistry) { route, fromVersion in
      versions.withLock { $0.append(fromVersion) }
      return route.json == "2" ? nil : route
    }
    let restored = store.restore(from: old, into: try template())
    #expect(restored.state.tabs?.stack(for: .home)?.routes == [AnyRoute(1)])
    #expect(restored.diagnostics.first == .migrated(from: 1, to: 3))
    #expect(versions.withLock { $0 } == [1, 1])
  }
}
