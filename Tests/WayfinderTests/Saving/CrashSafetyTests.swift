import Foundation
import Testing
import Wayfinder

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A process saving snapshots is killed with SIGKILL at random moments: the
/// file always holds a whole snapshot, the newest written or the one before.
@Suite(.timeLimit(.minutes(3))) struct CrashSafetyTests {
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
      throw RestorationError.malformed("no counter")
    }
    #expect(steps.count == 201)
    return counter
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
    let deadline = Date().addingTimeInterval(90)
    while kills < 200 && Date() < deadline {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: helper)
      process.arguments = [file.path]
      try process.run()
      Thread.sleep(forTimeInterval: Double(Int.random(in: 5...80)) / 1000)
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      kills += 1
      // Whole, and never older than what a previous run left.
      let counter = try #require(try Self.savedCounter(file) ?? last as Int?)
      #expect(counter >= last)
      if counter > last { progressed += 1 }
      last = counter
    }
    #expect(kills == 200)
    #expect(progressed > 20, "the helper should save between many kills")
    // Nothing but the file is left: the next restore removes the temporary files of killed writes.
    _ = NavigationStore<Never, AnyRoute>(file: file, schemaVersion: 1, registry: .standard).restore(into: .init())
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(left == ["navigation.json"], "\(left)")
  }
}
