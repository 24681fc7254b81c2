// swift-tools-version: 6.2
// 6.2, so Xcode 26 or later: the SwiftUI layer uses iOS 26 APIs (behind
// `#available`, which needs the iOS 26 SDK to compile) and `isolated deinit`
// (Swift 6.2). An older toolchain stops at SwiftPM's "requires 6.2".
import PackageDescription

let package = Package(
  name: "Wayfinder",
  defaultLocalization: "en",
  platforms: [.iOS(.v17), .macOS(.v14), .visionOS(.v1)],
  products: [
    .library(name: "Wayfinder", targets: ["Wayfinder"]),
    .library(name: "WayfinderTerminal", targets: ["WayfinderTerminal"]),
    .library(name: "WayfinderSwiftUI", targets: ["WayfinderSwiftUI"]),
    // For test targets: an app's navigation tested without a UI.
    .library(name: "WayfinderTesting", targets: ["WayfinderTesting"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    // Property tests that shrink a failing case; a test-only dependency.
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
  ],
  targets: [
    .target(name: "Wayfinder"),
    // WayfinderSwiftUI's adapter and SwiftUILifecycle's rules: the lifecycle
    // player drives an app's own bindings through them (package API only).
    .target(name: "WayfinderTesting", dependencies: ["Wayfinder", "WayfinderSwiftUI", "SwiftUILifecycle"]),
    .testTarget(name: "WayfinderTestingTests", dependencies: ["WayfinderTesting", "WayfinderDemo"]),
    .target(name: "WayfinderTerminal", dependencies: ["Wayfinder"]),
    // The SwiftUI host's decisions, UI-free: compiled and tested everywhere.
    // Its resources: the few strings the SwiftUI host shows itself (Bundle.wayfinderSwiftUI).
    .target(name: "WayfinderSwiftUI", dependencies: ["Wayfinder"], resources: [.process("Resources")]),
    .target(name: "WayfinderDemo", dependencies: ["Wayfinder", "WayfinderTerminal"]),
    .executableTarget(
      name: "wayfinder-demo",
      dependencies: [
        "WayfinderDemo", "WayfinderTerminal", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      exclude: ["README.md"]  // the demo's own README, beside its code
    ),
    // Saves snapshots in a loop until it is killed: the crash-safety test's child process.
    .executableTarget(name: "wayfinder-save-loop", dependencies: ["Wayfinder"]),
    .testTarget(
      name: "WayfinderTests",
      // WayfinderTerminal: WindowRoutingTests route links among a TerminalWindowStore's windows.
      dependencies: [
        "Wayfinder", "WayfinderTerminal", "WayfinderTesting",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      exclude: ["Saving/Fixtures"]),
    .testTarget(
      name: "WayfinderTerminalTests",
      dependencies: [
        "WayfinderTerminal", "WayfinderDemo", .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      exclude: ["Fixtures"]),
    .testTarget(name: "ScenarioTests", dependencies: ["Wayfinder"]),
    // SwiftUI's lifecycle, UI-free (Foundation only): its rules with their
    // sources, and the state machines the SwiftUI stand-in's containers call
    // (one window's presentation chain on a clock of frames, tab taps, stack
    // updates, external events), each rule in one place. Not a product, and
    // package API only: WayfinderTesting's lifecycle player plays the same rules without views.
    .target(name: "SwiftUILifecycle"),
    .testTarget(name: "SwiftUILifecycleTests", dependencies: ["SwiftUILifecycle"]),
    // The SwiftUI adapter's own decisions, UI-free (the layer runs in SwiftUILayerTests, on Linux).
    .testTarget(
      name: "WayfinderSwiftUITests",
      dependencies: ["WayfinderSwiftUI", .product(name: "PropertyBased", package: "swift-property-based")]),
  ],
  swiftLanguageModes: [.v6]
)

#if os(Linux)
  // SwiftUI does not exist here: the SwiftUI layer and the examples run in
  // the tests against a test-only stand-in, a small SwiftUI runtime whose
  // declarations are the iOS 18 SDK's and whose rules come from
  // SwiftUILifecycle (Tests/SwiftUIShim/README.md). Where SwiftUI exists,
  // the layer compiles in WayfinderSwiftUI against the real one, and none of
  // this is declared. The stand-ins compile in Swift 5 mode, as Apple's
  // interfaces are.
  package.targets += [
    // PropertyBased has code under `#if canImport(UIKit)` that needs the real
    // UIKit and CoreGraphics: it is built first, before this stand-in's module
    // exists (a build in which the stand-in came first failed).
    .target(
      name: "UIKit", dependencies: [.product(name: "PropertyBased", package: "swift-property-based")],
      path: "Tests/UIKitShim", swiftSettings: [.swiftLanguageMode(.v5)]),
    // What the AppKit half of the layer uses: type-checked, never run.
    .target(name: "AppKit", path: "Tests/AppKitShim", swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "SwiftUI", dependencies: ["UIKit", "AppKit", "SwiftUILifecycle"], path: "Tests/SwiftUIShim",
      // Macros/: the Xcode 27 flavour's `@State` expansion, built by scripts/check-swiftui-sdks only.
      exclude: ["README.md", "Macros"], swiftSettings: [.swiftLanguageMode(.v5)]),
    // The layer again (symlinks), compiled as macOS would compile it: its
    // `os(macOS)` branches and the AppKit TransitionEndReporter, against the
    // stand-ins (SWIFTUI_STAND_IN_MACOS). Built, never run; the stand-in's
    // availability attributes are ignored on Linux, so an iOS-only API in a
    // macOS branch is not caught here (the macOS workflow would).
    .target(
      name: "SwiftUILayerMacOSCheck", dependencies: ["Wayfinder", "WayfinderSwiftUI", "SwiftUI", "AppKit"],
      path: "Tests/SwiftUILayerMacOSCheck",
      swiftSettings: [.define("SWIFTUI_STAND_IN"), .define("SWIFTUI_STAND_IN_MACOS")]),
    .testTarget(
      name: "SwiftUILayerTests",
      dependencies: [
        "Wayfinder", "WayfinderSwiftUI", "SwiftUI", "SwiftUILifecycle", "WayfinderTesting",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      path: "Tests/SwiftUILayerTests",
      // Swift Testing would import its UIKit overlay (`_Testing_UIKit`) beside the UIKit stand-in.
      swiftSettings: [.define("SWIFTUI_STAND_IN"), .unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
    // The simulator's hosting tests (Tests/SwiftUIHostingTests, run by the
    // macOS workflow) again (symlinks), with the layer and the examples,
    // against the stand-ins: type-checked on every build, never run (their
    // UIKit and UIHostingController declarations have no behaviour here).
    .target(
      name: "SwiftUIHostingCheck", dependencies: ["Wayfinder", "WayfinderSwiftUI", "SwiftUI", "UIKit"],
      path: "Tests/SwiftUIHostingCheck",
      swiftSettings: [.define("SWIFTUI_STAND_IN"), .unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
  ]
#else
  // The reference apps on Wayfinder, compiled against the real SwiftUI.
  package.targets += [
    .target(
      name: "WayfinderExamples", dependencies: ["Wayfinder", "WayfinderSwiftUI"], path: "Examples",
      exclude: ["README.md"]),
    // Each example hosted in a UIWindow by a UIHostingController on an iOS
    // simulator, its scenarios run through its navigator, UIKit's hierarchy
    // compared with the state after each step (compiled where UIKit exists:
    // empty on macOS). `xcodebuild test` runs it (.github/workflows/macos.yml).
    .testTarget(
      name: "SwiftUIHostingTests", dependencies: ["Wayfinder", "WayfinderSwiftUI", "WayfinderExamples"],
      path: "Tests/SwiftUIHostingTests", exclude: ["README.md"]),
  ]
#endif
