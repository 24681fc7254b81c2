import Foundation
import Testing
@_spi(WayfinderInternals) import Wayfinder

/// What closing a window does to what its screens wait for: a request
/// awaited in it, and unsaved changes.
@MainActor @Suite(.timeLimit(.minutes(10))) struct WindowClosingTests {
  typealias Windows = WindowNavigator<AppTab, Int>

  func twoWindows(closedCapacity: Int = 10) throws -> Windows {
    let windows = Windows(template: WindowTestApp.fresh(), closedCapacity: closedCapacity)
    try windows.open(.main)
    try windows.open("b")
    return windows
  }

  /// A task awaiting a request of a window that closes gets its answer
  /// once the window is reopened and the request answered there.
  @Test func aRequestAwaitedInAClosedWindowIsAnsweredWhenItIsReopened() async throws {
    let windows = try twoWindows()
    let asking = try #require(windows.navigator(for: "b"))
    let request = try asking.ask(.pickNumber, presenting: 9)
    let outcome = await asking.awaitingOutcome(of: request)
    try windows.close("b")
    try windows.reopen("b")
    try windows.navigator(for: "b")?.answer(42, to: .pickNumber)
    #expect(await value(of: outcome) == 42)
  }

  /// A window closed for good (nothing kept, dropped beyond the capacity,
  /// or replaced by a new window of its name) ends the requests awaited in
  /// it, as cancelled, once.
  @Test(arguments: ["not kept", "dropped", "replaced", "all windows replaced"])
  func aRequestAwaitedInAWindowClosedForGoodIsCancelled(how: String) async throws {
    let windows = try twoWindows(closedCapacity: how == "not kept" ? 0 : 1)
    let asking = try #require(windows.navigator(for: "b"))
    let request = try asking.ask(.pickNumber, presenting: 9)
    let outcome = await asking.awaitingOutcome(of: request)
    switch how {
    case "dropped":
      try windows.close("b")
      try windows.close(.main)
    case "replaced":
      try windows.close("b")
      try windows.open("b")
    case "all windows replaced":
      windows.replaceWindows(try WindowSet([NavigationWindow(.main, state: WindowTestApp.fresh())]))
    default:
      try windows.close("b")
    }
    #expect(await value(of: outcome) == nil)
  }

  /// A window navigator let go with a closed window in it ends the
  /// requests awaited there.
  @Test func aRequestAwaitedInAClosedWindowEndsWhenTheWindowsAreLetGo() async throws {
    var windows: Windows? = try twoWindows()
    let asking = try #require(windows?.navigator(for: "b"))
    let request = try asking.ask(.pickNumber, presenting: 9)
    let outcome = await asking.awaitingOutcome(of: request)
    try windows?.close("b")
    windows = nil
    #expect(await value(of: outcome) == nil)
  }

  // MARK: Unsaved changes

  /// Two windows whose navigators ask "Discard changes?" before a screen
  /// that confirms leaving is left; window b shows one (2, with changes).
  func editing() throws -> Windows {
    let windows = Windows(template: WindowTestApp.fresh()) { _, template in
      let navigator = Navigator(template)
      navigator.guards.append(
        .confirmingLeaving { _ in .confirmation("Discard changes?", confirm: "Discard", cancel: "Keep Editing") })
      return navigator
    }
    try windows.open(.main)
    try windows.open("b")
    try windows.navigator(for: "b")?.push(2)
    try windows.navigator(for: "b")?.setConfirmsLeaving(true)
    return windows
  }

  /// Closing a window with unsaved changes asks, in that window, as every
  /// other way out does: "Keep Editing" keeps it open, "Discard" closes
  /// it (its screens as they were left, for reopening).
  @Test func closingAWindowWithUnsavedChangesAsksFirst() throws {
    let windows = try editing()
    let editor = try #require(windows.navigator(for: "b"))
    #expect(try windows.close("b", cause: .user) == .waiting)
    #expect(windows.ids == [.main, "b"] && windows.front == "b", "nothing closed")
    #expect(editor.state.shownDialog?.title == "Discard changes?")
    let keep = try #require(editor.state.shownDialog?.buttons.firstIndex { $0.title == "Keep Editing" })
    try editor.apply(.chooseInDialog(buttonIndex: keep))
    #expect(windows.ids == [.main, "b"] && editor.state.shownStack.routes == [2])

    #expect(try windows.close("b", cause: .user) == .waiting)
    let discard = try #require(editor.state.shownDialog?.buttons.firstIndex { $0.title == "Discard" })
    try editor.apply(.chooseInDialog(buttonIndex: discard))
    #expect(windows.ids == [.main] && windows.recentlyClosed == ["b"])
    #expect(windows.windows.recentlyClosed.first?.state.shownStack.routes == [2])
  }

  /// A window with no screen that confirms leaving closes at once.
  @Test func aWindowWithoutUnsavedChangesClosesAtOnce() throws {
    let windows = try editing()
    try windows.navigator(for: "b")?.setConfirmsLeaving(false)
    try windows.close("b", cause: .user)
    #expect(windows.ids == [.main])
  }

  /// A window closing that waits for the user is the navigator's one
  /// change that waits: its wait starts and ends in events, once, and it
  /// ends as any other (the user's yes or no, the app cancelling it, a
  /// change of the user's own).
  @Test(arguments: ["Discard", "Keep Editing", "cancelled", "the user's change"])
  func aWindowClosingWaitsAndEndsAsAnyChangeDoes(end: String) throws {
    let windows = try editing()
    let editor = try #require(windows.navigator(for: "b"))
    #expect(try windows.close("b", cause: .user) == .waiting)
    let waiting = try #require(editor.waitingChange)
    #expect(waiting.intent == nil && waiting.cause == .user)
    #expect(waiting.dialogLocation == editor.state.shownLocation)
    #expect(editor.log.last?.waiting == .waits(waiting))
    switch end {
    case "Discard", "Keep Editing":
      try editor.apply(
        .chooseInDialog(buttonIndex: try #require(editor.state.shownDialog?.buttons.firstIndex { $0.title == end })))
    case "cancelled":
      try editor.cancelWaitingChange()
    default:
      try editor.push(4, in: .tab(.settings), cause: .user)
    }
    let ending: WaitingChange<AppTab, Int>.Ending =
      ["Discard": .made, "Keep Editing": .declined, "cancelled": .cancelled][end] ?? .dropped
    let ends = editor.log.compactMap { event -> WaitingChange<AppTab, Int>.Ending? in
      if case .ended(let change, let ending) = event.waiting, change.id == waiting.id { ending } else { nil }
    }
    #expect(ends == [ending])
    #expect(editor.waitingChange == nil && editor.state.shownDialog == nil)
    #expect(windows.ids == (end == "Discard" ? [.main] : [.main, "b"]))
  }

  /// The user's yes covers the screens they were asked about: a screen
  /// that confirms leaving shown meanwhile asks again before the window
  /// closes.
  @Test func aConfirmingScreenShownMeanwhileAsksAgainBeforeTheWindowCloses() throws {
    let windows = try editing()
    let editor = try #require(windows.navigator(for: "b"))
    #expect(try windows.close("b", cause: .user) == .waiting)
    // Meanwhile the app shows an edit screen in another tab.
    try editor.push(3, in: .tab(.search))
    try editor.setConfirmsLeaving(true, in: .tab(.search))
    let discard = try #require(editor.state.shownDialog?.buttons.firstIndex { $0.title == "Discard" })
    // The choice is made: the closing asks again.
    #expect(try editor.apply(.chooseInDialog(buttonIndex: discard)) == .applied)
    #expect(editor.waitingChange != nil)
    #expect(windows.ids == [.main, "b"] && editor.state.shownDialog?.title == "Discard changes?")
    try editor.apply(.chooseInDialog(buttonIndex: discard))
    #expect(windows.ids == [.main])
    #expect(windows.windows.recentlyClosed.first?.state.tabs?.stack(for: .search)?.routes == [3])
  }

  /// A window that is gone by the time the user confirms (all windows
  /// replaced meanwhile) cannot close again: the change is refused, and
  /// its wait ends saying so.
  @Test func aWindowGoneBeforeTheUserConfirmsRefusesTheClosing() throws {
    let windows = try editing()
    let editor = try #require(windows.navigator(for: "b"))
    #expect(try windows.close("b", cause: .user) == .waiting)
    windows.replaceWindows(try WindowSet([NavigationWindow(.main, state: WindowTestApp.fresh())]))
    let discard = try #require(editor.state.shownDialog?.buttons.firstIndex { $0.title == "Discard" })
    let refusal = NavigationError.windowNotOpen("b")
    // The choice is made; the closing it confirmed is refused, and its wait ends so.
    #expect(try editor.apply(.chooseInDialog(buttonIndex: discard)) == .applied)
    if case .ended(_, let ending) = editor.log.last?.waiting {
      #expect(ending == .refused(refusal))
    } else {
      Issue.record("the wait did not end: \(String(describing: editor.log.last))")
    }
    #expect(windows.ids == [.main])
  }

  /// A change that waits in a window that closes ends there (dropped): no
  /// one can answer it in a closed window, and made there later it would be
  /// lost when the window is reopened as it was left. Its dialog closes
  /// before the window's state is kept.
  @Test(arguments: ["a decision", "a confirmation"])
  func aChangeWaitingInAWindowThatClosesEndsThere(waitingFor: String) async throws {
    let decision = AsyncStream<Bool>.makeStream()
    let gate = Gate(decision.stream)
    let question = Dialog.confirmation("Open the link?", confirm: "Open", cancel: "Stay")
    let windows = Windows(template: WindowTestApp.fresh()) { _, template in
      let navigator = Navigator(template)
      if waitingFor == "a decision" {
        navigator.guards.append(
          NavigationGuard(when: { $0.cause == .deepLink }) { _ in await gate.next() ? .allow : .block("no") })
      } else {
        navigator.guards.append(NavigationGuard { $0.cause == .deepLink ? .askFirst(question) : .allow })
      }
      return navigator
    }
    try windows.open(.main)
    try windows.open("b")
    let b = try #require(windows.navigator(for: "b"))
    #expect(try b.push(5, cause: .deepLink) == .waiting)
    let waiting = try #require(b.waitingChange)
    try windows.close("b", cause: .user)
    #expect(b.waitingChange == nil)
    #expect(b.log.last?.waiting == .ended(waiting, .dropped))
    #expect(windows.windows.recentlyClosed.first?.state.shownDialog == nil, "the question closed with the window")
    try windows.reopen("b")
    #expect(windows.navigator(for: "b")?.state.shownStack.routes == [])
    #expect(windows.navigator(for: "b")?.state.shownDialog == nil)
  }

  /// The task's value; when the test is cancelled (past its time limit),
  /// the task is cancelled too, so that a request never answered fails the
  /// test instead of hanging the run.
  func value<Value>(of task: Task<Value, Never>) async -> Value {
    await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
  }
}
