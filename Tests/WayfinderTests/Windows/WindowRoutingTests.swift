import Foundation
import PropertyBased
import Testing
@_spi(WayfinderInternals) import Wayfinder
@_spi(WayfinderInternals) import WayfinderTerminal

/// A link routed among the windows another process saved (`--open LINK` in
/// a process that shows no window): each window read only as far as the
/// link's place needs, with the answer a whole restore gives.
@MainActor @Suite(.timeLimit(.minutes(10))) final class WindowRoutingTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wayfinder-wroute-\(UUID().uuidString)")
  var file: URL { folder.appendingPathComponent("navigation.json") }

  deinit { try? FileManager.default.removeItem(at: folder) }

  /// Saves `states` as the open windows `w0`, `w1`, … of a store, the last in front.
  func save<Tab: Hashable & Sendable & Codable, Route: Hashable & Sendable & Codable>(
    _ states: [NavigationState<Tab, Route>], registry: RouteRegistry
  ) async throws -> TerminalWindowStore<Tab, Route> {
    try? FileManager.default.removeItem(at: folder)
    let store = TerminalWindowStore<Tab, Route>(file: file, schemaVersion: 1, registry: registry)
    for (number, state) in states.enumerated() {
      let id = WindowID("w\(number)")
      try store.updateIndex { try $0.open(id) }
      await store.store(for: id).flush(state)
    }
    return store
  }

  /// For windows in random states, and one window showing the place of a
  /// link at random, every link is routed to the window a whole restore of
  /// every window routes it to.
  @Test func theAnswerIsTheOneAWholeRestoreGives() async throws {
    let links = Array(WindowPropertyTests.links.dropLast())  // the last leads nowhere
    let template = WindowTestApp.fresh()
    let windows = zip(PropertyTests.sequences.array(of: 1...3), Gen.int(in: 0...(links.count - 1)))
    await propertyCheck(count: 60, input: windows) { runs, showing in
      var states = try runs.map { try PropertyTests.states(applying: $0).states.last ?? template }
      let (place, mode) = try WindowTestApp.links.place(for: links[showing])
      states.insert(try states[0].opening(place, mode), at: 0)
      let store = try await save(states, registry: .standard)
      for link in links {
        let (place, mode) = try WindowTestApp.links.place(for: link)
        let whole = store.savedWindows(into: template)
        let routed = store.savedWindows(into: template, forRouting: place)
        let expected = whole.standardWindow(for: place, mode)
        let answer = routed.standardWindow(for: place, mode)
        #expect(answer?.window == expected?.window && answer?.showsPlace == expected?.showsPlace, "\(link)")
        if link == links[showing] && mode == .replacing {
          #expect(answer?.showsPlace == true, "\(link)")
        }
      }
    }
  }

  /// Windows thousands of steps deep: routing decodes the few routes the
  /// place needs in each, not every route of every window.
  @Test func routingDecodesWhatThePlaceNeeds() async throws {
    let registry = try RouteRegistry.standard.registering(CountedRoute.self, tag: "counted")
    let deep = (0..<3).map { window in
      NavigationState<Never, CountedRoute>(BackStack(pushing: (0..<1_000).map { CountedRoute(window * 1_000 + $0) }))
    }
    let store = try await save(deep, registry: registry)
    let place = try LinkPlace<Never, CountedRoute>(stack: BackStack(pushing: [CountedRoute(1)]))
    CountedRoute.decoded.reset()
    let routed = store.savedWindows(into: NavigationState(), forRouting: place)
    #expect(routed.windows.map(\.state.shownStack.count) == [2, 2, 2])
    #expect(CountedRoute.decoded.value <= 6, "two steps of each window's one stack")
    CountedRoute.decoded.reset()
    _ = store.savedWindows(into: NavigationState())
    #expect(CountedRoute.decoded.value == 3_000, "a whole restore decodes them all")
  }
}

/// A route that counts how many times one is decoded.
struct CountedRoute: Hashable, Sendable, Codable {
  /// Decodings since the last reset, from any thread.
  static let decoded = Counter()

  let number: Int

  init(_ number: Int) { self.number = number }

  init(from decoder: any Decoder) throws {
    number = try decoder.singleValueContainer().decode(Int.self)
    Self.decoded.increment()
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(number)
  }

  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
    func reset() { lock.withLock { count = 0 } }
  }
}
