import Wayfinder

// What SwiftUI writes, and what the bindings make of it.

extension NavigationBindings {
  // MARK: Writes and callbacks

  /// Takes what SwiftUI wrote, made while the window was `sizeClass`.
  ///
  /// - Parameters:
  ///   - write: The write.
  ///   - sizeClass: The size class the writing view was laid out for: a
  ///     write from a view of the other size class (one a resize removes)
  ///     is stale.
  @_spi(WayfinderInternals) public func write(_ write: SwiftUIWrite<Tab, Route>, sizeClass: SizeClass) {
    if case .columnVisibility(let columns, let location) = write {
      visibilityCell(location).set(columns)
      return
    }
    guard sizeClass == sizeClassCell.peek else {
      return ignore(write, "a write from a view of the other size class")
    }
    if case .dismissed(let item) = write, !queue.canDismiss(item.layer) {
      // UIKit dismisses nothing in the middle of a presentation or a dismissal.
      return ignore(write, "a dismissal during a transition")
    }
    if case .dismissed(let item) = write, item.presentation == .inspector { rememberHidden(item) }
    if case .dialogDismissed = write, echoedDialogClosed {
      // SwiftUI sets `isPresented` to false after a button's action.
      return ignore(write, "the dialog closing after a choice")
    }
    echo(write)
    let decision = write.decision(
      shown: queue.shown, projection: projection, sizeClass: sizeClassCell.peek, layout: layout(of:),
      wasShown: { [shownTokens, lastToken] in shownTokens.contains($0) || $0 <= lastToken })
    switch decision {
    case .follow(let shown, var intent, let dismissing, let pushed):
      if case .selectTab(let tab, true) = intent.operation {
        intent = NavigationIntent(.selectTab(tab, reselectPopsToRoot: navigator.reselectingTabPopsToRoot))
      }
      follow(shown, dismissing: dismissing, pushed: pushed)
      do {
        if try navigator.applyRecordingRefusal(intent, cause: .user) == .waiting {
          // A guard asks the user first (the confirmation dialog shows), or
          // takes time to decide: the screen goes back to the state until the
          // change is made.
          shownUpTo = nil
        }
      } catch {
        shownUpTo = nil
        ignore(write, "refused: \(error)")
      }
      scheduleCatchUp()
    case .ask(let change):
      // A guard that asks the user first (the confirmation dialog shows),
      // or takes time to decide, makes it wait: the screen goes back to the
      // state until the change is made.
      do {
        if let stale = try ask(change) { ignore(write, stale) }
      } catch {
        ignore(write, "refused: \(error)")
      }
      scheduleCatchUp()
    case .ignore(let reason):
      ignore(write, reason)
    }
  }

  /// Asks the navigator for `change`, checked against its state now (it may
  /// have changed since the views last read it): `nil` once asked, else why
  /// the navigator was not asked, for ``ignoredWrites``.
  func ask(_ change: AskedChange<Tab, Route>) throws(NavigationError) -> String? {
    switch change {
    case .choose(let index, let dialog, let location):
      guard navigator.state.stack(at: location)?.dialog == dialog else { return "a choice in a dialog no longer shown" }
      try navigator.applyRecordingRefusal(
        NavigationIntent(.chooseInDialog(buttonIndex: index), in: .location(location)), cause: .user)
    case .dismissDialog(let dialog, let location):
      guard navigator.state.stack(at: location)?.dialog == dialog else {
        return "a dialog closed that is no longer shown"
      }
      try navigator.applyRecordingRefusal(NavigationIntent(.dismissDialog, in: .location(location)), cause: .user)
    case .leave(let position):
      try navigator.applyRecordingRefusal(position.removingThisScreen(), cause: .user)
    case .leaveBesideTheInspector(let position, let inspector):
      // The screen below the inspector's step, as the views showed it; else the state moved on.
      guard let stack = navigator.state.stack(at: position.location), position.depth == inspector,
        stack.indices.contains(inspector), stack[inspector].presentation == .inspector, position.depth >= 1
      else { return "Back beside an inspector the state no longer shows there" }
      let steps = BackStack(Array(stack[..<(position.depth - 1)]) + Array(stack[inspector...]))
      try navigator.applyRecordingRefusal(
        NavigationIntent(.setStack(steps), in: .location(position.location)), cause: .user)
    case .showInspector(let layer):
      // Only over the screen it was hidden over, with the same screens below:
      // over another, the layer cannot tell which inspector the screen has.
      guard let hidden = hiddenInspectors[layer.location],
        navigator.state.stack(at: layer.location).map(Array.init) == hidden.below
      else { return "Show Inspector with no inspector hidden over these screens" }
      try navigator.applyRecordingRefusal(
        NavigationIntent(.present(hidden.route, as: .inspector), in: .location(layer.location)), cause: .user)
    }
    return nil
  }

  /// The user hid the inspector `item` (its `isPresented` set to `false`):
  /// remembered with the screens below it, for the Show Inspector command.
  func rememberHidden(_ item: ModalItem<Tab, Route>) {
    guard let stack = navigator.state.stack(at: item.layer.location), item.layer.modalDepth >= 1,
      stack.count >= item.layer.modalDepth
    else { return }
    hiddenInspectors[item.layer.location] = (item.route, Array(stack.prefix(item.layer.modalDepth - 1)))
  }

  /// Makes the binding `write` went through read back what it wrote until
  /// the next turn, when the views read what the adapter shows.
  func echo(_ write: SwiftUIWrite<Tab, Route>) {
    let first =
      echoedPaths.isEmpty && echoedDismissals.isEmpty && echoedSelections.isEmpty && echoedTab == nil
      && !echoedDialogClosed
    switch write {
    case .path(let path, let layer): echoedPaths[layer] = path
    case .dismissed(let item):
      for layer in projection.layers.values where layer.presented?.id == item.id { echoedDismissals.insert(layer.id) }
    case .selection(let route, let column): echoedSelections[column] = .some(route)
    case .tab(let tab): echoedTab = tab
    case .dialogChoice, .dialogDismissed: echoedDialogClosed = true
    case .columnVisibility, .back, .inspectorShown: break
    }
    guard first else { return }
    schedule { [weak self] in self?.endEchoes() }
  }

  /// The views that read an echo read the adapter's values again.
  func endEchoes() {
    let paths = echoedPaths
    let dismissals = echoedDismissals
    let selections = echoedSelections
    let tab = echoedTab
    if echoedDialogClosed {
      echoedDialogClosed = false
      if dialogCell.peek != nil { dialogCell.invalidate() }
    }
    echoedPaths = [:]
    echoedDismissals = []
    echoedSelections = [:]
    echoedTab = nil
    for (layer, path) in paths {
      guard let cell = pathCells[layer], !Self.samePath(cell.peek, path) else { continue }
      cell.invalidate()
    }
    for layer in dismissals where presentedCells[layer]?.peek != nil { presentedCells[layer]?.invalidate() }
    for (column, route) in selections where selectionCells[column]?.peek != route {
      selectionCells[column]?.invalidate()
    }
    if let tab, tabCell.peek != tab { tabCell.invalidate() }
  }
}
