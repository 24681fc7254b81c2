import Wayfinder

/// What SwiftUI tells a layer about the modal it presents: the one place
/// that says which callback of which presentation modifier ends what. The
/// SwiftUI layer's modifiers report these, and so does the lifecycle
/// player (WayfinderTesting), which plays SwiftUI's part without views.
package enum PresentationEvent<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Hashable, Sendable {
  /// The modal's content appeared: its `onAppear`, which runs before the
  /// transition's first frame.
  case contentAppeared(ModalItem<Tab, Route>)
  /// The modal's transition ended (the layer's transition-end reporter).
  case transitionEnded(ModalItem<Tab, Route>)
  /// The modal's content left the screen: its `onDisappear`. A popover or
  /// an inspector takes no `onDismiss`; this is the end of its dismissal.
  case contentDisappeared(ModalItem<Tab, Route>)
  /// The presenting modifier's `onDismiss` ran (`sheet` or
  /// `fullScreenCover`, as `presentation`): the end of the dismissal.
  case dismissed(Presentation)
  /// The user began to drag the modal away: its content's controllers got
  /// `viewWillDisappear(_:)` in an interactive transition.
  case dragBegan(ModalItem<Tab, Route>)
  /// The user let go of the drag, and the modal stays: the interactive
  /// transition's completion, cancelled.
  case dragCancelled(ModalItem<Tab, Route>)
}

extension NavigationBindings {
  /// SwiftUI reported `event` about the modal that layer `presenter`
  /// presents: the bindings go on with what waited for it.
  ///
  /// - Content appeared: ``presentationDidBegin(_:)``.
  /// - Transition ended: ``presentationDidAppear(_:)``.
  /// - A popover's or an inspector's content disappeared, or a sheet's or a
  ///   cover's `onDismiss` ran: ``presentationDidDismiss(presentedBy:)``.
  ///   (A sheet's content disappearing, or `onDismiss` of a modifier that
  ///   has none, says nothing.)
  /// - The user's drag began, or was let go of: ``userDrags(_:)``, ``userLetGoOfTheDrag(_:)``.
  ///
  /// - Parameters:
  ///   - event: What SwiftUI reported.
  ///   - presenter: The layer whose modifier presents the modal.
  package func presentationEvent(_ event: PresentationEvent<Tab, Route>, presentedBy presenter: LayerID<Tab>) {
    switch event {
    case .contentAppeared(let item):
      presentationDidBegin(item.layer)
    case .transitionEnded(let item):
      presentationDidAppear(item.layer)
    case .contentDisappeared(let item):
      if Self.endsOnDisappear(item.presentation) { presentationDidDismiss(presentedBy: presenter) }
    case .dismissed(let presentation):
      if !Self.endsOnDisappear(presentation) { presentationDidDismiss(presentedBy: presenter) }
    case .dragBegan(let item):
      userDrags(item.layer)
    case .dragCancelled(let item):
      userLetGoOfTheDrag(item.layer)
    }
  }

  /// Whether a modal shown as `presentation` reports the end of its
  /// dismissal from its content's `onDisappear` (popovers and inspectors,
  /// whose modifiers take no `onDismiss`), rather than from `onDismiss`.
  package static func endsOnDisappear(_ presentation: Presentation) -> Bool {
    presentation == .popover || presentation == .inspector
  }
}
