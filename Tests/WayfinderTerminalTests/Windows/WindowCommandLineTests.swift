import Foundation
import Testing
@_spi(WayfinderInternals) import Wayfinder
import WayfinderDemo
@_spi(WayfinderInternals) import WayfinderTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// The demo's windows from the command line: `--window NAME`, `--reopen`,
/// closing a window, and one process per window.
@Suite(.timeLimit(.minutes(10))) final class WindowCommandLineTests {
  let stateHome = FileManager.default.temporaryDirectory.appendingPathComponent("wayfinder-wcli-\(UUID().uuidString)")
  var folder: URL { stateHome.appendingPathComponent("wayfinder-demo") }

  deinit { try? FileManager.default.removeItem(at: stateHome) }

  func demo(_ arguments: [String]) throws -> (status: Int32, output: String) {
    try runDemo(arguments, stateHome: stateHome)
  }

  var index: WindowIndex? {
    FileManager.default.contents(atPath: folder.appendingPathComponent("navigation.windows.json").path).flatMap {
      try? WindowIndex(json: $0)
    }
  }

  @Test func eachWindowKeepsItsOwnPlaceAndTheStatusLineNamesIt() throws {
    #expect(try demo(["--open", "wayfinder://numbers/32", "--print-link"]).output == "wayfinder://numbers/32\n")
    let b = try demo(["--window", "b", "--keys", "7<enter>", "--width", "120", "--height", "12", "--frame"])
    #expect(b.status == 0)
    #expect(b.output.contains("wayfinder://three/0  │  window b  │"), "\(b.output)")
    #expect(try demo(["--print-link"]).output == "wayfinder://numbers/32\n", "main kept its place")
    #expect(try demo(["--window", "b", "--print-link"]).output == "wayfinder://three/0\n")
    #expect(index?.openWindows == [.main, "b"])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted() == [
        "navigation.json", "navigation.window-b.json", "navigation.windows.json",
      ])
  }

  @Test func aLinkWithoutAWindowFollowsThePolicyAmongTheSavedWindows() throws {
    _ = try demo(["--window", "b", "--open", "wayfinder://browse/3/level/2"])
    _ = try demo(["--open", "wayfinder://numbers/7"])  // b is the only window, so in front: it gets the link
    #expect(try demo(["--window", "b", "--print-link"]).output == "wayfinder://numbers/7\n")
    _ = try demo(["--keys", "1"])  // main opens, and is in front
    _ = try demo(["--open", "wayfinder://numbers/8"])
    #expect(try demo(["--print-link"]).output == "wayfinder://numbers/8\n")
    // b shows browse/3/level/2 no more, so a new place goes to the front window; b still shows numbers/7.
    #expect(try demo(["--open", "wayfinder://numbers/7", "--print-link"]).output == "wayfinder://numbers/7\n")
    #expect(index?.front == "b", "b shows it: it went there, and b is in front")
    #expect(try demo(["--print-link"]).output == "wayfinder://numbers/8\n", "main did not change")
  }

  @Test func aClosedWindowIsGoneAtTheNextLaunchUnlessReopened() throws {
    _ = try demo(["--window", "b", "--open", "wayfinder://numbers/5"])
    // w, then the item before the last (Back): Close this window. The process ends.
    let closed = try demo([
      "--window", "b", "--keys", "w<down><down><down><down><down><down><up><enter>x", "--print-link",
    ])
    #expect(closed.status == 0 && closed.output == "wayfinder://windows\n", "\(closed.output)")
    #expect(index?.openWindows == [] && index?.closed == ["b"])
    #expect(try demo(["--window", "b", "--print-link"]).output.contains("wayfinder://colors"), "b starts afresh")
    _ = try demo(["--window", "b", "--keys", "w<down><down><down><down><down><down><up><enter>"])
    let reopened = try demo(["--window", "b", "--reopen", "--print-link"])
    #expect(reopened.output.contains("wayfinder://"), "\(reopened.output)")
    #expect(index?.openWindows == ["b"] && index?.closed == [])
  }

  /// Closing a window with unsaved changes asks "Discard changes?" in it:
  /// until the user says yes, the window stays open, and the next launch
  /// restores it with its changes (it used to close at once, and start
  /// afresh at the next launch).
  @Test func closingAWindowWithUnsavedChangesAsksFirst() throws {
    let closeThisWindow = "<down><down><down><down><down><down><up><enter>"
    let asked = try demo([
      "--window", "b", "--keys", "4<enter><enter>w" + closeThisWindow, "--width", "160", "--height", "30", "--frame",
    ])
    #expect(asked.status == 0 && asked.output.contains("Discard changes?"), "\(asked.output)")
    #expect(index?.openWindows == ["b"] && index?.closed == [])
    let kept = try demo(["--window", "b", "--keys", closeThisWindow + "<enter>", "--print-state"])
    #expect(kept.output.contains(#""confirmsLeaving" : true"#), "Keep Editing: \(kept.output)")
    #expect(index?.openWindows == ["b"])
    let discarded = try demo(["--window", "b", "--keys", closeThisWindow + "<left><enter>", "--print-state"])
    #expect(discarded.status == 0)
    #expect(index?.openWindows == [] && index?.closed == ["b"], "Discard Changes closes the window")
  }

  @Test func aWindowIsShownByOneProcessAtATime() throws {
    guard let binary = EndToEndTests.demoBinary() else { return }
    let running = Process()
    running.executableURL = URL(fileURLWithPath: binary)
    running.arguments = ["--window", "b", "--save-stress"]
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_STATE_HOME"] = stateHome.path
    running.environment = environment
    running.standardOutput = FileHandle.nullDevice
    running.standardError = FileHandle.nullDevice
    try running.run()
    defer {
      kill(running.processIdentifier, SIGKILL)
      running.waitUntilExit()
    }
    for _ in 0..<200 where index?.isOpen("b") != true { Thread.sleep(forTimeInterval: 0.02) }
    let second = try demo(["--window", "b", "--print-link"])
    #expect(second.status == 1)
    #expect(
      second.output == "wayfinder-demo: window b is already shown by another process (run another: --window NAME)\n")
    #expect(try demo(["--window", "c", "--print-link"]).status == 0)
  }

  @Test(arguments: [
    (["--window", ""], "--window: a window's name cannot be empty"),
    (["--window", String(repeating: "w", count: 65)], "--window: a window's name is at most 64 bytes"),
    (["--window", "a\u{1B}b"], "--window: a window's name cannot hold control characters"),
    (["--reopen"], "--reopen needs --window NAME"),
  ])
  func badWindowsAreRefused(arguments: [String], message: String) throws {
    let run = try demo(arguments)
    #expect(run.status != 0)
    #expect(run.output.contains(message), "\(run.output)")
    #expect(!FileManager.default.fileExists(atPath: folder.path), "nothing was written")
  }
}

