/// The whole app's navigation as one value: a single back stack, or tabs of
/// back stacks with an optional modal over all of them.
///
/// Everything a screen shows is computed from this value (see ``NavigationScene``), and
/// every intent of ``Navigator`` is a change to it. It is `Hashable`,
/// `Sendable`, and `Codable` when its routes (and tabs) are.
///
/// An app with one stack and no tabs uses `Never` for `Tab`; see
/// ``NavigationState/init(_:)``.
public enum NavigationState<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Hashable, Sendable {
  /// One stack.
  case stack(BackStack<Route>)
  /// Tabs, each with its stack.
  case tabs(Tabs<Tab, Route>)

  /// The shown stack: the single stack; with tabs, the modal over all tabs
  /// when one is presented, else the selected tab's stack. Intents that name
  /// no tab change it.
  ///
  /// Changing it changes the stack in place: a push costs O(1), not a copy
  /// of the stack.
  public var shownStack: BackStack<Route> {
    get {
      switch self {
      case .stack(let stack): stack
      case .tabs(let tabs): tabs.shownStack
      }
    }
    _modify {
      // Move the payload out, so that it is uniquely referenced while it is
      // changed, then put it back.
      switch self {
      case .stack(var stack):
        self = .stack(BackStack())
        defer { self = .stack(stack) }
        yield &stack
      case .tabs(var tabs):
        self = .stack(BackStack())
        defer { self = .tabs(tabs) }
        yield &tabs.shownStack
      }
    }
  }

  /// The tabs, when the state has them.
  public var tabs: Tabs<Tab, Route>? {
    if case .tabs(let tabs) = self { tabs } else { nil }
  }

  /// The selected tab, when the state has tabs.
  public var selectedTab: Tab? { tabs?.selected }
}

extension NavigationState where Tab == Never {
  /// A state of one stack, for an app without tabs.
  public init(_ stack: BackStack<Route> = BackStack()) {
    self = .stack(stack)
  }
}

extension NavigationState: Codable where Tab: Codable, Route: Codable {
  private enum CodingKeys: String, CodingKey { case stack, tabs }

  /// Decodes `{"stack": […]}` or `{"tabs": …}`; an object with both is refused.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if container.contains(.stack) && container.contains(.tabs) {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "a navigation state has \"stack\" or \"tabs\", but this one has both"))
    }
    if let stack = try container.decodeIfPresent(BackStack<Route>.self, forKey: .stack) {
      self = .stack(stack)
    } else if let tabs = try container.decodeIfPresent(Tabs<Tab, Route>.self, forKey: .tabs) {
      self = .tabs(tabs)
    } else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "a navigation state needs \"stack\" or \"tabs\""))
    }
  }

  /// Encodes `{"stack": […]}` or `{"tabs": …}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .stack(let stack): try container.encode(stack, forKey: .stack)
    case .tabs(let tabs): try container.encode(tabs, forKey: .tabs)
    }
  }
}
