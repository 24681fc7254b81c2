import Testing
import XCTest

@testable import WayfinderTesting

/// A failure is reported once, through the framework running the test, at
/// the test's line.
@Suite struct ReportTests {
  @Test func aSwiftTestingTestGetsAnIssueAtTheCallersLine() {
    withKnownIssue {
      Report.failure("the screen differs", at: CallSite(fileID: #fileID, filePath: #filePath, line: 42, column: 7))
    } matching: { issue in
      issue.comments.contains("the screen differs") && issue.sourceLocation?.line == 42
        && issue.sourceLocation?.column == 7
    }
  }

  @Test func aCallSiteNamesItsFileAndLine() {
    #expect(
      CallSite(fileID: "App/Checkout.swift", filePath: "/x/App/Checkout.swift", line: 12, column: 1).description
        == "Checkout.swift:12")
  }
}

/// The same report under XCTest: `XCTFail`, captured here.
final class ReportXCTests: XCTestCase {
  var failures: [(message: String, line: Int)] = []

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
  ) {
    failures.append((description, lineNumber))
  }

  func testAnXCTestTestGetsAFailureAtTheCallersLine() {
    Report.failure("the state differs", at: CallSite(fileID: #fileID, filePath: #filePath, line: 7, column: 1))
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(failures.first?.message.contains("the state differs") == true)
    XCTAssertEqual(failures.first?.line, 7)
  }
}
