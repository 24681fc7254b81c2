import Foundation
import Testing
@_spi(WayfinderInternals) import Wayfinder

/// The window set as a value: each intent's rules, its errors (the value
/// unchanged), focus order, recently closed windows, and its saved form.
@Suite struct WindowSetTests {
  typealias Windows = WindowSet<AppTab, Int>
  let home = WindowTestApp.fresh()

  func state(_ routes: Int...) -> WindowTestApp.State {
    var state = WindowTestApp.fresh()
    try! state.apply(NavigationIntent(.pushAll(routes)))
    return state
  }

  @Test func openingPutsEachWindowInFrontWithItsOwnStateAndSizeClass() throws {
    var windows = Windows()
    #expect(try windows.apply(.open(.main, state(1), sizeClass: .regular)))
    try windows.apply(.open("inbox", state(2, 3), sizeClass: .compact))
    #expect(windows.ids == [.main, "inbox"])
    #expect(windows.front == "inbox")
    #expect(windows.focusOrder == ["inbox", .main])
    #expect(windows[.main]?.state == state(1) && windows[.main]?.sizeClass == .regular)
    #expect(windows["inbox"]?.state == state(2, 3) && windows["inbox"]?.sizeClass == .compact)
  }

  @Test func focusingBringsAWindowToTheFrontAndFocusingTheFrontOneChangesNothing() throws {
    var windows = Windows()
    try windows.apply(.open("a", home, sizeClass: .compact))
    try windows.apply(.open("b", home, sizeClass: .compact))
    try windows.apply(.open("c", home, sizeClass: .compact))
    #expect(try windows.apply(.focus("a")))
    #expect(windows.focusOrder == ["a", "c", "b"])
    #expect(windows.ids == ["a", "b", "c"], "the opening order stays")
    #expect(try !windows.apply(.focus("a")))
  }

  @Test func closingBringsTheWindowFocusedBeforeToTheFrontAndKeepsItForReopening() throws {
    var windows = Windows()
    try windows.apply(.open("a", state(1), sizeClass: .compact))
    try windows.apply(.open("b", state(2), sizeClass: .regular))
    try windows.apply(.open("c", state(3), sizeClass: .compact))
    try windows.apply(.focus("b"))
    #expect(try windows.apply(.close("b")))
    #expect(windows.front == "c")
    #expect(windows.ids == ["a", "c"])
    #expect(windows.recentlyClosed.map(\.id) == ["b"])
    try windows.apply(.reopen("b"))
    #expect(windows.ids == ["a", "c", "b"] && windows.front == "b")
    #expect(windows["b"] == NavigationWindow("b", state: state(2), sizeClass: .regular), "as it was left")
    #expect(windows.recentlyClosed.isEmpty)
  }

  @Test func recentlyClosedWindowsAreBoundedNewestFirst() throws {
    var windows = Windows(closedCapacity: 2)
    for name in ["a", "b", "c", "d"] { try windows.apply(.open(WindowID(name), home, sizeClass: .compact)) }
    for name in ["a", "b", "c"] { try windows.apply(.close(WindowID(name))) }
    #expect(windows.recentlyClosed.map(\.id) == ["c", "b"])
    #expect(throws: NavigationError.windowNotRecentlyClosed("a")) { try windows.apply(.reopen("a")) }
    var none = Windows(closedCapacity: 0)
    try none.apply(.open(.main, home, sizeClass: .compact))
    try none.apply(.close(.main))
    #expect(none.recentlyClosed.isEmpty && none.isEmpty && none.front == nil)
  }

  @Test func openingAWindowOfAClosedOnesNameForgetsTheClosedOne() throws {
    var windows = Windows()
    try windows.apply(.open("a", state(1), sizeClass: .compact))
    try windows.apply(.close("a"))
    try windows.apply(.open("a", home, sizeClass: .compact))
    #expect(windows["a"]?.state == home)
    #expect(windows.recentlyClosed.isEmpty)
  }

