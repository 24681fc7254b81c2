import Foundation

/// The subscribers to a stream of values (a navigator's events, a window
/// navigator's, a store's save outcomes): each an `AsyncStream` with a
/// bounded buffer. Its owner is its only owner (the streams hold it weakly),
/// so freeing the owner frees it, and that finishes every stream.
@usableFromInline
final class Broadcast<Event: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var continuations: [Int: AsyncStream<Event>.Continuation] = [:]
  /// Those called on each send, where it is sent (see ``listen(_:)``); they read what changed themselves.
  private var listeners: [(id: Int, call: @Sendable () -> Void)] = []
  private var nextID = 0

  /// A new stream that keeps at most `limit` undelivered values, dropping the oldest.
  func subscribe(bufferingNewest limit: Int) -> AsyncStream<Event> {
    let (stream, continuation) = AsyncStream<Event>.makeStream(bufferingPolicy: .bufferingNewest(max(1, limit)))
    let id = lock.withLock {
      nextID += 1
      continuations[nextID] = continuation
      return nextID
    }
    continuation.onTermination = { [weak self] _ in self?.remove(id) }
    return stream
  }

  private func remove(_ id: Int) {
    _ = lock.withLock { continuations.removeValue(forKey: id) }
  }

  /// Calls `listener` each time a value is sent, where it is sent (before
  /// any stream's reader sees it), until ``stopListening(_:)`` is called
  /// with what this returns.
  func listen(_ listener: @escaping @Sendable () -> Void) -> Int {
    lock.withLock {
      nextID += 1
      listeners.append((nextID, listener))
      return nextID
    }
  }

  /// Stops calling the listener `id` (see ``listen(_:)``).
  func stopListening(_ id: Int) {
    lock.withLock { listeners.removeAll { $0.id == id } }
  }

  /// Delivers `event` to every stream, after calling every listener.
  @usableFromInline
  func send(_ event: Event) {
    let (continuations, listeners) = lock.withLock { (Array(self.continuations.values), self.listeners) }
    for listener in listeners { listener.call() }
    for continuation in continuations { continuation.yield(event) }
  }

  /// Ends every stream: a `for await` over one of them finishes once it has
  /// read what is buffered.
  func finish() {
    for continuation in lock.withLock({ Array(continuations.values) }) { continuation.finish() }
  }

  deinit { finish() }
}
