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
  func popToEdit(depth: Int) throws(NavigationError) -> Edit {
    guard (0...storage.count).contains(depth) else { throw .depthOutOfRange(depth: depth, count: storage.count) }
    return Edit(kept: depth, added: .none)
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
