// The one mechanism for changes that wait, whatever they wait for (the
// user's yes, or guards that take time): a change waits in `wait`, and its
// wait ends in exactly one place, `end` (or, when it is made, in the event
// of the change made). Each start and end is an event.

extension Navigator {
  /// The change that waits, and what the navigator keeps to end its wait.
  struct Waiting {
    /// What the app sees of it.
    var change: WaitingChange<Tab, Route>
    /// How it is made, on the state of the moment it is confirmed or allowed.
    var remake: Remake
    /// What the user was asked, for a change that waits for a confirmation.
    var confirmation: Confirmation?
    /// Where it is in its wait.
    var stage = Stage.asking

    /// Whether it is being made now.
    var isMaking: Bool {
      if case .making = stage { true } else { false }
    }
    /// The tasks of a decision: the guards', and its deadline.
    var tasks: [Task<Void, Never>] = []
    /// The request the change asks, if it asks one: a task awaiting its
    /// outcome waits while the change waits.
    var asks: RequestID?
    /// Whom to tell, once the change is made, of the screens that confirm
    /// leaving the user confirmed leaving: the steps each question added
    /// (each step once), and its handler.
    var leaving: [(steps: [Step<Route>], onLeave: LeaveHandler)] = []
  }

  /// Where a change that waits is, from the moment it waits to the moment
  /// it is made or its wait ends.
  enum Stage {
    /// It waits for the user's answer, or for the guards' decision.
    case asking
    /// A change that answers its confirmation dialog is being applied:
    /// whether it confirms, and with which button (none when the dialog
    /// closes without a choice).
    case answered(confirms: Bool, button: DialogButton?)
    /// The user has just confirmed it: it is made once the choice is applied.
    case confirmed
    /// It is being made now.
    case making
  }

  /// How a change that waits is made.
  @usableFromInline
  enum Remake {
    /// Apply this intent (in the stack it named when it was asked).
    case intent(NavigationIntent<Tab, Route>)
    /// Run this change of ``update(cause:_:)`` again.
    case update((inout NavigationState<Tab, Route>) throws(NavigationError) -> Void)
    /// Make a change that is not this navigator's own and leaves every
    /// screen (its window closing): ask the guards about leaving them
    /// again, then run it (see `confirmLeavingEverything`).
    case leavingEverything(@MainActor () throws(NavigationError) -> Void)
  }

  // MARK: Applying while something may settle

  /// Applies `intent`, as ``apply(_:cause:)``, already approved as
  /// `approval` says, then settles what the change settles: the requests
  /// it ends, and the change that waits.
  @usableFromInline @discardableResult
  func apply(_ intent: NavigationIntent<Tab, Route>, cause: NavigationCause, approval: Approval)
    throws(NavigationError) -> NavigationOutcome
  {
    guard !isChanging else { throw .reentrantChange }
    let change: NavigationChange<Tab>?
    do {
      isChanging = true
      if let answer = confirms(intent) { waiting?.stage = answer }
      defer {
        isChanging = false
        if case .answered? = waiting?.stage { waiting?.stage = .asking }
      }
      change = try changeState(by: intent, cause: cause, approval: approval)
    }
    guard let change else { return .waiting }
    guard !change.isEmpty else { return .unchanged }
    settle(after: change, cause: cause)
    return .applied
  }

  /// The stage of the waiting change while `intent` is applied, when it
  /// answers the confirmation dialog the change waits on (whether it
  /// confirms it, and with which button); `nil` when it does not answer it.
  func confirms(_ intent: NavigationIntent<Tab, Route>) -> Stage? {
    guard let current = waiting, !current.isMaking, let location = current.change.dialogLocation,
      storedState.location(of: intent.target) == location,
      let dialog = storedState.stack(at: location)?.dialog, dialog.purpose == .confirms
    else { return nil }
    let chosen: Int?
    switch intent.operation {
    case .chooseInDialog(let index): chosen = dialog.buttons.indices.contains(index) ? index : nil
    case .dismissDialog, .goBack: chosen = dialog.cancelButtonIndex  // as its cancel button
    default: return nil
    }
    guard let chosen else { return .answered(confirms: false, button: nil) }
    return .answered(confirms: dialog.buttons[chosen].confirms, button: dialog.buttons[chosen])
  }

