// A helper for the crash-safety test: saves snapshots to a file as fast as
// it can, forever, each holding a counter one higher than the last, until it
// is killed. The test kills it with SIGKILL at random moments and checks
// that the file always holds a whole snapshot, never a mix.
import Foundation
@_spi(WayfinderInternals) import Wayfinder

//
// `wayfinder-save-loop --windows FILE` instead attaches a window navigator
// to FILE (claiming it for this process, as an app's does) and waits until
// it is killed: the second process of the two-process saving test.
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "--windows" {
  let store = NavigationStore<Never, AnyRoute>(
    file: URL(fileURLWithPath: CommandLine.arguments[2]), schemaVersion: 1, registry: .standard)
  let windows = WindowNavigator(template: NavigationState<Never, AnyRoute>())
  windows.attach(store)
  await store.flush(windows)
  while true { try? await Task.sleep(for: .seconds(60)) }
}
guard CommandLine.arguments.count == 2 else {
  FileHandle.standardError.write(Data("usage: wayfinder-save-loop [--windows] FILE\n".utf8))
  exit(2)
}
let file = URL(fileURLWithPath: CommandLine.arguments[1])

/// The counter the file holds now, so that counters keep rising across runs.
func savedCounter() -> Int {
  guard let data = FileManager.default.contents(atPath: file.path),
    let snapshot = try? NavigationSnapshot(json: data),
    case .stack(let steps) = snapshot.state, let first = steps.first
  else { return 0 }
  return Int(first.route.json) ?? 0
}

var counter = savedCounter()
// Each snapshot is some fifteen kilobytes, so that a kill often lands mid-write.
let padding = Array(repeating: "x", count: 200)
while true {
  counter += 1
  let state = NavigationState<Never, AnyRoute>(
    BackStack(pushing: [AnyRoute(counter)] + padding.indices.map { AnyRoute("step \($0) of \(counter)") }))
  guard let snapshot = try? NavigationSnapshot(state, schemaVersion: 1, registry: .standard) else { exit(1) }
  try AtomicFile.write(snapshot.jsonData(), to: file)
}
