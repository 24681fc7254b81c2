import SwiftUI
import Testing
import Wayfinder

/// The simulator's hosting scenarios (Tests/SwiftUIHostingTests, the same
/// steps through symlinks) run on the stand-in: after each step the screen
/// settles, shows what the bindings ask, presents what the state asks,
/// and the step's figures are printed as the simulator prints its own
/// (`swift test --filter HostedScenarioStandInTests` shows them).
@MainActor @Suite(.timeLimit(.minutes(10))) struct HostedScenarioStandInTests {
  @Test(arguments: HostedExample.allCases.filter { !$0.savesToDisk }, SizeClass.allCases)
  func theStandInShowsWhatTheStateSaysAfterEachHostedStep(
    _ example: HostedExample, startingIn sizeClass: SizeClass
  ) async throws {
    let run = try example.launch()
    let device = Device(sizeClass == .compact ? .iPhone : .iPad) { run.root }
    var width = sizeClass
    await check("launch", of: example, run, on: device, in: width)
    for step in run.steps {
      switch step {
      case .navigate(_, let change): try change()
      case .otherWidth:
        width = width == .compact ? .regular : .compact
        device.resize(to: width == .compact ? .compact : .regular)
      }
      await check(step.label, of: example, run, on: device, in: width)
    }
  }

  /// Settles, asserts the screen caught up with the state, and prints the step's figures.
  private func check(
    _ step: String, of example: HostedExample, _ run: HostedRun, on device: Device, in width: SizeClass
  ) async {
    let evaluations = run.probe.evaluations
    let frames = await device.settle()
    let presented = run.expected(width).stacks.count - 1
    #expect(device.screenDifferences.isEmpty, "\(example), \(width), after \(step): \(device.screenDifferences)")
    #expect(device.presentations.first?.count == presented, "\(example), \(width), after \(step): \(device.screen)")
    #expect(device.log.isEmpty, "\(example), \(width), after \(step): \(device.log)")
    print(
      HostedFigures(
        host: "stand-in", example: example, sizeClass: width, step: step, frames: frames,
        evaluations: run.probe.evaluations - evaluations))
  }
}
