import Foundation
import Testing
@_spi(WayfinderInternals) import Wayfinder

/// Leaving a screen that confirms leaving asks the user first, whichever
/// way out is taken; the user's choice makes the change with its cause, or
/// drops it.
@MainActor @Suite(.timeLimit(.minutes(10))) struct ConfirmationTests {
  typealias State = NavigationState<AppTab, Int>

  static let discard = Dialog.confirmation("Discard changes?", confirm: "Discard", cancel: "Keep Editing")

  /// Tabs with home showing 1, 2 (the edit screen, 2, confirms leaving), and
  /// search showing 5; a guard that asks before leaving screen 2.
  func editing() throws -> Navigator<AppTab, Int> {
    var state = State.tabs(Tabs(selected: .home))
    try state.apply(NavigationIntent(.setStack(BackStack([Step(1), Step(2, confirmsLeaving: true)])), in: .tab(.home)))
    try state.apply(NavigationIntent(.setStack(BackStack(pushing: [5])), in: .tab(.search)))
    let navigator = Navigator(state)
    navigator.guards.append(.confirmingLeaving { _ in Self.discard })
    return navigator
  }

  /// Every way out of the edit screen, as an intent and its cause.
  nonisolated static let waysOut: [(String, NavigationIntent<AppTab, Int>, NavigationCause)] = [
    ("Back", NavigationIntent(.goBack), .user),
    ("a swipe back (a pop written by the host)", NavigationIntent(.pop(count: 1), in: .tab(.home)), .user),
    ("the Back menu (a pop to an earlier screen)", NavigationIntent(.popTo(depth: 1), in: .tab(.home)), .user),
    ("pop to root", NavigationIntent(.popToRoot), .user),
    ("reselecting the tab (it pops to its root)", NavigationIntent(.selectTab(.home, reselectPopsToRoot: true)), .user),
    ("a deep link", NavigationIntent(.setState(.tabs(Tabs(selected: .settings)))), .deepLink),
    ("a restore", NavigationIntent(.setState(.tabs(Tabs(selected: .home)))), .restoration),
    ("a selection in the column before", NavigationIntent(.select(7, atDepth: 1)), .user),
  ]

  @Test(arguments: 0..<waysOut.count)
  func everyWayOutAsksFirstAndConfirmingMakesTheChangeWithItsCause(_ way: Int) throws {
    let (name, intent, cause) = Self.waysOut[way]
    let navigator = try editing()
    let before = navigator.state
    #expect(try navigator.apply(intent, cause: cause) == .waiting, "\(name)")
    // Nothing left: the dialog shows over the edit screen.
    #expect(navigator.state.shownStack.routes == [1, 2])
    #expect(navigator.state.shownDialog?.title == "Discard changes?")
    #expect(navigator.state.shownDialog?.purpose == .confirms)
    // The change waits in the stack it named: the one shown when it was asked.
    #expect(navigator.waitingChange?.intent == intent.naming(.tab(.home)))
    #expect(navigator.log.last?.change.dialogs.first?.isShown == true)

    try navigator.apply(.chooseInDialog(buttonIndex: 0))  // Discard
    #expect(navigator.waitingChange == nil)
    #expect(navigator.state.shownDialog == nil)
    var expected = before
    try expected.apply(intent)
    #expect(navigator.state == expected, "\(name)")
    #expect(navigator.log.last?.intent == intent.naming(.tab(.home)))
    #expect(navigator.log.last?.cause == cause)
  }

  @Test(arguments: 0..<waysOut.count)
  func keepingEditingDropsTheChange(_ way: Int) throws {
    let (_, intent, cause) = Self.waysOut[way]
    let navigator = try editing()
    let before = navigator.state
    #expect(try navigator.apply(intent, cause: cause) == .waiting)
    try navigator.apply(.chooseInDialog(buttonIndex: 1))  // Keep Editing
    #expect(navigator.state == before)
    #expect(navigator.waitingChange == nil)
  }

  @Test func closingTheDialogAnyOtherWayDropsTheChange() throws {
    for close in [NavigationIntent<AppTab, Int>(.dismissDialog), NavigationIntent(.goBack)] {
      let navigator = try editing()
      let before = navigator.state
      #expect(try navigator.goBack(cause: .user) == .waiting)
      try navigator.apply(close)
      #expect(navigator.state == before)
      #expect(navigator.waitingChange == nil)
    }
    // A change under the dialog closes it too: the waiting change is dropped.
    let navigator = try editing()
    #expect(try navigator.popToRoot() == .waiting)
    try navigator.push(3, in: .tab(.home))
    #expect(navigator.waitingChange == nil)
    #expect(navigator.state.selectedTab == .home)
    #expect(navigator.state.shownStack.routes == [1, 2, 3])
  }

  /// A change of the user's that would ask where another dialog shows is
  /// refused before the change that waits is dropped: nothing changes (it
  /// dropped the waiting change, then threw).
  @Test func aConfirmationWhereADialogShowsIsRefusedAndChangesNothing() throws {
    let navigator = try editing()
    navigator.decisionTimeLimit = .seconds(3600)
    navigator.guards.append(
      NavigationGuard(when: { $0.cause == .deepLink }) { _ in
        try? await Task.sleep(for: .seconds(3600))  // until its wait ends and it is cancelled
        return .allow
      })
    #expect(try navigator.push(9, in: .tab(.search), cause: .deepLink) == .waiting)
    let waiting = try #require(navigator.waitingChange)
    try navigator.show(Dialog(.alert, title: "Saved"))  // over the edit screen
    let before = navigator.state
    let events = navigator.log
    #expect(throws: NavigationError.dialogAlreadyShown) { try navigator.popToRoot(cause: .user) }
    #expect(navigator.state == before && navigator.log == events)
    #expect(navigator.waitingChange == waiting)
    try navigator.cancelWaitingChange()
  }

  @Test func confirmationsNeverStack() throws {
    let navigator = try editing()
    #expect(try navigator.goBack() == .waiting)
    let waiting = navigator.state
    #expect(throws: NavigationError.anotherChangeIsWaiting) { try navigator.popToRoot() }
    #expect(navigator.state == waiting)
    #expect(navigator.waitingChange?.intent == NavigationIntent(.goBack, in: .tab(.home)))
  }

  @Test func replacingAConfirmingScreenAsksFirstAndTheNewScreenDoesNotConfirm() throws {
    let navigator = try editing()
    #expect(try navigator.apply(NavigationIntent(.replaceTop(3))) == .waiting)
    #expect(navigator.state.shownStack.routes == [1, 2])
    #expect(navigator.state.shownDialog?.title == "Discard changes?")
    try navigator.apply(.chooseInDialog(buttonIndex: 0))
    #expect(navigator.state.shownStack.routes == [1, 3])
    #expect(navigator.state.shownStack.last?.confirmsLeaving == false, "the new screen has no changes to lose")
    try navigator.goBack()
    #expect(navigator.state.shownStack.routes == [1])
  }

  @Test func changesThatLeaveNothingGoThroughAndLeavingIsUnguardedOnceTheFlagIsOff() throws {
    let navigator = try editing()
    try navigator.push(3)  // over the edit screen: not leaving it
    try navigator.goBack()
    #expect(navigator.state.shownStack.routes == [1, 2])
    // Reselecting the tab pops it to its root: leaving.
    #expect(try navigator.selectTab(.home) == .waiting)
    try navigator.apply(.dismissDialog)
    try navigator.setConfirmsLeaving(false)
    try navigator.goBack()
    #expect(navigator.state.shownStack.routes == [1])
  }

  @Test func aGuardThatTakesTimeDecidesWithoutBlockingAndTheChangeIsMadeLater() async throws {
    let navigator = Navigator(BackStack(pushing: [1, 2]))
    let gate = AsyncStream<Bool>.makeStream()
    let answers = Gate(gate.stream)
    navigator.guards.append(
      NavigationGuard(when: { $0.stepsLeaving.contains { $0.route == 2 } }) { _ in
        await answers.next() ? .allow : .block("no")
      })
    let events = navigator.events()
    try navigator.push(3)  // the guard does not decide about this one
    #expect(try navigator.pop(2) == .waiting)
    #expect(navigator.state.shownStack.routes == [1, 2, 3])
    try navigator.push(4)  // other changes go on meanwhile
    #expect(throws: NavigationError.anotherChangeIsWaiting) { try navigator.popToRoot() }
    gate.continuation.yield(true)
    #expect(await navigator.ending(in: events) == .made)
    #expect(navigator.state.shownStack.routes == [1, 2])  // pop 2 made on the state of that moment

    #expect(try navigator.popToRoot() == .waiting)
    gate.continuation.yield(false)
    #expect(await navigator.ending(in: events) == .refused(.blocked(reason: "no")))
    #expect(navigator.state.shownStack.routes == [1, 2])
  }
}

