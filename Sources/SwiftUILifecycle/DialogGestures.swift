// The user's gestures on the dialog in front and on the front presentation,
// as the chain plays them: what goes, and what the runtime then writes.

extension PresentationChain {
  /// The user taps a button of the dialog in front: `action` runs first,
  /// then the dialog goes at once and its binding is written not-presented
  /// (``LifecycleRule/aDialogButtonActsThenCloses``). Outside a dialog, the
  /// button only acts.
  ///
  /// - Parameter action: The button's action.
  /// - Returns: The events to play after the action, in order: `removed`,
  ///   then `writeNil`; none when no dialog shows.
  package mutating func userTapsButton(_ action: () -> Void) -> [Event] {
    let dialog = entries.last.flatMap { $0.style.isDialog ? $0 : nil }
    action()
    guard let dialog, entries.last == dialog else { return [] }
    return userClosesDialog() + [.writeNil(dialog)]
  }

  /// The user taps outside the dialog in front: a confirmation dialog goes
  /// at once and its binding is written not-presented; an alert stays
  /// (``LifecycleRule/tapOutsideClosesAConfirmationDialog``).
  ///
  /// - Returns: The events to play (`removed`, then `writeNil`), or `nil`
  ///   when no confirmation dialog shows.
  package mutating func userTapsOutsideDialog() -> [Event]? {
    guard let top = entries.last, top.style == .confirmationDialog else { return nil }
    return userClosesDialog() + [.writeNil(top)]
  }
}
