import Testing
import Wayfinder

@testable import WayfinderTesting

/// The lifecycle player: SwiftUI's part played on the app's own bindings,
/// frame by frame, and each way it fails, with its words.
@MainActor @Suite(.timeLimit(.minutes(1))) struct LifecyclePlayerTests {
  enum Tab: String, Hashable, Sendable, CaseIterable { case home, settings }

  static func stack(_ routes: [String] = []) -> NavigationTest<Never, String> {
    NavigationTest(Navigator(BackStack<String>(pushing: routes)))
  }

  @Test func aSheetSettlesAfterItsTransitionAndTheScreenShowsTheState() async {
    let test = Self.stack()
    let player = LifecyclePlayer(test, transitionFrames: 5)
    let failures = await Report.failures {
      test.send(.present("export", as: .sheet))
      let frames = await player.settle()
      #expect(frames >= 5 && frames < 20, "\(frames)")
      #expect(player.screen.contains("sheet"), "\(player.screen)")
      await test.finish()
    }
    #expect(failures.isEmpty, "\(failures)")
  }

  @Test func aDragDownWritesNilAtTheEndAndTheStateFollows() async {
    let test = Self.stack()
    let player = LifecyclePlayer(test, transitionFrames: 5)
    let failures = await Report.failures {
      test.send(.present("export", as: .sheet))
      await player.settle()
      #expect(player.perform(.dragDown))
      await player.frames(2)
      #expect(test.navigator.state.shownStack.routes == ["export"], "the nil comes at the end of the dismissal")
      #expect(player.screen.contains("(dismissing)"), "\(player.screen)")
      await player.settle()
      await test.receive { $0 = .stack(BackStack()) }
      await test.finish()
    }
    #expect(failures.isEmpty, "\(failures)")
  }

  @Test func aModalWithAScreenThatHidesBackCannotBeDraggedNorSwiped() async {
    let test = Self.stack()
    let player = LifecyclePlayer(test, transitionFrames: 3)
    let failures = await Report.failures {
      test.send(.present("export", as: .sheet))
      test.send(.push("options", hidesBack: true))
      await player.settle()
      #expect(!player.perform(.dragDown))
      #expect(!player.perform(.swipeBack))
      #expect(!player.perform(.backMenu(keeping: 0)))
      await player.settle()
      await test.finish()
    }
    #expect(failures.isEmpty, "\(failures)")
  }

  @Test func aSwipeBackAndTheBackMenuWriteTheShorterPath() async {
    let test = Self.stack(["a", "b", "c"])
    let player = LifecyclePlayer(test)
    let failures = await Report.failures {
      #expect(player.perform(.swipeBack))
      await player.settle()
      await test.receive { $0 = .stack(BackStack(pushing: ["a", "b"])) }
      #expect(player.perform(.backMenu(keeping: 0)))
      await player.settle()
      await test.receive { $0 = .stack(BackStack()) }
      #expect(!player.perform(.swipeBack), "nothing pushed: no Back")
      await test.finish()
    }
    #expect(failures.isEmpty, "\(failures)")
  }

  @Test func aDialogsButtonActsThenClosesAndATapOutsideClosesAConfirmationDialog() async {
    let test = Self.stack(["a"])
    let player = LifecyclePlayer(test)
    let failures = await Report.failures {
      let dialog = Dialog(.confirmationDialog, title: "Leave?", buttons: [DialogButton("Leave"), DialogButton("Stay")])
      test.send(.showDialog(dialog))
      await player.settle()
      #expect(player.perform(.tapOutsideDialog))
      await player.settle()
      await test.receive { $0 = .stack(BackStack(pushing: ["a"])) }
      test.send(.showDialog(dialog))
      await player.settle()
      #expect(player.perform(.tapButton("Stay")))
      await player.settle()
      await test.receive { $0 = .stack(BackStack(pushing: ["a"])) }
      await test.finish()
    }
    #expect(failures.isEmpty, "\(failures)")
  }

  @Test func aButtonTheDialogDoesNotHaveFailsListingItsButtons() async {
    let test = Self.stack()
    let player = LifecyclePlayer(test)
    test.send(.showDialog(Dialog(.alert, title: "Saved", buttons: [DialogButton("OK")])))
    await player.settle()
    let failures = Report.failures { #expect(!player.perform(.tapButton("Nope"))) }
    #expect(failures.count == 1 && failures[0].contains("has no button \"Nope\"; its buttons: \"OK\""), "\(failures)")
    #expect(test.navigator.state.shownStack.dialog?.title == "Saved", "nothing changed")
    test.exhaustive = false
  }

  @Test func aColumnTheStackDoesNotHaveFails() {
    let test = Self.stack()
    let player = LifecyclePlayer(test)
    let failures = Report.failures { #expect(!player.perform(.select("x", column: 5))) }
    #expect(failures.count == 1 && failures[0].contains("cannot select in column 5"), "\(failures)")
    test.exhaustive = false
  }

  /// "Discard changes?" → Discard on an editor in a sheet: the dialog takes
  /// its frames to leave, and the sheet goes only then, refused nothing.
  @Test func discardThenDismissWaitsForTheDialogToLeave() async throws {
    let test = Self.stack()
    test.exhaustive = false
    test.navigator.guards.append(.confirmingLeaving { _ in .confirmation("Discard changes?", confirm: "Discard") })
    let player = LifecyclePlayer(test, transitionFrames: 5)
    try test.navigator.present("compose", as: .sheet)
    try test.navigator.setConfirmsLeaving(true)
    await player.settle()
    #expect(try test.navigator.dismiss() == .waiting)
    await player.settle()
    #expect(player.perform(.tapButton("Discard")))
    await player.frames(2)
    #expect(player.screen.contains("confirmationDialog \"Discard changes?\" (dismissing)"), "\(player.screen)")
    #expect(!player.screen.contains("sheet \"compose\" (dismissing)"), "the sheet waits:\n\(player.screen)")
    #expect(!player.perform(.tapButton("Discard")), "a dialog leaving cannot be touched")
    let failures = await Report.failures { await player.settle() }
    #expect(failures.isEmpty && player.refusals.isEmpty, "\(failures) \(player.refusals)")
    #expect(test.navigator.state.shownStack.isEmpty && player.presentationStyles.isEmpty)
  }

  @Test func aPresentationAskedForWhileASheetIsDraggedAwayIsRefusedAndSettleSaysSo() async throws {
    let test = Self.stack()
    let player = LifecyclePlayer(test, transitionFrames: 5)
    try test.navigator.present("s", as: .sheet)
    await player.settle()
    #expect(player.perform(.dragDown))
    await player.frames(2)
    try test.navigator.present("t", as: .sheet)  // a deep link, while the drag runs
    await player.frames(3)  // refused here: the next settle still says so
    let failures = await Report.failures { await player.settle() }
    #expect(failures.count == 1 && failures[0].contains("onePresentationAtATime (reported)"), "\(failures)")
    #expect(player.refusals.count == 1 && player.refusals[0].contains("while the user drags"), "\(player.refusals)")
    let allowed = await Report.failures { await player.settle(allowingRefusals: true) }
    #expect(allowed.isEmpty, "a refusal is reported once, by the settle after it")
    test.exhaustive = false
  }

  @Test func theFrameLimitFailsAndNeverHangs() async {
    let test = Self.stack()
    let player = LifecyclePlayer(test, transitionFrames: 50)
    test.send(.present("export", as: .sheet))
    let failures = await Report.failures { await player.settle(frameLimit: 10) }
    #expect(failures.count == 1 && failures[0].contains("did not settle within 10 frames"), "\(failures)")
    test.exhaustive = false
  }

  @Test func aLateWriteFromATabTheUserLeftChangesNothing() async throws {
    let test = NavigationTest(Navigator<Tab, String>(try Tabs(Tab.allCases, selected: .home)))
    let player = LifecyclePlayer(test)
    let failures = try await Report.failures {
      let late = try #require(player.capture(.push("stale")))
      #expect(player.perform(.tapTab(.settings)))
      await player.settle()
      await test.receive { try $0.apply(NavigationIntent(.selectTab(.settings, reselectPopsToRoot: false))) }
      late()
      await player.settle()
      #expect(test.navigator.state.tabs?.selected == .settings)
      #expect(test.navigator.state.stack(at: .tab(.home))?.routes == [], "the write from the tab left is ignored")
      await test.finish()
    }
    #expect(failures.isEmpty, "\(failures)")
  }

  /// A tab the screen does not show shows no modal: the sheet of the tab
  /// left comes back with it. Settling after leaving it is not a failure.
  @Test func aTabLeftWhileItsSheetIsUpSettlesAndItsSheetComesBackWithIt() async throws {
    let test = NavigationTest(Navigator<Tab, String>(try Tabs(Tab.allCases, selected: .home)))
    let player = LifecyclePlayer(test, transitionFrames: 3)
    let failures = await Report.failures {
      test.send(.present("export", as: .sheet))
      await player.settle()
      test.send(.selectTab(.settings, reselectPopsToRoot: false))
      await player.settle()
      #expect(!player.screen.contains("sheet"), "\(player.screen)")
      test.send(.selectTab(.home, reselectPopsToRoot: false))
      await player.settle()
      #expect(player.screen.contains("sheet \"export\""), "\(player.screen)")
      await test.finish()
    }
    #expect(failures.isEmpty, "\(failures)")
  }

  @Test func aFinishedTestIsNotPlayedOn() async {
    let test = Self.stack(["a"])
    let player = LifecyclePlayer(test)
    await test.finish()
    let failures = Report.failures { #expect(!player.perform(.swipeBack)) }
    #expect(failures.count == 1 && failures[0].contains("finished"), "\(failures)")
    #expect(test.navigator.state.shownStack.routes == ["a"])
  }

  @Test func theRulesSayTheirEvidence() {
    #expect(!LifecyclePlayer<Never, String>.rules.isEmpty)
    for rule in LifecyclePlayer<Never, String>.rules {
      #expect(rule.contains("(documented)") || rule.contains("(reported)") || rule.contains("(assumed)"), "\(rule)")
    }
  }
}
