import PropertyBased
import Testing
@_spi(WayfinderInternals) import Wayfinder

@_spi(WayfinderInternals) @testable import WayfinderSwiftUI

@Suite(.timeLimit(.minutes(10))) struct PresentationBatchTests {
  enum Tab: Hashable, Sendable, CaseIterable { case one, two }
  typealias State = NavigationState<Tab, String>
  typealias Batch = PresentationBatch<Tab, String>

  func batches(_ from: State, _ to: State) -> [[PlanStep<Tab, String>]] {
    Batch.batches(of: NavigationPlan(from: from, to: to)).map(\.steps)
  }

  func stack(_ steps: Step<String>...) -> State { .stack(BackStack(steps)) }

  @Test func aDeepLinkPresentsOneModalAtATimeAndPushesInsideEachAfterItIsUp() {
    let target = stack(Step("a"), Step("s", .sheet), Step("b"), Step("c", .cover), Step("d"))
    #expect(
      batches(stack(), target) == [
        [.push([Step("a")], at: .single), .present(Step("s", .sheet), at: .single)],
        [.push([Step("b")], at: .single), .present(Step("c", .cover), at: .single)],
        [.push([Step("d")], at: .single)],
      ])
    #expect(Batch.batches(of: NavigationPlan(from: stack(), to: target)).map(\.presents) == [true, true, false])
  }

  @Test func modalsAreDismissedTogetherThenThePathChangesAtOnce() {
    let from = stack(Step("a"), Step("s", .sheet), Step("b"), Step("c", .cover), Step("d"))
    #expect(batches(from, stack(Step("a"))) == [[.dismiss(at: .single), .dismiss(at: .single)]])
    #expect(
      batches(from, stack(Step("x"), Step("y"))) == [
        [.dismiss(at: .single), .dismiss(at: .single)],
        [.pop(1, at: .single), .push([Step("x"), Step("y")], at: .single)],
      ])
  }

  @Test func aModalOverAllTabsIsPresentedBeforeAnythingIsPushedInsideIt() throws {
    var tabs = Tabs<Tab, String>(selected: .one)
    try tabs.setModalOverTabs(BackStack([Step("sign in", .sheet), Step("password")]))
    let from = State.tabs(Tabs(selected: .two))
    #expect(
      batches(from, .tabs(tabs)) == [
        [.selectTab(.one), .present(Step("sign in", .sheet), at: .modalOverTabs)],
        [.push([Step("password")], at: .modalOverTabs)],
      ])
  }

  /// A state from a few numbers: each picks a step on one of two tabs, or over both.
  static func state(_ codes: [(Int, Int)]) -> State {
    // Two cases, one selected: these tabs are valid by construction.
    var state = State.tabs(Tabs(selected: .one))
    for (kind, value) in codes {
      let route = String(value)
      let intent: NavigationIntent<Tab, String> =
        switch kind {
        case 0: NavigationIntent(.push(route, hidesBack: false))
        case 1: NavigationIntent(.present(route, as: value.isMultiple(of: 2) ? .sheet : .cover))
        case 2: NavigationIntent(.present(route, as: .sheet), in: .modalOverTabs)
        case 3: NavigationIntent(.selectTab(value.isMultiple(of: 2) ? .one : .two, reselectPopsToRoot: false))
        default: NavigationIntent(.goBack)
        }
      try? state.apply(intent)
    }
    return state
  }

  @Test func batchesKeepThePlansStepsAndObeyTheRules() async {
    let states = zip(Gen.int(in: 0...4), Gen.int(in: 0...5)).array(of: 0...12).map(Self.state)
    await propertyCheck(count: 500, input: states, states) { from, to in
      let plan = NavigationPlan(from: from, to: to)
      let batches = Batch.batches(of: plan)
      // In order, the batches' steps are the plan's: applied, they reach `to`.
      #expect(batches.flatMap(\.steps) == plan.steps)
      var state = from
      for batch in batches { state = (try? NavigationPlan(steps: batch.steps).performed(on: state)) ?? state }
      #expect(state == to)
      for batch in batches {
        #expect(!batch.steps.isEmpty)
        let dismissals = batch.steps.filter(Batch.dismisses)
        #expect(dismissals.isEmpty || dismissals.count == batch.steps.count, "dismissals alone: \(batch.steps)")
        let presentations = batch.steps.filter(Batch.presents)
        #expect(presentations.count <= 1 && (presentations.isEmpty || batch.presents), "one, last: \(batch.steps)")
      }
    }
  }
}
