/// One step of a plan, in the order a host performs it. Each step that
/// changes a stack names its ``StackLocation``.
package enum PlanStep<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Hashable, Sendable {
  /// Replace the stack at this location without showing it (a tab that is
  /// not the one that will be shown, so nothing needs animating).
  case replaceStack(BackStack<Route>, at: StackLocation<Tab>)
  /// Select this tab.
  case selectTab(Tab)
  /// Dismiss the topmost modal of the stack at this location, with
  /// everything pushed in it.
  case dismiss(at: StackLocation<Tab>)
  /// Pop this many pushed steps from the stack at this location.
  case pop(Int, at: StackLocation<Tab>)
  /// Push these steps (all shown as pushes) onto the stack at this location.
  case push([Step<Route>], at: StackLocation<Tab>)
  /// Present this modal step over the stack at this location (over all
  /// tabs, for ``StackLocation/modalOverTabs``).
  case present(Step<Route>, at: StackLocation<Tab>)
  /// Replace the whole state: the two states differ in shape (a stack and
  /// tabs, or different tab lists), so nothing can be kept.
  case replaceState(NavigationState<Tab, Route>)
  /// Close the dialog over the stack at this location (first, before
  /// anything under it changes).
  case dismissDialog(at: StackLocation<Tab>)
  /// Show this dialog over the stack at this location (last, over what
  /// the plan shows).
  case showDialog(Dialog, at: StackLocation<Tab>)
  /// Set the requests waiting and the answers given in the stack at this
  /// location: nothing to show, but part of the state the plan leads to.
  case setRequests([PendingRequest], answers: [DeliveredAnswer], at: StackLocation<Tab>)

  /// The location of the stack the step changes, if it changes one.
  package var location: StackLocation<Tab>? {
    switch self {
    case .replaceStack(_, let location), .dismiss(let location), .pop(_, let location), .push(_, let location),
      .present(_, let location), .dismissDialog(let location), .showDialog(_, let location),
      .setRequests(_, _, let location):
      location
    case .selectTab, .replaceState: nil
    }
  }
}

/// The ordered steps that turn one navigation state into another.
///
/// Planning is a pure, deterministic function: the same two states always
/// give the same steps, and performing them on the first state gives the
/// second. The longest common prefix of each shown stack is kept, so a host
/// animates only what really changes. No step waits for anything.
///
/// The order: dialogs that change close first; the tab shown before a
/// switch changes step by step (its
/// modals dismissed), the stacks of the other tabs that will not be shown
/// are replaced; the modal over all tabs is dismissed when it goes away;
/// the tab is selected; then the shown tab's stack changes; then the modal
/// over all tabs is presented or changed; then the requests and answers
/// that differ are set, and the new dialogs shown.
///
/// ```swift
/// let plan = NavigationPlan(from: before, to: after)
/// for step in plan.steps { host.animate(step) }
/// ```
@_spi(WayfinderInternals)
public struct NavigationPlan<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Hashable, Sendable {
  /// The steps, in order.
  package let steps: [PlanStep<Tab, Route>]

  /// The plan from `source` to `target`.
  ///
  /// - Parameters:
  ///   - source: The state the plan starts from.
  ///   - target: The state it leads to.
  /// - Complexity: O(n) in the depth of the stacks.
  @_spi(WayfinderInternals) public init(
    from source: NavigationState<Tab, Route>, to target: NavigationState<Tab, Route>
  ) {
    switch (source, target) {
    case (.stack(let from), .stack(let to)):
      steps =
        Self.closedDialogs(from: source, to: target) + Self.plannedSteps(from: from, to: to, at: .single)
        + Self.requestsAndDialogs(from: source, to: target)
    case (.tabs(let from), .tabs(let to)) where from.order == to.order:
      var steps: [PlanStep<Tab, Route>] = Self.closedDialogs(from: source, to: target)
      for (index, tab) in to.order.enumerated() where tab != to.selected && from.stacks[index] != to.stacks[index] {
        // The tab shown before the switch changes on screen, step by step;
        // the other hidden ones at once.
        if tab == from.selected {
          steps += Self.plannedSteps(from: from.stacks[index], to: to.stacks[index], at: .tab(tab))
        } else {
          steps.append(.replaceStack(to.stacks[index], at: .tab(tab)))
        }
      }
      let overTabs = Self.plannedSteps(from: from.modalOverTabs, to: to.modalOverTabs, at: .modalOverTabs)
      if to.modalOverTabs.isEmpty { steps += overTabs }
      if from.selected != to.selected { steps.append(.selectTab(to.selected)) }
      let shownBefore = from.stack(for: to.selected) ?? BackStack()
      steps += Self.plannedSteps(from: shownBefore, to: to.selectedStack, at: .tab(to.selected))
      if !to.modalOverTabs.isEmpty { steps += overTabs }
      self.steps = steps + Self.requestsAndDialogs(from: source, to: target)
    default:
      steps = source == target ? [] : [.replaceState(target)]
    }
  }

