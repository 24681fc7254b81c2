import SwiftUI
import SwiftUILifecycle
import Testing
@_spi(WayfinderInternals) import Wayfinder
@_spi(WayfinderInternals) import WayfinderSwiftUI

/// `NavigationSplitHost` (two and three columns) and the two tab hosts, run
/// by the user's hands in the stand-in.
@MainActor @Suite(.timeLimit(.minutes(10))) struct SplitAndTabHostTests {
  enum Folder: Hashable, Sendable {
    case folder(Int)
    case mail(Int, Int)
    case page(Int)
  }

  func splitApp(_ navigator: Navigator<Never, Folder>, sizeClass: SizeClass, threeColumns: Bool) -> some View {
    Group3(bindings: NavigationBindings(navigator, sizeClass: sizeClass), threeColumns: threeColumns)
  }

  struct Group3: View {
    let bindings: NavigationBindings<Never, Folder>
    let threeColumns: Bool

    var body: some View {
      if threeColumns {
        NavigationSplitHost(bindings.navigator) { selection in
          List(selection: selection) { ForEach(0..<3) { Text(verbatim: "Folder \($0)").tag(Folder.folder($0)) } }
        } content: { route, selection in
          if case .folder(let folder) = route {
            List(selection: selection) {
              ForEach(0..<2) { Text(verbatim: "Mail \(folder).\($0)").tag(Folder.mail(folder, $0)) }
            }
          }
        } screen: { route in
          Text(verbatim: "\(route)")
          RouteLink("More", value: Folder.page(1))
        }
      } else {
        NavigationSplitHost(bindings.navigator) { selection in
          List(selection: selection) { ForEach(0..<3) { Text(verbatim: "Folder \($0)").tag(Folder.folder($0)) } }
        } screen: { route in
          Text(verbatim: "\(route)")
        }
      }
    }
  }

  /// A split whose columns shown the app keeps (`@State` here).
  struct KeptColumns: View {
    let navigator: Navigator<Never, Folder>
    @State private var visibility = NavigationSplitViewVisibility.detailOnly

    var body: some View {
      NavigationSplitHost(navigator, columnVisibility: $visibility) { selection in
        List(selection: selection) { ForEach(0..<3) { Text(verbatim: "Folder \($0)").tag(Folder.folder($0)) } }
      } screen: { route in
        Text(verbatim: "\(route)")
      }
    }
  }

  /// A split drawn, and a stack host of the same stack made and dropped
  /// (as `ViewThatFits` makes every candidate and draws one).
  struct SplitDrawnStackDropped: View {
    let navigator: Navigator<Never, Folder>

    var body: some View {
      let split = NavigationSplitHost(navigator) { selection in
        List(selection: selection) { ForEach(0..<3) { Text(verbatim: "Folder \($0)").tag(Folder.folder($0)) } }
      } screen: { route in
        Text(verbatim: "\(route)")
      }
      _ = NavigationStackHost(navigator) {
        Text(verbatim: "a stack")
      } screen: {
        Text(verbatim: "\($0)")
      }
      return split
    }
  }

  @Test func aStackIsLaidOutAsTheHostOnScreenDrawsItNotAsOneMadeAndDropped() async throws {
    let navigator = Navigator(BackStack<Folder>([Step(.folder(1))]))
    let device = Device(.iPad) { SplitDrawnStackDropped(navigator: navigator) }
    let screen = await device.settledScreen()
    #expect(screen.contains("● Folder 1") && screen.contains("\"folder(1)\""), "\(screen)")
    #expect(device.screenDifferences.isEmpty, "\(device.screenDifferences)")
  }

  @Test func theColumnsShownAreTheAppsWhenItKeepsThem() async throws {
    let navigator = Navigator(BackStack<Folder>([Step(.folder(1))]))
    let device = Device(.iPad) { KeptColumns(navigator: navigator) }
    let screen = await device.settledScreen()
    #expect(screen.contains("detail only"), "\(screen)")
    #expect(
      NavigationBindings.of(navigator).columnVisibility(of: .single) == .automatic, "the host keeps none of its own")
  }

  @Test func twoColumnsInRegularWidthSelectInTheSidebarAndShowTheDetail() async throws {
    let navigator = Navigator(BackStack<Folder>())
    let device = Device(.iPad) { splitApp(navigator, sizeClass: .regular, threeColumns: false) }
    try await device.tapAndSettle("Folder 1")
    #expect(
      device.screen == """
        window: regular, active
          split, 2 columns
            sidebar:
              list
                Folder 0
                ● Folder 1
                Folder 2
            detail:
              stack
                "folder(1)"
        """)
    #expect(navigator.state.shownStack.routes == [.folder(1)])
    for visibility in [NavigationSplitViewVisibility.detailOnly, .doubleColumn, .all, .automatic] {
      try device.showColumns(visibility)
      #expect(await device.settledScreen().contains("split, 2 columns\(visibility == .automatic ? "" : " (")"))
    }
    try device.showColumns(.detailOnly)
    #expect(await device.settledScreen().contains("split, 2 columns (detail only)"))
    #expect(navigator.state.shownStack.routes == [.folder(1)], "column visibility is view state")
  }

  @Test func threeColumnsInRegularWidthAndThenCompactWidth() async throws {
    let navigator = Navigator(BackStack<Folder>())
    let device = Device(.iPad) { splitApp(navigator, sizeClass: .regular, threeColumns: true) }
    try await device.tapAndSettle("Folder 2")
    try await device.tapAndSettle("Mail 2.1")
    try await device.tapAndSettle("More")
    #expect(
      device.screen == """
        window: regular, active
          split, 3 columns
            sidebar:
              list
                Folder 0
                Folder 1
                ● Folder 2
            content:
              list
                Mail 2.0
                ● Mail 2.1
            detail:
              stack › page(1)  ‹ Back
                "page(1)"
                [More ›]
        """)
    #expect(navigator.state.shownStack.routes == [.folder(2), .mail(2, 1), .page(1)])
    device.resize(to: .compact)
    #expect(await device.settledScreen().contains("  stack › Mail 2.0 › mail(2, 1) › page(1)  ‹ Back"))
  }

  @Test func aSplitOnAnIPhoneIsOneStackOfItsSelections() async throws {
    let navigator = Navigator(BackStack<Folder>())
    let device = Device(.iPhone) { splitApp(navigator, sizeClass: .compact, threeColumns: true) }
    try await device.tapAndSettle("Folder 0")
    try await device.tapAndSettle("Mail 0.1")
    #expect(
      device.screen == """
        window: compact, active
          stack › Mail 0.0 › mail(0, 1)  ‹ Back
            "mail(0, 1)"
            [More ›]
        """)
    try device.swipeBack()
    await device.settle()
    try device.swipeBack()
    await device.settle()
    #expect(navigator.state.shownStack.isEmpty)
  }

  // MARK: Tabs

  enum Section: Hashable, Sendable, CaseIterable { case inbox, sent, search }

  struct TabsApp: View {
    let bindings: NavigationBindings<Section, Place>

    var body: some View {
      NavigationTabsHost(bindings.navigator, label: Self.label) { tab in
        NavigationStackHost(bindings.navigator, tab: tab) {
          Text(verbatim: "\(tab) root")
        }
      } screen: {
        PlaceScreen(place: $0)
      }
    }

    static func label(_ tab: Section) -> TabLabel {
      switch tab {
      case .inbox: TabLabel("Inbox", systemImage: "tray", section: "Mail")
      case .sent: TabLabel("Sent", systemImage: "paperplane", section: "Mail")
      case .search: TabLabel("Search", systemImage: "magnifyingglass", isSearch: true)
      }
    }
  }

  func tabsNavigator() throws -> Navigator<Section, Place> {
    Navigator(Tabs<Section, Place>(selected: .inbox))
  }

  @Test(arguments: [17, 18]) func tappingTabsSwitchesAndEachTabKeepsItsStack(release: Int) async throws {
    let navigator = try tabsNavigator()
    let device = Device(.iPhone, release: release) { TabsApp(bindings: NavigationBindings(navigator)) }
    try navigator.push(.mail(1), in: .tab(.inbox))
    #expect(await device.settledScreen().contains("stack › Mail 1  ‹ Back"))
    try device.tapTab("Sent")
    #expect(await device.settledScreen().contains("[Sent]") && device.screen.contains("\"sent root\""))
    #expect(device.screenDifferences.isEmpty, "\(device.screenDifferences)")
    try device.tapTab("Inbox")
    #expect(await device.settledScreen().contains("stack › Mail 1  ‹ Back"))
    #expect(navigator.state.selectedTab == .inbox)
  }

  @Test func reTappingTheSelectedTabWritesItAgainAndPopsToTheRoot() async throws {
    let navigator = try tabsNavigator()
    let device = Device(.iPhone) { TabsApp(bindings: NavigationBindings(navigator)) }
    try navigator.push(.mail(1), in: .tab(.inbox))
    await device.settle()
    try device.tapTab("Inbox")
    #expect(await device.settledScreen().contains("\"inbox root\""))
    #expect(navigator.state.tabs?.stack(for: .inbox)?.isEmpty == true)
  }

  @Test func reTappingTheSelectedTabWritesNothingWhereSwiftUIDoesNot() async throws {
    let navigator = try tabsNavigator()
    let device = Device(.iPhone, variants: LifecycleVariants(reselectingATabWritesIt: false)) {
      TabsApp(bindings: NavigationBindings(navigator))
    }
    try navigator.push(.mail(1), in: .tab(.inbox))
    await device.settle()
    try device.tapTab("Inbox")
    #expect(await device.settledScreen().contains("stack › Mail 1  ‹ Back"))
  }

  @Test func theAdaptableTabViewShowsItsSectionsAndASidebar() async throws {
    let navigator = try tabsNavigator()
    let device = Device(.iPad) { TabsApp(bindings: NavigationBindings(navigator, sizeClass: .regular)) }
    #expect(
      await device.settledScreen() == """
        window: regular, active
          tabs: [Inbox] | Sent | Search
            stack
              "inbox root"
        """)
    try device.toggleSidebar()
    #expect(device.screen.contains("tabs (sidebar): [Inbox] | Sent | Search"))
    try device.tapTab("Search")
    #expect(await device.settledScreen().contains("\"search root\""))
  }

  @Test(arguments: [17, 18]) func aModalOverAllTabsShowsOverTheSelectedTab(release: Int) async throws {
    let navigator = try tabsNavigator()
    let device = Device(.iPhone, release: release) { TabsApp(bindings: NavigationBindings(navigator)) }
    await device.settle()
    try navigator.present(.compose, in: .modalOverTabs)
    #expect(
      await device.settledScreen().contains(
        "  sheet, sizing automatic, drag indicator automatic, detents: large\n    stack\n      \"Compose\""),
      "\(device.screen)")
    // A later presentation over a tab waits for it to go, then shows.
    try navigator.present(.settings, in: .tab(.inbox))
    #expect(await device.settledScreen().contains("\"Compose\""))
    try device.dragDown()
    let screen = await device.settledScreen()
    #expect(screen.contains("\"Settings\"") && !screen.contains("\"Compose\""), "\(screen)")
    #expect(navigator.state.tabs?.modalOverTabs.isEmpty == true)
    #expect(device.refusals.isEmpty, "\(device.refusals)")
  }

  @Test func aModalOverAllTabsShowsFromTheTopOfTheSelectedTabsModals() async throws {
    let navigator = try tabsNavigator()
    let device = Device(.iPhone) { TabsApp(bindings: NavigationBindings(navigator)) }
    try navigator.present(.settings, in: .tab(.inbox))
    await device.settle()
    try navigator.present(.compose, in: .modalOverTabs)
    let screen = await device.settledScreen()
    #expect(screen.contains("\"Settings\"") && screen.contains("\"Compose\""), "\(screen)")
    #expect(device.refusals.isEmpty)
  }
}
