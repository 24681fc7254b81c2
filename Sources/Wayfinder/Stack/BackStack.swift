/// The ordered steps of one navigation flow, oldest first. The root screen is
/// not in it: an empty back stack shows the root.
///
/// A step is pushed, or presented as a sheet or a cover. A modal step starts a
/// nested stack: the pushes after it belong to that modal, and dismissing it
/// removes them with it.
///
/// Every operation is total: a request that cannot be met (popping past the
/// root, dismissing with no modal, an index out of range) throws a
/// ``NavigationError`` and leaves the stack exactly as it was.
///
/// A back stack is a random-access collection of its steps, oldest first:
/// `count` is the depth, `last` the top step, `stack[i]` the step at index
/// `i` (the screen at level `i + 1`), and `stack[i...]` a slice.
///
/// ```swift
/// var stack = BackStack<Int>()
/// stack.push(32)
/// stack.push(64)
/// try stack.pop()       // [32]
/// try stack.pop(5)      // throws .notEnoughSteps(requested: 5, available: 1)
/// ```
public struct BackStack<Route: Hashable & Sendable>: Sendable {
  @usableFromInline var storage: [Step<Route>]
  /// The indices of the modal steps, ascending: kept with every change so
  /// that finding the current modal, and projecting a scene, cost O(1).
  @usableFromInline var modalIndices: [Int]

  /// An empty stack: the root shows.
  @inlinable
  public init() {
    storage = []
    modalIndices = []
  }

  /// A stack of `steps`, oldest first.
  ///
  /// - Complexity: O(n).
  public init(_ steps: [Step<Route>]) {
    storage = steps
    modalIndices = steps.indices.filter { steps[$0].isModal }
  }

  /// A stack that pushes `routes` in order.
  ///
  /// - Complexity: O(n).
  public init<S: Sequence<Route>>(pushing routes: S) {
    storage = routes.map { Step($0) }
    modalIndices = []
  }

  /// Removes every step from `index` on, keeping ``modalIndices`` in step. O(removed).
  @usableFromInline
  mutating func truncate(to index: Int) {
    storage.removeSubrange(index...)
    while let last = modalIndices.last, last >= index { modalIndices.removeLast() }
  }

  /// Appends `steps` (of any presentation), in order. O(steps).
  mutating func append<S: Sequence<Step<Route>>>(contentsOf steps: S) {
    for step in steps {
      if step.isModal { modalIndices.append(storage.count) }
      storage.append(step)
    }
  }

  // MARK: Queries

  /// The routes of every step, oldest first: the path, readable.
  ///
  /// - Complexity: O(n).
  public var routes: [Route] {
    // A closure, not a key path: generic code forms a key path anew on each call.
    storage.map { $0.route }
  }

  /// The index of the topmost modal step, if any. O(1).
  package var currentModalIndex: Int? { modalIndices.last }

  /// The indices of every modal step, ascending. O(1).
  package var modalStepIndices: [Int] { modalIndices }

  /// Whether `route` is on the stack: the flag of a screen pushed by setting
  /// a Boolean (see ``setShown(_:to:)``) reads this.
  ///
  /// - Complexity: O(n).
  public func contains(_ route: Route) -> Bool { storage.contains { $0.route == route } }

  // MARK: Pushing and presenting

  /// Pushes `route`.
  ///
  /// - Complexity: O(1) amortized.
  @inlinable
  public mutating func push(_ route: Route, hidesBack: Bool = false) {
    storage.append(Step(route, .push, hidesBack: hidesBack))
  }

  /// Pushes each of `routes`, in order.
  ///
  /// - Complexity: O(routes).
  public mutating func push<S: Sequence<Route>>(contentsOf routes: S) {
    storage.append(contentsOf: routes.lazy.map { Step($0) })
  }

  /// Presents `route` as a modal (`.sheet` or `.cover`; `.push` pushes).
  ///
  /// - Complexity: O(1) amortized.
  public mutating func present(_ route: Route, as presentation: Presentation = .sheet) {
    append(contentsOf: CollectionOfOne(Step(route, presentation)))
  }

