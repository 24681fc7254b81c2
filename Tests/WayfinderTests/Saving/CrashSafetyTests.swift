import Foundation
import Testing
@_spi(WayfinderInternals) import Wayfinder

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A process saving snapshots is killed with SIGKILL at random moments: the
/// file always holds a whole snapshot, the newest written or the one before.
@Suite(.timeLimit(.minutes(10))) struct CrashSafetyTests {
  static func helper() -> String? {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let candidates = [
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("wayfinder-save-loop").path,
      root.appendingPathComponent(".build/debug/wayfinder-save-loop").path,
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// The counter in the saved file, or `nil` when there is no file yet.
  static func savedCounter(_ file: URL) throws -> Int? {
    guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
    let snapshot = try NavigationSnapshot(json: data)  // throws if the file is torn
    guard case .stack(let steps) = snapshot.state, let first = steps.first, let counter = Int(first.route.json) else {
      throw StoreError.malformed("no counter")
    }
    #expect(steps.count == 201)
    return counter
  }

  /// Whether `condition` holds within `limit`, checked every 5 ms.
  static func poll(upTo limit: Duration, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = ContinuousClock.now + limit
    while ContinuousClock.now < deadline {
      if try condition() { return true }
      Thread.sleep(forTimeInterval: 0.005)
    }
    return try condition()
  }

  @Test func killedWhileSavingTheFileIsAlwaysWhole() throws {
    guard let helper = Self.helper() else {
      Issue.record("wayfinder-save-loop is not built: run `swift build` first")
      return
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wayfinder-crash-\(UUID().uuidString)")
    let file = folder.appendingPathComponent("navigation.json")
    defer { try? FileManager.default.removeItem(at: folder) }
    var last = 0
    var kills = 0
    var progressed = 0
    while kills < 200 {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: helper)
      process.arguments = [file.path]
      try process.run()
      // Every other kill waits until this run has saved something new, so
      // that it lands while a saving process saves; the others land at any
      // moment, its start included. No kill depends on how fast the machine is.
      if kills.isMultiple(of: 2) {
        let before = last
        let saved = try Self.poll(upTo: .seconds(60)) { (try Self.savedCounter(file) ?? before) > before }
        #expect(saved, "the helper saved nothing new within a minute")
      }
      Thread.sleep(forTimeInterval: Double(Int.random(in: 0...40)) / 1000)
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      kills += 1
      // Whole, and never older than what a previous run left.
      let counter = try #require(try Self.savedCounter(file) ?? last as Int?)
      #expect(counter >= last)
      if counter > last { progressed += 1 }
      last = counter
    }
    #expect(progressed >= 100, "every other kill came after a new save")
    // Nothing but the file is left: the next restore removes the temporary files of killed writes.
    _ = NavigationStore<Never, AnyRoute>(file: file, schemaVersion: 1, registry: .standard).restore(into: .init())
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(left == ["navigation.json"], "\(left)")
  }
}
