import SwiftUI
import SwiftUILifecycle
import Testing
@_spi(WayfinderInternals) import Wayfinder
@_spi(WayfinderInternals) import WayfinderSwiftUI

/// Results, dialogs, popovers, inspectors and leaving with confirmation
/// (S15–S17) through the real hosts in the stand-in (they ran on the model
/// of SwiftUI before).
@MainActor @Suite(.timeLimit(.minutes(10))) struct DialogTests {
  static let discard = Dialog.confirmation("Discard changes?", confirm: "Discard", cancel: "Keep Editing")

  /// A navigator at `list › edit`, whose edit screen has unsaved changes, on an iPhone.
  func editing() async throws -> (Navigator<Never, String>, NavigationBindings<Never, String>, Device) {
    let navigator = Navigator(BackStack<String>(pushing: ["list", "edit"]))
    navigator.guards.append(.confirmingLeaving { _ in Self.discard })
    let bindings = NavigationBindings(navigator)
    let device = Device { StackApp(bindings: bindings) }
    try navigator.setConfirmsLeaving(true)
    await device.settledOnTheState(bindings)
    return (navigator, bindings, device)
  }

  @Test func backOnAScreenWithUnsavedChangesAsksAndNoGestureGoesAroundIt() async throws {
    let (navigator, bindings, device) = try await editing()
    #expect(throws: HandError.self) { try device.swipeBack() }  // the system's Back is hidden, and the swipe with it
    #expect(throws: HandError.self) { try device.backMenu(keeping: 0) }
    try device.tap("Back")  // the host's own Back asks the navigator
    await device.settledOnTheState(bindings)
    #expect(device.screen.contains("confirmationDialog \"Discard changes?\""))
    #expect(navigator.state.shownStack.routes == ["list", "edit"])
    try device.tap("Keep Editing")
    await device.settledOnTheState(bindings)
    #expect(navigator.state.shownDialog == nil && navigator.state.shownStack.count == 2)
    try device.tap("Back")
    await device.settle()
    try device.tap("Discard")
    await device.settledOnTheState(bindings)
    #expect(navigator.state.shownStack.routes == ["list"])
    // SwiftUI sets isPresented to false after the choice: the layer writes nothing for it.
    #expect(!bindings.ignoredWrites.contains { if case .dialogDismissed = $0.write { true } else { false } })
  }

  /// An editor in a sheet, with unsaved changes, on screen.
  func editorWithChangesInASheet() async throws -> (Navigator<Never, String>, NavigationBindings<Never, String>, Device)
  {
    let navigator = Navigator(BackStack<String>())
    navigator.guards.append(.confirmingLeaving { _ in Self.discard })
    let bindings = NavigationBindings(navigator)
    let device = Device { StackApp(bindings: bindings) }
    try navigator.present("compose", as: .sheet)
    try navigator.setConfirmsLeaving(true)
    await device.settledOnTheState(bindings)
    return (navigator, bindings, device)
  }

  @Test func aSheetWithUnsavedChangesCannotBeDraggedAway() async throws {
    let (navigator, bindings, device) = try await editorWithChangesInASheet()
    #expect(throws: HandError.self) { try device.dragDown() }
    // Closing it by code asks too.
    #expect(try navigator.dismiss() == .waiting)
    await device.settledOnTheState(bindings)
    #expect(device.screen.contains("confirmationDialog \"Discard changes?\""))
    try device.tap("Discard")
    await device.settledOnTheState(bindings)
    #expect(device.presentations == [[]])
  }

  /// "Discard changes?" → Discard on an editor in a sheet: the sheet goes
  /// once the dialog (an alert controller, in UIKit) has left the screen,
  /// not into its exit, which UIKit refuses (TCA #1991 and others).
  @Test func discardThenDismissWaitsForTheAlertToLeave() async throws {
    let (navigator, bindings, device) = try await editorWithChangesInASheet()
    #expect(try navigator.dismiss() == .waiting)  // the editor's Cancel
    await device.settledOnTheState(bindings)
    try device.tap("Discard")
    var exitFrames = 0
    while device.screen.contains("confirmationDialog"), exitFrames < 1_000 {
      let sheet = device.screen.split(separator: "\n").first {
        $0.trimmingCharacters(in: .whitespaces).hasPrefix("sheet")
      }
      #expect(sheet != nil && sheet?.hasSuffix("(dismissing)") == false, "the sheet waits:\n\(device.screen)")
      #expect(bindings.presented(over: LayerID(.single), as: .sheet) != nil, "the bindings hold its dismissal")
      await device.frames(1)
      exitFrames += 1
    }
    #expect(exitFrames >= device.variants.dialogExitFrames, "the dialog took its exit frames")
    await device.settledOnTheState(bindings)  // no refusal: nothing ran into the exit
    #expect(device.presentations == [[]] && navigator.state.shownStack.isEmpty)
  }

  /// When UIKit's end of the dialog's exit never comes, the sheet still
  /// goes: the watchdog releases the wait after its frames, and says so.
  @Test func discardStillDismissesWhenTheEndOfTheAlertsExitIsLost() async throws {
    let (navigator, bindings, device) = try await editorWithChangesInASheet()
    #expect(try navigator.dismiss() == .waiting)
    await device.settledOnTheState(bindings)
    device.losesTransitionEnds = true  // UIKit's completion of the dialog's dismissal never comes
    try device.tap("Discard")
    let frames = await device.settledOnTheState(bindings)
    #expect(frames > bindings.transitionWatchdogFrames, "released by the watchdog, in frames")
    #expect(device.presentations == [[]] && navigator.state.shownStack.isEmpty)
    #expect(
      bindings.diagnostics == [
        "the end of the exit of the dialog over the stack, modal at 1 was not reported after 180 frames: released"
      ])
  }

  @Test func aDialogShowsOnlyOnceTheSheetItCoversHasAppeared() async throws {
    let navigator = Navigator(BackStack<String>())
    let bindings = NavigationBindings(navigator)
    let device = Device { StackApp(bindings: bindings) }
    await device.settle()
    try navigator.present("sheet", as: .sheet)
    try navigator.show(Dialog(.alert, title: "Saved"))
    await device.frames(3)
    #expect(device.screen.contains("(appearing)") && !device.screen.contains("alert"), "the sheet is still appearing")
    await device.settledOnTheState(bindings)
    #expect(
      device.screen.contains("      stack\n        \"sheet\"\n    alert \"Saved\"")
        || device.screen.contains("alert \"Saved\""))
    try device.tap("OK")
    await device.settledOnTheState(bindings)
    #expect(navigator.state.shownDialog == nil && device.presentations[0].count == 1)
  }

  @Test func closingADialogAndPresentingInOneChangeRefusesNothing() async throws {
    let navigator = Navigator(BackStack<String>())
    let bindings = NavigationBindings(navigator)
    let device = Device { StackApp(bindings: bindings) }
    try navigator.show(Dialog(.alert, title: "Offline"))
    await device.settledOnTheState(bindings)
    try navigator.apply(.dismissDialog)
    try navigator.present("settings", as: .sheet)
    await device.settledOnTheState(bindings)
    #expect(device.presentations[0].count == 1 && device.presentations[0][0].hasPrefix("sheet"))
  }

  @Test func aConfirmationDialogClosedByATapOutsideCancels() async throws {
    let (navigator, bindings, device) = try await editing()
    try device.tap("Back")
    await device.settledOnTheState(bindings)
    try device.tapOutsideDialog()
    await device.settledOnTheState(bindings)
    #expect(navigator.state.shownStack.count == 2 && navigator.waitingChange == nil)
  }

  @Test func aLateChoiceInADialogAlreadyClosedIsIgnored() async throws {
    let navigator = Navigator(BackStack<String>())
    let bindings = NavigationBindings(navigator)
    let device = Device { StackApp(bindings: bindings) }
    try navigator.show(Dialog(.alert, title: "One"))
    await device.settledOnTheState(bindings)
    let late = device.lateWrites().filter { $0.description == "a dialog's button" }
    #expect(late.count == 1)
    try navigator.apply(.dismissDialog)
    try navigator.show(Dialog(.alert, title: "Two"))
    await device.settledOnTheState(bindings)
    for write in late { write.write() }  // the first dialog's OK, tapped as it went
    await device.settledOnTheState(bindings)
    #expect(navigator.state.shownDialog?.title == "Two")
    #expect(bindings.ignoredWrites.last?.reason == "a choice in a dialog that is no longer shown")
  }

  @Test(arguments: [Presentation.popover, .inspector])
  func popoversAndInspectorsAreTheSameItemInBothWidths(_ presentation: Presentation) async throws {
    let navigator = Navigator(BackStack<String>())
    let bindings = NavigationBindings(navigator, sizeClass: .regular)
    let device = Device(.iPad) { StackApp(bindings: bindings) }
    try navigator.present("info", as: presentation)
    try navigator.push("more")
    await device.settledOnTheState(bindings)
    let shown = device.presentations
    device.resize(to: .compact)  // shown as a sheet by SwiftUI itself: nothing is dismissed
    await device.settledOnTheState(bindings)
    #expect(device.presentations == shown)
    #expect(device.screen.contains("\(presentation) as sheet"), "\(device.screen)")
    try device.dragDown()
    await device.settledOnTheState(bindings)
    #expect(device.presentations == [[]] && navigator.state.shownStack.isEmpty)
  }

  @Test func aPickerAnswersTheScreenThatAskedAndADragCancels() async throws {
    let navigator = Navigator(BackStack<String>(pushing: ["event"]))
    let bindings = NavigationBindings(navigator)
    let device = Device { StackApp(bindings: bindings) }
    let key = RequestKey<String>("pick a color")
    let first = try navigator.ask(key, presenting: "picker", as: .sheet)
    await device.settledOnTheState(bindings)
    try navigator.answer("indigo", to: key)
    await device.settledOnTheState(bindings)
    #expect(device.presentations == [[]])
    #expect(await navigator.outcome(of: first) == "indigo")
    let second = try navigator.ask(key, presenting: "picker", as: .sheet)
    await device.settledOnTheState(bindings)
    try device.dragDown()
    await device.settledOnTheState(bindings)
    #expect(await navigator.outcome(of: second) == nil)
    #expect(navigator.state.answer(to: key, at: StackPosition(.single, depth: 1)) == "indigo")
  }
}
