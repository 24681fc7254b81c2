// Runs one workload N times, for counting instructions under
// `valgrind --tool=callgrind`: counts repeat exactly where wall-clock time on
// this shared machine varies by 2x. See Benchmarks/count-instructions.
import BenchmarkSupport
import DemoSupport
import Foundation
import HeapBytes
@_spi(WayfinderInternals) import Wayfinder
import WayfinderTerminal

/// The app's own route type, declared where it is used, as an app declares
/// its routes in its own module (a route from another module would make
/// the Array baseline pay for calls the compiler cannot inline).
enum LocalRoute: Hashable, Sendable {
  case home
  case detail(Int)
  case settings(String)
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[2]) else {
  print("usage: InstructionCounts WORKLOAD COUNT")
  exit(2)
}

switch arguments[1] {
case "wire":
  keep(mixedPath)  // built before counting, in the count-0 run too
  for _ in 0..<count {
    let data = mixedPath.codable(using: registry)?.jsonData() ?? Data()
    keep(RoutePath.restoring(try RoutePath.CodableRepresentation(json: data), registry: registry))
  }
case "wire-baseline":
  keep((ints, strings, parks, zoos))
  let encoder = JSONEncoder()
  let decoder = JSONDecoder()
  for _ in 0..<count {
    keep(try decoder.decode([Int].self, from: encoder.encode(ints)))
    keep(try decoder.decode([String].self, from: encoder.encode(strings)))
    keep(try decoder.decode([Park].self, from: encoder.encode(parks)))
    keep(try decoder.decode([Zoo].self, from: encoder.encode(zoos)))
  }
case "backstack":
  var stack = BackStack<LocalRoute>(pushing: [.home, .settings("a")])
  for index in 0..<count {
    stack.push(.detail(index))
    try? stack.pop()
  }
  keep(stack)
case "backstack-baseline":
  var array: [LocalRoute] = [.home, .settings("a")]
  for index in 0..<count {
    array.append(.detail(index))
    array.removeLast()
  }
  keep(array)
case "routepath":
  var path = RoutePath([1, 2])
  for index in 0..<count {
    path.append(Park(name: "p", id: index))
    try? path.removeLast()
  }
  keep(path)
case "routepath-baseline":
  var array: [AnyHashable] = [AnyHashable(1), AnyHashable(2)]
  for index in 0..<count {
    array.append(AnyHashable(Park(name: "p", id: index)))
    array.removeLast()
  }
  keep(array)
case "scene", "scene-baseline":
  // The same projection of a 10,000-step stack and, as the baseline, of a 10-step one.
  let depth = arguments[1] == "scene" ? 10_000 : 10
  let state = NavigationState<Never, AppRoute>(BackStack(pushing: (0..<depth).map { AppRoute.detail($0) }))
  for index in 0..<count {
    keep(NavigationProjection(state, layout: .threeColumns, sizeClass: index.isMultiple(of: 2) ? .compact : .regular))
  }
case "frame":
  let projection = NavigationProjection(splitState, layout: .threeColumns, sizeClass: .regular)
  let renderer = FrameRenderer(projection: projection, content: screenContent)
  for _ in 0..<count { keep(renderer.render(width: 200, height: 60)) }
case "frame-baseline":
  for _ in 0..<count { keep(Frame(width: 200, height: 60)) }
case "intent", "intent-1000", "intent-baseline":
  // One push and one pop through the navigator (guards, log, events) at depth
  // 100,000, 1,000 and, as the baseline, 10.
  let depth = ["intent": 100_000, "intent-1000": 1_000][arguments[1]] ?? 10
  let navigator = deepNavigator(depth)
  for index in 0..<count {
    try navigator.push(.detail(index))
    try navigator.pop()
  }
  keep(navigator)
case "log-memory":
  // Not for callgrind: prints the bytes a deep state holds and the bytes 100
  // pushes add with a log of 100 events against a log of 1 (the difference
  // is what the log keeps). COUNT is the depth.
  func bytesInUse() -> Int { Int(heap_bytes_in_use()) }
  func growth(logCapacity: Int) -> (state: Int, pushes: Int) {
    let start = bytesInUse()
    let navigator = Navigator(BackStack(pushing: (0..<count).map { AppRoute.detail($0) }), logCapacity: logCapacity)
    let built = bytesInUse()
    for index in 0..<100 { try? navigator.push(.detail(index)) }
    let pushed = bytesInUse()
    keep(navigator)
    return (built - start, pushed - built)
  }
  let withLog = growth(logCapacity: 100)
  let withoutLog = growth(logCapacity: 1)
  print("state \(withLog.state) bytes")
  print("100 pushes, log of 100: \(withLog.pushes) bytes")
  print("100 pushes, log of 1: \(withoutLog.pushes) bytes")
  print("log \(withLog.pushes - withoutLog.pushes) bytes")
case "demo-frame", "demo-frame-baseline":
  // The demo's frame (tab bar, address bar, columns) on its Adaptive tab,
  // 100,000 levels deep or, as the baseline, 10; the address is printed
  // once per change, so a frame without a change costs the same at any depth.
  let app = try DemoApp()
  let depth = arguments[1] == "demo-frame" ? 100_000 : 10
  let levels = (1...depth).map { AnyRoute(LevelRoute(root: 3, level: $0)) }
  try app.navigator.apply(NavigationIntent(.selectTab(.adaptive, reselectPopsToRoot: false)))
  try app.navigator.apply(NavigationIntent(.setStack(BackStack(pushing: levels))))
  let host = TerminalHost(app: app)
  keep(host.frame(width: 160, height: 40))
  for _ in 0..<count { keep(host.frame(width: 160, height: 40)) }
case "plan", "plan-baseline":
  // Applying a plan of 50,000 dismisses and, as the baseline, of 5,000.
  let (state, plan) = dismissPlan(arguments[1] == "plan" ? 50_000 : 5_000)
  for _ in 0..<count { keep(try? plan.performed(on: state)) }
case "keypress", "keypress-baseline":
  // One key press and the frame after it, 2,000 levels deep in a split and,
  // as the baseline, 10 levels deep.
  let host = deepHost(arguments[1] == "keypress" ? 2_000 : 10)
  for index in 0..<count {
    host.handle(index.isMultiple(of: 2) ? .down : .up, width: 120)
    keep(host.frame(width: 120, height: 30))
  }
case "restore", "restore-10", "restore-1000":
  // Reading a saved 10,000-step state (10, 1,000) and restoring it, tolerantly.
  let saved = arguments[1] == "restore" ? savedDeepStack : savedStack(steps: arguments[1] == "restore-10" ? 10 : 1_000)
  keep(saved)  // built before counting, in the count-0 run too
  for _ in 0..<count {
    let snapshot = try NavigationSnapshot(json: saved.snapshot)
    keep(snapshot.restore(into: NavigationState<Never, AppRoute>(), registry: appRegistry, schemaVersion: 1))
  }
case "restore-baseline", "restore-10-baseline", "restore-1000-baseline":
  // The same steps decoded as a plain typed array.
  let steps = arguments[1] == "restore-baseline" ? 10_000 : arguments[1] == "restore-10-baseline" ? 10 : 1_000
  let saved = steps == 10_000 ? savedDeepStack : savedStack(steps: steps)
  keep(saved)
  for _ in 0..<count { keep(try JSONDecoder().decode([Step<AppRoute>].self, from: saved.typedArray)) }
case "launch":
  // A typical app's launch: its saved state (three tabs, a split, a sheet)
  // read and restored into its initial state.
  keep(savedLaunchState)
  let template = NavigationState.tabs(Tabs<LaunchTab, AppRoute>(selected: .feed))
  // Once, outside the count's difference: a launch that drops anything measures less than a launch.
  let first = try NavigationSnapshot(json: savedLaunchState.snapshot).restore(
    into: template, registry: appRegistry, schemaVersion: 1)
  guard first.diagnostics.isEmpty else { fatalError("the launch state restores with \(first.diagnostics)") }
  for _ in 0..<count {
    let snapshot = try NavigationSnapshot(json: savedLaunchState.snapshot)
    keep(snapshot.restore(into: template, registry: appRegistry, schemaVersion: 1))
  }
case "launch-baseline":
  // The same routes decoded as plain typed arrays, one per stack.
  keep(savedLaunchState)
  for _ in 0..<count { keep(try JSONDecoder().decode([[Step<AppRoute>]].self, from: savedLaunchState.typedArrays)) }
case "links-siblings", "links-siblings-baseline":
  // One match among 16,000 sibling literals and, as the baseline, among 16.
  let siblings = arguments[1] == "links-siblings" ? 16_000 : 16
  let table = try siblingTable(siblings)
  let links = siblingLinks(siblings)
  for index in 0..<count { keep(routeWithWayfinder(table, links[index % links.count])) }
case "links-register", "links-register-baseline":
  // Registering 16,000 sibling literals and, as the baseline, 16 (per
  // operation: one whole table; count-instructions divides by the siblings).
  let siblings = arguments[1] == "links-register" ? 16_000 : 16
  for _ in 0..<count { keep(try siblingTable(siblings)) }
case "links-query", "links-query-baseline":
  // Matching a link whose query has 310 items (2,904 bytes) and, as the
  // baseline, 3 items.
  let (table, link) = try queryTable(items: arguments[1] == "links-query" ? 310 : 3)
  keep(link)
  for _ in 0..<count { keep(try? table.match(link)) }
case "links-backtrack", "links-backtrack-baseline":
  // A link that tries each of 2,047 nodes before failing and, as the
  // baseline, one that matches on the first branch of the same table.
  let (table, first, everyNode) = try backtrackingTable()
  let link = arguments[1] == "links-backtrack" ? everyNode : first
  for _ in 0..<count { keep(try? table.match(link)) }
case let name where name.hasPrefix("links-"):
  // links-MATCHER-CLASS: one match of a path of the class, cycling through its 2,500.
  let parts = name.split(separator: "-").map(String.init)
  guard parts.count == 3, let linkClass = LinkClass(rawValue: parts[2]) else {
    print("unknown workload \(name)")
    exit(2)
  }
  let workload = LinkWorkload()
  let links = workload.links[linkClass] ?? []
  switch parts[1] {
  case "wayfinder":
    let table = try workload.wayfinderTable()
    for index in 0..<count { keep(routeWithWayfinder(table, links[index % links.count])) }
  case "routingkit":
    let router = workload.routingKitRouter()
    for index in 0..<count { keep(routeWithRoutingKit(router, links[index % links.count])) }
  case "linear":
    let matcher = workload.linearMatcher()
    for index in 0..<count { keep(matcher.match(links[index % links.count])) }
  default:
    print("unknown matcher \(parts[1])")
    exit(2)
  }
case "link-print", "link-print-baseline":
  // Printing a state's 10-step stack to its link; the baseline joins the
  // same ten texts with "/" by hand.
  let (table, state) = tenStepPlace()
  if arguments[1] == "link-print" {
    for _ in 0..<count { keep(try table.link(for: state)) }
  } else {
    let texts = state.shownStack.map { String($0.route) }
    for _ in 0..<count { keep("app://numbers/" + texts.joined(separator: "/")) }
  }
default:
  // The window workloads (Windows.swift), NavigationTest's (Testing.swift),
  // then results, confirmations and the SwiftUI adapter (Requests.swift). A
  // name ending in `@time` runs the workload five times and prints the
  // median wall-clock time per operation instead.
  let timed = arguments[1].hasSuffix("@time")
  let name = timed ? String(arguments[1].dropLast(5)) : arguments[1]
  var times: [Double] = []
  for _ in 0..<(timed ? 5 : 1) {
    let start = ContinuousClock.now
    let isWindowWorkload = try await windowWorkload(name, count: count)
    let isTestingWorkload = isWindowWorkload ? false : await testingWorkload(name, count: count)
    guard try isWindowWorkload || isTestingWorkload || requestWorkload(name, count: count) else {
      print("unknown workload \(name)")
      exit(2)
    }
    let elapsed = ContinuousClock.now - start
    times.append(Double(elapsed.components.attoseconds) / 1e9 + Double(elapsed.components.seconds) * 1e9)
  }
  if timed {
    print("\(name) \(Int(times.sorted()[2] / Double(max(1, count)))) ns/op (median of 5 runs of \(count))")
  }
}
