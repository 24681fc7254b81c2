import Foundation
import Testing
@_spi(WayfinderInternals) import Wayfinder

/// S17 as users meet it (the findings of two apps written from the docs): a
/// tab switch keeps the edit, Discard lets the screen leave and tells the
/// app, the question never hides, a link during a question is never lost,
/// and a confirmation always has a button that confirms.
@MainActor @Suite(.timeLimit(.minutes(10))) struct LeavingWithConfirmationTests {
  typealias State = NavigationState<AppTab, Int>

  static let discard = Dialog.confirmation("Discard changes?", confirm: "Discard", cancel: "Keep Editing")

  /// What the app was told left after the user confirmed: each route and the button chosen.
  final class Departures {
    var left: [(Int, String)] = []
  }

  /// Tabs with home showing 1, 2 (the editor, 2, confirms leaving), and
  /// search showing 5; a guard that asks before leaving the editor.
  func editing(_ departures: Departures? = nil, dialog: Dialog = discard) throws -> Navigator<AppTab, Int> {
    var state = State.tabs(Tabs(selected: .home))
    try state.apply(NavigationIntent(.setStack(BackStack([Step(1), Step(2, confirmsLeaving: true)])), in: .tab(.home)))
    try state.apply(NavigationIntent(.setStack(BackStack(pushing: [5])), in: .tab(.search)))
    let navigator = Navigator(state)
    navigator.guards.append(
      .confirmingLeaving({ _ in dialog }, onLeave: { route, button in departures?.left.append((route, button.title)) }))
    return navigator
  }

  @Test func aTabSwitchKeepsTheEditAndDoesNotAsk() throws {
    let navigator = try editing()
    #expect(try navigator.selectTab(.search, cause: .user) == .applied)
    #expect(navigator.waitingChange == nil && navigator.state.shownDialog == nil)
    #expect(navigator.state.shownStack.routes == [5])
    #expect(try navigator.selectTab(.home, cause: .user) == .applied)
    #expect(navigator.state.shownStack.last == Step(2, confirmsLeaving: true), "the edit is there on coming back")
  }

  @Test func aLinkToAnotherTabKeepsTheEditAndDoesNotAsk() throws {
    let navigator = try editing()
    #expect(try navigator.apply(NavigationIntent(.push(9), in: .tab(.search)), cause: .deepLink) == .applied)
    #expect(try navigator.apply(NavigationIntent(.selectTab(.search)), cause: .deepLink) == .applied)
    #expect(navigator.state.stack(at: .tab(.home))?.routes == [1, 2])
  }

  @Test func discardLetsTheEditorLeaveWithItsCauseAndTellsTheApp() throws {
    let departures = Departures()
    let navigator = try editing(departures)
    #expect(try navigator.goBack(cause: .user) == .waiting)
    try navigator.apply(.chooseInDialog(buttonIndex: 0), cause: .user)  // Discard
    #expect(navigator.state.shownStack.routes == [1])
    #expect(departures.left.map(\.0) == [2] && departures.left.map(\.1) == ["Discard"])
    // The events say it too: the change made, with the button the user chose.
    let ending = navigator.log.compactMap { event -> WaitingChange<AppTab, Int>? in
      if case .ended(let change, .made) = event.waiting { change } else { nil }
    }
    #expect(ending.count == 1 && ending.first?.chosenButton?.title == "Discard")
    #expect(navigator.log.last?.cause == .user && navigator.log.last?.intent?.operation == .goBack)
  }

  @Test func keepEditingTellsTheAppNothingLeftAndRecordsTheButton() throws {
    let departures = Departures()
    let navigator = try editing(departures)
    #expect(try navigator.goBack(cause: .user) == .waiting)
    try navigator.apply(.chooseInDialog(buttonIndex: 1), cause: .user)  // Keep Editing
    #expect(departures.left.isEmpty)
    #expect(navigator.state.shownStack.routes == [1, 2])
    guard case .ended(let change, .declined)? = navigator.log.last?.waiting else {
      Issue.record("the last event should end the wait, declined")
      return
    }
    #expect(change.chosenButton?.title == "Keep Editing")
  }

  @Test func aQuestionNeverHidesInATabThatNoLongerShows() throws {
    let navigator = try editing()
    // A link that replaces the editor's stack asks over it.
    let link = NavigationIntent<AppTab, Int>(.setStack(BackStack(pushing: [7])), in: .tab(.home))
    #expect(try navigator.apply(link, cause: .deepLink) == .waiting)
    // The app switches tabs (a notification): the question cannot stay where the user is not.
    try navigator.selectTab(.search)
    #expect(navigator.waitingChange == nil, "the question ends with the dialog off screen")
    #expect(navigator.state.stack(at: .tab(.home))?.dialog == nil, "no dialog is left in the tab left")
    guard case .ended(_, .dropped)? = navigator.log.last?.waiting else {
      Issue.record("the end of the wait is logged")
      return
    }
    // A later link that must ask is not refused as another change waiting.
    #expect(try navigator.apply(link, cause: .deepLink) == .waiting)
    #expect(navigator.state.shownDialog?.title == "Discard changes?", "over the stack the user sees")
    #expect(navigator.state.selectedTab == .search)
  }

  @Test func aLinkDuringAQuestionReplacesItAndIsNeverLost() throws {
    let navigator = try editing()
    #expect(try navigator.goBack(cause: .user) == .waiting)
    let link = NavigationIntent<AppTab, Int>(.setStack(BackStack(pushing: [7])), in: .tab(.home))
    #expect(try navigator.apply(link, cause: .deepLink) == .waiting)
    #expect(navigator.waitingChange?.intent == link)
    #expect(navigator.state.shownDialog?.title == "Discard changes?")
    try navigator.apply(.chooseInDialog(buttonIndex: 0), cause: .user)
    #expect(navigator.state.shownStack.routes == [7], "the newest link is made")
  }

  @Test func aProgrammaticChangeThatKeepsTheQuestionOnScreenKeepsIt() throws {
    let navigator = try editing()
    #expect(try navigator.goBack(cause: .user) == .waiting)
    try navigator.push(9, in: .tab(.search))  // a tab the user does not see
    #expect(navigator.waitingChange != nil && navigator.state.shownDialog != nil)
    try navigator.apply(.chooseInDialog(buttonIndex: 0), cause: .user)
    #expect(navigator.state.shownStack.routes == [1])
  }

  @Test func theMailAppsThreeButtonDiscardDraftLetsTheUserLeaveEitherWay() throws {
    let draft = Dialog.confirmation(
      "Discard draft?",
      buttons: [
        .confirming("Discard", role: .destructive), .confirming("Save Draft"),
        DialogButton("Keep Editing", role: .cancel),
      ])
    for (index, title) in [(0, "Discard"), (1, "Save Draft")] {
      let departures = Departures()
      let navigator = try editing(departures, dialog: draft)
      #expect(try navigator.goBack(cause: .user) == .waiting)
      try navigator.apply(.chooseInDialog(buttonIndex: index), cause: .user)
      #expect(navigator.state.shownStack.routes == [1], "\(title) leaves the draft")
      #expect(departures.left.map(\.1) == [title])
    }
    let navigator = try editing(dialog: draft)
    #expect(try navigator.goBack(cause: .user) == .waiting)
    try navigator.apply(.chooseInDialog(buttonIndex: 2), cause: .user)
    #expect(navigator.state.shownStack.routes == [1, 2], "Keep Editing keeps it")
  }

  @Test func aConfirmationWithNoConfirmingButtonIsRefusedWithAClearError() throws {
    let trap = Dialog(
      .confirmationDialog, title: "Discard draft?",
      buttons: [DialogButton("Discard", role: .destructive), DialogButton("Keep Editing", role: .cancel)])
    let navigator = try editing(dialog: trap)
    let (state, log) = (navigator.state, navigator.log)
    #expect(throws: NavigationError.confirmationCannotConfirm("Discard draft?")) {
      try navigator.goBack(cause: .user)
    }
    #expect(navigator.state == state && navigator.log == log && navigator.waitingChange == nil)
    #expect(
      NavigationError.confirmationCannotConfirm("Discard draft?").description
        == "the dialog \"Discard draft?\" asks to confirm a change, but none of its buttons confirms it")
  }

  /// A change asked again (another edit screen appeared meanwhile): each
  /// screen that left is told once, the first one too.
  @Test func aChangeAskedAgainTellsEachScreenThatLeftOnce() throws {
    let departures = Departures()
    let navigator = try editing(departures)
    #expect(
      try navigator.update { state throws(NavigationError) in
        try state.apply(.setPath([7]), in: .tab(.home))
        try state.apply(.setPath([8]), in: .tab(.search))
      } == .waiting)
    try navigator.setConfirmsLeaving(true, in: .tab(.search))  // search's screen 5 gets changes meanwhile
    try navigator.apply(.chooseInDialog(buttonIndex: 0), cause: .user)  // Discard: the change asks again, about 5
    #expect(navigator.waitingChange != nil)
    try navigator.apply(.chooseInDialog(buttonIndex: 0), cause: .user)
    #expect(navigator.state.stack(at: .tab(.home))?.routes == [7])
    #expect(departures.left.map(\.0).sorted() == [2, 5], "each screen once: \(departures.left)")
  }

  @Test func confirmingOnceAsksNoMoreForTheSameEdit() throws {
    let navigator = try editing()
    #expect(try navigator.popToRoot(cause: .user) == .waiting)
    try navigator.apply(.chooseInDialog(buttonIndex: 0), cause: .user)
    #expect(navigator.state.shownStack.routes.isEmpty)
    #expect(navigator.log.filter { if case .waits = $0.waiting { true } else { false } }.count == 1)
  }
}

