import Foundation
import Testing
@_spi(WayfinderInternals) import Wayfinder

enum Hue: String, Codable, Hashable, Sendable { case red, green, blue }

extension RequestKey<Hue> {
  static let pickHue = RequestKey("pick a hue")
}

extension RequestKey<Int> {
  static let pickNumber = RequestKey("pick a number")
}

/// Requests as the stack keeps them: asked by a screen, answered by a screen
/// above it (or a dialog), ended exactly once whichever way the screens leave.
@Suite struct RequestTests {
  let id = RequestID("r1")

  /// A stack of 1, 2 whose top screen (depth 2) asked a shade of a sheet 9.
  func asking() throws -> BackStack<Int> {
    var stack = BackStack(pushing: [1, 2])
    try stack.ask(id, key: RequestKey.pickHue.name, presenting: 9, as: .sheet)
    return stack
  }

  @Test func anAnswerReachesTheAskingScreenAndTheAnsweringScreenLeaves() throws {
    var stack = try asking()
    #expect(stack.routes == [1, 2, 9])
    #expect(stack.last?.presentation == .sheet)
    #expect(
      stack.pendingRequests == [PendingRequest(id: id, key: "pick a hue", askerDepth: 2, answerer: .step(depth: 3))])

    try stack.answer("pick a hue", with: try AnswerValue(Hue.green))
    #expect(stack.routes == [1, 2])
    #expect(stack.pendingRequests.isEmpty)
    #expect(stack.answer(to: .pickHue, atDepth: 2) == .green)
    #expect(stack.answer(to: Request(id: id, key: .pickHue)) == .green)
    #expect(stack.answer(to: .pickHue, atDepth: 1) == nil)
  }

  @Test func anAnswerNoRequestWaitsForIsAnErrorAndChangesNothing() throws {
    var stack = try asking()
    try stack.answer("pick a hue", with: try AnswerValue(Hue.red))
    let before = stack
    #expect(throws: NavigationError.noPendingRequest("pick a hue")) {
      try stack.answer("pick a hue", with: try AnswerValue(Hue.blue))
    }
    #expect(stack == before)
    #expect(stack.answer(to: .pickHue, atDepth: 2) == .red)
  }

  /// Every way the answering screen (or the asker) can leave ends the
  /// request, without an answer.
  @Test(arguments: [
    "goBack", "pop", "dismiss", "dismissAll", "popToRoot", "popToLast", "select", "setShown", "pop two",
    "popTheAsker",
  ])
  func everyOtherWayOutCancels(_ way: String) throws {
    var stack = try asking()
    switch way {
    case "goBack": try stack.goBack()
    case "pop": try stack.pop()
    case "dismiss": try stack.dismiss()
    case "dismissAll": try stack.dismissAll()
    case "popToRoot": stack.popToRoot()
    case "popToLast": try stack.pop(toLastWhere: { $0 == 1 })
    case "select": try stack.select(5, atDepth: 2)
    case "setShown": stack.setShown(9, to: false)
    case "pop two":
      stack.push(7)
      try stack.pop(2)
    default: try stack.pop(toDepth: 1)
    }
    #expect(stack.pendingRequests.isEmpty)
    #expect(stack.answers.isEmpty)
    #expect(throws: NavigationError.noPendingRequest("pick a hue")) {
      try stack.answer("pick a hue", with: try AnswerValue(Hue.red))
    }
  }

  @Test func requestsMoveWithTheirScreens() throws {
    var stack = try asking()
    stack.push(10)  // pushed inside the sheet, over the answering screen
    try stack.insert([5, 6], atDepth: 1)  // two screens below the asker
    #expect(stack.routes == [1, 5, 6, 2, 9, 10])
    #expect(stack.pendingRequests.first?.askerDepth == 4)
    #expect(stack.pendingRequests.first?.answerer == .step(depth: 5))
    try stack.replaceTop(with: 11)
    try stack.push(12, inModal: 9)
    #expect(stack.routes == [1, 5, 6, 2, 9, 11, 12])
    try stack.answer("pick a hue", with: try AnswerValue(Hue.blue))
    #expect(stack.routes == [1, 5, 6, 2])
    #expect(stack.answer(to: .pickHue, atDepth: 4) == .blue)
    // The answer stays while its screen does, and moves with it.
    try stack.insert([0], atDepth: 0)
    #expect(stack.answer(to: .pickHue, atDepth: 5) == .blue)
    try stack.pop(toDepth: 3)
    #expect(stack.answers.isEmpty)
  }

  @Test func aRequestCanBeAskedOnlyOnce() throws {
    var stack = try asking()
    let before = stack
    #expect(throws: NavigationError.duplicateRequest("r1")) {
      try stack.ask(id, key: "pick a hue", presenting: 8)
    }
    #expect(stack == before)
  }

  @Test func aNewerAnswerReplacesTheOlderForTheSameScreenAndKey() throws {
    var stack = try asking()
    try stack.answer("pick a hue", with: try AnswerValue(Hue.red))
    try stack.ask(RequestID("r2"), key: "pick a hue", presenting: 9)
    try stack.answer("pick a hue", with: try AnswerValue(Hue.blue))
    #expect(stack.answers.count == 1)
    #expect(stack.answer(to: .pickHue, atDepth: 2) == .blue)
  }

  @Test func anAnswerThatNoLongerDecodesReadsAsNone() throws {
    var stack = try asking()
    try stack.answer("pick a hue", with: AnswerValue(json: #""purple""#))
    #expect(stack.answer(to: .pickHue, atDepth: 2) == nil)
    #expect(stack.answers.count == 1)
  }

  @Test func askingAgainForAKeyThatWaitsIsRefusedAndChangesNothing() throws {
    var stack = try asking()
    let before = stack
    #expect(throws: NavigationError.duplicateRequest("pick a hue")) {
      try stack.ask(RequestID("r2"), key: "pick a hue", presenting: 8, as: .push)
    }
    #expect(stack == before, "no second picker over the first")
  }
}