  /// The dialogs of `source` that `target` does not show as they are: closed first.
  static func closedDialogs(from source: NavigationState<Tab, Route>, to target: NavigationState<Tab, Route>)
    -> [PlanStep<Tab, Route>]
  {
    source.allStacks.compactMap { location, stack in
      guard let dialog = stack.dialog else { return nil }
      if let new = target.stack(at: location), new.dialog == dialog, stack.hasTheSameSteps(as: new) { return nil }
      return .dismissDialog(at: location)
    }
  }

  /// The requests and answers `target` holds where they differ from what
  /// the steps before leave, then the dialogs it shows anew.
  static func requestsAndDialogs(from source: NavigationState<Tab, Route>, to target: NavigationState<Tab, Route>)
    -> [PlanStep<Tab, Route>]
  {
    var requests: [PlanStep<Tab, Route>] = []
    var dialogs: [PlanStep<Tab, Route>] = []
    for (location, stack) in target.allStacks {
      let old = source.stack(at: location)
      // Steps that change move or end the requests of the stack they change.
      if (old?.attachedBox != nil || stack.attachedBox != nil) && old != stack {
        requests.append(.setRequests(stack.pendingRequests, answers: stack.answers, at: location))
      }
      if let dialog = stack.dialog, old?.dialog != dialog || old?.hasTheSameSteps(as: stack) != true {
        dialogs.append(.showDialog(dialog, at: location))
      }
    }
    return requests + dialogs
  }

  static func plannedSteps(
    from: BackStack<Route>, to: BackStack<Route>, at location: StackLocation<Tab>
  ) -> [PlanStep<Tab, Route>] {
    let old = from.storage
    let new = to.storage
    let common = from.commonPrefixCount(with: to)

    var steps: [PlanStep<Tab, Route>] = []
    let removed = old[common...]
    let modalCount = removed.lazy.filter(\.isModal).count
    steps.append(contentsOf: repeatElement(.dismiss(at: location), count: modalCount))
    let lowestModal = removed.firstIndex(where: \.isModal) ?? old.endIndex
    if lowestModal > common { steps.append(.pop(lowestModal - common, at: location)) }

    var pushes: [Step<Route>] = []
    for step in new[common...] {
      if step.isModal {
        if !pushes.isEmpty { steps.append(.push(pushes, at: location)) }
        pushes = []
        steps.append(.present(step, at: location))
      } else {
        pushes.append(step)
      }
    }
    if !pushes.isEmpty { steps.append(.push(pushes, at: location)) }
    return steps
  }

  /// A plan of `steps`: part of another plan, as a host performs it batch
  /// by batch.
  ///
  /// - Parameter steps: The steps, in order.
  package init(steps: [PlanStep<Tab, Route>]) {
    self.steps = steps
  }

  /// The state `state` becomes when the steps are performed on it, in order.
  ///
  /// - Parameter state: The state the plan was made from.
  /// - Returns: The state the plan leads to.
  /// - Throws: ``NavigationError`` when a step does not fit `state` (a plan
  ///   made for another state); the result is then not produced.
  /// - Complexity: O(steps changed), after one copy of `state`.
  @_spi(WayfinderInternals) public func performed(on state: NavigationState<Tab, Route>) throws(NavigationError)
    -> NavigationState<Tab, Route>
  {
    var state = state
    for step in steps {
      switch step {
      case .replaceState(let target):
        state = target
      case .selectTab(let tab):
        try state.apply(NavigationIntent(.selectTab(tab, reselectPopsToRoot: false)))
      case .replaceStack(let stack, let location):
        try state.withStack(at: location) { $0 = stack }
      case .dismiss(let location):
        try state.withStack(at: location) { stack throws(NavigationError) in try stack.dismiss() }
      case .pop(let count, let location):
        try state.withStack(at: location) { stack throws(NavigationError) in try stack.pop(count) }
      case .push(let pushes, let location):
        try state.withStack(at: location) { $0.append(contentsOf: pushes) }
      case .present(let modal, let location):
        try state.withStack(at: location) { $0.append(contentsOf: CollectionOfOne(modal)) }
      case .dismissDialog(let location):
        try state.withStack(at: location) { stack throws(NavigationError) in
          try stack.changeAttached { $0.dialog = nil }
        }
      case .showDialog(let dialog, let location):
        try state.withStack(at: location) { stack throws(NavigationError) in
          try stack.changeAttached { $0.dialog = dialog }
        }
      case .setRequests(let requests, let answers, let location):
        try state.withStack(at: location) { stack throws(NavigationError) in
          try stack.changeAttached { attached throws(NavigationError) in
            (attached.requests, attached.answers) = (requests, answers)
          }
        }
      }
    }
    if let overTabs = state.tabs?.modalOverTabs, !Tabs<Tab, Route>.canBeModalOverTabs(overTabs) {
      throw .modalOverTabsMustStartWithAModal
    }
    return state
  }
}
