// A stack's requests, answers and dialog: what its screens ask, what they
// were answered, and the alert or confirmation dialog over its top.
//
// Each is kept with the stack of the screen that asked, by depth, and moves
// with the steps through every edit: a request ends (cancelled) as soon as
// an edit removes its answering screen or its asking screen, an answer goes
// when its asking screen goes, and any change to the steps closes the
// dialog. So a request has exactly one outcome, whichever way the screens
// leave.

/// What a stack holds besides its steps.
@usableFromInline
struct StackAttachments: Hashable, Sendable {
  /// The requests waiting for an answer, oldest first.
  var requests: [PendingRequest] = []
  /// The answers given, oldest first.
  var answers: [DeliveredAnswer] = []
  /// The dialog over the top screen.
  var dialog: Dialog?

  var isEmpty: Bool { requests.isEmpty && answers.isEmpty && dialog == nil }
}

/// A stack's attachments, held by reference so that a stack without any
/// pays one pointer for them, and a change to its steps one comparison
/// with `nil`. Never changed once made: a change makes a new box.
@usableFromInline
final class AttachedBox: Hashable, Sendable {
  @usableFromInline let value: StackAttachments

  @usableFromInline init(_ value: StackAttachments) { self.value = value }

  @usableFromInline
  static func == (lhs: AttachedBox, rhs: AttachedBox) -> Bool { lhs === rhs || lhs.value == rhs.value }

  @usableFromInline
  func hash(into hasher: inout Hasher) { hasher.combine(value) }

  /// These attachments with the dialog closed (a request it answers
  /// ends), or `nil` when nothing is left.
  @usableFromInline
  func dismissingDialog() -> AttachedBox? {
    guard value.dialog != nil else { return self }
    var value = value
    value.dialog = nil
    value.requests.removeAll { $0.answerer == .dialog }
    return value.isEmpty ? nil : AttachedBox(value)
  }
}

extension BackStack {
  /// What the stack holds besides its steps, or `nil` for nothing.
  var attached: StackAttachments? {
    get { attachedBox?.value }
    set { attachedBox = newValue.flatMap { $0.isEmpty ? nil : AttachedBox($0) } }
  }

  /// Changes what the stack holds besides its steps, keeping `nil` for none.
  mutating func changeAttached(_ body: (inout StackAttachments) throws(NavigationError) -> Void)
    throws(NavigationError)
  {
    var changed = attached ?? StackAttachments()
    try body(&changed)
    attached = changed
  }

  /// After `edit`, moves the requests and answers of the steps it moved,
  /// ends those of the steps it removed, and closes the dialog. O(requests).
  @usableFromInline
  mutating func reattach(after edit: Edit) {
    // The new depth of the screen at `depth` before the edit, or nil if it is gone.
    func moved(_ depth: Int) -> Int? {
      if depth <= edit.kept { return depth }
      if let moved = edit.moved, depth - 1 >= moved.from { return depth + moved.by }
      return nil
    }
    try? changeAttached { attached in
      attached.dialog = nil
      attached.requests = attached.requests.compactMap { request in
        guard case .step(let depth) = request.answerer, let answerer = moved(depth),
          let asker = moved(request.askerDepth)
        else { return nil }
        var request = request
        (request.askerDepth, request.answerer) = (asker, .step(depth: answerer))
        return request
      }
      attached.answers = attached.answers.compactMap { answer in
        guard let asker = moved(answer.askerDepth) else { return nil }
        var answer = answer
        answer.askerDepth = asker
        return answer
      }
    }
  }

  // MARK: Reading

  /// The requests waiting for an answer, oldest first.
  package var pendingRequests: [PendingRequest] { attached?.requests ?? [] }

  /// The answers given to its screens, oldest first.
  package var answers: [DeliveredAnswer] { attached?.answers ?? [] }

  /// The alert or confirmation dialog shown over its top screen, if any.
  @usableFromInline package var dialog: Dialog? { attached?.dialog }

