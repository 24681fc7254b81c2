import PropertyBased
import SwiftUI
import SwiftUILifecycle
import Testing
import Wayfinder
@_spi(WayfinderInternals) import WayfinderSwiftUI

/// Random sequences of intents, the user's gestures, resizes, late writes
/// (what a view could write, written after the screen moved on) and frames
/// passing, played on the real hosts in the stand-in, so that they land in
/// the middle of transitions too. After each run has settled: the screen
/// shows the state, nothing was refused, no ignored write changed the
/// state, and no presentation waits forever. (This ran on the model of
/// SwiftUI before.)
@MainActor @Suite(.timeLimit(.minutes(10))) struct PropertyTests {
  /// One thing that happens: what, and two numbers that pick its details.
  typealias Action = (kind: Int, a: Int, b: Int)

  static let actions = zip(Gen.int(in: 0...11), Gen.int(in: 0...9), Gen.int(in: 0...5)).array(of: 1...30)

  /// The dialog a screen that confirms leaving asks with.
  static let discard = Dialog.confirmation("Discard changes?", confirm: "Discard", cancel: "Keep Editing")

  /// Counts of what the runs did, for the record.
  struct Tally {
    var runs = 0
    var actions = 0
    var gestures = 0
    var lateWrites = 0
    var ignored = 0
    var fromATabLeft = 0
    var oneByOne = 0
    var byQueue = 0
    var frames = 0
  }

  /// The intent an action picks.
  static func intent(_ a: Int, _ b: Int) -> NavigationIntent<TwoTabs, String> {
    let route = "r\(b)"
    let target: StackTarget<TwoTabs> = [.shown, .tab(.one), .tab(.two), .modalOverTabs][a % 4]
    let operation: NavigationIntent<TwoTabs, String>.Operation =
      switch a {
      case 0, 1: .push(route, hidesBack: b == 5)
      case 2: .present(route, as: [.sheet, .cover, .popover, .inspector, .sheet, .popover][b])
      case 3: .present(route, as: .sheet)  // over all tabs (below)
      case 4: .dismiss
      case 5: .goBack
      case 6: .selectTab(b.isMultiple(of: 2) ? .one : .two, reselectPopsToRoot: true)
      case 7: .popToRoot
      case 8: .setConfirmsLeaving(b < 4)
      default: .showDialog(Dialog(b.isMultiple(of: 2) ? .alert : .confirmationDialog, title: "d\(b)"))
      }
    return NavigationIntent(operation, in: a == 3 ? .modalOverTabs : target)
  }

  @Test func theScreenAlwaysSettlesOnTheStateAndLateWritesChangeNothing() async {
    var tally = Tally()
    await propertyCheck(count: 100, input: Self.actions) { actions in
      try await play(actions, &tally)
    }
    print(
      "SwiftUI property run through the layer: \(tally.runs) runs, \(tally.actions) actions, \(tally.gestures) "
        + "gestures, \(tally.lateWrites) late writes (\(tally.ignored) ignored, \(tally.fromATabLeft) from a tab "
        + "left), \(tally.frames) frames to settle; \(tally.oneByOne) catch-ups change by change, \(tally.byQueue) "
        + "through the queue")
    #expect(tally.oneByOne > 20 && tally.byQueue > 20, "the runs should take both ways")
  }

  /// The runs found failing on the model of SwiftUI before a fix, each as it was shrunk.
  @Test(
    arguments: [
      // A tab tapped in the frame after a hidden tab's sheet was released, before it began.
      [(0, 2, 0), (2, 5, 1), (8, 0, 0), (2, 5, 0)],
      // A late write after the modal over all tabs came and went.
      [
        (0, 3, 0), (8, 0, 3), (0, 0, 0), (8, 0, 3), (2, 2, 0), (4, 0, 0), (4, 0, 0), (0, 4, 0), (0, 0, 0), (8, 0, 4),
        (8, 0, 2), (4, 0, 0), (6, 1, 1),
      ],
      // A late nil for a lower sheet after the dismissal of the one above it was released.
      [(2, 5, 3), (0, 2, 0), (0, 2, 0), (8, 0, 3), (8, 0, 4), (0, 4, 0), (4, 0, 0), (8, 0, 3), (6, 0, 0)],
      // A pop of a screen that confirms leaving, counted as ignored though its dialog showed.
      [(2, 2, 0), (0, 8, 0), (4, 0, 0), (6, 0, 0)],
      // A tab's dialog shown while the modal over all tabs above it was being dismissed.
      [(0, 3, 0), (0, 9, 0), (8, 0, 0), (8, 0, 5), (0, 4, 0)],
      // A pop from a tab, before the modal over all tabs showed, asking in that modal.
      [(0, 0, 0), (8, 0, 1), (0, 8, 0), (0, 3, 0), (4, 0, 0), (6, 0, 0)],
      // Through the layer: the modal over all tabs, presented by the tab view, in the update that took away
      // the selected tab's alert (refused: the alert still showed).
      [(0, 9, 0), (8, 0, 0), (0, 3, 0)],
      // An alert's button tapped between resizes: the alert's close was never reported.
      [(0, 9, 0), (8, 0, 1), (3, 0, 0), (2, 8, 0), (3, 0, 0), (3, 0, 0)],
      // A second modal over all tabs asked for as the user drags the first away (refused, then gone with it).
      [(0, 3, 0), (8, 0, 4), (8, 0, 1), (0, 3, 0), (2, 4, 0)],
      // A pop, then a late push from a link of the screen below, whose path held that link's element: one
      // screen twice (a token given twice).
      [(2, 2, 3), (4, 0, 0), (10, 5, 5), (10, 0, 4)],
      [(4, 0, 0), (4, 0, 0), (0, 0, 0), (8, 0, 1), (2, 2, 2), (4, 0, 0), (6, 5, 2), (6, 6, 0)],
      // On the model: a link tapped in a split's detail right after a resize, by the view of the other width
      // still showing the list's selection in its path: a screen shown twice (its token twice).
      [(0, 6, 1), (3, 0, 0), (3, 0, 0), (0, 0, 0), (3, 0, 0), (3, 0, 0), (8, 0, 1), (3, 0, 0), (2, 2, 0)],
      // Through the layer: an alert's button tapped, and the window resized before its presenter let it go:
      // the resize showed the closing alert again, so it stayed on screen and its close was awaited for good.
      [(0, 9, 0), (8, 0, 1), (2, 8, 0), (8, 0, 0), (3, 0, 0)],
      // Once a dialog takes frames to leave: an alert shown, a late push from the screen under it (shown at
      // once, it drops the alert), then a sheet over all tabs, presented into the alert's exit.
      [(0, 9, 0), (8, 0, 1), (4, 0, 0), (10, 0, 1), (0, 3, 0)],
      // Once a presentation outlives its presenter: the host's Back on an edited screen asks; a late write
      // of what the views showed before the question, then a tab switch.
      [(0, 0, 0), (0, 8, 0), (8, 0, 1), (2, 7, 0), (4, 0, 0), (8, 0, 1), (6, 0, 0)],
    ] as [[Action]])
  func aShrunkCounterexample(_ actions: [Action]) async throws {
    var tally = Tally()
    try await play(actions, &tally)
  }

  /// Found by a run of 1,500: a push hiding Back, popped to the root by a
  /// re-tap of the tab while its screen still showed; a tap on a link of
  /// that screen made the state hold the popped screen again, without its
  /// hidden Back, and the screen and the state differed.
  @Test func aLinkTappedOnAScreenAPopHasLeftBringsNothingBack() async throws {
    var tally = Tally()
    try await play([(0, 0, 5), (8, 0, 0), (0, 6, 0), (8, 0, 0), (2, 2, 0)], &tally)
  }

  /// Plays `actions`, then expects the screen to settle on the state.
  func play(_ actions: [Action], _ tally: inout Tally) async throws {
    tally.runs += 1
    let navigator = Navigator(Tabs<TwoTabs, String>(selected: .one))
    navigator.guards.append(.confirmingLeaving { _ in Self.discard })
    let bindings = twoTabsBindings(navigator)
    let device = Device { TwoTabsApp(bindings: bindings) }
    await device.settle()
    var captured: [LateWrite] = []
    for (kind, a, b) in actions {
      tally.actions += 1
      switch kind {
      case 0, 1:
        _ = try? navigator.apply(Self.intent(a, b))
      case 2:
        if (try? gesture(a, b, on: device)) != nil { tally.gestures += 1 }
      case 3:
        device.resize(to: device.windows[0].sizeClass == .compact ? .regular : .compact)
      case 4, 5:
        captured += device.lateWrites()
      case 6, 7, 10:
        guard !captured.isEmpty else { continue }
        let late = captured[(a * 6 + b) % captured.count]
        tally.lateWrites += 1
        let (before, ignoredBefore) = (navigator.state, bindings.ignoredWrites.count)
        // The user cannot touch a tab the views do not show: a write from one is ignored.
        let fromATabLeft = late.tab.map { $0 != bindings.shownState.selectedTab.map(AnyHashable.init) } ?? false
        late.write()
        if fromATabLeft {
          tally.fromATabLeft += 1
          #expect(navigator.state == before, "a write from a tab left changed the state: \(late.description)")
        }
        if bindings.ignoredWrites.count > ignoredBefore {
          tally.ignored += 1
          #expect(navigator.state == before, "an ignored write changed the state: \(late.description)")
        }
      default:
        await device.frames(b * 4 + 1)
      }
      // What the adapter showed change by change adds up to what it shows.
      #expect(bindings.inconsistencies.isEmpty, "\(bindings.inconsistencies)")
    }
    tally.frames += await device.settledOnTheState(bindings)
    #expect(bindings.inconsistencies.isEmpty, "\(bindings.inconsistencies)")
    tally.oneByOne += bindings.catchUps.oneByOne
    tally.byQueue += bindings.catchUps.byQueue
    #expect(!device.log.contains { $0.contains("not settled") }, "a presentation waits forever: \(device.log)")
  }

  /// A gesture of the user's; throws when there is nothing to make it on.
  func gesture(_ a: Int, _ b: Int, on device: Device) throws {
    switch a {
    case 0: try device.swipeBack()
    case 1: try device.backMenu(keeping: b % 3)
    case 2, 3: try device.tap("link l\(b)")
    case 4: try device.dragDown()
    case 5: try device.tapTab(b.isMultiple(of: 2) ? "one" : "two")
    case 6: try device.tap("s\(b == 0 ? 1 : b)")
    case 7: try device.tap("Back")
    case 8:
      let buttons = device.lateWrites().filter { $0.description == "a dialog's button" }
      guard !buttons.isEmpty else { throw HandError(description: "no dialog") }
      try device.tapDialogButton(b % buttons.count)
    default: try device.tapOutsideDialog()
    }
  }
}

extension Device {
  /// Taps the `index`th button of the dialog in front.
  func tapDialogButton(_ index: Int) throws {
    let lines = screen.components(separatedBy: "\n")
    guard let start = lines.lastIndex(where: { $0.contains("alert \"") || $0.contains("confirmationDialog \"") })
    else { throw HandError(description: "no dialog:\n\(screen)") }
    let buttons = lines[(start + 1)...].compactMap { line -> String? in
      let text = line.trimmingCharacters(in: .whitespaces)
      guard text.hasPrefix("["), let end = text.firstIndex(of: "]") else { return nil }
      return String(text[text.index(after: text.startIndex)..<end]).components(separatedBy: " (").first
    }
    guard buttons.indices.contains(index) else { throw HandError(description: "no button \(index):\n\(screen)") }
    try tap(buttons[index])
  }
}
