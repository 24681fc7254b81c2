import SwiftUI
import SwiftUILifecycle
import Testing
@_spi(WayfinderInternals) import Wayfinder
@_spi(WayfinderInternals) import WayfinderSwiftUI

/// Presentations one transition at a time, writes the screen made late,
/// and how routes are presented, through the real hosts in the stand-in
/// (they ran on the model of SwiftUI before).
@MainActor @Suite(.timeLimit(.minutes(10))) struct PresentationTests {
  func stack(
    _ navigator: Navigator<Never, String>, kind: Device.Kind = .iPhone, platform: Platform = .iOS,
    presentation: @escaping @MainActor (String) -> RoutePresentation = { _ in .automatic }
  ) -> (NavigationBindings<Never, String>, Device) {
    let bindings = NavigationBindings(
      navigator, sizeClass: kind == .iPad ? .regular : .compact, platform: platform, presentation: presentation)
    return (bindings, Device(kind) { StackApp(bindings: bindings, links: stringLinks) })
  }

  @Test func pushesAndNestedModalsShowOneTransitionAtATime() async throws {
    let navigator = Navigator(BackStack<String>())
    let (bindings, device) = stack(navigator)
    await device.settle()
    try navigator.push("a")
    try navigator.push("b")
    try navigator.present("s", as: .sheet)
    try navigator.push("c")
    try navigator.present("t", as: .cover)
    try navigator.push("d")
    let frames = await device.settledOnTheState(bindings)
    #expect(frames >= 2 * LifecycleVariants().transitionFrames, "two presentations, one after the other")
    #expect(device.presentations[0].map { $0.components(separatedBy: " ").first! } == ["sheet", "fullScreenCover"])
    try navigator.popToRoot()  // a deep link back to the root dismisses both together
    await device.settledOnTheState(bindings)
    #expect(device.presentations == [[]])
  }

  @Test func aColdStartWithNestedModalsPresentsThemOneByOne() async throws {
    let navigator = Navigator(
      BackStack<String>([Step("a"), Step("s", .sheet), Step("b"), Step("t", .sheet), Step("u", .cover)]))
    let (bindings, device) = stack(navigator)
    await device.settledOnTheState(bindings)
    #expect(device.presentations[0].count == 3)
  }

  @Test func gesturesBecomeIntents() async throws {
    let navigator = Navigator(BackStack<String>(pushing: ["a", "b"]))
    let (bindings, device) = stack(navigator)
    await device.settledOnTheState(bindings)
    try device.swipeBack()
    await device.settledOnTheState(bindings)
    #expect(navigator.state.shownStack.routes == ["a"])
    try device.tap("link l4")
    await device.settledOnTheState(bindings)
    #expect(navigator.state.shownStack.routes == ["a", "l4"])
    try navigator.present("s")
    await device.settledOnTheState(bindings)
    try device.dragDown()
    await device.settledOnTheState(bindings)
    #expect(navigator.state.shownStack.routes == ["a", "l4"])
  }

  @Test func tabsKeepTheirModalsForWhenTheyShow() async throws {
    let navigator = Navigator(Tabs<TwoTabs, String>(selected: .one))
    let bindings = twoTabsBindings(navigator)
    let device = Device { TwoTabsApp(bindings: bindings) }
    try navigator.present("s", in: .tab(.two))
    await device.settledOnTheState(bindings)
    #expect(device.presentations == [[]], "tab two is hidden: its sheet waits")
    try device.tapTab("two")
    await device.settledOnTheState(bindings)
    #expect(device.presentations[0].count == 1)
    try navigator.present("about", in: .modalOverTabs)
    await device.settledOnTheState(bindings)
    #expect(device.presentations[0].count == 2)
  }

  @Test func aModalReplacedByAnotherOnTheSameLayerWaitsForTheFirstsOnDismiss() async throws {
    let navigator = Navigator(BackStack<String>([Step("a"), Step("sheet", .sheet)]))
    let (bindings, device) = stack(navigator)
    await device.settledOnTheState(bindings)
    try navigator.apply(.setState(NavigationState(BackStack([Step("a"), Step("cover", .cover)]))))
    await device.settledOnTheState(bindings)
    #expect(device.presentations[0].count == 1 && device.presentations[0][0].hasPrefix("fullScreenCover"))
  }

  @Test func coversShowAsSheetsOnMacOS() async throws {
    let navigator = Navigator(BackStack<String>())
    let (bindings, device) = stack(navigator, platform: .macOS)
    try navigator.present("onboarding", as: .cover)
    try navigator.push("step 2")
    try navigator.present("terms", as: .sheet)
    await device.settledOnTheState(bindings)
    #expect(device.presentations[0].map { $0.components(separatedBy: " ").first! } == ["sheet", "sheet"])
    #expect(navigator.state.shownStack.first?.presentation == .cover, "the state keeps what the app asked for")
  }

  @Test func aSizeClassChangeDismissesNoneOfASplitsModals() async throws {
    let navigator = Navigator(Tabs<TwoTabs, String>(selected: .two))
    let bindings = twoTabsBindings(navigator, sizeClass: .regular)
    let device = Device(.iPad) { TwoTabsApp(bindings: bindings) }
    try await device.tapAndSettle("s3")
    try navigator.present("share", as: .sheet)
    await device.settledOnTheState(bindings)
    let shown = device.presentations
    for sizeClass in [UserInterfaceSizeClass.compact, .regular, .compact] {
      device.resize(to: sizeClass)
      await device.settledOnTheState(bindings)
      #expect(device.presentations == shown, "never dismissed, never presented again")
    }
    #expect(navigator.state.shownStack.routes == ["s3", "share"])
  }

  // MARK: Late writes

  @Test func aPathWriteFromATabTheUserHasLeftIsIgnored() async throws {
    let navigator = Navigator(Tabs<TwoTabs, String>(selected: .one))
    let bindings = twoTabsBindings(navigator)
    let device = Device { TwoTabsApp(bindings: bindings) }
    try navigator.push("a", in: .tab(.one))
    try navigator.push("b", in: .tab(.one))
    try navigator.push("s2", in: .tab(.two))
    await device.settledOnTheState(bindings)
    let late = try #require(device.lateWrites().first { $0.description == "a stack's path 1 shorter" })
    try device.tapTab("two")
    await device.settledOnTheState(bindings)
    late.write()  // a late pop from tab one's stack, now hidden: the user cannot touch it, so it is SwiftUI's
    await device.settledOnTheState(bindings)
    #expect(bindings.ignoredWrites.last?.reason == "a write from a tab the user has left")
    #expect(navigator.state.tabs?.stack(for: .one)?.routes == ["a", "b"])
    #expect(navigator.state.tabs?.stack(for: .two)?.routes == ["s2"])
  }

  /// Writes from a tab the user has left: a push from tab one's edit screen,
  /// its own Back (the screen hides the system's Back, so its stack writes no
  /// shorter path), and a selection in tab two's sidebar while tab one
  /// showed. The user cannot touch a tab that is not shown: each is
  /// ignored, changes nothing and asks nothing.
  @Test func writesFromATabTheUserHasLeftAreIgnored() async throws {
    let navigator = Navigator(Tabs<TwoTabs, String>(selected: .two))
    navigator.guards.append(.confirmingLeaving { _ in .confirmation("Discard changes?", confirm: "Discard") })
    let bindings = twoTabsBindings(navigator, sizeClass: .regular)
    let device = Device(.iPad) { TwoTabsApp(bindings: bindings) }
    try await device.tapAndSettle("s1")
    let selection = device.lateWrites().filter { $0.description == "a list's selection of s3" }
    try device.tapTab("one")
    try navigator.push("a")
    try navigator.push("edit")
    try navigator.setConfirmsLeaving(true)
    await device.settledOnTheState(bindings)
    let fromOne = device.lateWrites().filter {
      ["a stack's path 1 shorter", "a link's push"].contains($0.description) || $0.description.hasPrefix("a toolbar")
    }
    #expect(
      Set(fromOne.map(\.description)) == ["a link's push", "a toolbar button Back"], "\(fromOne.map(\.description))")
    func expectIgnored(_ writes: [LateWrite]) async {
      let before = navigator.state
      for write in writes {
        write.write()
        await device.settledOnTheState(bindings)
        #expect(navigator.state == before, "\(write.description) changed the state")
        #expect(navigator.state.shownDialog == nil, "\(write.description) asked about a screen the user cannot see")
        #expect(bindings.ignoredWrites.last?.reason == "a write from a tab the user has left", "\(write.description)")
      }
    }
    await expectIgnored(selection)  // tab two's sidebar, while tab one shows
    try device.tapTab("two")  // a tab switch keeps the edit screen in tab one, and asks nothing
    await device.settledOnTheState(bindings)
    #expect(navigator.state.stack(at: .tab(.one))?.routes == ["a", "edit"])
    #expect(navigator.state.selectedTab == .two)
    await expectIgnored(fromOne)  // tab one's stack and its own Back, while tab two shows
  }

  @Test func aLateNilFromAnotherTabsSheetDismissesNothingShown() async throws {
    let navigator = Navigator(Tabs<TwoTabs, String>(selected: .one))
    let bindings = twoTabsBindings(navigator)
    let device = Device { TwoTabsApp(bindings: bindings) }
    try navigator.present("same", in: .tab(.one))
    await device.settledOnTheState(bindings)
    let late = try #require(device.lateWrites().first { $0.description == "sheet's nil" })
    #expect(throws: HandError.self) { try device.tapTab("two") }  // the tab bar is under the sheet
    try navigator.selectTab(.two)
    try navigator.present("same", in: .tab(.two))
    await device.settledOnTheState(bindings)
    late.write()  // the same route at the same depth, in another tab: another item
    await device.settledOnTheState(bindings)
    #expect(navigator.state.tabs?.stack(for: .two)?.routes == ["same"])
    #expect(navigator.state.tabs?.stack(for: .one)?.routes == ["same"], "tab one's sheet stays in the state too")
  }

  @Test func aListEchoUnderAModalOverAllTabsChangesNothing() async throws {
    let navigator = Navigator(Tabs<TwoTabs, String>(selected: .two))
    let bindings = twoTabsBindings(navigator)
    let device = Device { TwoTabsApp(bindings: bindings) }
    try await device.tapAndSettle("s1")
    try device.swipeBack()
    await device.settle()
    let echo = try #require(device.lateWrites().first { $0.description == "a list's selection of s1" })
    try await device.tapAndSettle("s1")
    try navigator.push("level 2", in: .tab(.two))
    try navigator.present("sign in", in: .modalOverTabs)
    try navigator.push("password")
    await device.settledOnTheState(bindings)
    let state = navigator.state
    echo.write()  // the compact list echoes its selection
    await device.settledOnTheState(bindings)
    #expect(navigator.state == state)
  }

  @Test func aPushWhileAPresentationIsPendingLandsInTheLayerShown() async throws {
    let navigator = Navigator(BackStack<String>(pushing: ["a"]))
    let (bindings, device) = stack(navigator)
    await device.settledOnTheState(bindings)
    try navigator.present("sheet")  // released on the next turn, not yet shown
    try device.tap("link l1")  // on the screen shown: the root stack
    await device.settledOnTheState(bindings)
    #expect(Array(navigator.state.shownStack) == [Step("a"), Step("l1"), Step("sheet", .sheet)])
  }

  // MARK: How routes are presented

  /// "photo" zooms from the "photo" source; "compose" is a half-height sheet that cannot be dragged away.
  static func presentation(_ route: String) -> RoutePresentation {
    switch route {
    case "l1": RoutePresentation(zoomSource: "photo")
    case "compose": RoutePresentation(detents: [.medium, .large], sizing: .form, dismissalDisabled: true)
    default: .automatic
    }
  }

  /// A stack whose root shows the zoom source "photo" and a link to l1;
  /// its routes presented as ``presentation(_:)`` says, declared by the host.
  struct Album: View {
    let navigator: Navigator<Never, String>
    var body: some View {
      NavigationStackHost(navigator, presentation: PresentationTests.presentation) {
        VStack {
          Text(verbatim: "photo").zoomTransitionSource("photo")
          RouteLink("link l1", value: "l1")
          RouteLink("link l2", value: "l2")
        }
      } screen: {
        RouteScreen(route: $0, links: stringLinks)
      }
    }
  }

  @Test func aSourceInAnotherPresentationFallsBackToTheDefaultTransition() async throws {
    let navigator = Navigator(BackStack<String>())
    let device = Device { Album(navigator: navigator) }
    let bindings = NavigationBindings.of(navigator)
    try navigator.present("picker", as: .sheet)
    try navigator.present("l1", as: .sheet)  // presented by the sheet, not by the root stack, which shows the source
    await device.settledOnTheState(bindings)
    #expect(!device.screen.contains("zoomed"), "\(device.screen)")
  }

  @Test func aSourceThatLeftFallsBackToo() async throws {
    let navigator = Navigator(BackStack<String>())
    let device = Device { Album(navigator: navigator) }
    let bindings = NavigationBindings.of(navigator)
    try await device.tapAndSettle("link l2")  // the source's screen is covered
    try navigator.present("l1", as: .sheet)
    await device.settledOnTheState(bindings)
    #expect(!device.screen.contains("zoomed"), "\(device.screen)")
    try navigator.dismiss()
    try navigator.popToRoot()
    await device.settledOnTheState(bindings)
    try navigator.present("l1", as: .sheet)  // the source shows again
    await device.settledOnTheState(bindings)
    #expect(device.screen.contains("(zoomed from photo)"), "\(device.screen)")
  }

  @Test func aRouteThatDisablesDismissalCannotBeDraggedAway() async throws {
    let navigator = Navigator(BackStack<String>())
    let (bindings, device) = stack(navigator, presentation: Self.presentation)
    try navigator.present("compose", as: .sheet)
    await device.settledOnTheState(bindings)
    #expect(device.screen.contains("sheet, sizing form, drag indicator automatic, detents: large medium"))
    #expect(throws: HandError.self) { try device.dragDown() }
    try navigator.dismiss()  // code still can
    await device.settledOnTheState(bindings)
    #expect(device.presentations == [[]])
  }
}
