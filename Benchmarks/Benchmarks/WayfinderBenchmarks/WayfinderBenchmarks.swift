import Benchmark
import BenchmarkSupport
import Foundation
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

let benchmarks: @Sendable () -> Void = {
  let fast = Benchmark.Configuration(metrics: [.wallClock], scalingFactor: .mega)
  let slow = Benchmark.Configuration(metrics: [.wallClock], scalingFactor: .one)

  // MARK: Stack push + pop

  Benchmark("Baseline: Array<LocalRoute> append+removeLast", configuration: fast) { benchmark in
    var array: [LocalRoute] = [.home, .settings("a")]
    array.reserveCapacity(16)
    for index in benchmark.scaledIterations {
      array.append(.detail(index))
      blackHole(array.removeLast())
    }
    blackHole(array)
  }

  Benchmark("BackStack<LocalRoute> push+pop", configuration: fast) { benchmark in
    var stack = BackStack<LocalRoute>(pushing: [.home, .settings("a")])
    for index in benchmark.scaledIterations {
      stack.push(.detail(index))
      try? stack.pop()
    }
    blackHole(stack)
  }

  // MARK: Heterogeneous path append + removeLast

  Benchmark("Baseline: [AnyHashable] append+removeLast", configuration: fast) { benchmark in
    var array: [AnyHashable] = [AnyHashable(1), AnyHashable("a")]
    for index in benchmark.scaledIterations {
      array.append(AnyHashable(Park(name: "p", id: index)))
      blackHole(array.removeLast())
    }
    blackHole(array)
  }

  Benchmark("RoutePath append+removeLast", configuration: fast) { benchmark in
    var path = RoutePath([1, 2])
    for index in benchmark.scaledIterations {
      path.append(Park(name: "p", id: index))
      try? path.removeLast()
    }
    blackHole(path)
  }

  // MARK: Wire format

  Benchmark("Baseline: JSONEncoder+JSONDecoder of typed arrays, 1000 values", configuration: slow) { benchmark in
    let encoder = JSONEncoder()
    let decoder = JSONDecoder()
    for _ in benchmark.scaledIterations {
      let a = try encoder.encode(ints)
      let b = try encoder.encode(strings)
      let c = try encoder.encode(parks)
      let d = try encoder.encode(zoos)
      blackHole(try decoder.decode([Int].self, from: a))
      blackHole(try decoder.decode([String].self, from: b))
      blackHole(try decoder.decode([Park].self, from: c))
      blackHole(try decoder.decode([Zoo].self, from: d))
    }
  }

  Benchmark("RoutePath wire encode+decode, 1000 mixed elements", configuration: slow) { benchmark in
    for _ in benchmark.scaledIterations {
      guard let data = mixedPath.codable(using: registry)?.jsonData() else { continue }
      let decoded = RoutePath.restoring(try RoutePath.CodableRepresentation(json: data), registry: registry)
      blackHole(decoded)
    }
  }

  // MARK: Transitions

  let source = deepState(1000, tail: 0)
  let target = deepState(1000, tail: 5000)
  Benchmark("Baseline: compare two 1000-step stacks", configuration: slow) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(source.shownStack.elementsEqual(target.shownStack))
    }
  }

  Benchmark("NavigationPlan between two 1000-deep states", configuration: slow) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(NavigationPlan(from: source, to: target))
    }
  }

  // MARK: Projections

  let huge = NavigationState<Never, AppRoute>(BackStack(pushing: (0..<10_000).map { AppRoute.detail($0) }))
  Benchmark("Baseline: read the top of a 10000-step stack", configuration: fast) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(huge.shownStack.last)
    }
  }

  for sizeClass in SizeClass.allCases {
    Benchmark("Projection of a 10000-step stack, three columns, \(sizeClass)", configuration: slow) { benchmark in
      for _ in benchmark.scaledIterations {
        blackHole(NavigationProjection(huge, layout: .threeColumns, sizeClass: sizeClass))
      }
    }
  }

  Benchmark("Resize at depth 10000 (compact and regular projections)", configuration: slow) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(NavigationProjection(huge, layout: .threeColumns, sizeClass: .compact))
      blackHole(NavigationProjection(huge, layout: .threeColumns, sizeClass: .regular))
    }
  }

  // MARK: Terminal frames

  Benchmark("Baseline: a blank 200x60 frame", configuration: slow) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(Frame(width: 200, height: 60))
    }
  }

  for sizeClass in SizeClass.allCases {
    Benchmark("Draw a 200x60 frame, three columns, \(sizeClass)", configuration: slow) { benchmark in
      let renderer = FrameRenderer(
        projection: NavigationProjection(splitState, layout: .threeColumns, sizeClass: sizeClass),
        content: screenContent)
      for _ in benchmark.scaledIterations {
        blackHole(renderer.render(width: 200, height: 60))
      }
    }
  }

  // MARK: Cost with depth (navigator intents, plans, key presses)
  //
  // The deep state is built before the measurement starts and freed after it
  // stops, and the loop runs on the main actor in one hop.

  /// Builds a subject with `make`, then times `iteration` on the main actor,
  /// in one hop; the subject is freed after the clock stops.
  func timedOnMainActor<Subject: Sendable>(
    _ name: String, configuration: Benchmark.Configuration, make: @escaping @MainActor () -> Subject,
    iteration: @escaping @MainActor (Subject, Int) -> Void
  ) {
    Benchmark(name, configuration: configuration) { benchmark in
      let subject = await make()
      let iterations = benchmark.scaledIterations
      benchmark.startMeasurement()
      await MainActor.run {
        for index in iterations { iteration(subject, index) }
      }
      benchmark.stopMeasurement()
      blackHole(subject)
    }
  }

  let kilo = Benchmark.Configuration(metrics: [.wallClock], scalingFactor: .kilo)
  for depth in [10, 1_000, 100_000] {
    // Many pairs a sample where they are cheap, so that the hop to the main actor is amortized.
    timedOnMainActor(
      "Navigator push+pop at depth \(depth)", configuration: depth < 100_000 ? kilo : slow,
      make: { deepNavigator(depth) },
      iteration: { navigator, index in
        try? navigator.push(.detail(index))
        try? navigator.pop()
      })
  }

  for count in [5_000, 50_000] {
    let (state, plan) = dismissPlan(count)
    Benchmark("Apply a plan of \(count) dismisses", configuration: slow) { benchmark in
      for _ in benchmark.scaledIterations {
        blackHole(try plan.performed(on: state))
      }
    }
  }

  for depth in [10, 2_000] {
    timedOnMainActor(
      "Key press and frame, 120x30, split \(depth) levels deep", configuration: kilo, make: { deepHost(depth) },
      iteration: { host, index in
        host.handle(index.isMultiple(of: 2) ? .down : .up, width: 120)
        blackHole(host.frame(width: 120, height: 30))
      })
  }

  // MARK: Deep links: about 500 patterns, 2,500 paths per class

  let links = LinkWorkload()
  let table = try? links.wayfinderTable()
  let router = links.routingKitRouter()
  let linear = links.linearMatcher()
  for linkClass in LinkClass.allCases {
    let paths = links.links[linkClass] ?? []
    // Each iteration matches every path of the class once: divide by 2,500.
    Benchmark("Links, \(linkClass.rawValue): Wayfinder, 2500 matches", configuration: slow) { benchmark in
      guard let table else { return }
      for _ in benchmark.scaledIterations {
        for path in paths { blackHole(routeWithWayfinder(table, path)) }
      }
    }
    Benchmark("Links, \(linkClass.rawValue): RoutingKit TrieRouter, 2500 matches", configuration: slow) { benchmark in
      for _ in benchmark.scaledIterations {
        for path in paths { blackHole(routeWithRoutingKit(router, path)) }
      }
    }
    Benchmark("Links, \(linkClass.rawValue): linear matcher, 2500 matches", configuration: slow) { benchmark in
      for _ in benchmark.scaledIterations {
        for path in paths { blackHole(linear.match(path)) }
      }
    }
  }

  // Link work at scale: each against the same work at a small size.
  for siblings in [16, 16_000] {
    let table = try? siblingTable(siblings)
    let paths = siblingLinks(siblings)
    Benchmark("Links among \(siblings) sibling literals, 2500 matches", configuration: slow) { benchmark in
      guard let table else { return }
      for _ in benchmark.scaledIterations {
        for path in paths { blackHole(routeWithWayfinder(table, path)) }
      }
    }
    // Each iteration registers `siblings` literals: 16,000 of them in all.
    Benchmark("Links, register 16000 sibling literals, \(siblings) per table", configuration: slow) { benchmark in
      for _ in benchmark.scaledIterations {
        for _ in 0..<(16_000 / siblings) { blackHole(try? siblingTable(siblings)) }
      }
    }
  }
  for items in [3, 310] {
    let (queryTable, queryLink) = (try? queryTable(items: items)) ?? (LinkTable(scheme: "api"), "")
    Benchmark("Links, a query of \(items) items (\(queryLink.utf8.count) bytes)", configuration: slow) { benchmark in
      for _ in benchmark.scaledIterations { blackHole(try? queryTable.match(queryLink)) }
    }
  }

  if let (table, first, everyNode) = try? backtrackingTable() {
    Benchmark("Links, a match on the first branch of 2047 nodes", configuration: fast) { benchmark in
      for _ in benchmark.scaledIterations { blackHole(try? table.match(first)) }
    }
    Benchmark("Links, a miss that tries every one of 2047 nodes", configuration: slow) { benchmark in
      for _ in benchmark.scaledIterations { blackHole(try? table.match(everyNode)) }
    }
  }

  let (printTable, tenSteps) = tenStepPlace()
  Benchmark("Print a 10-step place to its link", configuration: fast) { benchmark in
    for _ in benchmark.scaledIterations { blackHole(try? printTable.link(for: tenSteps)) }
  }

  // MARK: Saving and restoring

  // 1,000 changes in a row, timed on the main actor, where the navigator is;
  // `setUp` prepares each navigator, `afterEach` runs after each change.
  func thousandPushes(
    _ name: String, setUp: @escaping @MainActor (Navigator<Never, Int>) -> Void = { _ in },
    afterEach: @escaping @MainActor (Navigator<Never, Int>) -> Void = { _ in }
  ) {
    Benchmark(name, configuration: slow) { benchmark in
      let iterations = benchmark.scaledIterations
      await MainActor.run {
        for _ in iterations {
          let navigator = Navigator(BackStack<Int>())
          setUp(navigator)
          for value in 0..<1_000 {
            try? navigator.push(value)
            afterEach(navigator)
          }
          blackHole(navigator)
        }
      }
    }
  }

  thousandPushes("Persistence, none: 1,000 pushes")

  let referenceFile = temporaryStateFile()
  try? FileManager.default.createDirectory(
    at: referenceFile.deletingLastPathComponent(), withIntermediateDirectories: true)
  thousandPushes(
    "Persistence, the reference's pattern: 1,000 pushes, each encoding the path and writing the file",
    afterEach: { navigator in
      // As the reference's PathStore: the whole path, encoded and written, on every change.
      if let data = try? JSONEncoder().encode(navigator.state.shownStack.routes) { try? data.write(to: referenceFile) }
    })

  thousandPushes(
    "Persistence with a NavigationStore: 1,000 pushes",
    setUp: { $0.attach(NavigationStore(file: temporaryStateFile(), schemaVersion: 1, registry: .standard)) })

  Benchmark("Baseline: decode 10,000 steps as a plain typed array", configuration: slow) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try JSONDecoder().decode([Step<AppRoute>].self, from: savedDeepStack.typedArray))
    }
  }

  Benchmark("Restore a saved 10,000-step state", configuration: slow) { benchmark in
    for _ in benchmark.scaledIterations {
      let snapshot = try NavigationSnapshot(json: savedDeepStack.snapshot)
      blackHole(snapshot.restore(into: NavigationState<Never, AppRoute>(), registry: appRegistry, schemaVersion: 1))
    }
  }
}
