/// What one change did to a navigation state, as the log and the events
/// keep it: which stacks changed and how many of their steps, and whether
/// the selected tab changed. Its size does not grow with the depth of the
/// stacks, so a log of changes to a deep state costs what the changes do,
/// not copies of the state. With its event's intent, it says what happened;
/// read the navigator's state for where that led.
public struct NavigationChange<Tab: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible {
  /// A change to one stack: its first ``kept`` steps stayed, ``removed``
  /// steps above them went, and ``added`` steps came in their place.
  public struct StackChange: Hashable, Sendable, CustomStringConvertible {
    /// Where the stack is.
    public let location: StackLocation<Tab>
    /// How many steps at its bottom stayed.
    public let kept: Int
    /// How many steps above them were removed.
    public let removed: Int
    /// How many steps were added above them.
    public let added: Int

    /// A change to the stack at `location`.
    ///
    /// - Parameters:
    ///   - location: Where the stack is.
    ///   - kept: How many steps at its bottom stayed.
    ///   - removed: How many steps above them were removed.
    ///   - added: How many steps were added above them.
    @inlinable
    public init(location: StackLocation<Tab>, kept: Int, removed: Int, added: Int) {
      (self.location, self.kept, self.removed, self.added) = (location, kept, removed, added)
    }

    /// `tab home: kept 3, removed 1, added 2`.
    public var description: String { "\(location): kept \(kept), removed \(removed), added \(added)" }
  }

  /// A change of the selected tab.
  public struct TabSwitch: Hashable, Sendable {
    /// The tab selected before.
    public let from: Tab
    /// The tab selected after.
    public let to: Tab

    /// A switch from `from` to `to`.
    ///
    /// - Parameters:
    ///   - from: The tab selected before.
    ///   - to: The tab selected after.
    @inlinable public init(from: Tab, to: Tab) { (self.from, self.to) = (from, to) }
  }

  /// The stacks that changed.
  public let stacks: [StackChange]
  /// The change of the selected tab, if it changed.
  public let selectedTab: TabSwitch?
  /// Whether the state changed shape (a single stack and tabs, or other
  /// tabs): nothing of it was kept.
  public let isReshaped: Bool

  /// A change of `stacks`, and of the selected tab when `selectedTab` is given.
  ///
  /// - Parameters:
  ///   - stacks: The stacks that changed.
  ///   - selectedTab: The change of the selected tab, if it changed.
  ///   - isReshaped: Whether the state changed shape.
  @inlinable
  public init(stacks: [StackChange] = [], selectedTab: TabSwitch? = nil, isReshaped: Bool = false) {
    (self.stacks, self.selectedTab, self.isReshaped) = (stacks, selectedTab, isReshaped)
  }

  /// The change from `before` to `after`: each stack compared by its common
  /// steps at the bottom. O(steps of the stacks that differ).
  ///
  /// - Parameters:
  ///   - before: The state before.
  ///   - after: The state after.
  public init<Route>(from before: NavigationState<Tab, Route>, to after: NavigationState<Tab, Route>) {
    var stacks: [StackChange] = []
    func compare(_ old: BackStack<Route>, _ new: BackStack<Route>, at location: StackLocation<Tab>) {
      guard old != new else { return }
      let kept = old.commonPrefixCount(with: new)
      stacks.append(StackChange(location: location, kept: kept, removed: old.count - kept, added: new.count - kept))
    }
    switch (before, after) {
    case (.stack(let old), .stack(let new)):
      compare(old, new, at: .single)
      self.init(stacks: stacks)
    case (.tabs(let old), .tabs(let new)) where old.order == new.order:
      for (index, tab) in new.order.enumerated() { compare(old.stacks[index], new.stacks[index], at: .tab(tab)) }
      compare(old.modalOverTabs, new.modalOverTabs, at: .modalOverTabs)
      let selection = old.selected == new.selected ? nil : TabSwitch(from: old.selected, to: new.selected)
      self.init(stacks: stacks, selectedTab: selection)
    default:
      self.init(isReshaped: true)
    }
  }

  /// Whether nothing changed.
  @inlinable public var isEmpty: Bool { stacks.isEmpty && selectedTab == nil && !isReshaped }

  /// `tab home: kept 3, removed 1, added 2; selected settings (was home)`.
  public var description: String {
    var parts = stacks.map(\.description)
    if let selectedTab { parts.append("selected \(selectedTab.to) (was \(selectedTab.from))") }
    if isReshaped { parts.append("the state changed shape") }
    return parts.isEmpty ? "no change" : parts.joined(separator: "; ")
  }
}
