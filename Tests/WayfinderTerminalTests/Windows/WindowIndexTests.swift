import Foundation
import Testing
@_spi(WayfinderInternals) import Wayfinder
@_spi(WayfinderInternals) import WayfinderTerminal

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

  /// Opening past ``WindowIndex/maxWindows`` is refused, and changes
  /// nothing; a window already open is only focused.
  @Test func theWindowPastTheLimitIsRefused() throws {
    var index = WindowIndex()
    for number in 0..<WindowIndex.maxWindows { try index.open(WindowID("w\(number)")) }
    let full = index
    #expect(throws: NavigationError.tooManyWindows(limit: WindowIndex.maxWindows)) { try index.open("one-more") }
    #expect(index == full)
    try index.open("w0")
    #expect(index.front == "w0")
  }

  /// A full index reads back: the open windows and the closed ones are
  /// counted apart, each up to the limit; a file listing more (written by
  /// hand) keeps the first that fit, rather than being taken for corrupt.
  @Test func aFullIndexReadsBackAndAnOverfullOneKeepsWhatFits() throws {
    var index = WindowIndex()
    for number in 0..<WindowIndex.maxWindows - 1 { try index.open(WindowID("w\(number)")) }
    for number in 0...WindowIndex.maxWindows {
      try index.open(WindowID("c\(number)"))
      index.close(WindowID("c\(number)"), keeping: .max)
    }
    #expect(index.openWindows.count == WindowIndex.maxWindows - 1)
    let read = try WindowIndex(json: index.jsonData())
    #expect(read == index)
    #expect(read.closed.count == WindowIndex.maxWindows)

    let open = (0..<300).map { ("w\($0)", "\($0)") }
    let closed = (0..<300).map { "c\($0)" }
    let overfull = try self.index(clock: "300", open: open, closed: closed)
    #expect(overfull.openWindows == (0..<WindowIndex.maxWindows).map { WindowID("w\($0)") })
    #expect(overfull.closed == (0..<WindowIndex.maxWindows).map { WindowID("c\($0)") })
  }
}
