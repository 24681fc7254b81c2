import Foundation
import Testing
@_spi(WayfinderInternals) import Wayfinder

/// A change that waits (for the user's yes, or for a slow guard) is made on
/// the state of the moment it is confirmed or allowed, changing only what it
/// changes: what happened meanwhile stays.
@MainActor @Suite(.timeLimit(.minutes(10))) struct WaitingChangeMadeLaterTests {
  typealias State = NavigationState<AppTab, Page>

  static let discard = Dialog.confirmation("Discard changes?", confirm: "Discard", cancel: "Keep Editing")

  /// Home shows an edit screen that confirms leaving; settings shows an
  /// export sheet; a guard asks before leaving the edit screen.
  func editing() throws -> Navigator<AppTab, Page> {
    var state = freshTabs()
    try state.apply(
      NavigationIntent(.setStack(BackStack([Step(.item(1)), Step(.item(2), confirmsLeaving: true)])), in: .tab(.home)))
    try state.apply(NavigationIntent(.present(.sheet(1), as: .sheet), in: .tab(.settings)))
    let navigator = Navigator(state)
    navigator.guards.append(.confirmingLeaving { _ in Self.discard })
    return navigator
  }

  @Test func aConfirmedLinkKeepsAScreenPushedMeanwhileInAnotherTab() throws {
    let navigator = try editing()
    // A link that replaces the edit screen's stack.
    #expect(try navigator.open("wayfinder://items/7", with: testLinks) == .waiting)
    // The export finishes while "Discard changes?" shows.
    try navigator.push(.item(99), inModal: .sheet(1), in: .tab(.settings))
    try navigator.apply(.chooseInDialog(buttonIndex: 0))
    #expect(navigator.state.selectedTab == .home)
    #expect(navigator.state.tabs?.stack(for: .home)?.routes == [.item(7)])
    #expect(navigator.state.tabs?.stack(for: .settings)?.routes == [.sheet(1), .item(99)], "the export's screen stays")
  }

  @Test func aRequestAnsweredMeanwhileEndsOnce() throws {
    let navigator = try editing()
    let request = try navigator.ask(.pickHue, presenting: .item(7), in: .tab(.settings))
    #expect(try navigator.open("wayfinder://items/7", with: testLinks) == .waiting)
    try navigator.answer(.green, to: .pickHue, in: .tab(.settings), cause: .programmatic)
    try navigator.apply(.chooseInDialog(buttonIndex: 0))
    #expect(navigator.state.answer(to: request) == .green)
    #expect(!navigator.state.isWaiting(for: request.id))
    let ends = navigator.log.flatMap(\.change.requests).filter { $0.id == request.id }.map(\.kind)
    #expect(ends == [.asked, .answered])
  }

  @Test func aConfirmingScreenPushedMeanwhileAsksForItsOwnYes() throws {
    let navigator = try editing()
    // A change that replaces home's stack and search's.
    #expect(
      try navigator.update { state throws(NavigationError) in
        try state.apply(NavigationIntent(.setStack(BackStack(pushing: [.item(7)])), in: .tab(.home)))
        try state.apply(NavigationIntent(.setStack(BackStack(pushing: [.user("ann")])), in: .tab(.search)))
      } == .waiting)
    // Meanwhile the search tab, which the change replaces, gets an edit screen of its own.
    try navigator.push(.item(5), in: .tab(.search))
    try navigator.setConfirmsLeaving(true, in: .tab(.search))
    // The yes was about home's edit screen: the change asks again, about search's.
    // The choice is made: the change asks again.
    #expect(try navigator.apply(.chooseInDialog(buttonIndex: 0)) == .applied)
    #expect(navigator.waitingChange != nil)
    #expect(navigator.state.tabs?.stack(for: .search)?.routes == [.item(5)])
    #expect(navigator.state.shownDialog?.title == "Discard changes?")
    try navigator.apply(.chooseInDialog(buttonIndex: 0))
    #expect(navigator.state.tabs?.stack(for: .search)?.routes == [.user("ann")])
    #expect(navigator.state.tabs?.stack(for: .home)?.routes == [.item(7)])
  }

  @Test func anUpdateThatWaitedIsRunAgainOnTheStateOfThatMoment() throws {
    let navigator = try editing()
    #expect(
      try navigator.update { state throws(NavigationError) in
        try state.apply(NavigationIntent(.popToRoot, in: .tab(.home)))
        try state.apply(NavigationIntent(.push(.user("bo"), hidesBack: false), in: .tab(.search)))
        try state.apply(NavigationIntent(.selectTab(.search, reselectPopsToRoot: false)))
      } == .waiting)
    try navigator.push(.item(99), inModal: .sheet(1), in: .tab(.settings))
    try navigator.push(.user("al"), in: .tab(.search))
    try navigator.apply(.chooseInDialog(buttonIndex: 0))
    #expect(navigator.state.selectedTab == .search)
    #expect(navigator.state.tabs?.stack(for: .search)?.routes == [.user("al"), .user("bo")])
    #expect(navigator.state.tabs?.stack(for: .settings)?.routes == [.sheet(1), .item(99)])
    #expect(navigator.state.tabs?.stack(for: .home)?.routes.isEmpty == true)
  }

  @Test func aLinkAllowedLaterBySlowGuardKeepsWhatHappenedMeanwhile() async throws {
    let navigator = try editing()
    let decision = AsyncStream<Bool>.makeStream()
    let gate = Gate(decision.stream)
    navigator.guards.append(
      NavigationGuard(when: { $0.cause == .deepLink }) { _ in await gate.next() ? .allow : .block("no") })
    try navigator.setConfirmsLeaving(false, in: .tab(.home))
    #expect(try navigator.open("wayfinder://zoo/city", with: testLinks) == .waiting)
    try navigator.push(.item(3), in: .tab(.home))
    let events = navigator.events()
    decision.continuation.yield(true)
    #expect(await navigator.ending(in: events) == .made)
    #expect(navigator.state.selectedTab == .settings)
    #expect(navigator.state.tabs?.stack(for: .settings)?.routes == [.zoo(.city)])
    #expect(navigator.state.tabs?.stack(for: .home)?.routes == [.item(1), .item(2), .item(3)], "the push stays")
  }
}