  @Test func sizeClassesChangeOneWindowOnly() throws {
    var windows = Windows()
    try windows.apply(.open("a", home, sizeClass: .compact))
    try windows.apply(.open("b", home, sizeClass: .compact))
    #expect(try windows.apply(.setSizeClass(.regular, of: "a")))
    #expect(windows["a"]?.sizeClass == .regular && windows["b"]?.sizeClass == .compact && windows.front == "b")
    #expect(try !windows.apply(.setSizeClass(.regular, of: "a")))
  }

  @Test(arguments: [
    (
      WindowIntent<AppTab, Int>.open("a", NavigationState.tabs(Tabs(selected: .home)), sizeClass: .compact),
      NavigationError.windowAlreadyOpen("a")
    ),
    (
      .open("", NavigationState.tabs(Tabs(selected: .home)), sizeClass: .compact),
      .invalidWindowName("", reason: "a window's name cannot be empty")
    ),
    (
      .open("x\u{1B}[2J", NavigationState.tabs(Tabs(selected: .home)), sizeClass: .compact),
      .invalidWindowName("x\u{1B}[2J", reason: "a window's name cannot hold control characters")
    ),
    (.close("z"), .windowNotOpen("z")),
    (.focus("z"), .windowNotOpen("z")),
    (.setSizeClass(.regular, of: "z"), .windowNotOpen("z")),
    (.reopen("a"), .windowAlreadyOpen("a")),
    (.reopen("z"), .windowNotRecentlyClosed("z")),
  ])
  func refusedIntentsLeaveTheWindowsUnchanged(intent: WindowIntent<AppTab, Int>, error: NavigationError) throws {
    var windows = Windows()
    try windows.apply(.open("a", state(1), sizeClass: .compact))
    try windows.apply(.open("b", state(2), sizeClass: .regular))
    let before = windows
    #expect(throws: error) { try windows.apply(intent) }
    #expect(windows == before)
  }

