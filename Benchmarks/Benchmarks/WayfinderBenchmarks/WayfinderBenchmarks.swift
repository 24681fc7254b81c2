import Benchmark
import Foundation
import Wayfinder
import WayfinderTerminal

enum AppRoute: Hashable, Sendable, Codable {
  case home
  case detail(Int)
  case settings(String)
}

struct Park: Hashable, Sendable, Codable {
  var name: String
  var id: Int
}

enum Zoo: Hashable, Sendable, Codable {
  case city(String)
  case safari(Int)
}

/// 1,000 mixed values: a quarter each of Int, String, Park and Zoo.
let ints = (0..<250).map { $0 * 7 }
let strings = (0..<250).map { "item \($0)" }
let parks = (0..<250).map { Park(name: "park \($0)", id: $0) }
let zoos = (0..<250).map { $0.isMultiple(of: 2) ? Zoo.city("c\($0)") : Zoo.safari($0) }

let registry: RouteRegistry = {
  var registry = RouteRegistry.standard
  try? registry.register(Park.self, tag: "park")
  try? registry.register(Zoo.self, tag: "zoo")
  return registry
}()

let mixedPath: RoutePath = {
  var path = RoutePath()
  for index in 0..<250 {
    path.append(ints[index])
    path.append(strings[index])
    path.append(parks[index])
    path.append(zoos[index])
  }
  return path
}()

func deepState(_ depth: Int, tail: Int) -> NavigationState<Never, AppRoute> {
  NavigationState(BackStack(pushing: (0..<depth).map { $0 < depth / 2 ? AppRoute.detail($0) : .detail($0 + tail) }))
}

let benchmarks: @Sendable () -> Void = {
  let fast = Benchmark.Configuration(metrics: [.wallClock], scalingFactor: .mega)
  let slow = Benchmark.Configuration(metrics: [.wallClock], scalingFactor: .one)

  // MARK: Stack push + pop

  Benchmark("Baseline: Array<AppRoute> append+removeLast", configuration: fast) { benchmark in
    var array: [AppRoute] = [.home, .settings("a")]
    array.reserveCapacity(16)
    for index in benchmark.scaledIterations {
      array.append(.detail(index))
      blackHole(array.removeLast())
    }
    blackHole(array)
  }

  Benchmark("BackStack<AppRoute> push+pop", configuration: fast) { benchmark in
    var stack = BackStack<AppRoute>(pushing: [.home, .settings("a")])
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
      let decoded = try RoutePath.CodableRepresentation(json: data).decode(using: registry)
      blackHole(decoded)
    }
  }

  // MARK: Transitions

  let source = deepState(1000, tail: 0)
  let target = deepState(1000, tail: 5000)
  Benchmark("Baseline: compare two 1000-step stacks", configuration: slow) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(source.activeStack.steps == target.activeStack.steps)
    }
  }

  Benchmark("Transition plan between two 1000-deep states", configuration: slow) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(Transition(from: source, to: target))
    }
  }

  // MARK: Scenes

  let huge = NavigationState<Never, AppRoute>(BackStack(pushing: (0..<10_000).map { AppRoute.detail($0) }))
  Benchmark("Baseline: read the top of a 10000-step stack", configuration: fast) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(huge.activeStack.top)
    }
  }

  for sizeClass in SizeClass.allCases {
    Benchmark("Scene of a 10000-step stack, three columns, \(sizeClass)", configuration: slow) { benchmark in
      for _ in benchmark.scaledIterations {
        blackHole(NavigationScene(huge, layout: .threeColumns, sizeClass: sizeClass))
      }
    }
  }

  Benchmark("Resize at depth 10000 (compact and regular scenes)", configuration: slow) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(NavigationScene(huge, layout: .threeColumns, sizeClass: .compact))
      blackHole(NavigationScene(huge, layout: .threeColumns, sizeClass: .regular))
    }
  }

  // MARK: Terminal frames

  let content: (AppRoute?) -> ScreenContent<AppRoute> = { route in
    ScreenContent(
      title: route.map { "\($0)" } ?? "Sidebar", lines: ["A line of text", "Another line"],
      items: (0..<100).map { ScreenItem("Item \($0)", .select(AppRoute.detail($0))) })
  }
  let splitState = NavigationState<Never, AppRoute>(
    BackStack(pushing: [.detail(3), .detail(7)] + (0..<50).map { AppRoute.settings("\($0)") }))
  Benchmark("Baseline: a blank 200x60 frame", configuration: slow) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(Frame(width: 200, height: 60))
    }
  }

  for sizeClass in SizeClass.allCases {
    Benchmark("Draw a 200x60 frame, three columns, \(sizeClass)", configuration: slow) { benchmark in
      let renderer = FrameRenderer(
        scene: NavigationScene(splitState, layout: .threeColumns, sizeClass: sizeClass), content: content)
      for _ in benchmark.scaledIterations {
        blackHole(renderer.render(width: 200, height: 60))
      }
    }
  }
}
