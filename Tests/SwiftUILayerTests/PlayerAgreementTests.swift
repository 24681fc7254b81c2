import SwiftUI
import SwiftUILifecycle
import Testing
import Wayfinder
@_spi(WayfinderInternals) import WayfinderSwiftUI
import WayfinderTesting

/// The lifecycle player (WayfinderTesting) against the layer it stands for:
/// each script runs through the stand-in with the real SwiftUI layer and
/// through the player, on two navigators made alike, and fails where they
/// disagree: whether a gesture could be made, the navigator's state, the
/// presentations shown, and the frames each settle took.
@MainActor @Suite(.timeLimit(.minutes(5))) struct PlayerAgreementTests {
  enum Step<Tab: Hashable & Sendable> {
    case send(NavigationIntent<Tab, String>.Operation)
    case gesture(LifecyclePlayer<Tab, String>.Gesture)
    /// Instead of settling after the step before: this many frames, so that
    /// the next step lands in the middle of what that one started.
    case frames(Int)
  }

  /// Makes `gesture` with the stand-in's hands; whether it could be made.
  func perform<Tab>(_ gesture: LifecyclePlayer<Tab, String>.Gesture, on device: Device) -> Bool {
    do {
      switch gesture {
      case .swipeBack, .tapBack: try device.swipeBack()
      case .backMenu(let count): try device.backMenu(keeping: count)
      case .dragDown: try device.dragDown()
      case .tapButton(let title): try device.tap(title)
      case .tapOutsideDialog: try device.tapOutsideDialog()
      case .push(let route): try device.tap("link \(route)")
      case .tapTab(let tab): try device.tapTab("\(tab)")
      case .resize(let sizeClass): device.resize(to: sizeClass == .compact ? .compact : .regular)
      default:
        Issue.record("the script uses a gesture the agreement test does not map: \(gesture)")
        return false
      }
      return true
    } catch {
      return false
    }
  }

  /// Runs `script` both ways on a stack, settling after each step, and compares.
  func agree(_ script: [Step<Never>], start: BackStack<String> = BackStack()) async throws {
    let layerNavigator = Navigator(start)
    let bindings = NavigationBindings(layerNavigator, sizeClass: .compact, platform: .iOS)
    let device = Device(.iPhone) { StackApp(bindings: bindings, links: stringLinks) }
    let test = NavigationTest(Navigator(start), exhaustive: false)
    await agree(
      script, device: device, bindings: bindings, player: LifecyclePlayer(test), test: test)
  }

  /// Runs `script` through `device` (showing `bindings`) and through
  /// `player` (over `test`), settling after each step, and compares.
  func agree<Tab>(
    _ script: [Step<Tab>], device: Device, bindings: NavigationBindings<Tab, String>,
    player: LifecyclePlayer<Tab, String>, test: NavigationTest<Tab, String>
  ) async {
    let layerNavigator = bindings.navigator
    #expect(await device.settle() > 0)
    await player.settle()
    for (index, step) in script.enumerated() {
      let place = "step \(index + 1) (\(step))"
      if case .frames = step { continue }
      // A step followed by frames: each side runs those frames instead of settling.
      var frames: Int?
      if index + 1 < script.count, case .frames(let count) = script[index + 1] { frames = count }
      func settleLayer() async -> Int {
        guard let frames else { return await device.settledOnTheState(bindings) }
        await device.frames(frames)
        return frames
      }
      func settlePlayer() async -> Int {
        guard let frames else { return await player.settle() }
        await player.frames(frames)
        return frames
      }
      // Each side makes the step just before it settles: the work the step
      // leaves for the main actor (the bindings' catch-up) waits for its own frames.
      let layer: String
      let played: String
      let layerFrames: Int
      let playerFrames: Int
      switch step {
      case .send(let operation):
        layer = "\(Result { try layerNavigator.apply(NavigationIntent(operation)) })"
        layerFrames = await settleLayer()
        played = "\(Result { try test.navigator.apply(NavigationIntent(operation)) })"
        playerFrames = await settlePlayer()
      case .gesture(let gesture):
        layer = "\(perform(gesture, on: device))"
        layerFrames = await settleLayer()
        // A gesture the player cannot make fails where it is made, with the
        // sentence of its refusal: the player refuses exactly where the layer does.
        let reason = player.refusal(of: gesture)
        let failures = Report.failures { player.perform(gesture) }
        #expect(
          failures.map { $0.components(separatedBy: "cannot be made: ").last } == (reason.map { [$0] } ?? []),
          "\(place): \(gesture) failed with \(failures), refusal: \(reason ?? "none")")
        played = "\(reason == nil)"
        playerFrames = await settlePlayer()
      case .frames: continue
      }
      #expect(layer == played, "\(place): the layer answered \(layer), the player \(played)")
      #expect(
        layerNavigator.state == test.navigator.state,
        "\(place): the states differ:\n\(layerNavigator.state)\n\(test.navigator.state)")
      let layerShows = device.presentations[0].map { String($0.prefix { $0 != " " }) }
      #expect(
        layerShows == player.presentationStyles,
        "\(place): the layer shows \(layerShows), the player \(player.presentationStyles)")
      #expect(
        layerFrames == playerFrames,
        "\(place): the layer settled in \(layerFrames) frames, the player in \(playerFrames)")
      #expect(
        device.refusals.count == player.refusals.count,
        "\(place): the layer's rules refused \(device.refusals), the player's \(player.refusals)")
    }
    // The end: both settle where they are.
    let layerFrames = await device.settledOnTheState(bindings)
    let playerFrames = await player.settle()
    #expect(layerNavigator.state == test.navigator.state, "at the end: the states differ")
    #expect(device.refusals.count == player.refusals.count, "at the end: the rules refused differently")
    #expect(
      layerFrames == playerFrames,
      "at the end: the layer settled in \(layerFrames) frames, the player in \(playerFrames)")
    await test.finish()
  }

  @Test func nestedModalsDragsSwipesAndDialogs() async throws {
    let leave = Dialog(.confirmationDialog, title: "Leave?", buttons: [DialogButton("Leave"), DialogButton("Stay")])
    try await agree([
      .send(.present("s", as: .sheet)), .send(.push("c", hidesBack: false)), .send(.present("t", as: .cover)),
      .gesture(.dragDown), .gesture(.swipeBack), .send(.dismiss), .gesture(.swipeBack), .gesture(.dragDown),
      .send(.push("a", hidesBack: false)), .send(.push("b", hidesBack: false)), .send(.showDialog(leave)),
      .gesture(.tapOutsideDialog), .send(.showDialog(leave)), .gesture(.tapButton("Stay")),
      .gesture(.backMenu(keeping: 0)),
    ])
  }

  @Test func gesturesAndIntentsInTheMiddleOfTransitions() async throws {
    try await agree(
      [
        .send(.present("s", as: .sheet)), .frames(5), .gesture(.dragDown), .gesture(.dragDown), .frames(3),
        .send(.present("t", as: .sheet)), .frames(2), .gesture(.swipeBack), .send(.push("a", hidesBack: false)),
        .frames(1), .send(.present("u", as: .cover)), .frames(10), .send(.dismissAll),
      ])
  }

  @Test func hiddenBackTurnsOffTheSwipeAndTheDragBothWays() async throws {
    try await agree([
      .send(.present("s", as: .sheet)), .send(.push("locked", hidesBack: true)), .gesture(.swipeBack),
      .gesture(.dragDown), .send(.dismissAll),
    ])
  }

  /// Runs `script` both ways on the app of two tabs (tab one a stack, tab
  /// two a split of two columns), tab one selected, and compares (see
  /// ``agree(_:device:bindings:player:test:)``).
  func agreeOnTwoTabs(_ script: [Step<TwoTabs>]) async throws {
    let start = try Tabs<TwoTabs, String>(TwoTabs.allCases, selected: .one)
    let layerNavigator = Navigator<TwoTabs, String>(start)  // the bindings hold it weakly
    let bindings = twoTabsBindings(layerNavigator)
    let device = Device { TwoTabsApp(bindings: bindings) }
    let playerNavigator = Navigator<TwoTabs, String>(start)
    playerNavigator.layouts = NavigationLayouts { $0 == .two ? .twoColumns : .stack }
    let test = NavigationTest(playerNavigator, exhaustive: false)
    let player = LifecyclePlayer(test)
    await agree(script, device: device, bindings: bindings, player: player, test: test)
    withExtendedLifetime(layerNavigator) {}
  }

  @Test func tabTapsReTapsAndTheTabBarCoveredByASheet() async throws {
    try await agreeOnTwoTabs([
      .send(.push("a", hidesBack: false)), .gesture(.tapTab(.two)), .gesture(.tapTab(.one)),
      .gesture(.tapTab(.one)), .send(.present("s", as: .sheet)), .gesture(.tapTab(.two)), .gesture(.dragDown),
      .gesture(.tapTab(.two)),
    ])
  }
}
