// Several windows (issue 21): a link routed among 100 windows, saving with
// two processes writing, restoring 20 windows, each beside its baseline.
// See Benchmarks/count-instructions (`windows`).
import BenchmarkSupport
import Foundation
@_spi(WayfinderInternals) import Wayfinder
@_spi(WayfinderInternals) import WayfinderTerminal

/// The links of the window workloads: `app://detail/N` opens detail N.
let windowLinks: LinkTable<Never, AppRoute> = {
  var links = LinkTable<Never, AppRoute>(scheme: "app")
  let id = LinkParameter<Int>("id")
  try? links.register(LinkPattern("detail", id)) { values, place in
    try place.push(.detail(values.value(id)))
  }
  return links
}()

/// A window's state: home, then one detail of its own.
func windowState(_ number: Int) -> NavigationState<Never, AppRoute> {
  NavigationState(BackStack(pushing: [.home, .detail(number)]))
}

/// The folder the saving and restoring workloads use: `WINDOW_FOLDER`, or one in the temporary folder.
let windowFolder = URL(
  fileURLWithPath: ProcessInfo.processInfo.environment["WINDOW_FOLDER"]
    ?? FileManager.default.temporaryDirectory.appendingPathComponent("wayfinder-bench-windows").path)

/// Runs the window workload `name` `count` times; `false` for a name that is not one.
///
/// - `window-link`: a link routed among 100 windows, none of which shows
///   its place (the rule looks at all 100), opened in the front one;
///   `window-link-baseline`: the same link opened in one navigator.
/// - `window-save`: one save of window `WINDOW_ID` (default `a`) in
///   `WINDOW_FOLDER`: the window put in front in the index, under the lock,
///   then its state written; run it alone (the baseline) and beside
///   `window-save-loop` (another process saving window `b` until it is killed).
/// - `window-restore`: restoring 20 saved windows (saved by `window-restore-setup`
///   beforehand, outside valgrind); `window-restore-baseline`:
///   restoring one saved window, 20 times.
@MainActor
func windowWorkload(_ name: String, count: Int) async throws -> Bool {
  switch name {
  case "window-link", "window-link-baseline":
    let links = (0..<count).map { "app://detail/\(1_000 + $0 % 2)" }
    if name == "window-link" {
      let windows = WindowNavigator(template: windowState(0), maxWindows: 128)
      for number in 0..<100 { try windows.open(WindowID("w\(number)"), state: windowState(number)) }
      for link in links { keep(try windows.open(link, with: windowLinks)) }
      keep(windows)
    } else {
      let navigator = Navigator(windowState(0))
      for link in links { keep(try navigator.open(link, with: windowLinks)) }
      keep(navigator)
    }
  case "window-save", "window-save-loop":
    let id = WindowID(ProcessInfo.processInfo.environment["WINDOW_ID"] ?? (name == "window-save" ? "a" : "b"))
    let store = TerminalWindowStore<Never, AppRoute>(
      file: windowFolder.appendingPathComponent("navigation.json"), schemaVersion: 1, registry: appRegistry)
    try store.updateIndex { try $0.open(id) }
    let windowStore = store.store(for: id)
    var saved = 0
    while name == "window-save-loop" || saved < count {
      saved += 1
      try store.updateIndex { $0.focus(id) }
      windowStore.save(windowState(saved))
      await windowStore.flush()
    }
  case "window-restore", "window-restore-baseline", "window-restore-setup":
    let template = NavigationState<Never, AppRoute>()
    let many = windowFolder.appendingPathComponent("twenty/navigation.json")
    let one = windowFolder.appendingPathComponent("one/navigation.json")
    if name == "window-restore-setup" {
      // Saved once, outside valgrind (which stops on the store's writes).
      try? FileManager.default.removeItem(at: many.deletingLastPathComponent())
      try? FileManager.default.removeItem(at: one.deletingLastPathComponent())
      let store = TerminalWindowStore<Never, AppRoute>(file: many, schemaVersion: 1, registry: appRegistry)
      for number in 0..<20 {
        let id: WindowID = number == 0 ? .main : WindowID("w\(number)")
        try store.updateIndex { try $0.open(id) }
        store.store(for: id).save(windowState(number))
        await store.store(for: id).flush()
      }
      await store.flushIndex()
      let oneWindow = NavigationStore<Never, AppRoute>(file: one, schemaVersion: 1, registry: appRegistry)
      oneWindow.save(windowState(0))
      await oneWindow.flush()
    }
    for _ in 0..<(name == "window-restore-setup" ? 0 : count) {
      if name == "window-restore" {
        let restored = TerminalWindowStore<Never, AppRoute>(file: many, schemaVersion: 1, registry: appRegistry)
          .restore(into: template)
        guard restored.windows.count == 20 else {
          throw StoreError.malformed("\(restored.windows.count) windows")
        }
        keep(restored)
      } else {
        for _ in 0..<20 {
          keep(
            NavigationStore<Never, AppRoute>(file: one, schemaVersion: 1, registry: appRegistry).restore(into: template)
          )
        }
      }
    }
  case "window-route-saved", "window-route-saved-baseline", "window-route-saved-setup", "window-open-link":
    try await routeAmongSavedWindows(name, count: count)
  default:
    return false
  }
  return true
}