/// A change that waits can always be ended: by the user, by the app, or by
/// a deadline; and leaving a confirming screen still asks.
@MainActor @Suite(.timeLimit(.minutes(10))) struct WaitingChangeWayOutTests {
  static let discard = Dialog.confirmation("Discard changes?", confirm: "Discard", cancel: "Keep Editing")

  /// Home shows an edit screen that confirms leaving; a guard that never
  /// answers decides about links.
  func editingWithASlowGuard() throws -> Navigator<AppTab, Page> {
    var state = freshTabs()
    try state.apply(
      NavigationIntent(.setStack(BackStack([Step(.item(1)), Step(.item(2), confirmsLeaving: true)])), in: .tab(.home)))
    let navigator = Navigator(state)
    navigator.guards.append(.confirmingLeaving { _ in Self.discard })
    navigator.guards.append(
      NavigationGuard(when: { $0.cause == .deepLink }) { _ in
        await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }  // never answers
        return .allow
      })
    return navigator
  }

  @Test func theUsersBackDropsAWaitingDecisionAndStillAsksOnAConfirmingScreen() throws {
    let navigator = try editingWithASlowGuard()
    // A link that pushes over the edit screen: it leaves nothing, the slow guard decides.
    #expect(try navigator.open("wayfinder://more", with: testLinks) == .waiting)
    #expect(try navigator.goBack(cause: .user) == .waiting)
    #expect(navigator.state.shownDialog?.title == "Discard changes?")
    #expect(navigator.state.shownStack.routes == [.item(1), .item(2)])
    try navigator.apply(.chooseInDialog(buttonIndex: 0))
    #expect(navigator.state.shownStack.routes == [.item(1)])
    // A later link is not refused: it waits in its turn.
    #expect(try navigator.open("wayfinder://more", with: testLinks) == .waiting)
  }

  @Test func theUsersTabSwitchDropsAWaitingDecision() throws {
    let navigator = try editingWithASlowGuard()
    try navigator.setConfirmsLeaving(false, in: .tab(.home))
    #expect(
      try navigator.open("wayfinder://users/ann", with: testLinks) == .waiting)
    let waiting = try #require(navigator.waitingChange)
    try navigator.selectTab(.settings, cause: .user)
    #expect(navigator.state.selectedTab == .settings)
    #expect(navigator.waitingChange == nil)
    #expect(navigator.log.last?.waiting == .ended(waiting, .dropped))
    #expect(navigator.log.last?.cause == .user)
  }

  @Test func aProgrammaticChangeGoesOnBesideAWaitingDecisionAndOneThatWouldWaitIsRefused() throws {
    let navigator = try editingWithASlowGuard()
    #expect(try navigator.open("wayfinder://more", with: testLinks) == .waiting)
    let waiting = try #require(navigator.waitingChange)
    try navigator.push(.item(3), in: .tab(.search))
    let before = navigator.state
    #expect(throws: NavigationError.anotherChangeIsWaiting) { try navigator.popToRoot() }
    #expect(throws: NavigationError.anotherChangeIsWaiting) { try navigator.popToRoot(cause: .restoration) }
    #expect(navigator.state == before)
    #expect(navigator.waitingChange == waiting)
  }

  @Test func theAppCancelsAWaitingDecisionAndTheEventsSaySo() throws {
    let navigator = try editingWithASlowGuard()
    #expect(try navigator.cancelWaitingChange() == nil)
    #expect(try navigator.open("wayfinder://items/7", with: testLinks) == .waiting)  // it asks first
    try navigator.apply(.dismissDialog)
    try navigator.setConfirmsLeaving(false, in: .tab(.home))
    let before = navigator.state
    #expect(
      try navigator.open("wayfinder://users/ann", with: testLinks) == .waiting)
    let waiting = try #require(navigator.waitingChange)
    #expect(waiting.dialogLocation == nil)
    #expect(waiting.cause == .deepLink)
    #expect(waiting.intent == NavigationIntent(.open(BackStack([Step(.user("ann"))]), .replacing), in: .tab(.search)))
    #expect(navigator.log.last?.waiting == .waits(waiting))
    #expect(navigator.log.last?.change.isEmpty == true)

    #expect(try navigator.cancelWaitingChange() == waiting)
    #expect(navigator.waitingChange == nil)
    #expect(navigator.state == before)
    #expect(navigator.log.last?.waiting == .ended(waiting, .cancelled))
    #expect(navigator.log.last?.cause == .programmatic)
    // Nothing waits any more: a later link waits in its turn.
    #expect(try navigator.open("wayfinder://users/bo", with: testLinks) == .waiting)
    #expect(navigator.waitingChange?.id == waiting.id + 1)
  }

  @Test func theAppCancelsAWaitingConfirmationAndItsDialogCloses() throws {
    let navigator = try editingWithASlowGuard()
    let before = navigator.state
    #expect(try navigator.popToRoot(cause: .user) == .waiting)
    let waiting = try #require(navigator.waitingChange)
    #expect(waiting.dialogLocation == .tab(.home))
    #expect(navigator.log.last?.waiting == .waits(waiting))
    #expect(try navigator.cancelWaitingChange() == waiting)
    #expect(navigator.state == before)
    #expect(navigator.log.last?.waiting == .ended(waiting, .cancelled))
    #expect(
      navigator.log.last?.change.dialogs == [.init(location: .tab(.home), isShown: false, title: "Discard changes?")])
    // Leaving the edit screen still asks.
    #expect(try navigator.popToRoot(cause: .user) == .waiting)
  }

  @Test func cancellingFromInsideAGuardIsRefused() throws {
    let navigator = try editingWithASlowGuard()
    #expect(try navigator.popToRoot(cause: .user) == .waiting)
    var refusal: NavigationError?
    navigator.guards.insert(
      NavigationGuard { _ in
        do throws(NavigationError) { try navigator.cancelWaitingChange() } catch { refusal = error }
        return .allow
      }, at: 0)
    try navigator.push(.item(3), in: .tab(.search))
    #expect(refusal == .reentrantChange)
    #expect(navigator.waitingChange?.dialogLocation == .tab(.home))
  }

  @Test func aDecisionThatTakesLongerThanTheLimitTimesOut() async throws {
    let navigator = try editingWithASlowGuard()
    let clock = ManualClock()
    navigator.clock = clock
    navigator.decisionTimeLimit = .seconds(5)
    try navigator.setConfirmsLeaving(false, in: .tab(.home))
    let before = navigator.state
    let events = navigator.events()
    #expect(
      try navigator.open("wayfinder://users/ann", with: testLinks) == .waiting)
    let waiting = try #require(navigator.waitingChange)
    clock.advance(by: .seconds(5))
    #expect(await navigator.ending(in: events) == .timedOut)
    #expect(navigator.waitingChange == nil)
    #expect(navigator.state == before)
    #expect(navigator.log.last?.waiting == .ended(waiting, .timedOut))
  }

  @Test func aDecisionMadeInTimeIsNotTimedOut() async throws {
    let navigator = try editingWithASlowGuard()
    let clock = ManualClock()
    navigator.clock = clock
    let decision = AsyncStream<Bool>.makeStream()
    let gate = Gate(decision.stream)
    let slow = NavigationGuard<AppTab, Page>(
      when: { $0.cause == .deepLink },
      decide: { _ in await gate.next() ? .allow : .block("no") })
    navigator.guards = [slow]
    let events = navigator.events()
    #expect(
      try navigator.open("wayfinder://users/ann", with: testLinks) == .waiting)
    decision.continuation.yield(false)
    #expect(await navigator.ending(in: events) == .refused(.blocked(reason: "no")))
    // The deadline passing later ends nothing: the next link waits until its own.
    #expect(try navigator.open("wayfinder://users/bo", with: testLinks) == .waiting)
    clock.advance(by: .seconds(30))
    #expect(await navigator.ending(in: events) == .timedOut)
    #expect(navigator.log.compactMap(\.waiting).count == 4)
  }
}

