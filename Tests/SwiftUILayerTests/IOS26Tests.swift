import SwiftUI
import SwiftUILifecycle
import Testing
@_spi(WayfinderInternals) import Wayfinder
@_spi(WayfinderInternals) import WayfinderSwiftUI

/// The SwiftUI of iOS 26 the hosts pass through (issue 25 §4): the tab bar's
/// minimize behaviour, the bottom accessory, search that reselects the tab
/// before it, a sheet zooming out of a toolbar item, and the confirm role.
@MainActor @Suite(.timeLimit(.minutes(10))) struct IOS26Tests {
  enum Section: Hashable, Sendable, CaseIterable { case inbox, sent, search }

  static func label(_ tab: Section) -> TabLabel {
    switch tab {
    case .inbox: TabLabel("Inbox", systemImage: "tray")
    case .sent: TabLabel("Sent", systemImage: "paperplane")
    case .search: TabLabel("Search", systemImage: "magnifyingglass", isSearch: true)
    }
  }

  struct Mail: View {
    let bindings: NavigationBindings<Section, Place>
    let activation: TabSearchActivation

    var body: some View {
      NavigationTabsHost(bindings.navigator, label: IOS26Tests.label) { tab in
        NavigationStackHost(bindings.navigator, tab: tab) {
          Text(verbatim: "\(tab) root")
        }
      } screen: {
        PlaceScreen(place: $0)
      }
      .tabBarMinimizeBehavior(.onScrollDown)
      .tabViewBottomAccessory { Text(verbatim: "Now playing") }
      .tabViewSearchActivation(activation)
    }
  }

  @Test func theTabViewMinimizesAndShowsItsAccessoryAsTheAppAsked() async throws {
    let navigator = Navigator(Tabs<Section, Place>(selected: .inbox))
    let device = Device { Mail(bindings: NavigationBindings(navigator), activation: .automatic) }
    #expect(
      await device.settledScreen() == """
        window: compact, active
          tabs: [Inbox] | Sent | Search (minimize: on scroll down)
            stack
              "inbox root"
          bottom accessory:
            "Now playing"
        """)
  }

  @Test(arguments: [false, true]) func dismissingSearchReselectsTheTabBeforeItWhereTheAppAsked(reselects: Bool)
    async throws
  {
    let navigator = Navigator(Tabs<Section, Place>(selected: .inbox))
    let device = Device {
      Mail(bindings: NavigationBindings(navigator), activation: reselects ? .searchTabSelection : .automatic)
    }
    await device.settle()
    try device.tapTab("Sent")
    await device.settle()
    try device.tapTab("Search")
    await device.settle()
    try device.dismissSearch()
    await device.settle()
    // A tab switch the state records, as a tap on Sent would be.
    #expect(navigator.state.selectedTab == (reselects ? .sent : .search))
    #expect(device.screen.contains(reselects ? "[Sent]" : "[Search]"))
    #expect(navigator.log.last?.cause == .user)
  }

  /// A mail list whose Compose toolbar item a compose sheet zooms out of.
  struct Inbox26: View {
    @Environment(Navigator<Never, Place>.self) private var navigator
    var body: some View {
      Text(verbatim: "Inbox")
        .toolbar {
          ZoomSourceToolbarItem("compose", placement: .topBarTrailing) {
            Button("Compose") { navigator.perform(.present(.compose, as: .sheet)) }
          }
        }
    }
  }

  @Test func aSheetZoomsOutOfTheToolbarItemThatPresentedIt() async throws {
    let navigator = Navigator(BackStack<Place>())
    let bindings = mailBindings(navigator) { $0 == .compose ? RoutePresentation(zoomSource: "compose") : .automatic }
    let device = Device {
      NavigationStackHost(bindings.navigator) {
        Inbox26()
      } screen: {
        PlaceScreen(place: $0)
      }
    }
    try await device.tapAndSettle("Compose")
    #expect(
      device.screen.contains(
        "  sheet, sizing automatic, drag indicator automatic, detents: large\n    (zoomed from compose)"),
      "\(device.screen)")
  }

  @Test func theButtonThatConfirmsAChangeHasTheConfirmRole() async throws {
    let navigator = Navigator(BackStack<Place>())
    let device = Device { mailStack(mailBindings(navigator)) }
    try navigator.show(Dialog.confirmation("Send now?", confirm: "Send", role: nil, cancel: "Later"))
    #expect(await device.settledScreen().contains("    [Send (confirm)]\n    [Later (cancel)]"), "\(device.screen)")
  }
}
