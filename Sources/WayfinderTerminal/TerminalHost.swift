import Wayfinder

/// Runs a ``TerminalApp``: maps keys to navigator intents and draws frames.
///
/// The host keeps no navigation state: only view state (the cursor of each
/// screen, whether help is open, the last message). Everything it draws is
/// computed from the navigator's state and the width, through
/// `NavigationScene`; so resizing the terminal changes no state.
///
/// | key | intent |
/// | --- | --- |
/// | ↑ ↓ `k` `j` | move the cursor (view state) |
/// | Enter → `l` | open the item: push, select at the screen's level, present, or the app's command |
/// | Esc ← Backspace `h` | `Navigator.goBack(in:cause:)` |
/// | `r` | `Navigator.popToRoot(cause:)` |
/// | Tab, Shift-Tab, `1`–`9` | `Navigator.selectTab(_:cause:)` |
/// | `:` | a prompt to type a link and open it (apps that open links) |
/// | `?` | help |
/// | `q`, Control-C | quit |
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
  public private(set) var message: String?
  /// Whether the help overlay is open.
  public private(set) var showsHelp = false
  /// The link being typed at the `:` prompt; `nil` when the prompt is closed.
  public private(set) var prompt: String?
  /// The longest link the prompt takes, in UTF-8 bytes.
  static var promptLimit: Int { 4096 }

  /// Where a cursor belongs: the screen at `level` of a tab's stack.
  private struct CursorKey: Hashable {
    var tab: Int
    var level: Int
  }
  /// A remembered cursor and the route of the screen it was moved on: a
  /// cursor applies only while that screen is still at its level.
  private struct Cursor {
    var route: App.Route?
    var index: Int
  }
  private var cursors: [CursorKey: Cursor] = [:]
  /// The deepest level with a cursor, per tab: cursors deeper than a tab's
  /// stack are forgotten in O(levels popped).
  private var deepestCursorLevel: [Int: Int] = [:]

  /// How many cursors the host remembers (for tests of its bound).
  var rememberedCursorCount: Int { cursors.count }
  /// How many times the host has looked up the route at a level (for tests
  /// that a key press costs the same at any depth).
  var routeLookups = 0

  /// A host for `app`, regular from `breakpoint` columns.
  public init(app: App, breakpoint: Int = SizeClass.terminalBreakpoint) {
    self.app = app
    self.breakpoint = breakpoint
  }

  /// The scene for a terminal `width` columns wide.
  public func scene(width: Int) -> NavigationScene<App.Tab, App.Route> {
    NavigationScene(
      app.navigator.state, sizeClass: SizeClass(terminalColumns: width, regularFrom: breakpoint),
      layoutOfTab: app.layout(of:))
  }

  /// The help lines: the host's keys, then the app's.
  public var helpLines: [String] {
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
  public func renderer(width: Int) -> FrameRenderer<App.Tab, App.Route, App.Command> {
    let scene = scene(width: width)
    let tab = app.navigator.state.selectedTab
    let titles = scene.tabBar?.tabs.map(app.title(of:)) ?? []
    var renderer = FrameRenderer(
      scene: scene, tabTitles: titles, status: statusLine, help: showsHelp ? helpLines : []
    ) { [app] route in
      app.screen(for: route, in: tab)
    }
    // Only the screens on view have cursors to draw: O(columns + modals).
    var levelCursors: [Int: Int] = [:]
    for level in scene.columns.map(\.topLevel) + scene.modals.map(\.topLevel) {
      if let cursor = cursor(atLevel: level) { levelCursors[level] = cursor }
    }
    renderer.cursors = levelCursors
    return renderer
  }

  /// The frame of a terminal of `width` × `height`.
  public func frame(width: Int, height: Int) -> Frame {
    renderer(width: width).render(width: width, height: height)
  }

  /// The status line: the prompt while it is open; else the last message;
  /// else the address, then the app's status or the key hints.
  var statusLine: String {
    if let prompt { return "open link: " + prompt + "▏" }
    if let message { return message }
    let hints =
      app.statusMessage
      ?? "↑↓ move  ⏎ open  esc back  r root  tab/1-9 tabs\(app.opensLinks ? "  : link" : "")  ? help  q quit"
    guard app.opensLinks else { return hints }
    return (app.address ?? "(no link for this place)") + "  │  " + hints
  }

  private var tabIndex: Int { app.navigator.state.tabs?.selectedIndex ?? 0 }

  /// The route of the screen at `level` of what is shown (`nil` for the
  /// root): the selected tab's stack, then the modal over all tabs.
  private func routeShown(atLevel level: Int) -> App.Route? {
    routeLookups += 1
    return app.navigator.state.step(atLevel: level)?.route
  }

  /// The remembered cursor of the screen at `level` of the visible stack, if
  /// that screen is the one it was moved on.
  private func cursor(atLevel level: Int) -> Int? {
    guard let cursor = cursors[CursorKey(tab: tabIndex, level: level)], cursor.route == routeShown(atLevel: level)
    else { return nil }
    return cursor.index
  }

  private func remember(_ index: Int, atLevel level: Int) {
    cursors[CursorKey(tab: tabIndex, level: level)] = Cursor(route: routeShown(atLevel: level), index: index)
    deepestCursorLevel[tabIndex] = max(deepestCursorLevel[tabIndex] ?? 0, level)
  }

  /// Forgets the cursors of screens deeper than their tab's stack, so that a
  /// long session keeps at most one cursor per screen it can show. Amortized
  /// O(1) per key: each cursor is forgotten once.
  private func forgetHiddenCursors() {
    let tabs = app.navigator.state.tabs
    let stacks = tabs?.stacks ?? [app.navigator.state.shownStack]
    for (tab, deepest) in deepestCursorLevel {
      // The selected tab's screens go on inside the modal over all tabs.
      let overTabs = tab == tabs?.selectedIndex ? tabs?.modalOverTabs.count ?? 0 : 0
      let depth = tab < stacks.count ? stacks[tab].count + overTabs : -1
      guard deepest > depth else { continue }
      for level in (depth + 1)...deepest { cursors[CursorKey(tab: tab, level: level)] = nil }
      deepestCursorLevel[tab] = depth < 0 ? nil : depth
    }
  }

  /// Handles one key for a terminal `width` columns wide; returns `false` to quit.
  @discardableResult
  public func handle(_ key: Key, width: Int) -> Bool {
    defer { forgetHiddenCursors() }
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
    let renderer = renderer(width: width)
    let level = renderer.scene.focusedLevel
    let screen = renderer.focusedContent
    let cursor = renderer.cursor(level: level, in: screen, selection: renderer.focusedSelection)

    switch key {
    case .up, .character("k"):
      remember(max(0, cursor - 1), atLevel: level)
    case .down, .character("j"):
      remember(min(max(0, screen.items.count - 1), cursor + 1), atLevel: level)
    case .enter, .right, .character("l"):
      remember(cursor, atLevel: level)
      if screen.items.indices.contains(cursor) { open(screen.items[cursor].action, atLevel: level) }
    case .escape, .left, .backspace, .character("h"):
      attempt { try app.navigator.goBack(cause: .user) }
    case .character("r"):
      attempt { try app.navigator.popToRoot(cause: .user) }
    case _ where isModalOverTabsShown && Self.selectsTab(key):
      // As in any app, the tab bar is out of reach under a modal over all tabs.
      message = "Close the sheet first: it is over all tabs"
    case .tab, .backTab:
      if let tabs = app.navigator.state.tabs {
        let step = key == .tab ? 1 : tabs.order.count - 1
        attempt {
          try app.navigator.selectTab(tabs.order[(tabs.selectedIndex + step) % tabs.order.count], cause: .user)
        }
      }
    case .character(let character) where Self.tabNumber(character) != nil:
      if let tabs = app.navigator.state.tabs, let number = Self.tabNumber(character) {
        if number <= tabs.order.count {
          attempt { try app.navigator.selectTab(tabs.order[number - 1], cause: .user) }
        } else {
          message = "There is no tab \(number)"
        }
      }
    case .character("?"):
      showsHelp = true
    case .character(":") where app.opensLinks:
      prompt = ""
    default:
      if !app.handle(key), case .character(let character) = key {
        message = "Unknown key '\(character)': press ? for help"
      }
    }
    return true
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

  private var isModalOverTabsShown: Bool { !(app.navigator.state.tabs?.modalOverTabs.isEmpty ?? true) }

  /// The tab number a key selects: the ASCII digits 1 to 9 only. Other
  /// digits (full-width, Arabic-Indic, circled…) are unknown keys, so that a
  /// character's numeric value can never index the tabs.
  static func tabNumber(_ character: Character) -> Int? {
    guard let ascii = character.asciiValue, (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(ascii) else { return nil }
    return Int(ascii - UInt8(ascii: "0"))
  }

  private func open(_ action: ItemAction<App.Route, App.Command>, atLevel level: Int) {
    switch action {
    case .none: message = "This item is disabled"
    case .push(let route): attempt { try app.navigator.push(route, cause: .user) }
    case .select(let route): attempt { try app.navigator.select(route, atLevel: level, cause: .user) }
    case .present(let route, let presentation):
      attempt { try app.navigator.present(route, as: presentation, cause: .user) }
    case .command(let name): app.perform(name)
    }
  }

  private func attempt(_ intent: () throws -> Void) {
    do {
      try intent()
    } catch NavigationError.backHidden {
      message = "Back is hidden on this screen"
    } catch NavigationError.emptyStack {
      message = "Already at the root"
    } catch {
      message = String(describing: error)
    }
  }
}
