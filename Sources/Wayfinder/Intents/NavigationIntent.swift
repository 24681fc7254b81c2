/// One requested navigation change, as a value: push, pop, present, select
/// a tab… Hosts, links, restored state and tests all ask for changes in
/// intents, and ``NavigationState/apply(_:)`` is the one place that
/// performs them.
///
/// An intent applies to the stack of the tab it names, or to the shown
/// stack when it names none. So a push that completes after async work lands
/// in its own tab's sheet even when the user has switched tabs meanwhile:
///
/// ```swift
/// try navigator.apply(NavigationIntent(.push(.completed, hidesBack: true, inModal: .export), in: .export))
/// ```
///
/// Intents are `Hashable` and `Sendable`, and `Codable` when the tabs and
/// routes are: an event in ``Navigator/log`` says what was asked for, not
/// only what changed.
public struct NavigationIntent<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Hashable, Sendable {
  /// The change asked for. Each case names the ``BackStack`` operation it
  /// performs, which documents its errors.
  public enum Operation: Hashable, Sendable {
    /// ``BackStack/push(_:hidesBack:)``.
    case push(Route, hidesBack: Bool)
    /// ``BackStack/push(contentsOf:)``.
    case pushAll([Route])
    /// ``BackStack/push(_:hidesBack:inModal:)``: inside the presented modal showing `inModal`.
    case pushInModal(Route, hidesBack: Bool, inModal: Route)
    /// ``BackStack/present(_:as:)``.
    case present(Route, as: Presentation)
    /// Presents over all tabs (as SwiftUI's `.sheet` on a `TabView`), or,
    /// when a modal over all tabs is already up, on top of it. A `.push`
    /// presentation is refused with
    /// ``NavigationError/modalOverTabsMustStartWithAModal``; a state without
    /// tabs with ``NavigationError/notTabbed``.
    case presentOverTabs(Route, as: Presentation)
    /// ``BackStack/pop(_:)``: removes the top `count` steps.
    case pop(count: Int)
    /// ``BackStack/goBack()``: Back as the user does it.
    case goBack
    /// ``BackStack/pop(to:)``: keeps the steps up to and including the step at `index`.
    case popTo(index: Int)
    /// ``BackStack/pop(toFirst:)``.
    case popToFirst(Route)
    /// ``BackStack/pop(toLastWhere:)`` for the last step showing this route.
    case popToLast(Route)
    /// ``BackStack/popToRoot()``.
    case popToRoot
    /// ``BackStack/popToModalRoot()``.
    case popToModalRoot
    /// ``BackStack/dismiss()``: the topmost modal.
    case dismiss
    /// ``BackStack/dismiss(_:)``: the modal showing this route.
    case dismissModal(Route)
    /// ``BackStack/dismissAll()``.
    case dismissAll
    /// ``BackStack/replaceTop(with:)``.
    case replaceTop(Route)
    /// ``BackStack/select(_:atLevel:)``: selects in the column (or stack screen) at `level`.
    case select(Route, atLevel: Int)
    /// ``BackStack/setShown(_:to:)``: a screen driven by a flag.
    case setShown(Route, shown: Bool)
    /// Replaces the stack (pushes, sheets and covers).
    case setStack(BackStack<Route>)
    /// ``Tabs/select(_:reselectPopsToRoot:)``: makes this tab active.
    case selectTab(Tab, reselectPopsToRoot: Bool)
    /// Replaces the whole state (a deep link, a restored state).
    case setState(NavigationState<Tab, Route>)
  }

  /// The change asked for.
  public var operation: Operation
  /// The tab whose stack the operation changes; `nil` for the shown stack.
  /// (``Operation/selectTab(_:reselectPopsToRoot:)`` and
  /// ``Operation/setState(_:)`` change the tabs or the whole state, and
  /// ignore it.)
  public var tab: Tab?

  /// An intent to perform `operation` on the stack of `tab`, or on the shown
  /// stack when `tab` is `nil`.
  public init(_ operation: Operation, in tab: Tab? = nil) {
    self.operation = operation
    self.tab = tab
  }
}

