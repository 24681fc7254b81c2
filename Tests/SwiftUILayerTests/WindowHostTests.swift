import Foundation
import SwiftUI
import SwiftUILifecycle
import Testing
@_spi(WayfinderInternals) import Wayfinder
@_spi(WayfinderInternals) import WayfinderSwiftUI

/// `NavigationWindowGroup` run as SwiftUI runs a `WindowGroup(for:)`:
/// launches, restored windows, `openWindow(value:)`, links, closing. An
/// `EmptyView` never appears here (the rule's default).
@MainActor @Suite(.timeLimit(.minutes(10))) struct WindowHostTests {
  typealias Windows = WindowNavigator<Never, Place>

  static let links: LinkTable<Never, Place> = {
    var links = LinkTable<Never, Place>(scheme: "mail")
    let number = LinkParameter<Int>("number")
    try! links.register(LinkPattern("mail", number)) { values, place in
      try place.push(.mail(values[number] ?? 0))
    } print: { place in
      guard case .mail(let value)? = place.pushedRoutes?.last else { return nil }
      var values = LinkValues()
      values[number] = value
      return values
    }
    return links
  }()

  func group(_ windows: Windows) -> some Scene {
    NavigationWindowGroup(windows, links: Self.links) { _, navigator in mailStack(navigator) }
  }

  func windows(_ names: [WindowID] = [], maxWindows: Int = 64) throws -> Windows {
    let windows = Windows(template: NavigationState(BackStack<Place>()), maxWindows: maxWindows)
    for (index, name) in names.enumerated() {
      try windows.open(name, state: NavigationState(BackStack(pushing: [Place.mail(index + 1)])))
    }
    return windows
  }

  @Test func aWindowDecidesWhatItShowsAtLaunch() async throws {
    let windows = try windows()
    let device = Device(.iPad, scene: group(windows))
    #expect(await device.settledScreen().contains("window main: regular, active, focused\n  stack"))
  }

  @Test func theFirstLaunchShowsTheMainWindow() async throws {
    let windows = try windows()
    let device = Device(.iPad, scene: group(windows))
    #expect(
      await device.settledScreen() == """
        window main: regular, active, focused
          stack
            list
              [Mail 1 ›]
              [Mail 2 ›]
        """)
    #expect(windows.ids == [.main])
  }

  @Test func restoredWindowsShowTheirNavigationAndTheOthersOpenAtLaunch() async throws {
    let windows = try windows([.main, "b", "c"])  // c in front
    let device = Device(.iPad, restoring: [AnyHashable(WindowID("b"))], scene: group(windows))
    let screen = await device.settledScreen()
    #expect(device.windows.count == 3, "\(screen)")
    #expect(screen.contains("window b: regular, active\n  stack › Mail 2  ‹ Back"), "\(screen)")
    #expect(screen.contains("window main: regular, active\n  stack › Mail 1  ‹ Back"), "\(screen)")
    #expect(
      screen.contains("window c: regular, active, focused\n  stack › Mail 3  ‹ Back"), "the front window ends in front")
    #expect(windows.front == "c")
  }

  @Test func aLinkGoesToTheWindowThatShowsItsPlaceOrOpensOne() async throws {
    let windows = try windows([.main])
    let device = Device(.iPad, restoring: [AnyHashable(WindowID.main)], scene: group(windows))
    await device.settle()
    device.open(URL(string: "mail://mail/9")!)
    let screen = await device.settledScreen()
    #expect(screen.contains("Mail 9"), "\(screen)")
    #expect(device.log.isEmpty, "\(device.log)")
  }

  @Test func closingAWindowOnlyMakesItsSceneDisappear() async throws {
    let windows = try windows([.main, "b"])
    let device = Device(
      .iPad, restoring: [AnyHashable(WindowID.main), AnyHashable(WindowID("b"))],
      scene: group(windows))
    await device.settle()
    device.closeWindow(1)
    #expect(await device.settledScreen().hasPrefix("window main: regular, active"))
    #expect(windows.ids.count == 2, "the window stays in the state: the app closes it when UIKit says so")
  }

  @Test func eachWindowAdaptsToItsOwnWidth() async throws {
    let windows = try windows([.main])
    let device = Device(.iPad, restoring: [AnyHashable(WindowID.main)], scene: group(windows))
    await device.settle()
    device.resize(to: .compact)
    await device.settle()
    #expect(windows.sizeClass(of: .main) == .compact)
  }

  @Test func onADeviceOfOneSceneNoWindowIsAskedForThatCannotOpen() async throws {
    let windows = try windows([.main, "b"])
    let device = Device(.iPhone, restoring: [AnyHashable(WindowID.main)], scene: group(windows))
    await device.settle()
    #expect(device.log.isEmpty, "\(device.log)")
  }

  @Test func onADeviceOfOneSceneALinkForAnotherWindowOpensInTheSceneThatReceivedIt() async throws {
    let windows = try windows([.main, "b"])
    let device = Device(.iPhone, restoring: [AnyHashable(WindowID.main)], scene: group(windows))
    await device.settle()
    try windows.focus("b")  // b in front of the state, which no scene shows
    device.open(URL(string: "mail://mail/9")!)  // the policy gives it b, the front window
    let screen = await device.settledScreen()
    #expect(screen.contains("window main: compact, active, focused\n  stack › Mail 9  ‹ Back"), "\(screen)")
    #expect(windows.navigator(for: .main)?.state.shownStack.routes == [.mail(9)])
    #expect(device.log.isEmpty, "no openWindow SwiftUI would ignore: \(device.log)")
  }

  @Test func aChangeInAWindowDoesNotEvaluateItsRootAgain() async throws {
    let windows = try windows([.main])
    let device = Device(.iPad, restoring: [AnyHashable(WindowID.main)], scene: group(windows))
    await device.settle()
    let before = device.bodyCounts["WindowRoot"] ?? 0
    try await device.tapAndSettle("Next")
    #expect(device.screen.contains("stack › Mail 1 › Mail 2"))
    #expect(device.bodyCounts["WindowRoot"] == before)
  }

  @Test func aWindowThatCannotBeShownSaysSoInTheUsersLanguageNotAsAnError() async throws {
    let windows = try windows([.main], maxWindows: 1)
    let device = Device(
      .iPad, restoring: [AnyHashable(WindowID("gone")), AnyHashable(WindowID.main)],
      scene: group(windows))
    await device.settle()
    #expect(
      device.screen.contains(
        """
        window gone: regular, active, focused
          ⟨exclamationmark.triangle⟩
          "Can’t Show This Window"
          "Close this window and open another one."
        """), "\(device.screen)")
    #expect(!device.screen.contains("Error") && !device.screen.contains("tooManyWindows"))
  }
}
