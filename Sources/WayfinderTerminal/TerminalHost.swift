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
/// | Esc ← Backspace `h` | `Navigator.goBack(cause:)` |
/// | `r` | `Navigator.popToRoot(cause:)` |
/// | Tab, Shift-Tab, `1`–`9` | `Navigator.selectTab(_:cause:)` |
/// | `?` | help |
/// | `q`, Control-C | quit |
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

  private struct CursorKey: Hashable {
    var tab: Int
    var level: Int
    var route: App.Route?
  }
  private var cursors: [CursorKey: Int] = [:]

  /// How many cursors the host remembers (for tests of its bound).
  var rememberedCursorCount: Int { cursors.count }

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
    [
      "↑ ↓  j k          move", "Enter → l         open", "Esc ← Backspace h back",
      "r                back to root", "Tab 1-9          switch tabs", "?                help (any key closes)",
      "q                quit",
    ] + app.keyHints
  }

  /// The renderer for a terminal `width` columns wide.
  public func renderer(width: Int) -> FrameRenderer<App.Tab, App.Route> {
    let scene = scene(width: width)
    let tab = app.navigator.state.selectedTab
    let titles = scene.tabBar?.tabs.map(app.title(of:)) ?? []
    var renderer = FrameRenderer(
      scene: scene, tabTitles: titles, status: statusLine, help: showsHelp ? helpLines : []
    ) { [app] route in
      app.screen(for: route, in: tab)
    }
    var levelCursors: [Int: Int] = [:]
    for (key, value) in cursors where key.tab == tabIndex {
      if routeShown(atLevel: key.level) == key.route { levelCursors[key.level] = value }
    }
    renderer.cursors = levelCursors
    return renderer
  }

  /// The frame of a terminal of `width` × `height`.
  public func frame(width: Int, height: Int) -> Frame {
    renderer(width: width).render(width: width, height: height)
  }

  var statusLine: String {
    if let message { return message }
    if let status = app.statusMessage { return status }
    return "↑↓ move  ⏎ open  esc back  r root  tab/1-9 tabs  ? help  q quit"
  }

  private var tabIndex: Int { app.navigator.state.tabs?.selectedIndex ?? 0 }

  private func routeShown(atLevel level: Int, inTab tab: Int? = nil) -> App.Route? {
    let stack = tab.flatMap { app.navigator.state.tabs?.stacks[$0] } ?? app.navigator.activeStack
    return level > 0 && level <= stack.depth ? stack.steps[level - 1].route : nil
  }

  /// Forgets the cursors of screens that are no longer on any tab's stack,
  /// so that a long session keeps only what it can show.
  private func forgetHiddenCursors() {
    guard cursors.count > 256 else { return }
    let tabCount = app.navigator.state.tabs?.order.count ?? 1
    cursors = cursors.filter { key, _ in
      key.tab < tabCount && routeShown(atLevel: key.level, inTab: key.tab) == key.route
    }
  }

  /// Handles one key for a terminal `width` columns wide; returns `false` to quit.
  @discardableResult
  public func handle(_ key: Key, width: Int) -> Bool {
    defer { forgetHiddenCursors() }
    message = nil
    if key == .character("q") || key == .interrupt { return false }
    if showsHelp {
      showsHelp = false
      return true
    }
    let renderer = renderer(width: width)
    let level = renderer.focusedLevel
    let screen = renderer.focusedContent
    let cursor = renderer.cursor(level: level, in: screen, selection: renderer.focusedSelection)
    let cursorKey = CursorKey(tab: tabIndex, level: level, route: routeShown(atLevel: level))

    switch key {
    case .up, .character("k"):
      cursors[cursorKey] = max(0, cursor - 1)
    case .down, .character("j"):
      cursors[cursorKey] = min(max(0, screen.items.count - 1), cursor + 1)
    case .enter, .right, .character("l"):
      cursors[cursorKey] = cursor
      if screen.items.indices.contains(cursor) { open(screen.items[cursor].action, atLevel: level) }
    case .escape, .left, .backspace, .character("h"):
      attempt { try app.navigator.goBack(cause: .user) }
    case .character("r"):
      attempt { try app.navigator.popToRoot(cause: .user) }
    case .tab, .backTab:
      if let tabs = app.navigator.state.tabs {
        let step = key == .tab ? 1 : tabs.order.count - 1
        attempt {
          try app.navigator.selectTab(tabs.order[(tabs.selectedIndex + step) % tabs.order.count], cause: .user)
        }
      }
    case .character(let character) where character.isWholeNumber && character != "0":
      if let tabs = app.navigator.state.tabs, let number = character.wholeNumberValue {
        if number <= tabs.order.count {
          attempt { try app.navigator.selectTab(tabs.order[number - 1], cause: .user) }
        } else {
          message = "There is no tab \(number)"
        }
      }
    case .character("?"):
      showsHelp = true
    default:
      if !app.handle(key), case .character(let character) = key {
        message = "Unknown key '\(character)': press ? for help"
      }
    }
    return true
  }

  private func open(_ action: ItemAction<App.Route>, atLevel level: Int) {
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
