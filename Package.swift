// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Wayfinder",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "Wayfinder", targets: ["Wayfinder"])
  ],
  targets: [
    .target(name: "Wayfinder"),
    .testTarget(name: "WayfinderTests", dependencies: ["Wayfinder"]),
    .testTarget(name: "ScenarioTests", dependencies: ["Wayfinder"]),
  ],
  swiftLanguageModes: [.v6]
)
