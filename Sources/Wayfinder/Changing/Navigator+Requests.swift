extension Navigator {
  // MARK: Requests

  /// Pushes or presents `route`, whose screen answers `key` for the top
  /// screen of the stack `target` names.
  ///
  /// ```swift
  /// let request = try navigator.ask(.pickColor, presenting: .colorPicker)
  /// Task {
  ///   if let color = await navigator.outcome(of: request) { paint(color) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - key: What is asked.
  ///   - route: The answering screen.
  ///   - presentation: How it is shown.
  ///   - target: The stack of the asking screen (its top screen asks).
  ///   - cause: Who asked.
  /// - Returns: The request, to wait for its outcome or read its answer.
  /// - Throws: ``NavigationError`` as ``NavigationIntent/Operation-swift.enum/ask(_:presenting:as:id:)``, or from a guard.
  @discardableResult
  public func ask<Answer>(
    _ key: RequestKey<Answer>, presenting route: Route, as presentation: Presentation = .sheet,
    in target: StackTarget<Tab> = .shown, cause: NavigationCause = .programmatic
  ) throws(NavigationError) -> Request<Answer> {
    let id = newRequestID()
    try apply(
      NavigationIntent(.ask(key, presenting: route, as: presentation, id: id.rawValue), in: target),
      cause: cause)
    rememberAnswerType(of: id, Answer.self)
    return Request(id: id, key: key)
  }

  /// Shows `dialog` over the top screen of the stack `target` names, its
  /// buttons answering `key` for that screen (make them with
  /// ``DialogButton/init(_:role:answering:)``); a button without an answer
  /// cancels the request.
  ///
  /// - Parameters:
  ///   - key: What is asked.
  ///   - dialog: The dialog.
  ///   - target: The stack of the asking screen.
  ///   - cause: Who asked.
  /// - Returns: The request.
  /// - Throws: ``NavigationError`` as ``NavigationIntent/Operation-swift.enum/ask(_:dialog:id:)``,
  ///   ``NavigationError/answerOfAnotherType(key:expected:)`` when a button
  ///   answers a value that does not read as `Answer`, or from a guard.
  @discardableResult
  public func ask<Answer>(
    _ key: RequestKey<Answer>, dialog: Dialog, in target: StackTarget<Tab> = .shown,
    cause: NavigationCause = .programmatic
  ) throws(NavigationError) -> Request<Answer> {
    let id = newRequestID()
    for button in dialog.buttons {
      guard let answer = button.answer, answer.decoded(as: Answer.self) == nil else { continue }
      throw .answerOfAnotherType(key: key.name, expected: String(reflecting: Answer.self))
    }
    try apply(NavigationIntent(.ask(key, dialog: dialog, id: id.rawValue), in: target), cause: cause)
    rememberAnswerType(of: id, Answer.self)
    return Request(id: id, key: key)
  }

  /// Answers `key` with `value`, from the answering screen nearest the top
  /// of the stack `target` names: the asking screen gets the answer, and the
  /// answering screen leaves.
  ///
  /// - Parameters:
  ///   - value: The answer.
  ///   - key: What was asked.
  ///   - target: The stack of the answering screen.
  ///   - cause: Who answered.
  /// - Returns: What the change did (see ``NavigationOutcome``).
  /// - Throws: ``NavigationError/noPendingRequest(_:)``,
  ///   ``NavigationError/answerNotEncodable(_:)``,
  ///   ``NavigationError/answerOfAnotherType(key:expected:)`` when the
  ///   request asked for another type (another key of the same name), or
  ///   from a guard.
  @discardableResult
  public func answer<Answer>(
    _ value: Answer, to key: RequestKey<Answer>, in target: StackTarget<Tab> = .shown,
    cause: NavigationCause = .programmatic
  ) throws(NavigationError) -> NavigationOutcome {
    let answered = try requestAnswered(with: Answer.self, to: key.name, in: target)
    let outcome = try apply(
      NavigationIntent(try .answer(value, to: key), in: target), cause: cause)
    if let answered, outcome != .waiting { answerTypes[answered] = nil }
    return outcome
  }

  /// The request an answer of type `answer` to the key named `key` answers
  /// in the stack `target` names, when its asker's answer type is known.
  ///
  /// - Throws: ``NavigationError/answerOfAnotherType(key:expected:)`` when
  ///   the request asked for another type.
  func requestAnswered(
    with answer: Any.Type, to key: String, in target: StackTarget<Tab>
  ) throws(NavigationError) -> RequestID? {
    guard !answerTypes.isEmpty,
      let request = try? storedState.stack(at: storedState.location(of: target))?.answeredRequest(for: key),
      let expected = answerTypes[request.id]
    else { return nil }
    guard ObjectIdentifier(expected) == ObjectIdentifier(answer) else {
      throw .answerOfAnotherType(key: key, expected: String(reflecting: expected))
    }
    return request.id
  }

  /// A new request's identity: 128 random bits, or, for a navigator a test
  /// numbers the requests of (``numbersRequests``), the next number the
  /// state does not hold, "1", "2", …, so that the test can write the
  /// app's own asks.
  func newRequestID() -> RequestID {
    guard numbersRequests else { return .unique() }
    var id: RequestID
    repeat {
      requestsNumbered += 1
      id = RequestID(String(requestsNumbered))
    } while storedState.isWaiting(for: id) || storedState.deliveredAnswer(id) != nil
    return id
  }

  /// Remembers that request `id` asks for an `Answer`, so that an answer of
  /// another type is refused where it is given. Forgets the requests that
  /// ended when the memory grows: it stays as large as what waits.
  func rememberAnswerType<Answer>(of id: RequestID, _: Answer.Type) {
    if answerTypes.count >= 64 { answerTypes = answerTypes.filter { storedState.isWaiting(for: $0.key) } }
    answerTypes[id] = Answer.self
  }

  /// The outcome of `request`: waits until it is answered or cancelled
  /// (at once if it has ended), and reads the answer, or `nil` when the
  /// request ended without one: the answering screen left another way (Back,
  /// a swipe, a drag, dismiss all, a deep link), or the asking screen left.
  /// While its ask waits (``NavigationOutcome/waiting``) it waits too: for
  /// the answer once the ask is made, or reads `nil` when the ask's wait ends
  /// otherwise. A task that is cancelled stops waiting and reads `nil`; the
  /// request itself goes on.
  ///
  /// - Parameter request: The request.
  /// - Returns: The answer, or `nil` when the request was cancelled.
  public func outcome<Answer>(of request: Request<Answer>) async -> Answer? {
    // A request whose ask waits (a guard asks first, or decides later) is awaited too.
    let asked = storedState.isWaiting(for: request.id) || waiting?.asks == request.id
    guard asked, !Task.isCancelled else { return result(of: request) }
    let waiter = nextWaiter
    nextWaiter += 1
    let answer = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        outcomeWaiters[request.id, default: [:]][waiter] = continuation
      }
    } onCancel: {
      Task { @MainActor [weak self] in self?.stopWaiting(waiter, for: request.id) }
    }
    return answer.flatMap { $0.decoded(as: Answer.self) }
  }

  /// The answer to `request`, which has ended: `nil` when it was cancelled.
  func result<Answer>(of request: Request<Answer>) -> Answer? { storedState.answer(to: request) }

  /// Ends every task waiting for the outcome of a request, as cancelled:
  /// for a navigator let go for good (its window closed and not kept), whose
  /// requests nobody can answer any more. Each waiter is resumed once.
  package func cancelWaiters() {
    let waiting = outcomeWaiters
    outcomeWaiters = [:]
    for waiters in waiting.values {
      for waiter in waiters.values { waiter.resume(returning: nil) }
    }
  }

  /// Stops waiter `waiter` of request `id`, which reads nothing.
  func stopWaiting(_ waiter: Int, for id: RequestID) {
    guard let continuation = outcomeWaiters[id]?.removeValue(forKey: waiter) else { return }
    if outcomeWaiters[id]?.isEmpty == true { outcomeWaiters[id] = nil }
    continuation.resume(returning: nil)
  }

  // MARK: Dialogs

  /// Shows `dialog` over the top screen of the stack `target` names.
  ///
  /// - Parameters:
  ///   - dialog: The dialog.
  ///   - target: The stack.
  ///   - cause: Who showed it.
  /// - Returns: What the change did (see ``NavigationOutcome``).
  /// - Throws: ``NavigationError/dialogAlreadyShown``, or from a guard.
  @discardableResult
  public func show(_ dialog: Dialog, in target: StackTarget<Tab> = .shown, cause: NavigationCause = .programmatic)
    throws(NavigationError) -> NavigationOutcome
  {
    try apply(NavigationIntent(.showDialog(dialog), in: target), cause: cause)
  }

  /// Sets whether leaving the top screen of the stack `target` names asks
  /// the user first. See ``Step/confirmsLeaving``.
  ///
  /// - Parameters:
  ///   - confirms: Whether leaving asks first.
  ///   - target: The stack.
  ///   - cause: Who set it.
  /// - Returns: What the change did (see ``NavigationOutcome``).
  /// - Throws: ``NavigationError/emptyStack``.
  @discardableResult
  public func setConfirmsLeaving(
    _ confirms: Bool, in target: StackTarget<Tab> = .shown, cause: NavigationCause = .programmatic
  ) throws(NavigationError) -> NavigationOutcome {
    try apply(NavigationIntent(.setConfirmsLeaving(confirms), in: target), cause: cause)
  }
}
