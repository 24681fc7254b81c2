import Testing
@_spi(WayfinderInternals) import Wayfinder

@Suite struct NavigationPlanTests {
  typealias State = NavigationState<AppTab, String>

  @Test func keepsTheCommonPrefixThenPushesTheRest() throws {
    let from = NavigationState<Never, String>(BackStack(pushing: ["a", "b", "c"]))
    let to = NavigationState<Never, String>(BackStack(pushing: ["a", "x", "y"]))
    let plan = NavigationPlan(from: from, to: to)
    #expect(plan.steps == [.pop(2, at: .single), .push([Step("x"), Step("y")], at: .single)])
    #expect(try plan.performed(on: from) == to)
  }

  /// StateAndProjections, "Plans": from `[.profile, .category(.list)]` to
  /// `[.profile, .export]` is one pop, then one push of `.export`.
  @Test func theArticlesPlanIsOnePopThenOnePush() throws {
    let before = NavigationState(BackStack<Route>(pushing: [.profile, .category(.list)]))
    let target = NavigationState(BackStack<Route>(pushing: [.profile, .export]))
    let plan = NavigationPlan(from: before, to: target)
    #expect(plan.steps == [.pop(1, at: .single), .push([Step(.export)], at: .single)])
    #expect(try plan.performed(on: before) == target)
  }

  @Test func dismissesModalsBeforePoppingAndPresentsInOrder() throws {
    let from = NavigationState<Never, String>(
      BackStack([Step("a"), Step("b"), Step("s", .sheet), Step("c"), Step("f", .cover)]))
    let to = NavigationState<Never, String>(BackStack([Step("a"), Step("t", .sheet), Step("d"), Step("e")]))
    let plan = NavigationPlan(from: from, to: to)
    #expect(
      plan.steps == [
        .dismiss(at: .single), .dismiss(at: .single), .pop(1, at: .single), .present(Step("t", .sheet), at: .single),
        .push([Step("d"), Step("e")], at: .single),
      ])
    #expect(try plan.performed(on: from) == to)
  }

  @Test func identicalStatesNeedNoSteps() throws {
    let state = State.tabs(Tabs(selected: .home))
    #expect(NavigationPlan(from: state, to: state).steps.isEmpty)
  }

  @Test func tabsReplaceHiddenStacksThenSelectThenChangeTheVisibleOne() throws {
    var before = Tabs<AppTab, String>(selected: .home)
    before.selectedStack.push("h1")
    var after = before
    var state = NavigationState.tabs(after)
    try state.apply(NavigationIntent(.setStack(BackStack(pushing: ["s1"])), in: .tab(.search)))
    after = try #require(state.tabs)
    try after.select(.settings)
    after.selectedStack.push("x")
    let plan = NavigationPlan(from: .tabs(before), to: .tabs(after))
    #expect(
      plan.steps == [
        .replaceStack(BackStack(pushing: ["s1"]), at: .tab(.search)), .selectTab(.settings),
        .push([Step("x")], at: .tab(.settings)),
      ])
    #expect(try plan.performed(on: .tabs(before)) == .tabs(after))
  }

  @Test func differentShapesReplaceTheState() throws {
    let tabs = State.tabs(Tabs(selected: .home))
    let stack = State.stack(BackStack(pushing: ["a"]))
    #expect(NavigationPlan(from: tabs, to: stack).steps == [.replaceState(stack)])
    #expect(try NavigationPlan(from: tabs, to: stack).performed(on: tabs) == stack)
  }

  @Test func applyingAPlanToTheWrongStateThrows() throws {
    let from = NavigationState<Never, String>(BackStack(pushing: ["a", "b"]))
    let plan = NavigationPlan(from: from, to: NavigationState<Never, String>())
    #expect(throws: NavigationError.notEnoughSteps(requested: 2, available: 0)) {
      try plan.performed(on: NavigationState<Never, String>())
    }
    let tabPlan = NavigationPlan<AppTab, String>(
      from: .tabs(Tabs(selected: .home)), to: .tabs(Tabs(selected: .search)))
    #expect(throws: NavigationError.notTabbed) { try tabPlan.performed(on: .stack(BackStack())) }
  }

  @Test func planIsDeterministic() {
    let from = NavigationState<Never, Int>(BackStack(pushing: Array(0..<100)))
    let to = NavigationState<Never, Int>(BackStack(pushing: Array(0..<50) + Array(200..<260)))
    #expect(NavigationPlan(from: from, to: to) == NavigationPlan(from: from, to: to))
  }
}
