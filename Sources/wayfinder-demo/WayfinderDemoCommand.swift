import ArgumentParser
import Foundation
import Wayfinder
import WayfinderDemo
import WayfinderTerminal

@main
struct WayfinderDemoCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "wayfinder-demo",
    abstract: "Every Wayfinder scenario in one terminal app.",
    discussion: """
      Widen the terminal past the breakpoint and split tabs show their columns; narrow it and \
      they collapse into one stack, at any depth, losing nothing.

      Keys: ↑↓/j k move, Enter/→ open, Esc/←/Backspace back, r root, Tab/1-9 tabs, : open a link, \
      n notification, a About, ? help, q quit.

      Links use the scheme wayfinder, for example wayfinder://browse/3/level/5 or \
      wayfinder://router/category/42; the status line shows the link of the place shown.

      Windows: each window is a process, wayfinder-demo --window NAME, with a navigation of its own; \
      w lists the windows and opens a new one. --open LINK opens the link in the window that shows \
      its place, else in the window in front, else in a new window: in this process, or, when \
      another process shows that window, there.

      Key scripts (--keys) use <enter> <esc> <up> <down> <left> <right> <tab> <backtab> <bs> \
      <space> <ctrl-c> <lt> and <wait:MS>; any other character stands for itself.
      """)

  @Option(help: "Fix the width in columns (non-interactive).")
  var width: Int?

  @Option(help: "Fix the height in rows (non-interactive).")
  var height: Int?

  @Option(help: "Feed this key script, then print and exit (see the notation above).")
  var keys: String?

  @Flag(help: "Print the final frame as plain text and exit.")
  var frame = false

  @Flag(help: "Print the navigation state as JSON and exit.")
  var printState = false

  @Option(help: "The width from which the terminal counts as regular.")
  var breakpoint = SizeClass.terminalBreakpoint

  @Option(help: "How long the simulated export takes, in milliseconds.")
  var exportDelay = 1500

  @Option(
    help: "Save and restore the navigation in this file (default: $XDG_STATE_HOME/wayfinder-demo/navigation.json).")
  var stateFile: String?

  @Flag(help: "Start from the root, and overwrite the saved navigation.")
  var reset = false

  @Option(name: .customLong("open"), help: "Open this link at launch, after restoring (wayfinder://…).")
  var link: String?

  @Flag(help: "Print the link of the place shown and exit.")
  var printLink = false

  @Option(help: "Show this window of the app (default: main); each window is a process.")
  var window: String?

  @Flag(help: "With --window: bring back a window that was closed, as it was left.")
  var reopen = false

  @Option(help: .hidden)
  var crashAfter: Int?

  @Flag(help: .hidden)
  var saveStress = false

  func validate() throws {
    if let width, width < 1 { throw ValidationError("--width must be at least 1 (got \(width))") }
    if let height, height < 1 { throw ValidationError("--height must be at least 1 (got \(height))") }
    if let width, width > Frame.maximumWidth {
      throw ValidationError("--width must be at most \(Frame.maximumWidth) (got \(width))")
    }
    if let height, height > Frame.maximumHeight {
      throw ValidationError("--height must be at most \(Frame.maximumHeight) (got \(height))")
    }
    if breakpoint < 1 { throw ValidationError("--breakpoint must be at least 1 (got \(breakpoint))") }
    if exportDelay < 0 { throw ValidationError("--export-delay cannot be negative") }
    if let window {
      do {
        _ = try WindowID.validated(window)
      } catch {
        guard case .invalidWindowName(_, let reason) = error else { throw error }
        throw ValidationError("--window: \(Terminal.escapingControls(reason))")
      }
    }
    if reopen && window == nil { throw ValidationError("--reopen needs --window NAME") }
    if let stateFile, stateFile.isEmpty || stateFile.hasSuffix("/") {
      throw ValidationError("--state-file must name a file (got \"\(Terminal.escapingControls(stateFile))\")")
    }
    if let keys {
      do {
        _ = try KeyScript.parse(keys)
      } catch {
        throw ValidationError("--keys: \(Terminal.escapingControls(String(describing: error)))")
      }
    }
  }

  var isScripted: Bool { keys != nil || frame || printState || printLink || width != nil || height != nil }

  func run() async throws {
    let script = try keys.map { script in try KeyScript.parse(script) } ?? []
    let file = stateFile.map { URL(fileURLWithPath: $0) } ?? DemoApp.defaultStateFile()
    let options = DemoRunner.Options(
      width: width, height: height, script: script, printFrame: frame, printState: printState,
      breakpoint: breakpoint, exportDelay: .milliseconds(exportDelay), scripted: isScripted, stateFile: file,
      reset: reset, link: link, printLink: printLink, window: window.map { WindowID($0) }, reopen: reopen,
      saveStress: saveStress)
    if let crashAfter {
      // For the end-to-end test of crash handling: a real trap, mid-run.
      Task {
        try await Task.sleep(for: .milliseconds(crashAfter))
        fatalError("forced crash for testing (--crash-after)")
      }
    }
    try await DemoRunner.run(options)
  }
}

