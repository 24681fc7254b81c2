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
  /// The change asked for. Every operation is total: one that cannot be
  /// met (popping past the root, dismissing with no modal, a depth out of
  /// range) throws a ``NavigationError`` and leaves the state exactly as it
  /// was.
  public enum Operation: Hashable, Sendable {
    /// Pushes a screen; `hidesBack` hides its Back affordance.
    case push(Route, hidesBack: Bool = false)
    /// Pushes each route, in order.
    case pushAll([Route])
    /// Pushes after the first `depth` steps, below the steps above them,
    /// which stay (a push made on a screen that a presentation about to come
    /// will cover). Throws ``NavigationError/depthOutOfRange(depth:count:)``.
    case insert([Route], atDepth: Int)
    /// Pushes inside the topmost modal that shows `inModal`, on top of what
    /// was pushed in it (under any modal presented over it), wherever the
    /// user has moved inside it meanwhile. Throws
    /// ``NavigationError/modalNotPresented(_:)``.
    case pushInModal(Route, hidesBack: Bool, inModal: Route)
    /// Presents a modal (`.sheet` or `.cover`; `.push` pushes): the pushes
    /// after it belong to it, and dismissing it removes them with it.
    case present(Route, as: Presentation)
    /// Removes the top `count` steps, modal or not. Throws
    /// ``NavigationError/negativeCount(_:)`` or
    /// ``NavigationError/notEnoughSteps(requested:available:)``.
    case pop(count: Int)
    /// Back as the user does it: closes the dialog, when one shows (as its
    /// cancel button); otherwise pops the top step. Throws
    /// ``NavigationError/emptyStack`` at the root, and
    /// ``NavigationError/backHidden`` when the top step hides Back.
    case goBack
    /// Keeps the first `depth` steps: the screen at that depth of the stack
    /// shows (0: its root screen; the step at index `i` is the screen at
    /// depth `i + 1`). Throws ``NavigationError/depthOutOfRange(depth:count:)``
    /// unless `depth` is in `0...count`.
    case popTo(depth: Int)
    /// Pops to the last step showing this route. Throws
    /// ``NavigationError/noMatchingStep``.
    case popToLast(Route)
    /// Removes every step: the root shows.
    case popToRoot
    /// Pops everything pushed inside the topmost modal, which stays
    /// presented; with no modal, pops to the root.
    case popToModalRoot
    /// Dismisses the topmost modal and everything pushed in it. Throws
    /// ``NavigationError/noModal``.
    case dismiss
    /// Dismisses the topmost modal showing this route, with everything after
    /// it. Throws ``NavigationError/modalNotPresented(_:)``.
    case dismissModal(Route)
    /// Dismisses every modal, keeping the pushes made before the first one.
    /// Throws ``NavigationError/noModal``.
    case dismissAll
    /// Replaces the top screen with this route's, shown the same way (its
    /// presentation, and whether it hides Back). Replacing a screen is
    /// leaving it: its requests end and its dialog closes, and a guard that
    /// confirms leaving asks first. Throws ``NavigationError/emptyStack``.
    case replaceTop(Route)
    /// Replaces every step after the first `depth` steps with a push of the
    /// route: selecting it in the column (or stack screen) at that depth, 0
    /// being the stack's root screen. In a split, this replaces that
    /// column's selection and clears every column after it; in a stack at
    /// its top, it is a push. Throws ``NavigationError/depthOutOfRange(depth:count:)``.
    case select(Route, atDepth: Int)
    /// Shows the route (pushes it, when it is not on the stack) or hides it
    /// (pops it and everything above it, when it is): a screen driven by a
    /// flag, as SwiftUI's `navigationDestination(isPresented:)`.
    case setShown(Route, shown: Bool)
    /// Replaces the stack (pushes, sheets and covers); see
    /// ``setPath(_:)`` and ``setSteps(_:)`` for one line of routes.
    case setStack(BackStack<Route>)
    /// Selects this tab; with `reselectPopsToRoot`, selecting the selected
    /// tab pops its stack to the root.
    case selectTab(Tab, reselectPopsToRoot: Bool = true)
    /// Replaces the whole state (a restored state).
    case setState(NavigationState<Tab, Route>)
    /// What a link does (see ``Navigator/open(_:with:)``): these
    /// steps replace the steps of the stack the intent names, or are pushed
    /// onto them, as the mode says; a tab's stack is also selected, and the
    /// modal over all tabs dismissed. Made later (after a confirmation),
    /// it changes the state of that moment, not the state it was asked on.
    case open(BackStack<Route>, LinkMode)
    /// Whether leaving the top screen asks the user first (see
    /// ``Step/confirmsLeaving``): an edit screen sets it once it has changes.
    /// Throws ``NavigationError/emptyStack``.
    case setConfirmsLeaving(Bool)
    // The request cases are written by the navigator (``Navigator/ask(_:presenting:as:in:cause:)``,
    // ``Navigator/answer(_:to:in:cause:)``), recorded in its log, and saved:
    // an app writes them typed (``ask(_:presenting:as:id:)``, ``answer(_:to:)``).
    /// Pushes or presents the route, whose screen answers request `id` for
    /// the key named `key`, asked by the top screen. Throws
    /// ``NavigationError/duplicateRequest(_:)`` when a request `id`, or a
    /// request for `key`, already waits in this stack.
    @_spi(WayfinderInternals) case ask(id: String, key: String, presenting: Route, as: Presentation)
    /// Shows a dialog whose buttons answer request `id` for the key named
    /// `key`, asked by the top screen; a button without an answer cancels
    /// the request. Throws ``NavigationError/dialogAlreadyShown`` or
    /// ``NavigationError/duplicateRequest(_:)``.
    @_spi(WayfinderInternals) case askInDialog(id: String, key: String, dialog: Dialog)
    /// Answers the pending request for the key named `key` nearest the top,
    /// with `json` (one JSON value, as the key's `Answer` encodes); its
    /// answering screen leaves. Throws ``NavigationError/noPendingRequest(_:)``.
    @_spi(WayfinderInternals) case answer(key: String, json: String)
    /// Shows a dialog over the top screen. Throws
    /// ``NavigationError/dialogAlreadyShown``.
    case showDialog(Dialog)
    /// Chooses a button of the dialog: its answer, if any, answers the
    /// request the dialog asks. Throws ``NavigationError/noDialog`` or
    /// ``NavigationError/buttonOutOfRange(index:count:)``. A change the
    /// button confirms that is refused on the state of that moment ends its
    /// wait ``WaitingChange/Ending/refused(_:)``: the choice is made.
    case chooseInDialog(buttonIndex: Int)
    /// Closes the dialog without choosing (as its cancel button). Throws
    /// ``NavigationError/noDialog``.
    case dismissDialog
  }

  /// The change asked for.
  public var operation: Operation
  /// The stack the operation changes. (``Operation/selectTab(_:reselectPopsToRoot:)``
  /// and ``Operation/setState(_:)`` name what they change themselves, and
  /// ignore it.) To present over all tabs (as SwiftUI's `.sheet` on a
  /// `TabView`), present in ``StackTarget/modalOverTabs``.
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