/// `--open LINK` in a process that shows no window: the link routed by the
/// standard rule among the windows saved in `WINDOW_FOLDER/saved`
/// (`WINDOW_COUNT` windows, 200 by default, each `WINDOW_DEPTH` steps deep,
/// 9,500 by default, saved by `window-route-saved-setup` beforehand). The
/// link opens a place no window shows, so every window is asked.
/// `window-route-saved` reads each window as far as the link's place needs
/// (`savedWindows(into:forRouting:)`); the baseline restores every window
/// whole first (`savedWindows(into:)`), as the demo did. `window-open-link`
/// routes the link as `wayfinder-demo --open LINK` does (the index read,
/// the link matched, the window chosen), for timing a whole process.
@MainActor
func routeAmongSavedWindows(_ name: String, count: Int) async throws {
  let environment = ProcessInfo.processInfo.environment
  let windows = environment["WINDOW_COUNT"].flatMap { Int($0) } ?? 200
  let depth = environment["WINDOW_DEPTH"].flatMap { Int($0) } ?? 9_500
  let file = windowFolder.appendingPathComponent("saved/navigation.json")
  let template = NavigationState<Never, AppRoute>()
  let link = "app://detail/1000000"
  if name == "window-route-saved-setup" {
    try? FileManager.default.removeItem(at: file.deletingLastPathComponent())
    let store = TerminalWindowStore<Never, AppRoute>(file: file, schemaVersion: 1, registry: appRegistry)
    for number in 0..<windows {
      let id = WindowID("w\(number)")
      try store.updateIndex { try $0.open(id) }
      let steps = [AppRoute.home] + (0..<depth - 1).map { AppRoute.detail(number * 100_000 + $0) }
      let windowStore = NavigationStore<Never, AppRoute>(
        file: store.file(for: id), schemaVersion: 1, registry: appRegistry)
      windowStore.save(NavigationState(BackStack(pushing: steps)))
      await windowStore.flush()
    }
    return
  }
  let store = TerminalWindowStore<Never, AppRoute>(file: file, schemaVersion: 1, registry: appRegistry)
  if name == "window-open-link" {
    // What `wayfinder-demo --open LINK` does before it leaves the link in
    // the window's inbox: the index read, the link matched and routed among
    // the saved windows. Timed as a whole process (count-instructions
    // window-open): among 200 windows, and among one, in the same run.
    for _ in 0..<count { keep(try store.window(for: link, with: windowLinks, template: template)) }
    return
  }
  let target = try windowLinks.place(for: link)
  for _ in 0..<count {
    let saved =
      name == "window-route-saved"
      ? store.savedWindows(into: template, forRouting: target.place) : store.savedWindows(into: template)
    guard saved.count == windows else { throw StoreError.malformed("\(saved.count) windows") }
    keep(saved.standardWindow(for: target.place, target.mode))
  }
}
