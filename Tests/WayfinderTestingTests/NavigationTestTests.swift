import Foundation
import Testing
@_spi(WayfinderInternals) import Wayfinder

@testable import WayfinderTesting

/// The exhaustive test: what passes, and each way it fails, with its words.
@MainActor @Suite struct NavigationTestTests {
  /// The app's asks under a test are numbered in order, skipping a number
  /// the state already holds (here the test's own ask "1"), so that a
  /// receive can write each.
  @Test func theAppsAsksAreNumberedSkippingTheNumbersTheStateHolds() async throws {
    let navigator = Navigator(BackStack<String>(pushing: ["profile"]))
    let test = NavigationTest(navigator)
    test.send(.ask(RequestKey<String>("pick a tag"), presenting: "tags", id: "1"))
    test.send(try .answer("home", to: RequestKey<String>("pick a tag")))
    _ = try navigator.ask(RequestKey<Int>("pick a number"), presenting: "numbers")  // the app asks
    await test.receive {
      try $0.apply(.ask(RequestKey<Int>("pick a number"), presenting: "numbers", id: "2"))
    }
    _ = try navigator.ask(RequestKey<Int>("pick a page"), dialog: Dialog(.confirmationDialog, title: "Page"))
    await test.receive {
      try $0.apply(.ask(RequestKey<Int>("pick a page"), dialog: Dialog(.confirmationDialog, title: "Page"), id: "3"))
    }
    test.send(.dismissDialog)  // no page: its request is cancelled
    test.send(try .answer(7, to: RequestKey<Int>("pick a number")))
    await test.finish()
  }

  enum Tab: String, Hashable, Sendable, CaseIterable { case home, settings }

  static func navigator() -> Navigator<Tab, String> { Navigator(try! Tabs(Tab.allCases, selected: .home)) }

  static func links() throws -> LinkTable<Tab, String> {
    var links = LinkTable<Tab, String>(scheme: "app")
    let id = LinkParameter<Int>("id")
    try links.register("item", id, in: .tab(.home)) { values in ["list", "item \(try values.value(id))"] }
    return links
  }

  @Test func sendsAndLinksAssertedExactlyPass() async throws {
    let test = NavigationTest(Self.navigator())
    test.send(.push("profile", hidesBack: false))
    test.send(.selectTab(.settings, reselectPopsToRoot: true))
    test.open("app://item/7", with: try Self.links()) {
      try $0.apply(NavigationIntent(.selectTab(.home, reselectPopsToRoot: false)))
      try $0.apply(NavigationIntent(.setStack(BackStack(pushing: ["list", "item 7"]))))
    }
    test.send(.goBack, refused: nil)
    test.expectScreen(.compact, "tabs: [home] | settings\n  stack › list  ‹ Back")
    await test.finish()
  }

  @Test func aStateThatDiffersIsShownLineByLine() async {
    let test = NavigationTest(Self.navigator())
    let failures = Report.failures {
      test.send(.push("profile", hidesBack: true)) {
        try $0.apply(NavigationIntent(.push("profile", hidesBack: false)))
      }
    }
    #expect(failures.count == 1)
    let text = failures.joined()
    #expect(text.contains("is not the one expected") && text.contains("send(.push(\"profile\", hidesBack: true))"))
    #expect(text.contains("−   push profile\n+   push profile  (Back hidden)"), "\(text)")
    await test.finish()
  }

