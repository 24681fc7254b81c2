/// One requested navigation change, as a value: push, pop, present, select
/// a tab… Hosts, links, restored state and tests all ask for changes in
/// intents, and ``NavigationState/apply(_:)`` is the one place that
/// performs them.
///
/// An intent applies to the stack its target names (a tab's stack, or the
/// modal over all tabs), or to the shown stack when it names none. So a push that completes after async work lands
/// in its own tab's sheet even when the user has switched tabs meanwhile:
///
/// ```swift
/// try navigator.apply(NavigationIntent(.pushInModal(.completed, hidesBack: true, inModal: .export), in: .tab(.home)))
/// ```
///
/// Intents are `Hashable` and `Sendable`, and `Codable` when the tabs and
/// routes are: an event in ``Navigator/log`` says what was asked for, not
/// only what changed.
public struct NavigationIntent<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Hashable, Sendable {
  /// The change asked for. Each case names the ``BackStack`` operation it
  /// performs, which documents its errors.
  public enum Operation: Hashable, Sendable {
    /// ``BackStack/push(_:hidesBack:)``.
    case push(Route, hidesBack: Bool)
    /// ``BackStack/push(contentsOf:)``.
    case pushAll([Route])
    /// ``BackStack/insert(_:atDepth:)``: pushes after the first `depth`
    /// steps, below the steps above them (a push made on a screen that a
    /// presentation about to come will cover).
    case insert([Route], atDepth: Int)
    /// ``BackStack/push(_:hidesBack:inModal:)``: inside the presented modal showing `inModal`.
    case pushInModal(Route, hidesBack: Bool, inModal: Route)
    /// ``BackStack/present(_:as:)``.
    case present(Route, as: Presentation)
    /// Presents over all tabs (as SwiftUI's `.sheet` on a `TabView`), or,
    /// when a modal over all tabs is already up, on top of it: a
    /// ``present(_:as:)`` on the modal over all tabs, whatever the target.
    case presentOverTabs(Route, as: Presentation)
    /// ``BackStack/pop(_:)``: removes the top `count` steps.
    case pop(count: Int)
    /// ``BackStack/goBack()``: Back as the user does it (with a dialog
    /// shown, it closes the dialog).
    case goBack
    /// ``BackStack/pop(to:)``: keeps the steps up to and including the step at `index`.
    case popTo(index: Int)
    /// ``BackStack/pop(toFirst:)``.
    case popToFirst(Route)
    /// ``BackStack/pop(toLastWhere:)`` for the last step showing this route.
    case popToLast(Route)
    /// ``BackStack/popToRoot()``.
    case popToRoot
    /// ``BackStack/popToModalRoot()``.
    case popToModalRoot
    /// ``BackStack/dismiss()``: the topmost modal.
    case dismiss
    /// ``BackStack/dismiss(_:)``: the modal showing this route.
    case dismissModal(Route)
    /// ``BackStack/dismissAll()``.
    case dismissAll
    /// ``BackStack/replaceTop(with:)``.
    case replaceTop(Route)
    /// ``BackStack/select(_:atDepth:)``: selects in the column (or stack
    /// screen) at `depth` of the stack.
    case select(Route, atDepth: Int)
    /// ``BackStack/setShown(_:to:)``: a screen driven by a flag.
    case setShown(Route, shown: Bool)
    /// Replaces the stack (pushes, sheets and covers).
    case setStack(BackStack<Route>)
    /// ``Tabs/select(_:reselectPopsToRoot:)``: selects this tab.
    case selectTab(Tab, reselectPopsToRoot: Bool)
    /// Replaces the whole state (a restored state).
    case setState(NavigationState<Tab, Route>)
    /// What a link does (see ``Navigator/open(_:with:)``): these
    /// steps replace the steps of the stack the intent names, or are pushed
    /// onto them, as the mode says; a tab's stack is also selected, and the
    /// modal over all tabs dismissed. Made later (after a confirmation),
    /// it changes the state of that moment, not the state it was asked on.
    case open(BackStack<Route>, LinkMode)
    /// ``BackStack/setConfirmsLeaving(_:)``: whether leaving the top screen
    /// asks the user first.
    case setConfirmsLeaving(Bool)
    /// ``BackStack/ask(_:key:presenting:as:)``: shows a screen that answers
    /// a request of the top screen.
    case ask(RequestID, key: String, presenting: Route, as: Presentation)
    /// ``BackStack/ask(_:key:dialog:)``: shows a dialog whose buttons answer
    /// a request of the top screen.
    case askInDialog(RequestID, key: String, dialog: Dialog)
    /// ``BackStack/answer(_:with:)``: answers the pending request for this
    /// key nearest the top; its answering screen leaves.
    case answer(key: String, with: AnswerValue)
    /// ``BackStack/forgetAnswer(_:)``.
    case forgetAnswer(RequestID)
    /// ``BackStack/show(_:)``: shows a dialog over the top screen.
    case showDialog(Dialog)
    /// ``BackStack/chooseInDialog(_:)``: chooses a button of the dialog.
    case chooseInDialog(buttonIndex: Int)
    /// ``BackStack/dismissDialog()``: closes the dialog without choosing.
    case dismissDialog
  }

  /// The change asked for.
  public var operation: Operation
  /// The stack the operation changes. (``Operation/selectTab(_:reselectPopsToRoot:)``,
  /// ``Operation/presentOverTabs(_:as:)`` and ``Operation/setState(_:)``
  /// name what they change themselves, and ignore it.)
  public var target: StackTarget<Tab>

  /// An intent to perform `operation` on the stack `target` names.
  ///
  /// - Parameters:
  ///   - operation: The change.
  ///   - target: The stack it changes: the shown one unless named.
  public init(_ operation: Operation, in target: StackTarget<Tab> = .shown) {
    self.operation = operation
    self.target = target
  }
}

extension NavigationIntent.Operation: Codable where Tab: Codable, Route: Codable {}
extension NavigationIntent: Codable where Tab: Codable, Route: Codable {}