  /// Pushes `route` inside the topmost modal that shows `modal`, on top of
  /// what was pushed in it (under any modal presented over it), wherever the
  /// user has moved inside it meanwhile.
  ///
  /// - Throws: ``NavigationError/modalNotPresented(_:)`` when no modal step
  ///   shows `modal`.
  ///
  /// - Complexity: O(n): the push is inserted before any modal presented over `modal`.
  public mutating func push(_ route: Route, hidesBack: Bool = false, inModal modal: Route)
    throws(NavigationError)
  {
    guard let modalIndex = modalIndices.last(where: { storage[$0].route == modal }) else {
      throw .modalNotPresented(String(describing: modal))
    }
    let end = modalIndices.first(where: { $0 > modalIndex }) ?? storage.endIndex
    storage.insert(Step(route, .push, hidesBack: hidesBack), at: end)
    for position in modalIndices.indices where modalIndices[position] >= end { modalIndices[position] += 1 }
  }

  /// Replaces every step after the first `level` steps with a push of
  /// `route`: selecting `route` in the column (or stack screen) at `level`.
  /// Level 0 is the root screen. In a split, this replaces that column's
  /// selection and clears every column after it; in a stack at its top, it
  /// is a push.
  ///
  /// - Throws: ``NavigationError/levelOutOfRange(level:depth:)`` when
  ///   `level` is negative or deeper than the stack.
  ///
  /// - Complexity: O(steps removed).
  public mutating func select(_ route: Route, atLevel level: Int) throws(NavigationError) {
    guard level >= 0, level <= storage.count else { throw .levelOutOfRange(level: level, depth: storage.count) }
    truncate(to: level)
    storage.append(Step(route))
  }

  /// Shows `route` (pushes it, when it is not on the stack) or hides it (pops
  /// it and everything above it, when it is): a screen driven by a flag, as
  /// SwiftUI's `navigationDestination(isPresented:)`.
  ///
  /// - Complexity: O(n).
  public mutating func setShown(_ route: Route, to shown: Bool) {
    if shown {
      if !contains(route) { push(route) }
    } else if let index = storage.firstIndex(where: { $0.route == route }) {
      truncate(to: index)
    }
  }

  // MARK: Popping and dismissing

  /// Removes the top `count` steps, modal or not.
  ///
  /// - Throws: ``NavigationError/negativeCount(_:)`` or
  ///   ``NavigationError/notEnoughSteps(requested:available:)``.
  ///
  /// - Complexity: O(count).
  @inlinable
  public mutating func pop(_ count: Int = 1) throws(NavigationError) {
    guard count >= 0 else { throw .negativeCount(count) }
    guard count <= storage.count else { throw .notEnoughSteps(requested: count, available: storage.count) }
    if count == 1 && modalIndices.isEmpty {
      storage.removeLast()
    } else {
      truncate(to: storage.count - count)
    }
  }

  /// Goes back as the user does: pops the top step, unless it hides Back.
  ///
  /// - Throws: ``NavigationError/emptyStack`` at the root,
  ///   ``NavigationError/backHidden`` when the top step hides Back.
  ///
  /// - Complexity: O(1).
  public mutating func goBack() throws(NavigationError) {
    guard let top = storage.last else { throw .emptyStack }
    guard !top.hidesBack else { throw .backHidden }
    truncate(to: storage.count - 1)
  }

  /// Keeps the steps up to and including the step at `index` (the screen at
  /// level `index + 1`).
  ///
  /// - Throws: ``NavigationError/indexOutOfRange(index:count:)`` when `index`
  ///   is not in `0..<count`.
  ///
  /// - Complexity: O(steps removed).
  public mutating func pop(to index: Int) throws(NavigationError) {
    guard storage.indices.contains(index) else { throw .indexOutOfRange(index: index, count: storage.count) }
    truncate(to: index + 1)
  }

  /// Pops to the first step showing `route`.
  ///
  /// - Throws: ``NavigationError/noMatchingStep``.
  ///
  /// - Complexity: O(n).
  public mutating func pop(toFirst route: Route) throws(NavigationError) {
    guard let index = storage.firstIndex(where: { $0.route == route }) else { throw .noMatchingStep }
    truncate(to: index + 1)
  }

