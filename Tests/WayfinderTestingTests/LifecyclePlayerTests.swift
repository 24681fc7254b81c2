import Testing
import Wayfinder
import XCTest

@testable import WayfinderTesting

/// The lifecycle player: SwiftUI's part played on the app's own bindings,
/// frame by frame, and each way it fails, with its words.
// Some tests run thousands of frames, each yielding to the main actor: in
// the whole suite, where other tests share the main actor, they take more
// than a minute (a suite's time limit caps its tests': the shortest wins).
@MainActor @Suite(.timeLimit(.minutes(5))) struct LifecyclePlayerTests {
  enum Tab: String, Hashable, Sendable, CaseIterable { case home, settings }

  static func stack(_ routes: [String] = []) -> NavigationTest<Never, String> {
    NavigationTest(Navigator(BackStack<String>(pushing: routes)))
  }

  /// A stack with the Export sheet up, its transitions five frames long.
  static func exportSheetUp() async -> (NavigationTest<Never, String>, LifecyclePlayer<Never, String>) {
    let test = stack()
    let player = LifecyclePlayer(test, transitionFrames: 5)
    test.send(.present("export", as: .sheet))
    await player.settle()
    return (test, player)
  }

  /// A stack of one screen, settled, where the navigator has just asked
  /// for the alert "Saved" (OK): no frame has run since.
  static func savedAlertAsked() async -> (NavigationTest<Never, String>, LifecyclePlayer<Never, String>) {
    let test = stack(["a"])
    let player = LifecyclePlayer(test)
    await player.settle()
    test.send(.showDialog(Dialog(.alert, title: "Saved", buttons: [DialogButton("OK")])))
    return (test, player)
  }

  @Test func aSheetSettlesAfterItsTransitionAndTheScreenShowsTheState() async {
    let test = Self.stack()
    let player = LifecyclePlayer(test, transitionFrames: 5)
    await expectNoFailures {
      test.send(.present("export", as: .sheet))
      let frames = await player.settle()
      #expect(frames >= 5 && frames < 20, "\(frames)")
      #expect(player.screen.contains("sheet"), "\(player.screen)")
      await test.finish()
    }
  }

  @Test func aDragDownWritesNilAtTheEndAndTheStateFollows() async {
    let (test, player) = await Self.exportSheetUp()
    await expectNoFailures {
      player.perform(.dragDown)
      await player.frames(2)
      #expect(test.navigator.state.shownStack.routes == ["export"], "the nil comes at the end of the dismissal")
      #expect(player.screen.contains("(dismissing)"), "\(player.screen)")
      await player.settle()
      await test.receive { $0 = .stack(BackStack()) }
      await test.finish()
    }
  }

  @Test func anInspectorShownAsAColumnInRegularWidthCannotBeDraggedAwayAndTheRefusalSaysWhy() async {
    let test = Self.stack()
    let player = LifecyclePlayer(test, sizeClass: .regular, transitionFrames: 3)
    await expectNoFailures {
      test.send(.present("info", as: .inspector))
      await player.settle()
      #expect(player.refusal(of: .dragDown)?.contains("column") == true, "\(player.refusal(of: .dragDown) ?? "nil")")
      #expect(player.refusal(of: .dragDown) != nil)
      await player.settle()
      #expect(test.navigator.state.shownStack.routes == ["info"])
      player.perform(.resize(.compact))
      await player.settle()
      #expect(player.refusal(of: .dragDown) == nil, "in compact width it is a sheet")
      player.perform(.dragDown)
      await player.settle()
      await test.receive { $0 = .stack(BackStack()) }
      await test.finish()
    }
  }

  @Test func aModalWithAScreenThatHidesBackCannotBeDraggedNorSwiped() async {
    let test = Self.stack()
    let player = LifecyclePlayer(test, transitionFrames: 3)
    await expectNoFailures {
      test.send(.present("export", as: .sheet))
      test.send(.push("options", hidesBack: true))
      await player.settle()
      #expect(player.refusal(of: .dragDown) != nil)
      #expect(player.refusal(of: .swipeBack) != nil)
      #expect(player.refusal(of: .backMenu(keeping: 0)) != nil)
      await player.settle()
      await test.finish()
    }
  }

  /// An editor in a sheet with changes: the drag down and the swipe back
  /// are off (they could not ask), and the player says so and why; the
  /// host's own Back asks.
  @Test func aDragOnASheetThatConfirmsLeavingIsRefusedWithItsReason() async {
    let test = Self.stack()
    test.navigator.guards.append(.confirmingLeaving { _ in .confirmation("Discard changes?", confirm: "Discard") })
    let player = LifecyclePlayer(test, transitionFrames: 3)
    await expectNoFailures {
      test.send(.present("editor", as: .sheet))
      test.send(.push("draft", hidesBack: false))
      test.send(.setConfirmsLeaving(true))
      await player.settle()
      #expect(player.refusal(of: .dragDown)?.contains("confirms leaving") == true)
      #expect(player.refusal(of: .dragDown) != nil)
      #expect(player.refusal(of: .swipeBack)?.contains("the host's own Back asks") == true)
      #expect(player.refusal(of: .swipeBack) != nil)
      #expect(player.refusal(of: .tapBack) == nil)
      player.perform(.tapBack)
      await player.settle()
      await test.receive {
        try $0.apply(NavigationIntent(.showDialog(.confirmation("Discard changes?", confirm: "Discard"))))
      }
      player.perform(.tapButton("Cancel"))  // keep editing
      await player.settle()
      await test.receive { try $0.apply(NavigationIntent(.dismissDialog)) }
      await test.finish()
    }
  }

  /// While a sheet appears, a link's push inside it is taken, and the
  /// player gives a reason exactly for the gestures it refuses (it said
  /// "in transition" for the push, which it made).
  @Test func aRefusalIsGivenExactlyForTheGesturesRefusedDuringATransition() async {
    for gesture in [LifecyclePlayer<Never, String>.Gesture.push("next"), .tapBack, .swipeBack, .dragDown] {
      let test = NavigationTest(Navigator(BackStack<String>(pushing: ["list"])), exhaustive: false)
      let player = LifecyclePlayer(test, transitionFrames: 20)
      let failures = await Report.failures {
        test.send(.present("sheet", as: .sheet))
        await player.frames(2)  // the sheet appears: its transition runs
        let reason = player.refusal(of: gesture)
        let refused = Report.failures { player.perform(gesture) }
        #expect(
          refused
            == (reason.map { ["LifecyclePlayerTests.swift:\(#line - 1): .\(gesture) cannot be made: \($0)"] } ?? []))
        await player.settle()
      }
      #expect(failures.isEmpty, "\(gesture): \(failures)")
    }
  }

  @Test func aSwipeBackAndTheBackMenuWriteTheShorterPath() async {
    let test = Self.stack(["a", "b", "c"])
    let player = LifecyclePlayer(test)
    await expectNoFailures {
      player.perform(.swipeBack)
      await player.settle()
      await test.receive { $0 = .stack(BackStack(pushing: ["a", "b"])) }
      player.perform(.backMenu(keeping: 0))
      await player.settle()
      await test.receive { $0 = .stack(BackStack()) }
      #expect(player.refusal(of: .swipeBack) != nil, "nothing pushed: no Back")
      await test.finish()
    }
  }

  @Test func aDialogsButtonActsThenClosesAndATapOutsideClosesAConfirmationDialog() async {
    let test = Self.stack(["a"])
    let player = LifecyclePlayer(test)
    await expectNoFailures {
      let dialog = Dialog(.confirmationDialog, title: "Leave?", buttons: [DialogButton("Leave"), DialogButton("Stay")])
      test.send(.showDialog(dialog))
      await player.settle()
      player.perform(.tapOutsideDialog)
      await player.settle()
      await test.receive { $0 = .stack(BackStack(pushing: ["a"])) }
      test.send(.showDialog(dialog))
      await player.settle()
      player.perform(.tapButton("Stay"))
      await player.settle()
      await test.receive { $0 = .stack(BackStack(pushing: ["a"])) }
      await test.finish()
    }
  }

  @Test func aButtonTheDialogDoesNotHaveFailsListingItsButtons() async {
    let test = Self.stack()
    let player = LifecyclePlayer(test)
    test.send(.showDialog(Dialog(.alert, title: "Saved", buttons: [DialogButton("OK")])))
    await player.settle()
    let failures = Report.failures { player.perform(.tapButton("Nope")) }
    #expect(failures.count == 1 && failures[0].contains("has no button \"Nope\"; its buttons: \"OK\""), "\(failures)")
    #expect(test.navigator.state.shownStack.dialog?.title == "Saved", "nothing changed")
    test.exhaustive = false
  }

  @Test func aColumnTheStackDoesNotHaveFails() {
    let test = Self.stack()
    let player = LifecyclePlayer(test)
    let failures = Report.failures { player.perform(.select("x", column: 5)) }
    #expect(failures.count == 1 && failures[0].contains("0 list column(s): there is no column 5"), "\(failures)")
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
    player.perform(.tapButton("Discard"))
    await player.frames(2)
    #expect(player.screen.contains("confirmationDialog \"Discard changes?\" (dismissing)"), "\(player.screen)")
    #expect(!player.screen.contains("sheet \"compose\" (dismissing)"), "the sheet waits:\n\(player.screen)")
    #expect(player.refusal(of: .tapButton("Discard")) == "the dialog is leaving the screen")
    let failures = await Report.failures { await player.settle() }
    #expect(failures.isEmpty && player.refusals.isEmpty, "\(failures) \(player.refusals)")
    #expect(test.navigator.state.shownStack.isEmpty && player.presentationStyles.isEmpty)
  }

  /// What the app asks while the user drags a sheet away waits until the
  /// drag has ended (``LifecycleRule/aDragIsAnInteractiveDismissal``): UIKit
  /// would refuse to present meanwhile.
  @Test func aPresentationAskedForWhileASheetIsDraggedAwayWaitsForTheDragAndNothingIsRefused() async throws {
    let test = Self.stack()
    let player = LifecyclePlayer(test, transitionFrames: 5)
    try test.navigator.present("s", as: .sheet)
    await player.settle()
    player.perform(.dragDown)
    await player.frames(2)
    try test.navigator.present("t", as: .sheet)  // a deep link, while the drag runs
    await player.frames(2)
    #expect(player.presentationStyles == ["sheet"], "held while the user drags: \(player.screen)")
    let failures = await Report.failures { await player.settle() }
    #expect(failures.isEmpty && player.refusals.isEmpty, "\(failures) \(player.refusals)")
    #expect(test.navigator.state.shownStack.isEmpty, "the drag took the sheet, and what the app put over it, away")
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
    try await expectNoFailures {
      let late = try #require(player.capture(.push("stale")))
      player.perform(.tapTab(.settings))
      await player.settle()
      await test.receive { try $0.apply(NavigationIntent(.selectTab(.settings, reselectPopsToRoot: false))) }
      late()
      await player.settle()
      #expect(test.navigator.state.tabs?.selected == .settings)
      #expect(test.navigator.state.stack(at: .tab(.home))?.routes == [], "the write from the tab left is ignored")
      await test.finish()
    }
  }

  /// A tap on a tab sends `selectTab` with `reselectPopsToRoot` false for
  /// another tab, and the navigator's `reselectingTabPopsToRoot` for the
  /// tab already selected (TestingYourNavigation, the player's gestures).
  @Test(arguments: [true, false])
  func aTabTapsIntentCarriesTheNavigatorsReselectSettingOnlyForTheSelectedTab(_ popsToRoot: Bool) async throws {
    let test = NavigationTest(Navigator<Tab, String>(try Tabs(Tab.allCases, selected: .home)))
    test.navigator.reselectingTabPopsToRoot = popsToRoot
    let player = LifecyclePlayer(test)
    try await expectNoFailures {
      player.perform(.tapTab(.settings))
      await player.settle()
      await test.receive { try $0.apply(.selectTab(.settings, reselectPopsToRoot: false)) }
      #expect(test.navigator.log.last?.intent == NavigationIntent(.selectTab(.settings, reselectPopsToRoot: false)))
      test.send(.push("account"), in: .tab(.settings))
      player.perform(.tapTab(.settings))  // the tab already selected
      await player.settle()
      if popsToRoot {
        await test.receive { try $0.apply(.popToRoot, in: .tab(.settings)) }
        #expect(test.navigator.log.last?.intent == NavigationIntent(.selectTab(.settings, reselectPopsToRoot: true)))
      } else {
        #expect(test.navigator.state.stack(at: .tab(.settings))?.routes == ["account"], "nothing changes")
      }
      await test.finish()
    }
  }

  /// A tab the screen does not show shows no modal: the sheet of the tab
  /// left comes back with it. Settling after leaving it is not a failure.
  @Test func aTabLeftWhileItsSheetIsUpSettlesAndItsSheetComesBackWithIt() async throws {
    let test = NavigationTest(Navigator<Tab, String>(try Tabs(Tab.allCases, selected: .home)))
    let player = LifecyclePlayer(test, transitionFrames: 3)
    await expectNoFailures {
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
  }

  @Test func aFinishedTestIsNotPlayedOn() async {
    let test = Self.stack(["a"])
    let player = LifecyclePlayer(test)
    await test.finish()
    let failures = Report.failures { player.perform(.swipeBack) }
    #expect(failures.count == 1 && failures[0].contains("finished"), "\(failures)")
    #expect(test.navigator.state.shownStack.routes == ["a"])
  }

  /// A player made with transitions of `Int.max` frames (or of none)
  /// does not trap: the test fails saying the bounds, the player plays the
  /// nearest one, and the sheet still comes and goes with the state.
  @Test(arguments: [(Int.max, 1_000), (0, 1), (-5, 1)])
  func aTransitionFrameCountOutOfBoundsFailsWithItsBoundsAndPlaysTheNearest(asked: Int, played: Int) async {
    let test = Self.stack()
    var player: LifecyclePlayer<Never, String>?
    let failures = Report.failures { player = LifecyclePlayer(test, transitionFrames: asked) }
    #expect(
      failures.count == 1
        && failures[0].hasSuffix("transitionFrames: \(asked) is outside 1...1000; the player plays \(played)"),
      "\(failures)")
    guard let player else { return }
    let later = await Report.failures {
      test.send(.present("export", as: .sheet))
      let took = await player.settle()
      #expect(took >= played && took < played + 10, "\(took)")
      #expect(player.screen.contains("sheet"), "\(player.screen)")
      test.send(.dismiss)
      await player.settle()
      await test.finish()
    }
    #expect(later.isEmpty, "\(later)")
  }

  /// A frame count or frame limit outside what the player runs fails the
  /// test with the bounds, and the player runs the nearest: no frame for a
  /// negative count, never an endless loop for `Int.max`.
  @Test func aFrameCountOrLimitOutOfBoundsFailsWithItsBounds() async throws {
    let test = Self.stack(["a"])
    let player = LifecyclePlayer(test, transitionFrames: 3)
    let failures = await Report.failures {
      await player.frames(-1)
      await player.settle(frameLimit: 0)
    }
    // (Without the bounds, the frames of `Int.max` below would never end.)
    try #require(failures.count == 2, "\(failures)")
    #expect(failures.first?.hasSuffix("frames(-1): the count is outside 0...10000; the player runs 0") == true)
    #expect(
      failures.last?.hasSuffix("settle(frameLimit: 0): the limit is outside 3...10000; the player runs at most 3")
        == true)
    let large = await Report.failures {
      await player.frames(Int.max)
      await player.settle(frameLimit: Int.max)
    }
    #expect(
      large.map { $0.components(separatedBy: ": ").dropFirst().joined(separator: ": ") } == [
        "frames(\(Int.max)): the count is outside 0...10000; the player runs 10000",
        "settle(frameLimit: \(Int.max)): the limit is outside 3...10000; the player runs at most 10000",
      ], "\(large)")
    #expect(test.navigator.state.shownStack.routes == ["a"], "the state is untouched")
    #expect(player.refusal(of: .backMenu(keeping: Int.max))?.contains("no entry keeping") == true, "no such entry")
    #expect(player.refusal(of: .backMenu(keeping: -1))?.contains("no entry keeping") == true, "no such entry")
    await test.finish()
  }

  /// Back on a sheet's root, a tab under a sheet: a gesture the user
  /// cannot make fails the test at the line that makes it, saying why (the
  /// sentence of `refusal(of:)`), as an issue of Swift Testing's.
  @Test func aGestureThatCannotHappenFailsTheTestWhereItIsWrittenSayingWhy() async throws {
    let test = NavigationTest(Navigator<Tab, String>(try Tabs(Tab.allCases, selected: .home)))
    let player = LifecyclePlayer(test, transitionFrames: 3)
    test.send(.present("export", as: .sheet))
    await player.settle()
    let gestures: [(LifecyclePlayer<Tab, String>.Gesture, String)] = [
      (.tapBack, "nothing is pushed"), (.swipeBack, "nothing is pushed"),
      (.tapTab(.settings), "a presentation covers the tab bar"),
    ]
    for (gesture, reason) in gestures {
      let line = #line + 2
      withKnownIssue {
        player.perform(gesture)
      } matching: { issue in
        issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "LifecyclePlayerTests.swift"
          && issue.comments.contains { $0.rawValue.contains(reason) }
      }
    }
    await player.settle()
    #expect(test.navigator.state.tabs?.selected == .home && test.navigator.state.shownStack.routes == ["export"])
    await test.finish()
  }

  /// A gesture fails one way: a tap on a button the screen does not show
  /// fails as a swipe at the root does, with the sentence `refusal(of:)` gives.
  @Test func aGestureFailsOneWayWithTheSentenceOfItsRefusal() async {
    let test = Self.stack()
    let player = LifecyclePlayer(test)
    await player.settle()
    for gesture in [LifecyclePlayer<Never, String>.Gesture.swipeBack, .tapButton("OK"), .dragDown] {
      let reason = player.refusal(of: gesture)
      let failures = Report.failures { player.perform(gesture) }
      #expect(reason != nil && failures.count == 1, "\(gesture): \(failures)")
      #expect(failures.first?.hasSuffix(": \(reason ?? "")") == true, "\(gesture): \(failures)")
    }
    await test.finish()
  }

  /// "Discard changes?" asked by a guard: the screen shows the dialog from
  /// the frame the user can tap it (it showed it a frame before, unmarked,
  /// and the tap then said no dialog shows), and the tap works there.
  @Test func aDialogShowsOnScreenFromTheFrameItCanBeTappedAndItsButtonWorksThere() async {
    let navigator = Navigator(BackStack<String>(pushing: ["editor"]))
    let discard = Dialog.confirmation("Discard changes?", confirm: "Discard Changes", cancel: "Keep Editing")
    navigator.guards.append(.confirmingLeaving { _ in discard })
    let test = NavigationTest(navigator)
    let player = LifecyclePlayer(test, transitionFrames: 3)
    test.send(.setConfirmsLeaving(true))
    await player.settle()
    player.perform(.tapBack)
    await test.receive { try $0.apply(NavigationIntent(.showDialog(discard))) }
    var frames = 0
    while !player.screen.contains("[Keep Editing"), frames < 10 {
      #expect(player.refusal(of: .tapButton("Keep Editing")) != nil, "frame \(frames): not on screen, not tappable")
      await player.frames(1)
      frames += 1
    }
    let failures = Report.failures { player.perform(.tapButton("Keep Editing")) }
    #expect(failures.isEmpty, "after \(frames) frame(s) the screen shows:\n\(player.screen)\n\(failures)")
    await player.settle()
    await test.receive { try $0.apply(NavigationIntent(.dismissDialog)) }
    await test.finish()
  }

  /// A dialog the bindings ask for that the window has not drawn yet is
  /// on the screen marked so, not as one the user can tap.
  @Test func aDialogAskedButNotYetDrawnIsMarkedOnTheScreen() async {
    let (test, player) = await Self.savedAlertAsked()
    var marked = false
    for _ in 0..<5 where player.presentationStyles.isEmpty {
      if player.screen.contains("alert \"Saved\"") {
        marked = true
        #expect(player.screen.contains("alert \"Saved\" (asked, not on screen yet)"), "\(player.screen)")
        #expect(!player.screen.contains("[OK"), "no button shows:\n\(player.screen)")
      }
      await player.frames(1)
    }
    #expect(player.presentationStyles == ["alert"] && player.screen.contains("[OK"), "\(player.screen)")
    #expect(marked, "the bindings asked a frame before the window drew it")
    player.perform(.tapButton("OK"))
    await player.settle()
    await test.receive { try $0.apply(NavigationIntent(.dismissDialog)) }
    await test.finish()
  }

  /// A dialog the navigator has just asked for, before any frame: a tap on
  /// its button is refused, saying the dialog is not on screen yet (not
  /// that no dialog shows).
  @Test func aTapOnADialogAskedBeforeAnyFrameSaysItIsNotOnScreenYet() async {
    let (test, player) = await Self.savedAlertAsked()
    let refusal = player.refusal(of: .tapButton("OK"))
    #expect(refusal?.contains("not on screen yet") == true, "\(refusal ?? "made")")
    await player.settle()
    player.perform(.tapButton("OK"))
    await player.settle()
    await test.receive { try $0.apply(NavigationIntent(.dismissDialog)) }
    await test.finish()
  }

  /// Where reselecting a tab writes nothing, the user can still tap the
  /// tab shown: the tap is made, changes nothing, and fails nothing (it
  /// was refused, as a gesture the user cannot make).
  @Test func aReTapThatWritesNothingIsATapTheUserCanMake() async throws {
    let test = NavigationTest(Navigator<Tab, String>(try Tabs(Tab.allCases, selected: .home)))
    let player = LifecyclePlayer(test, reselectingATabWritesIt: false)
    await player.settle()
    #expect(player.refusal(of: .tapTab(.home)) == nil, "\(player.refusal(of: .tapTab(.home)) ?? "")")
    await expectNoFailures {
      player.perform(.tapTab(.home))
      await player.settle()
      await test.finish()
    }
  }

  /// A receive right after a drag, with no settle between: the player runs
  /// the frames of the dismissal until its change comes (it waited 30
  /// seconds of wall clock, while no frame ran, and failed).
  @Test func aReceiveRightAfterADragRunsTheFramesUntilTheSheetsChangeComes() async {
    let (test, player) = await Self.exportSheetUp()
    await expectNoFailures {
      player.perform(.dragDown)
      await test.receive { $0 = .stack(BackStack()) }
      await player.settle()
      await test.finish()
    }
  }

  /// A receive while the player has work in flight that changes nothing
  /// (a sheet appearing): it runs frames until nothing is in flight, then
  /// fails, saying what it awaited.
  @Test func aReceiveWhileASheetAppearsFailsOnceItHasAppearedSayingWhatItAwaited() async {
    let test = Self.stack()
    let player = LifecyclePlayer(test, transitionFrames: 5)
    test.send(.present("export", as: .sheet))
    let failures = await Report.failures { await test.receive { _ in } }
    #expect(failures.count == 1, "\(failures)")
    #expect(failures.first?.contains("sheet export (appearing)") == true, "\(failures)")
    #expect(failures.first?.contains("nothing is in flight now") == true, "\(failures)")
    #expect(player.presentationStyles == ["sheet"], "the frames ran: the sheet is up")
    await player.settle()
    await test.finish()
  }

  @Test func theRulesSayTheirEvidence() {
    #expect(!LifecyclePlayer<Never, String>.rules.isEmpty)
    for rule in LifecyclePlayer<Never, String>.rules {
      let labels = ["documented", "reported", "assumed", "documented, in part assumed", "reported, in part assumed"]
      #expect(labels.contains { rule.contains("(\($0)): ") }, "\(rule)")
    }
  }
}

/// Under XCTest: a gesture the user cannot make fails the test at the line
/// that makes it, with its refusal's sentence (`XCTFail`, captured here).
final class LifecyclePlayerXCTests: XCTestCase {
  /// Whether failures are captured (during the gesture) or reported (the assertions after it).
  var capturing = false
  var failures: [(message: String, line: Int)] = []

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
  ) {
    guard capturing else {
      return super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
    failures.append((description, lineNumber))
  }

  @MainActor func testAGestureTheUserCannotMakeFailsAtTheLineThatMakesIt() async {
    let test = NavigationTest(Navigator(BackStack<String>()), exhaustive: false)
    let player = LifecyclePlayer(test)
    capturing = true
    let line = #line + 1
    player.perform(.swipeBack)
    capturing = false
    XCTAssertEqual(failures.map(\.line), [line])
    XCTAssertTrue(failures.first?.message.contains("cannot be made: nothing is pushed") == true, "\(failures)")
    await test.finish()
  }
}
