/// The ordered steps of one navigation flow, oldest first. The root screen is
/// not in it: an empty back stack shows the root.
///
/// A step is pushed, or presented as a sheet or a cover. A modal step starts a
/// nested stack: the pushes after it belong to that modal, and dismissing it
/// removes them with it.
///
/// A back stack is a value an app reads, and makes to set a whole stack; it
/// changes it through intents (``NavigationIntent/Operation-swift.enum``),
/// with a ``Navigator`` or ``NavigationState/apply(_:)``, which check each
/// change: one that cannot be met throws a ``NavigationError`` and leaves
/// the state exactly as it was.
///
/// A back stack is a random-access collection of its steps, oldest first:
/// `count` is the depth, `last` the top step, `stack[i]` the step at index
/// `i` (the screen at depth `i + 1`), and `stack[i...]` a slice.
///
/// ```swift
/// let stack = BackStack<Int>(pushing: [32, 64])
/// stack.count          // 2: the depth
/// stack.routes         // [32, 64]
/// stack.last?.route    // 64, the top screen
/// ```
public struct BackStack<Route: Hashable & Sendable>: Sendable {
  @usableFromInline var storage: [Step<Route>]
  /// The indices of the modal steps, ascending: kept with every change so
  /// that finding the current modal, and projecting the state, cost O(1).
  @usableFromInline var modalIndices: [Int]
  /// The requests its screens wait on, the answers given to them, and the
  /// dialog shown over its top: `nil` when there are none, so that a stack
  /// without them changes at an array's cost.
  @usableFromInline var attachedBox: AttachedBox?

  /// The steps, oldest first, as one array (shared, not copied): for hosts
  /// that walk a whole stack without the collection's generic indexing.
  @inlinable package var steps: [Step<Route>] { storage }

  /// An empty stack: the root shows.
  @inlinable
  public init() {
    storage = []
    modalIndices = []
    attachedBox = nil
  }

  /// A stack of `steps`, oldest first.
  ///
  /// - Parameter steps: The steps, oldest first.
  /// - Complexity: O(n).
  public init(_ steps: [Step<Route>]) {
    storage = steps
    modalIndices = steps.indices.filter { steps[$0].isModal }
    attachedBox = nil
  }

  /// A stack that pushes `routes` in order.
  ///
  /// - Parameter routes: The screens to push, oldest first.
  /// - Complexity: O(n).
  public init<S: Sequence<Route>>(pushing routes: S) {
    storage = routes.map { Step($0) }
    modalIndices = []
    attachedBox = nil
  }

  /// Removes every step from `index` on, keeping ``modalIndices`` in step. O(removed).
  @inlinable
  mutating func truncate(to index: Int) {
    storage.removeSubrange(index...)
    while let last = modalIndices.last, last >= index { modalIndices.removeLast() }
  }

  /// Appends `steps` (of any presentation), in order. O(steps).
  @inlinable
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

  /// How many steps at the bottom this stack and `other` have in common.
  /// O(that count).
  @inlinable
  func commonPrefixCount(with other: BackStack) -> Int {
    var common = 0
    let shorter = Swift.min(storage.count, other.storage.count)
    while common < shorter && storage[common] == other.storage[common] { common += 1 }
    return common
  }

  /// Whether this stack and `other` have the same steps. O(n).
  func hasTheSameSteps(as other: BackStack) -> Bool {
    count == other.count && commonPrefixCount(with: other) == count
  }

  /// The index of the topmost modal step, if any. O(1).
  @inlinable package var currentModalIndex: Int? { modalIndices.last }

  /// The indices of every modal step, ascending. O(1).
  package var modalStepIndices: [Int] { modalIndices }

  /// Whether `route` is on the stack: the flag of a screen pushed by setting
  /// a Boolean (see ``NavigationIntent/Operation-swift.enum/setShown(_:shown:)``) reads this.
  ///
  /// - Parameter route: The route.
  /// - Returns: Whether a step shows it.
  /// - Complexity: O(n).
  public func contains(_ route: Route) -> Bool { storage.contains { $0.route == route } }

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

  /// The step at `position` (the screen at depth `position + 1`).
  ///
  /// - Parameter position: An index in `0..<count`.
  /// - Returns: The step.
  /// - Complexity: O(1).
  @inlinable public subscript(position: Int) -> Step<Route> { storage[position] }

  /// The steps in `bounds`, sharing the stack's storage.
  ///
  /// - Parameter bounds: A range of indices within `0..<count`.
  /// - Returns: The steps, oldest first.
  /// - Complexity: O(1).
  @inlinable public subscript(bounds: Range<Int>) -> ArraySlice<Step<Route>> { storage[bounds] }

}

/// Stacks are equal when their steps are (the modal indices follow from the steps).
extension BackStack: Hashable {}

extension BackStack: Codable where Route: Codable {
  private enum CodingKeys: String, CodingKey { case steps, requests, answers, dialog }

  /// Decodes a stack saved as an array of steps, or as an object of its
  /// steps, requests, answers and dialog.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` when the steps (or the requests, answers or
  ///   dialog) do not decode.
  public init(from decoder: any Decoder) throws {
    guard let container = try? decoder.container(keyedBy: CodingKeys.self) else {
      self.init(try decoder.singleValueContainer().decode([Step<Route>].self))
      return
    }
    self.init(try container.decode([Step<Route>].self, forKey: .steps))
    var attached = StackAttachments()
    attached.requests = try container.decodeIfPresent([PendingRequest].self, forKey: .requests) ?? []
    attached.answers = try container.decodeIfPresent([DeliveredAnswer].self, forKey: .answers) ?? []
    attached.dialog = try container.decodeIfPresent(Dialog.self, forKey: .dialog)
    self.attached = attached
  }

  /// Encodes the stack as an array of steps, or, when it has requests,
  /// answers or a dialog, as an object holding them beside its steps.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: The error of a route's encoding.
  public func encode(to encoder: any Encoder) throws {
    guard let attached else {
      var container = encoder.singleValueContainer()
      try container.encode(storage)
      return
    }
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(storage, forKey: .steps)
    if !attached.requests.isEmpty { try container.encode(attached.requests, forKey: .requests) }
    if !attached.answers.isEmpty { try container.encode(attached.answers, forKey: .answers) }
    try container.encodeIfPresent(attached.dialog, forKey: .dialog)
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
