import SwiftUIModel
import Testing
import Wayfinder
import WayfinderSwiftUI

/// Results, dialogs, popovers, inspectors and leaving with confirmation
/// (S15–S17) through the adapter and the model of SwiftUI.
@MainActor @Suite(.timeLimit(.minutes(10))) struct SwiftUIDialogTests {
  static let discard = Dialog.confirmation("Discard changes?", confirm: "Discard", cancel: "Keep Editing")

  func expectSettled<T, R>(_ model: SwiftUIModel<T, R>, sourceLocation: SourceLocation = #_sourceLocation) {
    model.settle()
    #expect(model.violations.isEmpty, "\(model.violations)", sourceLocation: sourceLocation)
    #expect(
      model.differencesFromTheState().isEmpty, "\(model.differencesFromTheState())", sourceLocation: sourceLocation)
  }

  /// A navigator at `list › edit`, whose edit screen has unsaved changes.
  func editing() throws -> (Navigator<Never, String>, SwiftUIModel<Never, String>) {
    let navigator = Navigator(BackStack<String>(pushing: ["list", "edit"]))
    navigator.guards.append(.confirmingLeaving { _ in Self.discard })
    let model = SwiftUIModel(navigator)
    expectSettled(model)
    try navigator.setConfirmsLeaving(true)
    expectSettled(model)
    return (navigator, model)
  }

  @Test func backOnAScreenWithUnsavedChangesAsksAndNoGestureGoesAroundIt() throws {
    let (navigator, model) = try editing()
    #expect(!model.swipeBack())  // the system's Back is hidden, and the swipe with it
    #expect(!model.backMenu(keeping: 0))
    #expect(model.tapBack())  // the host's own Back asks the navigator
    expectSettled(model)
    #expect(model.dialog?.dialog.title == "Discard changes?")
    #expect(navigator.state.shownStack.map(\.route) == ["list", "edit"])
    #expect(model.chooseInDialog(1))  // Keep Editing
    expectSettled(model)
    #expect(model.dialog == nil && navigator.state.shownStack.count == 2)
    #expect(model.tapBack())
    expectSettled(model)
    #expect(model.chooseInDialog(0))  // Discard
    expectSettled(model)
    #expect(navigator.state.shownStack.map(\.route) == ["list"])
    // The isPresented write after the choice changed nothing, and was said why.
    #expect(model.bindings.ignoredWrites.contains { $0.reason == "the dialog closing after a choice" })
  }

  @Test func aSheetWithUnsavedChangesCannotBeDraggedAway() throws {
    let navigator = Navigator(BackStack<String>())
    navigator.guards.append(.confirmingLeaving { _ in Self.discard })
    let model = SwiftUIModel(navigator)
    try navigator.present("compose", as: .sheet)
    try navigator.setConfirmsLeaving(true)
    expectSettled(model)
    #expect(model.chain.last?.item.dismissalDisabled == true)
    #expect(!model.dragDown())
    // Closing it by code asks too.
    #expect(throws: NavigationError.awaitingConfirmation) { try navigator.dismiss() }
    expectSettled(model)
    #expect(model.dialog?.dialog.title == "Discard changes?")
    #expect(model.chooseInDialog(0))
    expectSettled(model)
    #expect(model.chain.isEmpty)
  }

  @Test func aDialogShowsOnlyOnceTheSheetItCoversHasAppeared() throws {
    let navigator = Navigator(BackStack<String>())
    let model = SwiftUIModel(navigator)
    try navigator.present("sheet", as: .sheet)
    try navigator.show(Dialog(.alert, title: "Saved"))
    model.step()
    model.step()
    #expect(model.dialog == nil)  // the sheet is still appearing
    expectSettled(model)
    #expect(model.dialog?.dialog.title == "Saved")
    #expect(model.dialog?.layer == LayerID(.single, modalDepth: 1))
    #expect(model.chooseInDialog(0))
    expectSettled(model)
    #expect(navigator.state.shownDialog == nil && model.chain.count == 1)
  }

  @Test func closingADialogAndPresentingInOneChangeRefusesNothing() throws {
    let navigator = Navigator(BackStack<String>())
    let model = SwiftUIModel(navigator)
    try navigator.show(Dialog(.alert, title: "Offline"))
    expectSettled(model)
    try navigator.dismissDialog()
    try navigator.present("settings", as: .sheet)
    expectSettled(model)
    #expect(model.dialog == nil && model.chain.map(\.item.route) == ["settings"])
  }

  @Test func aConfirmationDialogClosedByATapOutsideCancels() throws {
    let (navigator, model) = try editing()
    #expect(model.tapBack())
    expectSettled(model)
    #expect(model.tapOutsideDialog())
    expectSettled(model)
    #expect(navigator.state.shownStack.count == 2 && navigator.waitingChange == nil)
  }

  @Test func aLateChoiceInADialogAlreadyClosedIsIgnored() throws {
    let navigator = Navigator(BackStack<String>())
    let model = SwiftUIModel(navigator)
    try navigator.show(Dialog(.alert, title: "One"))
    expectSettled(model)
    let shown = try #require(model.dialog)
    try navigator.dismissDialog()
    try navigator.show(Dialog(.alert, title: "Two"))
    expectSettled(model)
    model.viewWrites(.dialogChoice(0, shown.dialog, layer: shown.layer))
    model.viewWrites(.dialogDismissed(shown.dialog, layer: shown.layer))
    expectSettled(model)
    #expect(navigator.state.shownDialog?.title == "Two")
  }

  @Test(arguments: [Presentation.popover, .inspector])
  func popoversAndInspectorsAreTheSameItemInBothWidths(_ presentation: Presentation) throws {
    let navigator = Navigator(BackStack<String>())
    let model = SwiftUIModel(navigator, sizeClass: .regular)
    try navigator.present("info", as: presentation)
    try navigator.push("more")
    expectSettled(model)
    let item = try #require(model.chain.first?.item)
    #expect(item.presentation == presentation)
    model.resize(to: .compact)  // shown as a sheet by SwiftUI itself: nothing is dismissed
    expectSettled(model)
    #expect(model.chain.map(\.item.id) == [item.id])
    #expect(model.dragDown())
    expectSettled(model)
    #expect(model.chain.isEmpty && navigator.state.shownStack.isEmpty)
    #expect(model.callbacks.last == "onDisappear info")
  }

  @Test func aPickerAnswersTheScreenThatAskedAndADragCancels() async throws {
    let navigator = Navigator(BackStack<String>(pushing: ["event"]))
    let model = SwiftUIModel(navigator)
    let key = RequestKey<String>("pick a color")
    let first = try navigator.ask(key, presenting: "picker", as: .sheet)
    expectSettled(model)
    try navigator.answer("indigo", to: key)
    expectSettled(model)
    #expect(model.chain.isEmpty)
    #expect(await navigator.outcome(of: first) == .answered("indigo"))
    let second = try navigator.ask(key, presenting: "picker", as: .sheet)
    expectSettled(model)
    #expect(model.dragDown())
    expectSettled(model)
    #expect(await navigator.outcome(of: second) == .cancelled)
    #expect(navigator.state.answer(to: key, at: StackPosition(.single, depth: 1)) == "indigo")
  }
}
