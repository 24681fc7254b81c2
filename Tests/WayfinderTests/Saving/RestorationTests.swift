import Foundation
import PropertyBased
import Synchronization
import Testing
@_spi(WayfinderInternals) import Wayfinder

/// Saving a whole state and restoring it, across launches and app versions.
@MainActor @Suite struct RestorationTests {
  typealias State = NavigationState<AppTab, Int>
  static let savedAt = Date(timeIntervalSince1970: 1_800_000_000)

  func roundTrip<Tab: Hashable & Sendable & Codable, Route: Hashable & Sendable & Codable>(
    _ state: NavigationState<Tab, Route>, template: NavigationState<Tab, Route>, registry: RouteRegistry = testRegistry
  ) throws -> Restoration<Tab, Route> {
    let snapshot = try NavigationSnapshot(state, schemaVersion: 1, registry: registry, savedAt: Self.savedAt)
    let read = try NavigationSnapshot(json: snapshot.jsonData())
    #expect(read == snapshot)
    return read.restore(into: template, registry: registry, schemaVersion: 1)
  }

  @Test func everyStateRestoresAsItWasSaved() async throws {
    let template = State.tabs(Tabs(selected: .home))
    await propertyCheck(count: 200, input: PropertyTests.sequences) { intents in
      let state = try PropertyTests.states(applying: intents).states.last ?? template
      let restored = try roundTrip(state, template: template)
      #expect(restored.state == state)
      #expect(restored.diagnostics.isEmpty)
    }
  }

  @Test func mixedRoutesRestoreThroughTheRegistry() throws {
    let navigator = Navigator(Tabs<AppTab, AnyRoute>(selected: .search))
    try navigator.push(AnyRoute(Park(name: "Zion")))
    try navigator.present(AnyRoute(Zoo.safari(2)), as: .cover)
    try navigator.push(AnyRoute("inside"), hidesBack: true)
    try navigator.present(AnyRoute(7), in: .modalOverTabs)
    let restored = try roundTrip(navigator.state, template: .tabs(Tabs(selected: .home)))
    #expect(restored.state == navigator.state)
    #expect(restored.diagnostics.isEmpty)
  }

