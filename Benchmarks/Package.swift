// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "WayfinderBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    .package(name: "Wayfinder", path: ".."),
    // A peer to compare link matching with; the Benchmarks package's dependency only.
    .package(url: "https://github.com/vapor/routing-kit", exact: "4.9.3"),
  ],
  targets: [
    .target(
      name: "BenchmarkSupport",
      dependencies: [
        .product(name: "Wayfinder", package: "Wayfinder"),
        .product(name: "WayfinderTerminal", package: "Wayfinder"),
        .product(name: "RoutingKit", package: "routing-kit"),
      ],
      path: "Sources/BenchmarkSupport"
    ),
    // The demo app's sources (symbolic links to Sources/WayfinderDemo), for
    // measuring its frames: the demo is no product of the main package.
    .target(
      name: "DemoSupport",
      dependencies: [
        .product(name: "Wayfinder", package: "Wayfinder"),
        .product(name: "WayfinderTerminal", package: "Wayfinder"),
      ],
      path: "Sources/DemoSupport"
    ),
    // glibc's count of heap bytes in use, for the log's memory.
    // (DWARF 4: valgrind 3.19 cannot read clang's DWARF 5, and counts
    // instructions in the same binary.)
    .target(name: "HeapBytes", path: "Sources/HeapBytes", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
    .executableTarget(
      name: "InstructionCounts",
      dependencies: [
        "BenchmarkSupport",
        "DemoSupport",
        "HeapBytes",
        .product(name: "Wayfinder", package: "Wayfinder"),
        .product(name: "WayfinderTerminal", package: "Wayfinder"),
        .product(name: "WayfinderSwiftUI", package: "Wayfinder"),
        .product(name: "WayfinderTesting", package: "Wayfinder"),
      ],
      path: "Sources/InstructionCounts"
    ),
    .executableTarget(
      name: "WayfinderBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        "BenchmarkSupport",
        .product(name: "Wayfinder", package: "Wayfinder"),
        .product(name: "WayfinderTerminal", package: "Wayfinder"),
      ],
      path: "Benchmarks/WayfinderBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ]
)
