import Wayfinder

/// A screen's position in the navigation state (its stack and its depth
/// there), whatever the app's tab type: what the SwiftUI hosts put in each
/// screen's environment (`EnvironmentValues.stackPosition`), so that a screen
/// reads what was answered to it, after a relaunch too:
///
/// ```swift
/// struct Canvas: View {
///   @Environment(Navigator<Never, Paint>.self) private var navigator
///   @Environment(\.stackPosition) private var position
///   var body: some View { Text(navigator.state.answer(to: .pickShade, at: position)?.name ?? "no shade yet") }
/// }
/// ```
public struct AnyStackPosition: Hashable, Sendable, CustomStringConvertible {
  /// How deep the screen is in its stack: 0 for the stack's root, 1 for the
  /// first screen pushed or presented on it, and so on.
  public let depth: Int
  private let base: any Sendable
  private let equals: @Sendable (any Sendable) -> Bool
  private let hashes: @Sendable (inout Hasher) -> Void

  /// The position `position`, its tab type erased.
  ///
  /// - Parameter position: A screen's position.
  public init<Tab: Hashable & Sendable>(_ position: StackPosition<Tab>) {
    (base, depth) = (position, position.depth)
    equals = { ($0 as? StackPosition<Tab>) == position }
    hashes = { $0.combine(position) }
  }

  /// The position, if its tabs are `Tab`s.
  package func position<Tab: Hashable & Sendable>(as _: Tab.Type) -> StackPosition<Tab>? {
    base as? StackPosition<Tab>
  }

  /// Whether both are one position (of one tab type).
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.equals(rhs.base) }

  public func hash(into hasher: inout Hasher) { hashes(&hasher) }

  /// The position's description: `tab home, depth 2`.
  public var description: String { String(describing: base) }
}

extension NavigationState {
  /// The latest answer to `key` given to the screen at `position`, if any:
  /// what a SwiftUI screen reads, with the position the host put in its
  /// environment (`EnvironmentValues.stackPosition`), to show what it was
  /// answered, after a relaunch too. `nil` for no position (a view outside
  /// the hosts' screens).
  ///
  /// - Parameters:
  ///   - key: What was asked.
  ///   - position: The asking screen.
  /// - Returns: The answer.
  public func answer<Answer>(to key: RequestKey<Answer>, at position: AnyStackPosition?) -> Answer? {
    guard let position = position?.position(as: Tab.self) else { return nil }
    return answer(to: key, at: position)
  }
}