  /// What `change`, about to be recorded, does to the change that waits:
  /// the change made ends its wait; a change that closes its confirmation
  /// dialog ends it (declined, or dropped), unless it confirms it (it is
  /// then made in ``settle(after:cause:)``).
  @usableFromInline
  func waitingTransition(after change: NavigationChange<Tab>) -> NavigationEvent<Tab, Route>.Waiting? {
    guard var current = waiting else { return nil }
    if current.isMaking {
      finish(current)
      return .ended(current.change, .made)
    }
    guard let location = current.change.dialogLocation,
      change.dialogs.contains(where: { $0.location == location && !$0.isShown })
    else { return nil }
    guard case .answered(let confirms, let button) = current.stage else {
      finish(current)
      return .ended(current.change, .dropped)
    }
    current.change.chosenButton = button
    if confirms {
      current.stage = .confirmed
      waiting = current
      return nil
    }
    finish(current)
    return .ended(current.change, .declined)
  }

  /// After `change`, asked by `cause`: tells the tasks waiting for the
  /// requests it ended; makes the waiting change the user has just
  /// confirmed; drops it after a change of the user's own, or when its
  /// confirmation dialog is gone. The change asked for is made already:
  /// what settles after it never makes it fail (a confirmed change refused
  /// on the state of this moment ends its wait ``WaitingChange/Ending/refused(_:)``).
  func settle(after change: NavigationChange<Tab>, cause: NavigationCause) {
    for request in change.requests where request.kind != .asked {
      guard let waiters = outcomeWaiters.removeValue(forKey: request.id) else { continue }
      let answer = request.kind == .answered ? storedState.deliveredAnswer(request.id)?.value : nil
      for waiter in waiters.values { waiter.resume(returning: answer) }
    }
    guard let current = waiting, !current.isMaking else { return }
    if case .confirmed = current.stage, let confirmation = current.confirmation {
      make(approval: .confirmed(confirmation))
    } else if cause == .user {
      end(.dropped, cause: cause)
    } else if let location = current.change.dialogLocation,
      storedState.stack(at: location)?.dialog?.purpose != .confirms || storedState.shownLocation != location
    {
      // Its dialog is gone, or off the screen (another tab or a modal shows): a question never hides.
      end(.dropped, cause: cause)
    }
  }

  // MARK: Waiting, and ending a wait

