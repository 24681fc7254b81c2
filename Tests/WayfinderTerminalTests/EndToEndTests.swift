import Foundation
import Testing
import WayfinderTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// Runs the built demo in a real terminal (tmux): keys, resizes between
/// compact and regular in the middle of a deep navigation, and the terminal
/// restored after `q`, a signal or a crash. Needs `tmux` and the built
/// `wayfinder-demo` (`swift build` builds it; `.ci/run` installs tmux).
///
/// Where tmux is missing these tests are skipped with a note saying how to
/// install it, so a first `swift test` passes; under `CI=true` they always run,
/// and fail if tmux is missing.
@Suite(.serialized, .timeLimit(.minutes(10)), .enabled(if: TmuxRequirement.testsRun, TmuxRequirement.skipNote))
struct EndToEndTests {
  /// A tmux server of its own, and a folder of its own for what the shell
  /// in its window leaves behind: the demo's exit status and the terminal's
  /// modes after it, each in a file. Nothing is read off the screen that a
  /// path's length could wrap (a killed process's shell message names the
  /// binary, and raw mode leaves no carriage returns).
  struct Tmux {
    let server: TmuxServer
    var directory: URL { server.directory }
    var exitFile: URL { directory.appendingPathComponent("exit-status") }
    var modesFile: URL { directory.appendingPathComponent("stty") }

    init() throws { server = try TmuxServer(prefix: "wayfinder-e2e") }

    /// Ends the server and removes the folder.
    func close() { server.close() }

    /// Runs tmux (see ``TmuxServer/run(_:)``).
    @discardableResult
    func run(_ arguments: [String]) throws -> String { try server.run(arguments) }

    static func quoted(_ word: String) -> String { TmuxServer.quoted(word) }

    /// Starts `command` in a window of `width` × `height`; when it ends, the
    /// shell writes its exit status and the terminal's modes to files.
    func start(_ command: String, width: Int, height: Int) throws {
      let script =
        "\(command); echo $? > \(Self.quoted(exitFile.path)).tmp; stty -a > \(Self.quoted(modesFile.path)); "
        + "mv \(Self.quoted(exitFile.path)).tmp \(Self.quoted(exitFile.path)); sleep 30"
      try run(["new-session", "-d", "-s", "demo", "-x", "\(width)", "-y", "\(height)", script])
    }

    /// The exit status, once the command has ended.
    var exitStatus: Int? {
      (try? String(contentsOf: exitFile, encoding: .utf8)).flatMap {
        Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
      }
    }

    /// Waits up to 10 s for the command to end; fails with the last screen.
    func waitForExit(sourceLocation: SourceLocation = #_sourceLocation) throws -> Int {
      for _ in 0..<200 {
        if let status = exitStatus { return status }
        Thread.sleep(forTimeInterval: 0.05)
      }
      let last = (try? screen()) ?? ""
      Issue.record("timed out waiting for the demo to end; the screen was:\n\(last)", sourceLocation: sourceLocation)
      throw TmuxError(arguments: ["wait for exit"], output: last)
    }

    /// The terminal's modes after the command ended (`stty -a`).
    var modes: String { (try? String(contentsOf: modesFile, encoding: .utf8)) ?? "" }

    func screen() throws -> String { try server.screen("demo") }

    /// Waits up to 10 s for the screen to satisfy `condition`; fails with the last screen.
    func waitFor(
      _ description: String, sourceLocation: SourceLocation = #_sourceLocation, _ condition: (String) -> Bool
    ) throws {
      try server.waitFor(description, in: "demo", sourceLocation: sourceLocation, condition)
    }

    func keys(_ keys: String...) throws { try server.keys("demo", keys) }
    func resize(width: Int) throws { try run(["resize-window", "-t", "demo", "-x", "\(width)", "-y", "30"]) }
  }

