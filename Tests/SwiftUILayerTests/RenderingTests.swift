import SwiftUI
import SwiftUILifecycle
import Testing
@_spi(WayfinderInternals) import Wayfinder
@_spi(WayfinderInternals) import WayfinderSwiftUI

/// What a change costs the real layer: the frames until the screen settles,
/// and the views whose `body` SwiftUI evaluates again, for a push, a tab
/// switch and a deep link, in an app of three tabs each `depth` screens deep
/// with a sheet and a push inside it (the model of SwiftUI counted views
/// reading their bindings before; Benchmarks/README.md has both).
@MainActor @Suite(.timeLimit(.minutes(10))) struct RenderingTests {
  enum Three: Hashable, Sendable, CaseIterable { case one, two, three }

  struct App: View {
    let bindings: NavigationBindings<Three, String>
    static func label(_ tab: Three) -> TabLabel { TabLabel("\(tab)", systemImage: "circle") }

    var body: some View {
      NavigationTabsHost(bindings.navigator, label: Self.label) { tab in
        NavigationStackHost(bindings.navigator, tab: tab) {
          RouteScreen(route: "\(tab) root", links: [String]())
        }
      } screen: {
        RouteScreen(route: $0, links: [String]())
      }
    }
  }

  /// The app at `depth`, tab one selected, its sheet up; settled.
  func app(depth: Int) async throws -> (Navigator<Three, String>, NavigationBindings<Three, String>, Device) {
    var state = NavigationState<Three, String>.tabs(Tabs(selected: .one))
    for tab in Three.allCases {
      try state.apply(NavigationIntent(.pushAll((1...depth).map { "\(tab) \($0)" }), in: .tab(tab)))
      try state.apply(NavigationIntent(.present("\(tab) sheet", as: .sheet), in: .tab(tab)))
      try state.apply(NavigationIntent(.push("\(tab) inside", hidesBack: false), in: .tab(tab)))
    }
    let navigator = Navigator(state)
    let bindings = NavigationBindings(navigator)
    let device = Device { App(bindings: bindings) }
    await device.settledOnTheState(bindings)
    return (navigator, bindings, device)
  }

  /// A change's cost: the frames to settle, and the bodies evaluated again (by view type).
  struct Cost: Equatable, CustomStringConvertible {
    var frames: Int
    var bodies: [String: Int]
    var total: Int { bodies.values.reduce(0, +) }
    var description: String {
      "\(frames) frames, \(total) bodies ("
        + bodies.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        .joined(separator: ", ") + ")"
    }
  }

  func measure(
    _ device: Device, _ bindings: NavigationBindings<Three, String>, _ change: () throws -> Void
  ) async rethrows -> Cost {
    let before = device.bodyCounts
    try change()
    let frames = await device.settledOnTheState(bindings)
    let bodies = device.bodyCounts.compactMapValues { $0 }.reduce(into: [String: Int]()) { result, entry in
      let added = entry.value - (before[entry.key] ?? 0)
      if added > 0 { result[entry.key] = added }
    }
    return Cost(frames: frames, bodies: bodies)
  }

  /// The three changes at `depth`.
  func costs(depth: Int) async throws -> (push: Cost, tabSwitch: Cost, deepLink: Cost) {
    var (navigator, bindings, device) = try await app(depth: depth)
    let push = try await measure(device, bindings) { try navigator.push("deeper") }
    (navigator, bindings, device) = try await app(depth: depth)
    try navigator.dismiss()
    await device.settle()
    let tabSwitch = try await measure(device, bindings) { try navigator.selectTab(.two) }
    (navigator, bindings, device) = try await app(depth: depth)
    var target = navigator.state
    try target.apply(NavigationIntent(.popToRoot, in: .tab(.one)))
    try target.apply(NavigationIntent(.push("linked", hidesBack: false), in: .tab(.one)))
    let deepLink = try await measure(device, bindings) { try navigator.apply(.setState(target), cause: .deepLink) }
    return (push, tabSwitch, deepLink)
  }

  @Test func aChangeCostsTheSameAtAnyDepth() async throws {
    let shallow = try await costs(depth: 5)
    let deep = try await costs(depth: 50)
    print("Rendering through the layer, 3 tabs 5 deep, each with a sheet and a push in it:")
    print("  a push: \(shallow.push)")
    print("  a tab switch: \(shallow.tabSwitch)")
    print("  a deep link: \(shallow.deepLink)")
    #expect(deep.push == shallow.push, "\(deep.push)")
    #expect(deep.tabSwitch == shallow.tabSwitch, "\(deep.tabSwitch)")
    #expect(deep.deepLink == shallow.deepLink, "\(deep.deepLink)")
    #expect(
      shallow.push.bodies.keys.sorted() == ["PushedScreen", "RouteScreen", "ZoomDestination"], "only the new screen")
    #expect(shallow.deepLink.bodies["NavigationTabsHost"] == nil, "a change inside a tab evaluates no tab host")
    // A tab switch evaluates the tab view and what the tab shown shows, not
    // every view the screens reach (the figure the CHANGELOG gives).
    #expect(shallow.tabSwitch.total == 25, "\(shallow.tabSwitch)")
    #expect(shallow.tabSwitch.bodies["NavigationTabsHost"] == nil, "\(shallow.tabSwitch)")
  }
}
