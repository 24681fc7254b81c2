import Wayfinder

// How the bindings show the navigator's state: change by change, each at the
// cost of what it changed, while the views show all the state lets them;
// batch by batch, through the presentation queue, when a change presents or
// dismisses a modal (or the views lag behind a transition).

extension NavigationBindings {
  // MARK: Catching up

  /// Follows the navigator: each change (or refusal) it records schedules
  /// a catch-up, taken on a later turn of the main actor (never in the
  /// middle of the change). (Observing `state` with
  /// `withObservationTracking` again after each change cost about 27,000
  /// instructions more per push and pop: `./count-instructions bindings`.)
  func followNavigator(_ navigator: Navigator<Tab, Route>) {
    following = navigator.follow { [weak self] in self?.scheduleCatchUp() }
  }

  func scheduleCatchUp() {
    guard !isCatchUpScheduled else { return }
    isCatchUpScheduled = true
    schedule { [weak self] in
      // Nothing to show once the navigator is gone (its bindings go with it).
      guard let self, weakNavigator != nil else { return }
      isCatchUpScheduled = false
      catchUp()
    }
  }

  /// Shows what can be shown of the navigator's state now: the changes it
  /// made since the views showed all its state, at the cost of what they
  /// changed, when they take no transition; else every batch up to the
  /// first that waits for a transition.
  func catchUp() {
    guard !dialogClosesFirst(), draggedLayer == nil else { return }
    let navigator = self.navigator  // one load of the weak reference
    if let from = shownUpTo, queue.waiting == nil, let changes = navigator.changes(after: from), show(changes) {
      shownUpTo = navigator.changeCount
      catchUps.oneByOne += 1
      return
    }
    catchUps.byQueue += 1
    let before = queue.shown
    while queue.advance(toward: navigator.state), queue.waiting == nil {}
    refreshCells(since: before)  // and whether a transition is awaited (refreshDialog)
    shownUpTo = queue.isSettled(toward: navigator.state) ? navigator.changeCount : nil
  }

  /// Shows `changes`, the navigator's latest, if they take no transition:
  /// changes of steps within each stack's top layer, and a switch between
  /// tabs that show no modal. Returns whether it did (what it could not show
  /// is left to the queue). O(what the changes changed).
  func show(_ changes: [NavigationChange<Tab>]) -> Bool {
    guard var summary = summary(of: changes) else { return false }
    let state = navigator.state
    for edit in summary.edits {
      guard let stack = state.stack(at: edit.location), edit.kept >= 0, edit.kept <= stack.count else { return false }
      let steps = Array(stack[edit.kept...])
      guard let shows = shows(steps, after: edit.kept, at: edit.location) else { return false }
      // Changes the screen shows already (the user made them): nothing to do.
      if shows {
        if !summary.attachmentsOf.contains(edit.location) { summary.attachmentsOf.append(edit.location) }
        continue
      }
      guard summary.counted, edit.count == stack.count,
        showSteps(steps, after: edit.kept, at: edit.location, tokens: nil, attachments: stack)
      else { return false }
    }
    if summary.switchesTab, !showTabSwitch(to: state) { return false }
    // Requests, answers and dialogs: those of the stacks whose dialog
    // changed or that the user changed (those the changes of steps showed
    // came with theirs), or of every stack, when a request came or went.
    if summary.anyRequest { summary.attachmentsOf = PresentationQueue<Tab, Route>.locations(of: state) }
    for location in summary.attachmentsOf {
      guard let stack = state.stack(at: location), showsWithOtherAttachments(stack, at: location) else { continue }
      queue.showAttachments(of: stack, at: location)
      shownVersion.update { $0 += 1 }
    }
    refreshDialog()
    return true
  }

