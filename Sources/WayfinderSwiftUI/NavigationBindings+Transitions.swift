import Foundation
import Wayfinder

// What the bindings wait for besides the presentation queue's callbacks: a
// dialog that goes leaves the screen before anything is presented or
// dismissed, and a transition (or a dialog's exit) whose end SwiftUI never
// reports is released by a watchdog counted in frames. And where a dialog
// points.

extension NavigationBindings {
  /// Shows the dialog of the state shown, once no transition runs (a
  /// dialog is a presentation too), no drag, and no dialog is closing: the state
  /// shown still holds a closing dialog until its presenter lets it go, and
  /// showing it again (a resize lays the cells out again meanwhile) would
  /// keep it on screen and the wait for its close open for good. O(1).
  ///
  /// A dialog shown that this takes away (the user's own change shown at
  /// once, a pushed screen, drops it) is closing too: what follows waits
  /// until it has left the screen, as after ``dialogClosesFirst()``.
  func refreshDialog() {
    projection.dialog = LayerProjection<Tab, Route>.dialog(of: queue.shown)
    let next =
      queue.waiting == nil && closingDialog == nil && draggedLayer == nil
      ? projection.dialog.map { ShownDialog(layer: $0.layer, dialog: $0.dialog) } : nil
    if let shown = dialogCell.peek, shown != next { dialogGoes(shown) }
    let shown = closingDialog == nil ? next : nil
    if shown != dialogCell.peek { dialogRead = nil }
    dialogCell.set(shown)
    refreshAwaiting()
  }

  /// `shown` goes from the screen: it is closing, unless its presenter
  /// already said it has gone, or never read it (it was taken away before
  /// any frame drew it: nothing leaves, and no end of an exit would come).
  private func dialogGoes(_ shown: ShownDialog<Tab>) {
    if closedDialog == shown.layer {
      closedDialog = nil
    } else if dialogRead == shown.layer {
      closingDialog = shown.layer
    }
    dialogRead = nil
  }

  /// Whether the views await the end of a transition (a presentation
  /// appearing, a dismissal ending, a dialog leaving): observed, so the
  /// layer shows its frame counter for the watchdog only then (see
  /// ``transitionFramePassed(at:)``).
  package var isAwaitingTransition: Bool { awaitingCell.value }

  func refreshAwaiting() { awaitingCell.set(queue.waiting != nil || closingDialog != nil || draggedLayer != nil) }

  /// The user began to drag away the modal opening `layer` (UIKit's
  /// interactive dismissal: its content's controllers are told as it
  /// begins). UIKit presents nothing until it ends, so the app's changes
  /// wait, as behind a transition: until the screen writes that the modal
  /// went (then its `onDismiss`), or ``userLetGoOfTheDrag(_:)``.
  ///
  /// - Parameter layer: The layer the modal opens.
  package func userDrags(_ layer: LayerID<Tab>) {
    queue.didAppear(layer)  // UIKit takes no drag before a presentation has appeared: an end lost, or not yet heard
    draggedLayer = layer
    // What was released and not drawn yet (a presentation, a dialog) waits for the drag too.
    let before = queue.shown
    if queue.withdrawPresentationNotBegun() {
      shownUpTo = nil
      refreshCells(since: before)
    } else {
      refreshDialog()
    }
  }

  /// The user let go of the drag of the modal opening `layer`, which stays:
  /// what waited goes on.
  ///
  /// - Parameter layer: The layer the modal opens.
  package func userLetGoOfTheDrag(_ layer: LayerID<Tab>) {
    guard draggedLayer == layer else { return }
    dragEnded()
    catchUp()
  }

  /// The drag has ended (the modal stays, or the screen said it went).
  func dragEnded() {
    draggedLayer = nil
    refreshAwaiting()
  }

