/// A change that waits: for the user to confirm it (a guard asked first),
/// or for a guard that takes time to decide about it.
///
/// At most one change waits at a time (``Navigator/waitingChange``), and
/// every wait ends, in one of the ways ``Ending`` lists: the change is made
/// when the user confirms it or the guards allow it, on the state of that
/// moment (it changes what it changes, and keeps what happened meanwhile);
/// the user's own change drops it; the app cancels it
/// (``Navigator/cancelWaitingChange(cause:)``); a decision that takes longer
/// than ``Navigator/decisionTimeLimit`` times out. The events say when a
/// change starts waiting and how its wait ended (``NavigationEvent/waiting``).
public struct WaitingChange<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Hashable, Sendable {
  /// How a wait ended.
  public enum Ending: Hashable, Sendable {
    /// The user confirmed it, or the guards allowed it (or redirected it):
    /// it was made, on the state of that moment.
    case made
    /// The user declined it: a button that does not confirm, or the dialog
    /// closed without a choice.
    case declined
    /// Confirmed or allowed, it was refused when it was made on the state
    /// of that moment, with this error: a guard blocked it, or what it
    /// changes is gone (the stack it named, the steps it pops).
    case refused(NavigationError)
    /// Another change ended it: a change of the user's own while it waited,
    /// any change that closed its confirmation dialog, or its window closing.
    case dropped
    /// The app cancelled it (``Navigator/cancelWaitingChange(cause:)``).
    case cancelled
    /// The guards did not decide within ``Navigator/decisionTimeLimit``.
    case timedOut
  }

  /// Its number: 1 for the first change that waits in a navigator, then 2, 3, …
  public let id: Int
  /// The change asked for, in the stack it named (a change that named the
  /// shown stack names the one shown when it was asked), or `nil` for a
  /// change asked with ``Navigator/update(cause:_:)``, or for its window
  /// closing (see ``WindowNavigator/close(_:cause:)``). A guard that
  /// decides later and redirects the change makes it replacing the state
  /// with the one it redirects to.
  public internal(set) var intent: NavigationIntent<Tab, Route>?
  /// Who asked for it: the cause it keeps when it is made.
  public let cause: NavigationCause
  /// What it waits for now: the user's choice in the confirmation dialog
  /// over the stack at this location, or, when `nil`, a guard's decision
  /// (see ``NavigationGuard/init(when:decide:)``). A decision may turn into
  /// a confirmation, when the guards then ask the user first.
  public internal(set) var dialogLocation: StackLocation<Tab>?
  /// The button the user chose in its confirmation dialog, once chosen: a
  /// confirming one ("Discard", "Save Draft") when the change was made
  /// (``Ending/made``), another when it was declined; `nil` when no button
  /// was chosen (the dialog closed another way, or none was shown).
  public package(set) var chosenButton: DialogButton?
}

extension NavigationEvent {
  /// What an event did to a change that waits.
  public indirect enum Waiting: Hashable, Sendable {
    /// From this event on, the change waits, for what its reason says: the
    /// event shows its confirmation dialog, or records that a guard decides.
    case waits(WaitingChange<Tab, Route>)
    /// This event ends the change's wait, as the ending says: the event of
    /// the change made, or of what ended it (the dialog closing, the
    /// user's change), or an event that changes nothing.
    case ended(WaitingChange<Tab, Route>, WaitingChange<Tab, Route>.Ending)
  }
}

extension Navigator {
  /// The change waiting for the user to confirm it, or for a guard to
  /// decide about it: at most one at a time. It ends in one of the ways
  /// ``WaitingChange/Ending`` lists; each start and end is an event
  /// (``NavigationEvent/waiting``).
  public var waitingChange: WaitingChange<Tab, Route>? { waiting?.change }

  /// Ends the wait of the change that waits, without making it: its
  /// confirmation dialog closes, or its guards' decision is no longer
  /// awaited. The event records the end (``WaitingChange/Ending/cancelled``).
  ///
  /// - Parameter cause: Who cancelled it.
  /// - Returns: The change cancelled, or `nil` when no change waited.
  /// - Throws: ``NavigationError/reentrantChange`` while a change is being
  ///   decided or applied (from inside a guard); nothing is then cancelled.
  @discardableResult
  public func cancelWaitingChange(cause: NavigationCause = .programmatic) throws(NavigationError)
    -> WaitingChange<Tab, Route>?
  {
    guard !isChanging else { throw .reentrantChange }
    guard let current = waiting, !current.isMaking else { return nil }
    end(.cancelled, cause: cause)
    return current.change
  }
}
