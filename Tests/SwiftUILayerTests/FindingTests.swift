import SwiftUI
import SwiftUILifecycle
import Testing
@_spi(WayfinderInternals) import Wayfinder
@_spi(WayfinderInternals) import WayfinderSwiftUI

/// The findings of issue 25 that no host or example test shows, each
/// asserting what is right (each failed before its fix).
@MainActor @Suite(.timeLimit(.minutes(10))) struct FindingTests {
  let navigator = Navigator(BackStack<Place>())

  func device(_ kind: Device.Kind) -> Device {
    let bindings = mailBindings(navigator, sizeClass: kind == .iPad ? .regular : .compact)
    return Device(kind) { mailStack(bindings) }
  }

  @Test func anInspectorKeepsItsContentWhileItClosesAndNothingPresentsMeanwhile() async throws {
    let device = device(.iPhone)  // in compact width an inspector is a sheet
    try navigator.present(.help, as: .inspector)
    #expect(
      await device.settledScreen().contains(
        "  inspector as sheet, sizing automatic, drag indicator automatic, detents: large\n    stack\n      \"Help\""))
    try navigator.dismiss()
    try navigator.present(.settings)
    await device.frames(3)
    #expect(device.screen.contains("detents: large (dismissing)\n    stack\n      \"Help\""), "\(device.screen)")
    #expect(await device.settledScreen().contains("\"Settings\""))
    #expect(device.refusals.isEmpty, "\(device.refusals)")
  }

  @Test func aLostTransitionEndIsDiagnosedAndReleasedAfterItsFramesNotAfterADelay() async throws {
    for loses in [false, true] {
      let navigator = Navigator(BackStack<Place>())
      let bindings = mailBindings(navigator)
      let device = Device(.iPhone) { mailStack(bindings) }
      device.losesTransitionEnds = loses  // UIKit's callback, and viewDidAppear, never come
      try navigator.present(.compose)
      try navigator.push(.mail(1), inModal: .compose)
      let frames = await device.settle()
      #expect(device.screen.contains("stack › Mail 1"), "\(device.screen)")
      if loses {
        #expect(frames > bindings.transitionWatchdogFrames, "released by the watchdog, in frames")
        #expect(
          bindings.diagnostics == [
            "the end of the presentation of the stack, modal at 1 was not reported after 180 frames: released"
          ])
      } else {
        #expect(frames < 60, "the normal path waits for the transition's end, no more")
        #expect(bindings.diagnostics.isEmpty)
      }
      #expect(device.refusals.isEmpty)
    }
  }

  /// A screen with a Help button and a Delete button, each an anchor.
  struct Anchored: View {
    @Environment(Navigator<Never, Place>.self) private var navigator
    var body: some View {
      VStack {
        Button("Help") { navigator.perform(.present(.help, as: .popover)) }.presentationAnchor("help")
        Button("Delete") { _ = try? navigator.show(Dialog.confirmation("Delete?", confirm: "Delete", cancel: "Keep")) }
          .presentationAnchor("delete")
        RouteLink("Next", value: Place.mail(1))
      }
    }
  }

  func anchoredDevice(_ kind: Device.Kind = .iPad) -> Device {
    let bindings = mailBindings(navigator, sizeClass: kind == .iPad ? .regular : .compact) {
      $0 == .help ? RoutePresentation(anchor: "help") : .automatic
    }
    return Device(kind) {
      NavigationStackHost(bindings.navigator) {
        Anchored()
      } screen: {
        PlaceScreen(place: $0)
      }
      .dialogAnchor { $0.title == "Delete?" ? "delete" : nil }
    }
  }

  @Test func aPopoverAndAConfirmationDialogPointAtTheControlThatAskedForThem() async throws {
    let device = anchoredDevice()
    try await device.tapAndSettle("Help")
    #expect(device.screen.contains("    popover from [Help], sizing automatic"), "\(device.screen)")
    try device.dragDown()  // a tap outside the popover
    await device.settle()
    try await device.tapAndSettle("Delete")
    #expect(device.screen.contains("  confirmationDialog \"Delete?\" from [Delete]\n"), "\(device.screen)")
    try await device.tapAndSettle("Keep")
    #expect(device.refusals.isEmpty && navigator.state.shownDialog == nil)
  }

  @Test func anAnchorNoViewShowsLeavesThePopoverToTheStack() async throws {
    let device = anchoredDevice()
    try await device.tapAndSettle("Next")  // the screen with the anchor is covered
    try navigator.present(.help, as: .popover)
    #expect(await device.settledScreen().contains("  popover from the stack, sizing automatic"), "\(device.screen)")
    #expect(device.refusals.isEmpty)
  }

  @Test func theDialogAskingToLeavePointsAtTheHostsOwnBack() async throws {
    navigator.guards.append(
      .confirmingLeaving { _ in Dialog.confirmation("Discard?", confirm: "Discard", cancel: "Keep") })
    let device = anchoredDevice()
    try navigator.push(.compose)
    try navigator.setConfirmsLeaving(true)
    await device.settle()
    try await device.tapAndSettle("Back")
    #expect(
      device.screen.contains("  confirmationDialog \"Discard?\" from [⟨chevron.backward⟩ Back]\n"), "\(device.screen)")
    try await device.tapAndSettle("Discard")
    #expect(navigator.state.shownStack.isEmpty)
  }

  @Test func inCompactWidthTheyAreSheetsAndDialogsAsBefore() async throws {
    let device = anchoredDevice(.iPhone)
    try await device.tapAndSettle("Help")
    #expect(device.screen.contains("  popover as sheet from [Help]"), "\(device.screen)")
  }

  enum Folder: Hashable, Sendable {
    case folder(Int)
    case page(Int)
  }

  @Test func aLateNilFromAListOfTheOtherSizeClassIsIgnored() async throws {
    let navigator = Navigator(BackStack<Folder>())
    let (_, device) = folderSplit(navigator) { Folder.folder($0) }
    try await device.tapAndSettle("Folder 1")
    let lateWrite = try device.lateListWrite(inListShowing: "Folder 1")
    device.resize(to: .compact)
    await device.settle()
    lateWrite(nil)  // the sidebar's list, gone with the regular layout, writes nil late
    await device.settle()
    #expect(navigator.state.shownStack.routes == [.folder(1)])
  }
}

