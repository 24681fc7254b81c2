import Foundation
import PropertyBased
import Testing
@_spi(WayfinderInternals) import Wayfinder

@MainActor @Suite(.timeLimit(.minutes(10))) struct NavigationIntentTests {
  typealias State = NavigationState<AppTab, Int>
  typealias Intent = NavigationIntent<AppTab, Int>

  @Test func anIntentNamingAHiddenTabChangesThatTabOnly() throws {
    let navigator = Navigator(Tabs<AppTab, Int>(selected: .home))
    try navigator.push(1)
    try navigator.push(2, in: .tab(.settings))
    #expect(navigator.state.selectedTab == .home)
    #expect(navigator.state.shownStack.routes == [1])
    #expect(navigator.state.tabs?.stack(for: .settings)?.routes == [2])
    #expect(navigator.log.last?.intent == Intent(.push(2, hidesBack: false), in: .tab(.settings)))
  }

  @Test func anIntentNamingAnUnknownTabOrATablessStateIsAnErrorAndChangesNothing() throws {
    let tabbed = Navigator(try Tabs<String, Int>(["a", "b"]))
    #expect(throws: NavigationError.unknownTab("c")) { try tabbed.push(1, in: .tab("c")) }
    #expect(throws: NavigationError.tabbed) { try tabbed.push(1, in: .single) }
    let single = Navigator<String, Int>(.stack(BackStack(pushing: [5])))
    #expect(throws: NavigationError.notTabbed) { try single.push(1, in: .tab("a")) }
    #expect(throws: NavigationError.notTabbed) { try single.push(1, in: .modalOverTabs) }
    #expect(tabbed.log.isEmpty && single.log.isEmpty)
    #expect(single.state.shownStack.routes == [5])
  }

  /// Whether `intent` changes one stack (not a tab selection, nor a whole
  /// state, which name no stack).
  static func isStackIntent(_ intent: Intent) -> Bool {
    switch intent.operation {
    case .selectTab, .setState: false
    default: true
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

  @Test func namingTheSelectedTabIsTheSameAsNamingNone() async throws {
    await propertyCheck(count: 200, input: PropertyTests.sequences, PropertyTests.intents) { intents, probe in
      guard Self.isStackIntent(probe) else { return }
      for state in try PropertyTests.states(applying: intents).states {
        // Under a modal over all tabs, naming no tab acts on that modal instead.
        guard state.tabs?.modalOverTabs.isEmpty ?? true else { continue }
        var intent = probe
        intent.target = .shown
        var unnamed = state
        let unnamedError = error { () throws(NavigationError) in try unnamed.apply(intent) }
        intent.target = state.selectedTab.map { .tab($0) } ?? .single
        var named = state
        let namedError = error { () throws(NavigationError) in try named.apply(intent) }
        #expect(named == unnamed, "\(intent)")
        #expect(namedError == unnamedError, "\(intent)")
      }
    }
  }

  @Test func anIntentNamingATabLeavesEveryOtherTabAndTheSelectionAlone() async throws {
    let input = (PropertyTests.sequences, PropertyTests.intents, Gen<AppTab>.case)
    await propertyCheck(count: 200, input: input.0, input.1, input.2) { intents, probe, tab in
      guard Self.isStackIntent(probe) else { return }
      var intent = probe
      intent.target = .tab(tab)
      for state in try PropertyTests.states(applying: intents).states {
        var changed = state
        try? changed.apply(intent)
        #expect(changed.selectedTab == state.selectedTab)
        for other in AppTab.allCases where other != tab {
          #expect(changed.tabs?.stack(for: other) == state.tabs?.stack(for: other))
        }
        #expect(changed.tabs?.modalOverTabs == state.tabs?.modalOverTabs)
      }
    }
  }

  @Test func intentsRoundTripThroughJSON() async throws {
    let encoder = JSONEncoder()
    let decoder = JSONDecoder()
    await propertyCheck(count: 1_000, input: PropertyTests.intents) { intent in
      let data = try encoder.encode(intent)
      #expect(try decoder.decode(Intent.self, from: data) == intent)
    }
    let whole = Intent(.setState(.tabs(Tabs(selected: .search))))
    #expect(try decoder.decode(Intent.self, from: encoder.encode(whole)) == whole)
  }

  @Test func guardsSeeTheProposedChangeWithItsIntent() throws {
    let navigator = Navigator(Tabs<AppTab, Int>(selected: .home))
    var seen: [NavigationProposal<AppTab, Int>] = []
    navigator.guards.append(
      NavigationGuard { proposal in
        seen.append(proposal)
        return .allow
      })
    try navigator.push(4, in: .tab(.search), cause: .deepLink)
    #expect(seen.count == 1)
    #expect(seen.first?.intent == Intent(.push(4, hidesBack: false), in: .tab(.search)))
    #expect(seen.first?.cause == .deepLink)
    #expect(seen.first?.before == .tabs(Tabs(selected: .home)))
    #expect(seen.first?.after == navigator.state)
  }
}

/// The `(operation, in:)` shape, one line for a state a test expects.
@MainActor @Suite struct OneLineStateTests {
  @Test func aPathWithASheetIsWrittenInOneLineAndIsTheStateTheIntentsMake() throws {
    var written = NavigationState<AppTab, Int>.tabs(Tabs(selected: .home))
    try written.apply(.setSteps([.push(1), .sheet(2), .push(3), .cover(4)]), in: .tab(.home))
    var made = NavigationState<AppTab, Int>.tabs(Tabs(selected: .home))
    try made.apply(NavigationIntent(.push(1, hidesBack: false), in: .tab(.home)))
    try made.apply(NavigationIntent(.present(2, as: .sheet), in: .tab(.home)))
    try made.apply(NavigationIntent(.push(3, hidesBack: false), in: .tab(.home)))
    try made.apply(NavigationIntent(.present(4, as: .cover), in: .tab(.home)))
    #expect(written == made)
    var path = NavigationState<AppTab, Int>.tabs(Tabs(selected: .home))
    try path.apply(.setPath([1, 3]), in: .tab(.search))
    #expect(path.stack(at: .tab(.search))?.routes == [1, 3])
  }

  @Test func theNavigatorSpeaksTheSameShapeAndARefusalChangesNothing() throws {
    let navigator = Navigator(Tabs<AppTab, Int>(selected: .home))
    #expect(try navigator.apply(.setPath([1, 2]), in: .tab(.search), cause: .deepLink) == .applied)
    #expect(navigator.log.last?.cause == .deepLink)
    let state = navigator.state
    #expect(throws: NavigationError.notEnoughSteps(requested: 3, available: 2)) {
      try navigator.apply(.pop(count: 3), in: .tab(.search))
    }
    #expect(navigator.state == state)
  }
}
