// The user's gestures on the dialog in front and on the front presentation,
// as the chain plays them: what goes, and what the runtime then writes.

extension PresentationChain {
  /// The user taps a button of the dialog in front: `action` runs first,
  /// then the dialog begins to leave and its binding is written
  /// not-presented (``LifecycleRule/aDialogButtonActsThenCloses``,
  /// ``LifecycleRule/aDialogTakesFramesToLeave``). Outside a dialog, the
  /// button only acts.
  ///
  /// - Parameter action: The button's action.
  /// - Returns: The events to play after the action, in order: `leaving`
  ///   (`removed` with no exit frames), then `writeNil`; none when no dialog shows.
  package mutating func userTapsButton(_ action: () -> Void) -> [Event] {
    let dialog = frontDialog
    action()
    guard let dialog, entries.last == dialog else { return [] }
    return userClosesDialog() + [.writeNil(dialog)]
  }

  /// The user taps outside the dialog in front: a confirmation dialog
  /// begins to leave and its binding is written not-presented; an alert
  /// stays (``LifecycleRule/tapOutsideClosesAConfirmationDialog``).
  ///
  /// - Returns: The events to play (`leaving`, then `writeNil`), or `nil`
  ///   when no confirmation dialog shows (or it is already leaving).
  package mutating func userTapsOutsideDialog() -> [Event]? {
    guard let top = frontDialog, top.style == .confirmationDialog else { return nil }
    return userClosesDialog() + [.writeNil(top)]
  }
}