/// The next values of a stream, one at a time.
actor Gate {
  let stream: AsyncStream<Bool>
  init(_ stream: AsyncStream<Bool>) { self.stream = stream }
  func next() async -> Bool {
    for await value in stream { return value }
    return false
  }
}

extension Navigator {
  /// A task awaiting the outcome of `request`, once it waits: the task has
  /// registered with the navigator when this returns (it tells so on the
  /// main actor, where it registers without suspending in between).
  func awaitingOutcome<Answer>(of request: Request<Answer>) async -> Task<Answer?, Never> {
    let (started, start) = AsyncStream<Void>.makeStream()
    let task = Task { @MainActor in
      start.yield()
      return await outcome(of: request)
    }
    for await _ in started { break }
    return task
  }
}

/// Requests through the navigator: awaited, or read from the state.
@MainActor @Suite(.timeLimit(.minutes(10))) struct NavigatorRequestTests {
  /// A request whose ask waits (a guard asks first) is awaited too: its
  /// outcome is the answer once the ask is made, or "cancelled" when the
  /// ask's wait ends otherwise (it read "cancelled" at once).
  @Test func aRequestWhoseAskWaitsIsAwaitedUntilItsAskEnds() async throws {
    let navigator = Navigator(BackStack(pushing: [1]))
    let question = Dialog.confirmation("Ask for a hue?", confirm: "Ask")
    navigator.guards.append(
      NavigationGuard { proposal in
        if case .ask? = proposal.intent?.operation { return .askFirst(question) }
        return .allow
      })
    let made = try navigator.ask(.pickHue, presenting: 9)
    #expect(navigator.waitingChange != nil && navigator.state.shownStack.routes == [1])
    let answered = await navigator.awaitingOutcome(of: made)
    #expect(try navigator.apply(.chooseInDialog(buttonIndex: 0)) == .applied)  // "Ask": the ask is made
    #expect(navigator.state.shownStack.routes == [1, 9])
    try navigator.answer(.blue, to: .pickHue)
    #expect(await answered.value == .blue)

    let dropped = try navigator.ask(.pickHue, presenting: 9)
    let cancelled = await navigator.awaitingOutcome(of: dropped)
    try navigator.apply(.chooseInDialog(buttonIndex: 1))  // the cancel button: the ask is not made
    #expect(await cancelled.value == nil)
    #expect(navigator.state.shownStack.routes == [1])
  }

  @Test func anAwaitedRequestGetsItsAnswer() async throws {
    let navigator = Navigator(BackStack(pushing: [1]))
    let request = try navigator.ask(.pickHue, presenting: 9)
    let outcome = await navigator.awaitingOutcome(of: request)
    try navigator.answer(.blue, to: .pickHue)
    #expect(await outcome.value == .blue)
    #expect(navigator.state.answer(to: request) == .blue)
    #expect(navigator.state.answer(to: .pickHue, at: StackPosition(.single, depth: 1)) == .blue)
    // Once ended, the outcome is had at once.
    #expect(await navigator.outcome(of: request) == .blue)
  }

  @Test func aRequestWhoseScreenLeavesIsCancelled() async throws {
    let navigator = Navigator(BackStack(pushing: [1]))
    let request = try navigator.ask(.pickHue, presenting: 9)
    let outcome = await navigator.awaitingOutcome(of: request)
    try navigator.goBack()
    #expect(await outcome.value == nil)
    let events = navigator.log.flatMap(\.change.requests)
    #expect(events.map(\.kind) == [.asked, .cancelled])
    #expect(throws: NavigationError.noPendingRequest("pick a hue")) { try navigator.answer(.red, to: .pickHue) }
  }

  @Test func aCancelledTaskStopsWaitingAndTheRequestGoesOn() async throws {
    let navigator = Navigator(BackStack(pushing: [1]))
    let request = try navigator.ask(.pickHue, presenting: 9)
    let outcome = await navigator.awaitingOutcome(of: request)
    outcome.cancel()
    #expect(await outcome.value == nil)
    #expect(navigator.state.isWaiting(for: request.id))
    try navigator.answer(.red, to: .pickHue)
    #expect(navigator.state.answer(to: request) == .red)
  }

  @Test func aDialogAnswersARequest() async throws {
    let navigator = Navigator(BackStack(pushing: [1]))
    let dialog = Dialog(
      .confirmationDialog, title: "Hue",
      buttons: [try DialogButton("Red", answering: Hue.red), DialogButton("Cancel", role: .cancel)])
    let request = try navigator.ask(.pickHue, dialog: dialog)
    #expect(navigator.state.shownDialog?.purpose == .answers(request.id))
    try navigator.apply(.chooseInDialog(buttonIndex: 0))
    #expect(await navigator.outcome(of: request) == .red)
  }

  @Test func requestsAnswersAndDialogsAreSavedAndRestored() throws {
    var stack = BackStack(pushing: [1, 2])
    try stack.ask(RequestID("r1"), key: "pick a hue", presenting: 9)
    try stack.ask(RequestID("r2"), key: "pick a number", presenting: 10, as: .popover)
    try stack.answer("pick a number", with: try AnswerValue(42))
    try stack.show(Dialog(.alert, title: "Saved"))
    let state = NavigationState<AppTab, Int>.tabs(Tabs(selected: .search)).replacingSearch(with: stack)
    let snapshot = try NavigationSnapshot(state, schemaVersion: 1, registry: testRegistry)
    let json = String(decoding: snapshot.jsonData(), as: UTF8.self)
    #expect(json.contains("pick a hue") && json.contains("Saved"))
    let restored = try NavigationSnapshot(json: snapshot.jsonData())
      .restore(
        into: NavigationState<AppTab, Int>.tabs(Tabs(selected: .home)), registry: testRegistry, schemaVersion: 1)
    #expect(restored.state == state)
    #expect(restored.diagnostics.isEmpty)
    // Relaunched while the picker is up, the answer reaches the screen that asked.
    var relaunched = restored.state
    try relaunched.apply(NavigationIntent(.answer(key: "pick a hue", json: #""green""#)))
    #expect(relaunched.answer(to: .pickHue, at: StackPosition(.tab(.search), depth: 2)) == .green)
    // A state saved as JSON keeps them too.
    #expect(try JSONDecoder().decode(NavigationState<AppTab, Int>.self, from: JSONEncoder().encode(state)) == state)
  }

  @Test func aConfirmationIsNotSavedAndRequestsOfScreensNotRestoredAreDropped() throws {
    var stack = BackStack([Step(1), Step(2, confirmsLeaving: true)])
    try stack.ask(RequestID("r1"), key: "pick a hue", presenting: 9)
    try stack.dismiss()
    try stack.show(Dialog.confirmation("Discard changes?", confirm: "Discard"))
    let snapshot = try NavigationSnapshot(NavigationState(stack), schemaVersion: 1, registry: testRegistry)
    let restored = snapshot.restore(into: NavigationState<Never, Int>(), registry: testRegistry, schemaVersion: 1)
    #expect(restored.state.shownStack.routes == [1, 2])
    #expect(restored.state.shownStack.last?.confirmsLeaving == true)
    #expect(restored.state.shownDialog == nil)

    var asking = BackStack(pushing: [1, 2])
    try asking.ask(RequestID("r1"), key: "pick a hue", presenting: 9)
    var saved = try NavigationSnapshot(NavigationState(asking), schemaVersion: 1, registry: testRegistry)
    guard case .stack(let steps) = saved.state else { return }
    saved.state = .stack(Array(steps.prefix(2)))  // the picker's route no longer decodes, say
    let partial = saved.restore(into: NavigationState<Never, Int>(), registry: testRegistry, schemaVersion: 1)
    #expect(partial.state.shownStack.pendingRequests.isEmpty)
    #expect(partial.diagnostics == [.droppedRequests(.single, dropped: 1)])
  }
}

extension NavigationIntent {
  /// This intent naming the stack at `location` when it named the shown
  /// stack and its operation changes the stack it names.
  func naming(_ location: StackLocation<Tab>) -> NavigationIntent {
    switch operation {
    case .selectTab, .setState: self
    default: target == .shown ? NavigationIntent(operation, in: .location(location)) : self
    }
  }
}

extension NavigationState where Tab == AppTab {
  /// This state with the search tab's stack replaced.
  func replacingSearch(with stack: BackStack<Route>) -> NavigationState {
    var state = self
    try? state.apply(NavigationIntent(.setStack(stack), in: .tab(.search)))
    return state
  }
}
