extension NavigationState {
  /// The dialog over the shown stack, if any: the one the user sees.
  public var shownDialog: Dialog? { stack(at: shownLocation)?.dialog }

  /// Whether request `id` waits for an answer in any stack. O(stacks + requests).
  ///
  /// - Parameter id: The request.
  /// - Returns: Whether it waits.
  @usableFromInline package func isWaiting(for id: RequestID) -> Bool {
    allStacks.contains { $0.stack.pendingRequests.contains { $0.id == id } }
  }

  /// The answer given to request `id`, while its asking screen is there.
  ///
  /// - Parameter id: The request.
  /// - Returns: The answer, as it is kept.
  package func deliveredAnswer(_ id: RequestID) -> DeliveredAnswer? {
    for (_, stack) in allStacks {
      if let answer = stack.answers.last(where: { $0.id == id }) { return answer }
    }
    return nil
  }

  /// The answer to `request`, if it was answered and its asking screen is
  /// still there.
  ///
  /// - Parameter request: The request.
  /// - Returns: The answer.
  public func answer<Answer>(to request: Request<Answer>) -> Answer? {
    deliveredAnswer(request.id)?.value.decoded(as: Answer.self)
  }

  /// The latest answer to `key` given to the screen at `position`, if any:
  /// what a screen reads to show what it was answered, after a relaunch too.
  ///
  /// - Parameters:
  ///   - key: What was asked.
  ///   - position: The asking screen.
  /// - Returns: The answer.
  public func answer<Answer>(to key: RequestKey<Answer>, at position: StackPosition<Tab>) -> Answer? {
    stack(at: position.location)?.answer(to: key, atDepth: position.depth)
  }
}
