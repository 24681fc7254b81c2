import Foundation
import Testing
import Wayfinder

/// What closing a window does to what its screens wait for: a request
/// awaited in it, and unsaved changes.
@MainActor @Suite(.timeLimit(.minutes(1))) struct WindowClosingTests {
  typealias Windows = WindowNavigator<AppTab, Int>

  func twoWindows(closedCapacity: Int = 10) throws -> Windows {
    let windows = Windows(template: WindowTestApp.fresh(), closedCapacity: closedCapacity)
    try windows.open(.main)
    try windows.open("b")
    return windows
  }

  /// A task awaiting a request of a window that closes gets its answer
  /// once the window is reopened and the request answered there.
  @Test func aRequestAwaitedInAClosedWindowIsAnsweredWhenItIsReopened() async throws {
    let windows = try twoWindows()
    let asking = try #require(windows.navigator(for: "b"))
    let request = try asking.ask(.pickNumber, presenting: 9)
    let outcome = Task { await asking.outcome(of: request) }
    await Task.yield()  // the task waits (the main actor runs its jobs in order)
    try windows.close("b")
    try windows.reopen("b")
    try windows.navigator(for: "b")?.answer(42, to: .pickNumber)
    #expect(await value(of: outcome) == .answered(42))
  }

  /// A window closed for good (nothing kept, dropped beyond the capacity,
  /// or replaced by a new window of its name) ends the requests awaited in
  /// it, as cancelled, once.
  @Test(arguments: ["not kept", "dropped", "replaced", "all windows replaced"])
  func aRequestAwaitedInAWindowClosedForGoodIsCancelled(how: String) async throws {
    let windows = try twoWindows(closedCapacity: how == "not kept" ? 0 : 1)
    let asking = try #require(windows.navigator(for: "b"))
    let request = try asking.ask(.pickNumber, presenting: 9)
    let outcome = Task { await asking.outcome(of: request) }
    await Task.yield()
    switch how {
    case "dropped":
      try windows.close("b")
      try windows.close(.main)
    case "replaced":
      try windows.close("b")
      try windows.open("b")
    case "all windows replaced":
      windows.replaceWindows(try WindowSet([Window(.main, state: WindowTestApp.fresh())]))
    default:
      try windows.close("b")
    }
    #expect(await value(of: outcome) == .cancelled)
  }

  /// A window navigator let go with a closed window in it ends the
  /// requests awaited there.
  @Test func aRequestAwaitedInAClosedWindowEndsWhenTheWindowsAreLetGo() async throws {
    var windows: Windows? = try twoWindows()
    let asking = try #require(windows?.navigator(for: "b"))
    let request = try asking.ask(.pickNumber, presenting: 9)
    let outcome = Task { await asking.outcome(of: request) }
    await Task.yield()
    try windows?.close("b")
    windows = nil
    #expect(await value(of: outcome) == .cancelled)
  }

  /// The task's value; when the test is cancelled (past its time limit),
  /// the task is cancelled too, so that a request never answered fails the
  /// test instead of hanging the run.
  func value<Value>(of task: Task<Value, Never>) async -> Value {
    await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
  }
}