  /// Pops to the last step whose route matches `predicate`.
  ///
  /// - Throws: ``NavigationError/noMatchingStep``.
  ///
  /// - Complexity: O(n).
  public mutating func pop(toLastWhere predicate: (Route) -> Bool) throws(NavigationError) {
    guard let index = storage.lastIndex(where: { predicate($0.route) }) else { throw .noMatchingStep }
    truncate(to: index + 1)
  }

  /// Removes every step: the root shows.
  ///
  /// - Complexity: O(n).
  public mutating func popToRoot() {
    storage.removeAll()
    modalIndices.removeAll()
  }

  /// Pops everything pushed inside the topmost modal, which stays presented;
  /// with no modal, pops to the root.
  ///
  /// - Complexity: O(steps removed).
  public mutating func popToModalRoot() {
    truncate(to: (currentModalIndex ?? -1) + 1)
  }

  /// Dismisses the topmost modal and everything pushed in it.
  ///
  /// - Throws: ``NavigationError/noModal``.
  ///
  /// - Complexity: O(steps removed).
  public mutating func dismiss() throws(NavigationError) {
    guard let index = currentModalIndex else { throw .noModal }
    truncate(to: index)
  }

  /// Dismisses the topmost modal that shows `modal`, with everything after it.
  ///
  /// - Throws: ``NavigationError/modalNotPresented(_:)``.
  ///
  /// - Complexity: O(modals + steps removed).
  public mutating func dismiss(_ modal: Route) throws(NavigationError) {
    guard let index = modalIndices.last(where: { storage[$0].route == modal }) else {
      throw .modalNotPresented(String(describing: modal))
    }
    truncate(to: index)
  }

  /// Dismisses every modal, keeping the pushes made before the first one.
  ///
  /// - Throws: ``NavigationError/noModal``.
  ///
  /// - Complexity: O(steps removed).
  public mutating func dismissAll() throws(NavigationError) {
    guard let index = modalIndices.first else { throw .noModal }
    truncate(to: index)
  }

  /// Replaces the top step's route, keeping how it is shown.
  ///
  /// - Throws: ``NavigationError/emptyStack``.
  ///
  /// - Complexity: O(1).
  public mutating func replaceTop(with route: Route) throws(NavigationError) {
    guard !storage.isEmpty else { throw .emptyStack }
    storage[storage.count - 1].route = route
  }
}

extension BackStack: RandomAccessCollection {
  /// The position of the oldest step: 0.
  @inlinable public var startIndex: Int { 0 }
  /// One past the top step's index: the depth.
  @inlinable public var endIndex: Int { storage.count }

  /// The number of steps: the depth.
  ///
  /// - Complexity: O(1).
  @inlinable public var count: Int { storage.count }

  /// Whether the root shows.
  ///
  /// - Complexity: O(1).
  @inlinable public var isEmpty: Bool { storage.isEmpty }

  /// The step at `position` (the screen at level `position + 1`).
  ///
  /// - Complexity: O(1).
  @inlinable public subscript(position: Int) -> Step<Route> { storage[position] }

  /// The steps in `bounds`, sharing the stack's storage.
  ///
  /// - Complexity: O(1).
  @inlinable public subscript(bounds: Range<Int>) -> ArraySlice<Step<Route>> { storage[bounds] }

}

/// Stacks are equal when their steps are (the modal indices follow from the steps).
extension BackStack: Hashable {}

extension BackStack: Codable where Route: Codable {
  /// Decodes a stack saved as an array of steps.
  public init(from decoder: any Decoder) throws {
    self.init(try decoder.singleValueContainer().decode([Step<Route>].self))
  }

  /// Encodes the stack as an array of steps.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(storage)
  }
}

extension BackStack: CustomStringConvertible {
  /// The steps, oldest first: `push 32 › sheet export › push done`.
  public var description: String {
    storage.isEmpty
      ? "root"
      : storage.map { "\($0.presentation.rawValue) \($0.route)\($0.hidesBack ? " (no back)" : "")" }
        .joined(separator: " › ")
  }
}
