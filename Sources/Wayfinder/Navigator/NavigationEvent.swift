/// Who or what asked for a navigation change.
public enum NavigationCause: String, Hashable, Sendable, Codable, CaseIterable {
  /// The user, through the screen (a tap, a key, Back).
  case user
  /// The app's code (after async work, from a notification, a timer).
  case programmatic
  /// A deep link.
  case deepLink
  /// Restoring saved state at launch.
  case restoration
}

/// A change that has been asked for but not applied yet: what a guard
/// decides about.
public struct NavigationProposal<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Hashable, Sendable {
  /// The state now.
  public let before: NavigationState<Tab, Route>
  /// The state the change would lead to (after any earlier guard's redirect).
  public internal(set) var after: NavigationState<Tab, Route>
  /// The intent asked for, or `nil` for a change made with ``Navigator/update(cause:_:)``.
  public let intent: NavigationIntent<Tab, Route>?
  /// Who asked for the change.
  public let cause: NavigationCause
}

/// One applied navigation change: the state before and after, the intent
/// that asked for it, and its cause.
public struct NavigationEvent<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Hashable, Sendable {
  /// The event's number: 1 for the first change a navigator applies, then 2, 3, …
  public let sequence: Int
  /// The state before the change.
  public let before: NavigationState<Tab, Route>
  /// The state after the change.
  public let after: NavigationState<Tab, Route>
  /// The intent that asked for the change, or `nil` for a change made with
  /// ``Navigator/update(cause:_:)``. After a guard's redirect, ``after`` is
  /// where the redirect led, not what the intent alone would give.
  public let intent: NavigationIntent<Tab, Route>?
  /// Who asked for the change.
  public let cause: NavigationCause

  /// An event; navigators make these.
  init(
    sequence: Int, before: NavigationState<Tab, Route>, after: NavigationState<Tab, Route>,
    intent: NavigationIntent<Tab, Route>? = nil, cause: NavigationCause
  ) {
    self.sequence = sequence
    self.before = before
    self.after = after
    self.intent = intent
    self.cause = cause
  }

}

/// The most recent events, oldest first, holding at most `capacity`.
public struct EventLog<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Sendable {
  /// The most events kept; older ones are dropped first.
  let capacity: Int
  private var buffer: [NavigationEvent<Tab, Route>] = []
  private var start = 0

  /// A log keeping at most `capacity` events (at least 1).
  init(capacity: Int) {
    self.capacity = max(1, capacity)
  }

  /// Records `event`, dropping the oldest when full. O(1).
  mutating func record(_ event: NavigationEvent<Tab, Route>) {
    if buffer.count < capacity {
      buffer.append(event)
    } else {
      buffer[start] = event
      start = (start + 1) % capacity
    }
  }

  /// The kept events, oldest first. O(capacity).
  public var events: [NavigationEvent<Tab, Route>] {
    Array(buffer[start...] + buffer[..<start])
  }

  /// The newest event, if any.
  public var last: NavigationEvent<Tab, Route>? {
    buffer.isEmpty ? nil : buffer[(start + buffer.count - 1) % buffer.count]
  }
}
