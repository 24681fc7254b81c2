import Foundation

#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Where a test called the product: the place a failure is reported at.
package struct CallSite: Sendable, CustomStringConvertible {
  package let fileID: StaticString
  package let filePath: StaticString
  package let line: UInt
  package let column: UInt

  package init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    (self.fileID, self.filePath, self.line, self.column) = (fileID, filePath, line, column)
  }

  /// `File.swift:42`.
  package var description: String {
    let file = "\(fileID)".split(separator: "/").last.map(String.init) ?? "\(fileID)"
    return "\(file):\(line)"
  }
}

/// Reports a test failure through the framework running the test: Swift
/// Testing's `Issue.record` when a Swift Testing test runs, else XCTest's
/// `XCTFail`. Never both: a toolchain where each framework also reports the
/// other's failures would report it twice.
package enum Report {
  /// Where failures go instead, while ``failures(in:)-swift.type.method`` runs.
  @TaskLocal static var sink: Sink?

  /// Failures collected instead of reported.
  final class Sink: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []
    func append(_ message: String) { lock.withLock { messages.append(message) } }
    var collected: [String] { lock.withLock { messages } }
  }

  /// The failures `body` reports, collected instead of failing the test:
  /// for the product's own tests of its failures.
  package static func failures(in body: () throws -> Void) rethrows -> [String] {
    let sink = Sink()
    try $sink.withValue(sink) { try body() }
    return sink.collected
  }

  /// The failures `body` reports, collected instead of failing the test.
  package static func failures(
    isolation: isolated (any Actor)? = #isolation, in body: () async throws -> Void
  ) async rethrows -> [String] {
    let sink = Sink()
    try await $sink.withValue(sink, operation: { try await body() }, isolation: isolation)
    return sink.collected
  }

  /// Fails the running test with `message`, at `site`.
  package static func failure(_ message: String, at site: CallSite) {
    if let sink { return sink.append("\(site): \(message)") }
    #if canImport(Testing)
      if Test.current != nil {
        Issue.record(
          Comment(rawValue: message),
          sourceLocation: SourceLocation(
            fileID: "\(site.fileID)", filePath: "\(site.filePath)", line: Int(site.line), column: Int(site.column)))
        return
      }
    #endif
    #if canImport(XCTest)
      XCTFail(message, file: site.filePath, line: site.line)
    #else
      // No test framework runs: say it where a developer looks.
      FileHandle.standardError.write(Data("\(site): \(message)\n".utf8))
    #endif
  }
}
