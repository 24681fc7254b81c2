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

  /// Performs `operation` on the stack `target` names, as
  /// ``apply(_:)`` performs `NavigationIntent(operation, in: target)`: the
  /// `(operation, in:)` shape the navigator and the tests speak too.
  ///
  /// ```swift
  /// try state.apply(.setPath([.category(.list), .category(.detail(42))]), in: .tab(.home))
  /// ```
  ///
  /// - Parameters:
  ///   - operation: The change asked for.
  ///   - target: The stack it changes: the shown stack unless named.
  /// - Throws: as ``apply(_:)``.
  @inlinable
  public mutating func apply(
    _ operation: NavigationIntent<Tab, Route>.Operation, in target: StackTarget<Tab> = .shown
  ) throws(NavigationError) {
    _ = try applyRecording(NavigationIntent(operation, in: target))
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
    case .open(let steps, let mode):
      let previous = self
      try open(steps, mode, at: location(of: intent.target))
      return AppliedChange(summary: NavigationChange(from: previous, to: self), undo: .state(previous))
    case .goBack where stack(at: location(of: intent.target))?.dialog != nil:
      // Back with a dialog shown closes the dialog.
      return try change(at: location(of: intent.target), by: .dismissDialog)
    case .ask(let id, _, _, _) where isWaiting(for: RequestID(id)),
      .askInDialog(let id, _, _) where isWaiting(for: RequestID(id)):
      // One request pending in two stacks would end twice.
      throw .duplicateRequest(id)
    case .setStack, .ask, .askInDialog, .answer, .showDialog, .chooseInDialog, .dismissDialog:
      return try change(at: location(of: intent.target), by: intent.operation)
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
    case .stack(let location, let kept, let removed, let attached):
      try? withStack(at: location) { stack throws(NavigationError) in
        stack.perform(BackStack<Route>.Edit(kept: kept, added: .many(removed)))
        stack.attachedBox = attached
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
      // Steps an edit moves up come back: they do not leave.
      return try Self.recording(&stack, at: location, kept: edit.kept, leaving: edit.moved.map { $0.from - edit.kept })
      {
        $0.perform(edit)
      }
    }
  }

  /// Performs `operation`, one that is not an edit of steps alone (it
  /// replaces a stack, or asks, answers or shows a dialog), on the stack at
  /// `location`, in place, keeping the modal over all tabs valid.
  @inlinable
  mutating func change(
    at location: StackLocation<Tab>, by operation: NavigationIntent<Tab, Route>.Operation
  ) throws(NavigationError) -> AppliedChange<Tab, Route> {
    try withStack(at: location) { stack throws(NavigationError) in
      try Self.recording(&stack, at: location, kept: try stack.kept(after: operation)) {
        stack throws(NavigationError) in
        try stack.perform(operation)
      }
    }
  }

  /// Runs `body` on `stack`, which keeps its first `kept` steps, and
  /// returns what it changed and how to undo it. When `body` throws, or
  /// leaves the modal over all tabs starting with a push, the stack is put
  /// back as it was and the error thrown.
  @inlinable @inline(__always)
  static func recording(
    _ stack: inout BackStack<Route>, at location: StackLocation<Tab>, kept: Int, leaving: Int? = nil,
    _ body: (inout BackStack<Route>) throws(NavigationError) -> Void
  ) throws(NavigationError) -> AppliedChange<Tab, Route> {
    let removed = Array(stack[kept...])
    let attached = stack.attachedBox
    do throws(NavigationError) {
      try body(&stack)
      if location == .modalOverTabs && !Tabs<Tab, Route>.canBeModalOverTabs(stack) {
        throw NavigationError.modalOverTabsMustStartWithAModal
      }
    } catch {
      stack.perform(BackStack<Route>.Edit(kept: kept, added: .many(removed)))
      stack.attachedBox = attached
      throw error
    }
    let added = stack.count - kept
    var summary =
      removed.isEmpty && added == 0
      ? NavigationChange<Tab>()
      : NavigationChange(stacks: [
        NavigationChange.StackChange(location: location, kept: kept, removed: removed.count, added: added)
      ])
    if attached != nil || stack.attachedBox != nil {
      summary = summary.adding(attached?.value, stack.attachedBox?.value, at: location)
    }
    guard !summary.isEmpty else { return .nothing }
    return AppliedChange(
      summary: summary, undo: .stack(location, kept: kept, removed: removed, attached: attached),
      leaving: leaving ?? removed.count)
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
    case .popTo(let depth): try popToEdit(depth: depth)
    case .popToLast(let route): try popToLastEdit { $0 == route }
    case .popToRoot: Edit(kept: 0, added: .none)
    case .popToModalRoot: popToModalRootEdit()
    case .dismiss: try dismissEdit()
    case .dismissModal(let route): try dismissEdit(route)
    case .dismissAll: try dismissAllEdit()
    case .replaceTop(let route): try replaceTopEdit(route)
    case .select(let route, let depth): try selectEdit(route, atDepth: depth)
    case .setShown(let route, let shown): setShownEdit(route, shown)
    case .setConfirmsLeaving(let confirms): try confirmsLeavingEdit(confirms)
    // Not edits of steps alone: the reducer performs them before it gets here.
    case .selectTab, .setState, .open, .setStack, .ask, .askInDialog, .answer,
      .showDialog, .chooseInDialog, .dismissDialog:
      edit(adding: .none)
    }
  }
}