  @Test func eachStackKeepsItsLongestPrefixThatDecodes() throws {
    var stack = BackStack<AnyRoute>()
    stack.push(AnyRoute(Park(name: "a")))  // selections of a split: the first steps
    stack.push(AnyRoute(Zoo.city("b")))
    stack.push(AnyRoute(3))
    let state = NavigationState<Never, AnyRoute>(stack)
    let snapshot = try NavigationSnapshot(state, schemaVersion: 1, registry: testRegistry)
    // The next version of the app no longer knows Zoo.
    let smaller = try RouteRegistry().registering(Park.self, tag: "park")
    let restored = snapshot.restore(into: NavigationState<Never, AnyRoute>(), registry: smaller, schemaVersion: 1)
    #expect(restored.state.shownStack.routes == [AnyRoute(Park(name: "a"))])
    #expect(restored.diagnostics.count == 2)
    #expect(
      restored.diagnostics == [
        .unknownRouteTag("WayfinderTests.Zoo", position: 1, in: .single),
        .droppedAfter(tag: "Swift.Int", position: 2, in: .single, firstDropped: 1),
      ])
  }

  /// Whatever the state, a step that no longer reads costs its own stack's
  /// steps from it on, never another stack's, and the restore says where
  /// (the README: "A restore keeps each stack's longest prefix that still
  /// decodes").
  @Test func aStepThatNoLongerReadsCostsOnlyItsStacksStepsFromItOnWhateverTheState() async throws {
    let store = NavigationStore<AppTab, Fragile>(
      file: URL(fileURLWithPath: "/unused/navigation.json"), schemaVersion: 1)
    let template = NavigationState<AppTab, Fragile>.tabs(Tabs(selected: .home))
    var (cut, whole) = (0, 0)
    await propertyCheck(count: 200, input: PropertyTests.codes.array(of: 0...300)) { codes in
      var state = template
      for code in codes {
        try? state.apply(PropertyTests.intent(code.0, code.1, code.2, code.3, code.4, route: Fragile.init))
      }
      let restored = store.restore(from: try store.data(for: state), into: template)
      var expectedCuts: [StackLocation<String>: Int] = [:]
      for (location, stack) in state.allStacks {
        let kept = stack.firstIndex { !$0.route.reads } ?? stack.endIndex
        #expect(Array(restored.state.stack(at: location) ?? BackStack()) == Array(stack[..<kept]), "\(location)")
        if kept < stack.endIndex { expectedCuts[Self.saved(location)] = kept } else { whole += 1 }
      }
      var cuts: [StackLocation<String>: Int] = [:]
      for case .undecodableRoute(_, let position, let location, _) in restored.diagnostics { cuts[location] = position }
      #expect(cuts == expectedCuts)
      cut += expectedCuts.count
    }
    #expect(cut > 100 && whole > 100, "\(cut) stacks cut, \(whole) whole")
  }

  /// How a saved file names the stack at `location`.
  static func saved(_ location: StackLocation<AppTab>) -> StackLocation<String> {
    switch location {
    case .single: .single
    case .tab(let tab): .tab("\"\(tab.rawValue)\"")
    case .modalOverTabs: .modalOverTabs
    }
  }

  @Test func tabsAreMatchedByValueAndAnUnknownSelectionKeepsTheAppsOwn() throws {
    enum OldTab: String, Hashable, Sendable, Codable, CaseIterable { case home, search, archive }
    var saved = Tabs<OldTab, Int>(selected: .archive)
    saved.selectedStack.push(9)
    var state = NavigationState.tabs(saved)
    try state.apply(NavigationIntent(.push(4, hidesBack: false), in: .tab(.search)))
    let snapshot = try NavigationSnapshot(state, schemaVersion: 1, registry: testRegistry)
    let restored = snapshot.restore(
      into: State.tabs(Tabs(selected: .settings)), registry: testRegistry, schemaVersion: 1)
    #expect(restored.state.selectedTab == .settings)
    #expect(restored.state.tabs?.stack(for: .search)?.routes == [4])
    #expect(restored.state.tabs?.stack(for: .settings)?.isEmpty == true)
    #expect(restored.diagnostics == [.droppedTab(#""archive""#), .unknownSelectedTab(#""archive""#)])
  }

  @Test func aModalOverTabsThatNoLongerStartsWithAModalIsDropped() throws {
    var tabs = Tabs<AppTab, AnyRoute>(selected: .home)
    try tabs.setModalOverTabs(BackStack([Step(AnyRoute(Zoo.city("gone")), .sheet), Step(AnyRoute(1))]))
    let snapshot = try NavigationSnapshot(NavigationState.tabs(tabs), schemaVersion: 1, registry: testRegistry)
    let withoutZoo = try RouteRegistry.standard.registering(Park.self, tag: "park")
    let restored = snapshot.restore(
      into: NavigationState<AppTab, AnyRoute>.tabs(Tabs(selected: .home)), registry: withoutZoo, schemaVersion: 1)
    #expect(restored.state.tabs?.modalOverTabs.isEmpty == true)
    #expect(
      restored.diagnostics.contains { if case .unknownRouteTag(_, 0, .modalOverTabs) = $0 { true } else { false } })
  }

  @Test func aNewerSchemaRestoresNothingAndSaysSo() throws {
    let snapshot = try NavigationSnapshot(
      NavigationState<Never, Int>(BackStack(pushing: [1])), schemaVersion: 3, registry: testRegistry)
    let restored = snapshot.restore(into: NavigationState<Never, Int>(), registry: testRegistry, schemaVersion: 2)
    #expect(restored.state == NavigationState<Never, Int>())
    #expect(restored.diagnostics == [.newerSchema(saved: 3, app: 2)])
  }

  /// A schema version far below the app's costs what the migration costs,
  /// not the distance between the versions (`Int.min` never finished).
  @Test(.timeLimit(.minutes(10)), arguments: [Int.max, 1_000_000_000, 1])
  func aSchemaFarBelowTheAppsRestoresAtOnce(app: Int) throws {
    var state = NavigationState<AppTab, Int>.tabs(Tabs(selected: .home))
    for tab in AppTab.allCases { try state.apply(NavigationIntent(.pushAll([1, 2]), in: .tab(tab))) }
    let snapshot = try NavigationSnapshot(state, schemaVersion: 0, registry: testRegistry)
    let read = try NavigationSnapshot(json: snapshot.jsonData())
    let restored = read.restore(
      into: NavigationState<AppTab, Int>.tabs(Tabs(selected: .home)), registry: testRegistry, schemaVersion: app,
      migrate: { route, _ in route.json == "2" ? nil : route })
    #expect(restored.state.tabs?.stacks.map(\.routes) == [[1], [1], [1]])
    #expect(restored.diagnostics.first == .migrated(from: 0, to: app))
  }

  @Test func aMigrationsDropsAreReported() throws {
    let stack = BackStack<Int>(pushing: [1, 2, 3, 4, 5])
    let snapshot = try NavigationSnapshot(NavigationState<Never, Int>(stack), schemaVersion: 1, registry: testRegistry)
    let restored = snapshot.restore(
      into: NavigationState<Never, Int>(), registry: testRegistry, schemaVersion: 3,
      migrate: { route, _ in route.json == "3" ? nil : route })  // drops 3, 4 and 5
    #expect(restored.state.shownStack.routes == [1, 2])
    #expect(
      restored.diagnostics == [
        .migrated(from: 1, to: 3),
        .removedByMigration(tag: "Swift.Int", position: 2, in: .single, fromVersion: 1),
        .droppedAfter(tag: "Swift.Int", position: 3, in: .single, firstDropped: 2),
        .droppedAfter(tag: "Swift.Int", position: 4, in: .single, firstDropped: 2),
      ])
  }

  /// The migration gets the version the file was saved with, and runs only
  /// for a file of an older schema.
  @Test func theMigrationGetsTheSavedVersionAndRunsOnlyForOlderFiles() throws {
    let state = NavigationState<Never, Int>(BackStack<Int>(pushing: [1, 2]))
    let calls = Mutex<[Int]>([])
    let migrate: @Sendable ((tag: String, json: String), Int) -> (tag: String, json: String)? = { route, from in
      calls.withLock { $0.append(from) }
      return (route.tag, route.json == "2" ? "20" : route.json)
    }
    let older = try NavigationSnapshot(state, schemaVersion: 3, registry: testRegistry)
    let migrated = older.restore(
      into: NavigationState<Never, Int>(), registry: testRegistry, schemaVersion: 5, migrate: migrate)
    #expect(migrated.state.shownStack.routes == [1, 20])
    #expect(calls.withLock { $0 } == [3, 3])
    let current = try NavigationSnapshot(state, schemaVersion: 5, registry: testRegistry)
    let same = current.restore(
      into: NavigationState<Never, Int>(), registry: testRegistry, schemaVersion: 5, migrate: migrate)
    #expect(same.state == state && same.diagnostics.isEmpty)
    #expect(calls.withLock { $0 } == [3, 3])
  }

  @Test func aTabSavedTwiceKeepsItsFirstStackAndSaysSo() throws {
    var state = NavigationState<AppTab, Int>.tabs(Tabs(selected: .home))
    try state.apply(NavigationIntent(.push(1, hidesBack: false), in: .tab(.home)))
    try state.apply(NavigationIntent(.push(2, hidesBack: false), in: .tab(.search)))
    var snapshot = try NavigationSnapshot(state, schemaVersion: 1, registry: testRegistry)
    guard case .tabs(let selected, let tabs, let overTabs) = snapshot.state else { return }
    var second = tabs[0]
    second.stack = tabs[1].stack  // home again, with search's stack
    snapshot.state = .tabs(selected: selected, tabs: [tabs[0], second], modalOverTabs: overTabs)
    let restored = try NavigationSnapshot(json: snapshot.jsonData()).restore(
      into: State.tabs(Tabs(selected: .search)), registry: testRegistry, schemaVersion: 1)
    #expect(restored.state.tabs?.stack(for: .home)?.routes == [1])
    #expect(restored.diagnostics == [.duplicateTab(#""home""#)])
  }

  @Test func aChangeOfShapeRestoresTheShownStack() throws {
    var tabs = Tabs<AppTab, Int>(selected: .search)
    tabs.selectedStack.push(5)
    let snapshot = try NavigationSnapshot(NavigationState.tabs(tabs), schemaVersion: 1, registry: testRegistry)
    let restored = snapshot.restore(
      into: NavigationState<AppTab, Int>.stack(BackStack()), registry: testRegistry, schemaVersion: 1)
    #expect(restored.state == .stack(BackStack(pushing: [5])))
    #expect(restored.diagnostics == [.changedShape])
  }

  // MARK: Bad input

  static let limits = RestorationLimits(maxBytes: 4_096, maxSteps: 20, maxNesting: 16)

  @Test(arguments: [
    ("", StoreError.empty),
    (String(repeating: "[", count: 40) + String(repeating: "]", count: 40), .tooDeep(limit: 16)),
  ])
  func badInputGetsItsDefinedError(json: String, error: StoreError) {
    #expect(throws: error) { try NavigationSnapshot(json: Data(json.utf8), limits: Self.limits) }
  }

  @Test(arguments: ["garbage", "{", "null", "[]", #"{"formatVersion":1}"#, "\u{FF}\u{FE}"])
  func unreadableBytesAreMalformed(json: String) {
    #expect {
      try NavigationSnapshot(json: Data(json.utf8), limits: Self.limits)
    } throws: { error in
      if case StoreError.malformed = error { true } else { false }
    }
  }

  @Test func oversizedTruncatedFutureAndOverfullSnapshotsAreRefused() throws {
    let big = Data(repeating: UInt8(ascii: " "), count: 5_000)
    #expect(throws: StoreError.tooLarge(bytes: 5_000, limit: 4_096)) {
      try NavigationSnapshot(json: big, limits: Self.limits)
    }
    let snapshot = try NavigationSnapshot(
      NavigationState<Never, Int>(BackStack(pushing: 0..<30)), schemaVersion: 1, registry: testRegistry)
    let data = snapshot.jsonData()
    // More steps than the limit: read, and trimmed to what fits.
    let restored = try NavigationSnapshot(json: data, limits: Self.limits).restore(
      into: NavigationState<Never, Int>(), registry: testRegistry, schemaVersion: 1, limits: Self.limits)
    #expect(restored.state.shownStack.routes == Array(0..<20))
    #expect(restored.diagnostics == [.trimmed(.single, kept: 20, saved: 30)])
    #expect {
      try NavigationSnapshot(json: data.prefix(data.count / 2))
    } throws: { error in
      if case StoreError.malformed = error { true } else { false }
    }
    var future = snapshot
    future.formatVersion = 2
    #expect(throws: StoreError.unsupportedFormat(2, supported: 1)) {
      try NavigationSnapshot(json: future.jsonData())
    }
  }
}

/// A route whose saved form no longer reads when its value is 3 more than a
/// multiple of 4, as a route a newer version of the app reads differently.
struct Fragile: Hashable, Sendable, Codable {
  var value: Int

  init(_ value: Int) { self.value = value }

  /// Whether its saved form reads back.
  var reads: Bool { value % 4 != 3 }

  init(from decoder: any Decoder) throws {
    self.init(try Int(from: decoder))
    guard reads else {
      throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no longer read"))
    }
  }

  func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
}
