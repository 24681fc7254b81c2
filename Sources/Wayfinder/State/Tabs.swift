/// The selected tab and one back stack per tab, with an optional modal over
/// all tabs.
///
/// Switching tabs keeps every tab's stack, so coming back to a tab shows it
/// as it was left. Reselecting the selected tab pops it to its root, unless
/// the caller turns that off.
///
/// The modal over all tabs (``modalOverTabs``: a sign-in sheet, onboarding,
/// as SwiftUI's `.sheet` on a `TabView`) is a stack of its own whose first
/// step is a sheet or a cover. While it is presented it is the shown stack
/// (``NavigationState/shownLocation``): Back, pushes and dismisses act on it
/// first, and switching tabs beneath it does not hide it.
///
/// ```swift
/// var state = NavigationState.tabs(Tabs<AppTab, Route>(selected: .home))   // AppTab: CaseIterable
/// try state.apply(NavigationIntent(.push(.profile)))
/// try state.apply(NavigationIntent(.selectTab(.settings)))                 // home keeps [.profile]
/// ```
public struct Tabs<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Hashable, Sendable {
  // Stored apart from their public, read-only faces, so that intents (which
  // are specialized where they are called) can change them in place.
  @usableFromInline var _order: [Tab]
  @usableFromInline var _stacks: [BackStack<Route>]
  @usableFromInline var _selectedIndex: Int
  @usableFromInline var _modalOverTabs = BackStack<Route>()

  /// The tabs, in display order.
  @inlinable public var order: [Tab] { _order }
  /// Each tab's stack, in the order of ``order``.
  @inlinable public var stacks: [BackStack<Route>] { _stacks }
  /// The index of the selected tab in ``order``.
  @inlinable package var selectedIndex: Int { _selectedIndex }
  /// The modal presented over all tabs and the steps inside it; empty when
  /// none is. Its first step is always a sheet or a cover.
  @inlinable public var modalOverTabs: BackStack<Route> { _modalOverTabs }

  /// The selected tab.
  @inlinable public var selected: Tab { _order[_selectedIndex] }

  /// Tabs `order`, each with an empty stack; `selected` is the selected tab
  /// (the first tab when `nil`).
  ///
  /// - Parameters:
  ///   - order: The tabs, in display order: at least one, none twice.
  ///   - selected: The selected tab; the first when `nil`.
  /// - Throws: ``NavigationError/noTabs``, ``NavigationError/duplicateTab(_:)``
  ///   or ``NavigationError/unknownTab(_:)`` when `selected` is not in `order`.
  public init(_ order: [Tab], selected: Tab? = nil) throws(NavigationError) {
    guard let first = order.first else { throw .noTabs }
    var seen = Set<Tab>()
    for tab in order where !seen.insert(tab).inserted { throw .duplicateTab(String(describing: tab)) }
    guard let index = order.firstIndex(of: selected ?? first) else {
      throw .unknownTab(String(describing: selected ?? first))
    }
    self._order = order
    self._stacks = Array(repeating: BackStack(), count: order.count)
    self._selectedIndex = index
  }

  /// The selected tab's stack. O(1); changing it changes it in place.
  @inlinable public var selectedStack: BackStack<Route> {
    get { _stacks[_selectedIndex] }
    _modify { yield &_stacks[_selectedIndex] }
  }

  /// Whether `stack` can be the modal over all tabs: it is empty (none is
  /// presented), or its first step is a sheet or a cover. The one rule, used
  /// by ``setModalOverTabs(_:)`` and by every intent that changes it.
  ///
  /// - Parameter stack: The stack.
  /// - Returns: Whether it can be presented over all tabs.
  @inlinable package static func canBeModalOverTabs(_ stack: BackStack<Route>) -> Bool {
    stack.first?.isModal ?? true
  }

  /// Replaces the modal over all tabs (empty: none).
  ///
  /// - Parameter stack: The modal and the steps inside it.
  /// - Throws: ``NavigationError/modalOverTabsMustStartWithAModal`` when
  ///   `stack` starts with a push.
  package mutating func setModalOverTabs(_ stack: BackStack<Route>) throws(NavigationError) {
    guard Self.canBeModalOverTabs(stack) else { throw .modalOverTabsMustStartWithAModal }
    _modalOverTabs = stack
  }

  /// Runs `body` on the stack of the tab at `index` of ``order`` (`nil`: the
  /// modal over all tabs), in place. The caller keeps the modal over all
  /// tabs valid (see ``canBeModalOverTabs(_:)``).
  @inlinable
  mutating func withStack<Result>(
    atTabIndex index: Int?, _ body: (inout BackStack<Route>) throws(NavigationError) -> Result
  ) throws(NavigationError) -> Result {
    if let index { return try body(&_stacks[index]) }
    return try body(&_modalOverTabs)
  }

  /// Selects the tab at `index` of ``order`` (no pop to root).
  @inlinable mutating func selectIndex(_ index: Int) { _selectedIndex = index }

