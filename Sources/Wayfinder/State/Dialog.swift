/// An alert or a confirmation dialog, as data: its title, message and
/// buttons. A stack shows at most one, over its top screen; nothing can be
/// pushed inside it, and a change to its stack's steps dismisses it.
///
/// A dialog informs (its buttons only close it), answers a request (each
/// button gives an answer, see ``Navigator/ask(_:dialog:in:cause:)``), or
/// asks to confirm a change a guard stopped (``GuardDecision/askFirst(_:)``).
///
/// ```swift
/// try navigator.show(Dialog(.alert, title: "Link refused", message: reason))
/// ```
public struct Dialog: Hashable, Sendable, Codable {
  /// How the dialog is shown.
  public enum Style: String, Hashable, Sendable, Codable {
    /// An alert: centered, interrupting.
    case alert
    /// A confirmation dialog: an action sheet of choices.
    case confirmationDialog
  }

  /// What choosing a button does, beyond closing the dialog.
  package enum Purpose: Hashable, Sendable, Codable {
    /// Nothing: the dialog informs.
    case informs
    /// The chosen button's answer answers this request; a button without
    /// an answer, or closing the dialog another way, cancels it.
    case answers(RequestID)
    /// A button with an answer of `true` confirms the change a guard asked
    /// about (see ``Navigator/waitingChange``); any other choice drops it.
    case confirms
  }

  /// How it is shown.
  public var style: Style
  /// The title.
  public var title: String
  /// The message under the title, if any.
  public var message: String?
  /// The buttons, in order; never empty (a dialog made without buttons has
  /// an OK button that closes it).
  public private(set) var buttons: [DialogButton]
  /// What choosing a button does.
  package internal(set) var purpose: Purpose

  /// A dialog that informs: its buttons only close it.
  ///
  /// - Parameters:
  ///   - style: How it is shown.
  ///   - title: The title.
  ///   - message: The message under the title.
  ///   - buttons: The buttons; none gives one OK button.
  public init(_ style: Style, title: String, message: String? = nil, buttons: [DialogButton] = []) {
    self.style = style
    self.title = title
    self.message = message
    self.buttons = buttons.isEmpty ? [DialogButton("OK", role: .cancel)] : buttons
    self.purpose = .informs
  }

  /// A dialog asking to confirm a change: a button that confirms it, and
  /// one that keeps things as they are (the cancel button).
  ///
  /// - Parameters:
  ///   - title: The question.
  ///   - message: More about it.
  ///   - confirm: The title of the button that confirms ("Discard Changes").
  ///   - role: The confirming button's role: `.destructive` when the change
  ///     loses something.
  ///   - cancel: The title of the button that keeps things as they are.
  /// - Returns: The dialog, a ``Style/confirmationDialog``.
  public static func confirmation(
    _ title: String, message: String? = nil, confirm: String, role: DialogButton.Role? = .destructive,
    cancel: String = "Cancel"
  ) -> Dialog {
    var dialog = Dialog(
      .confirmationDialog, title: title, message: message,
      buttons: [.confirming(confirm, role: role), DialogButton(cancel, role: .cancel)])
    dialog.purpose = .confirms
    return dialog
  }

  /// A dialog asking to confirm a change, with buttons of the app's own:
  /// those made with ``DialogButton/confirming(_:role:)`` confirm it (each
  /// leaves; ``WaitingChange/chosenButton`` and the `onLeave` of
  /// ``NavigationGuard/confirmingLeaving(_:onLeave:)`` say which was
  /// chosen), the others keep things as they are.
  ///
  /// ```swift
  /// Dialog.confirmation("Discard draft?", buttons: [
  ///   .confirming("Discard", role: .destructive), .confirming("Save Draft"),
  ///   DialogButton("Keep Editing", role: .cancel),
  /// ])
  /// ```
  ///
  /// A guard that asks with a dialog none of whose buttons confirms has its
  /// change refused (``NavigationError/confirmationCannotConfirm(_:)``).
  ///
  /// - Parameters:
  ///   - title: The question.
  ///   - message: More about it.
  ///   - buttons: The buttons, in order.
  /// - Returns: The dialog, a ``Style/confirmationDialog``.
  public static func confirmation(_ title: String, message: String? = nil, buttons: [DialogButton]) -> Dialog {
    var dialog = Dialog(.confirmationDialog, title: title, message: message, buttons: buttons)
    dialog.purpose = .confirms
    return dialog
  }

  /// Whether one of its buttons confirms a change.
  var canConfirm: Bool { buttons.contains(where: \.confirms) }

  /// The answer of a button that confirms.
  static let yes = AnswerValue(json: "true")

  /// The index of the button a user who closes the dialog without choosing
  /// (Escape, a tap outside) chooses: the cancel button, if any.
  package var cancelButtonIndex: Int? { buttons.firstIndex { $0.role == .cancel } }
}

/// One button of a ``Dialog``.
public struct DialogButton: Hashable, Sendable, Codable {
  /// What kind of button it is.
  public enum Role: String, Hashable, Sendable, Codable {
    /// Keeps things as they are (shown apart, chosen when the dialog is closed).
    case cancel
    /// Loses something (shown in red).
    case destructive
  }

  /// The button's title.
  public var title: String
  /// Its role, if any.
  public var role: Role?
  /// The answer it gives, for a dialog that answers a request or confirms.
  package var answer: AnswerValue?

  /// A button that closes the dialog.
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - role: Its role.
  public init(_ title: String, role: Role? = nil) {
    self.init(title: title, role: role, answer: nil)
  }

  /// A button that answers `value`.
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - role: Its role.
  ///   - value: The answer it gives.
  /// - Throws: ``NavigationError/answerNotEncodable(_:)``.
  public init<Answer: Encodable>(_ title: String, role: Role? = nil, answering value: Answer) throws(NavigationError) {
    self.init(title: title, role: role, answer: try AnswerValue(value))
  }

  /// Whether choosing it confirms the change a confirmation dialog asks about.
  package var confirms: Bool { answer == Dialog.yes }

  /// A button that confirms the change a confirmation dialog asks about
  /// (see ``Dialog/confirmation(_:message:buttons:)``).
  ///
  /// - Parameters:
  ///   - title: The button's title ("Discard", "Save Draft").
  ///   - role: Its role: `.destructive` when the change loses something.
  /// - Returns: The button.
  public static func confirming(_ title: String, role: Role? = nil) -> DialogButton {
    DialogButton(title: title, role: role, answer: Dialog.yes)
  }

  /// A button with `answer`, already encoded.
  package init(title: String, role: Role?, answer: AnswerValue?) {
    (self.title, self.role, self.answer) = (title, role, answer)
  }
}
