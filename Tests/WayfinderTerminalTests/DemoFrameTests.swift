import Foundation
import Testing
@_spi(WayfinderInternals) import Wayfinder
import WayfinderDemo
import WayfinderTerminal

/// Frames of every scenario in the demo, in both widths, against text
/// fixtures in `Fixtures/` (reviewed by eye). A missing fixture is written
/// and the test fails, so a new one is never accepted unseen.
@MainActor @Suite struct DemoFrameTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
  static let sizes: [(name: String, width: Int, height: Int)] = [("compact", 64, 20), ("regular", 120, 20)]

  /// The demo after `script`.
  static func demo(_ script: String) throws -> TerminalHost<DemoApp> {
    let host = TerminalHost(app: try DemoApp())
    for entry in try KeyScript.parse(script) {
      if case .key(let key) = entry { host.handle(key, width: 120) }
    }
    return host
  }

  func expectFixture(_ name: String, _ host: TerminalHost<DemoApp>, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    for size in Self.sizes {
      let text = host.frame(width: size.width, height: size.height).text + "\n"
      let url = Self.fixtures.appendingPathComponent("\(name)-\(size.name).txt")
      guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        try FileManager.default.createDirectory(at: Self.fixtures, withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        Issue.record("recorded \(url.lastPathComponent): review it, then run again", sourceLocation: sourceLocation)
        continue
      }
      #expect(text == expected, "\(url.lastPathComponent) differs", sourceLocation: sourceLocation)
    }
  }

  @Test func s1ColorsIndigoThenYellow() throws {
    try expectFixture("s1-colors", Self.demo("<enter><enter>"))
  }

  @Test func s2RouterCategoryDetail() throws {
    try expectFixture("s2-router", Self.demo("2<down><enter><enter>"))
  }

  @Test func s3TabsFromInside() throws {
    let host = try Self.demo("1<enter>3")
    try expectFixture("s3-tabs", host)
    host.handle(.enter, width: 120)  // "Open the Calendar tab"
    #expect(host.app.navigator.state.selectedTab == .calendar)
    host.app.simulateNotification()  // from outside the screens
    #expect(host.app.navigator.state.selectedTab == .export)
    host.handle(.character("1"), width: 120)
    #expect(host.app.navigator.state.shownStack.count == 1)  // Colors kept its stack
  }

  @Test func s4CalendarEditShownByAFlag() throws {
    try expectFixture("s4-calendar", Self.demo("4<enter>"))
  }

  @Test func s5ExportCompletedInsideTheModal() throws {
    let host = try Self.demo("5<enter><down><enter>")  // present, then Options inside the modal
    try host.app.navigator.push(AnyRoute(ExportRoute.completed), hidesBack: true, inModal: AnyRoute(ExportRoute.export))
    try expectFixture("s5-export", host)
  }

  @Test func s6NumbersShow32Then64() throws {
    try expectFixture("s6-numbers", Self.demo("6<down><down><enter>"))
  }

  @Test func s7MixedPath() throws {
    try expectFixture(
      "s7-mixed", Self.demo("<down><down><down><down><down><down><down><down><down><enter><down><enter>"))
  }

  @Test func s8FiveHundredDeep() throws {
    try expectFixture("s8-deep", Self.demo("6<enter><down><enter>"))
  }

  @Test func s10ThreeColumns() throws {
    try expectFixture("s10-three", Self.demo("7<down><down><enter><down><enter>"))
  }

  @Test func s11TwoColumns() throws {
    try expectFixture("s11-two", Self.demo("8<down><down><down><enter>"))
  }

  @Test func s12AdaptiveLevel3() throws {
    try expectFixture("s12-adaptive", Self.demo("9<down><enter><enter><enter>"))
  }

  /// S15: the picker answers the Colors root; its answer stays with it.
  @Test func s15PickerAnswersTheScreenThatAsked() throws {
    let host = try Self.demo("<down><down><down><down><down><down><down><down><enter>")  // Pick a color…
    try expectFixture("s15-picker", host)
    #expect(host.app.navigator.state.stack(at: .tab(.colors))?.pendingRequests.count == 1)
    host.handle(.down, width: 120)
    host.handle(.enter, width: 120)  // Yellow
    #expect(host.app.pickedColor == .yellow)
    #expect(host.app.navigator.state.shownStack.isEmpty)
    #expect(host.frame(width: 64, height: 20).text.contains("Picked: yellow"))
  }

  /// S16: a popover over a color (a sheet in compact width), and an alert.
  @Test func s16PopoverAndAlert() throws {
    let host = try Self.demo("<enter><down><down><down><down><down><down><enter>")  // Indigo › About indigo
    try expectFixture("s16-popover", host)
    try host.app.navigator.show(Dialog(.alert, title: "Navigation not saved", message: "The disk is full."))
    try expectFixture("s16-alert", host)
    host.handle(.enter, width: 120)  // OK
    #expect(host.app.navigator.state.shownDialog == nil)
  }

  /// S17: leaving the Edit screen with unsaved changes asks first, by any
  /// way out that removes it; a tab switch keeps it; Discard removes it and
  /// the app learns so.
  @Test func s17DiscardChangesOnEveryWayOut() throws {
    let host = try Self.demo("4<enter><enter>")  // Edit, Change the title
    #expect(host.app.hasUnsavedChanges)
    for wayOut in [Key.escape, .character("r")] {
      host.handle(wayOut, width: 120)
      try expectFixture("s17-discard", host)
      host.handle(.enter, width: 120)  // the default choice: Keep Editing
      #expect(host.app.navigator.state.selectedTab == .calendar)
      #expect(host.app.isEditShown && host.app.hasUnsavedChanges)
    }
    // A tab switch asks nothing, and the edit is there on coming back.
    host.handle(.character("2"), width: 120)
    #expect(host.app.navigator.state.selectedTab == .router && host.app.navigator.state.shownDialog == nil)
    host.handle(.character("4"), width: 120)
    #expect(host.app.isEditShown && host.app.hasUnsavedChanges)
    #expect(host.app.discardedEdits == 0)
    host.handle(.escape, width: 120)
    host.handle(.left, width: 120)  // to Discard Changes
    host.handle(.enter, width: 120)
    #expect(host.app.navigator.state.selectedTab == .calendar)
    #expect(!host.app.isEditShown && !host.app.hasUnsavedChanges)
    #expect(host.app.discardedEdits == 1)
    // A new event in a sheet: Esc dismisses it as a drag down would, and asks once it has changes.
    for key in [Key.down, .enter, .enter] { host.handle(key, width: 120) }  // New event…, Change the title
    #expect(host.app.navigator.state.shownStack.last?.route == AnyRoute(CalendarRoute.newEvent))
    host.handle(.escape, width: 120)
    #expect(host.app.navigator.state.shownDialog?.title == "Discard changes?")
    host.handle(.left, width: 120)
    host.handle(.enter, width: 120)  // Discard Changes
    #expect(host.app.navigator.state.shownStack.isEmpty && host.app.discardedEdits == 2)
  }
}