  /// What `changes` did, one after the other, as ``show(_:)`` shows them.
  struct ChangesSummary {
    /// For each stack changed: the fewest steps any change kept at its
    /// bottom, and how many steps the changes left it with (a stack or
    /// two: a list, not a table).
    var edits: [StackEdit] = []
    /// Whether each change removed the steps the one before left.
    var counted = true
    /// Whether a change selected another tab.
    var switchesTab = false
    /// The stacks whose requests, answers or dialog to show.
    var attachmentsOf: [StackLocation<Tab>] = []
    /// Whether a request came or went.
    var anyRequest = false
  }

  /// What `changes` did, or `nil` when one reshaped the state (the queue shows it).
  private func summary(of changes: [NavigationChange<Tab>]) -> ChangesSummary? {
    var summary = ChangesSummary()
    for change in changes {
      guard !change.isReshaped else { return nil }
      for stackChange in change.stacks {
        let location = stackChange.location
        if let index = summary.edits.firstIndex(where: { $0.location == location }) {
          summary.counted = summary.counted && stackChange.kept + stackChange.removed == summary.edits[index].count
          summary.edits[index].count = stackChange.kept + stackChange.added
          summary.edits[index].kept = min(summary.edits[index].kept, stackChange.kept)
        } else {
          let start = queue.shown.stack(at: location)?.count ?? -1
          summary.counted = summary.counted && stackChange.kept + stackChange.removed == start
          summary.edits.append(
            StackEdit(
              location: location, kept: min(start, stackChange.kept), count: stackChange.kept + stackChange.added))
        }
      }
      for dialog in change.dialogs where !summary.attachmentsOf.contains(dialog.location) {
        summary.attachmentsOf.append(dialog.location)
      }
      summary.switchesTab = summary.switchesTab || change.selectedTab != nil
      summary.anyRequest = summary.anyRequest || !change.requests.isEmpty
    }
    return summary
  }

  /// Shows the tab `state` selects, when the switch takes no transition
  /// (neither tab shows a modal, nor one over all tabs): whether it could.
  private func showTabSwitch(to state: NavigationState<Tab, Route>) -> Bool {
    guard let tab = state.selectedTab, let from = queue.shown.selectedTab, tab != from else { return true }
    guard queue.shown.stack(at: .modalOverTabs)?.isEmpty == true,
      queue.shown.stack(at: .tab(from))?.currentModalIndex == nil,
      state.stack(at: .tab(tab))?.currentModalIndex == nil
    else { return false }
    queue.showTab(tab)
    tabCell.set(tab)
    shownVersion.update { $0 += 1 }
    return true
  }

  /// How the changes shown at once changed one stack.
  struct StackEdit {
    let location: StackLocation<Tab>
    /// The fewest steps any change kept at its bottom.
    var kept: Int
    /// How many steps it has after the changes.
    var count: Int
  }

  /// Whether the stack at `location` shows as many steps as `stack`, with
  /// other requests, answers or dialog. O(1) when they are the same.
  func showsWithOtherAttachments(_ stack: BackStack<Route>, at location: StackLocation<Tab>) -> Bool {
    guard let shown = queue.shown.stack(at: location) else { return false }
    return shown.count == stack.count && !shown.hasAttachments(of: stack)
  }

  /// Whether the stack at `location` shows `steps` after its first `kept`
  /// steps, and no more; `nil` when it has fewer than `kept`. O(`steps`).
  /// (A function of its own: no copy of the stack shown outlives it, so
  /// that the stack shown is changed in place after.)
  func shows(_ steps: some Collection<Step<Route>>, after kept: Int, at location: StackLocation<Tab>) -> Bool? {
    guard let shown = queue.shown.stack(at: location), kept <= shown.count else { return nil }
    return shown.count == kept + steps.count && shown[kept...].elementsEqual(steps)
  }

