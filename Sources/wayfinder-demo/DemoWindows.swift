import ArgumentParser
import Foundation
import Wayfinder
import WayfinderDemo
import WayfinderTerminal

/// This process's window: the store of every window, and its claim on its own.
struct WindowSession {
  let store: TerminalWindowStore<DemoTab, AnyRoute>
  let claim: WindowClaim?
}

extension DemoRunner {
  /// Finds the window this process shows and attaches it: `--window NAME`,
  /// else, for `--open LINK`, the window the routing policy gives among the
  /// saved windows, else the main window. When the link's window is shown
  /// by another process, the link is left in its inbox (it opens there
  /// within a quarter of a second), this is said, and `nil` is returned:
  /// this process has nothing to show.
  ///
  /// `--reset` removes this window's saved navigation before anything else
  /// is touched.
  static func attachWindow(_ app: DemoApp, _ options: Options) throws -> (
    NavigationStore<DemoTab, AnyRoute>, WindowSession
  )? {
    // Another process holds the index's lock for milliseconds: one that
    // holds it for a second is stuck, and is not waited for longer.
    let windowStore = TerminalWindowStore<DemoTab, AnyRoute>(
      file: options.stateFile, schemaVersion: 1, registry: demoRegistry, lockTimeout: .seconds(1))
    var id = options.window ?? .main
    if options.reset {
      do {
        try windowStore.store(for: id).removeSavedState()
      } catch {
        fail("--reset: \(error)")
        throw ExitCode(1)
      }
    }
    if options.window == nil, let link = options.link {
      guard let routed = try window(for: link, app, among: windowStore) else { return nil }
      id = routed
    }
    let claim = try claim(id, in: windowStore)
    let store: NavigationStore<DemoTab, AnyRoute>
    do {
      store = try app.attachWindow(windowStore, id: id, claim: claim, reopening: options.reopen) { window, reopening in
        launchWindow(window, reopening: reopening, options)
      }
    } catch {
      fail("window \(id) cannot open: \(error) (close one: w, then Close this window)")
      throw ExitCode(1)
    }
    return (store, WindowSession(store: windowStore, claim: claim))
  }

  /// The window `--open LINK` opens in: the one the routing policy gives
  /// among the saved windows. `nil` when another process shows it: the link
  /// is left in that window's inbox, and this is said.
  static func window(
    for link: String, _ app: DemoApp, among windowStore: TerminalWindowStore<DemoTab, AnyRoute>
  ) throws -> WindowID? {
    let target: (window: WindowID, isNew: Bool, rule: String)
    do {
      target = try windowStore.window(for: link, with: demoLinks, template: app.navigator.state)
    } catch {
      fail("--open \(link): \(error)")
      throw ExitCode(1)
    }
    guard !target.isNew && windowStore.isRunning(target.window) else { return target.window }
    do {
      try windowStore.deliver(link, to: target.window)
      try windowStore.updateIndex { $0.focus(target.window) }
    } catch {
      fail("--open \(link): \(error)")
      throw ExitCode(1)
    }
    print("wayfinder-demo: \(link) opens in window \(target.window), which another process shows (\(target.rule))")
    return nil
  }

  /// This process's claim on window `id`, so that no other shows it;
  /// `nil` where the folder cannot be written (saving says why on the
  /// status line).
  static func claim(_ id: WindowID, in windowStore: TerminalWindowStore<DemoTab, AnyRoute>) throws -> WindowClaim? {
    do {
      return try windowStore.claim(id)
    } catch {
      switch error {
      case .alreadyRunning:
        fail("window \(id) is already shown by another process (run another: --window NAME)")
        throw ExitCode(1)
      case .unusableLock:
        fail("window \(id) cannot be shown: \(error)")
        throw ExitCode(1)
      case .failed:
        return nil
      }
    }
  }

  /// Starts a process showing `window`: in a new tmux pane beside this one
  /// when running inside tmux, else it says the command to run.
  static func launchWindow(_ window: WindowID, reopening: Bool, _ options: Options) -> String {
    let binary = Bundle.main.executablePath ?? CommandLine.arguments[0]
    var arguments = [binary, "--window", window.name, "--state-file", options.stateFile.path]
    if reopening { arguments.append("--reopen") }
    if options.breakpoint != SizeClass.terminalBreakpoint { arguments += ["--breakpoint", "\(options.breakpoint)"] }
    let environment = ProcessInfo.processInfo.environment
    if environment["TMUX"] != nil {
      let tmux = Process()
      tmux.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      tmux.arguments =
        ["tmux", "split-window", "-h"] + (environment["TMUX_PANE"].map { ["-t", $0] } ?? [])
        + [arguments.map(quoted).joined(separator: " ")]
      tmux.standardInput = FileHandle.nullDevice
      tmux.standardOutput = FileHandle.nullDevice
      tmux.standardError = FileHandle.nullDevice
      if (try? tmux.run()) != nil { return "Opened \(window) in a new tmux pane" }
    }
    let command = (["wayfinder-demo", "--window", window.name] + (reopening ? ["--reopen"] : [])).joined(separator: " ")
    return "To open \(window), run in another terminal: \(command)"
  }

  /// `word` quoted for a POSIX shell.
  static func quoted(_ word: String) -> String {
    "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// For the test that kills one of two processes saving at once (hidden
  /// `--save-stress`): puts this window in front in the index, then saves
  /// the focus stamp it got (and a counter) as the Numbers tab's path, and
  /// again, as fast as it can, until it is killed. The index is always
  /// changed before the window's file, so the stamp the file holds is never
  /// newer than the one the index holds, unless a change of the index was lost.
  static func saveStress(_ app: DemoApp, _ session: WindowSession) async throws -> Never {
    guard let window = app.window else { throw ExitCode(2) }
    let store = session.store.store(for: window)
    var counter = 0
    while true {
      counter += 1
      let index = try? session.store.updateIndex { $0.focus(window) }
      let stamp = index?.entries.first { $0.id == window }?.focus ?? -1
      _ = try? app.navigator.setPath([AnyRoute(stamp), AnyRoute(counter)], in: .tab(.numbers))
      await store.flush(app.navigator.state)
      // A breath between saves, so that two of these leave the machine some room.
      try? await Task.sleep(for: .milliseconds(1))
    }
  }
}
