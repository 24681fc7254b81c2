/// One requested change to an app's windows, as a value: open, close,
/// focus, reopen, or a new size class.
///
/// ``WindowSet/apply(_:)`` is the one place that performs them, and a
/// ``WindowNavigator`` applies them, each window's opening and closing
/// through that window's navigator. The navigation inside a window changes
/// through that window's own navigator.
package enum WindowIntent<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Hashable, Sendable {
  /// Opens a window in front, showing a state, at a size class.
  case open(WindowID, NavigationState<Tab, Route>, sizeClass: SizeClass)
  /// Closes a window: it is kept among the recently closed ones, which an
  /// app may reopen, and the window focused before it comes to the front.
  case close(WindowID)
  /// Brings a window to the front.
  case focus(WindowID)
  /// Opens a recently closed window again, in front, as it was left.
  case reopen(WindowID)
  /// Records a window's new size class (its host reports it).
  case setSizeClass(SizeClass, of: WindowID)

  /// The window the intent is about.
  package var window: WindowID {
    switch self {
    case .open(let id, _, _), .close(let id), .focus(let id), .reopen(let id), .setSizeClass(_, let id): id
    }
  }
}

extension WindowIntent {
  /// The window the intent opens (or reopens), if it opens one.
  var opened: WindowID? {
    switch self {
    case .open(let id, _, _), .reopen(let id): id
    case .close, .focus, .setSizeClass: nil
    }
  }

  /// Whether the intent reopens a recently closed window.
  var isReopen: Bool {
    if case .reopen = self { true } else { false }
  }
}

extension WindowIntent: Codable where Tab: Codable, Route: Codable {}

extension WindowIntent: CustomStringConvertible {
  /// `open main`, `close window-2`, `focus inbox`, `reopen window-2`, `size inbox regular`.
  package var description: String {
    switch self {
    case .open(let id, _, _): "open \(id)"
    case .close(let id): "close \(id)"
    case .focus(let id): "focus \(id)"
    case .reopen(let id): "reopen \(id)"
    case .setSizeClass(let sizeClass, let id): "size \(id) \(sizeClass)"
    }
  }
}
