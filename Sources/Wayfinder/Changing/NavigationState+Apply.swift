extension NavigationState {
  /// Performs `intent`: the one function that turns an intent into a change
  /// (the reducer). Pure and total: when it throws, the state is exactly as
  /// it was.
  ///
  /// The change is made in place and costs what it changes: a push onto a
  /// stack of 100,000 steps costs what a push onto one of 10 does.
  ///
  /// - Parameter intent: The change asked for.
  /// - Throws: the ``NavigationError`` of the operation;
  ///   ``NavigationError/notTabbed``, ``NavigationError/tabbed`` or
  ///   ``NavigationError/unknownTab(_:)`` for a stack the state does not have;
  ///   ``NavigationError/modalOverTabsMustStartWithAModal`` for a change that
  ///   would leave the modal over all tabs starting with a push.
  @inlinable
  public mutating func apply(_ intent: NavigationIntent<Tab, Route>) throws(NavigationError) {
    _ = try applyRecording(intent)
  }

  /// Performs `intent` in place, as ``apply(_:)`` does, and returns what it
  /// changed and how to undo it: O(what changes).
  @inlinable
  package mutating func applyRecording(_ intent: NavigationIntent<Tab, Route>) throws(NavigationError)
    -> AppliedChange<Tab, Route>
  {
    switch intent.operation {
    case .selectTab(let tab, let reselectPopsToRoot):
      guard case .tabs(let tabs) = self else { throw .notTabbed }
      switch try tabs.selection(of: tab, reselectPopsToRoot: reselectPopsToRoot) {
      case .select(let index):
        let previous = tabs.selected
        withTabs { $0.selectIndex(index) }
        return AppliedChange(
          summary: NavigationChange(selectedTab: NavigationChange.TabSwitch(from: previous, to: tab)),
          undo: .selection(previous))
      case .popToRoot:
        return try edit(at: .tab(tab)) { _ in BackStack<Route>.Edit(kept: 0, added: .none) }
      case .none:
        return .nothing
      }
    case .setState(let state):
      let previous = self
      self = state
      return AppliedChange(summary: NavigationChange(from: previous, to: state), undo: .state(previous))
    case .presentOverTabs(let route, let presentation):
      guard presentation.isModal else { throw .modalOverTabsMustStartWithAModal }
      return try edit(at: .modalOverTabs) { stack in stack.presentEdit(route, presentation) }
    default:
      return try edit(at: location(of: intent.target)) { stack throws(NavigationError) in
        try stack.edit(for: intent.operation)
      }
    }
  }

  /// Undoes `change`, which was the last change made to this state.
  @inlinable
  package mutating func undo(_ change: AppliedChange<Tab, Route>) {
    switch change.undo {
    case .nothing:
      break
    case .stack(let location, let kept, let removed):
      try? withStack(at: location) { stack throws(NavigationError) in
        stack.perform(BackStack<Route>.Edit(kept: kept, added: .many(removed)))
      }
    case .selection(let tab):
      withTabs { tabs in if let index = tabs.order.firstIndex(of: tab) { tabs.selectIndex(index) } }
    case .state(let previous):
      self = previous
    }
  }

  /// Performs the edit `makeEdit` gives for the stack at `location`, in
  /// place, keeping the modal over all tabs valid.
  @inlinable
  mutating func edit(
    at location: StackLocation<Tab>, _ makeEdit: (BackStack<Route>) throws(NavigationError) -> BackStack<Route>.Edit
  ) throws(NavigationError) -> AppliedChange<Tab, Route> {
    try withStack(at: location) { stack throws(NavigationError) in
      let edit = try makeEdit(stack)
      let removed = Array(stack[edit.kept...])
      stack.perform(edit)
      if location == .modalOverTabs && !Tabs<Tab, Route>.canBeModalOverTabs(stack) {
        stack.perform(BackStack<Route>.Edit(kept: edit.kept, added: .many(removed)))
        throw .modalOverTabsMustStartWithAModal
      }
      guard !removed.isEmpty || edit.addedCount > 0 else { return .nothing }
      return AppliedChange(
        summary: NavigationChange(stacks: [
          NavigationChange.StackChange(
            location: location, kept: edit.kept, removed: removed.count, added: edit.addedCount)
        ]),
        undo: .stack(location, kept: edit.kept, removed: removed))
    }
  }

  /// Runs `body` on the stack at `location`, in place.
  ///
  /// - Throws: ``NavigationError/notTabbed``, ``NavigationError/tabbed`` or
  ///   ``NavigationError/unknownTab(_:)`` for a stack the state does not
  ///   have, or what `body` throws.
  @inlinable
  mutating func withStack<Result>(
    at location: StackLocation<Tab>, _ body: (inout BackStack<Route>) throws(NavigationError) -> Result
  ) throws(NavigationError) -> Result {
    // Each payload is moved out of the enum while it changes, so that it is
    // uniquely referenced, and put back after.
    switch (self, location) {
    case (.stack(var stack), .single):
      self = .stack(BackStack())
      defer { self = .stack(stack) }
      return try body(&stack)
    case (.stack, _):
      throw .notTabbed
    case (.tabs, .single):
      throw .tabbed
    case (.tabs(var tabs), .tab(let tab)):
      guard let index = tabs.order.firstIndex(of: tab) else { throw .unknownTab(String(describing: tab)) }
      self = .stack(BackStack())
      defer { self = .tabs(tabs) }
      return try tabs.withStack(atTabIndex: index, body)
    case (.tabs(var tabs), .modalOverTabs):
      self = .stack(BackStack())
      defer { self = .tabs(tabs) }
      return try tabs.withStack(atTabIndex: nil, body)
    }
  }

  /// Runs `body` on the tabs, in place; nothing without tabs.
  @inlinable
  mutating func withTabs(_ body: (inout Tabs<Tab, Route>) -> Void) {
    guard case .tabs(var tabs) = self else { return }
    self = .stack(BackStack())
    defer { self = .tabs(tabs) }
    body(&tabs)
  }
}

