extension Navigator {
  // MARK: Asking the guards

  /// How far a change has been approved already.
  @usableFromInline
  enum Approval: Sendable {
    /// Not at all: every guard decides.
    case none
    /// A guard that decides later has allowed it: the others decide.
    case decided
    /// The user confirmed it, answering these questions: a guard that asks
    /// one of them again has its answer, and none decides later.
    case confirmed(Confirmation)

    /// The steps that confirm leaving which the user confirmed leaving.
    @usableFromInline var confirmedSteps: [Step<Route>]? {
      if case .confirmed(let confirmation) = self { confirmation.steps } else { nil }
    }
  }

  /// What the user confirms: the dialogs answered (by the guards' own
  /// questions), and the steps that confirm leaving which the guard that
  /// asks before leaving them asked about.
  @usableFromInline
  struct Confirmation: Hashable, Sendable {
    var dialogs: [Dialog] = []
    @usableFromInline var steps: [Step<Route>] = []

    /// This confirmation and the answer to `dialog`, about leaving `steps`.
    func adding(_ dialog: Dialog, about steps: [Step<Route>]) -> Confirmation {
      var result = self
      result.dialogs.append(dialog)
      var counts: [Step<Route>: Int] = [:]
      for step in self.steps { counts[step, default: 0] += 1 }
      for step in steps {
        if let count = counts[step], count > 0 { counts[step] = count - 1 } else { result.steps.append(step) }
      }
      return result
    }
  }

  /// What the guards decide about a proposal, together.
  @usableFromInline
  enum Verdict {
    /// Let it happen.
    case allow
    /// Go to this state instead.
    case redirect(NavigationState<Tab, Route>)
    /// Wait: for the user's yes, or for guards that take time.
    case wait(Need)
  }

  /// Told of a screen that confirms leaving once the user confirmed
  /// leaving it and it left, with the button chosen.
  @usableFromInline typealias LeaveHandler = @MainActor @Sendable (Route, DialogButton) -> Void

  /// What a change waits for.
  @usableFromInline
  enum Need {
    /// The user's yes in `dialog`, about leaving these steps that confirm
    /// leaving (none, for a question of the app's own), and whom to tell
    /// once they left.
    case confirmation(Dialog, confirming: [Step<Route>], onLeave: LeaveHandler? = nil)
    /// The decision of these guards about this proposal.
    case decision(
      [@Sendable (NavigationProposal<Tab, Route>) async -> GuardDecision<Tab, Route>], NavigationProposal<Tab, Route>)
  }

  /// What the guards decide about `proposal`, already approved as `approval` says.
  @usableFromInline
  func checked(_ proposal: NavigationProposal<Tab, Route>, approval: Approval) throws(NavigationError) -> Verdict {
    var proposal = proposal
    var redirected = false
    var redirects = 0
    var index = 0
    var deciders: [@Sendable (NavigationProposal<Tab, Route>) async -> GuardDecision<Tab, Route>] = []
    // The guards as they were when the change was asked for: a guard that
    // edits the list cannot make a later guard be skipped.
    let guards = self.guards
    while index < guards.count {
      let guardian = guards[index]
      if let later = guardian.decideLater {
        if case .none = approval, guardian.appliesLater?(proposal) == true { deciders.append(later) }
        index += 1
        continue
      }
      switch guardian.decide(proposal) {
      case .allow:
        index += 1
      case .block(let reason):
        throw .blocked(reason: reason)
      case .redirect(let target):
        redirects += 1
        guard redirects <= redirectLimit else {
          throw .blocked(reason: "more than \(redirectLimit) redirects")
        }
        proposal.after = target
        redirected = true
        index = 0
      case .askFirst(let dialog):
        // The guard that asks before leaving a screen asks only about screens the user has not
        // confirmed leaving; another guard has its answer once the user answered its question.
        if !guardian.asksBeforeLeaving, case .confirmed(let confirmation) = approval,
          confirmation.dialogs.contains(dialog)
        {
          index += 1
          continue
        }
        let steps = guardian.asksBeforeLeaving ? proposal.stepsLeaving.filter(\.confirmsLeaving) : []
        return .wait(.confirmation(dialog, confirming: steps, onLeave: guardian.onLeave))
      }
    }
    if !deciders.isEmpty { return .wait(.decision(deciders, proposal)) }
    return redirected ? .redirect(proposal.after) : .allow
  }
}