/// Every way a wait ends is an event: an app reads why a change did not happen.
@MainActor @Suite(.timeLimit(.minutes(10))) struct WaitingChangeEndingTests {
  func editing() throws -> Navigator<AppTab, Page> { try WaitingChangeMadeLaterTests().editing() }

  @Test func aConfirmedChangeEndsMadeInTheEventOfTheChange() throws {
    let navigator = try editing()
    #expect(try navigator.goBack(cause: .user) == .waiting)
    let waiting = try #require(navigator.waitingChange)
    try navigator.apply(.chooseInDialog(buttonIndex: 0))
    #expect(navigator.log.last?.waiting == .ended(waiting.answered("Discard"), .made))
    #expect(navigator.log.last?.intent == NavigationIntent(.goBack, in: .tab(.home)))
    #expect(navigator.log.last?.cause == .user)
  }

  @Test func keepingEditingEndsDeclinedInTheEventThatClosesTheDialog() throws {
    // Closing the dialog without choosing (Escape, or Back while it shows) counts as its cancel button.
    let answers = [
      NavigationIntent<AppTab, Page>(.chooseInDialog(buttonIndex: 1)), .init(.dismissDialog), .init(.goBack),
    ]
    for answer in answers {
      let navigator = try editing()
      #expect(try navigator.goBack(cause: .user) == .waiting)
      let waiting = try #require(navigator.waitingChange)
      try navigator.apply(answer, cause: .user)
      #expect(navigator.log.last?.waiting == .ended(waiting.answered("Keep Editing"), .declined))
      #expect(navigator.log.last?.intent == answer)
    }
  }

  @Test func aChangeThatClosesTheDialogDropsTheChange() throws {
    let navigator = try editing()
    #expect(try navigator.popToRoot() == .waiting)
    let waiting = try #require(navigator.waitingChange)
    try navigator.push(.item(3), in: .tab(.home))
    #expect(navigator.log.last?.waiting == .ended(waiting, .dropped))
    #expect(navigator.state.selectedTab == .home)
  }

  @Test func aChangeOfTheUsersOwnDropsAWaitingConfirmationAndClosesItsDialog() throws {
    let navigator = try editing()
    #expect(try navigator.popToRoot(cause: .user) == .waiting)
    let waiting = try #require(navigator.waitingChange)
    try navigator.push(.item(8), in: .tab(.settings), cause: .user)
    #expect(navigator.waitingChange == nil)
    #expect(navigator.state.shownDialog == nil)
    #expect(navigator.log.last?.waiting == .ended(waiting, .dropped))
    #expect(navigator.state.tabs?.stack(for: .settings)?.routes == [.sheet(1), .item(8)])
  }

  @Test func aConfirmedChangeThatCannotBeMadeOnTheNewStateEndsRefused() throws {
    let navigator = try editing()
    #expect(
      try navigator.update { state throws(NavigationError) in
        guard state.tabs?.stack(for: .search)?.isEmpty == true else { throw .blocked(reason: "search is busy") }
        try state.apply(NavigationIntent(.popToRoot, in: .tab(.home)))
        try state.apply(NavigationIntent(.selectTab(.search, reselectPopsToRoot: false)))
      } == .waiting)
    let waiting = try #require(navigator.waitingChange)
    #expect(waiting.intent == nil)
    try navigator.push(.item(4), in: .tab(.search))
    let before = navigator.state
    // The choice is made (the dialog closes); the change it confirms is refused, and its wait ends so.
    #expect(try navigator.apply(.chooseInDialog(buttonIndex: 0)) == .applied)
    #expect(
      navigator.log.last?.waiting == .ended(waiting.answered("Discard"), .refused(.blocked(reason: "search is busy"))))
    #expect(navigator.state.selectedTab == .home)
    #expect(navigator.state.tabs?.stack(for: .search) == before.tabs?.stack(for: .search))
    #expect(navigator.waitingChange == nil)
  }
}

extension Navigator {
  /// How the next wait to end among `events` ended: waits for it, reading
  /// the events (subscribed before the wait could end) until one ends a wait.
  func ending(in events: AsyncStream<NavigationEvent<Tab, Route>>) async -> WaitingChange<Tab, Route>.Ending? {
    for await event in events {
      if case .ended(_, let ending) = event.waiting { return ending }
    }
    return nil
  }
}

extension WaitingChange {
  /// This change as its wait ends after the user chose the button titled `title` of its dialog.
  @MainActor func answered(_ title: String) -> WaitingChange {
    var change = self
    change.chosenButton = WaitingChangeMadeLaterTests.discard.buttons.first { $0.title == title }
    return change
  }
}
