import Wayfinder

/// Runs a ``TerminalApp``: maps keys to navigator intents and draws frames.
///
/// The host keeps no navigation state: only view state (the cursor of each
/// screen, whether help is open, the last message). Everything it draws is
/// computed from the navigator's state and the width, through
/// `NavigationProjection`; so resizing the terminal changes no state.
///
/// | key | intent |
/// | --- | --- |
/// | ↑ ↓ `k` `j` | move the cursor (view state) |
/// | Enter → `l` | open the item: push, select at the screen's level, present, or the app's command |
/// | Esc ← Backspace `h` | `Navigator.goBack(in:cause:)` |
/// | `r` | `Navigator.popToRoot(in:cause:)` |
/// | Tab, Shift-Tab, `1`–`9` | `Navigator.selectTab(_:cause:)` |
/// | `:` | a prompt to type a link and open it (apps that open links) |
/// | `?` | help |
/// | `q`, Control-C | quit |
///
/// While a dialog shows, the keys act on it: ← → ↑ ↓ Tab move between its
/// buttons, Enter chooses (the operation `.chooseInDialog(buttonIndex:)`), Esc
/// and Backspace close it (`.dismissDialog`).
///
/// The status line starts with the link of the place shown, like an
/// address bar, for apps that have links.
@MainActor
public final class TerminalHost<App: TerminalApp> {
  /// The app being run.
  public let app: App
  /// The width from which the terminal counts as regular.
  public var breakpoint: Int
  /// The last message to the user (an intent that was refused, say).
  package private(set) var message: String?
  /// Whether the help overlay is open.
  package private(set) var showsHelp = false
  /// The link being typed at the `:` prompt; `nil` when the prompt is closed.
  package private(set) var prompt: String?
  /// The dialog the cursor moved in, and the button it is on.
  private var dialogCursor: (dialog: Dialog, button: Int)?

  /// The button of `dialog` the cursor is on: where the user left it, or
  /// the cancel button (the choice that loses nothing), or the first.
  func dialogChoice(_ dialog: Dialog) -> Int {
    if let dialogCursor, dialogCursor.dialog == dialog { return dialogCursor.button }
    return dialog.cancelButtonIndex ?? 0
  }
  /// The longest link the prompt takes, in UTF-8 bytes.
  static var promptLimit: Int { 4096 }

  /// The cursor of each screen the user has moved on.
  private var cursors = CursorMemory<App.Tab, App.Route>()

  /// How many cursors the host remembers (for tests of its bound).
  var rememberedCursorCount: Int { cursors.count }
  /// How many times the host has looked up a remembered cursor (for tests
  /// that a key press costs the same at any depth).
  var cursorLookups = 0

  /// The cursor remembered for the screen shown at `level`, if any.
  private func rememberedCursor(at level: ScreenLevel, in state: NavigationState<App.Tab, App.Route>) -> Int? {
    cursorLookups += 1
    return cursors.remembered(at: level, in: state)
  }

  /// A host for `app`, regular from `breakpoint` columns.
  ///
  /// - Parameters:
  ///   - app: The app to run.
  ///   - breakpoint: The width, in columns, from which the terminal is regular.
  public init(app: App, breakpoint: Int = SizeClass.terminalBreakpoint) {
    self.app = app
    self.breakpoint = breakpoint
  }

  /// What the screen shows in a terminal `width` columns wide.
  ///
  /// - Parameter width: The terminal's width in columns.
  /// - Returns: The projection of the app's state, each tab laid out as
  ///   the navigator's ``Navigator/layouts`` say.
  package func projection(width: Int) -> NavigationProjection<App.Tab, App.Route> {
    NavigationProjection(
      app.navigator.state, sizeClass: SizeClass(terminalColumns: width, regularFrom: breakpoint),
      layouts: app.navigator.layouts)
  }

  /// The help lines: the host's keys, then the app's.
  package var helpLines: [String] {
    let hints =
      [
        KeyHint("↑ ↓ j k", "move"), KeyHint("Enter → l", "open"), KeyHint("Esc ← Backspace h", "back"),
        KeyHint("r", "back to root"), KeyHint("Tab 1-9", "switch tabs"),
      ] + (app.opensLinks ? [KeyHint(":", "open a link (Enter opens, Esc cancels)")] : []) + [
        KeyHint("?", "help (any key closes)"), KeyHint("q", "quit"),
      ] + app.keyHints
    // One column of keys, as wide as the widest, then the actions.
    let width = hints.map(\.keys.count).max() ?? 0
    return hints.map { $0.keys + String(repeating: " ", count: width - $0.keys.count + 2) + $0.action }
  }

