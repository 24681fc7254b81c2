import Wayfinder

/// An app the terminal host runs: it owns a navigator and says what each
/// screen shows. The host keeps no navigation state: every key becomes an
/// intent on ``navigator``.
@MainActor
public protocol TerminalApp: AnyObject {
  /// The app's tab type (`Never` without tabs).
  associatedtype Tab: Hashable & Sendable
  /// The app's route type.
  associatedtype Route: Hashable & Sendable
  /// The app's own commands, which items can run (an enum; `Never` when the
  /// app has none).
  associatedtype Command: Hashable & Sendable = Never

  /// The navigator holding the app's whole navigation state.
  var navigator: Navigator<Tab, Route> { get }

  /// The label of `tab` in the tab bar.
  ///
  /// - Parameter tab: The tab.
  /// - Returns: Its label.
  func title(of tab: Tab) -> String

  /// What the screen of `route` shows; `nil` is the root screen of the
  /// shown stack (of `tab`, when there are tabs).
  ///
  /// - Parameters:
  ///   - route: The screen's route; `nil` for the root screen.
  ///   - tab: The selected tab; `nil` without tabs.
  /// - Returns: What the screen shows.
  func screen(for route: Route?, in tab: Tab?) -> ScreenContent<Route, Command>

  /// Runs the command of an item.
  ///
  /// - Parameter command: The command.
  func perform(_ command: Command)

  /// Handles a key the host does not use itself; returns whether it did.
  ///
  /// - Parameter key: The key.
  /// - Returns: Whether the app used it (an unknown character key is
  ///   otherwise reported on the status line).
  func handle(_ key: Key) -> Bool

  /// A line about the app's own state for the status bar, if any.
  var statusMessage: String? { get }

  /// The hints for the app's own keys, shown in help after the host's.
  var keyHints: [KeyHint] { get }

  /// The link of the place shown, for the address bar at the start of the
  /// status line; `nil` when the place has none.
  var address: String? { get }

  /// Whether the app opens links typed at the host's `:` prompt.
  var opensLinks: Bool { get }

  /// Opens a link typed at the `:` prompt; what it throws is shown on the
  /// status line.
  ///
  /// - Parameter link: The link, as typed.
  /// - Throws: Why the link does not open (a `LinkError`, say).
  func open(link: String) throws

  /// The name of the window the app shows, for the status line; `nil` for
  /// an app that does not name its windows.
  var windowName: String? { get }

  /// Whether the app is done (it closed its window): the host then stops,
  /// as after `q`.
  var isFinished: Bool { get }
}

extension TerminalApp {
  /// The tab's description.
  ///
  /// - Parameter tab: The tab.
  /// - Returns: `String(describing: tab)`.
  public func title(of tab: Tab) -> String { String(describing: tab) }
  /// Handles no key.
  ///
  /// - Parameter key: The key.
  /// - Returns: `false`.
  public func handle(_ key: Key) -> Bool { false }
  /// No message.
  public var statusMessage: String? { nil }
  /// No keys of the app's own.
  public var keyHints: [KeyHint] { [] }
  /// No address bar.
  public var address: String? { nil }
  /// No links.
  public var opensLinks: Bool { false }
  /// Opens nothing: an app without links never shows the prompt.
  ///
  /// - Parameter link: The link.
  /// - Throws: Nothing.
  public func open(link: String) throws {}
  /// No window name.
  public var windowName: String? { nil }
  /// Never done: the user quits.
  public var isFinished: Bool { false }
}

extension TerminalApp where Command == Never {
  /// An app without commands has nothing to perform.
  ///
  /// - Parameter command: None can exist.
  public func perform(_ command: Never) {}
}

/// One line of help: keys, and what they do.
public struct KeyHint: Hashable, Sendable {
  /// The keys, as the user types them (`"Esc ← Backspace h"`).
  public var keys: String
  /// What they do.
  public var action: String

  /// A hint that `keys` do `action`.
  ///
  /// - Parameters:
  ///   - keys: The keys, as the user types them.
  ///   - action: What they do.
  public init(_ keys: String, _ action: String) {
    (self.keys, self.action) = (keys, action)
  }
}
