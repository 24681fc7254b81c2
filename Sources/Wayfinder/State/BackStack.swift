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
  @usableFromInline
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

  // MARK: Pushing and presenting
  //
  // Every change is an edit: the first `kept` steps stay and new steps
  // follow them (see `Edit`). Each operation's rule is written once, as the
  // edit it makes (`…Edit` below); the public methods and the reducer of
  // ``NavigationIntent``s both perform those edits, so a change costs what
  // it changes, O(removed + added), and the reducer can undo it.

  /// Pushes `route`.
  ///
  /// - Parameters:
  ///   - route: The screen to push.
  ///   - hidesBack: Whether the screen hides its Back affordance.
  /// - Complexity: O(1) amortized.
  @inlinable
  @_spi(WayfinderInternals) public mutating func push(_ route: Route, hidesBack: Bool = false) {
    storage.append(pushedStep(route, hidesBack: hidesBack))
    // A push closes the dialog over the old top (nothing else moves).
    if _slowPath(hasAttachments) { attachedBox = attachedBox?.closingDialog() }
  }

  /// Pushes each of `routes`, in order.
  ///
  /// - Parameter routes: The screens to push.
  /// - Complexity: O(routes).
  package mutating func push<S: Sequence<Route>>(contentsOf routes: S) {
    perform(pushAllEdit(routes))
  }

  /// Pushes `routes` after the first `depth` steps, below the steps above
  /// them, which stay: a push made on the screen at `depth` while steps
  /// above it are not shown yet.
  ///
  /// - Parameters:
  ///   - routes: The screens to push, in order.
  ///   - depth: The depth of the screen they are pushed on.
  /// - Throws: ``NavigationError/depthOutOfRange(depth:count:)``.
  /// - Complexity: O(routes + steps above `depth`).
  package mutating func insert(_ routes: [Route], atDepth depth: Int) throws(NavigationError) {
    perform(try insertEdit(routes, atDepth: depth))
  }

  /// Presents `route` as a modal (`.sheet` or `.cover`; `.push` pushes).
  ///
  /// - Parameters:
  ///   - route: The modal's root screen.
  ///   - presentation: How it is shown.
  /// - Complexity: O(1) amortized.
  @_spi(WayfinderInternals) public mutating func present(_ route: Route, as presentation: Presentation = .sheet) {
    perform(presentEdit(route, presentation))
  }

  /// Pushes `route` inside the topmost modal that shows `modal`, on top of
  /// what was pushed in it (under any modal presented over it), wherever the
  /// user has moved inside it meanwhile.
  ///
  /// - Parameters:
  ///   - route: The screen to push.
  ///   - hidesBack: Whether the screen hides its Back affordance.
  ///   - modal: The route of the modal to push inside.
  /// - Throws: ``NavigationError/modalNotPresented(_:)`` when no modal step
  ///   shows `modal`.
  /// - Complexity: O(n): the push is inserted before any modal presented over `modal`.
  package mutating func push(_ route: Route, hidesBack: Bool = false, inModal modal: Route)
    throws(NavigationError)
  {
    perform(try pushInModalEdit(route, hidesBack: hidesBack, inModal: modal))
  }

  /// Replaces every step after the first `depth` steps with a push of
  /// `route`: selecting `route` in the column (or stack screen) at that
  /// depth of this stack, 0 being its root screen. In a split, this replaces
  /// that column's selection and clears every column after it; in a stack
  /// at its top, it is a push.
  ///
  /// - Parameters:
  ///   - route: The route selected.
  ///   - depth: The depth of the screen that selects, in this stack.
  /// - Throws: ``NavigationError/depthOutOfRange(depth:count:)`` when
  ///   `depth` is negative or deeper than the stack.
  /// - Complexity: O(steps removed).
  package mutating func select(_ route: Route, atDepth depth: Int) throws(NavigationError) {
    perform(try selectEdit(route, atDepth: depth))
  }

  /// Shows `route` (pushes it, when it is not on the stack) or hides it (pops
  /// it and everything above it, when it is): a screen driven by a flag, as
  /// SwiftUI's `navigationDestination(isPresented:)`.
  ///
  /// - Parameters:
  ///   - route: The screen.
  ///   - shown: Whether it is shown.
  /// - Complexity: O(n).
  package mutating func setShown(_ route: Route, to shown: Bool) {
    perform(setShownEdit(route, shown))
  }

  // MARK: Popping and dismissing

  /// Removes the top `count` steps, modal or not.
  ///
  /// - Parameter count: How many steps to remove.
  /// - Throws: ``NavigationError/negativeCount(_:)`` or
  ///   ``NavigationError/notEnoughSteps(requested:available:)``.
  /// - Complexity: O(count).
  @inlinable
  @_spi(WayfinderInternals) public mutating func pop(_ count: Int = 1) throws(NavigationError) {
    let kept = try keptAfterPopping(count)
    if _fastPath(!hasAttachments) {
      if count == 1 && modalIndices.isEmpty {
        storage.removeLast()  // the common case, at an array's cost
      } else {
        truncate(to: kept)
      }
    } else {
      performOutOfLine(Edit(kept: kept, added: .none))
    }
  }

  /// Goes back as the user does: closes the dialog, when one shows (as its
  /// cancel button); otherwise pops the top step, unless it hides Back.
  ///
  /// - Throws: ``NavigationError/emptyStack`` at the root,
  ///   ``NavigationError/backHidden`` when the top step hides Back.
  /// - Complexity: O(1).
  package mutating func goBack() throws(NavigationError) {
    if dialog != nil {
      try dismissDialog()
    } else {
      perform(try goBackEdit())
    }
  }

  /// Keeps the steps up to and including the step at `index` (the screen at
  /// depth `index + 1`).
  ///
  /// - Parameter index: The index of the last step kept.
  /// - Throws: ``NavigationError/indexOutOfRange(index:count:)`` when `index`
  ///   is not in `0..<count`.
  /// - Complexity: O(steps removed).
  package mutating func pop(to index: Int) throws(NavigationError) {
    perform(try popToEdit(index))
  }

  /// Pops to the first step showing `route`.
  ///
  /// - Parameter route: The route of the step to keep on top.
  /// - Throws: ``NavigationError/noMatchingStep``.
  /// - Complexity: O(n).
  package mutating func pop(toFirst route: Route) throws(NavigationError) {
    perform(try popToFirstEdit(route))
  }

  /// Pops to the last step whose route matches `predicate`.
  ///
  /// - Parameter predicate: Whether a route is the one to keep on top.
  /// - Throws: ``NavigationError/noMatchingStep``.
  /// - Complexity: O(n).
  package mutating func pop(toLastWhere predicate: (Route) -> Bool) throws(NavigationError) {
    perform(try popToLastEdit(where: predicate))
  }

  /// Removes every step: the root shows.
  ///
  /// - Complexity: O(n).
  package mutating func popToRoot() {
    perform(Edit(kept: 0, added: .none))
  }

  /// Pops everything pushed inside the topmost modal, which stays presented;
  /// with no modal, pops to the root.
  ///
  /// - Complexity: O(steps removed).
  package mutating func popToModalRoot() {
    perform(popToModalRootEdit())
  }

  /// Dismisses the topmost modal and everything pushed in it.
  ///
  /// - Throws: ``NavigationError/noModal``.
  /// - Complexity: O(steps removed).
  package mutating func dismiss() throws(NavigationError) {
    perform(try dismissEdit())
  }

  /// Dismisses the topmost modal that shows `modal`, with everything after it.
  ///
  /// - Parameter modal: The route of the modal to dismiss.
  /// - Throws: ``NavigationError/modalNotPresented(_:)``.
  /// - Complexity: O(modals + steps removed).
  package mutating func dismiss(_ modal: Route) throws(NavigationError) {
    perform(try dismissEdit(modal))
  }

  /// Dismisses every modal, keeping the pushes made before the first one.
  ///
  /// - Throws: ``NavigationError/noModal``.
  /// - Complexity: O(steps removed).
  package mutating func dismissAll() throws(NavigationError) {
    perform(try dismissAllEdit())
  }

  /// Sets whether leaving the top screen asks the user first (see
  /// ``Step/confirmsLeaving``): an edit screen sets it once it has changes.
  ///
  /// - Parameter confirms: Whether leaving asks first.
  /// - Throws: ``NavigationError/emptyStack``.
  /// - Complexity: O(1).
  package mutating func setConfirmsLeaving(_ confirms: Bool) throws(NavigationError) {
    perform(try confirmsLeavingEdit(confirms))
  }

  /// Replaces the top screen with the screen of `route`, shown the same way
  /// (its presentation, and whether it hides Back). Replacing a screen is
  /// leaving it: its requests end and its dialog closes, and a guard that
  /// confirms leaving asks first; the new screen does not confirm leaving
  /// (``Step/confirmsLeaving`` is off) until it says so.
  ///
  /// - Parameter route: The route of the new top screen.
  /// - Throws: ``NavigationError/emptyStack``.
  /// - Complexity: O(1).
  package mutating func replaceTop(with route: Route) throws(NavigationError) {
    perform(try replaceTopEdit(route))
  }
}

