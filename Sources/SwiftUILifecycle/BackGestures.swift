/// What the user's Back gestures write into a `NavigationStack`'s path
/// (``LifecycleRule/backGestures``, ``LifecycleRule/hiddenBackTurnsOffTheSwipe``):
/// the path after the gesture, or `nil` where the gesture is off. UI-free:
/// the stand-in's runtime and the lifecycle player both ask here.
package enum BackGestures {
  /// Whether the Back button of a stack's top screen shows: something is
  /// pushed, and the top screen does not hide Back.
  ///
  /// - Parameters:
  ///   - pushed: How many screens are pushed on the stack's root.
  ///   - topHidesBack: Whether the top screen hides its Back button.
  /// - Returns: Whether Back shows (and so whether the swipe back is on).
  package static func backShows(pushed: Int, topHidesBack: Bool) -> Bool {
    pushed > 0 && !topHidesBack
  }

  /// The path after the user swipes back (or taps the system's Back): one
  /// shorter; `nil` where Back does not show or a presentation is in
  /// transition.
  ///
  /// - Parameters:
  ///   - path: The path the stack shows.
  ///   - backShows: Whether the stack's Back shows (``backShows(pushed:topHidesBack:)``).
  ///   - inTransition: Whether a presentation of the window animates.
  /// - Returns: The path written, or `nil`.
  package static func swipeBack<Element>(_ path: [Element], backShows: Bool, inTransition: Bool) -> [Element]? {
    guard !inTransition, backShows else { return nil }
    return Array(path.dropLast())
  }

  /// The path after the user long-presses Back and picks the screen that
  /// keeps `count` pushed screens; `nil` where Back does not show, a
  /// presentation is in transition, or the menu has no such entry.
  ///
  /// - Parameters:
  ///   - path: The path the stack shows.
  ///   - count: How many pushed screens the chosen entry keeps.
  ///   - backShows: Whether the stack's Back shows (``backShows(pushed:topHidesBack:)``).
  ///   - inTransition: Whether a presentation of the window animates.
  /// - Returns: The path written, or `nil`.
  package static func backMenu<Element>(
    _ path: [Element], keeping count: Int, backShows: Bool, inTransition: Bool
  ) -> [Element]? {
    guard !inTransition, backShows, count >= 0, count < path.count else { return nil }
    return Array(path.prefix(count))
  }
}
