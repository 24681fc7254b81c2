import Foundation
import SwiftUI
import SwiftUILifecycle
import Testing
import Wayfinder
@_spi(WayfinderInternals) import WayfinderSwiftUI

/// The five examples (Examples/*.swift), each run through its reference's
/// scenarios by the user's hands, with what it shows asserted as text.
@MainActor @Suite(.timeLimit(.minutes(10))) struct ExampleScenarioTests {
  // MARK: 000: adaptive navigation

  @Test func adaptive000OnAnIPhoneWalksLevelsAndBack() async throws {
    let device = Device(.iPhone) { AdaptiveNavigatorView() }
    try await device.tapAndSettle("RootID 1")
    for _ in 0..<3 { try await device.tapAndSettle("Goto Next Level") }
    #expect(
      device.screen == """
        window: compact, active
          stack › RootID:1 › RootID:1 › RootID:1 › RootID:1  ‹ Back
            "RootID:1"
            "Current Level:4"
            [Goto Next Level ›]
            "Root 1, Level 4"
            [Back Root]
            [Back Parent]
        """)
    try await device.tapAndSettle("Back Parent")
    #expect(device.screen.contains("\"Current Level:3\""))
    try await device.tapAndSettle("Back Root")
    #expect(
      device.screen.hasSuffix(
        "  stack\n    list\n      RootID 0\n      RootID 1\n      RootID 2\n      RootID 3\n      RootID 4\n      … 25 more"
      ))
  }

  @Test func adaptive000OnAnIPadShowsColumnsAndKeepsDepthFourAcrossResizes() async throws {
    let device = Device(.iPad) { AdaptiveNavigatorView() }
    #expect(await device.settledScreen().contains("split, 2 columns"))
    try await device.tapAndSettle("RootID 1")
    for _ in 0..<3 { try await device.tapAndSettle("Goto Next Level") }
    #expect(device.screen.contains("detail:\n      stack › RootID:1 › RootID:1 › RootID:1  ‹ Back"))
    device.resize(to: .compact)
    let compact = await device.settledScreen()
    #expect(compact.contains("stack › RootID:1 › RootID:1 › RootID:1 › RootID:1  ‹ Back"))
    #expect(compact.contains("\"Current Level:4\""))
    device.resize(to: .regular)
    let regular = await device.settledScreen()
    #expect(regular.contains("● RootID 1") && regular.contains("\"Current Level:4\""))
  }

  @Test func threeAndTwoColumns000OnAnIPadShowTheirColumns() async throws {
    let three = Device(.iPad) { ThreeColumnsView() }
    let two = Device(.iPad) { TwoColumnsView() }
    #expect(await three.settledScreen().contains("split, 3 columns"))
    try await three.tapAndSettle("SideBar 2")
    try await three.tapAndSettle("2:7")
    #expect(three.screen.contains("content:") && three.screen.contains("\"7\""))
    #expect(await two.settledScreen().contains("split, 2 columns"))
  }

  @Test func threeColumns000OnAnIPhoneIsOneStack() async throws {
    let device = Device(.iPhone) { ThreeColumnsView() }
    try await device.tapAndSettle("SideBar 2")
    try await device.tapAndSettle("2:7")
    #expect(
      device.screen == """
        window: compact, active
          stack › 2:0 › 7  ‹ Back
            "7"
            [Back Root]
            [Back Parent]
        """)
    try device.swipeBack()
    #expect(await device.settledScreen().contains("stack › 2:0  ‹ Back\n    list\n      2:0"))
    try device.swipeBack()
    #expect(
      await device.settledScreen().hasSuffix(
        "  stack\n    list\n      SideBar 0\n      SideBar 1\n      SideBar 2\n      SideBar 3\n      SideBar 4\n      … 95 more"
      ))
  }

  // MARK: 001: a path of data, three levels at launch

  @Test func path001ShowsThreeLevelsAtLaunchAndBackToMainEmptiesIt() async throws {
    let device = Device(.iPhone) { ColorsView() }
    #expect(
      await device.settledScreen() == """
        window: compact, active
          stack › 3, [indigo, yellow, green] › 3, [indigo, yellow, green] › 3, [indigo, yellow, green]  ‹ Back
            "3, [indigo, yellow, green]"
            "green"
            list
              [indigo ›]
              [yellow ›]
              [green ›]
              [orange ›]
              [brown ›]
              … 4 more
        """)
    try await device.tapAndSettle("bolt")
    #expect(device.screen.contains("  ‹ Back\n    \"Image bolt\""))
    try device.swipeBack()
    await device.settle()
    try await device.tapAndSettle("Back to Main")
    #expect(
      device.screen == """
        window: compact, active
          stack
            list
              [indigo ›]
              [yellow ›]
              [green ›]
              [orange ›]
              [brown ›]
              … 4 more
        """)
  }

  // MARK: 002: the enum router

  @Test func router002PushesGoesBackAndToTheRootFromADeepScreen() async throws {
    let device = Device(.iPhone) { RouterView() }
    try await device.tapAndSettle("Category List")
    for _ in 0..<3 { try await device.tapAndSettle("Go Category Detail") }
    #expect(
      device.screen == """
        window: compact, active
          stack › Category List › Category Detail: 999 › Category Detail: 999 › Category Detail: 999  ‹ Back
            "Category Detail: 999"
            [Go Category Detail]
            [Back]
            [Back to Root]
        """)
    try await device.tapAndSettle("Back")
    #expect(device.screen.contains("stack › Category List › Category Detail: 999 › Category Detail: 999  ‹ Back"))
    try await device.tapAndSettle("Back to Root")
    #expect(
      device.screen == """
        window: compact, active
          stack
            list
              [Profile ›]
              [Category List ›]
        """)
  }

  // MARK: 003: tabs and modals

  @Test func tabs003FromANotificationAFlagAndAnExportCompletedInItsSheet() async throws {
    let device = Device(.iPhone) { TabsView() }
    #expect(
      await device.settledScreen() == """
        window: compact, active
          tabs: [Home] | Calendar | Export
            stack
              [Open the Calendar tab]
        """)
    // A notification selects a tab from outside the views.
    let navigator = try #require(device.environmentObject(Navigator<AppTab, Screen>.self))
    try navigator.selectTab(.export)
    #expect(await device.settledScreen().contains("tabs: Home | Calendar | [Export]"))
    // The flag-driven edit screen.
    try device.tapTab("Calendar")
    await device.settle()
    try await device.tapAndSettle("Edit")
    #expect(device.screen.contains("stack › Done  ‹ Back\n      [Done]"))
    try await device.tapAndSettle("Done")
    #expect(device.screen.hasSuffix("stack\n      [Edit]"))
    // The export: a sheet, and "completed" pushed inside it after the async work, Back hidden.
    try device.tapTab("Export")
    await device.settle()
    try await device.tapAndSettle("Export video…")
    try device.tap("Export")
    #expect(await device.run(until: { device.screen.contains("stack › Done\n") }))
    #expect(
      device.screen == """
        window: compact, active
          tabs: Home | Calendar | [Export]
            stack
              [Export video…]
            sheet, sizing automatic, drag indicator automatic, detents: large medium
              stack › Done
                [Done]
        """)
    #expect(throws: HandError.self) { try device.swipeBack() }
    try await device.tapAndSettle("Done")
    #expect(device.screen.hasSuffix("stack\n      [Export video…]"))
    #expect(device.refusals.isEmpty && device.log.isEmpty)
  }

  @Test func tabs003OnTheHomeTabOpensTheCalendarTab() async throws {
    let device = Device(.iPhone) { TabsView() }
    try await device.tapAndSettle("Open the Calendar tab")
    #expect(device.screen.contains("tabs: Home | [Calendar] | Export\n    stack\n      [Edit]"))
  }
}
