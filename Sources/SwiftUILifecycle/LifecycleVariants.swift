/// The choices SwiftUI's behaviour leaves open where the evidence is
/// unsettled or differs by device: each is a rule of ``LifecycleRule`` with
/// a default taken from the evidence, and a test can play the other side.
package struct LifecycleVariants: Hashable, Sendable {
  /// When a user's drag dismisses a sheet, which comes first at the end of
  /// the dismissal: the `nil` written into its binding, or its `onDismiss`.
  package enum DragDismissOrder: Hashable, Sendable, CaseIterable {
    /// The binding is written `nil`, then `onDismiss` runs.
    case nilThenOnDismiss
    /// `onDismiss` runs, then the binding is written `nil`.
    case onDismissThenNil
  }

  /// How many frames the display shows a second: 60, or 120 on a ProMotion
  /// display (``LifecycleRule/animationTimelineUpdatesEachFrame``).
  package var framesPerSecond: Int
  /// How many frames a presentation or a dismissal takes (20 frames is a
  /// third of a second at 60 Hz; peers wait 0.3 to 0.65 s per step).
  package var transitionFrames: Int
  /// How many frames an alert or a confirmation dialog takes to leave once
  /// it closes (``LifecycleRule/aDialogTakesFramesToLeave``): 15 by default,
  /// a quarter of a second at 60 Hz, about UIKit's fade of an alert (its
  /// exact duration is not published: assumed); shorter than a sheet's
  /// transition. 0 plays the earlier model, a dialog that goes at once.
  package var dialogExitFrames: Int
  /// Whether tapping the selected tab writes the selection again
  /// (``LifecycleRule/reselectingATabWritesIt``): by default it does.
  package var reselectingATabWritesIt: Bool
  /// The order of the late `nil` and `onDismiss` after a drag (``LifecycleRule/dragDismissWritesNilAtTheEnd``).
  package var dragDismissOrder: DragDismissOrder
  /// Whether a view whose only content is an `EmptyView` appears
  /// (``LifecycleRule/emptyViewNeverAppears``): by default it does not.
  package var emptyViewAppears: Bool
  /// Whether a presenter that leaves takes its modal presentation with it,
  /// at once, with no `onDismiss` and no write, as reported in 2024; by
  /// default it does not: the presentation stays, as reported on iOS 18
  /// and 26 (``LifecycleRule/aPresentationOutlivesItsPresenter``).
  package var presenterTakesItsPresentation: Bool

  /// The variants as the evidence has them.
  package init(
    transitionFrames: Int = 20, dialogExitFrames: Int = 15, reselectingATabWritesIt: Bool = true,
    dragDismissOrder: DragDismissOrder = .nilThenOnDismiss, emptyViewAppears: Bool = false,
    presenterTakesItsPresentation: Bool = false,
    framesPerSecond: Int = 60
  ) {
    self.framesPerSecond = max(framesPerSecond, 1)
    (self.transitionFrames, self.reselectingATabWritesIt) = (transitionFrames, reselectingATabWritesIt)
    self.dialogExitFrames = max(dialogExitFrames, 0)
    (self.dragDismissOrder, self.emptyViewAppears) = (dragDismissOrder, emptyViewAppears)
    self.presenterTakesItsPresentation = presenterTakesItsPresentation
  }
}

/// A tap on a tab of a tab view (``LifecycleRule/tabSelectionIsWritten`` and
/// ``LifecycleRule/reselectingATabWritesIt``).
package enum TabTap: Sendable {
  /// Whether tapping `tapped` while `selected` shows writes the selection binding.
  ///
  /// - Parameters:
  ///   - tapped: The tab tapped.
  ///   - selected: The tab shown.
  ///   - variants: The variants played.
  /// - Returns: Whether the binding is written (with `tapped`).
  package static func writes<Tab: Equatable>(_ tapped: Tab, selected: Tab, _ variants: LifecycleVariants) -> Bool {
    tapped != selected || variants.reselectingATabWritesIt
  }
}

/// Which updates of a `NavigationStack`'s path take effect
/// (``LifecycleRule/oneStackUpdatePerFrame``): the first in a frame.
package struct StackUpdateGate<Stack: Hashable>: Sendable where Stack: Sendable {
  private var updated: [Stack: Int] = [:]
  /// The updates dropped, as "frame N: stack".
  package private(set) var dropped: [String] = []

  /// A gate with no update seen.
  package init() {}

  /// Whether an update of `stack` in `frame` takes effect; records one that does not.
  ///
  /// - Parameters:
  ///   - stack: The stack updated.
  ///   - frame: The frame it is updated in.
  /// - Returns: Whether it takes effect.
  package mutating func admits(_ stack: Stack, in frame: Int) -> Bool {
    if updated[stack] == frame {
      dropped.append("frame \(frame): \(stack)")
      return false
    }
    updated[stack] = frame
    return true
  }
}