  /// The renderer for a terminal `width` columns wide.
  ///
  /// - Parameter width: The terminal's width in columns.
  /// - Returns: A renderer of the projection, with the cursors, status line and
  ///   help the host keeps.
  package func renderer(width: Int) -> FrameRenderer<App.Tab, App.Route, App.Command> {
    let projection = projection(width: width)
    let state = app.navigator.state
    let tab = state.selectedTab
    let titles = projection.tabs.map(app.title(of:))
    var renderer = FrameRenderer(
      projection: projection, tabTitles: titles, status: statusLine, help: showsHelp ? helpLines : []
    ) { [app] route in
      app.screen(for: route, in: tab)
    }
    // Only the screens on view have cursors to draw: O(columns + modals).
    var shownCursors: [ScreenLevel: Int] = [:]
    for level in projection.columns.map(\.topLevel) + projection.modals.map(\.topLevel) {
      if let cursor = rememberedCursor(at: level, in: state) { shownCursors[level] = cursor }
    }
    renderer.cursors = shownCursors
    if let dialog = projection.dialog { renderer.dialogChoice = dialogChoice(dialog) }
    return renderer
  }

  /// The frame of a terminal of `width` × `height`.
  ///
  /// - Parameters:
  ///   - width: The width in columns.
  ///   - height: The height in rows.
  /// - Returns: The frame to draw.
  public func frame(width: Int, height: Int) -> Frame {
    renderer(width: width).render(width: width, height: height)
  }

  /// The status line: the prompt while it is open; else the last message;
  /// else the address, the window's name, then the app's status or the key
  /// hints.
  var statusLine: String {
    if let prompt { return "open link: " + prompt + "▏" }
    if let message { return message }
    let hints =
      (app.windowName.map { "window \($0)  │  " } ?? "")
      + (app.statusMessage
        ?? "↑↓ move  ⏎ open  esc back  r root  tab/1-9 tabs\(app.opensLinks ? "  : link" : "")  ? help  q quit")
    guard app.opensLinks else { return hints }
    return (app.address ?? "(no link for this place)") + "  │  " + hints
  }

  /// Handles one key for a terminal `width` columns wide; returns `false` to
  /// quit (`q`, Control-C, or the app is finished).
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - width: The terminal's width in columns: what the key acts on depends on the projection.
  /// - Returns: `false` to quit, `true` to go on.
  @discardableResult
  public func handle(_ key: Key, width: Int) -> Bool {
    handleKey(key, width: width) && !app.isFinished
  }

  private func handleKey(_ key: Key, width: Int) -> Bool {
    defer { cursors.forgetHidden(in: app.navigator.state) }
    message = nil
    if key == .interrupt { return false }
    if let text = prompt {
      typeAtPrompt(key, text)
      return true
    }
    if key == .character("q") { return false }
    if showsHelp {
      showsHelp = false
      return true
    }
    // The screen in front, from the projection: what keys act on.
    let state = app.navigator.state
    let projection = projection(width: width)
    if let dialog = projection.dialog, let location = projection.dialogLocation {
      handle(key, in: dialog, at: location)
      return true
    }
    handleScreenKey(key, on: projection, of: state)
    return true
  }

  /// Handles `key` on the screen in front of `projection` (no prompt, help
  /// or dialog is up): moves the cursor, opens an item, goes back, switches
  /// tabs, or hands the key to the app.
  private func handleScreenKey(
    _ key: Key, on projection: NavigationProjection<App.Tab, App.Route>, of state: NavigationState<App.Tab, App.Route>
  ) {
    let tab = state.selectedTab
    let contents = ProjectionContents<App.Tab, App.Route, App.Command>(projection, placeholder: "Empty") {
      [app] route in
      app.screen(for: route, in: tab)
    }
    let level = projection.frontLevel
    let screen = contents.front
    let cursor = CursorMemory<App.Tab, App.Route>.resolve(
      rememberedCursor(at: level, in: state), items: screen.items, selection: contents.frontSelection)

    switch key {
    case .up, .character("k"):
      cursors.remember(max(0, cursor - 1), at: level, in: state)
    case .down, .character("j"):
      cursors.remember(min(max(0, screen.items.count - 1), cursor + 1), at: level, in: state)
    case .enter, .right, .character("l"):
      cursors.remember(cursor, at: level, in: state)
      if screen.items.indices.contains(cursor) { open(screen.items[cursor].action, at: state.position(of: level)) }
    case .escape, .left, .backspace, .character("h"):
      attempt(.goBack)
    case .character("r"):
      attempt(.popToRoot)
    case _ where Self.selectsTab(key):
      selectTab(by: key)
    case .character("?"):
      showsHelp = true
    case .character(":") where app.opensLinks:
      prompt = ""
    default:
      if !app.handle(key), case .character(let character) = key {
        message = "Unknown key '\(character)': press ? for help"
      }
    }
  }