  /// The steps above the first `kept` of the stack at `location`, and its
  /// top layer, when a change of those steps stays within that layer and
  /// changes no column's selection. O(steps returned). (A function of its
  /// own: see ``shows(_:after:at:)``.)
  func topSteps(after kept: Int, at location: StackLocation<Tab>) -> TopSteps? {
    guard let stack = queue.shown.stack(at: location), kept <= stack.count,
      stepTokens[location]?.count == stack.count, kept >= layout(of: location).selectingColumns,
      let top = LayerProjection<Tab, Route>.topLayer(
        of: stack, at: location, sizeClass: sizeClassCell.peek, layout: layout(of: location)),
      kept >= top.start
    else { return nil }
    return TopSteps(removed: Array(stack[kept...]), layer: top.id, start: top.start)
  }

  /// The steps above those a change keeps, and the layer that shows them.
  struct TopSteps {
    let removed: [Step<Route>]
    /// The top layer of the stack, and the index of the step its path starts at.
    let layer: LayerID<Tab>
    let start: Int
  }

  /// Shows `steps` after the first `kept` steps of the stack at `location`,
  /// with `tokens` (SwiftUI's, for elements it pushed; new ones when `nil`)
  /// and the requests, answers and dialog of `attachments` (when given),
  /// when the change stays within the stack's top layer and takes no
  /// transition: no modal comes or goes, no column's selection changes, and
  /// no modal's dismissal is turned on or off. Returns whether it did (it
  /// changed nothing otherwise). O(steps removed + `steps`).
  func showSteps(
    _ steps: [Step<Route>], after kept: Int, at location: StackLocation<Tab>, tokens: [UInt64]?,
    attachments: BackStack<Route>?
  ) -> Bool {
    guard let top = topSteps(after: kept, at: location), !isFrozen(location) else { return false }
    let removed = top.removed
    // No modal comes or goes; in a modal, a screen that hides Back or
    // confirms leaving keeps it from being dragged away: none comes or goes.
    let inModal = top.layer.modalDepth > 0
    for step in removed where step.isModal || inModal && (step.hidesBack || step.confirmsLeaving) { return false }
    for step in steps where step.isModal || inModal && (step.hidesBack || step.confirmsLeaving) { return false }
    // The tokens, changed in place: a screen changed only in whether it
    // confirms leaving is the same screen.
    var same = 0
    if tokens == nil {
      while same < removed.count, same < steps.count, Self.sameScreen(removed[same], steps[same]) { same += 1 }
    }
    let added = tokens ?? newTokens(steps.count - same)
    var removedTokens: [UInt64] = []
    var tokensShown: [UInt64] = []
    Self.edit(&stepTokens[location, default: []]) { all in
      removedTokens = Array(all[(kept + same)...])
      all.removeSubrange((kept + same)...)
      all.append(contentsOf: added)
      tokensShown = Array(all[kept...])
    }
    for token in removedTokens { shownTokens.remove(token) }
    for token in added { shownTokens.insert(token) }
    queue.show(steps, after: kept, at: location, attachments: attachments)
    shownVersion.update { $0 += 1 }
    // The layer's path, and the screens in it that confirm leaving.
    var elements: [PathElement<Route>] = []
    elements.reserveCapacity(steps.count)
    var confirming: [UInt64] = []
    var confirmed = false
    for index in steps.indices {
      let step = steps[index]
      elements.append(PathElement(route: step.route, hidesBack: step.hidesBack, token: tokensShown[index]))
      if step.confirmsLeaving { confirming.append(tokensShown[index]) }
    }
    for step in removed where step.confirmsLeaving { confirmed = true }
    let first = kept - top.start
    projection.layers[top.layer]?.path.replaceSubrange(first..., with: elements)
    pathCells[top.layer]?.update { $0.replaceSubrange(first..., with: elements) }
    if confirmed || !confirming.isEmpty {
      let before = projection.confirming[top.layer] ?? []
      var after = before
      for token in removedTokens { after.remove(token) }
      for index in 0..<same { after.remove(tokensShown[index]) }
      for token in confirming { after.insert(token) }
      if after != before {
        projection.confirming[top.layer] = after.isEmpty ? nil : after
        confirmingCells[top.layer]?.set(after)
      }
    }
    return true
  }

