import Foundation
import SwiftUI
import SwiftUILifecycle
import Testing
@_spi(WayfinderInternals) import Wayfinder
@_spi(WayfinderInternals) import WayfinderSwiftUI

/// The scenarios of the Scenarios article, S1 to S14, through the real hosts
/// in the stand-in: the intents an app makes and the gestures a user makes,
/// each settling on a screen that shows the navigator's state, with nothing
/// refused. (They ran on a model of SwiftUI before.)
@MainActor @Suite(.timeLimit(.minutes(10))) struct ScenarioTests {
  @Test func s1AndS7APathOfManyTypesThreeLevelsAtLaunchAndBackToMain() async throws {
    let navigator = Navigator(BackStack(pushing: ["indigo", "yellow", "green"].map { AnyRoute($0) }))
    let bindings = NavigationBindings(navigator)
    let device = Device { StackApp(bindings: bindings, links: [AnyRoute(556)]) }
    await device.settledOnTheState(bindings)
    #expect(device.screen.contains("stack › indigo › yellow › green  ‹ Back"), "\(device.screen)")
    try device.tap("link 556")  // a link to a value of another type
    await device.settledOnTheState(bindings)
    #expect(navigator.state.shownStack.routes.last == AnyRoute(556))
    try navigator.popToRoot()  // "Back to Main"
    await device.settledOnTheState(bindings)
    #expect(device.screen.hasPrefix("window: compact, active\n  stack\n"))
  }

  @Test func s2AndS8ARouterFiveHundredDeepAndTheBackMenuToTheRoot() async throws {
    let navigator = Navigator(BackStack<String>())
    let bindings = NavigationBindings(navigator)
    let device = Device { StackApp(bindings: bindings) }
    await device.settle()
    for index in 0..<500 { try navigator.push("detail \(index)") }
    #expect(await device.settledOnTheState(bindings) <= 8, "pushes wait for no transition")
    try device.backMenu(keeping: 3)
    await device.settledOnTheState(bindings)
    #expect(navigator.state.shownStack.count == 3)
    try device.backMenu(keeping: 0)
    await device.settledOnTheState(bindings)
    #expect(navigator.state.shownStack.isEmpty)
  }

  @Test func s3S4AndS5TabsAFlagAndAPushInsideASheetAfterAsyncWork() async throws {
    let navigator = Navigator(Tabs<TwoTabs, String>(selected: .one))
    let bindings = twoTabsBindings(navigator)
    let device = Device { TwoTabsApp(bindings: bindings) }
    await device.settle()
    try device.tapTab("two")  // a tap on the tab bar
    try navigator.selectTab(.one)  // a notification, from outside the views
    await device.settledOnTheState(bindings)
    #expect(device.screen.contains("tabs: [one] | two"))
    // S4: Edit shown by a flag in tab one; the swipe back clears it.
    try navigator.apply(.setShown("edit", shown: true), in: .tab(.one))
    await device.settledOnTheState(bindings)
    try device.swipeBack()
    await device.settledOnTheState(bindings)
    #expect(navigator.state.tabs?.stack(for: .one)?.contains("edit") == false)
    // S5: the export sheet; "completed" is pushed in it while the other tab shows, Back hidden.
    try navigator.present("export", in: .tab(.one))
    await device.settledOnTheState(bindings)
    try navigator.selectTab(.two)
    try navigator.push("completed", hidesBack: true, inModal: "export", in: .tab(.one))
    await device.settledOnTheState(bindings)
    #expect(device.presentations == [[]], "tab one is hidden, and so is its sheet")
    try navigator.selectTab(.one)
    await device.settledOnTheState(bindings)
    #expect(device.screen.contains("      stack › completed\n        \"completed\""), "\(device.screen)")
    #expect(throws: HandError.self) { try device.swipeBack() }
    #expect(throws: HandError.self) { try device.dragDown() }  // no way back past Completed
    try navigator.dismiss("export", in: .tab(.one))  // "Done"
    await device.settledOnTheState(bindings)
    #expect(device.presentations == [[]])
  }

  @Test func s6AnIntPathSetAtOnce() async throws {
    let navigator = Navigator(BackStack<Int>())
    let bindings = NavigationBindings(navigator)
    let device = Device { StackApp(bindings: bindings) }
    try navigator.setPath([32, 64])
    await device.settledOnTheState(bindings)
    #expect(device.screen.contains("stack › 32 › 64"))
    try device.swipeBack()
    await device.settledOnTheState(bindings)
    #expect(navigator.state.shownStack.routes == [32])
  }

  @Test func s9APathSavedAndRestoredShowsTheSameScreens() async throws {
    let saved = Navigator(BackStack([Step(AnyRoute(32)), Step(AnyRoute("Hello"), .sheet), Step(AnyRoute(64))]))
    let data = try NavigationSnapshot(saved.state, schemaVersion: 1, registry: .standard).jsonData()
    // The next launch restores a sheet with a push in it: presented after the first frame.
    let navigator = Navigator(BackStack<AnyRoute>())
    let restored = try NavigationSnapshot(json: data).restore(
      into: navigator.state, registry: .standard, schemaVersion: 1)
    try navigator.apply(.setState(restored.state), cause: .restoration)
    let bindings = NavigationBindings(navigator)
    let device = Device { StackApp(bindings: bindings) }
    await device.settledOnTheState(bindings)
    #expect(
      device.screen.contains("  sheet, sizing automatic, drag indicator automatic, detents: large\n    stack › 64"))
  }

  enum Three: Hashable, Sendable, CustomStringConvertible {
    case content(Int)
    case detail(Int, Int)
    var description: String {
      switch self {
      case .content(let folder): "folder \(folder)"
      case .detail(let folder, let mail): "mail \(folder).\(mail)"
      }
    }
  }

  struct ThreeColumns: View {
    let bindings: NavigationBindings<Never, Three>
    var body: some View {
      NavigationSplitHost(bindings.navigator) { selection in
        List(selection: selection) { ForEach(0..<4) { Text(verbatim: "folder \($0)").tag(Three.content($0)) } }
      } content: { route, selection in
        if case .content(let folder) = route {
          List(selection: selection) {
            ForEach(0..<10) { Text(verbatim: "mail \(folder).\($0)").tag(Three.detail(folder, $0)) }
          }
        }
      } screen: {
        Text(verbatim: $0.description)
      }
    }
  }

  @Test func s10ThreeColumnsByListSelectionInBothWidths() async throws {
    let navigator = Navigator(BackStack<Three>())
    navigator.layouts = NavigationLayouts(.threeColumns)
    let bindings = NavigationBindings(navigator, sizeClass: .regular)
    let device = Device(.iPad) { ThreeColumns(bindings: bindings) }
    try await device.tapAndSettle("folder 3")
    try await device.tapAndSettle("mail 3.7")
    await device.settledOnTheState(bindings)
    #expect(device.screen.contains("    content:\n      list\n") && device.screen.contains("● mail 3.7"))
    let ignored = bindings.ignoredWrites.count
    try await device.tapAndSettle("mail 3.7")  // the list echoes its selection
    #expect(
      bindings.ignoredWrites.count == ignored + 1 && bindings.ignoredWrites.last?.reason == "an echo of the selection")
    // Compact: the same state is one stack; the content list's selection replaces the detail.
    device.resize(to: .compact)
    await device.settledOnTheState(bindings)
    #expect(device.screen.contains("stack › mail 3.0 › mail 3.7  ‹ Back"), "\(device.screen)")
    try device.swipeBack()
    await device.settledOnTheState(bindings)
    try await device.tapAndSettle("mail 3.9")
    #expect(navigator.state.shownStack.routes == [.content(3), .detail(3, 9)])
    // "Back Root": nothing selected, no stale highlight.
    try navigator.popToRoot()
    device.resize(to: .regular)
    await device.settledOnTheState(bindings)
    #expect(!device.screen.contains("●"), "\(device.screen)")
  }

  @Test func s11AndS12TheAdaptiveSplitLosesNothingAcrossSizeClasses() async throws {
    let navigator = Navigator(Tabs<TwoTabs, String>(selected: .two))
    let bindings = twoTabsBindings(navigator, sizeClass: .regular)
    let device = Device(.iPad) { TwoTabsApp(bindings: bindings) }
    try await device.tapAndSettle("s3")
    try await device.tapAndSettle("link l2")  // NavigationLinks in the detail column's stack
    try await device.tapAndSettle("link l3")
    #expect(navigator.state.shownStack.routes == ["s3", "l2", "l3"])
    // Narrow and widen, as often as you like: one stack, then columns again; nothing lost.
    for _ in 0..<3 {
      device.resize(to: .compact)
      await device.settledOnTheState(bindings)
      #expect(device.screen.contains("stack › s3 › l2 › l3  ‹ Back"), "\(device.screen)")
      device.resize(to: .regular)
      await device.settledOnTheState(bindings)
      #expect(device.screen.contains("● s3") && device.screen.contains("stack › l2 › l3  ‹ Back"), "\(device.screen)")
    }
    // Back to the sidebar in compact, widen: no selection, no detail.
    device.resize(to: .compact)
    await device.settle()
    try device.backMenu(keeping: 0)
    await device.settledOnTheState(bindings)
    device.resize(to: .regular)
    await device.settledOnTheState(bindings)
    #expect(navigator.state.shownStack.isEmpty && !device.screen.contains("●"))
  }

  @Test func s13ADeepLinkIntoNestedModals() async throws {
    let navigator = Navigator(Tabs<TwoTabs, String>(selected: .two))
    let bindings = twoTabsBindings(navigator)
    let device = Device { TwoTabsApp(bindings: bindings) }
    await device.settle()
    var target = navigator.state
    try target.apply(NavigationIntent(.selectTab(.one, reselectPopsToRoot: false)))
    try target.apply(NavigationIntent(.present("export", as: .sheet), in: .tab(.one)))
    try target.apply(NavigationIntent(.push("options", hidesBack: false), in: .tab(.one)))
    try target.apply(NavigationIntent(.present("preview", as: .cover), in: .tab(.one)))
    try navigator.apply(.setState(target), cause: .deepLink)
    let frames = await device.settledOnTheState(bindings)
    #expect(frames >= 2 * LifecycleVariants().transitionFrames, "two presentations, one after the other")
    let shown = device.presentations[0]
    #expect(shown.count == 2 && shown[0].hasPrefix("sheet") && shown[1].hasPrefix("fullScreenCover"), "\(shown)")
    #expect(shown[0].contains("route: \"export\"") && shown[1].contains("route: \"preview\""), "\(shown)")
    // Another link, to tab two's root: both modals go together, then the tab changes.
    try navigator.apply(.setState(.tabs(Tabs(selected: .two))), cause: .deepLink)
    let back = await device.settledOnTheState(bindings)
    print("S13 through the layer, frames to settle: \(frames) into a sheet, a push and a cover; \(back) back to a root")
    #expect(device.presentations == [[]] && device.screen.contains("tabs: one | [two]"))
  }

  @Test func s14TheWholeAppRestoredWithAModalOverAllTabsAndNestedModals() async throws {
    var tabs = Tabs<TwoTabs, String>(selected: .one)
    tabs.selectedStack.push("video")
    var state = NavigationState.tabs(tabs)
    try state.apply(NavigationIntent(.present("export", as: .sheet), in: .tab(.one)))
    try state.apply(NavigationIntent(.push("options", hidesBack: false), in: .tab(.one)))
    try state.apply(NavigationIntent(.push("s2", hidesBack: false), in: .tab(.two)))
    try state.apply(NavigationIntent(.present("about", as: .sheet), in: .modalOverTabs))
    let navigator = Navigator(state)
    let bindings = twoTabsBindings(navigator)
    let device = Device { TwoTabsApp(bindings: bindings) }
    print("S14 through the layer, frames to settle at launch: \(await device.settledOnTheState(bindings))")
    #expect(device.presentations.first?.count == 2, "\(device.presentations)")
    #expect(device.screen.contains("\"about\""))
    #expect(navigator.state == state, "restoring showed it all and changed nothing")
  }
}
