/// Why a navigation operation was refused. The state it was asked to change
/// is left exactly as it was, without exception: a change that waits (for
/// the user's yes, or a guard's decision) is not an error, but the
/// ``NavigationOutcome/waiting`` outcome.
public enum NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A count was negative.
  case negativeCount(Int)
  /// More steps were to be removed than there are.
  case notEnoughSteps(requested: Int, available: Int)
  /// A depth is outside `0...count` (depth 0 is the stack's root screen,
  /// depth k the screen of its k-th step).
  case depthOutOfRange(depth: Int, count: Int)
  /// No step matched the given route or condition.
  case noMatchingStep
  /// There is no step (the root shows), so there is no top to replace.
  case emptyStack
  /// There is no modal to dismiss.
  case noModal
  /// The named modal is not presented (it was dismissed, or never shown).
  case modalNotPresented(String)
  /// The top screen hides its Back affordance, so the user cannot go back.
  case backHidden
  /// The tab is not one of the state's tabs.
  case unknownTab(String)
  /// A tab list must hold at least one tab.
  case noTabs
  /// A tab appears twice in a tab list.
  case duplicateTab(String)
  /// The state is a single stack, so it has no tabs to select (nor a modal
  /// over all tabs).
  case notTabbed
  /// The state has tabs, so it has no single stack: name a tab's stack or
  /// the modal over all tabs.
  case tabbed
  /// The modal over all tabs would not start with a sheet or a cover (a
  /// push, a path or a stack that starts with a push cannot be shown over
  /// the tab view).
  case modalOverTabsMustStartWithAModal
  /// A guard refused the change, with its reason.
  case blocked(reason: String)
  /// The navigator was asked for a change while it was deciding or applying
  /// another (from inside a guard, or inside ``Navigator/update(cause:_:)``).
  /// Such a change is refused rather than queued, so that a guard never sees
  /// a state that is about to be overwritten, and the log never records a
  /// change the state then loses.
  case reentrantChange
  /// A dialog already shows over the stack: dialogs never stack.
  case dialogAlreadyShown
  /// No dialog shows over the stack.
  case noDialog
  /// A dialog button index is outside `0..<count`.
  case buttonOutOfRange(index: Int, count: Int)
  /// No request for this key waits for an answer in the stack.
  case noPendingRequest(String)
  /// A request with this identity already waits (in the stack, or, in a
  /// state, in any of its stacks), or the asking screen already waits for
  /// an answer to this key (a second picker would take the first one's
  /// answer): the identity, or the key's name.
  case duplicateRequest(String)
  /// An answer could not be encoded as JSON, with the reason.
  case answerNotEncodable(String)
  /// Another change is waiting for a confirmation or a decision: this one,
  /// which needs one too and is not the user's, is refused, so that
  /// confirmations never stack (a change of the user's own drops the one
  /// that waits instead; the app can cancel it with
  /// ``Navigator/cancelWaitingChange(cause:)``).
  case anotherChangeIsWaiting
  /// A guard asked the user to confirm a change with a dialog none of whose
  /// buttons confirms it (make them with ``DialogButton/confirming(_:role:)``,
  /// or the dialog with ``Dialog/confirmation(_:message:confirm:role:cancel:)``):
  /// the user could never leave. The dialog's title says which.
  case confirmationCannotConfirm(String)
  /// An answer is not of the type the request asked for (another key of the
  /// same name, or a dialog button answering another type): the request
  /// still waits. `expected` is the type it asked for.
  case answerOfAnotherType(key: String, expected: String)
  /// A window's name is not valid: empty, over 64 bytes of UTF-8, or
  /// holding control characters; the reason says which.
  case invalidWindowName(String, reason: String)
  /// The window is open already.
  case windowAlreadyOpen(WindowID)
  /// The window is not open.
  case windowNotOpen(WindowID)
  /// The window is not among the recently closed ones (it was never
  /// closed, or it was closed too long ago to be kept).
  case windowNotRecentlyClosed(WindowID)
  /// As many windows as the limit are open.
  case tooManyWindows(limit: Int)

  /// What went wrong, in a sentence: `cannot remove 5 steps: only 1 are there`.
  public var description: String {
    switch self {
    case .negativeCount(let count): "the count \(count) is negative"
    case .notEnoughSteps(let requested, let available):
      "cannot remove \(requested) steps: only \(available) are there"
    case .depthOutOfRange(let depth, let count): "depth \(depth) is outside 0...\(count)"
    case .noMatchingStep: "no step matches"
    case .emptyStack: "the stack is empty: the root is shown"
    case .noModal: "no modal is presented"
    case .modalNotPresented(let route): "the modal \(route) is not presented"
    case .backHidden: "the top screen hides Back"
    case .unknownTab(let tab): "\(tab) is not one of the tabs"
    case .noTabs: "a tab list needs at least one tab"
    case .duplicateTab(let tab): "the tab \(tab) appears more than once"
    case .notTabbed: "the state has no tabs"
    case .tabbed: "the state has tabs: it has no single stack"
    case .modalOverTabsMustStartWithAModal: "the modal over all tabs must start with a sheet or a cover"
    case .blocked(let reason): "blocked: \(reason)"
    case .reentrantChange: "the navigator is already applying a change: change it after that one, not inside it"
    case .dialogAlreadyShown: "a dialog already shows: dialogs never stack"
    case .noDialog: "no dialog shows"
    case .buttonOutOfRange(let index, let count): "button \(index) is outside 0..<\(count)"
    case .noPendingRequest(let key): "no request for \"\(key)\" is waiting for an answer"
    case .duplicateRequest(let id): "the request \"\(id)\" is already waiting"
    case .answerNotEncodable(let reason): "the answer cannot be encoded: \(reason)"
    case .anotherChangeIsWaiting: "another change is waiting for a confirmation or a decision"
    case .confirmationCannotConfirm(let title):
      "the dialog \"\(title)\" asks to confirm a change, but none of its buttons confirms it"
    case .answerOfAnotherType(let key, let expected): "the request \"\(key)\" asked for an answer of type \(expected)"
    case .invalidWindowName(let name, let reason): "\"\(name)\" is not a window name: \(reason)"
    case .windowAlreadyOpen(let id): "the window \(id) is open already"
    case .windowNotOpen(let id): "the window \(id) is not open"
    case .windowNotRecentlyClosed(let id): "the window \(id) is not among the recently closed windows"
    case .tooManyWindows(let limit): "\(limit) windows are open: that is the limit"
    }
  }
}
