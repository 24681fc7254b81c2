// One frame of the player, in FrameLoop's order, as the SwiftUI stand-in's
// runtime plays a window: transitions advance, each layer on screen asks
// for what its binding asks (the presentation chain decides what shows),
// then the callbacks run. Events reach the bindings through the adapter's
// own wiring (`presentationEvent`), as the layer's modifiers report them.
import Foundation
import SwiftUILifecycle
import Wayfinder
@_spi(WayfinderInternals) import WayfinderSwiftUI

extension LifecyclePlayer {
  /// A presentation modifier of a layer: its sheet (cover, popover or
  /// inspector), or its dialog.
  struct Presenter: Hashable, Sendable, CustomStringConvertible {
    let layer: LayerID<Tab>
    let dialog: Bool
    var description: String { "\(layer.location) at depth \(layer.modalDepth)" + (dialog ? " (dialog)" : "") }
  }

  /// What the layer's views read: the state shown, the size class they
  /// are laid out for, and what each binding on screen reads (a path, the
  /// tab, a list's selection), echoes of the user's writes included. A view
  /// whose read changes is evaluated again.
  struct Read: Equatable {
    let shown: NavigationState<Tab, Route>
    let sizeClass: SizeClass
    let paths: [LayerID<Tab>: [PathElement<Route>]]
    let tab: Tab?
    let selections: [Route?]
    /// Whether the layer shows the watchdog's frame counter: it does while
    /// a transition (or a dialog's exit) is awaited, and its going is a change too.
    let awaiting: Bool
  }

  /// The size class the views were last built for: a resize reaches the
  /// bindings in a frame's callbacks, and the views the frame after, so a
  /// write made in between carries the old one (and the layer ignores it).
  var builtSizeClass: SizeClass { lastRead?.sizeClass ?? bindings.sizeClass }

  /// What the views read now.
  var readNow: Read {
    let layers = presentingLayers.map(\.layer)
    let location = layers.first { $0.modalDepth == 0 && $0 != .tabView }?.location ?? .single
    let lists = test.navigator.layouts.layout(of: location.tab).selectingColumns
    return Read(
      shown: bindings.shownState, sizeClass: bindings.sizeClass,
      paths: Dictionary(uniqueKeysWithValues: layers.map { ($0, bindings.path(of: $0)) }),
      tab: bindings.selectedTab,
      selections: (0..<lists).map { bindings.selection(ColumnID(location, column: $0)) },
      awaiting: bindings.isAwaitingTransition)
  }

  /// What a presenter shows: a modal is the same while its identity is
  /// (a push that hides Back inside it changes whether it can be dragged,
  /// not which modal it is, as `sheet(item:)` compares it).
  enum Shown: Hashable, Sendable, CustomStringConvertible {
    case modal(ModalItem<Tab, Route>)
    case dialog(Dialog)

    static func == (lhs: Self, rhs: Self) -> Bool {
      switch (lhs, rhs) {
      case (.modal(let lhs), .modal(let rhs)): lhs.id == rhs.id
      case (.dialog(let lhs), .dialog(let rhs)): lhs == rhs
      default: false
      }
    }

    func hash(into hasher: inout Hasher) {
      switch self {
      case .modal(let item): hasher.combine(item.id)
      case .dialog(let dialog): hasher.combine(dialog)
      }
    }

    var description: String {
      switch self {
      case .modal(let item): "\(item.route)"
      case .dialog(let dialog): "\"\(dialog.title)\""
      }
    }
  }

  /// One frame.
  func frame() {
    (gestured, stateWritten) = (false, false)
    FrameLoop.frame(
      advance: {
        play(chain.advance())
        controllerAppearing = false
      }, read: read, present: present, callbacks: runCallbacks)
  }

  /// Whether nothing will change without the user or the app, after a
  /// frame and the work the main actor ran after it: no gesture since the
  /// frame, nothing the views read changed since the frame read it, no
  /// transition runs or is awaited.
  var isStill: Bool { !awaitsAFrame && !chain.isInTransition && !bindings.isAwaitingTransition }

  /// Whether the next frame has work: a gesture made since the last, a
  /// view's state written, a callback or a resize due, a controller appearing, or a change the
  /// views have not read.
  private var awaitsAFrame: Bool {
    gestured || stateWritten || !callbacks.isEmpty || resized != nil || controllerAppearing || readNow != lastRead
  }

  /// The presentations in transition, a line each: `sheet export (appearing)`,
  /// `confirmationDialog "Leave?" (dismissing)`.
  var transitions: [String] {
    chain.entries.compactMap { entry in
      switch entry.phase {
      case .appearing: "\(entry.style) \(entry.item) (appearing)"
      case .dismissing: "\(entry.style) \(entry.item) (dismissing)"
      case .shown: nil
      }
    }
  }

