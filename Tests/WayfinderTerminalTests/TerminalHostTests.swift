import Testing
@_spi(WayfinderInternals) import Wayfinder

@testable import WayfinderDemo
@testable import WayfinderTerminal

@MainActor @Suite(.timeLimit(.minutes(10))) struct TerminalHostTests {
  /// The address bar's link is printed when the state changes, not for
  /// every frame or key that changes nothing.
  @Test func theAddressIsPrintedOncePerChange() throws {
    let host = TerminalHost(app: try DemoApp())
    for _ in 0..<5 { _ = host.frame(width: 100, height: 20) }
    for key: Key in [.down, .down, .up] { host.handle(key, width: 100) }
    _ = host.frame(width: 100, height: 20)
    #expect(host.app.addressPrints == 1)
    host.handle(.enter, width: 100)  // a push: the address changes
    for _ in 0..<3 { _ = host.frame(width: 100, height: 20) }
    #expect(host.app.addressPrints == 2)
    #expect(host.frame(width: 100, height: 20).lines.last?.hasPrefix(" wayfinder://colors/") == true)
  }

  @Test func cursorMovesAreViewStateNotNavigation() throws {
    let host = TerminalHost(app: try DemoApp())
    let before = host.app.navigator.state
    for key: Key in [.down, .down, .character("j"), .up, .character("k")] { host.handle(key, width: 80) }
    #expect(host.app.navigator.state == before)
    #expect(host.app.navigator.log.isEmpty)
    #expect(host.frame(width: 80, height: 20).lines.contains(">  Yellow"))
  }

  @Test func everyNavigationKeyIsAUserIntent() throws {
    let host = TerminalHost(app: try DemoApp())
    for key: Key in [.enter, .enter, .escape, .right, .left, .backspace, .character("r"), .tab, .character("3")] {
      host.handle(key, width: 80)
    }
    #expect(host.app.navigator.log.allSatisfy { $0.cause == .user })
    #expect(host.app.navigator.state.selectedTab == .tabs)
  }

  @Test func resizingChangesNoStateOnlyTheProjection() throws {
    let host = try DemoFrameTests.demo("9<enter><enter><enter>")
    let state = host.app.navigator.state
    let regular = host.frame(width: 120, height: 20)
    let compact = host.frame(width: 60, height: 20)
    #expect(host.app.navigator.state == state)
    #expect(regular.text.contains("* RootID 0"))
    #expect(!compact.text.contains("RootID 0 "))
    #expect(host.frame(width: 120, height: 20) == regular)
  }

  @Test func refusedIntentsSayWhyAndChangeNothing() throws {
    let host = TerminalHost(app: try DemoApp())
    host.handle(.escape, width: 80)
    #expect(host.message == "Already at the root")
    #expect(host.frame(width: 80, height: 20).lines.last?.contains("Already at the root") == true)
    // The refused key is in the navigator's log, as a refusal of the user's.
    #expect(host.app.navigator.log.last?.refusal == .emptyStack)
    #expect(host.app.navigator.log.last?.cause == .user)

    let export = try DemoFrameTests.demo("5<enter>")
    try export.app.navigator.push(
      AnyRoute(ExportRoute.completed), hidesBack: true, inModal: AnyRoute(ExportRoute.export))
    let state = export.app.navigator.state
    export.handle(.escape, width: 80)
    #expect(export.message == "Back is hidden on this screen")
    #expect(export.app.navigator.state == state)

    host.handle(.character("z"), width: 80)
    #expect(host.message == "Unknown key 'z': press ? for help")
    host.handle(.character("0"), width: 80)
    #expect(host.message?.hasPrefix("Unknown key") == true)
  }

  @Test func disabledItemSaysSo() async throws {
    let host = try DemoFrameTests.demo("5<enter>")
    host.app.exportDuration = .seconds(60)
    host.handle(.enter, width: 80)  // Export starts
    #expect(host.app.isExporting)
    host.handle(.enter, width: 80)  // the button is disabled now
    #expect(host.message == "This item is disabled")
  }

  @Test func helpOpensAndAnyKeyClosesIt() throws {
    let host = TerminalHost(app: try DemoApp())
    host.handle(.character("?"), width: 80)
    #expect(host.showsHelp)
    #expect(host.frame(width: 80, height: 24).text.contains("┌─ Keys"))
    #expect(host.handle(.down, width: 80))
    #expect(!host.showsHelp)
    host.handle(.character("?"), width: 80)
    #expect(!host.handle(.character("q"), width: 80))  // q quits, even from help
    #expect(!TerminalHost(app: try DemoApp()).handle(.interrupt, width: 80))
  }

  @Test func notificationFromOutsideSwitchesTabs() throws {
    let host = TerminalHost(app: try DemoApp())
    host.handle(.character("n"), width: 80)
    #expect(host.app.navigator.state.selectedTab == .export)
    #expect(host.app.navigator.log.last?.cause == .programmatic)
    for _ in 0..<3 {  // the note stays on the status line, frame after frame
      #expect(
        host.frame(width: 80, height: 20).lines.last == " wayfinder://video  │  Notification: opened the Export tab")
    }
  }

  @Test func asyncExportPushesCompletedInsideTheModal() async throws {
    let host = try DemoFrameTests.demo("5<enter>")
    host.app.exportDuration = .milliseconds(10)
    host.handle(.enter, width: 80)
    host.handle(.down, width: 80)
    host.handle(.enter, width: 80)  // Options, while exporting
    await host.app.exportTask?.value  // the export ends, and pushes its screen
    #expect(!host.app.isExporting)
    let routes = host.app.navigator.state.shownStack.routes
    #expect(routes.last == AnyRoute(ExportRoute.completed))
    #expect(routes.dropLast().last == AnyRoute(ExportRoute.options))
    host.handle(.enter, width: 80)  // Done
    #expect(host.app.navigator.state.shownStack.isEmpty)
  }
}