  /// The stack of `tab`, or `nil` when `tab` is not one of the tabs.
  ///
  /// - Parameter tab: The tab.
  /// - Returns: Its stack. O(tabs).
  @inlinable public func stack(for tab: Tab) -> BackStack<Route>? {
    order.firstIndex(of: tab).map { stacks[$0] }
  }

  /// Replaces the stack of `tab`.
  ///
  /// - Throws: ``NavigationError/unknownTab(_:)``.
  mutating func setStack(_ stack: BackStack<Route>, for tab: Tab) throws(NavigationError) {
    guard let index = order.firstIndex(of: tab) else { throw .unknownTab(String(describing: tab)) }
    _stacks[index] = stack
  }

  /// Selects `tab`, keeping every tab's stack. Selecting the tab that is
  /// already selected pops it to its root when `reselectPopsToRoot` is true.
  ///
  /// - Parameters:
  ///   - tab: The tab to select.
  ///   - reselectPopsToRoot: Whether selecting the selected tab again pops it to its root.
  /// - Throws: ``NavigationError/unknownTab(_:)``.
  package mutating func select(_ tab: Tab, reselectPopsToRoot: Bool = true) throws(NavigationError) {
    switch try selection(of: tab, reselectPopsToRoot: reselectPopsToRoot) {
    case .select(let index): _selectedIndex = index
    case .popToRoot(let index): _stacks[index].popToRoot()
    case .none: break
    }
  }

  /// What selecting `tab` does: the one rule of ``select(_:reselectPopsToRoot:)``.
  @inlinable
  func selection(of tab: Tab, reselectPopsToRoot: Bool) throws(NavigationError) -> Selection {
    guard let index = order.firstIndex(of: tab) else { throw .unknownTab(String(describing: tab)) }
    if index != selectedIndex { return .select(index) }
    return reselectPopsToRoot ? .popToRoot(index) : .none
  }

  /// What selecting a tab does.
  @usableFromInline
  enum Selection {
    /// Selects the tab at this index.
    case select(Int)
    /// Pops the selected tab, at this index, to its root.
    case popToRoot(Int)
    /// Nothing: the tab is selected already.
    case none
  }
}

extension Tabs where Tab: CaseIterable {
  /// Every case of `Tab`, in the order of `allCases`, with `selected`
  /// selected: never fails, so an app needs no `try` for its tab enum. A
  /// hand-written `allCases` that repeats a case keeps its first; one that
  /// leaves out `selected` gets it last. To have either refused instead,
  /// write `try Tabs(Array(Tab.allCases), selected: selected)`.
  ///
  /// - Parameter selected: The selected tab.
  public init(selected: Tab) {
    var seen = Set<Tab>()
    var order = Tab.allCases.filter { seen.insert($0).inserted }
    if !seen.contains(selected) { order.append(selected) }
    self._order = order
    self._stacks = Array(repeating: BackStack(), count: order.count)
    self._selectedIndex = order.firstIndex(of: selected) ?? 0
  }
}

extension Tabs: Codable where Tab: Codable, Route: Codable {
  private enum CodingKeys: String, CodingKey { case tabs, selected, modalOverTabs }
  private struct Entry: Codable {
    var tab: Tab
    var stack: BackStack<Route>
  }

  /// Decodes tabs saved as `{"selected": …, "tabs": [{"tab": …, "stack": […]}],
  /// "modalOverTabs": […]}` (the last only when one is presented), checking
  /// them as ``init(_:selected:)`` does, and the modal over all tabs as an intent does.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError.dataCorrupted` for a tab list or a modal over
  ///   all tabs that those checks refuse, or the error of a part that does
  ///   not decode.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let entries = try container.decode([Entry].self, forKey: .tabs)
    let selected = try container.decode(Tab.self, forKey: .selected)
    do {
      try self.init(entries.map(\.tab), selected: selected)
    } catch {
      throw DecodingError.dataCorrupted(
        .init(codingPath: container.codingPath, debugDescription: error.description))
    }
    _stacks = entries.map(\.stack)
    let modal = try container.decodeIfPresent(BackStack<Route>.self, forKey: .modalOverTabs) ?? BackStack()
    do {
      try setModalOverTabs(modal)
    } catch {
      throw DecodingError.dataCorrupted(
        .init(codingPath: container.codingPath + [CodingKeys.modalOverTabs], debugDescription: error.description))
    }
  }

  /// Encodes the tabs in order, each with its stack, the selection, and the
  /// modal over all tabs when one is presented.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: The error of a route's or tab's encoding.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(zip(order, stacks).map { Entry(tab: $0, stack: $1) }, forKey: .tabs)
    try container.encode(selected, forKey: .selected)
    if !modalOverTabs.isEmpty { try container.encode(modalOverTabs, forKey: .modalOverTabs) }
  }
}
