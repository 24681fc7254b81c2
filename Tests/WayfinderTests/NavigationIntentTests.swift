import Foundation
import Testing
import Wayfinder

@MainActor @Suite struct NavigationIntentTests {
  typealias State = NavigationState<AppTab, Int>
  typealias Intent = NavigationIntent<AppTab, Int>

  @Test func anIntentNamingAHiddenTabChangesThatTabOnly() throws {
    let navigator = Navigator(try Tabs<AppTab, Int>(selected: .home))
    try navigator.push(1)
    try navigator.push(2, in: .settings)
    #expect(navigator.state.selectedTab == .home)
    #expect(navigator.state.shownStack.routes == [1])
    #expect(navigator.state.tabs?.stack(for: .settings)?.routes == [2])
    #expect(navigator.log.last?.intent == Intent(.push(2, hidesBack: false), in: .settings))
  }

  @Test func anIntentNamingAnUnknownTabOrATablessStateIsAnErrorAndChangesNothing() throws {
    let tabbed = Navigator(try Tabs<String, Int>(["a", "b"]))
    #expect(throws: NavigationError.unknownTab("c")) { try tabbed.push(1, in: "c") }
    let single = Navigator<String, Int>(.stack(BackStack(pushing: [5])))
    #expect(throws: NavigationError.notTabbed) { try single.push(1, in: "a") }
    #expect(tabbed.log.events.isEmpty && single.log.events.isEmpty)
    #expect(single.state.shownStack.routes == [5])
  }

  /// Each of `count` random states with a random intent on a stack (not a tab
  /// selection nor a presentation over all tabs, which name no tab's stack).
  func forEachStateAndStackIntent(
    seed: UInt64, count: Int, _ body: (State, inout Intent, inout SeededGenerator) throws -> Void
  )
    throws
  {
    var rng = SeededGenerator(seed: seed)
    for state in try PropertyTests.states(seed: seed, count: count).states {
      var intent = PropertyTests.randomIntent(using: &rng)
      switch intent.operation {
      case .selectTab, .presentOverTabs, .setState: continue
      default: try body(state, &intent, &rng)
      }
    }
  }

  /// The error `change` throws, or `nil`.
  func error(of change: () throws(NavigationError) -> Void) -> NavigationError? {
    do {
      try change()
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: [21, 22] as [UInt64])
  func namingTheSelectedTabIsTheSameAsNamingNone(seed: UInt64) throws {
    try forEachStateAndStackIntent(seed: seed, count: 2_000) { state, intent, _ in
      // Under a modal over all tabs, naming no tab acts on that modal instead.
      guard state.tabs?.modalOverTabs.isEmpty ?? true else { return }
      intent.tab = nil
      var unnamed = state
      let unnamedError = error { () throws(NavigationError) in try unnamed.apply(intent) }
      intent.tab = state.selectedTab
      var named = state
      let namedError = error { () throws(NavigationError) in try named.apply(intent) }
      #expect(named == unnamed, "\(intent)")
      #expect(namedError == unnamedError, "\(intent)")
    }
  }

  @Test(arguments: [23, 24] as [UInt64])
  func anIntentNamingATabLeavesEveryOtherTabAndTheSelectionAlone(seed: UInt64) throws {
    try forEachStateAndStackIntent(seed: seed, count: 2_000) { state, intent, rng in
      let tab = AppTab.allCases.randomElement(using: &rng) ?? .home
      intent.tab = tab
      var changed = state
      try? changed.apply(intent)
      #expect(changed.selectedTab == state.selectedTab)
      for other in AppTab.allCases where other != tab {
        #expect(changed.tabs?.stack(for: other) == state.tabs?.stack(for: other))
      }
      #expect(changed.tabs?.modalOverTabs == state.tabs?.modalOverTabs)
    }
  }

  @Test(arguments: [25] as [UInt64])
  func intentsRoundTripThroughJSON(seed: UInt64) throws {
    var rng = SeededGenerator(seed: seed)
    let encoder = JSONEncoder()
    let decoder = JSONDecoder()
    for _ in 0..<2_000 {
      let intent = PropertyTests.randomIntent(using: &rng)
      #expect(try decoder.decode(Intent.self, from: encoder.encode(intent)) == intent)
    }
    let whole = Intent(.setState(.tabs(try Tabs(selected: .search))))
    #expect(try decoder.decode(Intent.self, from: encoder.encode(whole)) == whole)
  }

  @Test func guardsSeeTheProposedChangeWithItsIntent() throws {
    let navigator = Navigator(try Tabs<AppTab, Int>(selected: .home))
    var seen: [NavigationProposal<AppTab, Int>] = []
    navigator.guards.append(
      NavigationGuard { proposal in
        seen.append(proposal)
        return .allow
      })
    try navigator.push(4, in: .search, cause: .deepLink)
    #expect(seen.count == 1)
    #expect(seen.first?.intent == Intent(.push(4, hidesBack: false), in: .search))
    #expect(seen.first?.cause == .deepLink)
    #expect(seen.first?.before == .tabs(try Tabs(selected: .home)))
    #expect(seen.first?.after == navigator.state)
  }
}
