import Foundation
import Testing
@_spi(WayfinderInternals) import Wayfinder
@_spi(WayfinderInternals) import WayfinderTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// S18 in a real terminal: two windows of the demo, each a process in a
/// tmux pane of its own width, showing two places, each adapting to its own
/// width; quit both, relaunch both, each is back. Links from the command
/// line reach the window the policy gives, in whichever process shows it.
@Suite(.serialized, .timeLimit(.minutes(10)), .enabled(if: TmuxRequirement.testsRun, TmuxRequirement.skipNote))
struct WindowEndToEndTests {
  /// A tmux server of its own with one session whose panes each run a
  /// demo window; each pane's shell writes the demo's exit status to a file
  /// of its own when it ends. Everything is in one folder, removed at the end.
  struct Panes {
    let server: TmuxServer
    let binary: String
    var directory: URL { server.directory }
    var stateHome: URL { directory.appendingPathComponent("state") }

    init() throws {
      binary = try requireDemoBinary()
      server = try TmuxServer(prefix: "wayfinder-windows")
    }

    func close() { server.close() }

    @discardableResult
    func run(_ arguments: [String]) throws -> String { try server.run(arguments) }

    func exitFile(_ name: String) -> URL { directory.appendingPathComponent("exit-\(name)") }

    /// The shell command that runs window `name` and records its exit status.
    func script(_ name: String, options: String = "") -> String {
      let exit = TmuxServer.quoted(exitFile(name).path)
      return "rm -f \(exit); XDG_STATE_HOME=\(TmuxServer.quoted(stateHome.path)) "
        + "\(TmuxServer.quoted(binary)) \(name == "main" ? "" : "--window \(name)") \(options); "
        + "echo $? > \(exit).tmp; mv \(exit).tmp \(exit); sleep 30"
    }

    /// A session `width` wide: the main window on the left, window `b` in a
    /// pane `right` columns wide on the right. Returns the panes' ids.
    func startTwo(width: Int, right: Int, session: String = "demo") throws -> (main: String, b: String) {
      try run(["new-session", "-d", "-s", session, "-x", "\(width)", "-y", "30", script("main")])
      let main = try run(["display-message", "-p", "-t", session, "#{pane_id}"]).trimmed
      let b = try run(["split-window", "-h", "-l", "\(right)", "-t", main, "-P", "-F", "#{pane_id}", script("b")])
        .trimmed
      try waitFor("both first frames", in: main) { $0.contains("window main") }
      try waitFor("both first frames", in: b) { $0.contains("window b") }
      return (main, b)
    }

    func screen(_ pane: String) throws -> String { try server.screen(pane) }
    func keys(_ pane: String, _ keys: String...) throws { try server.keys(pane, keys) }
    func width(of pane: String) throws -> Int {
      Int(try run(["display-message", "-p", "-t", pane, "#{pane_width}"]).trimmed) ?? 0
    }

    /// Waits up to 10 s for `pane`'s screen to satisfy `condition`.
    func waitFor(
      _ description: String, in pane: String, sourceLocation: SourceLocation = #_sourceLocation,
      _ condition: (String) -> Bool
    ) throws {
      try server.waitFor(description, in: pane, sourceLocation: sourceLocation, condition)
    }

