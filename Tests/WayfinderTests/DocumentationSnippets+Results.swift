// The Swift blocks about results, dialogs and confirmations of the
// Scenarios article (S15 to S17), verbatim, compiled and run, each followed
// by expectations that check what its comments say (see
// DocumentationSnippets.swift).
import Foundation
import Testing
import Wayfinder

enum Paint: Hashable, Codable, Sendable { case canvas, picker, about, edit }
extension RequestKey<Shade> {
  static let pickShade = RequestKey("pick a shade")
}

@MainActor @Suite struct ResultDocumentationSnippets {
  /// Saving.md: an answer saved before its key's type changed is dropped
  /// and said when the key is registered, and reads as `nil` unsaid when
  /// it is not.
  @Test func anAnswerOfAnotherTypeIsDroppedAndSaidWhenItsKeyIsRegistered() throws {
    var registry = RouteRegistry.standard
    try registry.register(answersTo: .pickShade)
    let store = NavigationStore<Never, Paint>(app: "Paint", schemaVersion: 1, registry: registry)
    let paint = Navigator(BackStack<Paint>(pushing: [.canvas]))
    _ = try paint.ask(.pickShade, presenting: .picker)
    try paint.answer(.yellow, to: .pickShade)
    let saved = try store.data(for: paint.state)
    // The same file, written when the answers to "pick a shade" were numbers.
    let older = Data(String(decoding: saved, as: UTF8.self).replacingOccurrences(of: #"\"yellow\""#, with: "42").utf8)
    #expect(older != saved)
    let restored = store.restore(from: older, into: NavigationState(BackStack<Paint>()))
    #expect(restored.state.answer(to: .pickShade, at: StackPosition(.single, depth: 0)) == nil)
    #expect(restored.state == NavigationState(BackStack<Paint>(pushing: [.canvas])), "no answer kept")
    guard case .droppedRequest(.single, "pick a shade", let reason)? = restored.diagnostics.first else {
      Issue.record("expected the answer dropped and said, got \(restored.diagnostics)")
      return
    }
    #expect(restored.diagnostics.count == 1)
    #expect(reason.contains("does not decode as") && reason.contains("Shade"))
    // Unregistered, the same answer restores, unchecked, and reads as nil.
    let unchecked = NavigationStore<Never, Paint>(app: "Paint", schemaVersion: 1)
      .restore(from: older, into: NavigationState(BackStack<Paint>()))
    #expect(unchecked.diagnostics.isEmpty)
    #expect(unchecked.state != NavigationState(BackStack<Paint>(pushing: [.canvas])), "the answer is kept")
    #expect(unchecked.state.answer(to: .pickShade, at: StackPosition(.single, depth: 0)) == nil)
  }

  /// A key registered twice with two answer types is refused; the
  /// registry keeps the first.
  @Test func aKeyRegisteredWithAnotherAnswerTypeIsRefused() throws {
    var registry = RouteRegistry()
    try registry.register(answersTo: .pickShade)
    try registry.register(answersTo: .pickShade)  // the same again: nothing
    #expect(throws: RegistrationError.tagTaken(tag: "pick a shade", by: "WayfinderTests.Shade")) {
      try registry.register(answersTo: RequestKey<Int>("pick a shade"))
    }
  }

  @Test func scenariosS15ToS17() async throws {
    let paint = Navigator(BackStack<Paint>(pushing: [.canvas]))
    let request = try paint.ask(.pickShade, presenting: .picker)  // the canvas asks; the picker is a sheet
    try paint.answer(.yellow, to: .pickShade)  // the picker answers, and leaves
    let picked = paint.state.answer(to: request)  // .yellow, for the canvas
    let again = try paint.ask(.pickShade, presenting: .picker)
    try paint.goBack()  // or a swipe down: no answer
    let outcome = await paint.outcome(of: again)  // nil: cancelled
    let shown = paint.state.answer(to: .pickShade, at: StackPosition(.single, depth: 1))  // still .yellow
    #expect(request.key == .pickShade)
    #expect(picked == .yellow)
    #expect(outcome == nil)
    #expect(shown == .yellow)
    #expect(paint.state.shownStack.routes == [.canvas])

    let asked = try paint.ask(.pickShade, presenting: .picker)
    let store = NavigationStore<Never, Paint>(app: "Paint", schemaVersion: 1)
    let quit = try store.data(for: paint.state)  // what the store writes at quit
    let restored = store.restore(from: quit, into: NavigationState(BackStack<Paint>()))
    let relaunch = Navigator(restored.state)
    try relaunch.answer(.green, to: .pickShade)  // picked after the relaunch
    let reached = relaunch.state.answer(to: asked)  // .green, for the canvas
    #expect(restored.diagnostics.isEmpty)
    #expect(restored.state.shownStack.routes == [.canvas, .picker])
    #expect(reached == .green)
    #expect(relaunch.state.shownStack.routes == [.canvas])

    let canvas = Navigator(BackStack<Paint>(pushing: [.canvas]))
    try canvas.present(.about, as: .popover)
    let narrow = NavigationProjection(canvas.state, sizeClass: .compact).modals.last?.shownAs  // .sheet
    try canvas.dismiss()
    try canvas.show(Dialog(.alert, title: "Link refused", message: "unknown path"))
    let alert = canvas.state.shownDialog?.title  // "Link refused"
    try canvas.apply(.chooseInDialog(buttonIndex: 0))  // OK
    let choice = try canvas.ask(
      .pickShade,
      dialog: Dialog(
        .confirmationDialog, title: "Shade",
        buttons: [try DialogButton("Indigo", answering: Shade.indigo), DialogButton("Cancel", role: .cancel)]))
    try canvas.apply(.chooseInDialog(buttonIndex: 0))  // answers .indigo
    let chosen = canvas.state.answer(to: choice)  // .indigo
    #expect(narrow == .sheet)
    #expect(alert == "Link refused")
    #expect(chosen == .indigo)
    #expect(canvas.state.shownDialog == nil)
    #expect(canvas.state.shownStack.routes == [.canvas])

    let editor = Navigator(BackStack<Paint>(pushing: [.canvas, .edit]))
    editor.guards.append(
      .confirmingLeaving { _ in
        .confirmation("Discard changes?", confirm: "Discard Changes", cancel: "Keep Editing")
      })
    try editor.setConfirmsLeaving(true)  // the edit screen has changes
    try editor.goBack(cause: .user)  // .waiting: the dialog shows
    try editor.apply(.chooseInDialog(buttonIndex: 1))  // "Keep Editing": still editing
    try editor.popToRoot(cause: .deepLink)  // a deep link asks too
    try editor.apply(.chooseInDialog(buttonIndex: 0))  // "Discard Changes": the pop to root is made
    let cause = editor.log.last?.cause  // .deepLink
    #expect(cause == .deepLink)
    #expect(editor.state.shownStack.isEmpty)
    #expect(editor.waitingChange == nil)
    let asks = editor.log.filter { if case .waits? = $0.waiting { true } else { false } }
    #expect(asks.count == 2, "each way out asked")

    try editor.push(.edit)
    try editor.setConfirmsLeaving(true)
    try editor.popToRoot(cause: .deepLink)  // asks again
    let waiting = editor.waitingChange  // the pop to root, waiting for the user
    try editor.cancelWaitingChange()  // the app gives up: the dialog closes
    let ending = editor.log.last?.waiting  // .ended(the pop to root, .cancelled)
    #expect(waiting?.intent == NavigationIntent(.popToRoot))
    #expect(ending == .ended(try #require(waiting), .cancelled))
    #expect(editor.state.shownDialog == nil)
    #expect(editor.state.shownStack.routes == [.edit])
  }

  /// The two questions of S17, one at a time: each way out throws and waits.
  @Test func leavingAsksAndWaits() throws {
    let editor = Navigator(BackStack<Paint>(pushing: [.canvas, .edit]))
    editor.guards.append(.confirmingLeaving { _ in .confirmation("Discard changes?", confirm: "Discard Changes") })
    try editor.setConfirmsLeaving(true)
    #expect(try editor.goBack(cause: .user) == .waiting)
    #expect(editor.state.shownDialog?.title == "Discard changes?")
    #expect(editor.waitingChange?.intent == NavigationIntent(.goBack))
    try editor.apply(.chooseInDialog(buttonIndex: 1))
    #expect(editor.state.shownStack.routes == [.canvas, .edit])
    #expect(editor.waitingChange == nil)
  }

  /// GuardsAndConfirmations: a three-button "Discard draft?"; the app learns
  /// which way the user left.
  @Test func theMailAppsDiscardDraft() throws {
    let mail = Navigator(BackStack<String>(pushing: ["inbox", "compose"]))
    mail.guards.append(
      .confirmingLeaving(
        { _ in
          .confirmation(
            "Discard draft?",
            buttons: [
              .confirming("Discard", role: .destructive), .confirming("Save Draft"),
              DialogButton("Keep Editing", role: .cancel),
            ])
        },
        onLeave: { route, button in print("\(route) left: \(button.title)") }))  // save or drop the draft here
    try mail.setConfirmsLeaving(true)  // the draft has text
    try mail.goBack(cause: .user)  // .waiting: "Discard draft?" shows
    try mail.apply(.chooseInDialog(buttonIndex: 1))  // "Save Draft": onLeave prints "compose left: Save Draft"
    #expect(mail.state.shownStack.routes == ["inbox"])
    guard case .ended(let change, .made)? = mail.log.last?.waiting else {
      Issue.record("the wait ends made")
      return
    }
    #expect(change.chosenButton?.title == "Save Draft")
  }
}
