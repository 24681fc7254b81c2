// The stand-in's view graph: one node per view identity, evaluated into a
// tree, invalidated only by what SwiftUI tracks. Each rule it enforces is
// named by its rule of SwiftUILifecycle's LifecycleRule.
import Foundation
import Observation
import SwiftUILifecycle

/// A child a view evaluates to: its place among its siblings (with its
/// type, ``LifecycleRule/identityIsStructural``) and its value.
struct Child {
  var key: AnyHashable
  var view: any View
}

/// A view the runtime evaluates itself: it has no `body` of interest, but
/// children and a meaning (``Effect``).
@MainActor protocol PrimitiveView {
  /// The children, setting `node.effect`. Reads made here are observed for `node`.
  func build(_ node: ViewNode) -> [Child]
}

/// A node of the tree: a view at one identity, and what lives as long as it
/// (its `@State`, its environment, what it read).
@MainActor final class ViewNode {
  let key: AnyHashable
  let type: ObjectIdentifier
  private(set) weak var parent: ViewNode?
  unowned let window: RuntimeWindow
  var view: any View
  var environment: EnvironmentValues
  var effect: Effect = .none
  var children: [ViewNode] = []
  /// Whether it must be evaluated again.
  var isDirty = true
  /// Whether it was on screen in the last frame.
  var isOnScreen = false
  /// Whether it has been on screen (`onChange(of:initial:)` runs initially once).
  var hasAppeared = false
  /// `@State` storage by property name (``LifecycleRule/stateIsKeptPerIdentity``).
  var states: [String: AnyObject] = [:]
  /// The environment keys its `@Environment` properties read, with the values read.
  var environmentReads: [EnvironmentValues.Key: Any?] = [:]
  /// For `onChange(of:)`: the last value seen.
  var lastChangeValue: Any?
  /// For a `UIViewControllerRepresentable`: its controller.
  var controller: UIViewController?
  let number: Int

  init(key: AnyHashable, view: any View, parent: ViewNode?, window: RuntimeWindow, environment: EnvironmentValues) {
    (self.key, self.view, self.parent, self.window) = (key, view, parent, window)
    self.environment = environment
    type = ObjectIdentifier(Swift.type(of: view))
    number = ViewNode.nextNumber()
  }

  /// A number no other node of the process has (presenters are known by it).
  private static var numbers = 0
  static func nextNumber() -> Int {
    numbers += 1
    return numbers
  }

  /// Marks it to be evaluated again in the next update.
  func invalidate() {
    guard !isDirty else { return }
    isDirty = true
    window.device?.needsUpdate = true
  }

  /// The nearest ancestor (or itself) whose effect `matches`.
  func nearest(_ matches: (Effect) -> Bool) -> ViewNode? {
    var node: ViewNode? = self
    while let current = node {
      if matches(current.effect) { return current }
      node = current.parent
    }
    return nil
  }

  /// Its ancestors, nearest first.
  var ancestors: [ViewNode] {
    var result: [ViewNode] = []
    var node = parent
    while let current = node {
      result.append(current)
      node = current.parent
    }
    return result
  }

  /// Every node of its subtree, itself first, in the tree's order.
  var subtree: [ViewNode] { [self] + children.flatMap(\.subtree) }

  // MARK: Evaluation

  /// Evaluates the view: a primitive's children, or a composite's `body`
  /// (observed, ``LifecycleRule/bodyReadsAreObserved``), then its children.
  func evaluate() {
    isDirty = false
    madeEnvironment = nil
    let children: [Child]
    if let primitive = view as? any PrimitiveView {
      children = observed { primitive.build(self) }
    } else if let representable = view as? any UIViewControllerRepresentable {
      effect = .representable
      observed { updateController(representable) }
      children = []
    } else {
      children = [Child(key: "body", view: runBody(of: view) { body(of: view) })]
    }
    reconcile(children)
  }

  /// Runs a `body` (a view's, or a modifier's with its properties in
  /// `host`): its dynamic properties are pointed at this node's storage
  /// first, and its reads are observed; counted per type.
  func runBody(of host: Any, _ body: () -> any View) -> any View {
    installDynamicProperties(of: host)
    window.device?.countBody(of: host)
    return observed(body)
  }

  private func body<V: View>(of view: V) -> any View { view.body }

  /// Runs `work`, observing what it reads: a change invalidates this node.
  @discardableResult
  func observed<T>(_ work: () -> T) -> T {
    let weak = WeakNode(self)
    return withObservationTracking(work) {
      MainActor.assumeIsolated { weak.node?.invalidate() }
    }
  }

  private func installDynamicProperties(of host: Any) {
    for child in Mirror(reflecting: host).children {
      guard let property = child.value as? any DynamicPropertyInstalling else { continue }
      property.install(in: self, as: child.label ?? "")
    }
  }

