import Testing
import Wayfinder

/// Changing the shown stack through the state changes it in place: no copy
/// of the steps, so that applying a plan costs O(steps changed).
@Suite struct InPlaceMutationTests {
  /// The address of the stack's step buffer.
  func bufferAddress(_ stack: BackStack<Int>) -> UnsafeRawPointer? {
    stack.steps.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
  }

  /// A stack with room to grow: pushed deep, then popped, so pushes need no new buffer.
  func roomyStack() throws -> BackStack<Int> {
    var stack = BackStack<Int>(pushing: 0..<1_000)
    try stack.pop(900)
    return stack
  }

  @Test func aPushThroughASingleStackStateReusesTheBuffer() throws {
    var state = NavigationState<Never, Int>(try roomyStack())
    let before = bufferAddress(state.activeStack)
    state.activeStack.push(7)
    try state.activeStack.pop()
    state.activeStack.push(8)
    #expect(bufferAddress(state.activeStack) == before)
  }

  @Test func aPushThroughTabsReusesTheBuffer() throws {
    var tabs = try Tabs<AppTab, Int>(selected: .search)
    tabs.current = try roomyStack()
    var state = NavigationState<AppTab, Int>.tabs(tabs)
    tabs = try Tabs(selected: .home)  // drop the other reference to the buffer
    let before = bufferAddress(state.activeStack)
    state.activeStack.push(7)
    state.activeStack.present(9, as: .sheet)
    try state.activeStack.dismiss()
    #expect(bufferAddress(state.activeStack) == before)
    #expect(state.activeStack.depth == 101)
  }

  @Test func applyingAPlanOfThousandsOfDismissesReachesTheTarget() throws {
    var stack = BackStack<Int>()
    for value in 0..<2_000 { stack.present(value) }
    let state = NavigationState<Never, Int>(stack)
    let plan = Transition(from: state, to: NavigationState(BackStack(pushing: [1])))
    #expect(plan.steps.count == 2_001)
    #expect(try plan.apply(to: state) == NavigationState(BackStack(pushing: [1])))
  }
}
