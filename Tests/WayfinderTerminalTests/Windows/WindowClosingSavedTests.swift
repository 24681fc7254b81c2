import Foundation
import Testing
@_spi(WayfinderInternals) import Wayfinder
@_spi(WayfinderInternals) import WayfinderTerminal

/// Closing a window that asks first, saved by a terminal window store.
@MainActor @Suite(.timeLimit(.minutes(10))) struct WindowClosingSavedTests {
  typealias Windows = WindowNavigator<AppTab, Int>

  /// Two windows saved in `store`, whose navigators ask "Discard changes?"
  /// before a screen that confirms leaving is left; window b shows one (2,
  /// with changes).
  func editing(savedIn store: TerminalWindowStore<AppTab, Int>) throws -> Windows {
    let windows = Windows(template: WindowTestApp.fresh()) { _, template in
      let navigator = Navigator(template)
      navigator.guards.append(
        .confirmingLeaving { _ in .confirmation("Discard changes?", confirm: "Discard", cancel: "Keep Editing") })
      return navigator
    }
    windows.attach(store)
    try windows.open("b")
    try windows.navigator(for: "b")?.push(2)
    try windows.navigator(for: "b")?.setConfirmsLeaving(true)
    return windows
  }

  /// Until the user says yes, the window stays open in the index: the
  /// next launch restores it, and does not start it afresh.
  @Test func aWindowAskingToCloseStaysInTheIndexUntilTheUserSaysYes() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wayfinder-wclose-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = TerminalWindowStore<AppTab, Int>(
      file: folder.appendingPathComponent("navigation.json"), schemaVersion: 1, registry: .standard)
    let windows = try editing(savedIn: store)
    #expect(windows.ids == [.main, "b"])
    #expect(try windows.close("b", cause: .user) == .waiting)
    await store.flush(windows.windows)
    #expect(store.readIndex()?.openWindows == [.main, "b"])
    #expect(store.restore("b", into: WindowTestApp.fresh()).state.shownStack.routes == [2])
  }
}