/// Dialogs as the stack keeps them: at most one, over the top screen,
/// closed by any change of the steps.
@Suite struct DialogTests {
  let alert = Dialog(.alert, title: "Link refused", message: "unknown path")

  @Test func aDialogWithoutButtonsHasAnOKButtonThatCancels() {
    #expect(alert.buttons == [DialogButton("OK", role: .cancel)])
    #expect(alert.cancelButtonIndex == 0)
    #expect(alert.purpose == .informs)
  }

  @Test func dialogsNeverStackAndAChangeOfTheStepsClosesOne() throws {
    var stack = BackStack(pushing: [1])
    try stack.show(alert)
    let before = stack
    #expect(throws: NavigationError.dialogAlreadyShown) { try stack.show(alert) }
    #expect(stack == before)
    stack.push(2)
    #expect(stack.dialog == nil)
    try stack.show(alert)
    try stack.pop()
    #expect(stack.dialog == nil)
  }

  @Test func choosingOutOfRangeOrWithoutADialogIsAnErrorAndChangesNothing() throws {
    var stack = BackStack(pushing: [1])
    #expect(throws: NavigationError.noDialog) { try stack.chooseInDialog(0) }
    #expect(throws: NavigationError.noDialog) { try stack.dismissDialog() }
    try stack.show(alert)
    let before = stack
    #expect(throws: NavigationError.buttonOutOfRange(index: 3, count: 1)) { try stack.chooseInDialog(3) }
    #expect(stack == before)
    let (closed, button) = try stack.chooseInDialog(0)
    #expect(closed == alert && button.title == "OK")
    #expect(stack.dialog == nil)
  }

  @Test func aDialogThatAsksAnswersWithTheChosenButton() throws {
    var stack = BackStack(pushing: [1])
    let dialog = Dialog(
      .confirmationDialog, title: "Hue",
      buttons: [
        try DialogButton("Red", answering: Hue.red), try DialogButton("Blue", answering: Hue.blue),
        DialogButton("Cancel", role: .cancel),
      ])
    try stack.ask(RequestID("d1"), key: "pick a hue", dialog: dialog)
    #expect(stack.dialog?.purpose == .answers(RequestID("d1")))
    #expect(stack.pendingRequests.first?.answerer == .dialog)
    try stack.chooseInDialog(1)
    #expect(stack.answer(to: .pickHue, atDepth: 1) == .blue)
    #expect(stack.dialog == nil && stack.pendingRequests.isEmpty)

    try stack.ask(RequestID("d2"), key: "pick a hue", dialog: dialog)
    try stack.dismissDialog()
    #expect(stack.pendingRequests.isEmpty)
    #expect(stack.answer(to: .pickHue, atDepth: 1) == .blue)  // the earlier answer stays

    try stack.ask(RequestID("d3"), key: "pick a hue", dialog: dialog)
    try stack.answer("pick a hue", with: try AnswerValue(Hue.green))
    #expect(stack.dialog == nil)
    #expect(stack.answer(to: .pickHue, atDepth: 1) == .green)

    try stack.ask(RequestID("d4"), key: "pick a hue", dialog: dialog)
    stack.push(3)
    #expect(stack.dialog == nil && stack.pendingRequests.isEmpty)
  }

  @Test func popoversAndInspectorsAreModalsThatShowAsSheetsInCompactWidth() {
    var stack = BackStack<Int>()
    stack.present(1, as: .popover)
    stack.push(2)
    stack.present(3, as: .inspector)
    #expect(stack.modalStepIndices == [0, 2])
    #expect(Presentation.popover.shown(in: .compact) == .sheet)
    #expect(Presentation.inspector.shown(in: .compact) == .sheet)
    #expect(Presentation.popover.shown(in: .regular) == .popover)
    #expect(Presentation.cover.shown(in: .compact) == .cover)
    let projection = NavigationProjection(NavigationState(stack), sizeClass: .compact)
    #expect(projection.modals.map(\.shownAs) == [.sheet, .sheet])
    #expect(
      NavigationProjection(NavigationState(stack), sizeClass: .regular).modals.map(\.shownAs) == [.popover, .inspector])
  }
}
