import SwiftUI
import SwiftUILifecycle
import Testing
@_spi(WayfinderInternals) import Wayfinder
@_spi(WayfinderInternals) import WayfinderSwiftUI

/// iOS 18's adaptable tabs through the real host: the tab bar and the
/// sidebar show one selection, each tab keeps its stack across forms and
/// widths, and the search tab is a tab like the others (this ran on the
/// model of SwiftUI before).
@MainActor @Suite(.timeLimit(.minutes(10))) struct AdaptableTabsTests {
  @Test func theTabBarAndTheSidebarShowOneSelectionAndEveryStackStays() async throws {
    let navigator = Navigator(Tabs<TwoTabs, String>(selected: .one))
    let bindings = twoTabsBindings(navigator, sizeClass: .regular)
    let device = Device(.iPad) { TwoTabsApp(bindings: bindings, adaptable: true) }
    try navigator.push("a")
    try navigator.selectTab(.two)
    try navigator.push("s1")
    try navigator.push("book")
    await device.settledOnTheState(bindings)
    let before = navigator.state
    try device.toggleSidebar()  // to the sidebar
    device.resize(to: .compact)
    await device.settledOnTheState(bindings)
    #expect(device.screen.contains("stack › s1 › book  ‹ Back"), "\(device.screen)")
    device.resize(to: .regular)
    try device.toggleSidebar()  // back to the tab bar
    await device.settledOnTheState(bindings)
    #expect(navigator.state == before)
    try device.toggleSidebar()
    try device.tapTab("one")
    await device.settledOnTheState(bindings)
    #expect(navigator.state.shownStack.routes == ["a"])
    #expect(device.screen.contains("tabs (sidebar): [one] | two"), "\(device.screen)")
  }
}
