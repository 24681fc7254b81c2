import Foundation
@_spi(WayfinderInternals) import Wayfinder

enum Tab: String, Hashable, Codable, Sendable, CaseIterable { case explore, saved, nearby }

struct Trail: Hashable, Codable, Sendable {
  var name: String
}

let registry: RouteRegistry = {
  var registry = RouteRegistry.standard
  try? registry.register(Trail.self, tag: "hike", aliases: ["WayfinderTests.VersionOne.Trail"])
  return registry
}()

let limits = RestorationLimits(maxBytes: 64 << 10, maxSteps: 500, maxNesting: 32)
/// Renames one tag and drops another, for files of version 1.
let migrate: @Sendable ((tag: String, json: String), Int) -> (tag: String, json: String)? = { route, _ in
  switch route.tag {
  case "screen": ("Swift.String", route.json)
  case "legacy": nil
  default: route
  }
}

/// Any bytes: reading a snapshot throws or restores, never crashes, and what
/// is restored is a valid state that saves and restores to itself.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  guard let snapshot = try? NavigationSnapshot(json: data, limits: limits) else { return 0 }
  let tabs = Tabs<Tab, AnyRoute>(selected: .nearby)
  let template = NavigationState<Tab, AnyRoute>.tabs(tabs)
  let restored = snapshot.restore(into: template, registry: registry, schemaVersion: 2, migrate: migrate)
  if let first = restored.state.tabs?.modalOverTabs.first, first.presentation == .push {
    fatalError("a modal over all tabs starts with a push: \(restored.state)")
  }
  if let again = try? NavigationSnapshot(restored.state, schemaVersion: 2, registry: registry) {
    let twice = again.restore(into: template, registry: registry, schemaVersion: 2)
    if twice.state != restored.state { fatalError("saving the restored state changed it: \(restored.state)") }
  }
  if data.range(of: Data("windows".utf8)) != nil { restoreWindows(data, template: template) }
  return 0
}

/// The folder a snapshot of windows is read from, emptied after each input.
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wayfinder-fuzz-windows-\(getpid())")

/// The bytes as a window navigator's file: its windows restore, within its
/// limit, the front one among them, each a valid state; never a crash.
func restoreWindows(_ data: Data, template: NavigationState<Tab, AnyRoute>) {
  defer { try? FileManager.default.removeItem(at: folder) }
  let file = folder.appendingPathComponent("navigation.json")
  try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  guard (try? data.write(to: file)) != nil else { return }
  MainActor.assumeIsolated {
    let windows = WindowNavigator(template: template, maxWindows: 8)
    windows.attach(NavigationStore(file: file, schemaVersion: 2, registry: registry, migrate: migrate))
    guard !windows.ids.isEmpty, windows.ids.count <= 8, let front = windows.front, windows.ids.contains(front) else {
      fatalError("the windows restored are not a valid set: \(windows.ids), front \(String(describing: windows.front))")
    }
    for id in windows.ids {
      if let first = windows.navigator(for: id)?.state.tabs?.modalOverTabs.first, first.presentation == .push {
        fatalError("window \(id): a modal over all tabs starts with a push")
      }
    }
  }
}