  @Test func aRefusalIsAssertedAndAnUnexpectedOneFails() async {
    let test = NavigationTest(Self.navigator())
    test.send(.goBack, refused: .emptyStack)
    let failures = Report.failures { test.send(.goBack) }
    #expect(
      failures.count == 1 && failures[0].hasSuffix("send(.goBack) was refused: the stack is empty: the root is shown"),
      "\(failures)")
    await test.finish()
  }

  @Test func aChangeNotAssertedFailsTheNextCallAndTheEnd() async {
    let navigator = Self.navigator()
    let test = NavigationTest(navigator)
    _ = try? navigator.push("behind the test's back")
    let before = Report.failures { test.send(.push("next", hidesBack: false)) }
    #expect(before.count == 1 && before[0].contains("1 change(s) before send(.push(\"next\""), "\(before)")
    _ = try? navigator.push("again")
    let atTheEnd = await Report.failures { await test.finish() }
    #expect(atTheEnd.count == 1 && atTheEnd[0].contains("1 change(s) were not asserted"), "\(atTheEnd)")
    #expect(atTheEnd.first?.contains("+   push again") == true, "the change is shown: \(atTheEnd)")
  }

  @Test func aNonExhaustiveTestChecksOnlyWhatItSays() async {
    let navigator = Self.navigator()
    let test = NavigationTest(navigator, exhaustive: false)
    _ = try? navigator.push("unasserted")
    test.skipReceivedChanges()
    test.send(.push("asserted", hidesBack: false))
    await test.finish()
  }

  @Test func aChangeTheAppMakesLaterIsReceived() async {
    let navigator = Self.navigator()
    let test = NavigationTest(navigator)
    Task { @MainActor in try? navigator.push("loaded") }
    await test.receive { try $0.apply(NavigationIntent(.push("loaded", hidesBack: false))) }
    await test.finish()
  }

  /// A change the app makes after async work of its own (here a wait for
  /// a signal another task sends after 1,000 turns of the main actor, more
  /// than a receive gives queued work) is received within the timeout the
  /// test gives; without one, the receive fails at once, saying nothing was
  /// in flight; a timeout that runs out says so.
  @Test func aChangeAfterTheAppsOwnAsyncWorkIsReceivedWithinTheTimeout() async {
    let navigator = Self.navigator()
    let test = NavigationTest(navigator)
    let (downloaded, download) = AsyncStream<Void>.makeStream()
    Task { @MainActor in
      for await _ in downloaded { break }  // the app's own async work
      _ = try? navigator.push("downloaded")
    }
    Task {  // the work ends after the receive's own turns are spent
      for _ in 0..<1_000 { await Task.yield() }
      download.yield()
    }
    await test.receive(timeout: .seconds(60)) { try $0.apply(.push("downloaded")) }
    // Work that has not finished when the receive looks: without a timeout, it fails.
    let (finished, finish) = AsyncStream<Void>.makeStream()
    Task { @MainActor in
      for await _ in finished { break }
      _ = try? navigator.push("again")
    }
    let failures = await Report.failures { await test.receive { try $0.apply(.push("again")) } }
    #expect(failures.count == 1 && failures[0].contains("needs receive(timeout:)"), "\(failures)")
    finish.yield()
    await test.receive(timeout: .seconds(60)) { try $0.apply(.push("again")) }
    // A timeout that runs out says so, not that a timeout is needed.
    let late = await Report.failures { await test.receive(timeout: .milliseconds(20)) { try $0.apply(.popToRoot) } }
    #expect(late.count == 1 && late[0].contains("nothing came within the timeout"), "\(late)")
    await test.finish()
  }

  /// Two changes the app makes a few turns apart are received one by one,
  /// each with the state it left, however the turns fall.
  @Test func aBurstOfChangesIsReceivedChangeByChange() async {
    let navigator = Self.navigator()
    let test = NavigationTest(navigator)
    Task { @MainActor in
      _ = try? navigator.push("loading")
      await Task.yield()
      await Task.yield()
      _ = try? navigator.push("loaded")
    }
    await test.receive { try $0.apply(NavigationIntent(.push("loading", hidesBack: false))) }
    await test.receive { try $0.apply(NavigationIntent(.push("loaded", hidesBack: false))) }
    await test.finish()
  }

  /// A burst of 2,000 pushes the app makes while a test watches: the test
  /// keeps the steps each push added (2,000), not a copy of the state after
  /// each (2,001,000 steps), and each push is still received with the
  /// state it left.
  @Test func aLongBurstKeepsWhatEachChangeAddedAndIsReceivedChangeByChange() async throws {
    let navigator = Self.navigator()
    let test = NavigationTest(navigator)
    for index in 0..<2_000 { try navigator.push("\(index)") }
    #expect(test.keptSteps <= 2_000, "\(test.keptSteps) steps kept for 2,000 pushes")
    for index in 0..<2_000 {
      await test.receive { try $0.apply(NavigationIntent(.push("\(index)", hidesBack: false))) }
    }
    await test.finish()
  }

  /// Random changes of every kind the app makes on its own, in a burst
  /// (pushes, sheets, tab switches, a modal over all tabs, dialogs,
  /// requests and answers, a whole new state of another shape): each is
  /// received with exactly the state it left, in order.
  @Test(arguments: 0..<6 as Range<UInt64>)
  func aBurstOfEveryKindOfChangeIsReceivedStateByState(seed: UInt64) async {
    let navigator = Self.navigator()
    let test = NavigationTest(navigator)
    var random = SeededRandom(seed: seed)
    var states: [NavigationState<Tab, String>] = []
    for step in 0..<300 {
      let intent = Self.randomIntent(step, using: &random)
      let before = navigator.changeCount
      _ = try? navigator.apply(intent)
      if navigator.changeCount > before { states.append(navigator.state) }
    }
    // The app ends where it began: no request is left open.
    if case .applied? = try? navigator.apply(NavigationIntent(.setState(Self.navigator().state))) {
      states.append(navigator.state)
    }
    #expect(states.count > 150, "\(states.count) changes")
    for state in states { await test.receive { $0 = state } }
    await test.finish()
  }

  static func randomIntent(
    _ step: Int, using random: inout SeededRandom
  ) -> NavigationIntent<Tab, String> {
    let route = "r\(step)"
    let tab = Tab.allCases.randomElement(using: &random)!
    let operations: [NavigationIntent<Tab, String>.Operation] = [
      .push(route, hidesBack: false), .push(route, hidesBack: false), .push(route, hidesBack: true),
      .pushAll([route, route + "b"]), .present(route, as: .sheet), .present(route, as: .cover), .goBack,
      .pop(count: 2), .popToRoot, .dismiss, .dismissAll, .replaceTop(route), .insert([route], atDepth: 1),
      .selectTab(tab, reselectPopsToRoot: true), .selectTab(tab, reselectPopsToRoot: false),
      .setConfirmsLeaving(true), .setConfirmsLeaving(false),
      .showDialog(Dialog(.alert, title: "t\(step)", buttons: [DialogButton("OK")])), .dismissDialog,
      .ask(id: "q\(step)", key: "k", presenting: route, as: .sheet), .answer(key: "k", json: "\(step)"),
      .setState(step.isMultiple(of: 2) ? .stack(BackStack(pushing: [route])) : Self.navigator().state),
    ]
    let overTabs = NavigationIntent<Tab, String>(.present(route, as: .sheet), in: .modalOverTabs)
    let intents = operations.map { NavigationIntent($0) } + [overTabs]
    let intent = intents.randomElement(using: &random)!
    let inTab = Int.random(in: 0..<4, using: &random) == 0
    return intent == overTabs || !inTab ? intent : NavigationIntent(intent.operation, in: .tab(tab))
  }

  /// Nothing in flight (no player, no guard deciding): a receive that
  /// finds no change fails at once, saying so (it waited 30 seconds).
  @Test func aReceiveWithNothingInFlightFailsAtOnceSayingSo() async {
    let test = NavigationTest(Self.navigator())
    let failures = await Report.failures { await test.receive { _ in } }
    #expect(failures.count == 1 && failures[0].contains("no change came: nothing is in flight"), "\(failures)")
    await test.finish()
  }

  /// A guard that takes time decides, off the main actor: a receive waits
  /// the turns its decision takes, and gets the change.
  @Test func aReceiveWaitsForAGuardsDecision() async throws {
    let navigator = Self.navigator()
    navigator.guards.append(NavigationGuard(when: { _ in true }, decide: { _ in .allow }))
    let test = NavigationTest(navigator)
    #expect(try navigator.push("checked") == .waiting)
    await test.receive { try $0.apply(NavigationIntent(.push("checked", hidesBack: false))) }
    await test.finish()
  }

  /// A guard that never decides: a receive waits a bounded count of turns,
  /// then fails saying what it awaited (it waited 30 seconds of wall clock).
  @Test func aReceiveForAGuardThatNeverDecidesFailsAfterItsTurnsSayingWhatItAwaited() async throws {
    let navigator = Self.navigator()
    let (never, end) = AsyncStream<Void>.makeStream()
    navigator.guards.append(
      NavigationGuard(
        when: { _ in true },
        decide: { _ in
          for await _ in never {}
          return .allow
        }))
    // Longer than the turns can take, even with the main actor shared by a whole suite.
    navigator.decisionTimeLimit = .seconds(3_600)
    let test = NavigationTest(navigator, exhaustive: false)
    #expect(try navigator.push("checked") == .waiting)
    let failures = await Report.failures { await test.receive { _ in } }
    #expect(failures.count == 1, "\(failures)")
    #expect(
      failures.first?.contains("after 1000 turns of the main actor, still awaiting a guard's decision about push(")
        == true, "\(failures)")
    try navigator.cancelWaitingChange()
    end.finish()
    await test.finish()
  }

  @Test func aTestUsedAfterItFinishedSaysSo() async {
    let test = NavigationTest(Self.navigator())
    await test.finish()
    let failures = Report.failures { test.send(.push("late", hidesBack: false)) }
    #expect(failures.count == 1 && failures[0].contains("this NavigationTest finished at NavigationTestTests.swift"))
    #expect(test.navigator.state.shownStack.isEmpty, "nothing was sent")
  }

  @Test func aWaitingChangeFailsTheEnd() async throws {
    let navigator = Self.navigator()
    navigator.guards.append(.confirmingLeaving { _ in .confirmation("Discard?", confirm: "Discard") })
    let test = NavigationTest(navigator, exhaustive: false)
    test.send(.push("edit", hidesBack: false))
    test.send(.setConfirmsLeaving(true))
    test.send(.goBack) {  // waits for the user: the dialog shows
      try $0.apply(NavigationIntent(.showDialog(.confirmation("Discard?", confirm: "Discard"))))
    }
    let failures = await Report.failures { await test.finish() }
    #expect(failures.count == 1 && failures[0].contains("a change still waits: "), "\(failures)")
  }

  /// In an exhaustive test (the default), a request still open fails the
  /// end; a test made `exhaustive: false` checks only what it asserts.
  @Test func aRequestStillOpenFailsTheEnd() async throws {
    let test = NavigationTest(Self.navigator())
    test.send(.ask(RequestKey<String>("pick a tag"), presenting: "tags", id: "1"))
    let failures = await Report.failures { await test.finish() }
    #expect(failures.count == 1 && failures[0].contains("request(s) still open: "), "\(failures)")
    let lenient = NavigationTest(Self.navigator(), exhaustive: false)
    lenient.send(.ask(RequestKey<String>("pick a tag"), presenting: "tags", id: "1"))
    let none = await Report.failures { await lenient.finish() }
    #expect(none.isEmpty, "\(none)")
  }

  /// The relaunched app asks "Discard changes?" as the app did: the
  /// relaunch keeps the navigator's guards (it restored onto a navigator
  /// without them, and Back left the edit screen without asking).
  @Test func aRelaunchedEditScreenStillAsksBeforeLeaving() async throws {
    let navigator = Navigator(BackStack<String>())
    navigator.guards.append(.confirmingLeaving { _ in .confirmation("Discard?", confirm: "Discard") })
    let test = NavigationTest(navigator)
    test.send(.push("edit", hidesBack: false))
    test.send(.setConfirmsLeaving(true))
    let store = NavigationStore<Never, String>(file: URL(fileURLWithPath: "/unused/navigation.json"), schemaVersion: 1)
    let relaunched = await test.relaunch(with: store)
    relaunched.send(.goBack, cause: .user) {
      try $0.apply(.showDialog(.confirmation("Discard?", confirm: "Discard")))
    }
    relaunched.send(.chooseInDialog(buttonIndex: 1)) { try $0.apply(.dismissDialog) }  // Cancel: still editing
    await relaunched.finish()
  }

  /// A confirmed change made with update has no intent that says what it
  /// does: choosing its button without the state expected fails saying so,
  /// and chooses nothing.
  @Test func choosingToConfirmAnUpdateAsksForTheStateExpected() async throws {
    let navigator = Navigator(BackStack<String>(pushing: ["editor"]))
    navigator.guards.append(.confirmingLeaving { _ in .confirmation("Discard?", confirm: "Discard") })
    let test = NavigationTest(navigator, exhaustive: false)
    test.send(.setConfirmsLeaving(true))
    #expect(
      try navigator.update(cause: .user) { state throws(NavigationError) in try state.apply(.popToRoot) } == .waiting)
    let failures = Report.failures { test.choose("Discard") }
    #expect(failures.count == 1 && failures[0].contains("pass the state expected"), "\(failures)")
    #expect(navigator.state.shownDialog != nil, "nothing was chosen")
    test.choose("Discard") { $0 = NavigationState(BackStack()) }
    #expect(navigator.state.shownStack.isEmpty)
    await test.finish()
  }

  @Test func choosingAButtonThatIsNotThereFailsNamingTheButtons() async {
    let navigator = Navigator(BackStack<String>(pushing: ["editor"]))
    let test = NavigationTest(navigator)
    let none = Report.failures { test.choose("Discard") }
    #expect(none.count == 1 && none[0].contains("no dialog shows to choose \"Discard\" in"), "\(none)")
    test.send(.showDialog(Dialog(.alert, title: "Saved")))
    let wrong = Report.failures { test.choose("Discard") }
    #expect(wrong.count == 1 && wrong[0].contains("has no button \"Discard\"; its buttons: \"OK\""), "\(wrong)")
    test.choose("OK")  // the alert closes
    await test.finish()
  }

  @Test func aScreenThatDiffersIsShownLineByLine() async {
    let test = NavigationTest(Self.navigator())
    let failures = Report.failures { test.expectScreen(.compact, "tabs: home | [settings]\n  stack") }
    #expect(failures.count == 1 && failures[0].contains("− tabs: home | [settings]\n+ tabs: [home] | settings"))
    await test.finish()
  }
}