  static func demoBinary() -> String? {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let candidates: [String?] = [
      ProcessInfo.processInfo.environment["WAYFINDER_DEMO"],
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
        "wayfinder-demo"
      )
      .path,
      root.appendingPathComponent(".build/debug/wayfinder-demo").path,
    ]
    return candidates.compactMap { $0 }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  @Test func s12DeepNavigationSurvivesResizesAndTheTerminalIsRestored() throws {
    let tmux = try Self.startDemo(width: 120, height: 30, waitForFirstFrame: false)
    defer { tmux.close() }
    try tmux.waitFor("the first frame") { $0.contains("1 Colors") && $0.contains("regular") }
    #expect(try tmux.run(["display-message", "-p", "-t", "demo", "#{alternate_on} #{cursor_flag}"]) == "1 0\n")

    // S12 in regular width: select root 0, then Goto Next Level to level 5.
    try tmux.keys("9")
    try tmux.waitFor("the adaptive tab") { $0.contains("RootID 0") }
    for _ in 0..<5 { try tmux.keys("Enter") }
    try tmux.waitFor("level 5 in regular width") { $0.contains("Root 0, Level 5") && $0.contains("* RootID 0") }

    // Resize at level 5, in both directions, twice: nothing is lost.
    for _ in 0..<2 {
      try tmux.resize(width: 70)
      try tmux.waitFor("level 5 as one stack") {
        $0.contains("compact") && $0.contains("Root 0, Level 5") && !$0.contains("RootID 1")
      }
      try tmux.resize(width: 120)
      try tmux.waitFor("level 5 back in columns") {
        $0.contains("regular") && $0.contains("Root 0, Level 5") && $0.contains("* RootID 0") && $0.contains("RootID 1")
      }
    }

    // Back in compact width, then resize: the sidebar still shows the selection.
    try tmux.resize(width: 70)
    try tmux.waitFor("compact") { $0.contains("compact") }
    try tmux.keys("Escape")
    try tmux.waitFor("level 4 after Back") { $0.contains("Root 0, Level 4") && !$0.contains("Level 5") }
    try tmux.resize(width: 120)
    try tmux.waitFor("level 4 in columns") { $0.contains("* RootID 0") && $0.contains("Root 0, Level 4") }
    try tmux.keys("r")
    try tmux.waitFor("back to root clears the selection") { !$0.contains("* RootID") && $0.contains("Empty") }

    // Quit: the alternate screen is left, the cursor shown, raw mode off.
    try tmux.keys("q")
    #expect(try tmux.waitForExit() == 0)
    try Self.expectRestored(tmux)
  }

  /// Every signal that ends the process restores the terminal first; the
  /// process then ends by that signal, as it would have without the handler.
  @Test(arguments: [
    ("TERM", 143), ("INT", 130), ("HUP", 129), ("QUIT", 131), ("PIPE", 141), ("USR1", 138), ("USR2", 140),
    ("ALRM", 142),
  ])
  func aSignalRestoresTheTerminal(signal: String, status: Int) throws {
    // The runtime would report SIGQUIT as a crash, at length: the terminal is what is tested here.
    let tmux = try Self.startDemo(environment: "SWIFT_BACKTRACE=enable=no")
    defer { tmux.close() }
    let shell = try tmux.run(["display-message", "-p", "-t", "demo", "#{pane_pid}"])
      .trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(system("pkill -\(signal) -P \(shell)") == 0)
    #expect(try tmux.waitForExit() == status, "the demo ends by SIG\(signal)")
    try Self.expectRestored(tmux)
  }

  /// A crash restores the terminal, then the runtime's crash report prints on
  /// a sane terminal and the process ends by the crash's signal.
  @Test func aCrashRestoresTheTerminalBeforeTheCrashReport() throws {
    let tmux = try Self.startDemo(options: "--crash-after 300", environment: "SWIFT_BACKTRACE=interactive=no")
    defer { tmux.close() }
    let status = try tmux.waitForExit()
    let screen = try tmux.run(["capture-pane", "-p", "-J", "-S", "-2000", "-t", "demo"])
    #expect(status == 132 || status == 133, "\(screen)")
    // The crash report is on the normal screen, after the restore.
    #expect(screen.contains("Program crashed: Illegal instruction"), "\(screen)")
    #expect(screen.contains("WayfinderDemoCommand"), "\(screen)")
    try Self.expectRestored(tmux)
  }

  /// A terminal that reports 65,535 × 65,535 cells: the demo draws a clamped
  /// frame, quits on `q`, and leaves the terminal sane.
  @Test func aHugeReportedTerminalSizeIsClamped() throws {
    let tmux = try Self.startDemo(setup: "stty cols 65535 rows 65535;", waitForFirstFrame: false)
    defer { tmux.close() }
    // The first frame is too large to read back: the demo is up once it has the alternate screen.
    try waitUntil("the demo on the alternate screen") {
      try tmux.run(["display-message", "-p", "-t", "demo", "#{alternate_on}"]) == "1\n"
    }
    try tmux.keys("q")
    #expect(try tmux.waitForExit() == 0)
    try Self.expectRestored(tmux)
  }

