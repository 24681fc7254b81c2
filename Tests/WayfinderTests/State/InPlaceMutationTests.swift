import Testing
@_spi(WayfinderInternals) import Wayfinder

/// Changing the shown stack through the state changes it in place: no copy
/// of the steps, so that applying a plan costs O(steps changed).
@Suite struct InPlaceMutationTests {
  /// The address of the stack's step buffer.
  func bufferAddress(_ stack: BackStack<Int>) -> UnsafeRawPointer? {
    stack.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
  }

  /// A stack with room to grow: pushed deep, then popped, so pushes need no new buffer.
  func roomyStack() throws -> BackStack<Int> {
    var stack = BackStack<Int>(pushing: 0..<1_000)
    try stack.pop(900)
    return stack
  }

  @Test func aPushThroughASingleStackStateReusesTheBuffer() throws {
    var state = NavigationState<Never, Int>(try roomyStack())
    let before = bufferAddress(state.shownStack)
    try state.apply(NavigationIntent(.push(7, hidesBack: false)))
    try state.apply(NavigationIntent(.pop(count: 1)))
    try state.apply(NavigationIntent(.push(8, hidesBack: false)))
    #expect(bufferAddress(state.shownStack) == before)
  }

  @Test func aPushThroughTabsReusesTheBuffer() throws {
    var tabs = Tabs<AppTab, Int>(selected: .search)
    tabs.selectedStack = try roomyStack()
    var state = NavigationState<AppTab, Int>.tabs(tabs)
    tabs = Tabs(selected: .home)  // drop the other reference to the buffer
    let before = bufferAddress(state.shownStack)
    try state.apply(NavigationIntent(.push(7, hidesBack: false)))
    try state.apply(NavigationIntent(.present(9, as: .sheet)))
    try state.apply(NavigationIntent(.dismiss))
    #expect(bufferAddress(state.shownStack) == before)
    #expect(state.shownStack.count == 101)
  }

  /// A navigator applies intents in place, with its log, its event streams
  /// and a guard: none of them keeps a copy of the state that would make the
  /// next intent copy the stack (which cost 366 times as much at 100,000
  /// steps as at 10).
  @MainActor @Test func aNavigatorChangesTheStackInPlaceWithALogStreamsAndAGuard() async throws {
    let navigator = Navigator(try roomyStack())
    navigator.guards.append(NavigationGuard { $0.after.shownStack.count > 5_000 ? .block("too deep") : .allow })
    let events = navigator.events()
    let before = bufferAddress(navigator.state.shownStack)
    for value in 0..<50 {
      try navigator.push(value)
      if value.isMultiple(of: 3) { try navigator.pop() }
    }
    try navigator.apply(NavigationIntent(.pushAll([1, 2, 3])))
    try navigator.goBack()
    #expect(throws: NavigationError.blocked(reason: "too deep")) {
      try navigator.apply(NavigationIntent(.pushAll(Array(0..<5_000))))
    }
    #expect(bufferAddress(navigator.state.shownStack) == before)
    #expect(navigator.log.count == 69)
    _ = events
  }

  @Test func applyingAPlanOfThousandsOfDismissesReachesTheTarget() throws {
    var stack = BackStack<Int>()
    for value in 0..<2_000 { stack.present(value) }
    let state = NavigationState<Never, Int>(stack)
    let plan = NavigationPlan(from: state, to: NavigationState(BackStack(pushing: [1])))
    #expect(plan.steps.count == 2_001)
    #expect(try plan.performed(on: state) == NavigationState(BackStack(pushing: [1])))
  }
}