  /// Whether the stack at `location` is kept as the views show it, under a
  /// modal over all tabs presented from the top of its modals (see
  /// ``PresentationQueue/presentable(_:below:)``).
  func isFrozen(_ location: StackLocation<Tab>) -> Bool {
    guard case .tab(let tab) = location, queue.shown.selectedTab == tab,
      queue.shown.stack(at: .modalOverTabs)?.isEmpty == false
    else { return false }
    return queue.shown.stack(at: location)?.currentModalIndex != nil
  }

  /// Shows `change`, which the user made on screen (a modal opening
  /// `dismissing` animating out; `pushed` the elements SwiftUI pushed).
  func follow(
    _ change: ShownChange<Tab, Route>, dismissing: LayerID<Tab>?, pushed: [(StackPosition<Tab>, PathElement<Route>)]
  ) {
    if case .steps(let location, let kept, let steps) = change, dismissing == nil,
      showSteps(
        steps, after: kept, at: location, tokens: pushed.isEmpty ? nil : pushed.map(\.1.token), attachments: nil)
    {
      queue.followedSteps()
      refreshDialog()
      return
    }
    // What the screen shows may now differ from what the state lets it show
    // (a tab's modal waits to be presented): the queue checks, next.
    shownUpTo = nil
    let before = queue.shown
    if let dismissing, dismissing == draggedLayer { dragEnded() }  // the drag's end: its dismissal is awaited now
    switch change {
    case .steps(let location, let kept, let steps):
      var state = queue.shown
      try? state.editStack(at: location) { $0.replaceSteps(after: kept, with: steps) }
      queue.followScreen(state, dismissing: dismissing)
    case .state(let state):
      queue.followScreen(state, dismissing: dismissing)
    }
    refreshCells(since: before, pushed: pushed)
  }

  // MARK: Showing a whole state

  /// Sets every cell from what is shown (the state shown before was
  /// `before`; `pushed` the elements SwiftUI pushed); only the cells whose
  /// value changed tell their views. O(n).
  func refreshCells(
    since before: NavigationState<Tab, Route>? = nil, pushed: [(StackPosition<Tab>, PathElement<Route>)] = []
  ) {
    let shown = queue.shown
    if let before {
      retoken(from: before, to: shown)
      if before != shown { shownVersion.update { $0 += 1 } }
    }
    for (position, element) in pushed where position.depth >= 1 {
      if let count = stepTokens[position.location]?.count, position.depth <= count {
        stepTokens[position.location]?[position.depth - 1] = element.token
      }
    }
    if before != nil || !pushed.isEmpty { shownTokens = Set(stepTokens.values.joined()) }
    projection = LayerProjection(
      shown, sizeClass: sizeClassCell.peek, platform: platform, layout: layout(of:), tokens: stepTokens,
      disablesDismissal: { self.presentation($0, at: $1).dismissalDisabled })
    for layer in projection.layers.values {
      if let item = layer.presented { lastPresented[layer.id] = item.layer }
    }
    tabCell.set(shown.selectedTab)
    tabOrderCell.set(shown.tabs?.order ?? [])
    for (id, cell) in pathCells {
      let path = projection.layers[id]?.path ?? []
      if !Self.samePath(cell.peek, path) { cell.set(path) }
    }
    for (id, cell) in presentedCells { cell.set(projection.layers[id]?.presented) }
    for (column, cell) in selectionCells { cell.set(projection.selections[column]) }
    for (id, cell) in confirmingCells { cell.set(projection.confirming[id] ?? []) }
    // A modal dragged that is no longer shown (its presenter left) ends its drag with it.
    if let dragged = draggedLayer, !PresentationQueue<Tab, Route>.shows(shown, dragged) { dragEnded() }
    refreshDialog()
  }