  /// Deep in three tabs, one with a sheet open; quit; relaunch: the same
  /// screen and state. Then a change, a kill with SIGKILL, a relaunch: the
  /// state as of the last save.
  @Test func theDemoComesBackWhereItWasLeftEvenAfterSIGKILL() throws {
    let state = FileManager.default.temporaryDirectory.appendingPathComponent("wayfinder-state-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: state) }
    var tmux = try Self.startDemo(state: state)
    try tmux.keys("1", "Enter", "Enter")  // Colors: two levels deep
    try tmux.waitFor("two colors") { $0.contains("(count 2)") }
    try tmux.keys("6", "Enter")  // Numbers: Show 32
    try tmux.waitFor("32") { $0.contains("Number 32") }
    try tmux.keys("5", "Enter")  // Export: the sheet
    try tmux.waitFor("the export sheet") { $0.contains("Sheet: Export") }
    let before = try tmux.screen().split(separator: "\n").dropLast(3)  // less the status line
    try tmux.keys("q")
    #expect(try tmux.waitForExit() == 0)
    tmux.close()

    tmux = try Self.startDemo(state: state)
    try tmux.waitFor("the restored sheet") { $0.contains("Sheet: Export") }
    #expect(try tmux.screen().split(separator: "\n").dropLast(3) == before)
    #expect(try tmux.screen().contains("Restored 4 screens from navigation.json"))
    try tmux.keys("1")
    try tmux.waitFor("the colors tab as it was left") { $0.contains("(count 2)") }
    try tmux.keys("6", "r", "Down", "Enter")  // Numbers: back to its root, then Show 64
    try tmux.waitFor("64") { $0.contains("Number 64") }
    // The store saves once its coalescing delay passes: wait for the file to hold 64.
    let file = state.appendingPathComponent("wayfinder-demo/navigation.json")
    for _ in 0..<200 {
      let saved = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
      if saved.contains(#""json":"64""#) { break }
      Thread.sleep(forTimeInterval: 0.05)
    }
    let shell = try tmux.run(["display-message", "-p", "-t", "demo", "#{pane_pid}"])
      .trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(system("pkill -KILL -P \(shell)") == 0)
    #expect(try tmux.waitForExit() == 137, "killed by SIGKILL")
    tmux.close()

    tmux = try Self.startDemo(state: state)
    defer { tmux.close() }
    try tmux.waitFor("the numbers tab, as of the last save") { $0.contains("Number 64") && $0.contains("Path: [64]") }
  }

  /// `:` opens the prompt; a typed link opens its place, and the address
  /// bar shows the link of the place.
  @Test func aLinkTypedAtThePromptOpensItsPlace() throws {
    let tmux = try Self.startDemo()
    defer { tmux.close() }
    try tmux.keys(":")
    try tmux.waitFor("the prompt") { $0.contains("open link: ▏") }
    try tmux.keys("wayfinder://browse/3/level/4")
    try tmux.waitFor("the typed link") { $0.contains("open link: wayfinder://browse/3/level/4▏") }
    try tmux.keys("Enter")
    try tmux.waitFor("level 4 of root 3") { $0.contains("Root 3, Level 4") }
    let status = try tmux.screen().split(separator: "\n").last(where: {
      !$0.trimmingCharacters(in: .whitespaces).isEmpty
    })
    #expect(status?.hasPrefix(" wayfinder://browse/3/level/4  │") == true, "\(status ?? "")")
    try tmux.keys("Escape")  // Back, as if walked there: level 3
    try tmux.waitFor("level 3 and its link") {
      $0.contains("Root 3, Level 3") && $0.contains("wayfinder://browse/3/level/3")
    }
    try tmux.keys(":", "wayfinder://nowhere", "Enter")
    try tmux.waitFor("the refusal") { $0.contains("wayfinder://nowhere: no link matches \"nowhere\"") }
  }

  /// S17 in a terminal, as a user meets it: edit; a tab switch keeps the
  /// edit; Back asks and Keep Editing stays; a link to the Calendar's root
  /// asks and Discard Changes leaves.
  @Test func s17InTmux() throws {
    let tmux = try Self.startDemo(options: "--reset")
    defer { tmux.close() }
    try tmux.keys("4", "Enter", "Enter")
    try tmux.waitFor("the edit") { $0.contains("Unsaved changes: yes") }
    try tmux.keys("2")
    try tmux.waitFor("the Router tab, nothing asked") { $0.contains("One enum of routes") && !$0.contains("Discard") }
    try tmux.keys("4")
    try tmux.waitFor("the edit, kept") { $0.contains("Unsaved changes: yes") }
    try tmux.keys("Escape")
    try tmux.waitFor("the question on Back") { $0.contains("Discard changes?") }
    try tmux.keys("Enter")  // Keep Editing
    try tmux.waitFor("the edit, kept again") { $0.contains("Unsaved changes: yes") && !$0.contains("Discard changes?") }
    try tmux.keys(":", "wayfinder://calendar", "Enter")
    try tmux.waitFor("the question on a link") { $0.contains("Discard changes?") }
    try tmux.keys("Left", "Enter")  // Discard Changes
    try tmux.waitFor("the Calendar's root") { $0.contains("Edit shown: no") && !$0.contains("Discard changes?") }
    // A new event in a sheet: Esc, the terminal's drag down, asks once it has changes.
    try tmux.keys("Down", "Enter")
    try tmux.waitFor("the New Event sheet") { $0.contains("New Event") && $0.contains("Unsaved changes: no") }
    try tmux.keys("Enter")  // Change the title
    try tmux.waitFor("the change") { $0.contains("Unsaved changes: yes") }
    try tmux.keys("Escape")
    try tmux.waitFor("the question on the drag") { $0.contains("Discard changes?") }
    try tmux.keys("Left", "Enter")  // Discard Changes
    try tmux.waitFor("the sheet gone") { $0.contains("Edit shown: no") && !$0.contains("New Event") }
  }

  /// Starts the demo in a tmux session whose shell records its exit status
  /// and the terminal's modes when it ends, and waits for the first frame.
  static func startDemo(
    setup: String = "", options: String = "", environment: String = "", width: Int = 100, height: Int = 40,
    waitForFirstFrame: Bool = true, state: URL? = nil
  ) throws -> Tmux {
    let binary = try requireDemoBinary()
    let tmux = try Tmux()
    // Saved navigation goes to the test's folder: its own, or the session's.
    let state = state ?? tmux.directory.appendingPathComponent("state")
    try tmux.start(
      "\(setup) XDG_STATE_HOME=\(Tmux.quoted(state.path)) \(environment) \(Tmux.quoted(binary)) \(options)",
      width: width, height: height)
    if waitForFirstFrame {
      try tmux.waitFor("the first frame") { $0.contains("1 Colors") || tmux.exitStatus != nil }
    }
    return tmux
  }

  /// The alternate screen is off, the cursor shown, and raw mode off.
  static func expectRestored(_ tmux: Tmux, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let modes = tmux.modes
    #expect(modes.contains(" icanon") && !modes.contains("-icanon"), "\(modes)", sourceLocation: sourceLocation)
    #expect(modes.contains(" echo ") && !modes.contains("-echo "), sourceLocation: sourceLocation)
    #expect(
      try tmux.run(["display-message", "-p", "-t", "demo", "#{alternate_on} #{cursor_flag}"]) == "0 1\n",
      sourceLocation: sourceLocation)
  }
}

/// Whether the end-to-end tests run.
enum TmuxRequirement {
  /// Whether they run here: tmux is installed, or CI requires them.
  static var testsRun: Bool { testsRun(environment: ProcessInfo.processInfo.environment, tmuxPath: tmuxPath()) }

