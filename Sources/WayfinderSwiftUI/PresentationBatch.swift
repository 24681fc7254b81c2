@_spi(WayfinderInternals) import Wayfinder

/// Steps of a plan that SwiftUI can apply in one transaction.
///
/// SwiftUI cannot make some changes at once: presenting a sheet and pushing
/// inside it, or presenting two modals in a row. A host applies a plan batch
/// by batch: it applies a batch, and when the batch ``presents`` a modal, it
/// waits until the view reports that the presentation has completed before
/// it applies the next one. It never waits a fixed time.
package struct PresentationBatch<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Hashable, Sendable {
  /// The plan's steps in this batch, in order.
  package let steps: [PlanStep<Tab, Route>]

  /// Whether the batch ends with a presentation, which the next batch waits for.
  package var presents: Bool {
    guard let last = steps.last else { return false }
    return Self.presents(last)
  }

  /// The batches of `plan`, in order. Pure; the batches' steps, in order,
  /// are the plan's steps. The rules (iOS 17 and later, macOS 14 and later):
  ///
  /// - dismissals go together, in a batch of their own;
  /// - pops and pushes go together, with tab switches and hidden tabs' stacks;
  /// - a presentation ends its batch: what follows it (pushes inside the new
  ///   modal, another presentation) waits until it has completed.
  package static func batches(of plan: NavigationPlan<Tab, Route>) -> [PresentationBatch] {
    var batches: [PresentationBatch] = []
    var current: [PlanStep<Tab, Route>] = []
    func close() {
      if !current.isEmpty { batches.append(PresentationBatch(steps: current)) }
      current = []
    }
    for step in plan.steps {
      let dismisses = Self.dismisses(step)
      if let last = current.last, Self.dismisses(last) != dismisses { close() }
      current.append(step)
      if Self.presents(step) { close() }
    }
    close()
    return batches
  }

  static func dismisses(_ step: PlanStep<Tab, Route>) -> Bool {
    if case .dismiss = step { true } else { false }
  }

  static func presents(_ step: PlanStep<Tab, Route>) -> Bool {
    if case .present = step { true } else { false }
  }
}
