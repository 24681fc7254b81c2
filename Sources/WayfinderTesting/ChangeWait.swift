// How a receive waits for the app's next change: on no clock unless the test gives a timeout. It runs
// the frames of the player that shows the navigator while that player has
// work in flight, gives the main actor turns while a guard decides, and,
// with nothing in flight, only the turns the work already queued on the
// main actor takes (an app's task that changes the navigator), and, when the
// test gave a timeout, the app's own async work until that deadline; then it
// fails.
import SwiftUILifecycle
import Wayfinder

/// What a receive asks of the lifecycle player that shows a test's navigator.
@MainActor protocol FrameRunner: AnyObject {
  /// The work the player has in flight, in words; none when nothing.
  var inFlight: [String] { get }
  /// Runs one frame, and lets the main actor's other work run after it.
  func runFrame() async
}

/// The bounds of a receive's wait, and the wait.
enum ChangeWait {
  /// The most frames a receive runs while the player has work in flight:
  /// a settle's default limit.
  static let frames = FrameLoop.defaultFrameLimit
  /// The most turns of the main actor a receive gives a guard's decision
  /// (`NavigationGuard(when:decide:)`), each a `Task.yield()`: a
  /// decision that answers at once comes back in one or two.
  static let decisionTurns = 1_000
  /// The turns of the main actor a receive gives the work already queued
  /// there when nothing is in flight, before it fails.
  static let idleTurns = 100

  /// Waits until `arrived` holds: `nil` when it does, else, in words, what
  /// was awaited and why nothing more can come.
  @MainActor static func wait<Tab, Route>(
    for arrived: () -> Bool, player: (any FrameRunner)?, navigator: Navigator<Tab, Route>, timeout: Duration
  ) async -> String? {
    let deadline = ContinuousClock.now + timeout
    var (frames, turns, idle) = (0, 0, 0)
    var awaited: [String] = []
    func note(_ work: [String]) {
      for what in work where !awaited.contains(what) { awaited.append(what) }
      idle = 0
    }
    while !arrived() {
      if let work = player?.inFlight, !work.isEmpty, let player {
        guard frames < Self.frames else { return "after \(frames) frames, still awaiting " + list(work) }
        note(work)
        await player.runFrame()
        frames += 1
      } else if let decision = navigator.waitingChange, decision.dialogLocation == nil {
        let what = "a guard's decision about " + (decision.intent.map { "\($0.operation)" } ?? "an update")
        guard turns < decisionTurns else { return "after \(turns) turns of the main actor, still awaiting \(what)" }
        note([what])
        await Task.yield()
        turns += 1
      } else if idle >= idleTurns, ContinuousClock.now < deadline {
        // The app's own async work (a download, a sleep): polled until the deadline the test gave.
        try? await Task.sleep(for: .milliseconds(1))
      } else {
        guard idle < idleTurns else {
          if timeout > .zero { return "nothing came within the timeout, \(timeout)" }
          guard !awaited.isEmpty else {
            return "nothing is in flight (no transition, no queued batch, no guard deciding; "
              + "a change after the app's own async work needs receive(timeout:))"
          }
          return "nothing is in flight now, after awaiting " + list(awaited)
            + " (\(frames) frame(s), \(turns) turn(s) of the main actor)"
        }
        await Task.yield()
        idle += 1
      }
    }
    return nil
  }

  private static func list(_ work: [String]) -> String { work.joined(separator: ", ") }
}
