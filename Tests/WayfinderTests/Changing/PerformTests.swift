import Testing
@_spi(WayfinderInternals) import Wayfinder

/// `perform(_:in:)`, the front for views: the user's cause, never a throw,
/// a refusal recorded as one and nothing changed.
@MainActor @Suite(.timeLimit(.minutes(10))) struct PerformTests {
  @Test func aPerformedOperationIsTheUsers() {
    let navigator = StackNavigator<Int>()
    navigator.perform(.push(1))
    navigator.perform(.push(2))
    navigator.perform(.goBack)
    #expect(navigator.state.shownStack.routes == [1])
    #expect(navigator.log.map(\.cause) == [.user, .user, .user])
    #expect(navigator.log.allSatisfy { $0.refusal == nil })
    #expect(navigator.changeCount == 3)
  }

  @Test func aRefusedPerformChangesNothingAndIsRecordedAsARefusal() async {
    let navigator = StackNavigator<Int>(BackStack(pushing: [1, 2]))
    let events = navigator.events()
    let state = navigator.state
    let changes = navigator.changeCount
    let logged = navigator.log

    navigator.perform(.dismiss)  // no modal
    navigator.perform(.popTo(depth: 5))  // deeper than the stack

    #expect(navigator.state == state)
    #expect(navigator.changeCount == changes)
    #expect(navigator.waitingChange == nil)
    let refusals = Array(navigator.log.dropFirst(logged.count))
    #expect(navigator.log.prefix(logged.count).elementsEqual(logged))
    #expect(refusals.map(\.refusal) == [.noModal, .depthOutOfRange(depth: 5, count: 2)])
    #expect(refusals.map(\.intent) == [NavigationIntent(.dismiss), NavigationIntent(.popTo(depth: 5))])
    #expect(refusals.map(\.cause) == [.user, .user])
    #expect(refusals.map(\.sequence) == [logged.count + 1, logged.count + 2])
    #expect(refusals.allSatisfy { $0.change.isEmpty && $0.waiting == nil })
    #expect(refusals[0].description == "#\(logged.count + 1) user dismiss: refused: no modal is presented")
    // The event stream sends them too.
    var sent: [NavigationError?] = []
    for await event in events {
      sent.append(event.refusal)
      if sent.count == 2 { break }
    }
    #expect(sent == [.noModal, .depthOutOfRange(depth: 5, count: 2)])
  }

  @Test func aGuardsRefusalIsRecordedToo() {
    let navigator = StackNavigator<Int>(BackStack(pushing: [1]))
    navigator.guards.append(NavigationGuard { _ in .block("read only") })
    navigator.perform(.push(2))
    #expect(navigator.state.shownStack.routes == [1] && navigator.changeCount == 0)
    #expect(navigator.log.map(\.refusal) == [.blocked(reason: "read only")])
  }

  /// A host that follows the state change by change reads the changes made,
  /// refusals left out, whatever their number.
  @Test func aHostFollowingTheChangesSkipsRefusals() throws {
    let navigator = Navigator(BackStack<Int>(), logCapacity: 4)
    try navigator.push(1)
    let followed = navigator.changeCount
    navigator.perform(.dismiss)
    try navigator.push(2)
    navigator.perform(.dismissAll)
    #expect(
      navigator.changes(after: followed)?.map(\.stacks) == [[.init(location: .single, kept: 1, removed: 0, added: 1)]])
    #expect(navigator.changes(after: navigator.changeCount) == [])
    for _ in 0..<4 { navigator.perform(.dismiss) }  // the log keeps 4: the push is no longer in it
    #expect(navigator.changes(after: followed) == nil)
  }

  @Test func tabsFromAnEnumNeedNoTry() {
    let navigator = Navigator(Tabs<PerformTab, Int>(selected: .second))
    navigator.perform(.selectTab(.first))
    #expect(navigator.state.selectedTab == .first)
    #expect(navigator.state.tabs?.order == [.first, .second])
    // Reselecting follows the navigator's setting, as selectTab does.
    _ = try? navigator.push(1)
    navigator.reselectingTabPopsToRoot = false
    navigator.perform(.selectTab(.first))
    #expect(navigator.state.shownStack.routes == [1])
    navigator.reselectingTabPopsToRoot = true
    navigator.perform(.selectTab(.first))
    #expect(navigator.state.shownStack.isEmpty)
  }
}

enum PerformTab: Hashable, Sendable, CaseIterable { case first, second }
