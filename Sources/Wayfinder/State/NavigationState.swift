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

  /// Where the screen at `level` of the shown screens is, or would be.
  ///
  /// Level 0 is the root; levels 1 through the count of the selected tab's
  /// stack (or the single stack) are its steps, and the levels after them
  /// the steps of the modal over all tabs, when one is presented. Hosts turn
  /// a level they show into the stack an intent changes with this, and only
  /// this.
  public func place(ofLevel level: Int) -> LevelPlace<Tab> {
    switch self {
    case .stack:
      return LevelPlace(tab: nil, isOverTabs: false, index: level - 1)
    case .tabs(let tabs):
      let (isOverTabs, index) = Self.level(level, tabDepth: tabs.selectedStack.count, overTabs: tabs.modalOverTabs)
      return LevelPlace(tab: isOverTabs ? nil : tabs.selected, isOverTabs: isOverTabs, index: index)
    }
  }

  /// The step shown at `level` (1 and up; see ``place(ofLevel:)``), if the
  /// shown screens reach that level.
  public func step(atLevel level: Int) -> Step<Route>? {
    switch self {
    case .stack(let stack):
      return stack.indices.contains(level - 1) ? stack[level - 1] : nil
    case .tabs(let tabs):
      let selected = tabs.selectedStack
      let (isOverTabs, index) = Self.level(level, tabDepth: selected.count, overTabs: tabs.modalOverTabs)
      let stack = isOverTabs ? tabs.modalOverTabs : selected
      return stack.indices.contains(index) ? stack[index] : nil
    }
  }

  /// The rule behind ``place(ofLevel:)``: the levels after the selected
  /// tab's `tabDepth` steps are in the modal over all tabs, when there is one.
  private static func level(
    _ level: Int, tabDepth: Int, overTabs: BackStack<Route>
  ) -> (isOverTabs: Bool, index: Int) {
    !overTabs.isEmpty && level > tabDepth ? (true, level - 1 - tabDepth) : (false, level - 1)
  }
}

/// The stack that holds a level of the shown screens, and the step's index
/// in it: see ``NavigationState/place(ofLevel:)``.
public struct LevelPlace<Tab: Hashable & Sendable>: Hashable, Sendable {
  /// The tab whose stack holds the level; `nil` for the single stack and
  /// for the modal over all tabs (the shown stack, which intents naming no
  /// tab change).
  public let tab: Tab?
  /// Whether the level is in the modal over all tabs.
  public let isOverTabs: Bool
  /// The step's index in that stack (-1 for the root of a tab's stack).
  public let index: Int

  /// The level at `index` of the stack of `tab`, or of the modal over all tabs.
  public init(tab: Tab?, isOverTabs: Bool, index: Int) {
    (self.tab, self.isOverTabs, self.index) = (tab, isOverTabs, index)
  }

  /// `operation` on the stack that holds the level.
  public func intent<Route>(_ operation: NavigationIntent<Tab, Route>.Operation) -> NavigationIntent<Tab, Route> {
    NavigationIntent(operation, in: tab)
  }

  /// The intent that keeps the steps of this stack before the level, and
  /// removes the level and those above it.
  public func removingFromThisLevel<Route>() -> NavigationIntent<Tab, Route> {
    intent(index <= 0 ? .popToRoot : .popTo(index: index - 1))
  }
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