  /// Makes `remake` (asked by `cause`) wait for `need`: shows the
  /// confirmation dialog over the shown stack, or starts the guards'
  /// decision and its deadline. The change being made continues to wait
  /// (its guards asked again); another change that waits is dropped for a
  /// change of the user's own, else this one is refused.
  ///
  /// - Throws: ``NavigationError/anotherChangeIsWaiting``, or
  ///   ``NavigationError/dialogAlreadyShown`` when another dialog shows
  ///   where the confirmation would; nothing has then changed.
  @usableFromInline
  func wait(_ remake: Remake, cause: NavigationCause, for need: Need) throws(NavigationError) {
    // Checked first: a refusal changes nothing.
    if case .confirmation(let dialog, _, _) = need {
      guard dialog.canConfirm else { throw .confirmationCannotConfirm(dialog.title) }
      if let shown = storedState.stack(at: storedState.shownLocation)?.dialog,
        shown.purpose != .confirms || waiting == nil
      {
        throw .dialogAlreadyShown
      }
    }
    var current: Waiting
    if let making = waiting, making.isMaking {
      current = making
      current.stage = .asking
    } else {
      if waiting != nil {
        // The newest of the user's changes, or of the links, replaces the one that waits.
        guard cause == .user || cause == .deepLink else { throw .anotherChangeIsWaiting }
        end(.dropped, cause: cause)
      }
      // The stack a change names is the one shown now, wherever the user goes meanwhile.
      var remake = remake
      var intent: NavigationIntent<Tab, Route>?
      if case .intent(var asked) = remake {
        if asked.target == .shown, asked.namesItsStack, storedState.tabs != nil {
          asked.target = .location(storedState.shownLocation)
        }
        (remake, intent) = (.intent(asked), asked)
      }
      current = Waiting(
        change: WaitingChange(id: waitCount + 1, intent: intent, cause: cause, dialogLocation: nil), remake: remake)
      switch intent?.operation {
      case .ask(let id, _, _, _)?, .askInDialog(let id, _, _)?: current.asks = RequestID(id)
      default: break
      }
    }
    switch need {
    case .confirmation(var dialog, let steps, let onLeave):
      let confirmed = current.confirmation ?? Confirmation()
      current.confirmation = confirmed.adding(dialog, about: steps)
      // The steps this question adds: a question asked again names those asked about before too.
      let added = current.confirmation?.steps.dropFirst(confirmed.steps.count) ?? []
      if let onLeave, !added.isEmpty { current.leaving.append((Array(added), onLeave)) }
      dialog.purpose = .confirms
      let location = storedState.shownLocation
      let show = NavigationIntent<Tab, Route>(.showDialog(dialog), in: .location(location))
      let applied = try storedState.applyRecording(show)
      for task in current.tasks { task.cancel() }
      current.tasks = []
      current.change.dialogLocation = location
      begin(current)
      record(applied.summary, intent: show, cause: cause, waiting: .waits(current.change))
      registrar.withMutation(of: self, keyPath: stateKeyPath) {}
    case .decision(let deciders, let proposal):
      current.change.dialogLocation = nil
      current.tasks = decide(current.change.id, deciders, proposal)
      begin(current)
      record(NavigationChange(), intent: nil, cause: cause, waiting: .waits(current.change))
    }
  }

  /// Makes `waiting` the change that waits.
  private func begin(_ waiting: Waiting) {
    waitCount = max(waitCount, waiting.change.id)
    self.waiting = waiting
  }

  /// Ends the wait of the change that waits, as `ending` says, by `cause`:
  /// closes its confirmation dialog if it still shows, and records the end.
  func end(_ ending: WaitingChange<Tab, Route>.Ending, cause: NavigationCause) {
    guard let current = waiting else { return }
    finish(current)
    var change = NavigationChange<Tab>()
    var intent: NavigationIntent<Tab, Route>?
    if let location = current.change.dialogLocation,
      storedState.stack(at: location)?.dialog?.purpose == .confirms
    {
      let close = NavigationIntent<Tab, Route>(.dismissDialog, in: .location(location))
      if let applied = try? storedState.applyRecording(close) { (change, intent) = (applied.summary, close) }
    }
    record(change, intent: intent, cause: cause, waiting: .ended(current.change, ending))
    if intent != nil { registrar.withMutation(of: self, keyPath: stateKeyPath) {} }
  }

  /// Forgets `current`, the change that waits, and stops its tasks. The
  /// tasks awaiting the outcome of the request it asks read "cancelled",
  /// unless it was made (the request then waits in the state).
  private func finish(_ current: Waiting) {
    for task in current.tasks { task.cancel() }
    waiting = nil
    if let id = current.asks, !storedState.isWaiting(for: id), let waiters = outcomeWaiters.removeValue(forKey: id) {
      for waiter in waiters.values { waiter.resume(returning: nil) }
    }
  }