@MainActor
enum DemoRunner {
  /// Prints `message` to standard error, with the text that came from
  /// outside (a link, a path) unable to drive the terminal.
  static func fail(_ message: String) {
    FileHandle.standardError.write(Data("wayfinder-demo: \(Terminal.escapingControls(message))\n".utf8))
  }

  struct Options {
    var width: Int?
    var height: Int?
    var script: [KeyScript.Entry]
    var printFrame: Bool
    var printState: Bool
    var breakpoint: Int
    var exportDelay: Duration
    var scripted: Bool
    var stateFile: URL
    var reset: Bool
    var link: String?
    var printLink: Bool
    var window: WindowID?
    var reopen: Bool
    var saveStress: Bool
  }

  static func run(_ options: Options) async throws {
    let app = try DemoApp(exportDuration: options.exportDelay)
    let host = TerminalHost(app: app, breakpoint: options.breakpoint)
    // Restore where the user left off in this window, then save every
    // change; flush on the way out. A link for a window another process
    // shows is left for it there, and this process ends.
    guard let (store, windows) = try attachWindow(app, options) else { return }
    defer { windows.claim?.release() }
    if options.saveStress { try await saveStress(app, windows) }
    app.openDeliveredLinks()
    if let link = options.link {
      do {
        try app.open(link: link)
      } catch {
        await store.flush()
        fail("--open \(link): \(error)")
        throw ExitCode(1)
      }
    }
    if options.scripted || !Terminal.isInteractive {
      try await playScript(options, on: host, app, saving: store)
    } else {
      app.watchInbox()
      await host.run()
    }
    await store.flush(app.navigator.state)
    await windows.store.flushIndex()
  }

  /// Without a terminal to read keys from: plays the key script, then
  /// prints what was asked (the link of the place shown, the state as
  /// JSON, the frame; the frame when nothing else was), and, when standard
  /// output is not a terminal, why only one frame shows.
  static func playScript(
    _ options: Options, on host: TerminalHost<DemoApp>, _ app: DemoApp, saving store: NavigationStore<DemoTab, AnyRoute>
  ) async throws {
    let size = Terminal.size()
    let width = options.width ?? size?.width ?? 100
    let height = options.height ?? size?.height ?? 30
    script: for entry in options.script {
      switch entry {
      case .key(let key):
        if !host.handle(key, width: width) { break script }
      case .wait(let milliseconds):
        try await Task.sleep(for: .milliseconds(milliseconds))
      }
      await Task.yield()
    }
    if options.printLink {
      do {
        print(try demoLinks.link(for: app.navigator.state))
      } catch {
        await store.flush(app.navigator.state)
        fail("--print-link: \(error)")
        throw ExitCode(1)
      }
    }
    if options.printState {
      let encoder = JSONEncoder()
      encoder.routeRegistry = demoRegistry
      encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
      print(String(decoding: try encoder.encode(app.navigator.state), as: UTF8.self))
    }
    if options.printFrame || !(options.printState || options.printLink) {
      print(host.frame(width: width, height: height).text)
    }
    if !options.scripted {
      print(
        "wayfinder-demo: standard output is not a terminal, so this is the first frame; run it in a terminal, or see --help."
      )
    }
  }
}
