// swift-tools-version:5.4
// libFuzzer targets for the parsers of untrusted input. Build and run with
// Fuzz/run (see the README there).
import PackageDescription

let package = Package(
  name: "WayfinderFuzz",
  dependencies: [
    .package(name: "Wayfinder", path: "..")
  ],
  targets: [
    .executableTarget(
      name: "FuzzWireFormat", dependencies: [.product(name: "Wayfinder", package: "Wayfinder")]),
    .executableTarget(
      name: "FuzzKeyDecoder", dependencies: [.product(name: "WayfinderTerminal", package: "Wayfinder")]),
    .executableTarget(
      name: "FuzzRestore", dependencies: [.product(name: "Wayfinder", package: "Wayfinder")]),
    // The demo's links and routes are compiled in (symbolic links to its
    // files): the demo is an app, not a library product.
    .executableTarget(
      name: "FuzzLinks", dependencies: [.product(name: "Wayfinder", package: "Wayfinder")]),
    .executableTarget(
      name: "FuzzLinkPatterns", dependencies: [.product(name: "Wayfinder", package: "Wayfinder")]),
  ]
)