    /// Waits up to 10 s for window `name`'s process to end; its exit status.
    func waitForExit(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Int {
      for _ in 0..<200 {
        if let text = try? String(contentsOf: exitFile(name), encoding: .utf8), let status = Int(text.trimmed) {
          return status
        }
        Thread.sleep(forTimeInterval: 0.05)
      }
      Issue.record("timed out waiting for window \(name) to end", sourceLocation: sourceLocation)
      throw TmuxError(arguments: ["wait for exit", name], output: "")
    }

    /// Waits until the index lists window `name` in front (a window puts
    /// itself in front when the user moves in it, off the main actor).
    func waitForFront(_ name: WindowID, sourceLocation: SourceLocation = #_sourceLocation) throws {
      let file = stateHome.appendingPathComponent("wayfinder-demo/navigation.windows.json")
      try waitUntil("window \(name) in front", sourceLocation: sourceLocation) {
        FileManager.default.contents(atPath: file.path).flatMap { try? WindowIndex(json: $0) }?.front == name
      }
    }

    /// Waits until window `name`'s saved file holds `text` (a window saves
    /// a burst of changes once it is over).
    func waitForSave(of name: WindowID, containing text: String, sourceLocation: SourceLocation = #_sourceLocation)
      throws
    {
      let file = stateHome.appendingPathComponent(
        "wayfinder-demo/" + (name == .main ? "navigation.json" : "navigation.window-\(name).json"))
      try waitUntil("window \(name) saved", sourceLocation: sourceLocation) {
        ((try? String(contentsOf: file, encoding: .utf8)) ?? "").contains(text)
      }
    }

    /// Runs the demo from the command line, beside the panes; its output and status.
    func demo(_ arguments: [String]) throws -> (status: Int32, output: String) {
      try runDemo(arguments, stateHome: stateHome)
    }
  }

  @Test func twoWindowsShowTwoPlacesEachAdaptingToItsOwnWidthAndBothComeBack() throws {
    let panes = try Panes()
    defer { panes.close() }
    var (main, b) = try panes.startTwo(width: 200, right: 120)
    #expect(try panes.width(of: main) < 100 && panes.width(of: b) >= 100)

    // main, compact: the adaptive split as one stack, two levels deep.
    try panes.keys(main, "9", "Enter", "Enter")
    try panes.waitFor("main at level 2, as one stack", in: main) {
      $0.contains("Root 0, Level 2") && $0.contains("compact") && !$0.contains("RootID 1")
    }
    // b, regular: three columns, a content selected.
    try panes.keys(b, "7", "Enter")
    try panes.waitFor("b's three columns", in: b) {
      $0.contains("regular") && $0.contains("* SideBar 0") && $0.contains("Content 0")
    }
    #expect(try !panes.screen(b).contains("Root 0"), "b shows its own place")
    #expect(try !panes.screen(main).contains("SideBar"), "main shows its own place")

    // Widen main and narrow b: each adapts to its own width, and keeps its place.
    try panes.run(["resize-pane", "-t", b, "-x", "70"])
    try panes.waitFor("b collapsed into one stack", in: b) {
      $0.contains("compact") && $0.contains("Content 0") && !$0.contains("SideBar 1")
    }
    try panes.waitFor("main in columns", in: main) {
      $0.contains("regular") && $0.contains("* RootID 0") && $0.contains("Root 0, Level 2")
    }

    // Quit both; relaunch both: each is back.
    try panes.keys(main, "q")
    try panes.keys(b, "q")
    #expect(try panes.waitForExit("main") == 0)
    #expect(try panes.waitForExit("b") == 0)
    // A session of its own on the same server (a server killed and started at once can race).
    (main, b) = try panes.startTwo(width: 200, right: 120, session: "again")
    try panes.run(["kill-session", "-t", "demo"])
    try panes.waitFor("main back at level 2", in: main) { $0.contains("Root 0, Level 2") && $0.contains("compact") }
    try panes.waitFor("b back in three columns", in: b) {
      $0.contains("regular") && $0.contains("* SideBar 0") && $0.contains("Content 0")
    }
    #expect(try panes.screen(main).contains("window main"))
    #expect(try panes.screen(b).contains("window b"))
  }

  @Test func aLinkFromTheCommandLineReachesTheWindowThePolicyGives() throws {
    let panes = try Panes()
    defer { panes.close() }
    let (main, b) = try panes.startTwo(width: 240, right: 120)
    try panes.keys(main, "9", "Enter", "Enter")
    try panes.waitFor("main at level 2", in: main) { $0.contains("Root 0, Level 2") }
    try panes.keys(b, "6")  // b moved last: it is in front
    try panes.waitFor("b on Numbers", in: b) { $0.contains("Path: []") }
    try panes.waitForFront("b")
    // A link is routed among the windows as they are saved: main's save of level 2 has landed.
    try panes.waitForSave(of: "main", containing: #"{\"level\":2,\"root\":0}"#)

    // The window that shows the place gets it (and comes to the front).
    let shown = try panes.demo(["--open", "wayfinder://browse/0/level/2"])
    #expect(shown.status == 0)
    #expect(
      shown.output
        == "wayfinder-demo: wayfinder://browse/0/level/2 opens in window main, which another process shows (window showing the place)\n"
    )
    // Now main is in front: a link no window shows goes there.
    let front = try panes.demo(["--open", "wayfinder://numbers/32"])
    #expect(front.output.contains("opens in window main") && front.output.contains("(front window)"), "\(front.output)")
    try panes.waitFor("main showing 32", in: main) { $0.contains("Number 32") && $0.contains("window main") }
    #expect(try !panes.screen(b).contains("Number 32"))

    // b moves: b is in front, and the next link goes there.
    try panes.keys(b, "Enter")
    try panes.waitFor("b showing 32", in: b) { $0.contains("Path: [32]") }
    try panes.waitForFront("b")
    let toB = try panes.demo(["--open", "wayfinder://numbers/64"])
    #expect(toB.output.contains("opens in window b"), "\(toB.output)")
    try panes.waitFor("b showing 64", in: b) { $0.contains("Number 64") }
    try panes.waitFor("main still at 32", in: main) { $0.contains("Number 32") }
  }

  @Test func theWindowsKeyListsTheWindowsAndOpensANewOneInATmuxPane() throws {
    let panes = try Panes()
    defer { panes.close() }
    let (main, _) = try panes.startTwo(width: 240, right: 120)
    try panes.keys(main, "w")
    try panes.waitFor("the list of windows", in: main) {
      $0.contains("Windows") && $0.contains("main: this window") && $0.contains("b: shown by another process")
        && $0.contains("Open a new window (window-2)")
    }
    try panes.keys(main, "Enter")
    var count = 0
    for _ in 0..<200 {
      count = try panes.run(["list-panes", "-t", "demo"]).split(separator: "\n").count
      if count == 3 { break }
      Thread.sleep(forTimeInterval: 0.05)
    }
    #expect(count == 3, "a third pane shows the new window")
    let third = try panes.run(["display-message", "-p", "-t", "demo", "#{pane_id}"]).trimmed
    try panes.run(["resize-pane", "-t", third, "-x", "70"])
    try panes.waitFor("the new window", in: third) { $0.contains("window window-2") }
  }
}

extension String {
  fileprivate var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
