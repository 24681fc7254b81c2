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

  enum Folder: Hashable, Sendable, CaseIterable { case inbox, archive, trash }

  /// Where the app keeps the person's customization (`@AppStorage`, say): it outlives a launch.
  @MainActor final class Kept {
    var customization = TabViewCustomization()
    var binding: Binding<TabViewCustomization> {
      Binding(get: { self.customization }, set: { self.customization = $0 })
    }
  }

  /// Inbox and Archive in the sidebar section "Mail", Trash in none.
  struct Folders: View {
    let navigator: Navigator<Folder, String>
    let kept: Kept

    var body: some View {
      NavigationAdaptableTabsHost(navigator, label: label, customization: kept.binding) { tab in
        Text(verbatim: "\(tab)")
      } screen: {
        Text(verbatim: $0)
      }
    }

    func label(_ folder: Folder) -> TabLabel {
      switch folder {
      case .inbox: TabLabel("Inbox", systemImage: "tray", section: "Mail")
      case .archive: TabLabel("Archive", systemImage: "archivebox", section: "Mail")
      case .trash: TabLabel("Trash", systemImage: "trash")
      }
    }
  }

  @Test func aPersonsOrderOfASidebarSectionIsKeptForTheNextLaunch() async throws {
    let kept = Kept()
    let device = Device(.iPad) { Folders(navigator: Navigator(Tabs<Folder, String>(selected: .inbox)), kept: kept) }
    await device.settle()
    try device.toggleSidebar()
    #expect(await device.settledScreen().contains("tabs (sidebar): [Inbox] | Archive | Trash"), "\(device.screen)")
    try device.reorderSidebarSection("Mail", to: ["Archive", "Inbox"])
    #expect(await device.settledScreen().contains("tabs (sidebar): Archive | [Inbox] | Trash"), "\(device.screen)")
    // The next launch, with the customization the app kept.
    let relaunched = Device(.iPad) {
      Folders(navigator: Navigator(Tabs<Folder, String>(selected: .inbox)), kept: kept)
    }
    await relaunched.settle()
    try relaunched.toggleSidebar()
    #expect(await relaunched.settledScreen().contains("tabs (sidebar): Archive | [Inbox] | Trash"))
  }
}
