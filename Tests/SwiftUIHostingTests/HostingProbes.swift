// What the hosts measure after each step, the same way on the simulator
// and on the stand-in: how often a view that reads the navigator's state
// is evaluated, and the frames the screen took to settle, printed as one
// line each so that a simulator's log can be set beside the stand-in's.
#if canImport(SwiftUI) && (!os(Linux) || SWIFTUI_STAND_IN)
  import SwiftUI
  import Wayfinder

  /// Counts the evaluations of a ``StateReader``'s `body`.
  @MainActor final class BodyProbe {
    private(set) var evaluations = 0

    func evaluated() { evaluations += 1 }
  }

  /// A view that reads the navigator's state, as an app's view showing the
  /// state would: SwiftUI evaluates it again after each change it observes.
  /// It draws nothing (it sits in the example's background).
  struct StateReader<Tab: Hashable & Sendable, Route: Hashable & Sendable>: View {
    let navigator: Navigator<Tab, Route>
    let probe: BodyProbe

    var body: some View {
      let _ = navigator.state
      let _ = probe.evaluated()
      Color.clear
    }
  }

  /// One step's figures on one host.
  struct HostedFigures: CustomStringConvertible {
    /// "simulator" or "stand-in".
    let host: String
    let example: HostedExample
    /// The width the step ended in.
    let sizeClass: SizeClass
    let step: String
    /// Frames from the step until the screen settled.
    let frames: Int
    /// Evaluations of the ``StateReader`` during the step.
    let evaluations: Int

    var description: String {
      "hosting figures | \(host) | \(example) | \(sizeClass) | \(step) | \(frames) frames | \(evaluations) state reads"
    }
  }
#endif
