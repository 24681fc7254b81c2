/// What one window change did: which window opened or closed, which came to
/// the front, which changed size class, and which window's navigation a
/// link changed.
public struct WindowChange: Hashable, Sendable, CustomStringConvertible {
  /// The window opened (or reopened).
  public var opened: WindowID?
  /// The window closed.
  public var closed: WindowID?
  /// The window in front before the change.
  public var frontBefore: WindowID?
  /// The window in front after it.
  public var frontAfter: WindowID?
  /// The window whose size class changed.
  public var resized: WindowID?
  /// The window whose navigation a link changed.
  public var navigated: WindowID?

  /// A change; ``WindowSet/apply(_:)`` makes these.
  ///
  /// - Parameters:
  ///   - opened: The window opened.
  ///   - closed: The window closed.
  ///   - frontBefore: The window in front before.
  ///   - frontAfter: The window in front after.
  ///   - resized: The window whose size class changed.
  ///   - navigated: The window whose navigation a link changed.
  public init(
    opened: WindowID? = nil, closed: WindowID? = nil, frontBefore: WindowID? = nil, frontAfter: WindowID? = nil,
    resized: WindowID? = nil, navigated: WindowID? = nil
  ) {
    (self.opened, self.closed, self.frontBefore, self.frontAfter) = (opened, closed, frontBefore, frontAfter)
    (self.resized, self.navigated) = (resized, navigated)
  }

  /// Whether nothing changed.
  public var isEmpty: Bool {
    opened == nil && closed == nil && frontBefore == frontAfter && resized == nil && navigated == nil
  }

  /// `opened inbox; front main → inbox`.
  public var description: String {
    var parts: [String] = []
    if let opened { parts.append("opened \(opened)") }
    if let closed { parts.append("closed \(closed)") }
    if frontBefore != frontAfter {
      parts.append("front \(frontBefore?.name ?? "none") → \(frontAfter?.name ?? "none")")
    }
    if let resized { parts.append("resized \(resized)") }
    if let navigated { parts.append("navigated \(navigated)") }
    return parts.isEmpty ? "no change" : parts.joined(separator: "; ")
  }
}

/// What a window intent does, without the state it may carry: what a
/// ``WindowEvent`` keeps of its intent.
public enum WindowOperation: String, Hashable, Sendable, Codable {
  /// ``WindowIntent/open(_:_:sizeClass:)``.
  case open
  /// ``WindowIntent/close(_:)``.
  case close
  /// ``WindowIntent/focus(_:)``.
  case focus
  /// ``WindowIntent/reopen(_:)``.
  case reopen
  /// ``WindowIntent/setSizeClass(_:of:)``.
  case setSizeClass
}

extension WindowIntent {
  /// What the intent does, without the state it may carry.
  public var operation: WindowOperation {
    switch self {
    case .open: .open
    case .close: .close
    case .focus: .focus
    case .reopen: .reopen
    case .setSizeClass: .setSizeClass
    }
  }
}

/// One applied window change: its number, what was asked, its cause, the
/// link it routed (if any), and what it changed. It keeps no navigation
/// state, so the log costs the same whatever the windows hold.
public struct WindowEvent: Hashable, Sendable, CustomStringConvertible {
  /// The event's number: 1 for the first change a window navigator applies, then 2, 3, …
  public let sequence: Int
  /// What was asked.
  public let operation: WindowOperation
  /// The window it was about.
  public let window: WindowID
  /// Who asked for it.
  public let cause: NavigationCause
  /// The link that was routed, and where, when the change opened a link.
  public let link: WindowLinkAnswer?
  /// What changed.
  public let change: WindowChange

  /// An event; window navigators make these.
  ///
  /// - Parameters:
  ///   - sequence: The event's number.
  ///   - operation: What was asked.
  ///   - window: The window it was about.
  ///   - cause: Who asked.
  ///   - link: The link routed, if any.
  ///   - change: What changed.
  public init(
    sequence: Int, operation: WindowOperation, window: WindowID, cause: NavigationCause, link: WindowLinkAnswer?,
    change: WindowChange
  ) {
    (self.sequence, self.operation, self.window, self.cause, self.link, self.change) = (
      sequence, operation, window, cause, link, change
    )
  }

  /// `#2 deepLink focus inbox (link myapp://inbox, by the rule window showing the place): front main → inbox`.
  public var description: String {
    let routed = link.map { " (link \($0.link), by the rule \($0.rule))" } ?? ""
    return "#\(sequence) \(cause) \(operation) \(window)\(routed): \(change)"
  }
}