  static let skipNote: Comment =
    "tmux is not installed, so the end-to-end tests are skipped: install it (apt-get install tmux, brew install tmux)"

  /// Under `CI=true` the tests run whatever is installed; elsewhere only with tmux.
  static func testsRun(environment: [String: String], tmuxPath: String?) -> Bool {
    environment["CI"] == "true" || tmuxPath != nil
  }

  /// Where tmux is on the `PATH`, if it is.
  static func tmuxPath() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/tmux" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }
}

@Suite struct TmuxRequirementTests {
  @Test func endToEndTestsSkipWithoutTmuxButNotUnderCI() {
    #expect(!TmuxRequirement.testsRun(environment: [:], tmuxPath: nil))
    #expect(TmuxRequirement.testsRun(environment: [:], tmuxPath: "/usr/bin/tmux"))
    #expect(TmuxRequirement.testsRun(environment: ["CI": "true"], tmuxPath: nil))
    #expect(!TmuxRequirement.testsRun(environment: ["CI": "false"], tmuxPath: nil))
  }
}

/// The demo's command line, run as a user would from a script.
@Suite(.timeLimit(.minutes(10))) final class CommandLineTests {
  struct Run {
    var status: Int32
    var output: String
  }

  /// Where the runs of one test keep their saved navigation; removed after the test.
  let stateHome = FileManager.default.temporaryDirectory.appendingPathComponent("wayfinder-cli-\(UUID().uuidString)")

  deinit { try? FileManager.default.removeItem(at: stateHome) }

  func demo(_ arguments: [String], in directory: URL? = nil) throws -> Run {
    // Each run saves its navigation in a folder of its own, not the user's.
    let run = try runDemo(arguments, stateHome: stateHome, in: directory)
    return Run(status: run.status, output: run.output)
  }

  @Test func withoutATerminalItPrintsTheFirstFrameAndAHint() throws {
    let run = try demo([])
    #expect(run.status == 0)
    #expect(run.output.contains("1 Colors"))
    #expect(run.output.contains("standard output is not a terminal"))
  }

  @Test func keysThenFrameAndState() throws {
    let run = try demo(["--width", "64", "--height", "16", "--keys", "9<enter><enter>", "--frame", "--print-state"])
    #expect(run.status == 0)
    #expect(run.output.contains("Root 0, Level 2"))
    #expect(run.output.contains(#""tag" : "level""#))
    #expect(run.output.contains(#""selected" : "adaptive""#))
  }

  @Test(arguments: [
    (["--keys", "<f5>"], "unknown key name <f5>"),
    (["--keys", "j<enter"], "never closed"),
    (["--width", "0"], "--width must be at least 1"),
    (["--height=-3"], "--height must be at least 1"),
    (["--bogus"], "Unknown option"),
  ])
  func badArgumentsFailWithAClearMessage(arguments: [String], message: String) throws {
    let run = try demo(arguments)
    #expect(run.status != 0)
    #expect(run.output.contains(message), "\(run.output)")
  }

  @Test func openAppliesALinkAfterRestoringAndPrintLinkPrintsThePlace() throws {
    let opened = try demo(["--open", "wayfinder://three/3/5", "--print-link"])
    #expect(opened.status == 0)
    #expect(opened.output == "wayfinder://three/3/5\n")
    // The next launch restores it; --open then applies on top, and --keys after that.
    let next = try demo(["--open", "wayfinder://numbers/32", "--keys", "<enter>", "--print-link", "--print-state"])
    #expect(next.status == 0, "\(next.output)")
    #expect(next.output.hasPrefix("wayfinder://numbers/32/"), "\(next.output)")
    #expect(next.output.contains(#""selected" : "numbers""#))
    #expect(
      try demo(["--print-link", "--keys", "7"]).output == "wayfinder://three/3/5\n", "the three tab kept its place")
  }

