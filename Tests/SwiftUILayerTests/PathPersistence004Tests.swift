import Foundation
import SwiftUI
import Testing
import Wayfinder
@_spi(WayfinderInternals) import WayfinderSwiftUI

/// Example 004 quit at depth n and relaunched at depth n. Its navigator is
/// a global made once per process (as the example explains), so each
/// launch is a process of its own: this test runs the test binary twice,
/// each time with `launch004` enabled and the store's folder
/// (`XDG_STATE_HOME`) in its own temporary folder.
@Suite(.timeLimit(.minutes(10))) struct PathPersistence004Tests {
  static let launchVariable = "WAYFINDER_TEST_004_LAUNCH"

  @Test func quitAtDepthThreeAndRelaunchedAtDepthThree() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wayfinder-004-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try launch("first", stateFolder: folder)
    #expect(first.status == 0, "\(first.output)")
    #expect(first.output.contains("stack › Number 32 › Number 64 › Text Hello  ‹ Back"), "\(first.output)")
    let second = try launch("again", stateFolder: folder)
    #expect(second.status == 0, "\(second.output)")
    #expect(second.output.contains("stack › Number 32 › Number 64 › Text Hello  ‹ Back"), "\(second.output)")
  }

  /// Runs this test binary's `launch004` as `step`, with the store in `stateFolder`.
  func launch(_ step: String, stateFolder: URL) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0])
    process.arguments = ["--testing-library", "swift-testing", "--filter", "launch004"]
    var environment = ProcessInfo.processInfo.environment
    environment[Self.launchVariable] = step
    environment["XDG_STATE_HOME"] = stateFolder.path
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output)
  }

  /// One launch of example 004 (only in a process `quitAtDepthThree…` runs).
  @MainActor @Test(.enabled(if: ProcessInfo.processInfo.environment[launchVariable] != nil))
  func launch004() async throws {
    let device = Device(.iPhone) { NumbersView() }
    await device.settle()
    if ProcessInfo.processInfo.environment[Self.launchVariable] == "first" {
      #expect(
        device.screen.hasSuffix(
          "  stack\n    list\n      [Show 32]\n      [Show 32 then 64]\n      [Push a random number]\n      [Push \"Hello\"]\n      [Home]"
        ))
      try await device.tapAndSettle("Show 32 then 64")
      try await device.tapAndSettle("Push \"Hello\"")
      // The store saves on the main actor's next turn: wait until the file says so.
      let file = NavigationStore<Never, AnyRoute>.defaultFile(app: "Numbers")
      #expect(
        await device.run(until: {
          (try? String(contentsOf: file, encoding: .utf8))?.contains("Hello") == true
        }))
    }
    print(device.screen)
  }
}
