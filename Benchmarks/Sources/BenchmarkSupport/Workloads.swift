// The routes and data every benchmark and instruction count uses, so that
// the timing suite and the callgrind counts measure the same work.
import Foundation
@_spi(WayfinderInternals) import Wayfinder
import WayfinderTerminal

public enum AppRoute: Hashable, Sendable, Codable {
  case home
  case detail(Int)
  case settings(String)

  public var title: String {
    switch self {
    case .home: "Home"
    case .detail(let id): "Detail \(id)"
    case .settings(let name): "Settings \(name)"
    }
  }
}

public struct Park: Hashable, Sendable, Codable {
  public var name: String
  public var id: Int
  public init(name: String, id: Int) {
    self.name = name
    self.id = id
  }
}

public enum Zoo: Hashable, Sendable, Codable {
  case city(String)
  case safari(Int)
}

/// 1,000 mixed values: a quarter each of Int, String, Park and Zoo.
public let ints = (0..<250).map { $0 * 7 }
public let strings = (0..<250).map { "item \($0)" }
public let parks = (0..<250).map { Park(name: "park \($0)", id: $0) }
public let zoos = (0..<250).map { $0.isMultiple(of: 2) ? Zoo.city("c\($0)") : Zoo.safari($0) }

public let registry: RouteRegistry = {
  var registry = RouteRegistry.standard
  try? registry.register(Park.self, tag: "park")
  try? registry.register(Zoo.self, tag: "zoo")
  return registry
}()

/// The 1,000 mixed values as one path.
public let mixedPath: RoutePath = {
  var path = RoutePath()
  for index in 0..<250 {
    path.append(ints[index])
    path.append(strings[index])
    path.append(parks[index])
    path.append(zoos[index])
  }
  return path
}()

/// A `depth`-deep stack whose second half is offset by `tail`.
public func deepState(_ depth: Int, tail: Int) -> NavigationState<Never, AppRoute> {
  NavigationState(BackStack(pushing: (0..<depth).map { $0 < depth / 2 ? AppRoute.detail($0) : .detail($0 + tail) }))
}

/// A three-column app 52 steps deep: a sidebar and a content list of 100
/// items each, detail screens with a few lines.
public let splitState = NavigationState<Never, AppRoute>(
  BackStack(pushing: [.detail(3), .detail(7)] + (0..<50).map { AppRoute.settings("\($0)") }))

public let listItems = (0..<100).map {
  ScreenItem("Item \($0)", ItemAction<AppRoute, Never>.select(AppRoute.detail($0)))
}

public func screenContent(_ route: AppRoute?) -> ScreenContent<AppRoute, Never> {
  switch route {
  case nil: ScreenContent(title: "Sidebar", items: listItems)
  case .detail(let id) where id < 10: ScreenContent(title: "Detail \(id)", lines: ["Content \(id)"], items: listItems)
  case let route?:
    ScreenContent(
      title: route.title, lines: ["A line of text", "Another line"],
      items: [ScreenItem("Next", .push(.home)), ScreenItem("Back", .push(.home))])
  }
}

/// Keeps a value alive so that the optimizer cannot drop the work that made it.
@inline(never) public func keep<T>(_ value: T) { withExtendedLifetime(value) {} }

/// A navigator holding a `depth`-deep stack.
@MainActor public func deepNavigator(_ depth: Int) -> Navigator<Never, AppRoute> {
  Navigator(BackStack(pushing: (0..<depth).map { AppRoute.detail($0) }))
}

/// A state of `count` sheets, and the plan that dismisses them all.
package func dismissPlan(_ count: Int) -> (NavigationState<Never, AppRoute>, NavigationPlan<Never, AppRoute>) {
  var stack = BackStack<AppRoute>()
  for index in 0..<count { stack.present(.detail(index)) }
  let state = NavigationState<Never, AppRoute>(stack)
  return (state, NavigationPlan(from: state, to: NavigationState()))
}

/// A two-column app (a sidebar, then a stack of levels) for the terminal
/// host, as the demo's Adaptive tab.
@MainActor public final class SplitBenchApp: TerminalApp {
  public let navigator: Navigator<Int, AppRoute>

