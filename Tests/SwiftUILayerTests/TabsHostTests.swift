import SwiftUI
import SwiftUILifecycle
import Testing
@_spi(WayfinderInternals) import Wayfinder
@_spi(WayfinderInternals) import WayfinderSwiftUI

/// The one tab host, on a device of each release: iOS 18's adaptable tabs
/// (the tab bar and the sidebar show one selection, each tab keeps its
/// stack across forms and widths, the search tab is a tab like the others)
/// and iOS 17's tab items, from the same code of the app.
@MainActor @Suite(.timeLimit(.minutes(10))) struct TabsHostTests {
  /// One host on iOS 17 and on iOS 18 (`Tab`s there, `tabItem`s before):
  /// the same tab bar, each tab's stack kept while another shows, and every
  /// screen, in the tabs and over them, from its one `screen:` (each
  /// screen with one link).
  @Test(arguments: [17, 18]) func oneHostShowsTheTabsOnIOS17AndIOS18(release: Int) async throws {
    let navigator = Navigator(Tabs<TwoTabs, String>(selected: .one))
    let bindings = twoTabsBindings(navigator)
    let device = Device(release: release) { TwoTabsApp(bindings: bindings, links: ["l1"]) }
    await device.settledOnTheState(bindings)
    try await device.tapAndSettle("link l1")
    try device.tapTab("two")
    await device.settledOnTheState(bindings)
    try device.tapTab("one")
    await device.settledOnTheState(bindings)
    #expect(navigator.state.shownStack.routes == ["l1"])
    try navigator.present("l2", in: .modalOverTabs)
    await device.settledOnTheState(bindings)
    #expect(
      device.screen == """
        window: compact, active
          tabs: [one] | two
            stack › l1  ‹ Back
              "l1"
              [link l1 ›]
          sheet, sizing automatic, drag indicator automatic, detents: large
            stack
              "l2"
              [link l1 ›]
        """)
  }

  enum Shelf: Hashable, Sendable, CaseIterable { case books, music }

  /// A tab of three columns, and one of two, every screen the tab host's.
  struct Library: View {
    let navigator: Navigator<Shelf, String>

    static func label(_ shelf: Shelf) -> TabLabel { TabLabel("\(shelf)", systemImage: "books.vertical") }

    var body: some View {
      NavigationTabsHost(navigator, label: Self.label) { tab in
        if tab == .books {
          NavigationSplitHost(navigator, tab: tab) { selection in
            List(selection: selection) { Text(verbatim: "Novels").tag("novels") }
          } content: { _, selection in
            List(selection: selection) { Text(verbatim: "Dune").tag("dune") }
          }
        } else {
          NavigationSplitHost(navigator, tab: tab) { selection in
            List(selection: selection) { Text(verbatim: "Jazz").tag("jazz") }
          }
        }
      } screen: { route in
        Text(verbatim: "screen of \(route)")
      }
    }
  }

  @Test func splitsInTabsShowTheTabHostsScreens() async throws {
    let navigator = Navigator(Tabs<Shelf, String>(selected: .books))
    let device = Device(.iPad) { Library(navigator: navigator) }
    await device.settle()
    try device.tap("Novels")
    await device.settle()
    try device.tap("Dune")
    #expect(await device.settledScreen().contains("\"screen of dune\""), "\(device.screen)")
    #expect(navigator.state.shownStack.routes == ["novels", "dune"])
    try device.tapTab("music")
    await device.settle()
    try device.tap("Jazz")
    #expect(await device.settledScreen().contains("\"screen of jazz\""), "\(device.screen)")
    #expect(device.screenDifferences.isEmpty, "\(device.screenDifferences)")
  }

  @Test func theTabBarAndTheSidebarShowOneSelectionAndEveryStackStays() async throws {
    let navigator = Navigator(Tabs<TwoTabs, String>(selected: .one))
    let bindings = twoTabsBindings(navigator, sizeClass: .regular)
    let device = Device(.iPad) { TwoTabsApp(bindings: bindings) }
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
      NavigationTabsHost(navigator, label: label) { tab in
        Text(verbatim: "\(tab)")
      } screen: {
        Text(verbatim: $0)
      }
      .tabViewCustomization(kept.binding)
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