extension NavigationIntent.Operation: Codable where Tab: Codable, Route: Codable {}
extension NavigationIntent: Codable where Tab: Codable, Route: Codable {}

extension NavigationState {
  /// Performs `intent`: the one function that turns an intent into a change.
  /// Pure and total: when it throws, the state is exactly as it was.
  ///
  /// - Throws: the ``NavigationError`` of the operation, or, for an intent
  ///   naming a tab, ``NavigationError/notTabbed`` or
  ///   ``NavigationError/unknownTab(_:)``.
  public mutating func apply(_ intent: NavigationIntent<Tab, Route>) throws(NavigationError) {
    switch intent.operation {
    case .selectTab(let tab, let reselectPopsToRoot):
      guard case .tabs(var tabs) = self else { throw .notTabbed }
      try tabs.select(tab, reselectPopsToRoot: reselectPopsToRoot)
      self = .tabs(tabs)
    case .setState(let state):
      self = state
    case .presentOverTabs(let route, let presentation):
      guard case .tabs(var tabs) = self else { throw .notTabbed }
      guard presentation.isModal else { throw .modalOverTabsMustStartWithAModal }
      try tabs.modifyModalOverTabs { $0.present(route, as: presentation) }
      self = .tabs(tabs)
    default:
      try withStack(of: intent.tab) { stack throws(NavigationError) in try stack.apply(intent.operation) }
    }
  }

  /// Runs `body` on the stack of `tab` (the shown stack when `nil`), in place.
  ///
  /// - Throws: ``NavigationError/notTabbed`` or ``NavigationError/unknownTab(_:)``
  ///   for a tab the state does not have, or what `body` throws.
  mutating func withStack(
    of tab: Tab?, _ body: (inout BackStack<Route>) throws(NavigationError) -> Void
  ) throws(NavigationError) {
    guard case .tabs(var tabs) = self else {
      guard tab == nil else { throw .notTabbed }
      return try body(&shownStack)
    }
    self = .stack(BackStack())  // the tabs are uniquely referenced while they change
    defer { self = .tabs(tabs) }
    guard let tab else {
      // The shown stack: the modal over all tabs first, when one is up.
      if tabs.modalOverTabs.isEmpty { return try tabs.modifyStack(at: tabs.selectedIndex, body) }
      return try tabs.modifyModalOverTabs(body)
    }
    guard let index = tabs.order.firstIndex(of: tab) else { throw .unknownTab(String(describing: tab)) }
    try tabs.modifyStack(at: index, body)
  }
}

extension BackStack {
  /// Performs one stack operation of an intent.
  mutating func apply<Tab>(_ operation: NavigationIntent<Tab, Route>.Operation) throws(NavigationError) {
    switch operation {
    case .push(let route, let hidesBack): push(route, hidesBack: hidesBack)
    case .pushAll(let routes): push(contentsOf: routes)
    case .pushInModal(let route, let hidesBack, let modal): try push(route, hidesBack: hidesBack, inModal: modal)
    case .present(let route, let presentation): present(route, as: presentation)
    case .pop(let count): try pop(count)
    case .goBack: try goBack()
    case .popTo(let index): try pop(to: index)
    case .popToFirst(let route): try pop(toFirst: route)
    case .popToLast(let route): try pop(toLastWhere: { $0 == route })
    case .popToRoot: popToRoot()
    case .popToModalRoot: popToModalRoot()
    case .dismiss: try dismiss()
    case .dismissModal(let route): try dismiss(route)
    case .dismissAll: try dismissAll()
    case .replaceTop(let route): try replaceTop(with: route)
    case .select(let route, let level): try select(route, atLevel: level)
    case .setShown(let route, let shown): setShown(route, to: shown)
    case .setStack(let stack): self = stack
    case .selectTab, .setState, .presentOverTabs: break  // not stack operations; NavigationState.apply performs them
    }
  }
}
