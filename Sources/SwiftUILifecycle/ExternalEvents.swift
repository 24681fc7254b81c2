import Foundation

/// Which open scene an external event (a URL) goes to
/// (``LifecycleRule/externalEventsGoToAnOpenSceneFirst``,
/// ``LifecycleRule/externalEventMatching``, ``LifecycleRule/singleSceneDevicesOpenNoWindow``).
package enum ExternalEvents {
  /// Whether `strings` (a `preferring` or `allowing` set) match `event`:
  /// one of them is contained in it, ignoring case and diacritics; `"*"`
  /// matches anything, empty sets and strings never.
  ///
  /// - Parameters:
  ///   - strings: The scene's strings.
  ///   - event: The URL's absolute string.
  /// - Returns: Whether they match.
  package static func matches(_ strings: Set<String>, _ event: String) -> Bool {
    strings.contains { string in
      !string.isEmpty
        && (string == "*"
          || event.range(of: string, options: [.caseInsensitive, .diacriticInsensitive]) != nil)
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
  package static func scene(
    for event: String, among scenes: [(preferring: Set<String>, allowing: Set<String>)], multipleScenes: Bool
  ) -> Int? {
    guard multipleScenes else { return scenes.isEmpty ? nil : 0 }
    return scenes.firstIndex { matches($0.preferring, event) } ?? scenes.firstIndex { matches($0.allowing, event) }
  }
}
