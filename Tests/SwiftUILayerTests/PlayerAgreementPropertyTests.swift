import PropertyBased
import SwiftUI
import Testing
import Wayfinder
@_spi(WayfinderInternals) import WayfinderSwiftUI
import WayfinderTesting

/// Random sessions of intents and gestures on two tabs (a stack, and a
/// split of two columns), each run through the stand-in with the real layer
/// and through the lifecycle player, which must agree after every step
/// (``PlayerAgreementTests/agree(_:device:bindings:player:test:)``).
@MainActor @Suite(.timeLimit(.minutes(10))) struct PlayerAgreementPropertyTests {
  static let steps = zip(Gen.int(in: 0...11), Gen.int(in: 0...5)).array(of: 1...12)

  /// The step a pair of numbers picks: an intent on the shown stack, or a gesture.
  static func step(_ kind: Int, _ b: Int) -> PlayerAgreementTests.Step<TwoTabs> {
    let route = "r\(b)"
    return switch kind {
    case 0, 1: .send(.push(route, hidesBack: b == 5))
    case 2: .send(.present(route, as: b == 5 ? .inspector : b.isMultiple(of: 2) ? .sheet : .cover))
    case 3: .send(.showDialog(Dialog(b.isMultiple(of: 2) ? .alert : .confirmationDialog, title: "d\(b)")))
    case 4: .gesture(.swipeBack)
    case 5: .gesture(.dragDown)
    case 6: .gesture(.tapTab(b.isMultiple(of: 2) ? .one : .two))
    case 7: .gesture(.tapOutsideDialog)
    case 8: .send(.dismiss)
    case 10: .frames(1 + b * 4)
    case 11: .gesture(.resize(b.isMultiple(of: 2) ? .regular : .compact))
    default: .gesture(.backMenu(keeping: b % 2))
    }
  }

  @Test func thePlayerAgreesWithTheLayerOnRandomSessions() async {
    await propertyCheck(count: 200, input: Self.steps) { pairs in
      try await PlayerAgreementTests().agreeOnTwoTabs(pairs.map { Self.step($0.0, $0.1) })
    }
  }

  /// The sessions found disagreeing before a fix, each as it was shrunk.
  @Test(
    arguments: [
      // The Back menu cutting past a screen that hides Back: the layer's path,
      // read from the echo of its write, changed back a turn later, and the
      // layer took a frame more than the player, which only looked at the state.
      [(0, 5), (0, 0), (9, 0)],
      // A resize: the layer's views read the bindings' size class, and are
      // evaluated again when it changes; the player did not count it as read.
      [(11, 0)],
      // A confirmation dialog closed by a tap outside after a resize: the
      // layer's binding is built again for the new size class; the player
      // wrote with the old one, and the bindings ignored the write.
      [(3, 3), (11, 0), (7, 0)],
      // A swipe back one frame after a push: the stack has not drawn the
      // pushed screen yet, so it shows no Back; the player read the bindings' path.
      [(0, 0), (10, 0), (4, 0)],
      // A sheet presented while the user drags the sheet below it away: the
      // test refused what both sides refuse alike, and CI found it (one run in many).
      [(2, 0), (5, 0), (10, 0), (2, 0)],
      // A tab tapped while the sheet of the tab it leaves appears: the
      // player took the screen for older than the state, which has the sheet
      // the screen hides with its tab.
      [(2, 0), (10, 0), (6, 1)],
      // The Back menu a frame after a resize: the stack's view is still
      // built for the old size class, and the layer ignores its write; the
      // player wrote with the new one.
      [(0, 0), (11, 0), (10, 0), (9, 0)],
      // A tap outside a confirmation dialog a frame after a resize: its
      // presenter is still built for the old size class, and the layer
      // ignores the dialog's write; the player wrote with the new one.
      [(3, 3), (11, 0), (10, 0), (7, 0)],
      // An alert asked a frame before a swipe back: the swipe closes it in
      // the state before its presenter drew it; the layer waited for the
      // end of an exit that never ran, released by the watchdog 180 frames
      // later, a frame apart from the player (found by a random run).
      [(0, 0), (3, 0), (10, 0), (4, 0)],
      // An alert asked while a sheet is dragged away, over the sheet: it goes
      // with the sheet, and the layer hides the watchdog's frame counter it
      // showed meanwhile a frame later; the player did not count that frame.
      [(2, 0), (5, 0), (10, 0), (3, 0)],
      // An inspector (a sheet in compact width), then a push that hides Back
      // in it: the layer keeps the inspector shown last in its state, written
      // by an onChange when what it reads changes, and took a frame more than
      // the player, which kept none (found once inspectors joined the runs).
      [(2, 5), (0, 5)],
    ])
  func aSessionFoundDisagreeing(_ pairs: [(Int, Int)]) async throws {
    try await PlayerAgreementTests().agreeOnTwoTabs(pairs.map { Self.step($0.0, $0.1) })
  }
}