  /// The latest answer to `key` given to the screen at `depth`, if any.
  ///
  /// - Parameters:
  ///   - key: What was asked.
  ///   - depth: The depth of the screen that asked (0: the stack's root screen).
  /// - Returns: The answer, or `nil` when none was given or it no longer
  ///   decodes as `Answer`.
  package func answer<Answer>(to key: RequestKey<Answer>, atDepth depth: Int) -> Answer? {
    answers.last { $0.key == key.name && $0.askerDepth == depth }?.value.decoded(as: Answer.self)
  }

  /// The answer to `request`, if it was answered and its asking screen is
  /// still in this stack.
  ///
  /// - Parameter request: The request.
  /// - Returns: The answer.
  package func answer<Answer>(to request: Request<Answer>) -> Answer? {
    answers.last { $0.id == request.id }?.value.decoded(as: Answer.self)
  }

  // MARK: Asking and answering

  /// Pushes or presents `route`, whose screen answers request `id` for
  /// `key`, asked by the top screen.
  ///
  /// - Parameters:
  ///   - id: The request's identity.
  ///   - key: The name of what is asked.
  ///   - route: The answering screen.
  ///   - presentation: How it is shown.
  /// - Throws: ``NavigationError/duplicateRequest(_:)`` when a request `id`
  ///   is already waiting in this stack, or a request for `key` is.
  package mutating func ask(
    _ id: RequestID, key: String, presenting route: Route, as presentation: Presentation = .sheet
  ) throws(NavigationError) {
    try checkNewRequest(id, key: key)
    let asker = count
    perform(edit(adding: .one(Step(route, presentation))))
    try changeAttached { attached throws(NavigationError) in
      attached.requests.append(PendingRequest(id: id, key: key, askerDepth: asker, answerer: .step(depth: asker + 1)))
    }
  }

  /// Shows `dialog` over the top screen, its buttons answering request `id`
  /// for `key`, asked by the top screen.
  ///
  /// - Parameters:
  ///   - id: The request's identity.
  ///   - key: The name of what is asked.
  ///   - dialog: The dialog; its buttons with an answer answer, the others cancel.
  /// - Throws: ``NavigationError/dialogAlreadyShown`` or
  ///   ``NavigationError/duplicateRequest(_:)``.
  package mutating func ask(_ id: RequestID, key: String, dialog: Dialog) throws(NavigationError) {
    try checkNewRequest(id, key: key)
    var dialog = dialog
    dialog.purpose = .answers(id)
    try show(dialog)
    let asker = count
    try changeAttached { attached throws(NavigationError) in
      attached.requests.append(PendingRequest(id: id, key: key, askerDepth: asker, answerer: .dialog))
    }
  }

  /// Refuses request `id` for `key` when it waits already, or when a
  /// request for `key` waits in this stack (asked twice, a second picker
  /// would show over the first and take its answer).
  private func checkNewRequest(_ id: RequestID, key: String) throws(NavigationError) {
    guard !pendingRequests.contains(where: { $0.id == id }) else { throw .duplicateRequest(id.rawValue) }
    guard !pendingRequests.contains(where: { $0.key == key }) else { throw .duplicateRequest(key) }
  }

  /// Answers the pending request for `key` whose answering screen is
  /// nearest the top (or whose dialog shows): the answer is given to the
  /// asking screen, and the answering screen leaves (with everything above
  /// it), or the dialog closes.
  ///
  /// - Parameters:
  ///   - key: The name of what was asked.
  ///   - value: The answer.
  /// - Throws: ``NavigationError/noPendingRequest(_:)``.
  package mutating func answer(_ key: String, with value: AnswerValue) throws(NavigationError) {
    let request = try answeredRequest(for: key)
    deliver(value, to: request)
    switch request.answerer {
    case .dialog:
      try changeAttached { $0.dialog = nil }
    case .step(let depth):
      perform(Edit(kept: depth - 1, added: .none))
    }
  }

