/// The whole app's navigation as one value: a single back stack, or tabs of
/// back stacks with an optional modal over all of them.
///
/// Everything a screen shows is computed from this value (see ``NavigationProjection``), and
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

  /// The location of the shown stack: the one stack; with tabs, the modal
  /// over all tabs when one is presented, else the selected tab's stack.
  /// Intents that target ``StackTarget/shown`` change it. The one rule for
  /// which stack is shown.
  @inlinable public var shownLocation: StackLocation<Tab> {
    switch self {
    case .stack: .single
    case .tabs(let tabs): tabs.modalOverTabs.isEmpty ? .tab(tabs.selected) : .modalOverTabs
    }
  }

  /// The shown stack: the stack at ``shownLocation``. O(1).
  @inlinable public var shownStack: BackStack<Route> {
    switch self {
    case .stack(let stack): stack
    case .tabs(let tabs): tabs.modalOverTabs.isEmpty ? tabs.selectedStack : tabs.modalOverTabs
    }
  }

  /// The stack at `location`, or `nil` when the state has none there (a tab
  /// it does not have, a tab or the modal over all tabs in a state without
  /// tabs, the single stack in a state with tabs). The modal over all tabs
  /// is an empty stack when none is presented. O(tabs).
  ///
  /// - Parameter location: Where the stack is.
  /// - Returns: The stack.
  @inlinable public func stack(at location: StackLocation<Tab>) -> BackStack<Route>? {
    switch (self, location) {
    case (.stack(let stack), .single): stack
    case (.tabs(let tabs), .tab(let tab)): tabs.stack(for: tab)
    case (.tabs(let tabs), .modalOverTabs): tabs.modalOverTabs
    default: nil
    }
  }

  /// Every stack of the state and where it is: the one stack; or each
  /// tab's stack, in tab order, then the modal over all tabs. O(tabs).
  package var allStacks: [(location: StackLocation<Tab>, stack: BackStack<Route>)] {
    switch self {
    case .stack(let stack):
      return [(.single, stack)]
    case .tabs(let tabs):
      return zip(tabs.order, tabs.stacks).map { (.tab($0), $1) } + [(.modalOverTabs, tabs.modalOverTabs)]
    }
  }

  /// The location `target` names now: ``shownLocation`` for
  /// ``StackTarget/shown``.
  ///
  /// - Parameter target: The target.
  /// - Returns: Its location.
  @inlinable package func location(of target: StackTarget<Tab>) -> StackLocation<Tab> {
    switch target {
    case .shown: shownLocation
    case .location(let location): location
    }
  }

  /// The tabs, when the state has them.
  @inlinable public var tabs: Tabs<Tab, Route>? {
    if case .tabs(let tabs) = self { tabs } else { nil }
  }

  /// The selected tab, when the state has tabs.
  @inlinable public var selectedTab: Tab? { tabs?.selected }

  // MARK: Screen levels

  /// The level of the top screen: one per step shown, in the selected tab's
  /// stack (or the one stack) and the modal over all tabs; the root screen
  /// alone is level 0. O(1).
  public var topLevel: ScreenLevel {
    switch self {
    case .stack(let stack): ScreenLevel(stack.count)
    case .tabs(let tabs): ScreenLevel(tabs.selectedStack.count + tabs.modalOverTabs.count)
    }
  }

  /// Where the screen at `level` of the shown screens is, or would be: the
  /// one rule that turns a level of the screen into a stack and a depth in
  /// it. Levels 0 through the count of the selected tab's stack (or the one
  /// stack) are that stack's depths; the levels after them are the modal
  /// over all tabs' depths 1, 2, …, when one is presented. O(1).
  ///
  /// - Parameter level: The level, 0 for the root screen.
  /// - Returns: The stack and the depth in it.
  public func position(of level: ScreenLevel) -> StackPosition<Tab> {
    switch self {
    case .stack:
      return StackPosition(.single, depth: level.number)
    case .tabs(let tabs):
      let tabDepth = tabs.selectedStack.count
      if !tabs.modalOverTabs.isEmpty && level.number > tabDepth {
        return StackPosition(.modalOverTabs, depth: level.number - tabDepth)
      }
      return StackPosition(.tab(tabs.selected), depth: level.number)
    }
  }

  /// The level at which the screen at `position` shows, or `nil` when it is
  /// not among the shown screens (another tab's, or a depth the stack does
  /// not reach). The inverse of ``position(of:)``. O(1).
  ///
  /// - Parameter position: A stack and a depth in it.
  /// - Returns: Its level.
  public func level(of position: StackPosition<Tab>) -> ScreenLevel? {
    guard let stack = stack(at: position.location), (0...stack.count).contains(position.depth) else { return nil }
    switch (self, position.location) {
    case (.stack, _): return ScreenLevel(position.depth)
    case (.tabs(let tabs), .tab(let tab)) where tab == tabs.selected:
      return ScreenLevel(position.depth)
    case (.tabs(let tabs), .modalOverTabs) where position.depth > 0:
      return ScreenLevel(tabs.selectedStack.count + position.depth)
    default: return nil
    }
  }

  /// The step shown at `level` (1 and up), if the shown screens reach that
  /// level. O(1).
  ///
  /// - Parameter level: The level.
  /// - Returns: The step, or `nil` for the root and beyond the top.
  package func step(at level: ScreenLevel) -> Step<Route>? {
    let position = position(of: level)
    guard let stack = stack(at: position.location), position.depth >= 1, position.depth <= stack.count else {
      return nil
    }
    return stack[position.depth - 1]
  }
}

extension NavigationState where Tab == Never {
  /// A state of one stack, for an app without tabs.
  ///
  /// - Parameter stack: The stack.
  public init(_ stack: BackStack<Route> = BackStack()) {
    self = .stack(stack)
  }
}

extension NavigationState: Codable where Tab: Codable, Route: Codable {
  private enum CodingKeys: String, CodingKey { case stack, tabs }

  /// Decodes `{"stack": […]}` or `{"tabs": …}`; an object with both is refused.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError.dataCorrupted` for an object with both keys
  ///   or neither, or the error of the stack or tabs that do not decode.
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
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: The error of a route's or tab's encoding.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .stack(let stack): try container.encode(stack, forKey: .stack)
    case .tabs(let tabs): try container.encode(tabs, forKey: .tabs)
    }
  }
}
