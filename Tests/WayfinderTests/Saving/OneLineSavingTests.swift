import Foundation
import Testing
@_spi(WayfinderInternals) import Wayfinder

/// A route type of the app's own, saved with no registry written by hand.
/// `.closed` refuses to encode: a route that cannot be saved.
enum Trail: Hashable, Sendable, Codable {
  case map
  case trail(Int)
  case closed

  struct ClosedTrail: Error, CustomStringConvertible {
    var description: String { "a closed trail is never saved" }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .map: try container.encode(-1)
    case .trail(let number): try container.encode(number)
    case .closed: throw ClosedTrail()
    }
  }

  init(from decoder: any Decoder) throws {
    let number = try decoder.singleValueContainer().decode(Int.self)
    self = number < 0 ? .map : .trail(number)
  }
}

/// Saving in one line: `navigator.attach(NavigationStore(app: "MyApp", schemaVersion: 1))`.
@MainActor @Suite(.timeLimit(.minutes(10))) final class OneLineSavingTests {
  /// The test's own folder, removed after it.
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wayfinder-one-line-\(UUID().uuidString)")

  deinit { try? FileManager.default.removeItem(at: folder) }

  var file: URL { folder.appendingPathComponent("navigation.json") }

  /// The one line, as an app writes it: the store's generics are the
  /// navigator's. (Compiled, not called: it would write in the user's folder.)
  func attachAsAnAppDoes(_ navigator: Navigator<AppTab, Trail>) {
    navigator.attach(NavigationStore(app: "MyApp", schemaVersion: 1))
  }

  @Test func theAppsNameFindsTheAppsFile() {
    let store = NavigationStore<AppTab, Trail>(app: "MyApp", schemaVersion: 1)
    #expect(store.file == NavigationStore<AppTab, Trail>.defaultFile(app: "MyApp"))
    #expect(store.file.path.hasSuffix("/MyApp/navigation.json"))
  }

  @Test func aTypedRouteSavesAndRestoresWithNoRegistryWrittenByHand() async throws {
    let navigator = Navigator(Tabs<AppTab, Trail>(selected: .home))
    let store = NavigationStore(file: file, schemaVersion: 1) as NavigationStore<AppTab, Trail>
    #expect(navigator.attach(store).diagnostics.isEmpty)
    try navigator.push(.map)
    try navigator.push(.trail(7))
    try navigator.selectTab(.search)
    try navigator.push(.trail(3))
    await store.flush(navigator.state)
    #expect(store.lastSaveError == nil)

    let relaunched = Navigator(Tabs<AppTab, Trail>(selected: .home))
    let restoration = relaunched.attach(NavigationStore(file: file, schemaVersion: 1))
    #expect(restoration.diagnostics.isEmpty)
    #expect(relaunched.state == navigator.state)
    // Saved under the type's readable name.
    #expect(try String(contentsOf: file, encoding: .utf8).contains("WayfinderTests.Trail"))
  }

  @Test func aTagGivenByHandIsKept() async throws {
    let registry = try RouteRegistry.standard.registering(Trail.self, tag: "trail")
    let store = NavigationStore<AppTab, Trail>(file: file, schemaVersion: 1, registry: registry)
    let navigator = Navigator(Tabs<AppTab, Trail>(selected: .home))
    navigator.attach(store)
    try navigator.push(.trail(7))
    await store.flush(navigator.state)
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.contains("\"trail\"") && !text.contains("WayfinderTests.Trail"))
    #expect(
      NavigationStore<AppTab, Trail>(file: file, schemaVersion: 1, registry: registry)
        .restore(into: .tabs(Tabs(selected: .home))).state == navigator.state)
  }

  @Test func aRouteThatCannotBeSavedSaysWhyAndTheStepsBeforeItAreSaved() async throws {
    let store = NavigationStore<AppTab, Trail>(file: file, schemaVersion: 1)
    let navigator = Navigator(Tabs<AppTab, Trail>(selected: .home))
    navigator.attach(store)
    try navigator.push(.trail(7))
    try navigator.push(.closed)
    try navigator.push(.trail(8))
    await store.flush(navigator.state)
    #expect(store.lastSaveError == nil)
    guard case .unencodableRoute(let type, 1, .tab(#""home""#), let reason)? = store.lastSaveDiagnostics.first else {
      Issue.record("expected a diagnostic naming the route, got \(store.lastSaveDiagnostics)")
      return
    }
    #expect(type.hasSuffix("Trail") && reason.contains("a closed trail is never saved"))
    #expect(store.lastSaveDiagnostics.first?.description.contains("a closed trail is never saved") == true)
    #expect(
      NavigationStore<AppTab, Trail>(file: file, schemaVersion: 1)
        .restore(into: .tabs(Tabs(selected: .home))).state.shownStack.routes == [.trail(7)])
  }
}