  /// Gives the steps of `after` that `before` did not show new tokens, and
  /// keeps the tokens of the others: in each stack, those of the steps
  /// below the first that differs. O(n).
  func retoken(from before: NavigationState<Tab, Route>, to after: NavigationState<Tab, Route>) {
    var tokens: [StackLocation<Tab>: [UInt64]] = [:]
    for location in PresentationQueue<Tab, Route>.locations(of: after) {
      let new = after.stack(at: location) ?? BackStack()
      let old = before.stack(at: location) ?? BackStack()
      var kept = stepTokens[location] ?? []
      var same = 0
      while same < min(old.count, new.count, kept.count), Self.sameScreen(old[same], new[same]) { same += 1 }
      kept.removeSubrange(same...)
      tokens[location] = kept + newTokens(new.count - same)
    }
    stepTokens = tokens
  }

  /// Runs `body` on `value`, in place.
  static func edit<Value>(_ value: inout Value, _ body: (inout Value) -> Void) { body(&value) }

  /// `count` tokens never given before.
  func newTokens(_ count: Int) -> [UInt64] {
    guard count > 0 else { return [] }
    defer { lastToken += UInt64(count) }
    return (1...UInt64(count)).map { lastToken + $0 }
  }

  /// Whether a step showing `new` where `old` was is the same screen: it
  /// differs at most in whether it confirms leaving.
  static func sameScreen(_ old: Step<Route>, _ new: Step<Route>) -> Bool {
    old.route == new.route && old.presentation == new.presentation && old.hidesBack == new.hidesBack
  }

  /// Whether two paths of one layer are the same: elements are screens,
  /// kept while their screens are, and a change replaces every screen above
  /// the lowest it changes, so paths that end with the same screen at the
  /// same depth agree on every element. O(1).
  static func samePath(_ lhs: [PathElement<Route>], _ rhs: [PathElement<Route>]) -> Bool {
    lhs.count == rhs.count && lhs.last == rhs.last
  }
}

extension NavigationBindings {
  /// What differs between the cells and the projection, shown change by
  /// change, and what a projection made afresh from what is shown would
  /// hold; and whether the views claim to show all the navigator's state
  /// when they do not. Empty when the changes shown one by one add up. For
  /// tests: O(n).
  package var inconsistencies: [String] {
    var found: [String] = []
    let shown = queue.shown
    for location in PresentationQueue<Tab, Route>.locations(of: shown) {
      let tokens = stepTokens[location] ?? []
      if tokens.count != shown.stack(at: location)?.count ?? 0 { found.append("\(location): tokens \(tokens.count)") }
      if Set(tokens).count != tokens.count { found.append("\(location): a token given twice") }
    }
    if shownTokens != Set(stepTokens.values.joined()) { found.append("the set of tokens shown") }
    let fresh = LayerProjection(
      shown, sizeClass: sizeClassCell.peek, platform: platform, layout: layout(of:), tokens: stepTokens,
      disablesDismissal: { self.presentation($0, at: $1).dismissalDisabled })
    if fresh != projection { found.append("the projection differs from one made afresh") }
    for (id, cell) in pathCells where cell.peek != fresh.layers[id]?.path ?? [] { found.append("path of \(id)") }
    for (id, cell) in presentedCells where cell.peek != fresh.layers[id]?.presented {
      found.append("presented over \(id)")
    }
    for (id, cell) in confirmingCells where cell.peek != fresh.confirming[id] ?? [] {
      found.append("confirming in \(id)")
    }
    for (column, cell) in selectionCells where cell.peek != fresh.selections[column] {
      found.append("selection of \(column)")
    }
    if tabCell.peek != shown.selectedTab { found.append("the tab") }
    if shownUpTo == navigator.changeCount, queue.waiting == nil, !queue.isSettled(toward: navigator.state) {
      found.append("claims to show all the state, and does not")
    }
    return found
  }
}
