import Foundation
import Testing
@_spi(WayfinderInternals) import Wayfinder

/// What the navigator does when it is freed, when nobody reads its events,
/// and when it is called again from inside a change.
@MainActor @Suite(.timeLimit(.minutes(10))) struct NavigatorReliabilityTests {
  // MARK: Event streams

  @Test func eventStreamsFinishWhenTheNavigatorIsFreed() async throws {
    var navigator: Navigator<Never, Int>? = Navigator(BackStack<Int>())
    let stream = try #require(navigator).events()
    try navigator?.push(1)
    navigator = nil
    var received: [Int] = []
    for await event in stream { received.append(event.sequence) }
    // Reaching this line at all is the test: the loop ended.
    #expect(received == [1])
  }

  @Test func aFollowerHearsEachChangeAndRefusalAsItIsRecordedUntilItStops() throws {
    let navigator = Navigator(BackStack<Int>())
    var heard: [Int] = []
    let following = navigator.follow { heard.append(navigator.log.last?.sequence ?? 0) }
    try navigator.push(1)
    navigator.perform(.pop(count: 5))  // a view's, refused: recorded, and heard
    try navigator.pop()
    navigator.stopFollowing(following)
    try navigator.push(2)
    #expect(heard == [1, 2, 3])
  }

  @Test func anIdleSubscriberKeepsOnlyTheNewestEvents() async throws {
    var navigator: Navigator<Never, Int>? = Navigator(BackStack<Int>())
    let stream = try #require(navigator).events(bufferingNewest: 16)
    for value in 0..<10_000 { try navigator?.push(value) }
    navigator = nil
    var received: [Int] = []
    for await event in stream { received.append(event.sequence) }
    #expect(received == Array(9_985...10_000))
  }

  @Test func theDefaultBufferIsBoundedToo() async throws {
    var navigator: Navigator<Never, Int>? = Navigator(BackStack<Int>())
    let stream = try #require(navigator).events()
    for value in 0..<5_000 { try navigator?.push(value) }
    navigator = nil
    var count = 0
    var last = 0
    for await event in stream {
      count += 1
      last = event.sequence
    }
    #expect(count == 64)  // the documented default
    #expect(last == 5_000)
  }

  // MARK: Re-entrancy

  @Test func aGuardThatChangesTheNavigatorIsRefusedAndNothingIsLost() throws {
    let navigator = Navigator(BackStack<Int>())
    var innerError: NavigationError?
    navigator.guards.append(
      NavigationGuard { [unowned navigator] _ in
        do {
          try navigator.push(100)
        } catch {
          innerError = error as? NavigationError
        }
        return .allow
      })
    try navigator.push(1)
    #expect(innerError == .reentrantChange)
    #expect(navigator.state.shownStack.routes == [1])
    #expect(navigator.log.map(\.change.stacks) == [[.init(location: .single, kept: 0, removed: 0, added: 1)]])
  }

  @Test func aChangeInsideUpdateIsRefused() throws {
    let navigator = Navigator(BackStack<Int>())
    var innerError: NavigationError?
    try navigator.update { state throws(NavigationError) in
      do {
        try navigator.push(50)
      } catch {
        innerError = error as? NavigationError
      }
      try state.apply(NavigationIntent(.push(51, hidesBack: false)))
    }
    #expect(innerError == .reentrantChange)
    #expect(navigator.state.shownStack.routes == [51])
    #expect(navigator.log.count == 1)
  }

  @Test func aGuardThatAlwaysPushesDoesNotRecurse() throws {
    let navigator = Navigator(BackStack<Int>())
    var refusals = 0
    navigator.guards.append(
      NavigationGuard { [unowned navigator] _ in
        if (try? navigator.push(7)) == nil { refusals += 1 }
        return .allow
      })
    for value in 0..<100 { try navigator.push(value) }
    #expect(navigator.state.shownStack.count == 100)
    #expect(refusals == 100)
  }

  @Test func theNavigatorWorksAgainAfterARefusedOrFailedChange() throws {
    let navigator = Navigator(BackStack<Int>())
    navigator.guards.append(NavigationGuard { change in change.after.shownStack.contains(13) ? .block("13") : .allow })
    #expect(throws: NavigationError.blocked(reason: "13")) { try navigator.push(13) }
    #expect(throws: NavigationError.emptyStack) { try navigator.goBack() }
    try navigator.push(1)
    #expect(navigator.state.shownStack.routes == [1])
  }

  @Test func aGuardRemovingTheGuardsDoesNotSkipALaterGuard() throws {
    let navigator = Navigator(BackStack<Int>())
    navigator.guards = [
      NavigationGuard { [unowned navigator] _ in
        navigator.guards.removeAll()
        return .allow
      },
      NavigationGuard { _ in .block("second guard") },
    ]
    #expect(throws: NavigationError.blocked(reason: "second guard")) { try navigator.push(1) }
    #expect(navigator.state.shownStack.isEmpty)
    // The first guard did remove them: the next change is not guarded.
    try navigator.push(2)
    #expect(navigator.state.shownStack.routes == [2])
  }
}