@MainActor @Suite struct DemoRegistryTests {
  /// Every demo route type is registered: a state holding one of each saves
  /// and loads back equal (a tag registered twice would drop a type silently).
  @Test func aStateOfEveryDemoRouteRoundTrips() throws {
    let navigator = Navigator(Tabs<DemoTab, AnyRoute>(selected: .colors))
    try navigator.push(AnyRoute(ColorRoute.indigo))
    try navigator.push(AnyRoute("star.fill"))
    try navigator.push(AnyRoute(556))
    try navigator.push(AnyRoute(RouterRoute.category(.detail(999))))
    try navigator.push(AnyRoute(CalendarRoute.edit))
    try navigator.present(AnyRoute(ExportRoute.export), as: .cover)
    try navigator.present(AnyRoute(AboutRoute.about), in: .modalOverTabs)
    try navigator.push(AnyRoute(ThreeColumnRoute.detail(contentID: 2, 4)))
    try navigator.push(AnyRoute(TwoColumnRoute(id: 3)))
    try navigator.push(AnyRoute(LevelRoute(root: 1, level: 5)), hidesBack: true)
    try navigator.present(AnyRoute(ColorPickerRoute.pickColor), as: .sheet)
    try navigator.present(AnyRoute(ColorInfoRoute(.red)), as: .popover)
    let encoder = JSONEncoder()
    encoder.routeRegistry = demoRegistry
    let decoder = JSONDecoder()
    decoder.routeRegistry = demoRegistry
    let data = try encoder.encode(navigator.state)
    #expect(try decoder.decode(NavigationState<DemoTab, AnyRoute>.self, from: data) == navigator.state)
    for tag in ["color", "router", "calendar", "export", "three", "two", "level", "picker", "color-info"] {
      #expect(demoRegistry.knows(tag: tag))
    }
  }
}