@MainActor @Suite struct TerminalHostCursorTests {
  @Test func hiddenScreensCursorsAreForgottenAndShownOnesKept() throws {
    let host = try DemoFrameTests.demo("9<down><down><enter>")  // RootID 2, level 1
    for _ in 0..<300 {  // 300 levels deep, a cursor moved on each
      host.handle(.down, width: 120)
      host.handle(.up, width: 120)
      host.handle(.enter, width: 120)  // Goto Next Level
    }
    #expect(host.app.navigator.state.shownStack.count == 301)
    #expect(host.rememberedCursorCount > 256)  // every level deep in the stack is still shown
    host.handle(.character("r"), width: 120)
    #expect(host.rememberedCursorCount <= 2)  // back at the root: only the sidebar's cursor is left
    let sidebar = host.frame(width: 120, height: 30).lines.first { $0.hasPrefix(">") }
    #expect(sidebar?.contains("RootID 2") == true)
  }

}

@MainActor @Suite struct ModalOverTabsHostTests {
  @Test func theAboutSheetCoversEveryTabAndTheTabBarIsOutOfReach() throws {
    let host = try DemoFrameTests.demo("6<enter>a")  // Numbers, Show 32, then About
    #expect(host.app.navigator.state.tabs?.modalOverTabs.routes == [AnyRoute(AboutRoute.about)])
    let frame = host.frame(width: 80, height: 24).text
    #expect(frame.contains("Sheet over all tabs: About Wayfinder"))
    for key: Key in [.tab, .backTab, .character("2")] {
      host.handle(key, width: 80)
      #expect(host.message == "Close the sheet first: it is over all tabs")
      #expect(host.app.navigator.state.selectedTab == .numbers)
    }
    host.handle(.character("n"), width: 80)  // a notification still switches the tab beneath
    #expect(host.app.navigator.state.selectedTab == .export)
    #expect(host.frame(width: 80, height: 24).text.contains("About Wayfinder"))
    host.handle(.escape, width: 80)  // Back dismisses it first
    #expect(host.app.navigator.state.tabs?.modalOverTabs.isEmpty == true)
    #expect(host.app.navigator.state.tabs?.stack(for: .numbers)?.routes == [AnyRoute(32)])
    host.handle(.character("a"), width: 80)
    host.handle(.enter, width: 80)  // Close
    #expect(host.app.navigator.state.tabs?.modalOverTabs.isEmpty == true)
    host.handle(.character("1"), width: 80)
    #expect(host.app.navigator.state.selectedTab == .colors)
  }
}