  /// The layers on screen that present, bottom first, with how many
  /// presentations are below each: the tab view's (the modal over all tabs),
  /// then the shown stack's root layer and the layer of each modal shown.
  var presentingLayers: [(layer: LayerID<Tab>, depth: Int)] {
    var layers: [(LayerID<Tab>, Int)] = []
    func follow(_ layer: LayerID<Tab>, depth: Int) {
      layers.append((layer, depth))
      if let entry = chain.entry(presentedBy: Presenter(layer: layer, dialog: false)),
        case .modal(let item) = entry.item
      {
        // An inspector column is beside the content, not over it
        // (``LifecycleRule/aPresentationShowsBesideAnInspectorColumn``).
        follow(item.layer, depth: chain.isColumn(entry) ? depth : depth + 1)
      }
    }
    if let tab = bindings.selectedTab {
      follow(.tabView, depth: 0)
      follow(LayerID(.tab(tab)), depth: 0)
    } else {
      follow(LayerID(.single), depth: 0)
    }
    return layers
  }

  /// What presenter `presenter` asks for now.
  func wanted(_ presenter: Presenter) -> (shown: Shown, style: PresentationChain<Presenter, Shown>.Style)? {
    if presenter.dialog {
      guard let dialog = bindings.dialog(over: presenter.layer) else { return nil }
      return (.dialog(dialog), dialog.style == .alert ? .alert : .confirmationDialog)
    }
    for presentation in [Presentation.sheet, .cover, .popover, .inspector] {
      guard let item = bindings.presented(over: presenter.layer, as: presentation) else { continue }
      let style: PresentationChain<Presenter, Shown>.Style =
        switch presentation {
        case .cover: .fullScreenCover
        case .popover: .popover
        case .inspector: .inspector
        default: .sheet
        }
      return (.modal(item), style)
    }
    return nil
  }

  /// The read phase: what changed since the last read, the watchdog's frame,
  /// and which layers' dialogs went (their `onChange` runs in the callbacks:
  /// the layer hears that the dialog has gone at the end of its exit, or at
  /// once when none runs; a layer that left hears it at once).
  func read() {
    lastRead = readNow
    if bindings.isAwaitingTransition {
      // The layer's frame counter: a TimelineView(.animation) shown while a transition is awaited.
      bindings.transitionFramePassed(
        at: Date(timeIntervalSinceReferenceDate: Double(chain.frame) / Double(variants.framesPerSecond)))
    }
    let layers = Set(presentingLayers.map(\.layer))
    let appearing = layers.subtracting(layersOnScreen).filter { layer in
      // Within a presentation's transition, the controller gets its coordinator instead.
      !chain.entries.contains { entry in
        guard case .modal(let item) = entry.item, case .appearing = entry.phase else { return false }
        return item.layer == layer
      }
    }
    if !appearing.isEmpty { controllerAppearing = true }
    layersOnScreen = layers
    readInspectors(of: layers)
    for (layer, showed) in showedDialog where showed && (!layers.contains(layer) || bindings.dialog(over: layer) == nil)
    {
      let left = !layers.contains(layer)
      callbacks.append { [weak self] in
        guard let self else { return }
        if !left, case .dismissing? = chain.entry(presentedBy: Presenter(layer: layer, dialog: true))?.phase {
          awaitingDialogExit.insert(layer)  // ``LifecycleRule/aDialogTakesFramesToLeave``
        } else {
          bindings.dialogDidClose(over: layer)
        }
      }
    }
    showedDialog = Dictionary(uniqueKeysWithValues: layers.map { ($0, bindings.dialog(over: $0) != nil) })
  }

  /// Each layer keeps the inspector it showed last in its state, written
  /// when what it reads changes to another inspector, and when it first
  /// appears with one (its `onChange(of:initial:)`, ``LifecycleRule/onChangeAfterTheBody``):
  /// the write is one more update.
  private func readInspectors(of layers: Set<LayerID<Tab>>) {
    var read: [LayerID<Tab>: ModalItem<Tab, Route>?] = [:]
    for layer in layers {
      let item = bindings.presented(over: layer, as: .inspector)
      read[layer] = .some(item)
      let changed = inspectorsRead[layer].map { $0 != item } ?? true
      if changed, item != nil { callbacks.append { [weak self] in self?.stateWritten = true } }
    }
    inspectorsRead = read
  }

  /// The presentation phase: each presenter on screen asks the chain for
  /// what its binding asks. Returns whether anything changed.
  func present() -> Bool {
    var events: [PresentationChain<Presenter, Shown>.Event] = []
    chain.inspectorsAreColumns = builtSizeClass == .regular  // ``LifecycleRule/anInspectorIsAColumnInRegularWidth``
    let layers = presentingLayers
    let onScreen = Set(layers.map(\.layer))
    for entry in chain.entries where !onScreen.contains(entry.presenter.layer) {
      events += chain.presenterLeft(entry.presenter)  // ``LifecycleRule/aPresentationOutlivesItsPresenter``
    }
    for (layer, depth) in layers {
      for presenter in [Presenter(layer: layer, dialog: false), Presenter(layer: layer, dialog: true)] {
        let wanted = wanted(presenter)
        if let entry = chain.entry(presentedBy: presenter) {
          if entry.item != wanted?.shown { events += chain.dismiss(presentedBy: presenter) }
        } else if let wanted {
          events += chain.present(wanted.shown, as: wanted.style, from: presenter, atDepth: depth)
        }
      }
    }
    play(events)
    return !events.isEmpty
  }

