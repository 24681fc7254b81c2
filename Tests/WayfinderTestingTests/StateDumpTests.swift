import Testing
import Wayfinder

@testable import WayfinderTesting

/// The whole state as text, and what differs between two, in words.
@Suite struct StateDumpTests {
  enum Tab: String, Hashable, Sendable, CaseIterable { case home, export }

  @Test func everyStackShowsWithItsStepsFlagsAndDialog() throws {
    var state = NavigationState<Tab, String>.tabs(try Tabs(Tab.allCases, selected: .export))
    try state.apply(NavigationIntent(.present("export", as: .sheet)))
    try state.apply(NavigationIntent(.push("options", hidesBack: true)))
    try state.apply(NavigationIntent(.setConfirmsLeaving(true)))
    try state.apply(NavigationIntent(.push("profile", hidesBack: false), in: .tab(.home)))
    try state.apply(NavigationIntent(.showDialog(Dialog(.alert, title: "Saved", buttons: [DialogButton("OK")]))))
    #expect(
      state.dump == """
        tabs: home | [export]
        tab home:
          push profile
        tab export:
          sheet export
          push options  (Back hidden, confirms leaving)
          alert "Saved": [OK]
        over tabs: root
        """)
  }

  @Test func aDiffShowsWhatDifferedAmongTheLinesAround() {
    let expected = (1...10).map { "line \($0)" }.joined(separator: "\n")
    let actual = expected.replacingOccurrences(of: "line 7", with: "line seven")
    #expect(
      LineDiff.diff(expected: expected, actual: actual) == """
          …
          line 5
          line 6
        − line 7
        + line seven
          line 8
          line 9
          …
        """)
    #expect(LineDiff.diff(expected: expected, actual: expected) == nil)
  }

  @Test func aDiffOfLinesAddedOrRemovedAtTheEnds() {
    #expect(LineDiff.diff(expected: "a", actual: "a\nb") == "  a\n+ b")
    #expect(LineDiff.diff(expected: "x\na", actual: "a") == "− x\n  a")
    #expect(LineDiff.diff(expected: "", actual: "a") == "− \n+ a")
  }
}