/// Requests refused where they are made wrong: asking twice, or answering
/// with a value of another type.
@MainActor @Suite struct RequestMisuseTests {
  struct Tag: Codable, Hashable, Sendable { var name: String }

  @Test func askingTheSameKeyTwiceFromOneScreenIsRefused() throws {
    let navigator = Navigator(BackStack<Int>(pushing: [1]))
    let pick = RequestKey<Tag>("pick a tag")
    try navigator.ask(pick, presenting: 2)
    let (state, log) = (navigator.state, navigator.log)
    #expect(throws: NavigationError.duplicateRequest("pick a tag")) { try navigator.ask(pick, presenting: 2) }
    #expect(navigator.state == state && navigator.log == log, "no second picker")
  }

  @Test func anAnswerOfAnotherTypeIsRefusedWhereItIsGiven() throws {
    let navigator = Navigator(BackStack<Int>(pushing: [1]))
    let request = try navigator.ask(RequestKey<Tag>("pick"), presenting: 2)
    let state = navigator.state
    #expect(throws: NavigationError.answerOfAnotherType(key: "pick", expected: String(reflecting: Tag.self))) {
      try navigator.answer(3, to: RequestKey<Int>("pick"))
    }
    #expect(navigator.state == state)
    try navigator.answer(Tag(name: "home"), to: RequestKey<Tag>("pick"))
    #expect(navigator.state.answer(to: request) == Tag(name: "home"))
  }

  @Test func aDialogWhoseButtonsAnswerAnotherTypeIsRefusedWhenAsked() throws {
    let navigator = Navigator(BackStack<Int>(pushing: [1]))
    let dialog = Dialog(.alert, title: "Tag?", buttons: [try DialogButton("Home", answering: 3)])
    #expect(throws: NavigationError.answerOfAnotherType(key: "pick", expected: String(reflecting: Tag.self))) {
      try navigator.ask(RequestKey<Tag>("pick"), dialog: dialog)
    }
    #expect(navigator.state.shownDialog == nil)
  }
}
