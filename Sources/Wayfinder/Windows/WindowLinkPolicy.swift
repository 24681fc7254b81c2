/// Which window a link opens in: ordered rules, the first that gives a
/// window wins.
///
/// The standard policy opens a link in the window that already shows its
/// place, else in the window in front, else in a new window. An app changes
/// the rules, or their order, or adds its own:
///
/// ```swift
/// windows.linkPolicy = WindowLinkPolicy([.window("inbox"), .windowShowingPlace, .newWindow])
/// ```
///
/// The answer (``WindowLinkAnswer``) says which window, whether it is new,
/// and which rule chose it; window guards see it before anything changes.
public struct WindowLinkPolicy<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Sendable {
  /// The rules, in the order they are asked.
  public var rules: [WindowLinkRule<Tab, Route>]

  /// A policy asking `rules` in order.
  ///
  /// - Parameter rules: The rules.
  public init(_ rules: [WindowLinkRule<Tab, Route>]) {
    self.rules = rules
  }

  /// The window that shows the link's place, else the front window, else a new window.
  public static var standard: WindowLinkPolicy {
    WindowLinkPolicy([.windowShowingPlace, .frontWindow, .newWindow])
  }

  /// The window `link` opens in, among `windows`: the answer of the first
  /// rule that gives an open window or a new one; `nil` when none does.
  ///
  /// - Complexity: what the rules cost; the standard rules cost O(windows),
  ///   and comparing a window's stack with the place's stops at the first difference.
  /// - Parameters:
  ///   - link: The link.
  ///   - place: Where it leads.
  ///   - mode: How it opens.
  ///   - windows: The open windows.
  ///   - newWindow: The identity a new window gets (made only when a rule asks for a new window).
  /// - Returns: The answer, or `nil`.
  public func route(
    _ link: String, to place: LinkPlace<Tab, Route>, mode: LinkMode, in windows: WindowSet<Tab, Route>,
    newWindow: @autoclosure () -> WindowID
  ) -> WindowLinkAnswer? {
    let request = WindowLinkRequest(link: link, place: place, mode: mode, windows: windows)
    for rule in rules {
      switch rule.choose(request) {
      case .window(let id)? where windows.contains(id):
        return WindowLinkAnswer(link: link, window: id, created: false, rule: rule.name)
      case .newWindow?:
        return WindowLinkAnswer(link: link, window: newWindow(), created: true, rule: rule.name)
      default:
        continue
      }
    }
    return nil
  }
}

/// One rule of a ``WindowLinkPolicy``: given a link and the open windows, a
/// window, a new window, or no answer (the next rule is asked).
public struct WindowLinkRule<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Sendable,
  CustomStringConvertible
{
  /// The rule's name, as answers and the log give it.
  public let name: String
  /// The rule: given the request, a window, a new window, or `nil`. A window
  /// that is not open counts as no answer.
  public let choose: @Sendable (WindowLinkRequest<Tab, Route>) -> WindowLinkTarget?

  /// A rule named `name` that decides with `choose`.
  ///
  /// - Parameters:
  ///   - name: The rule's name.
  ///   - choose: The decision.
  public init(_ name: String, choose: @escaping @Sendable (WindowLinkRequest<Tab, Route>) -> WindowLinkTarget?) {
    self.name = name
    self.choose = choose
  }

  /// The window that already shows the link's place (opening it there would
  /// change nothing: ``NavigationState/shows(_:_:)``); the frontmost such
  /// window when several do. O(windows).
  public static var windowShowingPlace: WindowLinkRule {
    WindowLinkRule("window showing the place") { request in
      for id in request.windows.focusOrder {
        if let window = request.windows[id], window.state.shows(request.place, request.mode) { return .window(id) }
      }
      return nil
    }
  }

  /// The window in front, if any is open.
  public static var frontWindow: WindowLinkRule {
    WindowLinkRule("front window") { request in request.windows.front.map { .window($0) } }
  }

  /// A new window.
  public static var newWindow: WindowLinkRule {
    WindowLinkRule("new window") { _ in .newWindow }
  }

  /// The window `id`, when it is open.
  ///
  /// - Parameter id: The window.
  /// - Returns: The rule.
  public static func window(_ id: WindowID) -> WindowLinkRule {
    WindowLinkRule("window \(id)") { _ in .window(id) }
  }

  /// The name.
  public var description: String { name }
}

/// What a rule is asked about: the link, where it leads, and the open windows.
public struct WindowLinkRequest<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Sendable {
  /// The link.
  public let link: String
  /// Where it leads.
  public let place: LinkPlace<Tab, Route>
  /// How it opens.
  public let mode: LinkMode
  /// The open windows, each with its navigation state.
  public let windows: WindowSet<Tab, Route>
}

/// A rule's answer: an open window, or a new one.
public enum WindowLinkTarget: Hashable, Sendable {
  /// This window, if it is open.
  case window(WindowID)
  /// A new window.
  case newWindow
}

/// Where a link is routed: the window, whether it is a new one, and the
/// rule that chose it. Window guards see it; the log keeps it.
public struct WindowLinkAnswer: Hashable, Sendable, CustomStringConvertible {
  /// The link.
  public let link: String
  /// The window it opens in.
  public let window: WindowID
  /// Whether that window is opened for it.
  public let created: Bool
  /// The name of the rule that chose the window.
  public let rule: String

  /// An answer; policies make these.
  ///
  /// - Parameters:
  ///   - link: The link.
  ///   - window: The window it opens in.
  ///   - created: Whether that window is opened for it.
  ///   - rule: The name of the rule that chose it.
  public init(link: String, window: WindowID, created: Bool, rule: String) {
    (self.link, self.window, self.created, self.rule) = (link, window, created, rule)
  }

  /// `wayfinder://numbers/32 → new window window-2 (new window)`.
  public var description: String {
    "\(link) → \(created ? "new window " : "window ")\(window) (\(rule))"
  }
}
