/// One step of a plan, in the order a host applies it.
public enum PlanStep<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Hashable, Sendable {
  /// Replace a tab's stack without showing it (the tab is not the one that
  /// will be visible, so nothing needs animating).
  case replaceStack(Tab, BackStack<Route>)
  /// Make this tab active.
  case selectTab(Tab)
  /// Dismiss the topmost modal of the selected tab's stack (or the single
  /// stack), with everything pushed in it.
  case dismiss
  /// Pop this many pushed steps from the selected tab's stack (or the single stack).
  case pop(Int)
  /// Push these steps (all shown as pushes) onto the selected tab's stack (or the single stack).
  case push([Step<Route>])
  /// Present this modal step over the selected tab's stack (or the single stack).
  case present(Step<Route>)
  /// Apply these steps (dismiss, pop, push, present) to the modal over all
  /// tabs: it is planned after the tabs' steps when it is presented or
  /// changed, and before them when it is dismissed.
  case overTabs([PlanStep<Tab, Route>])
  /// Replace the whole state: the two states differ in shape (a stack and
  /// tabs, or different tab lists), so nothing can be kept.
  case replaceState(NavigationState<Tab, Route>)
}

/// The ordered steps that turn one navigation state into another.
///
/// Planning is a pure, deterministic function: the same two states always
/// give the same steps, and applying them to the first state gives the
/// second. The longest common prefix of the visible stack is kept, so a host
/// animates only what really changes. No step waits for anything.
///
/// ```swift
/// let plan = NavigationPlan(from: before, to: after)
/// for step in plan.steps { host.animate(step) }
/// ```
public struct NavigationPlan<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Hashable, Sendable {
  /// The steps, in order.
  public let steps: [PlanStep<Tab, Route>]

  /// The plan from `source` to `target`. O(n) in the depth of the stacks.
  @inlinable
  public init(from source: NavigationState<Tab, Route>, to target: NavigationState<Tab, Route>) {
    switch (source, target) {
    case (.stack(let from), .stack(let to)):
      steps = Self.plannedSteps(from: from, to: to)
    case (.tabs(let from), .tabs(let to)) where from.order == to.order:
      var steps: [PlanStep<Tab, Route>] = []
      for (index, tab) in to.order.enumerated() where tab != to.selected && from.stacks[index] != to.stacks[index] {
        steps.append(.replaceStack(tab, to.stacks[index]))
      }
      if from.selected != to.selected { steps.append(.selectTab(to.selected)) }
      let visibleBefore = from.stack(for: to.selected) ?? BackStack()
      steps += Self.plannedSteps(from: visibleBefore, to: to.selectedStack)
      let overTabs = Self.plannedSteps(from: from.modalOverTabs, to: to.modalOverTabs)
      if !overTabs.isEmpty {
        if to.modalOverTabs.isEmpty {
          steps.insert(.overTabs(overTabs), at: 0)
        } else {
          steps.append(.overTabs(overTabs))
        }
      }
      self.steps = steps
    default:
      steps = source == target ? [] : [.replaceState(target)]
    }
  }

  @inlinable
  static func plannedSteps(from: BackStack<Route>, to: BackStack<Route>) -> [PlanStep<Tab, Route>] {
    let old = from.storage
    let new = to.storage
    var common = 0
    let shorter = min(old.count, new.count)
    while common < shorter && old[common] == new[common] { common += 1 }

    var steps: [PlanStep<Tab, Route>] = []
    let removed = old[common...]
    let modalCount = removed.lazy.filter(\.isModal).count
    steps.append(contentsOf: repeatElement(.dismiss, count: modalCount))
    let lowestModal = removed.firstIndex(where: \.isModal) ?? old.endIndex
    if lowestModal > common { steps.append(.pop(lowestModal - common)) }

    var pushes: [Step<Route>] = []
    for step in new[common...] {
      if step.isModal {
        if !pushes.isEmpty { steps.append(.push(pushes)) }
        pushes = []
        steps.append(.present(step))
      } else {
        pushes.append(step)
      }
    }
    if !pushes.isEmpty { steps.append(.push(pushes)) }
    return steps
  }

  /// A plan of `steps`: part of another plan, as a host applies it batch
  /// by batch.
  public init(steps: [PlanStep<Tab, Route>]) {
    self.steps = steps
  }

  /// Applies the steps to `state`.
  ///
  /// - Throws: ``NavigationError`` when a step does not fit `state` (a plan
  ///   made for another state); the result is then not produced.
  public func apply(to state: NavigationState<Tab, Route>) throws(NavigationError) -> NavigationState<Tab, Route> {
    var state = state
    for step in steps {
      switch step {
      case .replaceState(let target):
        state = target
      case .replaceStack(let tab, let stack):
        guard case .tabs(var tabs) = state else { throw .notTabbed }
        try tabs.setStack(stack, for: tab)
        state = .tabs(tabs)
      case .selectTab(let tab):
        guard case .tabs(var tabs) = state else { throw .notTabbed }
        try tabs.select(tab, reselectPopsToRoot: false)
        state = .tabs(tabs)
      case .overTabs(let inner):
        guard case .tabs(var tabs) = state else { throw .notTabbed }
        try tabs.modifyModalOverTabs { stack throws(NavigationError) in
          for step in inner { try Self.apply(step, to: &stack) }
        }
        state = .tabs(tabs)
      case .dismiss, .pop, .push, .present:
        // The selected tab's own stack, beneath any modal over all tabs.
        try state.withStack(of: state.selectedTab) { stack throws(NavigationError) in
          try Self.apply(step, to: &stack)
        }
      }
    }
    return state
  }

  /// Applies a stack step (dismiss, pop, push or present) to `stack`.
  static func apply(_ step: PlanStep<Tab, Route>, to stack: inout BackStack<Route>) throws(NavigationError) {
    switch step {
    case .dismiss: try stack.dismiss()
    case .pop(let count): try stack.pop(count)
    case .push(let pushes): stack.append(contentsOf: pushes)
    case .present(let modal): stack.append(contentsOf: CollectionOfOne(modal))
    case .replaceState, .replaceStack, .selectTab, .overTabs: throw .notTabbed  // never inside a stack's steps
    }
  }
}
