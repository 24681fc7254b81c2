import Foundation
import Testing
@_spi(WayfinderInternals) import Wayfinder
@_spi(WayfinderInternals) import WayfinderTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// Saving several windows: restored together, a closed window gone, an
/// older file without windows restored as the main window, the index
/// changed by operations under a lock.
@MainActor @Suite(.timeLimit(.minutes(10))) final class WindowStoreTests {
  typealias Store = TerminalWindowStore<AppTab, Int>
  typealias Windows = WindowNavigator<AppTab, Int>

  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wayfinder-windows-\(UUID().uuidString)")
  var file: URL { folder.appendingPathComponent("navigation.json") }

  deinit { try? FileManager.default.removeItem(at: folder) }

  func store(closedCapacity: Int = 10) -> Store {
    Store(
      file: file, schemaVersion: 1, registry: .standard, coalescingDelay: .milliseconds(1),
      closedCapacity: closedCapacity)
  }

  func files() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  /// Three windows, each somewhere else; b in front.
  func threeWindows(_ store: Store) async throws -> Windows {
    let windows = Windows(template: WindowTestApp.fresh())
    windows.attach(store)
    try windows.navigator(for: .main)?.setPath([1, 2], in: .tab(.home))
    try windows.open("b")
    try windows.navigator(for: "b")?.selectTab(.search)
    try windows.navigator(for: "b")?.push(3)
    try windows.open("c")
    try windows.navigator(for: "c")?.present(4, in: .modalOverTabs)
    try windows.focus("b")
    try await settle(windows, store)
    return windows
  }

  /// Writes everything: the windows' states, and every change of the index asked for.
  func settle(_ windows: Windows, _ store: Store) async throws {
    await store.flush(windows.windows)
  }

  @Test func everyWindowComesBackWhereItWasWithItsOrderAndTheOneInFront() async throws {
    let store = store()
    let before = try await threeWindows(store).windows
    let restored = Windows(template: WindowTestApp.fresh())
    let restoration = restored.attach(self.store())
    #expect(restoration.hadIndex && restoration.diagnostics.isEmpty)
    #expect(restored.windows.ids == [.main, "b", "c"])
    #expect(restored.windows.focusOrder == ["b", "c", .main])
    for window in before.windows { #expect(restored.windows[window.id]?.state == window.state) }
    for id in restored.ids { #expect(restored.navigator(for: id)?.log.last?.cause == .restoration) }
    #expect(
      try files() == [
        "navigation.json", "navigation.window-b.json", "navigation.window-c.json", "navigation.windows.json",
        "navigation.windows.lock",
      ])
  }

  @Test func aWindowClosedByTheUserIsGoneAtTheNextLaunchButCanBeReopened() async throws {
    let store = store()
    let windows = try await threeWindows(store)
    let left = windows.windows["b"]?.state
    try windows.close("b", cause: .user)
    try await settle(windows, store)

    let restored = Windows(template: WindowTestApp.fresh())
    restored.attach(self.store())
    #expect(restored.windows.ids == [.main, "c"])
    #expect(restored.front == "c")
    #expect(restored.windows.recentlyClosed.map(\.id) == ["b"])
    try restored.reopen("b", cause: .user)
    #expect(restored.windows["b"]?.state == left)
  }

  @Test func closedWindowsBeyondTheCapacityLoseTheirFiles() async throws {
    let store = store(closedCapacity: 1)
    let windows = try await threeWindows(store)
    try windows.close("b")
    try windows.close("c")
    try await settle(windows, store)
    #expect(store.readIndex()?.closed == ["c"])
    #expect(try !files().contains("navigation.window-b.json"))
    #expect(try files().contains("navigation.window-c.json"))
  }

  /// More window changes in one turn than any event stream keeps: the
  /// index follows the windows, and a window opened, closed or focused
  /// just before a flush is in it once the flush returns.
  @Test func theIndexFollowsEveryChangeAndAFlushWritesItAll() async throws {
    let store = store()
    let windows = Windows(template: WindowTestApp.fresh())
    windows.attach(store)
    try windows.open("a")
    for _ in 0..<300 {
      try windows.focus(.main)
      try windows.focus("a")
    }
    try windows.open("b")
    try windows.open("c")
    try windows.close("b")
    try windows.focus(.main)
    await store.flush(windows.windows)
    let index = try #require(store.readIndex())
    #expect(index.openWindows == [.main, "a", "c"])
    #expect(index.closed == ["b"])
    #expect(index.focusOrder == [.main, "c", "a"])
    #expect(try files().contains("navigation.window-b.json"), "the closed window's file is written for reopening")
  }

  @Test func aFileSavedBeforeWindowsExistedRestoresAsTheMainWindow() async throws {
    // Saved by a navigator and its store, as every version before windows did.
    let old = Navigator(WindowTestApp.fresh())
    try old.selectTab(.settings)
    try old.setPath([7, 8])
    await NavigationStore<AppTab, Int>(file: file, schemaVersion: 1, registry: .standard).flush(old.state)

    let store = store()
    let windows = Windows(template: WindowTestApp.fresh())
    let restoration = windows.attach(store)
    #expect(!restoration.hadIndex)
    #expect(windows.windows.ids == [.main] && windows.windows[.main]?.state == old.state)
    await store.flushIndex()
    #expect(store.readIndex()?.openWindows == [.main], "the index is written at once")
    // The file keeps its name and format: an older version of the app still reads it.
    #expect(
      NavigationStore<AppTab, Int>(file: file, schemaVersion: 1, registry: .standard).restore(
        into: WindowTestApp.fresh()
      ).state == old.state)
  }

  @Test func withNothingSavedTheAppHasItsMainWindow() {
    let windows = Windows(template: WindowTestApp.fresh())
    let restoration = windows.attach(store())
    #expect(windows.windows.ids == [.main] && windows.windows[.main]?.state == WindowTestApp.fresh())
    #expect(restoration.diagnostics.isEmpty && restoration.indexDiagnostics.isEmpty)
  }

  @Test func anUnreadableIndexIsKeptAsideAndTheMainWindowRestored() async throws {
    let store = store()
    _ = try await threeWindows(store)
    try Data("{ not an index".utf8).write(to: store.indexFile)
    let windows = Windows(template: WindowTestApp.fresh())
    let restoration = windows.attach(self.store())
    #expect(windows.windows.ids == [.main])
    #expect(windows.windows[.main]?.state.shownStack.routes == [1, 2])
    #expect(restoration.indexDiagnostics.count == 2, "\(restoration.indexDiagnostics)")
    #expect(try files().contains { $0.hasPrefix("navigation.windows.unreadable-") })
  }

  /// One window of the index with a name that is not valid (a control
  /// character, an empty name) is dropped, and said; the others restore,
  /// and the index is not set aside.
  @Test(arguments: ["\\u0007bell", "", "\\u0000"])
  func aBadNameInTheIndexDropsThatWindowOnly(badName: String) async throws {
    let store = store()
    _ = try await threeWindows(store)
    let text = try String(contentsOf: store.indexFile, encoding: .utf8)
    #expect(text.contains(#""id":"c""#))
    try Data(text.replacingOccurrences(of: #""id":"c""#, with: #""id":"\#(badName)""#).utf8).write(to: store.indexFile)
    let windows = Windows(template: WindowTestApp.fresh())
    let restoration = windows.attach(self.store())
    #expect(windows.windows.ids == [.main, "b"])
    #expect(windows.windows["b"]?.state.shownStack.routes == [3])
    #expect(windows.windows[.main]?.state.shownStack.routes == [1, 2])
    #expect(restoration.indexDiagnostics.count == 1, "\(restoration.indexDiagnostics)")
    guard case .droppedWindow(_, let reason)? = restoration.indexDiagnostics.first else {
      Issue.record("expected the bad window dropped, got \(restoration.indexDiagnostics)")
      return
    }
    #expect(reason.contains("name"))
    #expect(try !files().contains { $0.contains("unreadable") })
  }

  /// An index whose clock is `Int.max` (a hand-edited file) launches, and
  /// windows open and close in it, instead of trapping at every launch.
  @Test func anIndexWithTheLargestClockStillLaunches() throws {
    let store = store()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let text =
      #"{"clock":9223372036854775807,"closed":[],"formatVersion":1,"open":[{"focus":9223372036854775807,"id":"main"}]}"#
    try Data(text.utf8).write(to: store.indexFile)
    let windows = Windows(template: WindowTestApp.fresh())
    windows.attach(store)
    #expect(windows.windows.ids == [.main])
    try store.updateIndex { index in
      try index.open("b")
      index.focus(.main)
    }
    #expect(store.readIndex()?.focusOrder == [.main, "b"])
  }

  /// With room for 256 closed windows, closing a 257th window keeps the
  /// index readable: the main window and the closed ones stay listed, and
  /// nothing is kept aside as unreadable.
  @Test func aFullIndexIsNeverTakenForAnUnreadableOne() throws {
    let store = store(closedCapacity: 256)
    try store.updateIndex { try $0.open(.main) }
    for number in 0..<300 {
      let id = WindowID("w\(number)")
      try store.updateIndex { index in
        try index.open(id)
        index.close(id, keeping: store.closedCapacity)
      }
    }
    #expect(store.readIndex()?.openWindows == [.main])
    #expect(store.readIndex()?.closed.count == 256)
    #expect(try !files().contains { $0.contains("unreadable") })
  }

  @Test func aWindowsUnreadableFileIsKeptAsideAndTheOthersRestore() async throws {
    let store = store()
    _ = try await threeWindows(store)
    try Data("garbage".utf8).write(to: store.file(for: "c"))
    let windows = Windows(template: WindowTestApp.fresh())
    let restoration = windows.attach(self.store())
    #expect(windows.windows.ids == [.main, "b", "c"])
    #expect(windows.windows["c"]?.state == WindowTestApp.fresh())
    #expect(windows.windows["b"]?.state.shownStack.routes == [3])
    #expect(restoration.diagnostics.keys.sorted() == ["c"])
  }

  // MARK: One window per process

  @Test func aProcessShowingOneWindowRestoresItAndListsItFirst() async throws {
    let store = store()
    _ = try await threeWindows(store)
    let process = Windows(template: WindowTestApp.fresh())
    let restoration = try process.attach(self.store(), window: "c")
    #expect(restoration.state.shownStack.routes == [4])
    #expect(process.windows.ids == ["c"])
    #expect(store.readIndex()?.front == "c", "listed as open and in front before the window shows")
    #expect(store.readIndex()?.openWindows == [.main, "b", "c"])
  }

  @Test func aClosedWindowStartsAfreshUnlessReopened() async throws {
    let store = store()
    let windows = try await threeWindows(store)
    try windows.close("b")
    try windows.close("c")
    try await settle(windows, store)
    #expect(store.restore("b", into: WindowTestApp.fresh()).state == WindowTestApp.fresh())
    #expect(
      try Windows(template: WindowTestApp.fresh()).attach(self.store(), window: "c").state == WindowTestApp.fresh())
    let reopened = try Windows(template: WindowTestApp.fresh()).attach(self.store(), window: "b", reopening: true)
    #expect(reopened.state.shownStack.routes == [3])
  }

  @Test func aWindowIsClaimedByOneProcessAtATime() throws {
    let store = store()
    let claim = try store.claim("b")
    #expect(store.isRunning("b") && !store.isRunning("c"))
    #expect(throws: WindowClaimError.alreadyRunning("b")) { try self.store().claim("b") }
    claim.release()
    #expect(!store.isRunning("b"))
    _ = try store.claim("b")
  }

  @Test func linksLeftForAWindowAreTakenOnceInOrder() async throws {
    let store = store()
    try store.deliver("wayfinder://home/1", to: "b")
    try store.deliver("wayfinder://search/2", to: "b")
    #expect(store.takeLinks(for: "c").isEmpty)
    #expect(await store.polledLinks(for: "b") == ["wayfinder://home/1", "wayfinder://search/2"])
    #expect(store.takeLinks(for: "b").isEmpty)
    for number in 0..<20 { try store.deliver("wayfinder://home/\(number)", to: "b") }
    #expect(await store.polledLinks(for: "b") == (4..<20).map { "wayfinder://home/\($0)" })
  }

  @Test func eachWindowHasAFileOfItsOwnWhateverItsName() {
    let store = store()
    let names: [WindowID] = [.main, "b", "B", "a b", "a%20b", "../x", "x/y", "é", "window-2", ".hidden"]
    let files = names.map { store.file(for: $0).lastPathComponent }
    #expect(Set(files).count == names.count)
    #expect(files[0] == "navigation.json" && files[1] == "navigation.window-b.json")
    #expect(files[5] == "navigation.window-%2E%2E%2Fx.json")
    #expect(names.dropFirst().allSatisfy { store.file(for: $0).deletingLastPathComponent().path == folder.path })
    let longest = WindowID(String(repeating: "é", count: 32))
    #expect(store.file(for: longest).lastPathComponent.utf8.count < 255)
  }

  // MARK: The index

  @Test func theIndexKeepsTheOpeningOrderAndTheFocusOrder() throws {
    var index = WindowIndex()
    try index.open(.main)
    try index.open("b")
    try index.open("c")
    index.focus("b")
    #expect(index.openWindows == [.main, "b", "c"])
    #expect(index.focusOrder == ["b", "c", .main] && index.front == "b")
    let clock = index.clock
    index.focus("b")
    index.focus("z")
    #expect(index.clock == clock, "focusing the front window, or one not open, changes nothing")
    #expect(index.close("b", keeping: 1).isEmpty)
    #expect(index.front == "c" && index.closed == ["b"])
    #expect(index.close("c", keeping: 1) == ["b"])
    try index.open("c")
    #expect(index.closed.isEmpty && index.front == "c")
  }

  @Test func anIndexIsReadWithinItsLimitsAndMadeConsistent() throws {
    let text = #"{"clock":1,"closed":["b","a"],"formatVersion":1,"open":[{"focus":5,"id":"a"},{"focus":2,"id":"a"}]}"#
    let index = try WindowIndex(json: Data(text.utf8))
    #expect(index.openWindows == ["a"] && index.closed == ["b"] && index.clock == 5)
    #expect(throws: StoreError.self) {
      try WindowIndex(json: Data(#"{"clock":1,"closed":[],"formatVersion":2,"open":[]}"#.utf8))
    }
    // A window whose name is not valid is dropped, and said; the index is read.
    let dropping = try WindowIndex(json: Data(#"{"clock":1,"closed":["","b"],"formatVersion":1,"open":[]}"#.utf8))
    #expect(dropping.closed == ["b"] && dropping.dropped.count == 1)
    #expect(try WindowIndex(json: index.jsonData()) == index)
  }

  /// Two stores (as two processes would) change the index from two threads
  /// at once, many times: under the lock, no change is lost.
  @Test func concurrentChangesOfTheIndexAreNeverLost() async throws {
    let file = self.file
    let rounds = 200
    await withTaskGroup(of: Void.self) { group in
      for name in ["a", "b"] {
        group.addTask {
          let store = TerminalWindowStore<AppTab, Int>(file: file, schemaVersion: 1, registry: .standard)
          for round in 0..<rounds {
            _ = try? store.updateIndex { index in
              try index.open(WindowID("\(name)-\(round)"))
              _ = index.close(WindowID("\(name)-\(round - 1)"), keeping: 0)
            }
          }
        }
      }
    }
    let index = try #require(store().readIndex())
    #expect(index.openWindows.sorted() == [WindowID("a-\(rounds - 1)"), WindowID("b-\(rounds - 1)")])
    #expect(index.clock == 2 * rounds, "every open counted once")
  }
}
