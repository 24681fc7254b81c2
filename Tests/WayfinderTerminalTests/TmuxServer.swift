import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A tmux server of its own (its own socket), and a folder of its own for
/// what the shells in its panes leave behind; `close()` ends the server and
/// removes the folder. The end-to-end tests of one window and of several
/// drive the demo through it.
struct TmuxServer {
  let socket: String
  let directory: URL

  /// A server whose socket and folder are named `prefix`, the process and a random number.
  init(prefix: String) throws {
    socket = "\(prefix)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  /// Ends the server and removes the folder.
  func close() {
    _ = try? run(["kill-server"])
    try? FileManager.default.removeItem(at: directory)
  }

  /// Runs tmux through the shell and waits for it. (Foundation's `Process`
  /// waits forever here: the tmux server that `new-session` starts keeps
  /// the descriptors it inherited.)
  @discardableResult
  func run(_ arguments: [String]) throws -> String {
    let file = directory.appendingPathComponent("tmux-\(UUID().uuidString).out")
    defer { try? FileManager.default.removeItem(at: file) }
    let words = ["tmux", "-L", socket] + arguments
    let command = words.map(Self.quoted).joined(separator: " ") + " > \(Self.quoted(file.path)) 2>&1 < /dev/null"
    let status = system(command)
    let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    guard status == 0 else {
      let hint = text.contains("not found") ? " (install tmux: apt-get install -y tmux)" : ""
      throw TmuxError(arguments: arguments, output: text + hint)
    }
    return text
  }

  /// `word` quoted for the shell.
  static func quoted(_ word: String) -> String {
    "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// What the pane (or session) `target` shows.
  func screen(_ target: String) throws -> String { try run(["capture-pane", "-p", "-t", target]) }

  /// Types `keys` into `target`.
  func keys(_ target: String, _ keys: [String]) throws { try run(["send-keys", "-t", target] + keys) }

  /// Waits up to 10 s for the screen of `target` to satisfy `condition`; fails with the last screen.
  func waitFor(
    _ description: String, in target: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: (String) -> Bool
  ) throws {
    var last = ""
    for _ in 0..<200 {
      last = try screen(target)
      if condition(last) { return }
      Thread.sleep(forTimeInterval: 0.05)
    }
    Issue.record("timed out waiting for \(description); the screen was:\n\(last)", sourceLocation: sourceLocation)
    throw TmuxError(arguments: ["wait", description], output: last)
  }
}

/// A tmux command that failed, and what it printed.
struct TmuxError: Error, CustomStringConvertible {
  var arguments: [String]
  var output: String
  var description: String { "tmux \(arguments.joined(separator: " ")) failed: \(output)" }
}

/// The built demo's path; when it is not built, an issue says how to build
/// it, and this throws.
func requireDemoBinary() throws -> String {
  guard let binary = EndToEndTests.demoBinary() else {
    Issue.record("wayfinder-demo is not built: run `swift build` first (or set WAYFINDER_DEMO)")
    throw TmuxError(arguments: [], output: "no demo binary")
  }
  return binary
}

/// The built demo run from the command line, as a user runs it from a
/// script: its navigation saved under `stateHome`, never inside tmux (so its
/// windows key opens no pane), no standard input.
///
/// A run that has not ended after 120 s is killed, and fails the test: a
/// hung demo cannot hang the suite.
///
/// - Returns: Its exit status and what it printed (standard output and error
///   together).
/// - Throws: When the demo is not built (with an issue saying how to build it).
func runDemo(
  _ arguments: [String], stateHome: URL, in directory: URL? = nil, sourceLocation: SourceLocation = #_sourceLocation
) throws -> (status: Int32, output: String) {
  let binary = try requireDemoBinary()
  let process = Process()
  process.executableURL = URL(fileURLWithPath: binary)
  process.arguments = arguments
  if let directory { process.currentDirectoryURL = directory }
  var environment = ProcessInfo.processInfo.environment
  environment["XDG_STATE_HOME"] = stateHome.path
  environment["TMUX"] = nil
  process.environment = environment
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  process.standardInput = FileHandle.nullDevice
  try process.run()
  let pid = process.processIdentifier
  let watchdog = DispatchWorkItem { if process.isRunning { kill(pid, SIGKILL) } }
  DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: watchdog)
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  watchdog.cancel()
  if process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL {
    Issue.record("wayfinder-demo \(arguments) did not end within 120 s: killed", sourceLocation: sourceLocation)
  }
  return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// Waits up to 60 s for `condition`, checking it every 20 ms; records an
/// issue and throws when it does not hold by then.
func waitUntil(
  _ description: String, sourceLocation: SourceLocation = #_sourceLocation, _ condition: () throws -> Bool
) throws {
  let deadline = ContinuousClock.now + .seconds(60)
  while ContinuousClock.now < deadline {
    if try condition() { return }
    Thread.sleep(forTimeInterval: 0.02)
  }
  if try condition() { return }
  Issue.record("timed out waiting for \(description)", sourceLocation: sourceLocation)
  throw TmuxError(arguments: ["wait until", description], output: "")
}

/// Reads `value` until `isDone` holds for it, at most 60 s, letting the main
/// actor and other tasks run between reads (every 5 ms); the last value read.
/// The async sibling of ``waitUntil(_:sourceLocation:_:)``, for conditions
/// that other tasks of this process make true.
@MainActor func poll<Value>(_ value: () -> Value, until isDone: (Value) -> Bool) async -> Value {
  let deadline = ContinuousClock.now + .seconds(60)
  var last = value()
  while !isDone(last), ContinuousClock.now < deadline {
    try? await Task.sleep(for: .milliseconds(5))
    last = value()
  }
  return last
}
