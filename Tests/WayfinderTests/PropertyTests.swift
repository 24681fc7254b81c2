import Foundation
import Testing
import Wayfinder

/// Random operation sequences over the whole state: seeded and reproducible.
@Suite struct PropertyTests {
  typealias State = NavigationState<AppTab, Int>

  /// One random operation, valid or not, on a state.
  enum Operation: CustomStringConvertible {
    case push(Int, hidesBack: Bool)
    case pushMany([Int])
    case present(Int, Presentation)
    case pop(Int)
    case goBack
    case popTo(Int)
    case popToFirst(Int)
    case popToLast(Int)
    case popToRoot, popToModalRoot, dismiss
    case dismissModal(Int)
    case dismissAll
    case replaceTop(Int)
    case select(Int, level: Int)
    case pushInModal(Int, modal: Int)
    case setShown(Int, Bool)
    case selectTab(AppTab, popsToRoot: Bool)

    static func random(using rng: inout SeededGenerator) -> Operation {
      let value = Int.random(in: 0..<8, using: &rng)
      let count = Int.random(in: -2..<12, using: &rng)
      switch Int.random(in: 0..<19, using: &rng) {
      case 0: return .push(value, hidesBack: Int.random(in: 0..<6, using: &rng) == 0)
      case 1: return .pushMany((0..<Int.random(in: 0..<4, using: &rng)).map { _ in Int.random(in: 0..<8, using: &rng) })
      case 2: return .present(value, Bool.random(using: &rng) ? .sheet : .cover)
      case 3: return .pop(count)
      case 4: return .goBack
      case 5: return .popTo(count)
      case 6: return .popToFirst(value)
      case 7: return .popToLast(value)
      case 8: return Int.random(in: 0..<4, using: &rng) == 0 ? .popToRoot : .push(value, hidesBack: false)
      case 9: return .popToModalRoot
      case 10: return .dismiss
      case 11: return .dismissModal(value)
      case 12: return Int.random(in: 0..<3, using: &rng) == 0 ? .dismissAll : .goBack
      case 13: return .replaceTop(value)
      case 14: return .select(value, level: count)
      case 15: return .pushInModal(value, modal: value)
      case 16: return .setShown(value, Bool.random(using: &rng))
      default:
        return .selectTab(AppTab.allCases.randomElement(using: &rng) ?? .home, popsToRoot: Bool.random(using: &rng))
      }
    }

    func apply(to state: inout State) throws(NavigationError) {
      switch self {
      case .push(let value, let hidesBack): state.activeStack.push(value, hidesBack: hidesBack)
      case .pushMany(let values): state.activeStack.push(contentsOf: values)
      case .present(let value, let presentation): state.activeStack.present(value, as: presentation)
      case .pop(let count): try state.activeStack.pop(count)
      case .goBack: try state.activeStack.goBack()
      case .popTo(let index): try state.activeStack.pop(to: index)
      case .popToFirst(let value): try state.activeStack.pop(toFirst: value)
      case .popToLast(let value): try state.activeStack.pop(toLast: value)
      case .popToRoot: state.activeStack.popToRoot()
      case .popToModalRoot: state.activeStack.popToModalRoot()
      case .dismiss: try state.activeStack.dismiss()
      case .dismissModal(let value): try state.activeStack.dismiss(value)
      case .dismissAll: try state.activeStack.dismissAll()
      case .replaceTop(let value): try state.activeStack.replaceTop(with: value)
      case .select(let value, let level): try state.activeStack.select(value, atLevel: level)
      case .pushInModal(let value, let modal): try state.activeStack.push(value, inModal: modal)
      case .setShown(let value, let shown): state.activeStack.setShown(value, shown)
      case .selectTab(let tab, let popsToRoot):
        guard case .tabs(var tabs) = state else { throw .notTabbed }
        try tabs.select(tab, reselectPopsToRoot: popsToRoot)
        state = .tabs(tabs)
      }
    }

    var description: String { String(describing: self as Any) }
  }

  static func states(seed: UInt64, count: Int) throws -> (states: [State], failures: Int) {
    var rng = SeededGenerator(seed: seed)
    var state = State.tabs(try Tabs(selected: .home))
    var states = [state]
    var failures = 0
    for _ in 0..<count {
      let operation = Operation.random(using: &rng)
      let before = state
      do {
        try operation.apply(to: &state)
      } catch {
        failures += 1
        if state != before { Issue.record("\(operation) failed with \(error) but changed the state") }
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
        #expect(stack.modalStepIndices == stack.steps.indices.filter { stack.steps[$0].isModal })
      }
    }
    #expect(states.contains { ($0.tabs?.stacks.map(\.depth).max() ?? 0) > 5 })
  }

  @Test(arguments: [4, 5] as [UInt64])
  func planAppliedToTheFirstStateGivesTheSecond(seed: UInt64) throws {
    let (states, _) = try Self.states(seed: seed, count: 10_000)
    var rng = SeededGenerator(seed: seed)
    for index in 1..<states.count {
      let consecutive = Transition(from: states[index - 1], to: states[index])
      #expect(try consecutive.apply(to: states[index - 1]) == states[index])
      let other = states[Int.random(in: 0..<states.count, using: &rng)]
      #expect(try Transition(from: states[index], to: other).apply(to: states[index]) == other)
    }
  }

  @Test(arguments: [6, 7] as [UInt64])
  func encodeThenDecodeGivesTheSameState(seed: UInt64) throws {
    let (states, _) = try Self.states(seed: seed, count: 10_000)
    let encoder = JSONEncoder()
    let decoder = JSONDecoder()
    for state in states where state.activeStack.depth % 3 == 0 {
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
