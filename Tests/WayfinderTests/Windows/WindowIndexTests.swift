import Foundation
import Testing
import Wayfinder

/// The index of an app's windows read from files it did not write: clocks
/// and stamps at the edge of `Int`, more windows than the limit.
@Suite struct WindowIndexTests {
  func index(clock: String, open: [(String, String)], closed: [String] = []) throws -> WindowIndex {
    let entries = open.map { #"{"focus":\#($0.1),"id":"\#($0.0)"}"# }.joined(separator: ",")
    let closed = closed.map { "\"\($0)\"" }.joined(separator: ",")
    let text = #"{"clock":\#(clock),"closed":[\#(closed)],"formatVersion":1,"open":[\#(entries)]}"#
    return try WindowIndex(json: Data(text.utf8))
  }

  /// A clock or a stamp of `Int.max` (written by hand, or by a long life)
  /// is renumbered when it is read: opening and focusing go on, in the
  /// same order, without an overflow.
  @Test func stampsAtTheLargestIntegerAreRenumberedKeepingTheFocusOrder() throws {
    for clock in ["9223372036854775807", "1"] {
      var index = try index(
        clock: clock, open: [("main", "9223372036854775807"), ("b", "-9223372036854775808"), ("c", "7"), ("d", "7")])
      #expect(index.focusOrder == [.main, "c", "d", "b"])
      try index.open("e")
      #expect(index.front == "e")
      index.focus("b")
      #expect(index.focusOrder == ["b", "e", .main, "c", "d"])
      #expect(index.clock < Int.max)
      #expect(try WindowIndex(json: index.jsonData()) == index)
    }
  }

  /// Stamps within bounds are kept as they are: the clock counts focuses.
  @Test func ordinaryStampsAreKept() throws {
    let index = try index(clock: "40", open: [("main", "12"), ("b", "40")])
    #expect(index.clock == 40 && index.entries.map(\.focus) == [12, 40])
  }
}