  private func updateController<R: UIViewControllerRepresentable>(_ representable: R) {
    let context = UIViewControllerRepresentableContext<R>()
    if let controller = controller as? R.UIViewControllerType {
      representable.updateUIViewController(controller, context: context)
    } else {
      let made = representable.makeUIViewController(context: context)
      controller = made
      representable.updateUIViewController(made, context: context)
    }
  }

  /// Matches `new` children to the existing ones by key and type; new ones
  /// are made, gone ones torn down, kept ones evaluated when their inputs,
  /// their environment or their reads changed.
  func reconcile(_ new: [Child]) {
    var old: [ChildIdentity: ViewNode] = [:]
    for child in children { old[ChildIdentity(key: child.key, type: child.type)] = child }
    let environment = childEnvironment
    var result: [ViewNode] = []
    for child in new {
      let identity = ChildIdentity(key: child.key, type: ObjectIdentifier(Swift.type(of: child.view)))
      if let kept = old.removeValue(forKey: identity) {
        let sameInputs = !(child.view is any PrimitiveView) && ViewComparison.sameInputs(kept.view, child.view)
        kept.view = child.view
        kept.receive(environment)
        if !sameInputs { kept.isDirty = true }
        if kept.isDirty { kept.evaluate() }
        result.append(kept)
      } else {
        let made = ViewNode(key: child.key, view: child.view, parent: self, window: window, environment: environment)
        made.evaluate()
        result.append(made)
      }
    }
    for gone in old.values { gone.tearDown() }
    children = result
  }

  /// The environment its children get: its own, changed by its `environment` modifier.
  var childEnvironment: EnvironmentValues {
    guard case .environment(let change) = effect else { return environment }
    if let made = madeEnvironment, made.from.isIdentical(to: environment) { return made.values }
    var values = environment
    change(&values)
    madeEnvironment = (environment, values)
    return values
  }

  /// The environment made for the children, and from what: made again when
  /// the node's environment or its modifier changes.
  private var madeEnvironment: (from: EnvironmentValues, values: EnvironmentValues)?

  /// Takes `values` as its environment: when a value it read changed, it is
  /// evaluated again (``LifecycleRule/environmentChangesUpdateReaders``); the
  /// change reaches its subtree.
  func receive(_ values: EnvironmentValues) {
    guard !values.isIdentical(to: environment) else { return }
    environment = values
    for (key, read) in environmentReads where !ViewComparison.same(read, values.storage[key]) {
      isDirty = true
    }
    guard !isDirty else { return }
    let environment = childEnvironment
    for child in children {
      child.receive(environment)
      if child.isDirty { window.device?.needsUpdate = true }
    }
  }

  /// The node and its subtree leave the tree.
  func tearDown() {
    for child in children { child.tearDown() }
    window.nodeLeft(self)
  }
}

/// A node's identity among its siblings.
struct ChildIdentity: Hashable {
  let key: AnyHashable
  let type: ObjectIdentifier
}

/// A weak reference for Observation's `onChange` (which is `@Sendable`);
/// read only on the main actor.
final class WeakNode: @unchecked Sendable {
  weak var node: ViewNode?
  init(_ node: ViewNode) { self.node = node }
}

/// Whether a view's inputs changed (``LifecycleRule/unchangedViewsAreNotEvaluatedAgain``).
enum ViewComparison {
  /// Whether `old` and `new` have the same stored inputs: field by field,
  /// by their bytes (references by identity, closures by their context),
  /// leaving out `@State`, `@Environment` and `@Namespace`.
  static func sameInputs(_ old: any View, _ new: any View) -> Bool {
    guard Swift.type(of: old) == Swift.type(of: new) else { return false }
    let before = Mirror(reflecting: old).children.map(\.value)
    let after = Mirror(reflecting: new).children.map(\.value)
    guard before.count == after.count else { return false }
    for (left, right) in zip(before, after) where !(left is any DynamicPropertyInstalling) {
      if !same(left, right) { return false }
    }
    return true
  }

  /// Whether two values are the same: by `==` where they are `Equatable`,
  /// by identity for objects, else by the bytes of the values themselves
  /// (not of the `Any` boxes holding them, whose spare words are undefined).
  static func same(_ left: Any?, _ right: Any?) -> Bool {
    switch (left, right) {
    case (nil, nil): return true
    case (let left?, let right?):
      guard Swift.type(of: left) == Swift.type(of: right) else { return false }
      if let equatable = left as? any Equatable { return equatable.isEqual(to: right) }
      if Swift.type(of: left) is AnyClass { return (left as AnyObject) === (right as AnyObject) }
      return bytes(of: left) == bytes(of: right)
    default: return false
    }
  }

  private static func bytes(of value: Any) -> [UInt8] {
    func bytes<T>(_ value: T) -> [UInt8] { withUnsafeBytes(of: value) { Array($0) } }
    return _openExistential(value, do: bytes)
  }
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}