/// Finding 12's tabs: two tabs of one title share no customization
/// identifier, and regrouping the tabs keeps the views of those that stay in
/// their group.
@MainActor @Suite(.timeLimit(.minutes(10))) struct TabCustomizationFindingTests {
  enum Box: Hashable, Sendable, CaseIterable { case work, home, spam }

  struct Boxes: View {
    let bindings: NavigationBindings<Box, Place>
    @State private var customization = TabViewCustomization()
    /// Whether Home has a section of its own.
    @State private var homeApart = false

    var body: some View {
      NavigationTabsHost(bindings.navigator, label: label) { tab in
        NavigationStackHost(bindings.navigator, tab: tab) {
          VStack {
            Tally(label: "\(tab)")
            Button("Regroup") { homeApart.toggle() }
          }
        }
      } screen: {
        PlaceScreen(place: $0)
      }
      .tabViewCustomization($customization)
    }

    /// Work and Home are both titled "Mail", in one section (Home in one of its own once regrouped); Spam in none.
    func label(_ box: Box) -> TabLabel {
      switch box {
      case .work: TabLabel("Mail", systemImage: "tray", section: "Boxes")
      case .home: TabLabel("Mail", systemImage: "house", section: homeApart ? "Home" : "Boxes")
      case .spam: TabLabel("Spam", systemImage: "xmark.bin")
      }
    }
  }

  /// A button counting its taps in `@State`: it keeps its count while its view keeps its identity.
  struct Tally: View {
    let label: String
    @State private var taps = 0
    var body: some View { Button("\(label) \(taps)") { taps += 1 } }
  }

  @Test func hidingOneOfTwoTabsOfOneTitleHidesOnlyIt() async throws {
    let navigator = Navigator(Tabs<Box, Place>(selected: .work))
    let device = Device(.iPad) { Boxes(bindings: NavigationBindings(navigator, sizeClass: .regular)) }
    await device.settle()
    try device.toggleSidebar()
    #expect(await device.settledScreen().contains("tabs (sidebar): [Mail] | Mail | Spam"))
    try device.hideTabInSidebar("Mail")
    let screen = await device.settledScreen()
    #expect(screen.contains("tabs (sidebar): Mail | Spam\n"), "\(screen)")
  }

  @Test func regroupingKeepsTheViewsOfTheTabsThatStayInTheirGroup() async throws {
    let navigator = Navigator(Tabs<Box, Place>(selected: .spam))
    let device = Device(.iPad) { Boxes(bindings: NavigationBindings(navigator, sizeClass: .regular)) }
    try await device.tapAndSettle("spam 0")
    try await device.tapAndSettle("Regroup")  // Home leaves the Boxes section: the groups after it shift
    #expect(device.screen.contains("[spam 1]"), "Spam's views were made again:\n\(device.screen)")
    try navigator.selectTab(.work)
    await device.settle()
    try await device.tapAndSettle("work 0")
    try await device.tapAndSettle("Regroup")
    #expect(device.screen.contains("[work 1]"), "Work's views were made again:\n\(device.screen)")
  }
}