// MARK: - Edits

extension BackStack {
  /// One change to a stack: its first ``kept`` steps stay, and ``added``
  /// follow them. Every operation is one edit.
  @usableFromInline
  struct Edit {
    /// How many steps at the bottom stay.
    @usableFromInline var kept: Int
    /// The steps that follow them.
    @usableFromInline var added: Added
    /// The old steps that `added` puts back, moved up: those from this
    /// index on, now this many places higher. A request or answer of such
    /// a step moves with it.
    @usableFromInline var moved: (from: Int, by: Int)?

    /// The steps an edit adds.
    @usableFromInline
    enum Added {
      case none
      case one(Step<Route>)
      case many([Step<Route>])
    }

    @usableFromInline
    init(kept: Int, added: Added, moved: (from: Int, by: Int)? = nil) {
      (self.kept, self.added, self.moved) = (kept, added, moved)
    }

    /// How many steps it adds.
    @usableFromInline var addedCount: Int {
      switch added {
      case .none: 0
      case .one: 1
      case .many(let steps): steps.count
      }
    }
  }

  /// Performs `edit`: O(steps removed + steps added), plus O(requests)
  /// when the stack has requests, answers or a dialog.
  @inlinable
  mutating func perform(_ edit: Edit) {
    let count = storage.count
    if edit.kept < count { truncate(to: edit.kept) }
    switch edit.added {
    case .none: break
    case .one(let step): append(contentsOf: CollectionOfOne(step))
    case .many(let steps): append(contentsOf: steps)
    }
    if hasAttachments && (edit.kept < count || edit.addedCount > 0) { reattach(after: edit) }
  }

