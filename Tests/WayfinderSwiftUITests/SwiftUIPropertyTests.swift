import PropertyBased
import SwiftUIModel
import Testing
import Wayfinder
import WayfinderSwiftUI

/// Random sequences of intents, the user's gestures, resizes and stale
/// writes (a path from a tab the user has left, a late `nil` from a sheet
/// already gone, a list echoing its selection), played through the adapter
/// and the model of SwiftUI, with frames passing between them, so that they
/// land in the middle of transitions too.
@MainActor @Suite(.timeLimit(.minutes(10))) struct SwiftUIPropertyTests {
  enum Tab: Hashable, Sendable, CaseIterable { case one, two }
  typealias State = NavigationState<Tab, String>

  /// One thing that happens: what, and two numbers that pick its details.
  typealias Action = (kind: Int, a: Int, b: Int)

  static let actions = zip(Gen.int(in: 0...11), Gen.int(in: 0...9), Gen.int(in: 0...5)).array(of: 1...40)

  /// The dialog a screen that confirms leaving asks with.
  static let discard = Dialog.confirmation("Discard changes?", confirm: "Discard", cancel: "Keep Editing")

  /// Counts of what the runs did, for the record.
  struct Tally {
    var runs = 0
    var actions = 0
    var staleWrites = 0
    var ignored = 0
    var fromATabLeft = 0
    var oneByOne = 0
    var byQueue = 0
    var frames = 0
  }

  /// The intent an action picks.
  static func intent(_ a: Int, _ b: Int) -> NavigationIntent<Tab, String> {
    let route = "r\(b)"
    let target: StackTarget<Tab> = [.shown, .tab(.one), .tab(.two), .modalOverTabs][a % 4]
    let operation: NavigationIntent<Tab, String>.Operation =
      switch a {
      case 0, 1: .push(route, hidesBack: b == 5)
      case 2: .present(route, as: [.sheet, .cover, .popover, .inspector, .sheet, .popover][b])
      case 3: .presentOverTabs(route, as: .sheet)
      case 4: .dismiss
      case 5: .goBack
      case 6: .selectTab(b.isMultiple(of: 2) ? .one : .two, reselectPopsToRoot: true)
      case 7: .popToRoot
      case 8: .setConfirmsLeaving(b < 4)
      default: .showDialog(Dialog(b.isMultiple(of: 2) ? .alert : .confirmationDialog, title: "d\(b)"))
      }
    return NavigationIntent(operation, in: target)
  }

  @Test func theScreenAlwaysSettlesOnTheStateAndStaleWritesChangeNothing() async {
    var tally = Tally()
    await propertyCheck(count: 1_000, input: Self.actions) { actions in
      try play(actions, &tally)
    }
    print(
      "SwiftUI property run: \(tally.runs) runs, \(tally.actions) actions, \(tally.staleWrites) late writes "
        + "(\(tally.ignored) ignored, \(tally.fromATabLeft) from a tab left), \(tally.frames) frames to settle; "
        + "\(tally.oneByOne) catch-ups change by change, \(tally.byQueue) through the queue")
    #expect(tally.oneByOne > 300 && tally.byQueue > 300, "the runs should take both ways")
    #expect(tally.fromATabLeft > 100, "the runs should write from tabs the user has left")
  }

  /// Runs the property found failing before a fix, each kept as it was shrunk.
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
      // A link tapped in a split's detail right after a resize, by the view of the other width still
      // showing the list's selection in its path: a screen shown twice (its token twice).
      [(0, 6, 1), (3, 0, 0), (3, 0, 0), (0, 0, 0), (3, 0, 0), (3, 0, 0), (8, 0, 1), (3, 0, 0), (2, 2, 0)],
    ] as [[Action]])
  func aShrunkCounterexample(_ actions: [Action]) throws {
    var tally = Tally()
    try play(actions, &tally)
  }

  /// Plays `actions`, checking after each that nothing broke a rule, and after all that the screen settles on the state.
  @discardableResult
  func play(_ actions: [Action], _ tally: inout Tally) throws -> SwiftUIModel<Tab, String> {
    tally.runs += 1
    let navigator = Navigator(try Tabs<Tab, String>(selected: .one))
    navigator.guards.append(.confirmingLeaving { _ in Self.discard })
    let model = SwiftUIModel(navigator) { $0 == .two ? .twoColumns : .stack }
    var captured: [SwiftUIWrite<Tab, String>] = []
    for (kind, a, b) in actions {
      tally.actions += 1
      let before = navigator.state
      switch kind {
      case 0, 1:
        try? navigator.apply(Self.intent(a, b))
      case 2:
        switch a {
        case 0: model.swipeBack()
        case 1: model.backMenu(keeping: b % 3)
        case 2, 3: model.tapLink("l\(b)")
        case 4: model.dragDown()
        case 5: model.tapTab(b.isMultiple(of: 2) ? .one : .two)
        case 6: model.selectRow(b == 0 ? nil : "s\(b)", in: ColumnID(.tab(.two), column: 0))
        case 7: model.tapBack()
        case 8: model.chooseInDialog(b % 2)
        default: model.tapOutsideDialog()
        }
      case 3:
        model.resize(to: model.sizeClass == .compact ? .regular : .compact)
      case 4, 5:
        // What the views read now, kept to be written back late.
        for layer in model.chain.map(\.item.layer) + [LayerID(.tab(.one)), LayerID(.tab(.two))] {
          if let path = model.paths[layer], !path.isEmpty {
            captured.append(.path(Array(path.dropLast(b % 2 + 1)), layer: layer))
          }
        }
        for presentation in model.chain { captured.append(.dismissed(presentation.item)) }
        if let shown = model.dialog {
          captured.append(.dialogChoice(b % 2, shown.dialog, layer: shown.layer))
          captured.append(.dialogDismissed(shown.dialog, layer: shown.layer))
        }
        if let selection = model.bindings.selection(ColumnID(.tab(.two), column: 0)) {
          captured.append(.selection(selection, column: ColumnID(.tab(.two), column: 0)))
        }
      case 6, 7, 10:
        guard !captured.isEmpty else { continue }
        let write = captured[(a * 6 + b) % captured.count]
        tally.staleWrites += 1
        let ignoredBefore = model.bindings.ignoredWrites.count
        // The user cannot touch a tab the views do not show: a write from one is ignored.
        let fromATabLeft = Self.tab(of: write).map { $0 != model.bindings.shownState.selectedTab } ?? false
        model.viewWrites(write)
        if fromATabLeft {
          tally.fromATabLeft += 1
          #expect(model.bindings.ignoredWrites.count > ignoredBefore, "a write from a tab left was followed: \(write)")
          #expect(navigator.state == before, "a write from a tab left changed the state: \(write)")
        }
        if model.bindings.ignoredWrites.count > ignoredBefore {
          tally.ignored += 1
          #expect(navigator.state == before, "an ignored write changed the state: \(write)")
        }
        expectConfined(write, before, navigator.state)
      default:
        for _ in 0...(b * 4) { model.step() }
      }
      #expect(model.violations.isEmpty, "\(model.violations)")
      // What the adapter showed change by change adds up to what it shows.
      #expect(model.bindings.inconsistencies.isEmpty, "\(model.bindings.inconsistencies)")
    }
    tally.frames += model.settle()
    #expect(model.bindings.inconsistencies.isEmpty, "\(model.bindings.inconsistencies)")
    tally.oneByOne += model.bindings.catchUps.oneByOne
    tally.byQueue += model.bindings.catchUps.byQueue
    #expect(model.violations.isEmpty, "\(model.violations)")
    #expect(model.differencesFromTheState().isEmpty, "\(model.differencesFromTheState())")
    return model
  }

  /// The tab whose view made `write`, if a tab's.
  static func tab(of write: SwiftUIWrite<Tab, String>) -> Tab? {
    if case .tab(let tab)? = write.location { return tab }
    return nil
  }

  /// A write from a layer or list changes its own stack only (and a tab's
  /// write the selection); never another tab's stack.
  func expectConfined(_ write: SwiftUIWrite<Tab, String>, _ before: State, _ after: State) {
    let location: StackLocation<Tab>? =
      switch write {
      case .path(_, let layer): layer.location
      case .dismissed(let item): item.layer.location
      case .selection(_, let column): column.location
      case .dialogDismissed(_, let layer), .back(let layer): layer.location
      // A choice may confirm a waiting change, which may leave the stack.
      case .tab, .columnVisibility, .dialogChoice: nil
      }
    guard let location else { return }
    #expect(after.selectedTab == before.selectedTab, "a write from \(location) switched tabs")
    for other in [StackLocation<Tab>.tab(.one), .tab(.two), .modalOverTabs] where other != location {
      // The steps: a confirmation dialog shows over the shown stack, wherever it is.
      #expect(
        after.stack(at: other).map(Array.init) == before.stack(at: other).map(Array.init),
        "a write from \(location) changed \(other)")
    }
  }
}