  /// How long a transition may take before the watchdog releases it, in
  /// sixtieths of a second of display frames (see
  /// ``transitionFramePassed(at:)``); 180, three seconds, by default.
  package var transitionWatchdogFrames: Int {
    get { watchdog.limit }
    set { watchdog.limit = newValue }
  }

  /// A display frame, of `date`, passed while a transition is awaited (the
  /// layer calls it from a `TimelineView(.animation)` it shows then, each
  /// with its own date). After ``transitionWatchdogFrames`` sixtieths of a
  /// second of frames with no end reported (the callback that says so was
  /// lost), the transition is released and the next batch shown;
  /// ``diagnostics`` says so. Display time, not a delay: the normal path
  /// never waits a fixed time.
  ///
  /// - Parameter date: The frame's date, as the view reporting it has it
  ///   (the time the dates span counts, not the reports).
  package func transitionFramePassed(at date: Date) {
    typealias Awaited = TransitionWatchdog<Tab, Route>.Awaited
    let awaited =
      closingDialog.map(Awaited.dialogExit) ?? draggedLayer.map(Awaited.drag) ?? queue.waiting.map(Awaited.transition)
    guard let released = watchdog.framePassed(at: date, waiting: awaited) else { return }
    let frames = watchdog.limit
    switch released {
    case .transition(.appearance(let layer)):
      diagnose("the end of the presentation of \(layer) was not reported after \(frames) frames: released")
      queue.didAppear(layer)
    case .transition(.dismissal(let layer)):
      diagnose("the end of the dismissal of \(layer) was not reported after \(frames) frames: released")
      queue.didDismiss(layer)
    case .dialogExit(let layer):
      diagnose("the end of the exit of the dialog over \(layer) was not reported after \(frames) frames: released")
      return dialogDidClose(over: layer)
    case .drag(let layer):
      diagnose("the end of the drag of \(layer) was not reported after \(frames) frames: released")
      dragEnded()
    }
    catchUp()
  }

  func diagnose(_ line: String) {
    diagnostics.append(line)
    if diagnostics.count > ignoredWriteLimit { diagnostics.removeFirst() }
  }

  /// The alert or confirmation dialog over `layer` has left the screen:
  /// call it once its presenter no longer shows it and its exit has ended
  /// (UIKit refuses to present or dismiss while it animates out), or when
  /// its presenter has left the screen. What waited for it goes on.
  ///
  /// - Parameter layer: The layer it showed over.
  package func dialogDidClose(over layer: LayerID<Tab>) {
    guard closingDialog == layer else {
      if dialogCell.peek?.layer == layer { closedDialog = layer }  // closed on screen first
      return
    }
    closingDialog = nil
    refreshAwaiting()
    catchUp()
  }

  /// A dialog that goes leaves the screen first: SwiftUI presents nothing
  /// while it shows (`onePresentationAtATime`), UIKit neither presents nor
  /// dismisses while it animates out (`aDialogTakesFramesToLeave`), and a
  /// presentation in the same update can be an ancestor's, made before the
  /// dialog's presenter let it go. Returns whether what follows waits for
  /// ``dialogDidClose(over:)``.
  func dialogClosesFirst() -> Bool {
    if let shown = dialogCell.peek,
      navigator.state.shownLocation != shown.layer.location || navigator.state.shownDialog != shown.dialog
    {
      dialogCell.set(nil)
      dialogGoes(shown)
      refreshAwaiting()
    }
    return closingDialog != nil
  }

  /// The anchor `dialog` points at: `chosen`, the app's (the layer's
  /// `dialogAnchor(_:)`), else the host's own Back button for a dialog that
  /// confirms a change.
  ///
  /// - Parameters:
  ///   - dialog: A dialog.
  ///   - chosen: The anchor the app chose for it, if any.
  /// - Returns: The anchor's identity, or `nil` for none.
  package func anchor(of dialog: Dialog, chosen: String?) -> String? {
    chosen ?? (dialog.purpose == .confirms ? Self.backAnchor : nil)
  }
}
