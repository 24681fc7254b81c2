import Testing
import Wayfinder

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
    var tabs = try Tabs<AppTab, Int>(selected: .search)
    tabs.selectedStack = try roomyStack()
    var state = NavigationState<AppTab, Int>.tabs(tabs)
    tabs = try Tabs(selected: .home)  // drop the other reference to the buffer
    let before = bufferAddress(state.shownStack)
    try state.apply(NavigationIntent(.push(7, hidesBack: false)))
    try state.apply(NavigationIntent(.present(9, as: .sheet)))
    try state.apply(NavigationIntent(.dismiss))
    #expect(bufferAddress(state.shownStack) == before)
    #expect(state.shownStack.count == 101)
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
