import Foundation
import Testing
@_spi(WayfinderInternals) import Wayfinder
import WayfinderDemo
@_spi(WayfinderInternals) import WayfinderTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// Two demo windows, each a process, save at once as fast as they can
/// (each puts itself in front in the shared index, then saves the focus
/// stamp it got in its own window's file); one of them is killed with
/// SIGKILL at a random moment, 100 times, and started again. After every
/// kill, every file is whole, no window's saved state went back in time,
/// and the index lost no change of either process: it lists both windows,
/// each with a stamp at least as new as the one its file holds (the index
/// is changed before the file).
@Suite(.serialized, .timeLimit(.minutes(10))) struct TwoProcessSavingTests {
  struct Saved {
    var index: WindowIndex
    var stamps: [WindowID: Int]
    var leftovers: Int
  }

  /// The stamp window `id`'s file holds, or `nil` when it has no file yet.
  static func stamp(in file: URL) throws -> Int? {
    guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
    let snapshot = try NavigationSnapshot(json: data)  // throws if the file is torn
    guard case .tabs(_, let tabs, _) = snapshot.state,
      let numbers = tabs.first(where: { $0.tab == #""numbers""# }), let first = numbers.stack.first,
      let stamp = Int(first.route.json)
    else { throw StoreError.malformed("no stamp in \(file.lastPathComponent)") }
    return stamp
  }

  @Test func twoWindowsSavingAtOnceLoseNothingWhenOneIsKilledMidSave() throws {
    let binary = try requireDemoBinary()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wayfinder-two-\(UUID().uuidString)")
    let file = folder.appendingPathComponent("navigation.json")
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = TerminalWindowStore<DemoTab, AnyRoute>(file: file, schemaVersion: 1, registry: demoRegistry)
    let windows: [WindowID] = ["a", "b"]

    func start(_ window: WindowID) throws -> Process {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: binary)
      process.arguments = ["--window", window.name, "--state-file", file.path, "--save-stress"]
      var environment = ProcessInfo.processInfo.environment
      environment["XDG_STATE_HOME"] = folder.path
      process.environment = environment
      process.standardInput = FileHandle.nullDevice
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      return process
    }

    var processes = try windows.map(start)
    defer {
      for process in processes where process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
    // Both windows listed and saved once before the first kill (a slow start is not what is tested).
    for _ in 0..<500 {
      if store.readIndex()?.openWindows.count == 2,
        windows.allSatisfy({ FileManager.default.fileExists(atPath: store.file(for: $0).path) })
      {
        break
      }
      Thread.sleep(forTimeInterval: 0.02)
    }
    var last: [WindowID: Int] = [:]
    var listed = Set<WindowID>()
    var lastClock = 0
    var progressed = 0
    var leftovers = 0
    var kills = 0
    while kills < 100 {
      let victim = kills % 2
      // The victim has saved since it started, so that the kill lands in a
      // process that saves (at a random moment after that), however busy
      // the machine is.
      let previous = last[windows[victim]] ?? -1
      try waitUntil("window \(windows[victim]) to save since it started") {
        (try Self.stamp(in: store.file(for: windows[victim])) ?? -1) > previous
      }
      Thread.sleep(forTimeInterval: Double(Int.random(in: 0...50)) / 1000)
      kill(processes[victim].processIdentifier, SIGKILL)
      processes[victim].waitUntilExit()
      kills += 1
      leftovers += try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }
        .count

      // Each window's file first, then the index: the index is changed first, so it is never older.
      var stamps: [WindowID: Int] = [:]
      for window in windows { stamps[window] = try Self.stamp(in: store.file(for: window)) }
      let data = try #require(FileManager.default.contents(atPath: store.indexFile.path))
      let index = try WindowIndex(json: data)  // whole
      #expect(index.clock >= lastClock, "the index went back in time")
      lastClock = index.clock
      for window in windows {
        if let entry = index.entries.first(where: { $0.id == window }) {
          listed.insert(window)
          #expect(entry.focus >= stamps[window] ?? 0, "window \(window)'s last change of the index was lost")
        } else {
          #expect(!listed.contains(window), "window \(window) is no longer listed")
        }
        if let stamp = stamps[window] {
          #expect(stamp >= last[window] ?? 0, "window \(window)'s saved state went back in time")
          if victim == windows.firstIndex(of: window), stamp > last[window] ?? -1 { progressed += 1 }
          last[window] = stamp
        }
      }
      processes[victim] = try start(windows[victim])
    }
    for process in processes {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    #expect(kills == 100)
    #expect(listed == Set(windows))
    #expect(progressed == kills, "each process saved before it was killed (\(progressed))")
    print("two processes: \(kills) kills, \(progressed) progressed, \(leftovers) leftovers")

    // Restoring removes what the killed writes left behind: only the files remain.
    let restored = store.restore(into: .tabs(Tabs(selected: .colors)))
    #expect(Set(restored.windows.ids) == Set(windows))
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(
      names == [
        "navigation.window-a.json", "navigation.window-a.lock", "navigation.window-b.json", "navigation.window-b.lock",
        "navigation.windows.json", "navigation.windows.lock",
      ], "\(names) (\(leftovers) files of killed writes seen along the way)")
  }
}
