import Foundation
import Testing
import Wayfinder

/// Random operation sequences over the whole state: seeded and reproducible.
@Suite struct PropertyTests {
  typealias State = NavigationState<AppTab, Int>

  typealias Intent = NavigationIntent<AppTab, Int>

  /// One random intent, valid or not, naming a random tab (or none) one time in three.
  static func randomIntent(using rng: inout SeededGenerator) -> Intent {
    let value = Int.random(in: 0..<8, using: &rng)
    let count = Int.random(in: -2..<12, using: &rng)
    let operation: Intent.Operation
    switch Int.random(in: 0..<22, using: &rng) {
    case 0: operation = .push(value, hidesBack: Int.random(in: 0..<6, using: &rng) == 0)
    case 1:
      operation = .pushAll((0..<Int.random(in: 0..<4, using: &rng)).map { _ in Int.random(in: 0..<8, using: &rng) })
    case 2: operation = .present(value, as: Bool.random(using: &rng) ? .sheet : .cover)
    case 3: operation = .pop(count: count)
    case 4: operation = .goBack
    case 5: operation = .popTo(index: count)
    case 6: operation = .popToFirst(value)
    case 7: operation = .popToLast(value)
    case 8: operation = Int.random(in: 0..<4, using: &rng) == 0 ? .popToRoot : .push(value, hidesBack: false)
    case 9: operation = .popToModalRoot
    case 10: operation = .dismiss
    case 11: operation = .dismissModal(value)
    case 12: operation = Int.random(in: 0..<3, using: &rng) == 0 ? .dismissAll : .goBack
    case 13: operation = .replaceTop(value)
    case 14: operation = .select(value, atLevel: count)
    case 15: operation = .pushInModal(value, hidesBack: false, inModal: value)
    case 16: operation = .setShown(value, shown: Bool.random(using: &rng))
    case 17: operation = .pushAll((0..<Int.random(in: 0..<3, using: &rng)).map { _ in value })
    case 18: operation = .popToRoot
    case 19: operation = .presentOverTabs(value, as: [.sheet, .cover, .push].randomElement(using: &rng) ?? .sheet)
    default:
      operation = .selectTab(
        AppTab.allCases.randomElement(using: &rng) ?? .home, reselectPopsToRoot: Bool.random(using: &rng))
    }
    let tab = Int.random(in: 0..<3, using: &rng) == 0 ? AppTab.allCases.randomElement(using: &rng) : nil
    return Intent(operation, in: tab)
  }

  static func states(seed: UInt64, count: Int) throws -> (states: [State], failures: Int) {
    var rng = SeededGenerator(seed: seed)
    var state = State.tabs(try Tabs(selected: .home))
    var states = [state]
    var failures = 0
    for _ in 0..<count {
      let intent = randomIntent(using: &rng)
      let before = state
      do {
        try state.apply(intent)
      } catch {
        failures += 1
        if state != before { Issue.record("\(intent) failed with \(error) but changed the state") }
      }
      states.append(state)
    }
    return (states, failures)
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func failedOperationsLeaveTheStateUnchangedAndModalsStayConsistent(seed: UInt64) throws {
    let (states, failures) = try Self.states(seed: seed, count: 10_000)
    #expect(failures > 1000, "the sequence should exercise error paths")
    for state in states {
      for stack in state.tabs?.stacks ?? [] {
        #expect(stack.modalStepIndices == stack.indices.filter { stack[$0].isModal })
      }
    }
    #expect(states.contains { ($0.tabs?.stacks.map(\.count).max() ?? 0) > 5 })
  }

  @Test(arguments: [4, 5] as [UInt64])
  func planAppliedToTheFirstStateGivesTheSecond(seed: UInt64) throws {
    let (states, _) = try Self.states(seed: seed, count: 10_000)
    var rng = SeededGenerator(seed: seed)
    for index in 1..<states.count {
      let consecutive = NavigationPlan(from: states[index - 1], to: states[index])
      #expect(try consecutive.apply(to: states[index - 1]) == states[index])
      let other = states[Int.random(in: 0..<states.count, using: &rng)]
      #expect(try NavigationPlan(from: states[index], to: other).apply(to: states[index]) == other)
    }
  }

  @Test(arguments: [6, 7] as [UInt64])
  func encodeThenDecodeGivesTheSameState(seed: UInt64) throws {
    let (states, _) = try Self.states(seed: seed, count: 10_000)
    let encoder = JSONEncoder()
    let decoder = JSONDecoder()
    for state in states where state.shownStack.count % 3 == 0 {
      #expect(try decoder.decode(State.self, from: try encoder.encode(state)) == state)
    }
  }

  @Test(arguments: [8, 9] as [UInt64])
  func mixedPathsOfRegisteredTypesRoundTrip(seed: UInt64) throws {
    var rng = SeededGenerator(seed: seed)
    var path = RoutePath()
    for _ in 0..<2_000 {
      switch Int.random(in: 0..<6, using: &rng) {
      case 0: path.append(Int.random(in: -1000...1000, using: &rng))
      case 1: path.append(String(Int.random(in: 0...99, using: &rng)) + "\"\\/é")
      case 2: path.append(Park(name: "p\(Int.random(in: 0...9, using: &rng))"))
      case 3: path.append(Bool.random(using: &rng) ? Zoo.city("c") : Zoo.safari(Int.random(in: 0...9, using: &rng)))
      case 4: path.append(Double(Int.random(in: 0...1000, using: &rng)) / 8)
      default: if !path.isEmpty { try path.removeLast(Int.random(in: 0...min(3, path.count), using: &rng)) }
      }
      if path.count % 50 == 0 {
        let representation = try #require(path.codable(using: testRegistry))
        // Coding the values in one batch gives exactly what coding each alone gives.
        let oneByOne = try path.elements.map { route in
          let (tag, json) = try testRegistry.encode(route)
          return RoutePath.CodableRepresentation.Element(tag: tag, json: json)
        }
        #expect(representation.elements == oneByOne)
        let data = representation.jsonData()
        let decoded = try RoutePath.CodableRepresentation(json: data).decode(using: testRegistry)
        #expect(decoded.dropped.isEmpty)
        #expect(decoded.path == path)
      }
    }
  }
}
