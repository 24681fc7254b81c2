/// Why a change to the windows was refused. The windows, and every
/// window's navigation, are left exactly as they were.
public enum WindowError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The window's name is not valid (see ``WindowID/problem(with:)``).
  case invalidID(String, reason: String)
  /// The window is open already.
  case alreadyOpen(WindowID)
  /// The window is not open.
  case notOpen(WindowID)
  /// The window is not among the recently closed ones (it was never
  /// closed, or it was closed too long ago to be kept).
  case notRecentlyClosed(WindowID)
  /// As many windows as the limit are open.
  case tooManyWindows(limit: Int)
  /// The window's navigator refused the state it was to open with.
  case navigation(NavigationError)
  /// The window navigator was asked for a change while it was applying
  /// another one (from inside a navigator's guard): it is refused, not queued.
  case reentrantChange

  /// What went wrong, in a sentence.
  public var description: String {
    switch self {
    case .invalidID(let name, let reason): "\"\(name)\" is not a window name: \(reason)"
    case .alreadyOpen(let id): "the window \(id) is open already"
    case .notOpen(let id): "the window \(id) is not open"
    case .notRecentlyClosed(let id): "the window \(id) is not among the recently closed windows"
    case .tooManyWindows(let limit): "\(limit) windows are open: that is the limit"
    case .navigation(let error): "\(error)"
    case .reentrantChange: "the windows are already changing: change them after that, not inside it"
    }
  }
}
