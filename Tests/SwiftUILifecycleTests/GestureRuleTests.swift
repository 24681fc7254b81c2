import Foundation
import SwiftUILifecycle
import Testing

/// The user's gestures as the rules play them, UI-free: what Back writes,
/// what a dialog's button and a tap outside do, when a drag is refused,
/// and the frame loop's order and settling.
@Suite struct GestureRuleTests {
  typealias Chain = PresentationChain<String, String>

  @Test func backWritesThePathOneShorterAndIsOffWhereTheTopHidesBack() {
    #expect(BackGestures.backShows(pushed: 2, topHidesBack: false))
    #expect(!BackGestures.backShows(pushed: 2, topHidesBack: true))
    #expect(!BackGestures.backShows(pushed: 0, topHidesBack: false))
    #expect(BackGestures.swipeBack(["a", "b"], backShows: true, inTransition: false) == ["a"])
    #expect(BackGestures.swipeBack(["a", "b"], backShows: false, inTransition: false) == nil)
    #expect(BackGestures.swipeBack(["a", "b"], backShows: true, inTransition: true) == nil)
  }

  @Test func theBackMenuCutsThePathAtTheEntryChosen() {
    #expect(BackGestures.backMenu(["a", "b", "c"], keeping: 1, backShows: true, inTransition: false) == ["a"])
    #expect(BackGestures.backMenu(["a", "b", "c"], keeping: 0, backShows: true, inTransition: false) == [])
    #expect(BackGestures.backMenu(["a", "b", "c"], keeping: 3, backShows: true, inTransition: false) == nil)
    #expect(BackGestures.backMenu(["a", "b", "c"], keeping: -1, backShows: true, inTransition: false) == nil)
    #expect(BackGestures.backMenu(["a", "b", "c"], keeping: 1, backShows: false, inTransition: false) == nil)
  }

  @Test func aDialogButtonActsThenTheDialogClosesAndItsBindingIsWritten() {
    var chain = Chain()
    _ = chain.present("ask", as: .confirmationDialog, from: "root", atDepth: 0)
    var acted = false
    let events = chain.userTapsButton { acted = true }
    #expect(acted && chain.isInTransition)
    guard events.count == 2, case .leaving(let leaving) = events[0], case .writeNil(let written) = events[1] else {
      Issue.record("\(events)")
      return
    }
    #expect(leaving.item == "ask" && written.item == "ask")
    var again = false
    #expect(chain.userTapsButton { again = true }.isEmpty && again, "a dialog leaving has no button to tap")
    while chain.isInTransition { _ = chain.advance() }
    #expect(chain.entries.isEmpty)
  }

  @Test func aButtonOutsideADialogOnlyActs() {
    var chain = Chain()
    var acted = false
    let events = chain.userTapsButton { acted = true }
    #expect(events.isEmpty && acted)
  }

  @Test func aTapOutsideClosesAConfirmationDialogNotAnAlert() {
    var chain = Chain()
    _ = chain.present("alert", as: .alert, from: "root", atDepth: 0)
    let onAlert = chain.userTapsOutsideDialog()
    #expect(onAlert == nil && chain.entries.count == 1)
    _ = chain.userClosesDialog()
    while chain.isInTransition { _ = chain.advance() }
    _ = chain.present("ask", as: .confirmationDialog, from: "root", atDepth: 0)
    let onDialog = chain.userTapsOutsideDialog()
    #expect(onDialog?.count == 2 && chain.frontDialog == nil && chain.isInTransition)
    #expect(chain.userTapsOutsideDialog() == nil, "it is already leaving")
  }

  @Test func contentThatDisablesDismissalCannotBeDraggedAway() {
    var chain = Chain(variants: LifecycleVariants(transitionFrames: 1))
    _ = chain.present("sheet", as: .sheet, from: "root", atDepth: 0)
    _ = chain.advance()
    let disabled = chain.userDismissesFront(dismissalDisabled: true)
    #expect(!disabled && chain.entries.first?.phase == .shown)
    let dragged = chain.userDismissesFront(dismissalDisabled: false)
    #expect(dragged)
  }

  @MainActor @Test func aFrameAdvancesThenReadsAndPresentsInPassesThenRunsCallbacks() {
    var phases: [String] = []
    var passes = 0
    FrameLoop.frame(
      advance: { phases.append("advance") }, read: { phases.append("read") },
      present: {
        passes += 1
        phases.append("present")
        return passes < 2
      }, callbacks: { phases.append("callbacks") })
    #expect(phases == ["advance", "read", "present", "read", "present", "callbacks"])
  }

  @MainActor @Test func settlingTakesThreeQuietFramesAndStopsAtTheLimit() async {
    var frames = 0
    let settled = await FrameLoop.settle(limit: 50, step: { frames += 1 }, isStill: { frames > 4 })
    #expect(settled == 7)
    let never = await FrameLoop.settle(limit: 10, step: {}, isStill: { false })
    #expect(never == nil)
  }
}
