import Foundation
import Testing
@_spi(WayfinderInternals) import Wayfinder

@Suite struct TabsTests {
  @Test func selectingKeepsEveryTabsStack() throws {
    var tabs = Tabs<AppTab, String>(selected: .home)
    tabs.selectedStack.push("profile")
    try tabs.select(.settings)
    tabs.selectedStack.push("privacy")
    try tabs.select(.home)
    #expect(tabs.selectedStack.routes == ["profile"])
    #expect(tabs.stack(for: .settings)?.routes == ["privacy"])
  }

  @Test func reselectingPopsToRootUnlessTurnedOff() throws {
    var tabs = Tabs<AppTab, String>(selected: .home)
    tabs.selectedStack.push("profile")
    try tabs.select(.home, reselectPopsToRoot: false)
    #expect(tabs.selectedStack.count == 1)
    try tabs.select(.home)
    #expect(tabs.selectedStack.isEmpty)
  }

  @Test func unknownTabIsAnErrorAndKeepsTheTabs() throws {
    var tabs = try Tabs<String, String>(["a", "b"])
    tabs.selectedStack.push("x")
    let before = tabs
    #expect(throws: NavigationError.unknownTab("c")) { try tabs.select("c") }
    #expect(tabs == before)
    var state = NavigationState.tabs(tabs)
    #expect(throws: NavigationError.unknownTab("c")) { try state.apply(NavigationIntent(.popToRoot, in: .tab("c"))) }
    #expect(state == .tabs(before))
    #expect(tabs.stack(for: "c") == nil)
  }

  @Test func badTabListsAreErrors() {
    #expect(throws: NavigationError.noTabs) { try Tabs<String, String>([]) }
    #expect(throws: NavigationError.duplicateTab("a")) { try Tabs<String, String>(["a", "b", "a"]) }
    #expect(throws: NavigationError.unknownTab("z")) { try Tabs<String, String>(["a"], selected: "z") }
  }

  @Test func codableRoundTripAndBadSelectionIsRejected() throws {
    var tabs = Tabs<AppTab, String>(selected: .search)
    tabs.selectedStack.push("query")
    let data = try JSONEncoder().encode(tabs)
    #expect(try JSONDecoder().decode(Tabs<AppTab, String>.self, from: data) == tabs)
    let bad = #"{"selected":"settings","tabs":[{"tab":"home","stack":[]}]}"#
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Tabs<AppTab, String>.self, from: Data(bad.utf8)) }
  }

  @Test func stateActiveStackFollowsTheSelectedTab() throws {
    var state = NavigationState<AppTab, String>.tabs(Tabs(selected: .home))
    try state.apply(NavigationIntent(.push("a", hidesBack: false)))
    #expect(state.tabs?.stack(for: .home)?.routes == ["a"])
    #expect(state.shownLocation == .tab(.home) && state.stack(at: .tab(.home)) == state.shownStack)
    #expect(state.selectedTab == .home)
    var single = NavigationState<Never, String>()
    try single.apply(NavigationIntent(.push("b", hidesBack: false)))
    #expect(single.shownStack.routes == ["b"])
    #expect(single.shownLocation == .single && single.stack(at: .modalOverTabs) == nil)
    #expect(single.tabs == nil)
  }

  @Test func stateCodableRoundTrip() throws {
    var tabs = Tabs<AppTab, Int>(selected: .settings)
    tabs.selectedStack.push(3)
    tabs.selectedStack.present(4, as: .cover)
    let state = NavigationState<AppTab, Int>.tabs(tabs)
    let data = try JSONEncoder().encode(state)
    #expect(try JSONDecoder().decode(NavigationState<AppTab, Int>.self, from: data) == state)
    let single = NavigationState<Never, Int>(BackStack(pushing: [1, 2]))
    #expect(
      try JSONDecoder().decode(NavigationState<Never, Int>.self, from: try JSONEncoder().encode(single)) == single)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(NavigationState<Never, Int>.self, from: Data("{}".utf8))
    }
  }
}

/// Tab types whose `allCases` cannot build tabs.
enum NoTabs: Hashable, Sendable, CaseIterable {
  static var allCases: [NoTabs] { [] }
  case never
}

enum PartialTabs: Hashable, Sendable, CaseIterable {
  case listed, hidden
  static var allCases: [PartialTabs] { [.listed] }
}

enum RepeatedTabs: Hashable, Sendable, CaseIterable {
  case one, two
  static var allCases: [RepeatedTabs] { [.one, .two, .one] }
}

@Suite struct TabsFromCaseIterableTests {
  /// The strict form, `Tabs(Array(T.allCases), selected:)`, refuses a
  /// hand-written `allCases` that is empty, repeats a case or leaves out
  /// the selected tab.
  @Test func anEmptyAllCasesIsAnError() {
    #expect(throws: NavigationError.noTabs) { try Tabs<NoTabs, Int>(Array(NoTabs.allCases), selected: .never) }
  }

  @Test func aSelectedTabMissingFromAllCasesIsAnError() {
    #expect(throws: NavigationError.unknownTab("hidden")) {
      try Tabs<PartialTabs, Int>(Array(PartialTabs.allCases), selected: .hidden)
    }
  }

  @Test func aRepeatedCaseIsAnError() {
    #expect(throws: NavigationError.duplicateTab("one")) {
      try Tabs<RepeatedTabs, Int>(Array(RepeatedTabs.allCases), selected: .two)
    }
  }

  /// Without `try`: every case, each once, the selected one always there.
  @Test func selectedNeverFails() {
    let empty = Tabs<NoTabs, Int>(selected: .never)
    #expect(empty.order == [.never] && empty.selected == .never)
    let partial = Tabs<PartialTabs, Int>(selected: .hidden)
    #expect(partial.order == [.listed, .hidden] && partial.selected == .hidden)
    let repeated = Tabs<RepeatedTabs, Int>(selected: .two)
    #expect(repeated.order == [.one, .two] && repeated.selected == .two)
    #expect(repeated.stacks.count == 2 && repeated.modalOverTabs.isEmpty)
    #expect(Tabs<RepeatedTabs, Int>(selected: .one) == (try? Tabs<RepeatedTabs, Int>([.one, .two], selected: .one)))
  }
}

@Suite struct AmbiguousStateTests {
  @Test func aStateWithBothAStackAndTabsIsRefused() {
    let json = #"{"stack":[{"route":1}],"tabs":{"selected":"home","tabs":[{"tab":"home","stack":[]}]}}"#
    do {
      _ = try JSONDecoder().decode(NavigationState<AppTab, Int>.self, from: Data(json.utf8))
      Issue.record("expected an error")
    } catch let DecodingError.dataCorrupted(context) {
      #expect(context.debugDescription.contains("both"))
    } catch {
      Issue.record("unexpected \(error)")
    }
  }
}
