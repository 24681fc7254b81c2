/// One window's presentations, bottom first, on a clock of frames: what
/// SwiftUI (and UIKit beneath it) lets a view present, when the transitions
/// end, and in which order a dismissal's callbacks and writes come.
///
/// UI-free: a view runtime calls it for each presentation modifier (a
/// presenter), and plays the events it returns. The rules it enforces are
/// ``LifecycleRule/onePresentationAtATime``,
/// ``LifecycleRule/presentFromTheAttachedView``,
/// ``LifecycleRule/onAppearBeforeTheTransitionEnds``,
/// ``LifecycleRule/onDismissAfterTheDismissal``,
/// ``LifecycleRule/dragDismissWritesNilAtTheEnd``,
/// ``LifecycleRule/aDragIsAnInteractiveDismissal``,
/// ``LifecycleRule/dialogIsAPresentation``,
/// ``LifecycleRule/aDialogTakesFramesToLeave``,
/// ``LifecycleRule/aPresentationOutlivesItsPresenter``,
/// ``LifecycleRule/anInspectorIsAColumnInRegularWidth`` and
/// ``LifecycleRule/aPresentationShowsBesideAnInspectorColumn``.
package struct PresentationChain<Presenter: Hashable & Sendable, Item: Hashable & Sendable>: Sendable {
  /// How a presentation shows.
  package enum Style: String, Hashable, Sendable, CaseIterable {
    case sheet, fullScreenCover, popover, inspector, alert, confirmationDialog

    /// Whether it is an alert or a confirmation dialog: it appears at once,
    /// and takes ``LifecycleVariants/dialogExitFrames`` frames to leave.
    package var isDialog: Bool { self == .alert || self == .confirmationDialog }
  }

  /// Where a presentation is in its transition.
  package enum Phase: Hashable, Sendable {
    /// Animating in until this frame.
    case appearing(until: Int)
    /// On screen.
    case shown
    /// Animating out until this frame; `byUser` for a drag, whose binding is written at the end.
    case dismissing(until: Int, byUser: Bool)
  }

  /// One presentation.
  package struct Entry: Hashable, Sendable {
    /// The view whose modifier presented it.
    package let presenter: Presenter
    /// What it shows (the item's identity).
    package let item: Item
    /// How it shows.
    package let style: Style
    /// Where it is in its transition.
    package internal(set) var phase: Phase
  }

  /// What the runtime plays, in order.
  package enum Event: Hashable, Sendable {
    /// The content is inserted: its `onAppear` runs in this frame, before the transition ends.
    case began(Entry)
    /// The transition ended: transition coordinators complete, `viewDidAppear`.
    case appeared(Entry)
    /// A dialog began to leave (``LifecycleRule/aDialogTakesFramesToLeave``):
    /// the controllers of its presenter's content get the dismissal's
    /// transition coordinator, which completes when it is `removed`.
    case leaving(Entry)
    /// The content leaves the window.
    case removed(Entry)
    /// The user's dismissal writes `nil` (or `false`) into the presenter's binding.
    case writeNil(Entry)
    /// The presenter's `onDismiss` runs.
    case onDismiss(Entry)
  }

  /// The presentations, bottom first.
  package private(set) var entries: [Entry] = []
  /// The frame number.
  package private(set) var frame = 0
  /// What a rule refused, as "frame N: rule: what" (each refusal once in a row).
  package private(set) var refusals: [String] = []
  /// The variants played.
  package let variants: LifecycleVariants
  /// Whether the window is in regular width, where an inspector is a
  /// column beside the content, not a modal over it
  /// (``LifecycleRule/anInspectorIsAColumnInRegularWidth``); the runtime
  /// sets it from the window's size class.
  package var inspectorsAreColumns = false

  /// An empty chain.
  ///
  /// - Parameter variants: The variants played.
  package init(variants: LifecycleVariants = LifecycleVariants()) {
    self.variants = variants
  }

  /// Whether `entry` is an inspector shown as a column beside the content
  /// (``LifecycleRule/anInspectorIsAColumnInRegularWidth``).
  ///
  /// - Parameter entry: A presentation of this chain.
  /// - Returns: Whether it is a column, not a modal.
  package func isColumn(_ entry: Entry) -> Bool { inspectorsAreColumns && entry.style == .inspector }

  /// How many presentations are modal: those that are not inspector columns.
  package var modalCount: Int { entries.count { !isColumn($0) } }

  /// Whether a presentation animates in or out.
  package var isInTransition: Bool { entries.contains { $0.phase != .shown } }

  /// The presentation `presenter` shows, if any.
  ///
  /// - Parameter presenter: The presenting view.
  /// - Returns: Its entry.
  package func entry(presentedBy presenter: Presenter) -> Entry? {
    entries.first { $0.presenter == presenter }
  }

  /// Asks to present `item` from `presenter`, a view inside the content of
  /// the modal presentation at `depth` (0: the window's base views; an
  /// inspector column is not counted: what is beside it presents as if it
  /// were not there, ``LifecycleRule/aPresentationShowsBesideAnInspectorColumn``).
  /// Only the front content presents, one presentation at a time, and
  /// nothing while a transition runs or a dialog shows; a refusal is
  /// recorded once and the runtime asks again on a later frame.
  ///
  /// - Parameters:
  ///   - item: What to present.
  ///   - style: How.
  ///   - presenter: The presenting view.
  ///   - depth: How many presentations are below the presenter's content.
  /// - Returns: The events to play: `began`, and `appeared` at once for a dialog.
  package mutating func present(_ item: Item, as style: Style, from presenter: Presenter, atDepth depth: Int)
    -> [Event]
  {
    if let busy = entries.first(where: { $0.phase != .shown }) {
      if busy.style.isDialog {
        refuse(.aDialogTakesFramesToLeave, "\(item) from \(presenter) while the dialog \(busy.item) leaves")
      } else if case .dismissing(_, byUser: true) = busy.phase {
        // UIKit tells the dragged content's controllers (``LifecycleRule/aDragIsAnInteractiveDismissal``).
        refuse(.onePresentationAtATime, "\(item) from \(presenter) while the user drags \(busy.item) away")
      } else {
        refuse(.onePresentationAtATime, "\(item) from \(presenter) while \(busy.item) is in transition")
      }
      return []
    }
    if let top = entries.last, top.style.isDialog {
      refuse(.dialogIsAPresentation, "\(item) from \(presenter) while the dialog \(top.item) shows")
      return []
    }
    guard depth == modalCount else {
      refuse(.onePresentationAtATime, "\(item) from \(presenter), behind \(entries.last.map { "\($0.item)" } ?? "")")
      return []
    }
    let until = frame + (style.isDialog ? 0 : variants.transitionFrames)
    let entry = Entry(
      presenter: presenter, item: item, style: style, phase: style.isDialog ? .shown : .appearing(until: until))
    entries.append(entry)
    return style.isDialog ? [.began(entry), .appeared(entry)] : [.began(entry)]
  }

  /// The presenter's binding no longer asks for its presentation (code set
  /// it `nil`, or to another item): it animates out, and those above it
  /// with it; a dialog leaves over ``LifecycleVariants/dialogExitFrames``
  /// frames. Refused during a transition (UIKit dismisses nothing then):
  /// during a dialog's exit the refusal is recorded
  /// (``LifecycleRule/aDialogTakesFramesToLeave``); the runtime asks again
  /// on a later frame.
  ///
  /// - Parameter presenter: The presenting view.
  /// - Returns: The events to play (`leaving` for a dialog).
  package mutating func dismiss(presentedBy presenter: Presenter) -> [Event] {
    guard let index = entries.firstIndex(where: { $0.presenter == presenter }) else { return [] }
    if case .dismissing = entries[index].phase { return [] }
    if let leaving = entries.first(where: { $0.style.isDialog && $0.phase != .shown }) {
      refuse(.aDialogTakesFramesToLeave, "dismissing \(entries[index].item) while the dialog \(leaving.item) leaves")
      return []
    }
    if entries[index].style.isDialog { return dialogLeaves(at: index) }
    guard !isInTransition else { return [] }
    entries[index].phase = .dismissing(until: frame + variants.transitionFrames, byUser: false)
    return []
  }

  /// The dialog at `index` begins to leave, or goes at once with no exit frames.
  private mutating func dialogLeaves(at index: Int) -> [Event] {
    guard variants.dialogExitFrames > 0 else { return remove(from: index, byUser: false) }
    entries[index].phase = .dismissing(until: frame + variants.dialogExitFrames, byUser: false)
    return [.leaving(entries[index])]
  }

  /// The user drags the front presentation down (or taps outside a popover):
  /// it animates out, and its binding is written at the end
  /// (``LifecycleRule/dragDismissWritesNilAtTheEnd``). Not while a
  /// transition runs, nor a dialog, a full-screen cover, or content that
  /// disables it (``LifecycleRule/interactiveDismissDisabled``), nor an
  /// inspector column, which has no drag: the front modal is dragged, and
  /// with nothing modal there is nothing to drag
  /// (``LifecycleRule/anInspectorIsAColumnInRegularWidth``).
  ///
  /// - Parameter dismissalDisabled: Whether the front content sets
  ///   `interactiveDismissDisabled(true)`.
  /// - Returns: Whether there was one to drag.
  package mutating func userDismissesFront(dismissalDisabled: Bool = false) -> Bool {
    guard !dismissalDisabled, !isInTransition, let last = entries.last, !last.style.isDialog,
      let index = entries.lastIndex(where: { !isColumn($0) }), entries[index].style != .fullScreenCover
    else {
      return false
    }
    entries[index].phase = .dismissing(until: frame + variants.transitionFrames, byUser: true)
    return true
  }

  /// The user lets go of a drag before the presentation has gone: it
  /// springs back and stays, and nothing is written
  /// (``LifecycleRule/aDragIsAnInteractiveDismissal``).
  ///
  /// - Returns: The presentation that was dragged, if one was.
  package mutating func userCancelsDrag() -> Entry? {
    guard
      let index = entries.firstIndex(where: {
        if case .dismissing(_, byUser: true) = $0.phase { true } else { false }
      })
    else { return nil }
    entries[index].phase = .shown
    return entries[index]
  }

  /// The modal presentation in front, if any: the last that is not an
  /// inspector column (``LifecycleRule/anInspectorIsAColumnInRegularWidth``).
  package var frontModal: Entry? { entries.last { !isColumn($0) } }

  /// The user closes the dialog in front (a button, or a tap outside): it
  /// begins to leave (``LifecycleRule/aDialogTakesFramesToLeave``); the
  /// runtime writes its binding itself. Nothing for a dialog already leaving.
  ///
  /// - Returns: The events to play.
  package mutating func userClosesDialog() -> [Event] {
    guard frontDialog != nil else { return [] }
    return dialogLeaves(at: entries.count - 1)
  }

  /// The dialog in front, while it shows (not while it leaves): what the user can touch.
  package var frontDialog: Entry? {
    entries.last.flatMap { $0.style.isDialog && $0.phase == .shown ? $0 : nil }
  }

  /// `presenter` left the window (``LifecycleRule/aPresentationOutlivesItsPresenter``):
  /// an inspector column, part of its view, goes with it at once; a modal
  /// presentation stays, its binding no longer read, until the user
  /// dismisses it. With ``LifecycleVariants/presenterTakesItsPresentation``
  /// it goes at once, and those above it.
  ///
  /// - Parameter presenter: The presenting view.
  /// - Returns: The events to play.
  package mutating func presenterLeft(_ presenter: Presenter) -> [Event] {
    guard let index = entries.firstIndex(where: { $0.presenter == presenter }) else { return [] }
    if isColumn(entries[index]) && !variants.presenterTakesItsPresentation {
      return [.removed(entries.remove(at: index))]
    }
    guard variants.presenterTakesItsPresentation else { return [] }
    let gone = entries[index...].reversed().map { Event.removed($0) }
    entries.removeSubrange(index...)
    return gone
  }

  /// The next frame: transitions that end now end.
  ///
  /// - Returns: The events to play, in order.
  package mutating func advance() -> [Event] {
    frame += 1
    var events: [Event] = []
    for index in entries.indices {
      if case .appearing(let until) = entries[index].phase, until <= frame {
        entries[index].phase = .shown
        events.append(.appeared(entries[index]))
      }
    }
    if let index = entries.firstIndex(where: {
      if case .dismissing(let until, _) = $0.phase { until <= frame } else { false }
    }),
      case .dismissing(_, let byUser) = entries[index].phase
    {
      events += remove(from: index, byUser: byUser)
    }
    return events
  }

  private mutating func remove(from index: Int, byUser: Bool) -> [Event] {
    let gone = entries[index]
    // A column takes only itself: what its content presented goes with its presenter.
    let upTo = isColumn(gone) ? index + 1 : entries.count
    var events = entries[index..<upTo].reversed().map { Event.removed($0) }
    entries.removeSubrange(index..<upTo)
    if gone.style.isDialog { return events }
    if byUser {
      events +=
        variants.dragDismissOrder == .nilThenOnDismiss
        ? [.writeNil(gone), .onDismiss(gone)] : [.onDismiss(gone), .writeNil(gone)]
    } else {
      events.append(.onDismiss(gone))
    }
    return events
  }

  private mutating func refuse(_ rule: LifecycleRule, _ what: String) {
    let line = "\(rule): \(what)"
    if refusals.last?.hasSuffix(line) == true { return }
    refusals.append("frame \(frame): \(line)")
  }
}
