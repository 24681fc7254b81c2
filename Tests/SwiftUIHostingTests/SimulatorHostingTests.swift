// Each example in a real UIWindow with a UIHostingController, on an iPhone
// and an iPad simulator (.github/workflows/macos.yml), in both widths: its
// scenarios run through its navigator, and after each step UIKit's
// hierarchy must show what the state says. Compiled where UIKit exists; on
// Linux, SwiftUIHostingCheck type-checks this file against the stand-ins
// and nothing runs it.
#if canImport(UIKit) && !os(watchOS) && canImport(SwiftUI) && (!os(Linux) || SWIFTUI_STAND_IN)
  import Testing
  import UIKit
  import Wayfinder

  @MainActor @Suite(.serialized) struct SimulatorHostingTests {
    @Test(arguments: HostedExample.allCases, SizeClass.allCases)
    func uiKitShowsWhatTheStateSaysAfterEachStep(_ example: HostedExample, startingIn sizeClass: SizeClass) throws {
      let run = try example.launch()
      let window = HostingWindow(run.root, sizeClass: sizeClass)
      defer { window.close() }
      check("launch", of: example, run, in: window)
      for step in run.steps {
        switch step {
        case .navigate(_, let change): try change()
        case .otherWidth: window.crossWidth()
        }
        check(step.label, of: example, run, in: window)
      }
    }

    /// Waits until the screen settles, asserts UIKit shows what the state
    /// asks, and prints the step's figures.
    private func check(_ step: String, of example: HostedExample, _ run: HostedRun, in window: HostingWindow) {
      let evaluations = run.probe.evaluations
      let expected = run.expected(window.sizeClass)
      let (shown, frames) = window.settle(expecting: expected)
      #expect(
        shown == expected,
        "\(example), \(window.sizeClass), after \(step): UIKit shows \(shown), the state asks \(expected)")
      print(
        HostedFigures(
          host: "simulator", example: example, sizeClass: window.sizeClass, step: step, frames: frames,
          evaluations: run.probe.evaluations - evaluations))
    }
  }
#endif
