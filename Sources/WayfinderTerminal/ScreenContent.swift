import Wayfinder

/// What one screen shows in the terminal: a title, some text, and items the
/// user can move to and open. `Command` is the app's own commands (an enum;
/// `Never` for an app with none).
public struct ScreenContent<Route: Hashable & Sendable, Command: Hashable & Sendable>: Hashable, Sendable {
  /// The screen's title (the navigation title).
  public var title: String
  /// Lines of text shown above the items.
  public var lines: [String]
  /// The items, in order.
  public var items: [ScreenItem<Route, Command>]

  /// A screen titled `title` with `lines` of text and `items`.
  ///
  /// - Parameters:
  ///   - title: The screen's title.
  ///   - lines: Lines of text shown above the items.
  ///   - items: The items, in order.
  public init(title: String, lines: [String] = [], items: [ScreenItem<Route, Command>] = []) {
    self.title = title
    self.lines = lines
    self.items = items
  }
}

/// One item of a screen, and what opening it does.
public struct ScreenItem<Route: Hashable & Sendable, Command: Hashable & Sendable>: Hashable, Sendable {
  /// The text shown.
  public var label: String
  /// What Enter on the item does.
  public var action: ItemAction<Route, Command>

  /// An item labelled `label` doing `action`.
  ///
  /// - Parameters:
  ///   - label: The text shown.
  ///   - action: What Enter on the item does.
  public init(_ label: String, _ action: ItemAction<Route, Command>) {
    self.label = label
    self.action = action
  }
}

/// What opening an item does: each is a navigator intent, or the app's own command.
public enum ItemAction<Route: Hashable & Sendable, Command: Hashable & Sendable>: Hashable, Sendable {
  /// Nothing (a disabled item).
  case none
  /// Push the route onto the shown stack.
  case push(Route)
  /// Select the route on this screen: in a split, the column's selection
  /// (the next column shows it); in a stack, a push from this screen. Items
  /// whose route is the column's selection are highlighted.
  case select(Route)
  /// Present the route as a modal.
  case present(Route, Presentation)
  /// Run the app's command (see ``TerminalApp/perform(_:)``).
  case command(Command)

  /// The route this action selects, if it is a selection.
  public var selectedRoute: Route? {
    if case .select(let route) = self { route } else { nil }
  }
}