  @Test(arguments: [
    ("wayfinder://numbers/32/x", "no link matches \"x\" after \"numbers/32\""),
    ("https://example.com/colors", "the scheme \"https\" is not accepted"),
    ("wayfinder://browse/3/level/0", "the link was refused: levels start at 1"),
    ("wayfinder://browse/3/level/65", "depth limit 64 exceeded (65)"),
  ])
  func aRejectedLinkExitsNonZeroWithItsReason(link: String, message: String) throws {
    let run = try demo(["--open", link, "--print-state"])
    #expect(run.status == 1)
    #expect(run.output == "wayfinder-demo: --open \(link): \(message)\n")
  }

  @Test func qEndsAKeyScript() throws {
    let run = try demo(["--keys", "q2", "--print-state"])
    #expect(run.status == 0)
    #expect(run.output.contains(#""selected" : "colors""#), "\(run.output)")
  }

  @Test(arguments: ["０", "٣", "５", "⑨", "0", "9<enter>１"])
  func nonASCIIDigitsInAScriptAreUnknownKeys(keys: String) throws {
    let run = try demo(["--width", "80", "--height", "20", "--keys", keys, "--frame"])
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("Unknown key"), "\(run.output)")
  }

  @Test(arguments: [
    (["--width", "9223372036854775807", "--height", "2"], "--width must be at most"),
    (["--width", "100000", "--height", "100000"], "--width must be at most"),
    (["--width", "80", "--height", "100000"], "--height must be at most"),
  ])
  func hugeSizesAreRefused(arguments: [String], message: String) throws {
    let run = try demo(arguments)
    #expect(run.status != 0)
    #expect(run.output.contains(message), "\(run.output)")
  }

  @Test func theLargestSizeDraws() throws {
    let run = try demo(["--width", "\(Frame.maximumWidth)", "--height", "\(Frame.maximumHeight)", "--frame"])
    #expect(run.status == 0)
    #expect(run.output.contains("1 Colors"))
  }

  @Test func theNavigationIsRestoredAtTheNextLaunchAndResetStartsOver() throws {
    let file = stateHome.appendingPathComponent("saved.json").path
    let first = try demo(["--state-file", file, "--keys", "9<enter><enter>a", "--print-state"])
    #expect(first.status == 0)
    let relaunched = try demo(["--state-file", file, "--width", "100", "--height", "20", "--print-state", "--frame"])
    #expect(relaunched.status == 0)
    #expect(relaunched.output.contains(#""selected" : "adaptive""#))
    #expect(relaunched.output.contains("About Wayfinder"))  // the sheet over all tabs came back too
    #expect(relaunched.output.contains("Restored 3 screens from saved.json"), "\(relaunched.output)")
    let reset = try demo(["--state-file", file, "--reset", "--print-state"])
    #expect(reset.output.contains(#""selected" : "colors""#))
    let afterReset = try demo(["--state-file", file, "--print-state"])
    #expect(afterReset.output.contains(#""selected" : "colors""#))
  }

  /// S15: quit while the picker is up, relaunch, pick: the answer reaches
  /// the screen that asked, and the picker is gone. (Its tmux twin checked
  /// nothing more: quitting with `q` and restoring are checked by the other
  /// tmux tests.)
  @Test func aPickerLeftUpAnswersAfterARelaunch() throws {
    let file = stateHome.appendingPathComponent("saved.json").path
    let asked = try demo([
      "--state-file", file, "--keys", "<down><down><down><down><down><down><down><down><enter>", "--frame",
    ])
    #expect(asked.status == 0)
    #expect(asked.output.contains("Sheet: Pick a color"), "\(asked.output)")
    let relaunched = try demo([
      "--state-file", file, "--width", "100", "--height", "24", "--keys", "<down><enter>", "--frame",
    ])
    #expect(relaunched.status == 0)
    #expect(relaunched.output.contains("Picked: yellow"), "\(relaunched.output)")
    #expect(!relaunched.output.contains("Pick a color ") && !relaunched.output.contains("Sheet:"))
  }

  /// S17: Back away from unsaved changes asks "Discard changes?"; the
  /// screen stays until the user chooses; Keep Editing stays with the
  /// changes (and the next Back asks again), Discard Changes leaves. A tab
  /// switch asks nothing and keeps the edit. (Its tmux twin,
  /// `s17InTmux`, takes the same ways out one screen at a time.)
  @Test(arguments: [
    ("<esc>", "Discard changes?", #""selected" : "calendar""#),
    ("<esc><enter>", "Unsaved changes: yes", #""selected" : "calendar""#),
    ("<esc><enter><esc>", "Discard changes?", #""selected" : "calendar""#),
    ("<esc><left><enter>", "Edit shown: no", #""selected" : "calendar""#),
    ("2", "One enum of routes", #""selected" : "router""#),
    ("24", "Unsaved changes: yes", #""selected" : "calendar""#),
  ])
  func leavingUnsavedChangesAsksFirst(then keys: String, shows text: String, state: String) throws {
    let run = try demo(["--keys", "4<enter><enter>" + keys, "--width", "100", "--frame", "--print-state", "--reset"])
    #expect(run.status == 0)
    #expect(run.output.contains(text), "\(run.output)")
    #expect(run.output.contains(state), "\(run.output)")
    if !keys.hasSuffix("<esc>") { #expect(!run.output.contains("Discard changes?"), "no dialog shows") }
  }

  @Test func anUnreadableStateFileIsKeptAsideAndTheDemoStartsAtTheRoot() throws {
    let folder = stateHome.appendingPathComponent("bad")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("navigation.json")
    try Data("{ not json".utf8).write(to: file)
    let run = try demo(["--state-file", file.path, "--width", "120", "--height", "20", "--frame"])
    #expect(run.status == 0)
    #expect(run.output.contains("Could not read navigation.json"), "\(run.output)")
    let kept = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains("unreadable") }
    #expect(kept.count == 1)
  }

  /// `--reset` removes only a navigation state the demo saved: an empty
  /// path (an unset shell variable), a folder, a pipe or a user's file is
  /// refused with a clear message, and nothing is touched.
  @Test func resetRefusesAnythingButASavedState() throws {
    let home = stateHome.appendingPathComponent("home")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    let marker = home.appendingPathComponent("precious.txt")
    try Data("precious".utf8).write(to: marker)

    let empty = try demo(["--state-file", "", "--reset", "--print-state"], in: home)
    #expect(empty.status != 0)
    #expect(empty.output.contains("--state-file must name a file"), "\(empty.output)")

    let folder = try demo(["--state-file", home.path, "--reset", "--print-state"])
    #expect(folder.status == 1)
    #expect(folder.output.contains("\(home.path) is a folder, not a regular file"), "\(folder.output)")

    let file = try demo(["--state-file", marker.path, "--reset", "--print-state"])
    #expect(file.status == 1)
    #expect(file.output.contains("is not a saved navigation state"), "\(file.output)")

    let pipe = home.appendingPathComponent("pipe")
    #expect(mkfifo(pipe.path, 0o600) == 0)
    let piped = try demo(["--state-file", pipe.path, "--reset", "--print-state"])
    #expect(piped.status == 1 && piped.output.contains("is a pipe"), "\(piped.output)")

    #expect(try String(contentsOf: marker, encoding: .utf8) == "precious")
    #expect(try FileManager.default.contentsOfDirectory(atPath: home.path).sorted() == ["pipe", "precious.txt"])
  }

  /// A state file that cannot be written: the status line says so.
  @Test func aSaveThatFailsShowsOnTheStatusLine() throws {
    let blocker = stateHome.appendingPathComponent("blocker")
    try FileManager.default.createDirectory(at: stateHome, withIntermediateDirectories: true)
    try Data().write(to: blocker)
    let run = try demo([
      "--state-file", blocker.appendingPathComponent("navigation.json").path, "--width", "160", "--height", "20",
      "--keys", "<enter><wait:400>", "--frame",
    ])
    #expect(run.status == 0)
    #expect(run.output.contains("Not saved: could not write"), "\(run.output)")
  }

  /// A file saved by a newer version of the app is kept aside, not
  /// overwritten, and the status line says so.
  @Test func aFileFromANewerSchemaIsKeptAside() throws {
    let folder = stateHome.appendingPathComponent("newer")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("navigation.json")
    #expect(try demo(["--state-file", file.path, "--keys", "6<enter>"]).status == 0)
    let newer = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(
      of: #""schemaVersion":1"#, with: #""schemaVersion":99"#)
    try Data(newer.utf8).write(to: file)
    let run = try demo(["--state-file", file.path, "--width", "160", "--height", "20", "--keys", "2", "--frame"])
    #expect(run.output.contains("was saved by a newer version (schema 99); kept as navigation.newer-"), "\(run.output)")
    let kept = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains("newer") }
    #expect(kept.count == 1)
    #expect(try kept.first.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) } == newer)
  }

  /// A refused link is echoed with its control characters escaped, so it
  /// cannot drive the terminal it is printed on.
  @Test func aRefusedLinkIsEchoedWithoutItsControlCharacters() throws {
    let link = "wayfinder://nowhere/\u{1B}]0;pwned\u{07}\u{1B}[2J\u{202E}"
    let run = try demo(["--open", link])
    #expect(run.status == 1)
    #expect(!run.output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(!run.output.unicodeScalars.contains("\u{202E}"))
    #expect(run.output.contains(#"wayfinder://nowhere/\u{1B}]0;pwned\u{7}\u{1B}[2J\u{202E}"#), "\(run.output)")
  }

  @Test func helpListsEveryOption() throws {
    let run = try demo(["--help"])
    #expect(run.status == 0)
    for option in [
      "--width", "--height", "--keys", "--frame", "--print-state", "--breakpoint", "--export-delay", "--state-file",
      "--reset",
    ] {
      #expect(run.output.contains(option))
    }
  }
}