  /// The pending request for `key` an answer answers: the one whose dialog
  /// shows, else the one whose answering screen is nearest the top.
  func answeredRequest(for key: String) throws(NavigationError) -> PendingRequest {
    func rank(_ request: PendingRequest) -> Int {
      if case .step(let depth) = request.answerer { depth } else { Int.max }
    }
    guard let request = pendingRequests.filter({ $0.key == key }).max(by: { rank($0) < rank($1) }) else {
      throw .noPendingRequest(key)
    }
    return request
  }

  /// How many steps stay when the request for `key` is answered: those
  /// below its answering screen.
  func keptAfterAnswering(_ key: String) throws(NavigationError) -> Int {
    if case .step(let depth) = try answeredRequest(for: key).answerer { depth - 1 } else { count }
  }

  /// What this stack holds besides its steps, without what does not fit
  /// its steps: a request or an answer of a screen deeper than the stack,
  /// a request answered by a screen not above its asker, or by a dialog
  /// that does not answer it.
  var checkedAttached: StackAttachments? {
    guard var attached else { return nil }
    attached.requests.removeAll { request in
      switch request.answerer {
      case .step(let depth): !(request.askerDepth >= 0 && request.askerDepth < depth && depth <= count)
      case .dialog:
        !(request.askerDepth >= 0 && request.askerDepth <= count && attached.dialog?.purpose == .answers(request.id))
      }
    }
    attached.answers.removeAll { !(0...count).contains($0.askerDepth) }
    return attached.isEmpty ? nil : attached
  }

  /// Gives `value` to the screen that asked `request`, which stops waiting.
  mutating func deliver(_ value: AnswerValue, to request: PendingRequest) {
    try? changeAttached { attached in
      attached.requests.removeAll { $0.id == request.id }
      attached.answers.removeAll { $0.key == request.key && $0.askerDepth == request.askerDepth }
      attached.answers.append(
        DeliveredAnswer(id: request.id, key: request.key, askerDepth: request.askerDepth, value: value))
    }
  }

  // MARK: Dialogs

  /// Shows `dialog` over the top screen.
  ///
  /// - Parameter dialog: The dialog.
  /// - Throws: ``NavigationError/dialogAlreadyShown``: dialogs never stack.
  package mutating func show(_ dialog: Dialog) throws(NavigationError) {
    guard self.dialog == nil else { throw .dialogAlreadyShown }
    try changeAttached { $0.dialog = dialog }
  }

  /// Chooses the button at `index` of the dialog, which closes: a request
  /// it answers gets the button's answer, or is cancelled when the button
  /// has none.
  ///
  /// - Parameter index: The button's index.
  /// - Returns: The dialog closed, and the button chosen.
  /// - Throws: ``NavigationError/noDialog`` or
  ///   ``NavigationError/buttonOutOfRange(index:count:)``.
  @discardableResult
  package mutating func chooseInDialog(_ index: Int) throws(NavigationError) -> (Dialog, DialogButton) {
    guard let dialog else { throw .noDialog }
    guard dialog.buttons.indices.contains(index) else {
      throw .buttonOutOfRange(index: index, count: dialog.buttons.count)
    }
    let button = dialog.buttons[index]
    dismissDialog(answering: button.answer)
    return (dialog, button)
  }

  /// Closes the dialog without choosing: as its cancel button, when it has
  /// one; a request it answers is cancelled.
  ///
  /// - Returns: The dialog closed.
  /// - Throws: ``NavigationError/noDialog``.
  @discardableResult
  package mutating func dismissDialog() throws(NavigationError) -> Dialog {
    guard let dialog else { throw .noDialog }
    dismissDialog(answering: dialog.cancelButtonIndex.flatMap { dialog.buttons[$0].answer })
    return dialog
  }

  /// Closes the dialog, giving `answer` to the request it answers, if any.
  mutating func dismissDialog(answering answer: AnswerValue?) {
    if case .answers(let id) = dialog?.purpose, let request = pendingRequests.first(where: { $0.id == id }) {
      if let answer {
        deliver(answer, to: request)
      } else {
        try? changeAttached { $0.requests.removeAll { $0.id == id } }
      }
    }
    try? changeAttached { $0.dialog = nil }
  }
}
