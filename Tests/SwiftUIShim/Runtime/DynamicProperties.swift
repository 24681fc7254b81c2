// Where `@State`, `@Environment`, `@Namespace` and `@AppStorage` find their
// storage: each wrapper holds a small box; before a body runs, the node
// points the boxes of the view's wrappers at its own storage.
import Foundation
import SwiftUILifecycle

/// A property wrapper whose storage the node provides.
@MainActor protocol DynamicPropertyInstalling {
  func install(in node: ViewNode, as label: String)
}

// MARK: - State

/// Where a `@State` property's value lives: one per node and property
/// (``LifecycleRule/stateIsKeptPerIdentity``). A write updates the node.
@usableFromInline final class StateLocation<Value> {
  var value: Value
  weak var node: ViewNode?
  init(_ value: Value) { self.value = value }
}

/// A `State`'s box: its initial value, and where its value lives once installed.
@usableFromInline final class StateBox<Value>: @unchecked Sendable {
  let initial: Value
  var location: StateLocation<Value>?
  @usableFromInline init(_ initial: Value) { self.initial = initial }

  @usableFromInline var value: Value {
    get { location?.value ?? initial }
    set {
      guard let location else { return }
      location.value = newValue
      MainActor.assumeIsolated { location.node?.invalidate() }
    }
  }
}

extension State: DynamicPropertyInstalling {
  func install(in node: ViewNode, as label: String) {
    if let location = node.states[label] as? StateLocation<Value> {
      _box.location = location
    } else {
      let location = StateLocation(_box.initial)
      location.node = node
      node.states[label] = location
      _box.location = location
    }
  }
}

// MARK: - Environment

/// What an `@Environment` property reads.
@usableFromInline enum EnvironmentSource<Value> {
  case keyPath(KeyPath<EnvironmentValues, Value>)
  case object(ObjectIdentifier)
}

/// An `Environment`'s box: the value read when its view's body last ran.
@usableFromInline final class EnvironmentBox<Value>: @unchecked Sendable {
  let source: EnvironmentSource<Value>
  var value: Value?
  @usableFromInline init(_ source: EnvironmentSource<Value>) { self.source = source }

  @usableFromInline func read() -> Value {
    if let value { return value }
    switch source {
    case .keyPath(let keyPath): return EnvironmentValues()[keyPath: keyPath]
    case .object:
      fatalError("No Observable object of type \(Value.self) found: a view.environment(_:) for it may be missing")
    }
  }
}

extension Environment: DynamicPropertyInstalling {
  func install(in node: ViewNode, as label: String) {
    switch _box.source {
    case .keyPath(let keyPath):
      EnvironmentValues.reads = [:]
      _box.value = node.environment[keyPath: keyPath]
      for (key, value) in EnvironmentValues.reads ?? [:] { node.environmentReads.updateValue(value, forKey: key) }
      EnvironmentValues.reads = nil
    case .object(let id):
      let key = EnvironmentValues.Key(id: id)
      let object = node.environment.storage[key]
      node.environmentReads.updateValue(object, forKey: key)
      _box.value = object as? Value
    }
  }
}

// MARK: - Namespace

/// A `Namespace`'s box: the identity of its namespace, one per node and property.
@usableFromInline final class NamespaceBox: @unchecked Sendable {
  var id = 0
  @usableFromInline init() {}
}

/// A namespace made for a node.
final class NamespaceLocation {
  let id: Int
  init(_ id: Int) { self.id = id }
}

extension Namespace: DynamicPropertyInstalling {
  func install(in node: ViewNode, as label: String) {
    if let location = node.states[label] as? NamespaceLocation {
      box.id = location.id
    } else {
      let location = NamespaceLocation(node.number)
      node.states[label] = location
      box.id = location.id
    }
  }
}

// MARK: - AppStorage

/// An `AppStorage`'s box: kept in memory, per node and property (the
/// stand-in writes no user defaults).
@usableFromInline final class AppStorageBox<Value>: @unchecked Sendable {
  let initial: Value
  var location: StateLocation<Value>?
  @usableFromInline init(_ initial: Value) { self.initial = initial }

  var value: Value {
    get { location?.value ?? initial }
    set {
      location?.value = newValue
      MainActor.assumeIsolated { location?.node?.invalidate() }
    }
  }
}

extension AppStorage: DynamicPropertyInstalling {
  func install(in node: ViewNode, as label: String) {
    if let location = node.states[label] as? StateLocation<Value> {
      box.location = location
    } else {
      let location = StateLocation(box.initial)
      location.node = node
      node.states[label] = location
      box.location = location
    }
  }
}
