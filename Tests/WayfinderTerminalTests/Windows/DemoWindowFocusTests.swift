import Foundation
import Testing
@_spi(WayfinderInternals) import Wayfinder
import WayfinderDemo
@_spi(WayfinderInternals) import WayfinderTerminal

/// The window in front is the one the user last moved in, whatever reaches
/// the others meanwhile. Two windows of the demo in one test, each with a
/// store of its own on the same folder, as two processes have.
@MainActor @Suite(.timeLimit(.minutes(10))) struct DemoWindowFocusTests {
  /// Two windows, `main` and `b`, attached in that order (so `b` is in front).
  @MainActor final class TwoWindows {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wayfinder-focus-\(UUID())")
    let main: DemoApp
    let b: DemoApp
    let stores: (main: TerminalWindowStore<DemoTab, AnyRoute>, b: TerminalWindowStore<DemoTab, AnyRoute>)

    init() throws {
      let file = folder.appendingPathComponent("navigation.json")
      stores = (
        TerminalWindowStore(file: file, schemaVersion: 1, registry: demoRegistry),
        TerminalWindowStore(file: file, schemaVersion: 1, registry: demoRegistry)
      )
      (main, b) = (try DemoApp(), try DemoApp())
      try main.attachWindow(stores.main, id: .main, claim: nil) { _, _ in "" }
      try b.attachWindow(stores.b, id: "b", claim: nil) { _, _ in "" }
    }

    isolated deinit { try? FileManager.default.removeItem(at: folder) }

    var front: WindowID? { stores.main.readIndex()?.front }

    /// Waits up to 60 s, letting the main actor run, for `window` to be in front.
    func waitForFront(_ window: WindowID, sourceLocation: SourceLocation = #_sourceLocation) async throws {
      let shown = await poll({ front }, until: { $0 == window })
      #expect(shown == window, "window \(window) in front", sourceLocation: sourceLocation)
    }
  }

  @Test func aLinkAnotherProcessLeftDoesNotTakeTheFrontFromTheWindowTheUserMovedInSince() async throws {
    let windows = try TwoWindows()
    try await windows.waitForFront("b")
    // Another process sends main a link and puts main in front, as `--open` does…
    try windows.stores.main.deliver("wayfinder://numbers/32", to: .main)
    try windows.stores.main.updateIndex { $0.focus(.main) }
    // …then the user moves in b, before main reads its inbox.
    windows.b.perform(.openTab(.numbers))
    try await windows.waitForFront("b")

    #expect(windows.main.openDeliveredLinks() == 1)
    #expect(windows.main.navigator.state.shownStack.routes == [AnyRoute(32)])
    // Main reads the link's event on the main actor once it is free: were
    // that read to take the link for a move of the user's, main would be put
    // in front then. Let it run before the index is read.
    for _ in 0..<20 { await Task.yield() }
    await windows.stores.main.flushIndex()
    #expect(windows.front == "b", "the user moved in b last")
  }

  @Test func everyMoveOfTheUserAndEveryLinkTheyTypePutsTheirWindowInFrontHoweverQuickly() async throws {
    let windows = try TwoWindows()
    try await windows.waitForFront("b")
    for _ in 0..<3 {
      windows.main.perform(.openTab(.numbers))
      try await windows.waitForFront(.main)
      windows.b.perform(.pushRandomNumber)
      try await windows.waitForFront("b")
      windows.main.perform(.pushRandomNumber)
      try await windows.waitForFront(.main)
      windows.b.perform(.openTab(.colors))
      try await windows.waitForFront("b")
      try windows.main.open(link: "wayfinder://numbers/64")  // typed at the prompt
      try await windows.waitForFront(.main)
      windows.b.perform(.openTab(.numbers))
      try await windows.waitForFront("b")
    }
  }
}
