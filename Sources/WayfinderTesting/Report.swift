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
  /// Fails the running test with `message`, at `site`.
  package static func failure(_ message: String, at site: CallSite) {
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
