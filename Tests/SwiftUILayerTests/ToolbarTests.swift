import SwiftUI
import SwiftUILifecycle
import Testing
@_spi(WayfinderInternals) import Wayfinder
@_spi(WayfinderInternals) import WayfinderSwiftUI

/// Issue 35, N5: on iOS and macOS 26 every toolbar item draws a glass
/// container, an empty one too (``LifecycleRule/aToolbarItemDrawsAGlassContainer``):
/// a pushed screen shows the host's own Back only where it asks before leaving.
@MainActor @Suite(.timeLimit(.minutes(10))) struct ToolbarTests {
  @Test func aPushedScreenThatDoesNotAskShowsNoEmptyToolbarItem() async throws {
    let navigator = Navigator(BackStack<String>(pushing: ["list", "edit"]))
    let bindings = NavigationBindings(navigator)
    let device = Device { StackApp(bindings: bindings) }
    await device.settledOnTheState(bindings)
    #expect(!device.screen.contains("[ ]"), "\(device.screen)")
    try navigator.setConfirmsLeaving(true)  // the edit screen has changes: its own Back shows
    await device.settledOnTheState(bindings)
    #expect(device.screen.contains("toolbar: [⟨chevron.backward⟩ Back]"), "\(device.screen)")
    #expect(!device.screen.contains("[ ]"), "\(device.screen)")
    try navigator.setConfirmsLeaving(false)
    await device.settledOnTheState(bindings)
    #expect(!device.screen.contains("toolbar:"), "\(device.screen)")
  }
}