  /// Makes the change that waits, approved as `approval` says, on the state
  /// of this moment. Its wait ends in the event of the change made, or
  /// here when it changes nothing or is refused (the ending says with
  /// which error); or it waits again, when its guards ask again.
  func make(approval: Approval) {
    guard var current = waiting else { return }
    current.stage = .making
    waiting = current
    let id = current.change.id
    var stillMaking: Bool { waiting?.change.id == id && waiting?.isMaking == true }
    do throws(NavigationError) {
      switch current.remake {
      case .intent(let intent): try apply(intent, cause: current.change.cause, approval: approval)
      case .update(let change): try update(cause: current.change.cause, approval: approval, change)
      case .leavingEverything(let close):
        if try confirmLeavingEverything(cause: current.change.cause, approval: approval, then: close) { try close() }
      }
    } catch {
      if stillMaking { end(.refused(error), cause: current.change.cause) }
      return
    }
    if stillMaking {
      end(.made, cause: current.change.cause)  // it changed nothing
    } else if waiting?.change.id != id, let button = current.change.chosenButton {
      // Made: the screens the user confirmed leaving have left.
      for (steps, onLeave) in current.leaving {
        for step in steps { onLeave(step.route, button) }
      }
    }
  }

  // MARK: Decisions

  /// Starts `deciders` on `proposal`, away from the main actor, and the
  /// deadline of decision `id`: the tasks.
  private func decide(
    _ id: Int, _ deciders: [@Sendable (NavigationProposal<Tab, Route>) async -> GuardDecision<Tab, Route>],
    _ proposal: NavigationProposal<Tab, Route>
  ) -> [Task<Void, Never>] {
    let decision = Task { [weak self] in
      var verdict = GuardDecision<Tab, Route>.allow
      for decide in deciders {
        verdict = await decide(proposal)
        if verdict != .allow { break }
      }
      self?.decided(id, verdict)
    }
    let limit = min(max(decisionTimeLimit, .zero), .seconds(365 * 24 * 3600))
    let deadline = Self.after(limit, on: clock) { [weak self] in self?.timedOut(id) }
    return [decision, deadline]
  }

  /// A task that runs `body` once `duration` has passed on `clock`
  /// (measured from now), unless it is cancelled first.
  private static func after<C: Clock<Duration>>(
    _ duration: Duration, on clock: C, _ body: @escaping @MainActor () -> Void
  ) -> Task<Void, Never> {
    let deadline = clock.now.advanced(by: duration)
    return Task { @MainActor in
      do {
        try await clock.sleep(until: deadline, tolerance: nil)
      } catch {
        return  // cancelled: the wait ended otherwise
      }
      body()
    }
  }

  /// The guards decided `verdict` about the change decision `id` waited
  /// for: make it, refuse it, or ask the user.
  private func decided(_ id: Int, _ verdict: GuardDecision<Tab, Route>) {
    guard let current = waiting, current.change.id == id, current.change.dialogLocation == nil, !current.isMaking,
      !isChanging
    else { return }
    switch verdict {
    case .allow:
      make(approval: .decided)
    case .block(let reason):
      end(.refused(.blocked(reason: reason)), cause: current.change.cause)
    case .redirect(let state):
      let redirect = NavigationIntent<Tab, Route>(.setState(state))
      waiting?.remake = .intent(redirect)
      waiting?.change.intent = redirect
      make(approval: .decided)
    case .askFirst(let dialog):
      waiting?.stage = .making
      isChanging = true
      defer { isChanging = false }
      do throws(NavigationError) {
        try wait(
          current.remake, cause: current.change.cause,
          for: .confirmation(dialog, confirming: []))
      } catch {
        end(.refused(error), cause: current.change.cause)
      }
    }
  }

  /// The decision `id` waited for took too long.
  private func timedOut(_ id: Int) {
    guard let current = waiting, current.change.id == id, current.change.dialogLocation == nil, !current.isMaking
    else { return }
    end(.timedOut, cause: .programmatic)
  }
}

extension NavigationIntent {
  /// Whether the operation changes the stack the intent names (others name
  /// what they change themselves).
  var namesItsStack: Bool {
    switch operation {
    case .selectTab, .setState: false
    default: true
    }
  }
}