  /// A window refusal says what went wrong, naming the window.
  @Test func windowRefusalsSayWhatWentWrong() {
    #expect(NavigationError.windowNotOpen("inbox").description == "the window inbox is not open")
    #expect(NavigationError.windowAlreadyOpen("inbox").description == "the window inbox is open already")
    #expect(
      NavigationError.windowNotRecentlyClosed("inbox").description
        == "the window inbox is not among the recently closed windows")
    #expect(NavigationError.tooManyWindows(limit: 4).description == "4 windows are open: that is the limit")
    #expect(
      NavigationError.invalidWindowName("", reason: "a window's name cannot be empty").description
        == "\"\" is not a window name: a window's name cannot be empty")
  }

  @Test func aNameIsAtMost64BytesOfUTF8() throws {
    #expect(WindowID(String(repeating: "é", count: 32)).isValid)
    #expect(!WindowID(String(repeating: "é", count: 33)).isValid)
    #expect(
      throws: NavigationError.invalidWindowName(
        String(repeating: "w", count: 65), reason: "a window's name is at most 64 bytes (this one has 65)")
    ) { try WindowID.validated(String(repeating: "w", count: 65)) }
    #expect(try WindowID.validated("inbox") == "inbox")
  }

  /// A name the link reader would refuse is refused for a window too: a
  /// path (`a/b`, `../x`, `a\\b`), a dot name, or a name whose text is
  /// shown in another order than it is written (U+202E makes
  /// "inbox\u{202E}txt.exe" read as "inboxexe.txt"). Opening such a window
  /// says why and leaves the windows as they were; validating and
  /// decoding the name refuse it the same way.
  @Test(arguments: [
    ("a/b", "a window's name cannot hold a path separator (/ or \\)"),
    ("../x", "a window's name cannot hold a path separator (/ or \\)"),
    ("a\\b", "a window's name cannot hold a path separator (/ or \\)"),
    (".", "a window's name cannot be . or .."),
    ("..", "a window's name cannot be . or .."),
    ("inbox\u{202E}txt.exe", "a window's name cannot hold bidirectional marks, overrides or isolates (U+202E)"),
    ("\u{2066}mail", "a window's name cannot hold bidirectional marks, overrides or isolates (U+2066)"),
    ("mail\u{200F}", "a window's name cannot hold bidirectional marks, overrides or isolates (U+200F)"),
    ("x\u{061C}", "a window's name cannot hold bidirectional marks, overrides or isolates (U+061C)"),
  ])
  func aWindowNamedLikeAPathOrReadingBackwardsIsRefused(name: String, reason: String) throws {
    var windows = Windows()
    try windows.apply(.open("a", state(1), sizeClass: .compact))
    let before = windows
    #expect(throws: NavigationError.invalidWindowName(name, reason: reason)) {
      try windows.apply(.open(WindowID(name), state(2), sizeClass: .compact))
    }
    #expect(windows == before)
    #expect(throws: NavigationError.invalidWindowName(name, reason: reason)) { try WindowID.validated(name) }
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(WindowID.self, from: JSONEncoder().encode(name)) }
    #expect(try WindowID.validated("a.b") == "a.b", "a dot inside a name is no dot segment")
    #expect(try WindowID.validated("Mail 2 — ✉︎") == "Mail 2 — ✉︎", "spaces and symbols are text")
  }

  @Test func theWindowLimitIsKept() throws {
    var windows = Windows(maxWindows: 2)
    try windows.apply(.open("a", home, sizeClass: .compact))
    try windows.apply(.open("b", home, sizeClass: .compact))
    #expect(throws: NavigationError.tooManyWindows(limit: 2)) {
      try windows.apply(.open("c", home, sizeClass: .compact))
    }
    try windows.apply(.close("b"))
    try windows.apply(.open("c", home, sizeClass: .compact))
    #expect(throws: NavigationError.tooManyWindows(limit: 2)) { try windows.apply(.reopen("b")) }
  }

  @Test func aNewWindowsNameIsTheFirstUnused() {
    #expect(WindowID.firstUnused(among: []) == "window-2")
    #expect(WindowID.firstUnused(among: [.main, "window-2", "window-4"]) == "window-3")
    #expect(WindowID.firstUnused(prefix: "inbox", among: ["inbox-2"]) == "inbox-3")
  }

  @Test func theSavedFormRoundTripsAndRefusesDuplicatesAndBadNames() throws {
    var windows = Windows()
    try windows.apply(.open("a", state(1), sizeClass: .compact))
    try windows.apply(.open("b", state(2, 3), sizeClass: .regular))
    try windows.apply(.open("c", home, sizeClass: .regular))
    try windows.apply(.focus("a"))
    try windows.apply(.close("c"))
    let data = try JSONEncoder().encode(windows)
    #expect(try JSONDecoder().decode(Windows.self, from: data) == windows)
    #expect(String(decoding: try JSONEncoder().encode(WindowID("inbox")), as: UTF8.self) == #""inbox""#)

    let text = String(decoding: data, as: UTF8.self)
    let duplicate = text.replacingOccurrences(of: #""id":"b""#, with: #""id":"a""#)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Windows.self, from: Data(duplicate.utf8)) }
    let empty = text.replacingOccurrences(of: #""id":"b""#, with: #""id":"""#)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Windows.self, from: Data(empty.utf8)) }
  }

  @Test func aFocusOrderIsCompletedAndRecentlyClosedWindowsThatAreOpenAreLeftOut() throws {
    let windows = try Windows(
      [NavigationWindow("a", state: home), NavigationWindow("b", state: home), NavigationWindow("c", state: home)],
      focusOrder: ["c", "z", "c"],
      recentlyClosed: [
        NavigationWindow("b", state: home), NavigationWindow("d", state: home), NavigationWindow("d", state: home),
      ])
    #expect(windows.focusOrder == ["c", "a", "b"])
    #expect(windows.recentlyClosed.map(\.id) == ["d"])
  }
}
