import Foundation

/// Which open scene an external event (a URL) goes to
/// (``LifecycleRule/externalEventsGoToAnOpenSceneFirst``,
/// ``LifecycleRule/externalEventMatching``, ``LifecycleRule/singleSceneDevicesOpenNoWindow``).
public enum ExternalEvents {
  /// Whether `strings` (a `preferring` or `allowing` set) match `event`:
  /// `"*"` matches anything, empty sets and strings never, and the
  /// comparison ignores case and diacritics.
  ///
  /// - Parameters:
  ///   - strings: The scene's strings.
  ///   - event: The URL's absolute string.
  /// - Returns: Whether they match.
  public static func matches(_ strings: Set<String>, _ event: String) -> Bool {
    strings.contains { string in
      !string.isEmpty
        && (string == "*"
          || string.compare(event, options: [.caseInsensitive, .diacriticInsensitive]) == .orderedSame)
    }
  }

  /// The scene `event` goes to, among `scenes` (front first, each with the
  /// union of its views' sets): the first that prefers it, else the first
  /// that allows it; `nil` for a new scene. A device of one scene sends
  /// every event to it.
  ///
  /// - Parameters:
  ///   - event: The URL's absolute string.
  ///   - scenes: The open scenes' sets, front first.
  ///   - multipleScenes: Whether the device shows several scenes.
  /// - Returns: The index of the scene, or `nil` for a new one.
  public static func scene(
    for event: String, among scenes: [(preferring: Set<String>, allowing: Set<String>)], multipleScenes: Bool
  ) -> Int? {
    guard multipleScenes else { return scenes.isEmpty ? nil : 0 }
    return scenes.firstIndex { matches($0.preferring, event) } ?? scenes.firstIndex { matches($0.allowing, event) }
  }
}