  /// Whether the stack has requests, answers or a dialog: a test of the
  /// reference alone (no retain, no comparison of values).
  @inlinable var hasAttachments: Bool {
    if case .some = attachedBox { true } else { false }
  }

  /// Performs `edit`, not inlined where it is called: for the rare paths
  /// of the operations whose common path is inlined.
  @usableFromInline
  mutating func performOutOfLine(_ edit: Edit) { perform(edit) }

  /// The edit that adds `added` on top.
  @inlinable
  func edit(adding added: Edit.Added) -> Edit { Edit(kept: storage.count, added: added) }

  /// The step a push adds.
  @inlinable
  func pushedStep(_ route: Route, hidesBack: Bool) -> Step<Route> { Step(route, .push, hidesBack: hidesBack) }

  @inlinable
  func pushEdit(_ route: Route, hidesBack: Bool) -> Edit {
    edit(adding: .one(pushedStep(route, hidesBack: hidesBack)))
  }

  @inlinable
  func pushAllEdit<S: Sequence<Route>>(_ routes: S) -> Edit { edit(adding: .many(routes.map { Step($0) })) }

  @inlinable
  func presentEdit(_ route: Route, _ presentation: Presentation) -> Edit {
    edit(adding: .one(Step(route, presentation)))
  }

  @inlinable
  func pushInModalEdit(_ route: Route, hidesBack: Bool, inModal modal: Route) throws(NavigationError) -> Edit {
    guard let modalIndex = modalIndices.last(where: { storage[$0].route == modal }) else {
      throw .modalNotPresented(String(describing: modal))
    }
    let end = modalIndices.first(where: { $0 > modalIndex }) ?? storage.endIndex
    return Edit(
      kept: end, added: .many([Step(route, .push, hidesBack: hidesBack)] + storage[end...]), moved: (end, 1))
  }

  @inlinable
  func insertEdit(_ routes: [Route], atDepth depth: Int) throws(NavigationError) -> Edit {
    guard depth >= 0, depth <= storage.count else { throw .depthOutOfRange(depth: depth, count: storage.count) }
    return Edit(kept: depth, added: .many(routes.map { Step($0) } + storage[depth...]), moved: (depth, routes.count))
  }

  @inlinable
  func selectEdit(_ route: Route, atDepth depth: Int) throws(NavigationError) -> Edit {
    guard depth >= 0, depth <= storage.count else { throw .depthOutOfRange(depth: depth, count: storage.count) }
    return Edit(kept: depth, added: .one(Step(route)))
  }

  @inlinable
  func setShownEdit(_ route: Route, _ shown: Bool) -> Edit {
    let index = storage.firstIndex { $0.route == route }
    switch (shown, index) {
    case (true, nil): return edit(adding: .one(Step(route)))
    case (false, let index?): return Edit(kept: index, added: .none)
    default: return edit(adding: .none)
    }
  }

  /// How many steps stay after popping `count`.
  @inlinable
  func keptAfterPopping(_ count: Int) throws(NavigationError) -> Int {
    guard count >= 0 else { throw .negativeCount(count) }
    guard count <= storage.count else { throw .notEnoughSteps(requested: count, available: storage.count) }
    return storage.count - count
  }

  @inlinable
  func popEdit(_ count: Int) throws(NavigationError) -> Edit {
    Edit(kept: try keptAfterPopping(count), added: .none)
  }

  @inlinable
  func goBackEdit() throws(NavigationError) -> Edit {
    guard let top = storage.last else { throw .emptyStack }
    guard !top.hidesBack else { throw .backHidden }
    return Edit(kept: storage.count - 1, added: .none)
  }

