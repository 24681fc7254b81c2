@_spi(WayfinderInternals) import Wayfinder

/// What the views show, and how it catches up with the navigator's state,
/// as SwiftUI can take it: one batch at a time (see ``PresentationBatch``),
/// each presentation once the one before has finished appearing, and
/// nothing after a dismissal until its `onDismiss` has run. It never waits
/// a fixed time: it waits for the callbacks that say the transition ended.
///
/// What is shown also follows the screen: a change the user made (a swipe
/// back, a drag down, a tap on a link) is shown at once, whatever the
/// navigator then does with it, so that the next batches start from what
/// the screen really shows.
package struct PresentationQueue<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Sendable {
  /// What a release waits for.
  package enum Wait: Hashable, Sendable {
    /// The modal opening this layer to have finished appearing.
    case appearance(LayerID<Tab>)
    /// The modal opening this layer to have finished disappearing (its `onDismiss`).
    case dismissal(LayerID<Tab>)
  }

  /// The state the views show.
  package private(set) var shown: NavigationState<Tab, Route>
  /// What the next release waits for, if anything.
  package private(set) var waiting: Wait?
  /// Whether the awaited presentation has begun on screen (its content's
  /// `onAppear` ran): until then, SwiftUI has not started it.
  package private(set) var hasBegun = false
  /// The modals the user dragged away whose dismissal ended (their
  /// `onDismiss` ran) before the screen said they were going: SwiftUI may
  /// run `onDismiss` before it writes `nil` (FlowStacks #69: both come at
  /// the end of the drag). That write then waits for nothing.
  private var dismissedAhead: Set<LayerID<Tab>> = []

  /// A queue whose views show `target` without its modals (they are
  /// presented one at a time after the first frame, a restored or linked
  /// state's nested modals too).
  package init(showing target: NavigationState<Tab, Route>) {
    shown = Self.withoutModals(target)
  }

  /// What can be shown of `target` once `shown` is on screen, as one
  /// presentation chain per window allows it:
  ///
  /// - a tab that is not selected shows no modal (a hidden view cannot
  ///   present);
  /// - while a modal over all tabs is shown, nothing is presented beneath it:
  ///   a tab's new modals wait until it is dismissed; and when it was
  ///   presented from the top of the selected tab's modals, that tab and the
  ///   selection stay as they are shown (a change beneath would take it
  ///   away) until it is dismissed. Pushes and pops of the tabs' own stacks
  ///   go on beneath it.
  package static func presentable(
    _ target: NavigationState<Tab, Route>, below shown: NavigationState<Tab, Route>
  ) -> NavigationState<Tab, Route> {
    guard case .tabs(var tabs) = target else { return target }
    var frozen: Tab?
    if case .tabs(let shownTabs) = shown, shownTabs.order == tabs.order, !shownTabs.modalOverTabs.isEmpty {
      if shownTabs.selectedStack.contains(where: \.isModal) {
        frozen = shownTabs.selected
        try? tabs.select(shownTabs.selected, reselectPopsToRoot: false)
      }
    }
    let overTabsShown = !(shown.tabs?.modalOverTabs.isEmpty ?? true)
    var state = NavigationState.tabs(tabs)
    for (index, tab) in tabs.order.enumerated() {
      if tab == frozen, let kept = shown.stack(at: .tab(tab)) {
        try? state.apply(NavigationIntent(.setStack(kept), in: .tab(tab)))
        continue
      }
      guard index != tabs.selectedIndex || overTabsShown else { continue }
      let stack = tabs.stacks[index]
      if let first = stack.firstIndex(where: \.isModal) {
        try? state.apply(NavigationIntent(.setStack(BackStack(Array(stack[..<first]))), in: .tab(tab)))
      }
    }
    return state
  }

  /// `state` with every stack cut before its first modal.
  static func withoutModals(_ state: NavigationState<Tab, Route>) -> NavigationState<Tab, Route> {
    var result = state
    for location in locations(of: state) {
      guard let stack = state.stack(at: location), let first = stack.firstIndex(where: \.isModal) else { continue }
      try? result.apply(NavigationIntent(.setStack(BackStack(Array(stack[..<first]))), in: .location(location)))
    }
    return result
  }

  /// The stack locations of `state`.
  package static func locations(of state: NavigationState<Tab, Route>) -> [StackLocation<Tab>] {
    switch state {
    case .stack: [.single]
    case .tabs(let tabs): tabs.order.map { .tab($0) } + [.modalOverTabs]
    }
  }

  /// Whether the views show all that `target` lets them, and nothing is awaited.
  package func isSettled(toward target: NavigationState<Tab, Route>) -> Bool {
    waiting == nil && Self.presentable(target, below: shown) == shown
  }

  /// Shows the next batch toward `target`, unless a transition is awaited.
  /// Returns whether what is shown changed.
  package mutating func advance(toward target: NavigationState<Tab, Route>) -> Bool {
    guard waiting == nil else { return false }
    let goal = Self.presentable(target, below: shown)
    guard goal != shown else { return false }
    let plan = NavigationPlan(from: shown, to: goal)
    guard let batch = PresentationBatch.batches(of: plan).first,
      let next = try? NavigationPlan(steps: batch.steps).performed(on: shown)
    else {
      shown = goal  // a plan that does not fit cannot happen; show the goal rather than stall
      return true
    }
    waiting = Self.wait(after: batch, from: shown, to: next)
    if case .appearance(let layer)? = waiting { dismissedAhead.remove(layer) }  // presented again
    hasBegun = false
    shown = next
    return true
  }

  /// What releasing `batch` (from `before` to `after`) waits for: the
  /// appearance of the modal it presents, or the dismissal of the lowest
  /// modal it dismisses (those above go with it).
  static func wait(
    after batch: PresentationBatch<Tab, Route>, from before: NavigationState<Tab, Route>,
    to after: NavigationState<Tab, Route>
  ) -> Wait? {
    if case .present(_, let location)? = batch.steps.last, let stack = after.stack(at: location) {
      return .appearance(LayerID(location, modalDepth: stack.count))
    }
    var lowest: LayerID<Tab>?
    for location in locations(of: before).reversed() {
      guard let old = before.stack(at: location), let new = after.stack(at: location) else { continue }
      if let index = old.steps.indices.dropFirst(new.count).first(where: { old.steps[$0].isModal }) {
        lowest = LayerID(location, modalDepth: index + 1)  // the tab's below the modal over all tabs
      }
    }
    return lowest.map { .dismissal($0) }
  }

  /// The modal opening `layer` has begun to appear.
  package mutating func didBegin(_ layer: LayerID<Tab>) {
    if waiting == .appearance(layer) { hasBegun = true }
  }

  /// The presentation released last, if it has not begun to appear
  /// (SwiftUI has not drawn it yet), goes back to waiting for the next
  /// release: the views no longer show it. Returns whether there was one.
  package mutating func withdrawPresentationNotBegun() -> Bool {
    guard case .appearance(let layer) = waiting, !hasBegun, Self.shows(shown, layer) else { return false }
    try? shown.editStack(at: layer.location) { $0.replaceSteps(after: layer.modalDepth - 1, with: []) }
    waiting = nil
    return true
  }

  /// The modal opening `layer` has finished appearing.
  package mutating func didAppear(_ layer: LayerID<Tab>) {
    if waiting == .appearance(layer) { waiting = nil }
  }

  /// The modal opening `layer` has finished disappearing: what waits for
  /// it goes on. If nothing does yet and the user drags it (`dragged`), the
  /// screen's write saying it goes is still to come, and will wait for
  /// nothing. Any other end is stale (a modal that still shows: an
  /// inspector rehosted by a resize, a late `onDismiss` after the watchdog
  /// released it), and is forgotten: the next drag waits for its own.
  ///
  /// - Parameters:
  ///   - layer: The layer the modal opened.
  ///   - dragged: Whether the user drags it away now.
  package mutating func didDismiss(_ layer: LayerID<Tab>, dragged: Bool = false) {
    if waiting == .dismissal(layer) {
      waiting = nil
    } else if dragged {
      dismissedAhead.insert(layer)
    }
  }

  /// The screen now shows `state`: the user changed it (SwiftUI wrote it),
  /// and a modal opening `dismissing`, if any, is animating out.
  package mutating func followScreen(_ state: NavigationState<Tab, Route>, dismissing: LayerID<Tab>? = nil) {
    // A tab the user has left shows no modal: one released for it that had
    // not begun to appear never will.
    shown = Self.withoutHiddenModals(state)
    if case .appearance(let awaited) = waiting, !hasBegun, !Self.shows(shown, awaited) { waiting = nil }
    if let dismissing, dismissedAhead.remove(dismissing) == nil {
      waiting = .dismissal(dismissing)
      hasBegun = true
    }
  }

  /// The screen now shows, in the stack at `location`, its first `kept`
  /// steps and `steps` after them, with the requests, answers and dialog of
  /// `attachments` (when given): a change within one layer that takes no
  /// transition (no modal comes or goes). Changes the steps in place:
  /// O(steps removed + `steps`).
  package mutating func show(
    _ steps: some Collection<Step<Route>>, after kept: Int, at location: StackLocation<Tab>,
    attachments: BackStack<Route>?
  ) {
    try? shown.editStack(at: location) { stack in
      stack.replaceSteps(after: kept, with: steps)
      if let attachments { stack.adoptAttachments(of: attachments) }
    }
  }

  /// The screen now shows the requests, answers and dialog of
  /// `attachments` in the stack at `location`. O(1).
  package mutating func showAttachments(of attachments: BackStack<Route>, at location: StackLocation<Tab>) {
    try? shown.editStack(at: location) { $0.adoptAttachments(of: attachments) }
  }

  /// The screen now shows tab `tab` selected: a switch between tabs that
  /// show no modal, beneath no modal over all tabs. O(tabs).
  package mutating func showTab(_ tab: Tab) {
    try? shown.apply(NavigationIntent(.selectTab(tab, reselectPopsToRoot: false)))
  }

  /// The screen now shows a change of steps the user made within a layer
  /// (see ``show(_:after:at:attachments:)``): a presentation released that
  /// had not begun to appear, and is no longer shown, never will. O(1).
  package mutating func followedSteps() {
    if case .appearance(let awaited) = waiting, !hasBegun, !Self.shows(shown, awaited) { waiting = nil }
  }

  /// `state` with the modals of the tabs that are not selected cut off.
  static func withoutHiddenModals(_ state: NavigationState<Tab, Route>) -> NavigationState<Tab, Route> {
    guard case .tabs(let tabs) = state else { return state }
    var result = state
    for (index, tab) in tabs.order.enumerated() where index != tabs.selectedIndex {
      let stack = tabs.stacks[index]
      if let first = stack.firstIndex(where: \.isModal) {
        try? result.apply(NavigationIntent(.setStack(BackStack(Array(stack[..<first]))), in: .tab(tab)))
      }
    }
    return result
  }

  /// Whether `state` has the modal opening `layer`.
  static func shows(_ state: NavigationState<Tab, Route>, _ layer: LayerID<Tab>) -> Bool {
    guard let stack = state.stack(at: layer.location), layer.modalDepth >= 1, layer.modalDepth <= stack.count else {
      return false
    }
    return stack[layer.modalDepth - 1].isModal
  }

  /// Whether the screen can take a dismissal of the modal opening `layer`
  /// now: no transition runs on screen, or the one awaited has not begun
  /// and the modal is below it (so it goes too). A write about a modal in
  /// transition is one UIKit cannot make: stale.
  package func canDismiss(_ layer: LayerID<Tab>) -> Bool {
    switch waiting {
    case nil: true
    case .dismissal(let awaited): Self.isBelow(layer, awaited)
    case .appearance(let awaited): !hasBegun && Self.isBelow(layer, awaited)
    }
  }

  /// Whether the modal opening `layer` is below the one opening `other` in
  /// the window's chain: in the same stack, lower; or a tab's, below the
  /// modal over all tabs.
  static func isBelow(_ layer: LayerID<Tab>, _ other: LayerID<Tab>) -> Bool {
    if layer.location == other.location { return layer.modalDepth < other.modalDepth }
    return layer.location != .modalOverTabs && other.location == .modalOverTabs
  }
}