extension NavigationIntent.Operation {
  /// Replaces the stack with `routes`, each pushed:
  /// `.setStack(BackStack(pushing: routes))`.
  ///
  /// - Parameter routes: The pushed screens, oldest first.
  /// - Returns: The operation.
  public static func setPath(_ routes: [Route]) -> Self { .setStack(BackStack(pushing: routes)) }

  /// Replaces the stack with `steps`, pushes, sheets and covers:
  /// `.setSteps([.push(.list), .sheet(.editor)])`.
  ///
  /// - Parameter steps: The steps, oldest first.
  /// - Returns: The operation.
  public static func setSteps(_ steps: [Step<Route>]) -> Self { .setStack(BackStack(steps)) }

  /// Answers `key` with `value`, as ``Navigator/answer(_:to:in:cause:)``
  /// does: its answering screen leaves.
  ///
  /// ```swift
  /// test.send(try .answer(Tag(name: "home"), to: .pickTag))
  /// ```
  ///
  /// - Parameters:
  ///   - value: The answer.
  ///   - key: What was asked.
  /// - Returns: The operation.
  /// - Throws: ``NavigationError/answerNotEncodable(_:)``.
  public static func answer<Answer>(_ value: Answer, to key: RequestKey<Answer>) throws(NavigationError) -> Self {
    .answer(key: key.name, json: try AnswerValue(value).json)
  }

  /// Asks for `key`'s answer from `route`'s screen, pushed or presented as
  /// `presentation`, as ``Navigator/ask(_:presenting:as:in:cause:)`` does;
  /// `id` is the request's: under a test, the app's requests are numbered
  /// "1", "2", … (see WayfinderTesting's `NavigationTest`), so an expected
  /// state writes the app's own ask:
  ///
  /// ```swift
  /// try $0.apply(.ask(RequestKey<Int>("pick a category"), presenting: .category(.list), id: "1"))
  /// ```
  ///
  /// Applied, it throws ``NavigationError/duplicateRequest(_:)`` when a
  /// request `id`, or a request for `key`, already waits in the stack.
  ///
  /// - Parameters:
  ///   - key: What is asked.
  ///   - route: The screen that answers.
  ///   - presentation: How it is shown: a sheet unless said.
  ///   - id: The request's identity.
  /// - Returns: The operation.
  public static func ask<Answer>(
    _ key: RequestKey<Answer>, presenting route: Route, as presentation: Presentation = .sheet, id: String
  ) -> Self {
    .ask(id: id, key: key.name, presenting: route, as: presentation)
  }

  /// Asks for `key`'s answer with `dialog`, whose buttons answer it, as
  /// ``Navigator/ask(_:dialog:in:cause:)`` does (`id` as in
  /// ``ask(_:presenting:as:id:)``). Applied, it throws
  /// ``NavigationError/dialogAlreadyShown`` or
  /// ``NavigationError/duplicateRequest(_:)``.
  ///
  /// - Parameters:
  ///   - key: What is asked.
  ///   - dialog: The dialog; a button without an answer cancels the request.
  ///   - id: The request's identity.
  /// - Returns: The operation.
  public static func ask<Answer>(_ key: RequestKey<Answer>, dialog: Dialog, id: String) -> Self {
    .askInDialog(id: id, key: key.name, dialog: dialog)
  }
}