/// Issue 24 through the demo: what a hostile or careless user does to the
/// windows' files and names, from the command line.
@Suite(.timeLimit(.minutes(10))) final class WindowFilesCommandLineTests {
  let stateHome = FileManager.default.temporaryDirectory.appendingPathComponent("wayfinder-wlim-\(UUID().uuidString)")
  var folder: URL { stateHome.appendingPathComponent("wayfinder-demo") }
  var indexFile: URL { folder.appendingPathComponent("navigation.windows.json") }

  deinit { try? FileManager.default.removeItem(at: stateHome) }

  func demo(_ arguments: [String]) throws -> (status: Int32, output: String) {
    try runDemo(arguments, stateHome: stateHome)
  }

  var index: WindowIndex? {
    FileManager.default.contents(atPath: indexFile.path).flatMap { try? WindowIndex(json: $0) }
  }

  /// With 256 windows open, a 257th is refused, clearly; the index and the
  /// main window's navigation are untouched (the index used to be taken for
  /// an unreadable one, and every window forgotten).
  @Test func the257thWindowIsRefusedAndTheIndexKept() throws {
    #expect(try demo(["--open", "wayfinder://numbers/32"]).status == 0)
    var full = try #require(index)
    for number in 1..<WindowIndex.maxWindows { try full.open(WindowID("w\(number)")) }
    try full.jsonData().write(to: indexFile)
    let main = try Data(contentsOf: folder.appendingPathComponent("navigation.json"))

    let refused = try demo(["--window", "one-more", "--print-link"])
    #expect(refused.status == 1)
    #expect(
      refused.output
        == "wayfinder-demo: window one-more cannot open: 256 windows are open: that is the limit (close one: w, then Close this window)\n"
    )
    #expect(index?.openWindows.count == WindowIndex.maxWindows && index?.openWindows.first == .main)
    #expect(try Data(contentsOf: folder.appendingPathComponent("navigation.json")) == main)
    #expect(try demo(["--print-link"]).output == "wayfinder://numbers/32\n")
    #expect(try !FileManager.default.contentsOfDirectory(atPath: folder.path).contains { $0.contains("unreadable") })

    // "Open a new window" in the list of windows says why it cannot.
    let fromTheList = try demo(["--window", "w1", "--keys", "w<enter>", "--width", "200", "--height", "20", "--frame"])
    #expect(fromTheList.output.contains("Could not open window-2: 256 windows are open"), "\(fromTheList.output)")
    #expect(index?.openWindows.count == WindowIndex.maxWindows)
  }

  /// A 64-byte name whose every byte is escaped is saved, restored and
  /// reached from the command line (its file name used to be too long).
  @Test func theLongestNameIsSavedAndRestored() throws {
    let name = String(repeating: "\u{E9}", count: 32)
    let opened = try demo(["--window", name, "--open", "wayfinder://numbers/5", "--width", "200", "--frame"])
    #expect(opened.status == 0 && !opened.output.contains("Not saved"), "\(opened.output)")
    #expect(try demo(["--window", name, "--print-link"]).output == "wayfinder://numbers/5\n")
    #expect(index?.openWindows == [WindowID(name)])
  }

  /// A folder, a link or a pipe where a window's claim lock goes: the demo
  /// refuses to show the window, and says what to remove (it used to go on
  /// without its claim, so two processes could show the window).
  @Test(arguments: ["folder", "link", "pipe"])
  func aClaimLockThatIsNotAFileStopsTheDemo(what: String) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let lock = folder.appendingPathComponent("navigation.window-b.lock")
    switch what {
    case "folder": try FileManager.default.createDirectory(at: lock, withIntermediateDirectories: false)
    case "link": try FileManager.default.createSymbolicLink(atPath: lock.path, withDestinationPath: "elsewhere")
    default: #expect(mkfifo(lock.path, 0o600) == 0)
    }
    let run = try demo(["--window", "b", "--print-link"])
    #expect(run.status == 1)
    #expect(run.output.hasPrefix("wayfinder-demo: window b cannot be shown: the window's claim cannot be held at "))
    #expect(run.output.contains("navigation.window-b.lock") && run.output.hasSuffix("remove what is there\n"))
    #expect(index == nil, "nothing was saved")
  }

  /// Windows shown and quit leave no claim lock files behind.
  @Test func claimLockFilesGoWithTheirProcesses() throws {
    for name in ["a", "b", "c"] { #expect(try demo(["--window", name, "--print-link"]).status == 0) }
    #expect(try demo(["--print-link"]).status == 0)
    let locks = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".lock") }
    #expect(locks == ["navigation.windows.lock"], "only the index's lock, which stays")
  }

  /// An inbox planted with 35,000 links is not read: the window starts,
  /// and the inbox is gone; one of 200 links opens the newest (of the 16
  /// newest it reads).
  @Test func aPlantedInboxIsReadWithinBounds() throws {
    #expect(try demo(["--print-link"]).status == 0)
    let inbox = folder.appendingPathComponent("navigation.window-main.inbox")
    let planted = (0..<35_000).map { "wayfinder://numbers/\($0)" }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .withoutEscapingSlashes  // under 1 MiB, as the issue's were
    try encoder.encode(planted).write(to: inbox)
    #expect(try demo(["--print-link"]).output == "wayfinder://colors\n")
    #expect(!FileManager.default.fileExists(atPath: inbox.path))

    try encoder.encode(Array(planted[..<200])).write(to: inbox)
    let run = try demo(["--print-link", "--print-state"])
    #expect(run.status == 0 && run.output.hasPrefix("wayfinder://numbers/199\n"), "the newest opened last")
    #expect(!FileManager.default.fileExists(atPath: inbox.path))
  }

  /// While another process holds the index's lock, a window still starts
  /// and ends (the main actor waits for it a moment, and quitting at most a
  /// second, instead of 5 s each).
  @Test func aHeldIndexLockDoesNotStopTheDemo() throws {
    #expect(try demo(["--print-link"]).status == 0)
    let descriptor = open(folder.appendingPathComponent("navigation.windows.lock").path, O_RDWR)
    #expect(descriptor >= 0 && flock(descriptor, LOCK_EX | LOCK_NB) == 0)
    defer { close(descriptor) }
    let run = try demo(["--window", "b", "--open", "wayfinder://numbers/5", "--print-link"])
    #expect(run.status == 0 && run.output == "wayfinder://numbers/5\n", "\(run.output)")
  }

  /// `--open LINK` among saved windows, one of them 9,500 steps deep in a
  /// tab it does not show: the link still goes to the window that shows its
  /// place (each window read only as far as the place needs).
  @Test func aLinkFindsTheWindowShowingItsPlaceBesideADeepOne() throws {
    let push500 = String(repeating: "<down><enter>", count: 19)
    let deep = try demo(["--window", "b", "--open", "wayfinder://numbers/32", "--keys", push500 + "9<enter><enter>"])
    #expect(deep.status == 0)
    #expect(try demo(["--print-link"]).status == 0)  // main, in front
    #expect(index?.front == .main)
    let routed = try demo(["--open", "wayfinder://browse/0/level/2", "--width", "200", "--height", "20", "--frame"])
    #expect(routed.output.contains("wayfinder://browse/0/level/2  │  window b"), "\(routed.output)")
    let numbers = try demo(["--window", "b", "--keys", "6", "--width", "200", "--height", "20", "--frame"])
    #expect(numbers.output.contains("Depth 9501"), "\(numbers.output)")
  }

  /// "café" composed and decomposed is one window through the demo too:
  /// the second spelling restores what the first saved, and is refused
  /// while a process shows the first.
  @Test func aNameWrittenTwoWaysIsOneWindow() throws {
    let composed = "caf\u{E9}"
    let decomposed = "cafe\u{301}"
    #expect(try demo(["--window", composed, "--open", "wayfinder://numbers/5"]).status == 0)
    #expect(try demo(["--window", decomposed, "--print-link"]).output == "wayfinder://numbers/5\n")
    #expect(index?.openWindows.map(\.name) == [composed])

    let binary = try requireDemoBinary()
    let running = Process()
    running.executableURL = URL(fileURLWithPath: binary)
    running.arguments = ["--window", composed, "--save-stress"]
    running.environment = ProcessInfo.processInfo.environment.merging(["XDG_STATE_HOME": stateHome.path]) { $1 }
    running.standardOutput = FileHandle.nullDevice
    running.standardError = FileHandle.nullDevice
    try running.run()
    defer {
      kill(running.processIdentifier, SIGKILL)
      running.waitUntilExit()
    }
    try waitUntil("the first spelling is claimed") {
      TerminalWindowStore<DemoTab, AnyRoute>(
        file: folder.appendingPathComponent("navigation.json"), schemaVersion: 1, registry: demoRegistry
      ).isRunning(WindowID(composed))
    }
    let second = try demo(["--window", decomposed, "--print-link"])
    #expect(second.status == 1 && second.output.contains("is already shown by another process"), "\(second.output)")
  }
}
