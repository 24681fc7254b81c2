import SwiftUI
import SwiftUILifecycle
import Testing
import Wayfinder
import WayfinderSwiftUI

/// The findings of issue 25 that no host or example test above shows:
/// each asserts what is right, wrapped as a known issue until phase 2.
@MainActor @Suite(.timeLimit(.minutes(1))) struct FindingTests {
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
    await withKnownIssue(Finding.inspectorEmptiesAtOnce) {
      #expect(device.screen.contains("detents: large (dismissing)\n    stack\n      \"Help\""), "\(device.screen)")
    }
    #expect(await device.settledScreen().contains("\"Settings\""))
    await withKnownIssue(Finding.inspectorEmptiesAtOnce) {
      #expect(device.refusals.isEmpty, "\(device.refusals)")
    }
  }

  @Test func aLostTransitionEndIsDiagnosedAndReleased() async throws {
    let device = device(.iPhone)
    device.losesTransitionEnds = true
    try navigator.present(.compose)
    try navigator.push(.mail(1), inModal: .compose)
    await withKnownIssue(Finding.noTransitionEndWatchdog) {
      #expect(await device.run(until: { device.screen.contains("\"Mail 1\"") }, timeout: .seconds(2)))
    }
  }

  @Test func aPopoverPointsAtTheControlThatAskedForIt() async throws {
    let device = device(.iPad)
    try navigator.present(.help, as: .popover)
    let screen = await device.settledScreen()
    #expect(screen.contains("  popover from "))
    await withKnownIssue(Finding.popoverAnchoredToStack) {
      #expect(!screen.contains("popover from the stack"), "\(screen)")
    }
  }

  enum Folder: Hashable, Sendable {
    case folder(Int)
    case page(Int)
  }

  @Test func aLateNilFromAListOfTheOtherSizeClassIsIgnored() async throws {
    let navigator = Navigator(BackStack<Folder>())
    let bindings = NavigationBindings(navigator, sizeClass: .regular) { _ in .twoColumns }
    let device = Device(.iPad) {
      NavigationSplitHost(bindings) { selection in
        List(selection: selection) { ForEach(0..<3) { Text(verbatim: "Folder \($0)").tag(Folder.folder($0)) } }
      } screen: {
        Text(verbatim: "\($0)")
      }
    }
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
@MainActor @Suite(.timeLimit(.minutes(1))) struct TabCustomizationFindingTests {
  enum Box: Hashable, Sendable, CaseIterable { case work, home, spam }

  struct Boxes: View {
    let bindings: NavigationBindings<Box, Place>
    @State private var customization = TabViewCustomization()
    /// Whether Home has a section of its own.
    @State private var homeApart = false

    var body: some View {
      NavigationAdaptableTabsHost(bindings, label: label, customization: $customization) { tab in
        NavigationStackHost(bindings, at: .tab(tab)) {
          VStack {
            Tally(label: "\(tab)")
            Button("Regroup") { homeApart.toggle() }
          }
        } screen: {
          PlaceScreen(place: $0)
        }
      } screen: {
        PlaceScreen(place: $0)
      }
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
    let navigator = Navigator(try Tabs<Box, Place>(selected: .work))
    let device = Device(.iPad) { Boxes(bindings: NavigationBindings(navigator, sizeClass: .regular)) }
    await device.settle()
    try device.toggleSidebar()
    #expect(await device.settledScreen().contains("tabs (sidebar): [Mail] | Mail | Spam"))
    try device.hideTabInSidebar("Mail")
    let screen = await device.settledScreen()
    #expect(screen.contains("tabs (sidebar): Mail | Spam\n"), "\(screen)")
  }

  @Test func regroupingKeepsTheViewsOfTheTabsThatStayInTheirGroup() async throws {
    let navigator = Navigator(try Tabs<Box, Place>(selected: .spam))
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