  @inlinable
  func popToEdit(_ index: Int) throws(NavigationError) -> Edit {
    guard storage.indices.contains(index) else { throw .indexOutOfRange(index: index, count: storage.count) }
    return Edit(kept: index + 1, added: .none)
  }

  @inlinable
  func popToFirstEdit(_ route: Route) throws(NavigationError) -> Edit {
    guard let index = storage.firstIndex(where: { $0.route == route }) else { throw .noMatchingStep }
    return Edit(kept: index + 1, added: .none)
  }

  @inlinable
  func popToLastEdit(where predicate: (Route) -> Bool) throws(NavigationError) -> Edit {
    guard let index = storage.lastIndex(where: { predicate($0.route) }) else { throw .noMatchingStep }
    return Edit(kept: index + 1, added: .none)
  }

  @inlinable
  func popToModalRootEdit() -> Edit { Edit(kept: (currentModalIndex ?? -1) + 1, added: .none) }

  @inlinable
  func dismissEdit() throws(NavigationError) -> Edit {
    guard let index = currentModalIndex else { throw .noModal }
    return Edit(kept: index, added: .none)
  }

  @inlinable
  func dismissEdit(_ modal: Route) throws(NavigationError) -> Edit {
    guard let index = modalIndices.last(where: { storage[$0].route == modal }) else {
      throw .modalNotPresented(String(describing: modal))
    }
    return Edit(kept: index, added: .none)
  }

  @inlinable
  func dismissAllEdit() throws(NavigationError) -> Edit {
    guard let index = modalIndices.first else { throw .noModal }
    return Edit(kept: index, added: .none)
  }

  @inlinable
  func replaceTopEdit(_ route: Route) throws(NavigationError) -> Edit {
    guard let top = storage.last else { throw .emptyStack }
    // A new screen in the old one's place: the old one leaves (with its
    // requests and dialog), and the new one has no changes to lose yet.
    return Edit(kept: storage.count - 1, added: .one(Step(route, top.presentation, hidesBack: top.hidesBack)))
  }

  @inlinable
  func confirmsLeavingEdit(_ confirms: Bool) throws(NavigationError) -> Edit {
    guard var top = storage.last else { throw .emptyStack }
    guard top.confirmsLeaving != confirms else { return edit(adding: .none) }
    top.confirmsLeaving = confirms
    return Edit(kept: storage.count - 1, added: .one(top), moved: (storage.count - 1, 0))
  }

  /// The edit that makes this stack `other`: the common steps at the bottom
  /// stay. O(n).
  @inlinable
  func replacingEdit(with other: BackStack) -> Edit {
    let common = commonPrefixCount(with: other)
    return Edit(kept: common, added: common == other.storage.count ? .none : .many(Array(other.storage[common...])))
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

// MARK: - Mirroring a stack (for hosts)

extension BackStack {
  /// Keeps the first `kept` steps and puts `steps` after them: what a
  /// change that kept `kept` steps and added `steps` did to the stack it
  /// mirrors. O(steps removed + `steps`): for a host that keeps its own copy
  /// of what it shows (which shares no storage with the navigator's, so
  /// that neither copies the other's steps at each change).
  ///
  /// - Parameters:
  ///   - kept: How many steps at the bottom stay (at most `count`).
  ///   - steps: The steps that follow them.
  package mutating func replaceSteps(after kept: Int, with steps: some Collection<Step<Route>>) {
    perform(Edit(kept: Swift.min(kept, storage.count), added: .many(Array(steps))))
  }

  /// Takes the requests, answers and dialog of `other`, the stack this one
  /// mirrors. O(1).
  ///
  /// - Parameter other: The stack mirrored.
  package mutating func adoptAttachments(of other: BackStack) {
    attachedBox = other.attachedBox
  }

  /// Whether this stack's requests, answers and dialog are those of
  /// `other`: O(1) when they are the same (or both have none).
  package func hasAttachments(of other: BackStack) -> Bool {
    switch (attachedBox, other.attachedBox) {
    case (nil, nil): true
    case (let lhs?, let rhs?): lhs == rhs
    default: false
    }
  }
}

extension NavigationState {
  /// Runs `body` on the stack at `location`, in place (no copy of its
  /// steps): for a host that mirrors the state.
  ///
  /// - Throws: ``NavigationError/notTabbed``, ``NavigationError/tabbed`` or
  ///   ``NavigationError/unknownTab(_:)`` for a stack the state does not have.
  package mutating func editStack(
    at location: StackLocation<Tab>, _ body: (inout BackStack<Route>) -> Void
  ) throws(NavigationError) {
    try withStack(at: location) { stack throws(NavigationError) in body(&stack) }
  }
}