extension BackStack {
  /// How many steps at the bottom stay when `operation` (one that is not an
  /// edit of steps alone) is performed.
  @usableFromInline
  func kept<Tab>(after operation: NavigationIntent<Tab, Route>.Operation) throws(NavigationError) -> Int {
    switch operation {
    case .setStack(let other): commonPrefixCount(with: other)
    case .answer(let key, _): try keptAfterAnswering(key)
    default: count
    }
  }

  /// Performs `operation`, one that is not an edit of steps alone.
  @usableFromInline
  mutating func perform<Tab>(_ operation: NavigationIntent<Tab, Route>.Operation) throws(NavigationError) {
    switch operation {
    case .setStack(let other):
      perform(replacingEdit(with: other))
      attached = other.checkedAttached
    case .ask(let id, let key, let route, let presentation):
      try ask(RequestID(id), key: key, presenting: route, as: presentation)
    case .askInDialog(let id, let key, let dialog): try ask(RequestID(id), key: key, dialog: dialog)
    case .answer(let key, let json): try answer(key, with: AnswerValue(json: json))
    case .showDialog(let dialog): try show(dialog)
    case .chooseInDialog(let index): try chooseInDialog(index)
    case .dismissDialog: try dismissDialog()
    default: perform(try edit(for: operation))
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
  /// How many of the steps removed from a stack leave it (the others are
  /// put back, moved up or changed in place).
  @usableFromInline let leaving: Int

  @usableFromInline
  init(summary: NavigationChange<Tab>, undo: Undo, leaving: Int = 0) {
    (self.summary, self.undo, self.leaving) = (summary, undo, leaving)
  }

  @usableFromInline
  enum Undo: Hashable, Sendable {
    case nothing
    /// Put back the steps removed from the stack at this location, after
    /// its first `kept`, and its requests, answers and dialog.
    case stack(StackLocation<Tab>, kept: Int, removed: [Step<Route>], attached: AttachedBox?)
    /// Select this tab again.
    case selection(Tab)
    /// Put back the whole state.
    case state(NavigationState<Tab, Route>)
  }

  /// No change.
  @inlinable static var nothing: AppliedChange { AppliedChange(summary: NavigationChange(), undo: .nothing) }
}

extension NavigationState {
  /// Opens `steps` in `mode` in the stack at `location`: the reducer's
  /// rule for ``NavigationIntent/Operation/open(_:_:)``. When it throws,
  /// the state is as it was.
  @usableFromInline
  mutating func open(_ steps: BackStack<Route>, _ mode: LinkMode, at location: StackLocation<Tab>)
    throws(NavigationError)
  {
    var state = self
    let current = state.stack(at: location) ?? BackStack()
    try state.apply(
      NavigationIntent(.setStack(mode == .replacing ? steps : current.appending(steps)), in: .location(location)))
    if case .tab(let tab) = location {
      try state.apply(NavigationIntent(.selectTab(tab, reselectPopsToRoot: false)))
      try state.apply(NavigationIntent(.setStack(BackStack()), in: .modalOverTabs))
    }
    self = state
  }
}

extension BackStack {
  /// This stack followed by the steps of `other`. O(n + m).
  func appending(_ other: BackStack) -> BackStack {
    var result = self
    result.append(contentsOf: other)
    return result
  }
}
