/// Where a back stack is in a ``NavigationState``: the one stack of a state
/// without tabs, a tab's stack, or the modal over all tabs.
///
/// Every API that names a stack names it with a location, never with an
/// optional tab whose `nil` could mean several things. Intents that may act
/// on whatever is shown take a ``StackTarget`` instead.
///
/// ```swift
/// state.stack(at: .tab(.home))        // Home's stack, shown or not
/// state.shownLocation                 // .modalOverTabs while a sign-in sheet is over all tabs
/// ```
public enum StackLocation<Tab: Hashable & Sendable>: Hashable, Sendable {
  /// The one stack of a state without tabs.
  case single
  /// The stack of this tab.
  case tab(Tab)
  /// The modal over all tabs, with the steps pushed inside it (its first
  /// step is a sheet or a cover).
  case modalOverTabs

  /// The tab, for ``tab(_:)``.
  public var tab: Tab? {
    if case .tab(let tab) = self { tab } else { nil }
  }
}

extension StackLocation: Codable where Tab: Codable {}

extension StackLocation: CustomStringConvertible {
  /// `the stack`, `tab home`, `the modal over all tabs`.
  public var description: String {
    switch self {
    case .single: "the stack"
    case .tab(let tab): "tab \(tab)"
    case .modalOverTabs: "the modal over all tabs"
    }
  }
}

/// The stack an intent acts on: the one shown now, or a named
/// ``StackLocation``.
///
/// "Shown" is resolved when the intent is applied: the modal over all tabs
/// when one is presented, else the selected tab's stack, or the one stack
/// (see ``NavigationState/shownLocation``). A push that completes after
/// async work names its location, so that it lands where it belongs even if
/// the user has switched tabs meanwhile.
public enum StackTarget<Tab: Hashable & Sendable>: Hashable, Sendable {
  /// The stack shown when the intent is applied.
  case shown
  /// The stack at this location, shown or not.
  case location(StackLocation<Tab>)

  /// The stack of `tab`, shown or not.
  ///
  /// - Parameter tab: The tab.
  /// - Returns: The target.
  public static func tab(_ tab: Tab) -> StackTarget { .location(.tab(tab)) }
  /// The modal over all tabs.
  public static var modalOverTabs: StackTarget { .location(.modalOverTabs) }
  /// The one stack of a state without tabs.
  public static var single: StackTarget { .location(.single) }
}

extension StackTarget: Codable where Tab: Codable {}

extension StackTarget: CustomStringConvertible {
  /// `the shown stack`, or the location's description.
  public var description: String {
    switch self {
    case .shown: "the shown stack"
    case .location(let location): location.description
    }
  }
}
