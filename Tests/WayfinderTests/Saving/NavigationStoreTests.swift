import Foundation
import Synchronization
import Testing
@_spi(WayfinderInternals) import Wayfinder

@MainActor @Suite(.timeLimit(.minutes(10))) final class NavigationStoreTests {
  typealias Store = NavigationStore<AppTab, AnyRoute>

  /// The test's own folder, removed after it.
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wayfinder-store-\(UUID().uuidString)")

  deinit { try? FileManager.default.removeItem(at: folder) }

  func temporaryFile() -> URL {
    folder.appendingPathComponent(UUID().uuidString).appendingPathComponent("navigation.json")
  }

  func store(_ file: URL, delay: Duration = .milliseconds(50)) -> Store {
    Store(file: file, schemaVersion: 1, registry: testRegistry, coalescingDelay: delay)
  }

  func template() throws -> NavigationState<AppTab, AnyRoute> { .tabs(Tabs(selected: .home)) }

  @Test func aNavigatorRestoresWhatTheLastOneSaved() async throws {
    let file = temporaryFile()
    let first = store(file)
    let navigator = Navigator(try template())
    #expect(navigator.attach(first).diagnostics.isEmpty)
    try navigator.push(AnyRoute(Park(name: "Zion")))
    try navigator.selectTab(.search)
    try navigator.present(AnyRoute(Zoo.safari(1)), as: .sheet)
    try navigator.present(AnyRoute(42), in: .modalOverTabs)
    await first.flush(navigator.state)  // as an app going to the background

    let relaunched = Navigator(try template())
    let restoration = relaunched.attach(store(file))
    #expect(restoration.diagnostics.isEmpty)
    #expect(relaunched.state == navigator.state)
    #expect(relaunched.state.shownStack.routes == [AnyRoute(42)])
    #expect(relaunched.log.last?.cause == .restoration)
  }

  /// A store encodes and writes off the caller's actor: `save` returns
  /// before the state is encoded (here, of a route whose encoding waits
  /// for the caller to go on), the encoding begins while the main actor is
  /// held (so it needs no turn of it), and the write follows.
  @Test func aSaveReturnsBeforeTheStateIsEncoded() async throws {
    let file = temporaryFile()
    let store = NavigationStore<Never, Held>(file: file, schemaVersion: 1)
    store.save(NavigationState(BackStack(pushing: [Held(id: 1)])))
    // The main actor is held here, with no await: an encoding on it could not begin.
    #expect(Held.started.wait(timeout: .now() + 10) == .success, "the encoding needed the main actor")
    Held.release.signal()  // only now may the encoding go on
    await store.flush()
    #expect(!Held.timedOut.withLock { $0 }, "the state was encoded before save returned")
    #expect(store.lastSaveError == nil && FileManager.default.fileExists(atPath: file.path))
  }

  @Test func aBurstOfChangesWritesOnceAndTheNewestWins() async throws {
    let file = temporaryFile()
    let store = store(file, delay: .milliseconds(100))
    let navigator = Navigator(try template())
    navigator.attach(store)
    for value in 0..<1_000 { try navigator.push(AnyRoute(value)) }
    // The changes reach the store through the navigator's events, then the delay passes.
    for _ in 0..<300 where await store.writeCount == 0 { try await Task.sleep(for: .milliseconds(10)) }
    await store.flush()
    #expect(await store.writeCount <= 2)
    let restored = store.restore(into: try template())
    #expect(restored.state.shownStack.count == 1_000)
    #expect(restored.state.shownStack.last?.route == AnyRoute(999))
  }

  @Test func theStoreItselfCoalescesABurstOfSaves() async throws {
    // Saves handed to the store directly, not thinned by the navigator's
    // events, within one (long) delay: nothing is written until the flush,
    // which writes once, the newest state.
    let file = temporaryFile()
    let store = store(file, delay: .seconds(30))
    var state = try template()
    for value in 0..<500 {
      try state.apply(NavigationIntent(.push(AnyRoute(value), hidesBack: false)))
      store.save(state)
      if value.isMultiple(of: 50) { await Task.yield() }
    }
    #expect(await store.writeCount == 0)
    await store.flush()
    #expect(await store.writeCount == 1)
    #expect(store.restore(into: try template()).state == state)
  }

  @Test func flushWritesWhatIsPendingAtOnce() async throws {
    let file = temporaryFile()
    let store = store(file, delay: .seconds(60))
    var state = try template()
    try state.apply(NavigationIntent(.push(AnyRoute(1), hidesBack: false)))
    store.save(state)
    try state.apply(NavigationIntent(.push(AnyRoute(2), hidesBack: false)))
    store.save(state)
    await store.flush()
    #expect(await store.writeCount == 1)
    #expect(store.restore(into: try template()).state == state)
    await store.flush()  // nothing pending: nothing written
    #expect(await store.writeCount == 1)
  }

  @Test func anUnreadableFileIsMovedAsideAndTheAppStartsAtItsRoot() throws {
    let file = temporaryFile()
    try AtomicFile.write(Data("not a snapshot".utf8), to: file)
    let restored = store(file).restore(into: try template())
    #expect(restored.state == (try template()))
    guard case .unreadable(.malformed) = restored.diagnostics.first,
      case .keptAside(let aside)? = restored.diagnostics.last
    else {
      Issue.record("\(restored.diagnostics)")
      return
    }
    let kept = file.deletingLastPathComponent().appendingPathComponent(aside)
    #expect(FileManager.default.contents(atPath: kept.path) == Data("not a snapshot".utf8))
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }

  @Test func noFileRestoresTheTemplateWithoutDiagnostics() throws {
    let restored = store(temporaryFile()).restore(into: try template())
    let initial = try template()
    #expect(restored.state == initial && restored.diagnostics.isEmpty)
  }

  @Test func aGuardThatRefusesTheRestoredStateIsReported() throws {
    let file = temporaryFile()
    var saved = try template()
    try saved.apply(NavigationIntent(.push(AnyRoute(Park(name: "secret")), hidesBack: false)))
    try AtomicFile.write(try NavigationSnapshot(saved, schemaVersion: 1, registry: testRegistry).jsonData(), to: file)
    let navigator = Navigator(try template())
    navigator.guards.append(NavigationGuard { $0.cause == .restoration ? .block("signed out") : .allow })
    let restoration = navigator.attach(store(file))
    #expect(restoration.diagnostics == [.refused(.blocked(reason: "signed out"))])
    let initial = try template()
    #expect(restoration.state == initial && navigator.state == initial)
  }

  @Test func defaultFilesFollowTheXDGRules() {
    #if !canImport(Darwin)
      #expect(
        Store.defaultFile(app: "Demo", environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/h"]).path
          == "/x/state/Demo/navigation.json")
      #expect(
        Store.defaultFile(app: "Demo", environment: ["HOME": "/h"]).path == "/h/.local/state/Demo/navigation.json")
      // A relative XDG_STATE_HOME is invalid by the specification and ignored.
      #expect(
        Store.defaultFile(app: "Demo", environment: ["XDG_STATE_HOME": "rel", "HOME": "/h"]).path
          == "/h/.local/state/Demo/navigation.json")
    #endif
  }
}

/// A route whose encoding waits for the test to let it go on, for 10
/// seconds at most: encoded on the caller's actor, it waits the whole time.
struct Held: Hashable, Sendable, Codable {
  var id: Int

  static let release = DispatchSemaphore(value: 0)
  /// Signalled when an encoding begins.
  static let started = DispatchSemaphore(value: 0)
  /// Whether an encoding waited its whole 10 seconds.
  static let timedOut = Mutex(false)

  init(id: Int) { self.id = id }

  init(from decoder: any Decoder) throws { id = try decoder.singleValueContainer().decode(Int.self) }

  func encode(to encoder: any Encoder) throws {
    Self.started.signal()
    if Self.release.wait(timeout: .now() + 10) == .timedOut {
      Self.timedOut.withLock { $0 = true }
    } else {
      Self.release.signal()  // and the encodings after it
    }
    var container = encoder.singleValueContainer()
    try container.encode(id)
  }
}