  /// Plays what the chain says happened, as the layer's modifiers report it.
  func play(_ events: [PresentationChain<Presenter, Shown>.Event]) {
    for event in events {
      switch event {
      case .began(let entry):
        // The content's onAppear runs with the frame's callbacks.
        guard case .modal(let item) = entry.item else { continue }
        callbacks.append { [bindings] in
          bindings.presentationEvent(.contentAppeared(item), presentedBy: entry.presenter.layer)
        }
      case .appeared(let entry):
        guard case .modal(let item) = entry.item else { continue }
        bindings.presentationEvent(.transitionEnded(item), presentedBy: entry.presenter.layer)
      case .leaving:
        continue  // the layer asks for the dialog's exit in its callbacks (`read`)
      case .removed(let entry):
        if entry.presenter.dialog, awaitingDialogExit.remove(entry.presenter.layer) != nil {
          bindings.dialogDidClose(over: entry.presenter.layer)  // the end of the exit, as the coordinator reports it
        }
        guard case .modal(let item) = entry.item else { continue }
        callbacks.append { [bindings] in
          bindings.presentationEvent(.contentDisappeared(item), presentedBy: entry.presenter.layer)
        }
      case .writeNil(let entry):
        // The binding's setter, as the layer writes it: what it shows when it
        // is written, with the size class of the presenter's last build (a
        // presenter survives a resize, and is built again for it).
        let sizeClass = builtSizeClass
        switch entry.item {
        case .modal(let item):
          guard let shown = bindings.presented(over: entry.presenter.layer, as: item.presentation) else { continue }
          bindings.write(.dismissed(shown), sizeClass: sizeClass)
        case .dialog:
          guard let dialog = bindings.dialog(over: entry.presenter.layer) else { continue }
          bindings.write(.dialogDismissed(dialog, layer: entry.presenter.layer), sizeClass: sizeClass)
        }
      case .onDismiss(let entry):
        guard case .modal(let item) = entry.item else { continue }
        bindings.presentationEvent(.dismissed(item.presentation), presentedBy: entry.presenter.layer)
      }
    }
  }

  /// The callbacks phase: a resize reaches the bindings (the layer's
  /// size-class reader), then the callbacks queued this frame run.
  func runCallbacks() {
    if let resized {
      self.resized = nil
      bindings.setSizeClass(resized)
    }
    let due = callbacks
    callbacks = []
    for callback in due { callback() }
  }

  /// Where the screen does not show the navigator's state.
  var screenDifferences: [String] {
    var differences: [String] = []
    // What the screen can show of the state: a tab it does not show shows no
    // modal, nor does a tab under the modal over all tabs (they come back with it).
    if bindings.shownState != PresentationQueue.presentable(test.navigator.state, below: bindings.shownState) {
      differences.append("the bindings show an older state")
    }
    if !bindings.isSettled { differences.append("the bindings still wait (\(String(describing: bindings.waiting)))") }
    for (layer, _) in presentingLayers {
      for presenter in [Presenter(layer: layer, dialog: false), Presenter(layer: layer, dialog: true)] {
        let shown = chain.entry(presentedBy: presenter)?.item
        let wanted = wanted(presenter)?.shown
        if shown != wanted {
          differences.append(
            "\(presenter) shows \(shown.map { "\($0)" } ?? "nothing"), its binding asks for "
              + (wanted.map { "\($0)" } ?? "nothing"))
        }
      }
    }
    return differences
  }
}

extension LifecyclePlayer {
  /// The style of each presentation shown, bottom first (`sheet`,
  /// `fullScreenCover`, `confirmationDialog`, …): for the project's
  /// agreement tests, which compare it with the stand-in's.
  package var presentationStyles: [String] { chain.entries.map { "\($0.style)" } }
}

extension LifecyclePlayer: FrameRunner {
  /// What the player has in flight, in words (none when nothing): the
  /// presentations in transition, the end of a transition the bindings
  /// await, a batch they have not shown yet, and a frame's work.
  var inFlight: [String] {
    var work = transitions
    if bindings.isAwaitingTransition { work.append("the end of a transition the bindings await") }
    if !bindings.isSettled { work.append("a change the bindings have not shown yet") }
    if awaitsAFrame { work.append("a frame to show what changed") }
    return work
  }

  func runFrame() async { await FrameLoop.frames(1, step: frame) }
}
