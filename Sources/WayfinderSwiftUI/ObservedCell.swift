import Observation

/// One value a view reads, observed on its own: setting it to an equal
/// value tells no one, so a change to one layer re-evaluates the views that
/// read that layer, and no other.
@MainActor
final class ObservedCell<Value: Equatable>: Observable {
  private var storedValue: Value
  private let registrar = ObservationRegistrar()
  // Formed once: a key path of a generic class is costly to form per access.
  private let keyPath: KeyPath<ObservedCell, Value>

  init(_ value: Value) {
    storedValue = value
    keyPath = \ObservedCell.value
  }

  /// The value; reading it makes the reader observe this cell.
  var value: Value {
    registrar.access(self, keyPath: keyPath)
    return storedValue
  }

  /// The value, without observing it.
  var peek: Value { storedValue }

  /// Sets the value; observers are told only when it changed. O(1) plus the comparison.
  func set(_ value: Value) {
    guard value != storedValue else { return }
    registrar.withMutation(of: self, keyPath: keyPath) { storedValue = value }
  }

  /// Changes the value in place with `body` (no copy of it when no one else
  /// holds it), and tells observers: for a change known to change it.
  /// O(what `body` does).
  func update(_ body: (inout Value) -> Void) {
    registrar.withMutation(of: self, keyPath: keyPath) { body(&storedValue) }
  }

  /// Tells observers to read the value again, though it did not change:
  /// for a view that wrote a value the adapter did not take.
  func invalidate() {
    registrar.withMutation(of: self, keyPath: keyPath) {}
  }
}