  /// Selects the tab `key` names: the next or previous one (Tab, Shift-Tab),
  /// or a number's; not under a modal over all tabs.
  private func selectTab(by key: Key) {
    // As in any app, the tab bar is out of reach under a modal over all tabs.
    guard !isModalOverTabsShown else {
      message = "Close the sheet first: it is over all tabs"
      return
    }
    guard let tabs = app.navigator.state.tabs else { return }
    if key == .tab || key == .backTab {
      let step = key == .tab ? 1 : tabs.order.count - 1
      attempt(selecting: tabs.order[(tabs.selectedIndex + step) % tabs.order.count])
    } else if case .character(let character) = key, let number = Self.tabNumber(character) {
      if number <= tabs.order.count {
        attempt(selecting: tabs.order[number - 1])
      } else {
        message = "There is no tab \(number)"
      }
    }
  }

  /// Handles `key` while `dialog`, over the stack at `location`, is up: it
  /// moves between the buttons, chooses one, or dismisses the dialog; other
  /// keys do nothing.
  private func handle(_ key: Key, in dialog: Dialog, at location: StackLocation<App.Tab>) {
    let choice = dialogChoice(dialog)
    let count = dialog.buttons.count
    switch key {
    case .left, .up, .backTab, .character("k"), .character("h"):
      dialogCursor = (dialog, (choice + count - 1) % count)
    case .right, .down, .tab, .character("j"), .character("l"):
      dialogCursor = (dialog, (choice + 1) % count)
    case .enter:
      dialogCursor = nil
      attempt(.chooseInDialog(buttonIndex: choice), in: .location(location))
    case .escape, .backspace:
      dialogCursor = nil
      attempt(.dismissDialog, in: .location(location))
    default:
      message = "Choose in the dialog first (←→ move, ⏎ choose, esc close)"
    }
  }

  /// Edits the prompt's `text` with `key`: Enter opens the link, Esc
  /// closes the prompt, Backspace deletes; other keys type themselves.
  private func typeAtPrompt(_ key: Key, _ text: String) {
    switch key {
    case .enter:
      prompt = nil
      guard !text.isEmpty else { return }
      do {
        try app.open(link: text)
      } catch {
        message = "\(text): \(error)"
      }
    case .escape:
      prompt = nil
    case .backspace:
      prompt = String(text.dropLast())
    case .character(let character) where text.utf8.count + character.utf8.count <= Self.promptLimit:
      prompt = text + String(character)
    default:
      break
    }
  }

  /// Whether `key` switches tabs.
  static func selectsTab(_ key: Key) -> Bool {
    switch key {
    case .tab, .backTab: true
    case .character(let character): tabNumber(character) != nil
    default: false
    }
  }

  private var isModalOverTabsShown: Bool { app.navigator.state.shownLocation == .modalOverTabs }

  /// The tab number a key selects: the ASCII digits 1 to 9 only. Other
  /// digits (full-width, Arabic-Indic, circled…) are unknown keys, so that a
  /// character's numeric value can never index the tabs.
  static func tabNumber(_ character: Character) -> Int? {
    guard let ascii = character.asciiValue, (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(ascii) else { return nil }
    return Int(ascii - UInt8(ascii: "0"))
  }

  /// Performs `action` of an item of the screen at `position`.
  private func open(_ action: ItemAction<App.Route, App.Command>, at position: StackPosition<App.Tab>) {
    switch action {
    case .none: message = "This item is disabled"
    case .push(let route): attempt(.push(route))
    case .select(let route): attempt(position.selecting(route))
    case .present(let route, let presentation):
      attempt(.present(route, as: presentation))
    case .command(let name): app.perform(name)
    }
  }

  private func attempt(
    _ operation: NavigationIntent<App.Tab, App.Route>.Operation, in target: StackTarget<App.Tab> = .shown
  ) {
    attempt(NavigationIntent(operation, in: target))
  }

  /// Selects `tab` as the user (reselecting it as the navigator says).
  private func attempt(selecting tab: App.Tab) {
    attempt(.selectTab(tab, reselectPopsToRoot: app.navigator.reselectingTabPopsToRoot))
  }

  /// Applies `intent` as the user's, as views do (``Navigator/perform(_:in:)``):
  /// a refusal is in the navigator's log, and its reason in the status line.
  private func attempt(_ intent: NavigationIntent<App.Tab, App.Route>) {
    do {
      // A change that waits for a confirmation shows its dialog: it is the message.
      if try app.navigator.applyRecordingRefusal(intent, cause: .user) == .waiting,
        app.navigator.waitingChange?.dialogLocation == nil
      {
        message = "Waiting for the app to decide…"
      }
    } catch NavigationError.backHidden {
      message = "Back is hidden on this screen"
    } catch NavigationError.emptyStack {
      message = "Already at the root"
    } catch {
      message = String(describing: error)
    }
  }
}
