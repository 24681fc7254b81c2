import SwiftUI
import SwiftUILifecycle
import Testing
@_spi(WayfinderInternals) import Wayfinder
@_spi(WayfinderInternals) import WayfinderSwiftUI

/// Issue 35: what the app changes while the user drags a sheet away waits
/// until the drag has ended, gone or let go of
/// (``LifecycleRule/aDragIsAnInteractiveDismissal``): UIKit refuses to
/// present while the dismissal runs (``LifecycleRule/onePresentationAtATime``).
@MainActor @Suite(.timeLimit(.minutes(10))) struct DragTests {
  /// A stack app on an iPhone showing the sheet "a".
  func showingASheet() async throws -> (Navigator<Never, String>, NavigationBindings<Never, String>, Device) {
    let navigator = Navigator(BackStack<String>())
    let bindings = NavigationBindings(navigator)
    let device = Device { StackApp(bindings: bindings) }
    try navigator.present("a", as: .sheet)
    await device.settledOnTheState(bindings)
    return (navigator, bindings, device)
  }

  @Test func anAppsPresentationWhileTheUserDragsASheetAwayIsNotRefused() async throws {
    let (navigator, bindings, device) = try await showingASheet()
    try device.dragDown()
    await device.frames(2)  // mid-drag
    try navigator.present("b", as: .sheet)  // the app's, over "a" in its state
    await device.settledOnTheState(bindings)
    #expect(device.refusals.isEmpty, "\(device.refusals)")
    #expect(navigator.state.shownStack.isEmpty, "the drag took \"a\", and \"b\" above it, away")
  }

  @Test func anAppsPresentationWhileTheUserLetsGoOfTheDragShowsOverTheSheet() async throws {
    let (navigator, bindings, device) = try await showingASheet()
    try device.dragDown()
    await device.frames(2)
    try navigator.present("b", as: .sheet)
    await device.frames(4)
    #expect(device.presentations.first?.count == 1, "held while the user drags: \(device.presentations)")
    try device.letGoOfTheDrag()
    await device.settledOnTheState(bindings)
    #expect(device.refusals.isEmpty, "\(device.refusals)")
    #expect(navigator.state.shownStack.routes == ["a", "b"])
    #expect(device.presentations.first?.count == 2, "\(device.presentations)")
  }

  /// The app asked a frame before the drag began, for a sheet or an alert:
  /// released, not drawn yet, it waits for the drag to end, gone or let go
  /// of (found by random sessions of a mail app: "inspector from … while
  /// the user drags compose away", "Sent from … while the user drags
  /// inspector away").
  @Test(arguments: [(false, false), (false, true), (true, false), (true, true)])
  func whatTheAppAskedAFrameBeforeTheDragWaitsForItToEnd(_ alert: Bool, _ letGo: Bool) async throws {
    let (navigator, bindings, device) = try await showingASheet()
    if alert { try navigator.show(Dialog(.alert, title: "Sent")) } else { try navigator.present("b", as: .sheet) }
    await device.frames(1)
    try device.dragDown()
    if letGo {
      await device.frames(3)
      try device.letGoOfTheDrag()
    }
    await device.settledOnTheState(bindings)
    #expect(device.refusals.isEmpty, "\(device.refusals)")
    #expect(navigator.state.shownStack.routes == (letGo && !alert ? ["a", "b"] : letGo ? ["a"] : []))
    #expect(navigator.state.shownDialog?.title == (letGo && alert ? "Sent" : nil))
  }

  /// A presentation queued before the drag (behind a transition whose end
  /// UIKit lost) and released by the watchdog during it waits too.
  @Test func aPresentationReleasedWhileTheUserDragsASheetAwayIsNotRefused() async throws {
    let navigator = Navigator(BackStack<String>())
    let bindings = NavigationBindings(navigator)
    let device = Device { StackApp(bindings: bindings) }
    await device.settle()
    device.losesTransitionEnds = true
    try navigator.present("a", as: .sheet)
    try navigator.present("b", as: .sheet)  // waits for the end of "a"'s presentation
    await device.frames(bindings.transitionWatchdogFrames - 10)
    #expect(device.presentations.first?.count == 1, "\(device.presentations)")
    try device.dragDown()
    await device.settledOnTheState(bindings)
    #expect(device.refusals.isEmpty, "\(device.refusals)")
    #expect(navigator.state.shownStack.isEmpty)
  }

  /// Issue 35, N4: every `TimelineView(.animation)` on screen reports its
  /// own date; a transition whose end is lost is released after three
  /// seconds of frames at 120 Hz, however many of them show.
  @Test func aLostTransitionEndIsReleasedAfterThreeSecondsAt120HzNotBefore() async throws {
    let variants = LifecycleVariants(transitionFrames: 40, dialogExitFrames: 30, framesPerSecond: 120)
    let navigator = Navigator(BackStack<String>())
    let bindings = NavigationBindings(navigator)
    let device = Device(variants: variants) { StackApp(bindings: bindings) }
    await device.settle()
    device.losesTransitionEnds = true
    try navigator.present("a", as: .sheet)
    try navigator.present("b", as: .sheet)
    var frames = 0
    while device.presentations.first?.count != 2, frames < 2_000 {
      await device.frames(1)
      frames += 1
    }
    #expect(frames >= 360, "released after \(frames) frames: \(bindings.diagnostics)")
    #expect(frames < 400, "released after \(frames) frames")
  }
}