extension BackStack {
  /// The edit that performs a stack operation of an intent: which operation
  /// is which edit (each edit's rule is written once, in its `…Edit`).
  @inlinable
  func edit<Tab>(for operation: NavigationIntent<Tab, Route>.Operation) throws(NavigationError) -> Edit {
    switch operation {
    case .push(let route, let hidesBack): pushEdit(route, hidesBack: hidesBack)
    case .pushAll(let routes): pushAllEdit(routes)
    case .insert(let routes, let depth): try insertEdit(routes, atDepth: depth)
    case .pushInModal(let route, let hidesBack, let modal):
      try pushInModalEdit(route, hidesBack: hidesBack, inModal: modal)
    case .present(let route, let presentation): presentEdit(route, presentation)
    case .pop(let count): try popEdit(count)
    case .goBack: try goBackEdit()
    case .popTo(let index): try popToEdit(index)
    case .popToFirst(let route): try popToFirstEdit(route)
    case .popToLast(let route): try popToLastEdit { $0 == route }
    case .popToRoot: Edit(kept: 0, added: .none)
    case .popToModalRoot: popToModalRootEdit()
    case .dismiss: try dismissEdit()
    case .dismissModal(let route): try dismissEdit(route)
    case .dismissAll: try dismissAllEdit()
    case .replaceTop(let route): try replaceTopEdit(route)
    case .select(let route, let depth): try selectEdit(route, atDepth: depth)
    case .setShown(let route, let shown): setShownEdit(route, shown)
    case .setStack(let stack): replacingEdit(with: stack)
    // Not stack operations: the reducer performs them before it gets here.
    case .selectTab, .setState, .presentOverTabs: edit(adding: .none)
    }
  }
}

/// A change the reducer made in place: what the log says of it, and how to
/// undo it (when a guard refuses it).
@usableFromInline
package struct AppliedChange<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Hashable, Sendable {
  /// What changed.
  @usableFromInline package let summary: NavigationChange<Tab>
  /// How to undo it.
  @usableFromInline let undo: Undo

  @usableFromInline
  init(summary: NavigationChange<Tab>, undo: Undo) {
    (self.summary, self.undo) = (summary, undo)
  }

  @usableFromInline
  enum Undo: Hashable, Sendable {
    case nothing
    /// Put back the steps removed from the stack at this location, after its first `kept`.
    case stack(StackLocation<Tab>, kept: Int, removed: [Step<Route>])
    /// Select this tab again.
    case selection(Tab)
    /// Put back the whole state.
    case state(NavigationState<Tab, Route>)
  }

  /// No change.
  @inlinable static var nothing: AppliedChange { AppliedChange(summary: NavigationChange(), undo: .nothing) }
}
