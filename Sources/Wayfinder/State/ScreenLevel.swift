/// A level of the screens shown, counted across the whole screen: 0 is the
/// root screen of the selected tab (or of the one stack), then one level
/// per step of its stack, then one per step of the modal over all tabs,
/// when one is presented.
///
/// A screen level is not a place in one stack: ``NavigationState/position(of:)``
/// turns it into a ``StackPosition``, the one rule for where a level is.
/// The two are different types, so that one cannot be passed where the
/// other is meant.
public struct ScreenLevel: Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral, CustomStringConvertible {
  /// The level's number: 0 for the root screen.
  public var number: Int

  /// The level `number`.
  ///
  /// - Parameter number: 0 for the root screen, k for the screen of the k-th step shown.
  public init(_ number: Int) { self.number = number }

  /// The level of an integer literal.
  ///
  /// - Parameter number: The level's number.
  public init(integerLiteral number: Int) { self.number = number }

  /// The root screen.
  public static let root = ScreenLevel(0)

  /// The level `offset` above (or below) this one.
  ///
  /// - Parameter offset: How many levels to move up (negative: down).
  /// - Returns: The level.
  package func advanced(by offset: Int) -> ScreenLevel { ScreenLevel(number + offset) }

  /// Orders levels by number: the root first.
  ///
  /// - Parameters:
  ///   - lhs: A level.
  ///   - rhs: Another.
  /// - Returns: Whether `lhs` is below `rhs`.
  public static func < (lhs: ScreenLevel, rhs: ScreenLevel) -> Bool { lhs.number < rhs.number }

  /// `level 3`.
  public var description: String { "level \(number)" }
}

/// Where a screen is within one stack: the stack's location, and the depth
/// of the screen in it, 0 for the stack's root screen and k for the screen
/// of its k-th step (the step at index k − 1).
///
/// Intents made from a position act on its stack, so a level of the screen
/// becomes an intent in one place (``NavigationState/position(of:)``).
public struct StackPosition<Tab: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible {
  /// The stack.
  public var location: StackLocation<Tab>
  /// The depth of the screen in that stack: 0 for its root screen.
  public var depth: Int

  /// The screen at `depth` of the stack at `location`.
  ///
  /// - Parameters:
  ///   - location: The stack.
  ///   - depth: 0 for the stack's root screen, k for the screen of its k-th step.
  public init(_ location: StackLocation<Tab>, depth: Int) {
    (self.location, self.depth) = (location, depth)
  }

  /// `operation`, on this position's stack.
  ///
  /// - Parameter operation: The change.
  /// - Returns: The intent.
  package func intent<Route>(_ operation: NavigationIntent<Tab, Route>.Operation) -> NavigationIntent<Tab, Route> {
    NavigationIntent(operation, in: .location(location))
  }

  /// The intent that removes this screen and those above it in its stack,
  /// keeping the steps below it.
  ///
  /// - Returns: The intent.
  package func removingThisScreen<Route>() -> NavigationIntent<Tab, Route> {
    intent(depth <= 1 ? .popToRoot : .popTo(depth: depth - 1))
  }

  /// The intent that selects `route` on this screen: every step above it is
  /// replaced by a push of `route` (a split column's selection, or a push
  /// from this screen of a stack).
  ///
  /// - Parameter route: The route selected.
  /// - Returns: The intent.
  package func selecting<Route>(_ route: Route) -> NavigationIntent<Tab, Route> {
    intent(.select(route, atDepth: depth))
  }

  /// `tab home, depth 3`.
  public var description: String { "\(location), depth \(depth)" }
}