  /// The app at its root, on its one tab.
  public init() {
    navigator = Navigator(.stack(BackStack()))
    try? navigator.apply(.setState(.tabs(try Tabs([0]))))
    navigator.layouts = NavigationLayouts(.twoColumns)
  }

  public func screen(for route: AppRoute?, in tab: Int?) -> ScreenContent<AppRoute, Never> {
    switch route {
    case nil: ScreenContent(title: "Roots", items: listItems)
    case .detail(let level)?:
      ScreenContent(
        title: "Level \(level)", lines: ["Level \(level)"],
        items: [ScreenItem("Next level", .push(.detail(level + 1))), ScreenItem("Other", .push(.home))])
    case let route?: ScreenContent(title: route.title)
    }
  }
}

/// A terminal host `depth` levels deep in a two-column split, having moved
/// the cursor on every level, as a user who pressed Down, Up, Enter each time.
@MainActor public func deepHost(_ depth: Int) -> TerminalHost<SplitBenchApp> {
  let host = TerminalHost(app: SplitBenchApp())
  host.handle(.enter, width: 120)
  for _ in 1..<depth {
    host.handle(.down, width: 120)
    host.handle(.up, width: 120)
    host.handle(.enter, width: 120)
  }
  return host
}

/// The registry of ``AppRoute``, for saving and restoring.
public let appRegistry: RouteRegistry = {
  var registry = RouteRegistry.standard
  try? registry.register(AppRoute.self, tag: "app")
  return registry
}()

/// A 10,000-step stack saved as a snapshot, and the same stack's steps
/// encoded as a plain typed array.
public let savedDeepStack: (snapshot: Data, typedArray: Data) = savedStack(steps: 10_000)

/// A saved stack of `steps` pushed details, and the same steps as a plain typed array.
public func savedStack(steps: Int) -> (snapshot: Data, typedArray: Data) {
  let stack = BackStack<AppRoute>(pushing: (0..<steps).map { AppRoute.detail($0) })
  let snapshot = (try? NavigationSnapshot(NavigationState(stack), schemaVersion: 1, registry: appRegistry))?.jsonData()
  let typed = try? JSONEncoder().encode(Array(stack))
  return (snapshot ?? Data(), typed ?? Data())
}

/// The tabs of a typical app at launch.
public enum LaunchTab: String, Hashable, Sendable, Codable, CaseIterable { case feed, search, profile }

/// A typical app's saved state, and the same routes as plain typed arrays
/// (one per stack): three tabs; the feed three screens deep with a sheet
/// and two screens pushed in it; search a two-column split with a selection
/// and a detail pushed; profile at its root with its settings pushed.
public let savedLaunchState: (snapshot: Data, typedArrays: Data) = {
  var tabs = Tabs<LaunchTab, AppRoute>(selected: .feed)
  var state = NavigationState.tabs(tabs)
  try? state.apply(NavigationIntent(.pushAll([.home, .detail(1), .detail(2)]), in: .tab(.feed)))
  try? state.apply(NavigationIntent(.present(.settings("share"), as: .sheet), in: .tab(.feed)))
  try? state.apply(NavigationIntent(.pushAll([.detail(3), .detail(4)]), in: .tab(.feed)))
  try? state.apply(NavigationIntent(.pushAll([.detail(10), .detail(11)]), in: .tab(.search)))
  try? state.apply(NavigationIntent(.push(.settings("account"), hidesBack: false), in: .tab(.profile)))
  tabs = state.tabs ?? tabs
  let snapshot = (try? NavigationSnapshot(state, schemaVersion: 1, registry: appRegistry))?.jsonData()
  let typed = try? JSONEncoder().encode(tabs.stacks.map { Array($0) })
  return (snapshot ?? Data(), typed ?? Data())
}()

/// A file in a fresh temporary folder.
public func temporaryStateFile() -> URL {
  FileManager.default.temporaryDirectory.appendingPathComponent("wayfinder-bench-\(UUID().uuidString)")
    .appendingPathComponent("navigation.json")
}
