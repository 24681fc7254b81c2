// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Wayfinder",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "Wayfinder", targets: ["Wayfinder"]),
    .library(name: "WayfinderTerminal", targets: ["WayfinderTerminal"]),
    .library(name: "WayfinderSwiftUI", targets: ["WayfinderSwiftUI"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    // Property tests that shrink a failing case; a test-only dependency.
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
  ],
  targets: [
    .target(name: "Wayfinder"),
    .target(name: "WayfinderTerminal", dependencies: ["Wayfinder"]),
    // The SwiftUI host's decisions, UI-free: compiled and tested everywhere.
    .target(name: "WayfinderSwiftUI", dependencies: ["Wayfinder"]),
    .target(name: "WayfinderDemo", dependencies: ["Wayfinder", "WayfinderTerminal"]),
    .executableTarget(
      name: "wayfinder-demo",
      dependencies: [
        "WayfinderDemo", "WayfinderTerminal", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // Saves snapshots in a loop until it is killed: the crash-safety test's child process.
    .executableTarget(name: "wayfinder-save-loop", dependencies: ["Wayfinder"]),
    .testTarget(
      name: "WayfinderTests",
      dependencies: ["Wayfinder", .product(name: "PropertyBased", package: "swift-property-based")],
      exclude: ["Saving/Fixtures"]),
    .testTarget(
      name: "WayfinderTerminalTests",
      dependencies: [
        "WayfinderTerminal", "WayfinderDemo", .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      exclude: ["Fixtures"]),
    .testTarget(name: "ScenarioTests", dependencies: ["Wayfinder"]),
    // An executable model of SwiftUI's navigation containers and presentation
    // lifecycle, for the tests of the SwiftUI host (UI-free, runs everywhere).
    .target(name: "SwiftUIModel", dependencies: ["Wayfinder", "WayfinderSwiftUI"], path: "Tests/SwiftUIModel"),
    .testTarget(
      name: "WayfinderSwiftUITests",
      dependencies: [
        "WayfinderSwiftUI", "SwiftUIModel", .product(name: "PropertyBased", package: "swift-property-based"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)

#if os(Linux)
  // SwiftUI does not exist here: type-check the SwiftUI layer and the
  // examples against a test-only stand-in that declares the SwiftUI API they
  // use, as the iOS 18 SDK declares it (Tests/SwiftUIShim/README.md). Where
  // SwiftUI exists, the layer compiles in WayfinderSwiftUI against the real
  // one, and none of this is declared.
  package.targets += [
    // PropertyBased has code under `#if canImport(UIKit)` that needs the real
    // UIKit and CoreGraphics: it is built first, before this stand-in's module
    // exists (a build in which the stand-in came first failed).
    .target(
      name: "UIKit", dependencies: [.product(name: "PropertyBased", package: "swift-property-based")],
      path: "Tests/UIKitShim"),
    .target(name: "SwiftUI", dependencies: ["UIKit"], path: "Tests/SwiftUIShim", exclude: ["README.md"]),
    .testTarget(
      name: "SwiftUITypeCheck", dependencies: ["Wayfinder", "WayfinderSwiftUI", "SwiftUI"],
      path: "Tests/SwiftUITypeCheck", swiftSettings: [.define("SWIFTUI_TYPE_CHECK")]),
  ]
#else
  // The reference apps on Wayfinder, compiled against the real SwiftUI.
  package.targets += [
    .target(
      name: "WayfinderExamples", dependencies: ["Wayfinder", "WayfinderSwiftUI"], path: "Examples",
      exclude: ["README.md"])
  ]
#endif
