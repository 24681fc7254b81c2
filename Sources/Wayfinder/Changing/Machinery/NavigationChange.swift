/// What one change did to a navigation state, as the log and the events
/// keep it: which stacks changed and how many of their steps, and whether
/// the selected tab changed. Its size does not grow with the depth of the
/// stacks, so a log of changes to a deep state costs what the changes do,
/// not copies of the state. With its event's intent, it says what happened;
/// read the navigator's state for where that led.
@usableFromInline package struct NavigationChange<Tab: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible
{
  /// A change to one stack: its first ``kept`` steps stayed, ``removed``
  /// steps above them went, and ``added`` steps came in their place.
  @usableFromInline package struct StackChange: Hashable, Sendable, CustomStringConvertible {
    /// Where the stack is.
    @usableFromInline package let location: StackLocation<Tab>
    /// How many steps at its bottom stayed.
    @usableFromInline package let kept: Int
    /// How many steps above them were removed.
    @usableFromInline package let removed: Int
    /// How many steps were added above them.
    @usableFromInline package let added: Int

    /// A change to the stack at `location`.
    ///
    /// - Parameters:
    ///   - location: Where the stack is.
    ///   - kept: How many steps at its bottom stayed.
    ///   - removed: How many steps above them were removed.
    ///   - added: How many steps were added above them.
    @inlinable
    package init(location: StackLocation<Tab>, kept: Int, removed: Int, added: Int) {
      (self.location, self.kept, self.removed, self.added) = (location, kept, removed, added)
    }

    /// `tab home: kept 3, removed 1, added 2`.
    @usableFromInline package var description: String {
      "\(location): kept \(kept), removed \(removed), added \(added)"
    }
  }

  /// A change of the selected tab.
  @usableFromInline package struct TabSwitch: Hashable, Sendable {
    /// The tab selected before.
    @usableFromInline package let from: Tab
    /// The tab selected after.
    @usableFromInline package let to: Tab

    /// A switch from `from` to `to`.
    ///
    /// - Parameters:
    ///   - from: The tab selected before.
    ///   - to: The tab selected after.
    @inlinable package init(from: Tab, to: Tab) { (self.from, self.to) = (from, to) }
  }

  /// A dialog shown or closed.
  @usableFromInline package struct DialogChange: Hashable, Sendable, CustomStringConvertible {
    /// Where the dialog is: the stack it shows over.
    package let location: StackLocation<Tab>
    /// Whether it was shown (or closed).
    package let isShown: Bool
    /// Its title.
    package let title: String

    /// The dialog titled `title` over the stack at `location` was shown, or closed.
    ///
    /// - Parameters:
    ///   - location: The stack it shows over.
    ///   - isShown: Whether it was shown (or closed).
    ///   - title: Its title.
    package init(location: StackLocation<Tab>, isShown: Bool, title: String) {
      (self.location, self.isShown, self.title) = (location, isShown, title)
    }

    /// `dialog "Discard changes?" shown over tab home`.
    @usableFromInline package var description: String {
      "dialog \"\(title)\" \(isShown ? "shown" : "closed") over \(location)"
    }
  }

  /// The stacks that changed.
  @usableFromInline package let stacks: [StackChange]
  /// The change of the selected tab, if it changed.
  @usableFromInline package let selectedTab: TabSwitch?
  /// Whether the state changed shape (a single stack and tabs, or other
  /// tabs): nothing of it was kept.
  @usableFromInline package let isReshaped: Bool
  /// The requests asked, answered or cancelled.
  @usableFromInline package let requests: [RequestChange]
  /// The dialogs shown or closed.
  @usableFromInline package let dialogs: [DialogChange]
  /// The answers that are gone (with their screens, or replaced with the stack).
  @usableFromInline package let forgottenAnswers: [RequestID]

  /// A change of `stacks`, and of the selected tab when `selectedTab` is given.
  ///
  /// - Parameters:
  ///   - stacks: The stacks that changed.
  ///   - selectedTab: The change of the selected tab, if it changed.
  ///   - isReshaped: Whether the state changed shape.
  ///   - requests: The requests asked, answered or cancelled.
  ///   - dialogs: The dialogs shown or closed.
  ///   - forgottenAnswers: The answers that are gone.
  @inlinable
  package init(
    stacks: [StackChange] = [], selectedTab: TabSwitch? = nil, isReshaped: Bool = false,
    requests: [RequestChange] = [], dialogs: [DialogChange] = [], forgottenAnswers: [RequestID] = []
  ) {
    (self.stacks, self.selectedTab, self.isReshaped) = (stacks, selectedTab, isReshaped)
    (self.requests, self.dialogs, self.forgottenAnswers) = (requests, dialogs, forgottenAnswers)
  }

  /// This change, with what happened to the requests, answers and dialog
  /// of the stack at `location`, which held `before` and holds `after`.
  /// O(requests + answers).
  @usableFromInline
  func adding(_ before: StackAttachments?, _ after: StackAttachments?, at location: StackLocation<Tab>)
    -> NavigationChange
  {
    guard before != after else { return self }
    var requests = self.requests
    var dialogs = self.dialogs
    let old = before?.requests ?? []
    let new = after?.requests ?? []
    for request in old where !new.contains(where: { $0.id == request.id }) {
      let answered = after?.answers.contains { $0.id == request.id } ?? false
      requests.append(RequestChange(id: request.id, key: request.key, kind: answered ? .answered : .cancelled))
    }
    for request in new where !old.contains(where: { $0.id == request.id }) {
      requests.append(RequestChange(id: request.id, key: request.key, kind: .asked))
    }
    var forgotten = forgottenAnswers
    for answer in before?.answers ?? [] where !(after?.answers.contains { $0.id == answer.id } ?? false) {
      forgotten.append(answer.id)
    }
    if before?.dialog != after?.dialog {
      if let closed = before?.dialog {
        dialogs.append(DialogChange(location: location, isShown: false, title: closed.title))
      }
      if let shown = after?.dialog {
        dialogs.append(DialogChange(location: location, isShown: true, title: shown.title))
      }
    }
    return NavigationChange(
      stacks: stacks, selectedTab: selectedTab, isReshaped: isReshaped, requests: requests, dialogs: dialogs,
      forgottenAnswers: forgotten)
  }

  /// The change from `before` to `after`: each stack compared by its common
  /// steps at the bottom. O(steps of the stacks that differ).
  ///
  /// - Parameters:
  ///   - before: The state before.
  ///   - after: The state after.
  @usableFromInline package init<Route>(from before: NavigationState<Tab, Route>, to after: NavigationState<Tab, Route>)
  {
    var change = NavigationChange()
    var stacks: [StackChange] = []
    func compare(_ old: BackStack<Route>, _ new: BackStack<Route>, at location: StackLocation<Tab>) {
      guard old != new else { return }
      let kept = old.commonPrefixCount(with: new)
      if kept < old.count || kept < new.count {
        stacks.append(StackChange(location: location, kept: kept, removed: old.count - kept, added: new.count - kept))
      }
      change = change.adding(old.attached, new.attached, at: location)
    }
    var (selection, isReshaped): (TabSwitch?, Bool) = (nil, false)
    switch (before, after) {
    case (.stack(let old), .stack(let new)):
      compare(old, new, at: .single)
    case (.tabs(let old), .tabs(let new)) where old.order == new.order:
      for (index, tab) in new.order.enumerated() { compare(old.stacks[index], new.stacks[index], at: .tab(tab)) }
      compare(old.modalOverTabs, new.modalOverTabs, at: .modalOverTabs)
      selection = old.selected == new.selected ? nil : TabSwitch(from: old.selected, to: new.selected)
    default:
      // Nothing is kept: every request of the state before ends, and every
      // one of the state after is new.
      for (location, stack) in before.allStacks { change = change.adding(stack.attached, nil, at: location) }
      for (location, stack) in after.allStacks { change = change.adding(nil, stack.attached, at: location) }
      isReshaped = true
    }
    self.init(
      stacks: stacks, selectedTab: selection, isReshaped: isReshaped, requests: change.requests,
      dialogs: change.dialogs, forgottenAnswers: change.forgottenAnswers)
  }

  /// Whether nothing changed.
  @inlinable package var isEmpty: Bool {
    stacks.isEmpty && selectedTab == nil && !isReshaped && requests.isEmpty && dialogs.isEmpty
      && forgottenAnswers.isEmpty
  }

  /// `tab home: kept 3, removed 1, added 2; selected settings (was home)`.
  @usableFromInline package var description: String {
    var parts = stacks.map(\.description)
    if let selectedTab { parts.append("selected \(selectedTab.to) (was \(selectedTab.from))") }
    if isReshaped { parts.append("the state changed shape") }
    parts += requests.map { "request \($0)" }
    parts += dialogs.map(\.description)
    parts += forgottenAnswers.map { "answer \($0) forgotten" }
    return parts.isEmpty ? "no change" : parts.joined(separator: "; ")
  }
}
