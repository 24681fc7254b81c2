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

/// One navigation change asked for: its number, the intent that asked for
/// it, and its cause; for a change that waits, when its wait began and how
/// it ended (``waiting``); and for an operation a view performed that was
/// refused (``Navigator/perform(_:in:)``), why (``refusal``): nothing changed.
///
/// An event keeps what was asked and what changed, not copies of the state
/// (what changed is counted in steps kept, removed and added), so that the log and the event
/// streams cost the same at any depth. The state it led to is the
/// navigator's ``Navigator/state`` when the event is applied.
public struct NavigationEvent<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Hashable, Sendable,
  CustomStringConvertible
{
  /// The event's number: 1 for a navigator's first event, then 2, 3, …
  public let sequence: Int
  /// The intent that asked for the change, or `nil` for a change made with
  /// ``Navigator/update(cause:_:)`` (and for an event that only records
  /// that a change waits, or how its wait ended).
  public let intent: NavigationIntent<Tab, Route>?
  /// Who asked for the change.
  public let cause: NavigationCause
  /// What changed. After a guard's redirect, what the redirect changed, not
  /// what the intent alone would have.
  package let change: NavigationChange<Tab>
  /// What the event did to a change that waits, if anything: from it on,
  /// the change waits; or it ends the wait, and says how (made, declined,
  /// dropped, cancelled, timed out, refused). `nil` for most events.
  public let waiting: Waiting?
  /// Why the change was refused, for an operation a view performed
  /// (``Navigator/perform(_:in:)``) that was refused: nothing changed.
  /// `nil` for every change made (or waiting).
  public let refusal: NavigationError?

  /// An event; navigators make these.
  @usableFromInline
  init(
    sequence: Int, intent: NavigationIntent<Tab, Route>?, cause: NavigationCause, change: NavigationChange<Tab>,
    waiting: Waiting? = nil, refusal: NavigationError? = nil
  ) {
    self.sequence = sequence
    self.intent = intent
    self.cause = cause
    self.change = change
    self.waiting = waiting
    self.refusal = refusal
  }

  /// `#3 user push(…): tab home: kept 2, removed 0, added 1`, and what it
  /// did to a change that waits (`; change 1 ended: dropped`), or
  /// `#4 user goBack: refused: the stack is empty: the root is shown`.
  public var description: String {
    if let refusal {
      return "#\(sequence) \(cause) \(intent.map { String(describing: $0.operation) } ?? "update"): refused: \(refusal)"
    }
    let asked = intent.map { String(describing: $0.operation) } ?? (waiting == nil ? "update" : "waiting change")
    let wait: String =
      switch waiting {
      case nil: ""
      case .waits(let change):
        "; change \(change.id) waits for \(change.dialogLocation.map { "confirmation at \($0)" } ?? "decision")"
      case .ended(let change, let ending): "; change \(change.id) ended: \(ending)"
      }
    return "#\(sequence) \(cause) \(asked): \(change)\(wait)"
  }
}

/// The most recent events, oldest first, holding at most `capacity`: the
/// ring buffer behind ``Navigator/log``.
@usableFromInline
struct EventLog<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Sendable {
  /// The most events kept; older ones are dropped first.
  @usableFromInline let capacity: Int
  @usableFromInline var buffer: [NavigationEvent<Tab, Route>] = []
  @usableFromInline var start = 0

  /// A log keeping at most `capacity` events (at least 1).
  init(capacity: Int) {
    self.capacity = max(1, capacity)
  }

  /// Records `event`, dropping the oldest when full. O(1).
  @inlinable
  mutating func record(_ event: NavigationEvent<Tab, Route>) {
    if buffer.count < capacity {
      buffer.append(event)
    } else {
      buffer[start] = event
      start = (start + 1) % capacity
    }
  }

  /// The kept events, oldest first. O(capacity).
  var events: [NavigationEvent<Tab, Route>] {
    Array(buffer[start...] + buffer[..<start])
  }

  /// The newest event, if any.
  var last: NavigationEvent<Tab, Route>? {
    buffer.isEmpty ? nil : buffer[(start + buffer.count - 1) % buffer.count]
  }

  /// The changes made after the first `followed` of `made` (refusals,
  /// which change nothing, left out), oldest first: empty when none came
  /// after them, `nil` when some of them are no longer kept. O(events
  /// returned, and the refusals among them): for a host that follows the
  /// state change by change.
  ///
  /// - Parameters:
  ///   - followed: How many changes the host has followed (a
  ///     `changeCount` it read).
  ///   - made: How many changes the navigator has made.
  /// - Returns: The changes, or `nil`.
  package func changes(after followed: Int, of made: Int) -> [NavigationChange<Tab>]? {
    guard followed < made else { return [] }
    let wanted = made - followed
    var changes: [NavigationChange<Tab>] = []
    changes.reserveCapacity(wanted)
    var offset = buffer.count
    while changes.count < wanted {
      guard offset > 0 else { return nil }
      offset -= 1
      let event = buffer[(start + offset) % buffer.count]
      if event.refusal == nil { changes.append(event.change) }
    }
    return changes.reversed()
  }
}
