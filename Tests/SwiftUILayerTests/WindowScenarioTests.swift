import Foundation
import PropertyBased
import SwiftUI
import SwiftUILifecycle
import Testing
import Wayfinder
@_spi(WayfinderInternals) import WayfinderSwiftUI

/// The app's windows through the real `NavigationWindowGroup` on an iPad of
/// the stand-in: which window each scene shows, which windows open at
/// launch, what a scene does when SwiftUI restores a window the state no
/// longer has, where a link goes, and a random run of all of it (this ran
/// on a model of SwiftUI's windows before).
@MainActor @Suite(.timeLimit(.minutes(10))) struct WindowScenarioTests {
  typealias Windows = WindowNavigator<Never, Place>

  /// main showing Mail 1, b showing Mail 2 (in front), c showing Mail 3.
  func threeWindows() throws -> Windows {
    let windows = Windows(template: NavigationState(BackStack<Place>()))
    try windows.open(.main, state: NavigationState(BackStack(pushing: [Place.mail(1)])))
    try windows.open("c", state: NavigationState(BackStack(pushing: [Place.mail(3)])))
    try windows.open("b", state: NavigationState(BackStack(pushing: [Place.mail(2)])))
    return windows
  }

  func launch(_ windows: Windows, restoring values: [WindowID] = [], on kind: Device.Kind = .iPad) -> Device {
    // A launch makes its decisions afresh, as a new process does: the window
    // group takes the decisions made last beside its window navigator.
    let adapter = WindowBindings(
      windows, links: WindowHostTests.links, platform: kind == .mac ? .macOS : .iOS,
      schedule: { job in Task { @MainActor in job() } })
    let scene = NavigationWindowGroup(windows, links: WindowHostTests.links) { _, navigator in mailStack(navigator) }
    return withExtendedLifetime(adapter) { Device(kind, restoring: values.map { AnyHashable($0) }, scene: scene) }
  }

  /// The values of the device's scenes, front first.
  func scenes(_ device: Device) -> [WindowID?] { device.windows.map { $0.value?.base as? WindowID } }

  @Test func whenSwiftUIRestoresEveryWindowEachShowsItsNavigationAndNothingElseOpens() async throws {
    let windows = try threeWindows()
    let device = launch(windows, restoring: ["b", "c", .main])
    let screen = await device.settledScreen()
    #expect(scenes(device) == ["b", "c", .main], "every window has its scene: nothing is asked for")
    #expect(screen.contains("window b: regular, active, focused\n  stack › Mail 2"), "\(screen)")
    #expect(device.log.isEmpty)
  }

  @Test func whenSwiftUIRestoresNoWindowTheStatesWindowsOpenAndTheFrontOneEndsInFront() async throws {
    let windows = try threeWindows()
    let device = launch(windows)  // one scene, without a value
    await device.settle()
    #expect(Set(scenes(device).compactMap { $0 }) == [.main, "b", "c"], "\(device.screen)")
    #expect(scenes(device).first == "b", "the window that was in front is in front")
    #expect(windows.ids.count == 3, "no window was made up")
  }

  @Test func aWindowSwiftUIRestoresThatTheStateNoLongerHasIsOpenedAgain() async throws {
    let windows = try threeWindows()
    try windows.navigator(for: "c")?.push(.mail(4))
    try windows.close("c")
    let device = launch(windows, restoring: ["c", "d", .main, "b"])
    await device.settle()
    #expect(windows.navigator(for: "c")?.state.shownStack.routes == [.mail(3), .mail(4)], "back as it was left")
    #expect(windows.navigator(for: "d")?.state.shownStack.isEmpty == true, "an unknown one starts from the template")
    #expect(Set(scenes(device).compactMap { $0 }) == [.main, "b", "c", "d"])
    #expect(device.log.isEmpty)
  }

  @Test func theWindowInFrontAtLaunchStaysInFrontThoughEveryWindowIsActive() async throws {
    let windows = try threeWindows()  // b in front
    let device = launch(windows, restoring: ["b", "c", .main])
    await device.settle()
    #expect(windows.front == "b", "the focused window is the front one, not the last to become active")
  }

  @Test func aLinkForTheFrontWindowGoesToTheWindowTheUserBroughtForward() async throws {
    let windows = try threeWindows()
    let device = launch(windows, restoring: ["b", "c", .main])
    await device.settle()
    device.bringToFront(1)  // c, as a click on it does: every window stays active
    await device.settle()
    #expect(windows.front == "c")
    device.open(URL(string: "mail://mail/5")!)  // no window shows it: the front window opens it
    await device.settle()
    #expect(windows.navigator(for: "c")?.state.shownStack.routes == [.mail(5)], "\(device.screen)")
    #expect(windows.navigator(for: "b")?.state.shownStack.routes == [.mail(2)])
    #expect(scenes(device).first == "c")
  }

  @Test func onAMacAWindowTheUserClosedDoesNotComeBackAtTheNextLaunch() async throws {
    let windows = try threeWindows()
    let device = launch(windows, restoring: ["b", "c", .main], on: .mac)
    await device.settle()
    device.closeWindow(0)  // b: its close button
    await device.settle()
    #expect(Set(windows.ids) == [.main, "c"], "b is closed in the state")
    #expect(windows.recentlyClosed == ["b"], "and can be reopened as it was left")
    // The next launch: the Mac restores the windows open when the app quit.
    let relaunched = launch(windows, restoring: scenes(device).compactMap { $0 }, on: .mac)
    await relaunched.settle()
    #expect(Set(scenes(relaunched).compactMap { $0 }) == [.main, "c"], "\(relaunched.screen)")
  }

  @Test func onAMacClosingAWindowWithUnsavedChangesAsksInThatWindowAndDiscardClosesIt() async throws {
    let windows = Windows(template: NavigationState(BackStack<Place>())) { _, state in
      let navigator = Navigator(state)
      navigator.guards.append(.confirmingLeaving { _ in Dialog.confirmation("Discard changes?", confirm: "Discard") })
      return navigator
    }
    try windows.open(.main, state: NavigationState(BackStack(pushing: [Place.mail(1)])))
    try windows.open("b", state: NavigationState(BackStack(pushing: [Place.mail(2)])))
    try windows.navigator(for: "b")?.setConfirmsLeaving(true)  // b has unsaved changes
    let device = launch(windows, restoring: ["b", .main], on: .mac)
    await device.settle()
    device.closeWindow(0)  // b: its close button
    await device.settle()
    #expect(scenes(device).first == "b", "b is back, in front, to ask: \(device.screen)")
    #expect(device.screen.contains("confirmationDialog \"Discard changes?\""), "\(device.screen)")
    try await device.tapAndSettle("Discard")
    #expect(windows.ids == [.main], "\(device.screen)")
    #expect(scenes(device) == [.main], "b's scene is gone with it: \(device.screen)")
    #expect(device.log.isEmpty, "\(device.log)")
  }

  @Test func onAMacKeepEditingKeepsTheWindowTheUserTriedToClose() async throws {
    let windows = Windows(template: NavigationState(BackStack<Place>())) { _, state in
      let navigator = Navigator(state)
      navigator.guards.append(
        .confirmingLeaving { _ in Dialog.confirmation("Discard changes?", confirm: "Discard", cancel: "Keep Editing") })
      return navigator
    }
    try windows.open("b", state: NavigationState(BackStack(pushing: [Place.mail(2)])))
    try windows.navigator(for: "b")?.setConfirmsLeaving(true)
    let device = launch(windows, restoring: ["b"], on: .mac)
    await device.settle()
    device.closeWindow(0)
    await device.settle()
    try await device.tapAndSettle("Keep Editing")
    #expect(windows.ids == ["b"] && scenes(device) == ["b"], "\(device.screen)")
    #expect(windows.navigator(for: "b")?.state.shownStack.routes == [.mail(2)])
  }

  @Test func aWindowTheAppClosesTakesItsSceneWithItAndStaysClosed() async throws {
    let windows = try threeWindows()
    let device = launch(windows, restoring: ["b", "c", .main])
    await device.settle()
    try windows.close("c", cause: .user)  // the app's close button in c
    await device.settle()
    #expect(windows.ids.count == 2 && !windows.ids.contains("c"), "c stays closed")
    #expect(scenes(device) == ["b", .main], "c's scene is gone: \(device.screen)")
    #expect(device.log.isEmpty, "\(device.log)")
  }

  @Test func aNewWindowFromTheMenuIsANewWindow() async throws {
    let windows = try threeWindows()
    let device = launch(windows, restoring: ["b", "c", .main])
    await device.settle()
    device.openNewWindow()
    await device.settle()
    #expect(scenes(device).first == "window-2", "\(device.screen)")
    #expect(windows.front == "window-2" && windows.navigator(for: "window-2")?.state.shownStack.isEmpty == true)
  }

  @Test func aLinkTheSceneItReachedIsNotForIsSentToItsWindow() async throws {
    let windows = try threeWindows()
    let device = launch(windows, restoring: [.main, "b", "c"])
    await device.settle()
    try windows.focus("c")  // in front of the state; main's scene is in front on screen
    device.open(URL(string: "mail://mail/5")!)
    await device.settle()
    #expect(scenes(device).first == "c", "c's scene comes forward: \(scenes(device))")
    #expect(windows.navigator(for: "c")?.state.shownStack.routes == [.mail(5)])
    #expect(windows.navigator(for: .main)?.state.shownStack.routes == [.mail(1)])
  }

  @Test func aLinkWithNoWindowOpenOpensOne() async throws {
    let windows = try threeWindows()
    let device = launch(windows, restoring: ["b", "c", .main])
    await device.settle()
    for id in scenes(device).compactMap({ $0 }) {
      device.closeWindow(0)  // the user closes each window: UIKit discards its scene
      try windows.close(id, cause: .user)
    }
    await device.settle()
    #expect(windows.ids.isEmpty && device.windows.isEmpty)
    device.open(URL(string: "mail://mail/7")!)
    let screen = await device.settledScreen()
    #expect(screen.hasPrefix("window window-2: regular, active, focused\n  stack › Mail 7"), "\(screen)")
    #expect(windows.recentlyClosed == [.main, "c", "b"], "the newest first")
  }

  @Test func aClosedWindowIsGoneButOneTheSystemLetGoOfStays() async throws {
    let windows = try threeWindows()
    let device = launch(windows, restoring: ["b", "c", .main])
    await device.settle()
    device.closeWindow(0)  // b: the user closes it
    try windows.close("b", cause: .user)
    device.closeWindow(0)  // c: the system lets its scene go
    await device.settle()
    #expect(windows.ids == [.main, "c"])
    #expect(device.log.isEmpty, "a window the system let go of is not reopened by itself")
    // The next launch: SwiftUI restores what it kept; b is gone.
    let relaunched = launch(windows, restoring: scenes(device).compactMap { $0 })
    await relaunched.settle()
    #expect(Set(scenes(relaunched).compactMap { $0 }) == [.main, "c"])
  }

  @Test func eachWindowsNavigationIsItsOwn() async throws {
    let windows = try threeWindows()
    try windows.close("c")
    let device = launch(windows, restoring: [.main, "b"])
    await device.settle()
    try device.tap("Next")  // in main, in front
    await device.settle()
    device.bringToFront(1)
    await device.settle()
    try device.swipeBack()  // in b
    device.resize(0, to: .compact)
    await device.settle()
    #expect(windows.navigator(for: .main)?.state.shownStack.routes == [.mail(1), .mail(2)])
    #expect(windows.navigator(for: "b")?.state.shownStack.isEmpty == true)
    #expect(windows.sizeClass(of: "b") == .compact && windows.sizeClass(of: .main) == .regular)
    #expect(device.screenDifferences.isEmpty && device.refusals.isEmpty)
  }

  /// Random launches, new windows, closes, scenes let go, windows brought
  /// forward, links and relaunches, on an iPad and on a Mac: no two scenes
  /// ever show one window, every scene shows an open window, the window in
  /// front is the focused one, and after a launch every open window has a scene.
  @Test(arguments: [Device.Kind.iPad, .mac]) func scenesAndWindowsStayInStep(on kind: Device.Kind) async throws {
    let actions = zip(Gen.int(in: 0...6), Gen.int(in: 0...5)).array(of: 1...25)
    await propertyCheck(count: 40, input: actions) { actions in
      let windows = Windows(template: NavigationState(BackStack<Place>()))
      var device = launch(windows, on: kind)
      await device.settle()
      var letGo = Set<WindowID>()
      for (action, value) in actions {
        let index = device.windows.isEmpty ? nil : value % device.windows.count
        switch action {
        case 0: device.openNewWindow()
        case 1:
          if let index, let id = scenes(device)[index] {
            device.closeWindow(index)
            _ = try? windows.close(id, cause: .user)
          }
        case 2:
          if let index {
            if let id = scenes(device)[index] { letGo.insert(id) }
            device.closeWindow(index)
          }
        case 3: if let index { device.bringToFront(index) }
        case 4: device.open(URL(string: "mail://mail/\(value)")!)
        case 5:
          let restored = scenes(device).compactMap { $0 }
          device = launch(windows, restoring: restored, on: kind)
          letGo = []
        default: device.open(URL(string: "mail://nowhere")!)
        }
        await device.settle()
        let shown = scenes(device).compactMap { $0 }
        #expect(Set(shown).count == shown.count, "two scenes show one window: \(shown)")
        if let focused = scenes(device).first ?? nil {
          #expect(windows.front == focused, "the window in front is not the focused one:\n\(device.screen)")
        }
        #expect(shown.allSatisfy { windows.ids.contains($0) }, "a scene shows a window that is not open")
        #expect(shown.count == device.windows.count, "a scene shows no window:\n\(device.screen)")
        #expect(Set(windows.ids).subtracting(shown).isSubset(of: letGo), "an open window has no scene")
        #expect(device.refusals.isEmpty)
      }
    }
  }
}
