extension Navigator {
  // MARK: Performing what the user asked

  /// Performs `operation` as the user asked it (cause
  /// ``NavigationCause/user``), never throwing: what a view calls for a
  /// tap, a key or a gesture.
  ///
  /// ```swift
  /// Button("Detail") { navigator.perform(.push(.detail(3))) }
  /// Button("Back") { navigator.perform(.goBack) }
  /// ```
  ///
  /// A refusal is not thrown but recorded: an event in ``log`` and on
  /// ``events(bufferingNewest:)`` whose ``NavigationEvent/refusal`` says
  /// why, and nothing changes (the state and the change that waits are as
  /// they were). A change that waits for the user (a
  /// guard asks first) waits as ``apply(_:cause:)`` says. The typed
  /// ``ask(_:presenting:as:in:cause:)`` and ``answer(_:to:in:cause:)``
  /// throw; in a view, write them with `try?`. A reselected tab pops to its
  /// root only when ``reselectingTabPopsToRoot`` says so too, as with
  /// ``selectTab(_:cause:)``.
  ///
  /// - Parameters:
  ///   - operation: What the user asked for.
  ///   - target: The stack it changes: the shown stack unless named.
  public func perform(_ operation: NavigationIntent<Tab, Route>.Operation, in target: StackTarget<Tab> = .shown) {
    var operation = operation
    if case .selectTab(let tab, true) = operation {
      operation = .selectTab(tab, reselectPopsToRoot: reselectingTabPopsToRoot)
    }
    _ = try? applyRecordingRefusal(NavigationIntent(operation, in: target), cause: .user)
  }

  /// Applies `intent` as ``apply(_:cause:)`` does, and records a refusal
  /// before throwing it: the path of every gesture a host takes, so that a
  /// refused one is in the log too.
  @discardableResult
  package func applyRecordingRefusal(_ intent: NavigationIntent<Tab, Route>, cause: NavigationCause)
    throws(NavigationError) -> NavigationOutcome
  {
    do throws(NavigationError) {
      return try apply(intent, cause: cause)
    } catch {
      recordRefusal(error, of: intent, cause: cause)
      throw error
    }
  }

  /// Records and sends the event of `intent`'s refusal: a new sequence
  /// number, nothing changed.
  func recordRefusal(_ error: NavigationError, of intent: NavigationIntent<Tab, Route>, cause: NavigationCause) {
    eventCount += 1
    let event = NavigationEvent(
      sequence: eventCount, intent: intent, cause: cause, change: NavigationChange(), refusal: error)
    eventLog.record(event)
    broadcast.send(event)
  }

  /// The changes made after the first `followed`, oldest first, or `nil`
  /// when some of them are no longer in the log: for a host that follows
  /// the state change by change (see ``changeCount``).
  package func changes(after followed: Int) -> [NavigationChange<Tab>]? {
    eventLog.changes(after: followed, of: appliedCount)
  }
}
