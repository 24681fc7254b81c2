import Testing
import Wayfinder

@testable import WayfinderTesting

/// The exhaustive test: what passes, and each way it fails, with its words.
@MainActor @Suite struct NavigationTestTests {
  enum Tab: String, Hashable, Sendable, CaseIterable { case home, settings }

  static func navigator() -> Navigator<Tab, String> { Navigator(try! Tabs(Tab.allCases, selected: .home)) }

  static func links() throws -> LinkTable<Tab, String> {
    var links = LinkTable<Tab, String>(scheme: "app")
    let id = LinkParameter<Int>("id")
    try links.register("item", id, in: .tab(.home)) { values in ["list", "item \(try values.value(id))"] }
    return links
  }

  @Test func sendsAndLinksAssertedExactlyPass() async throws {
    let test = NavigationTest(Self.navigator())
    test.send(.push("profile", hidesBack: false))
    test.send(.selectTab(.settings, reselectPopsToRoot: true))
    test.open("app://item/7", with: try Self.links()) {
      try $0.apply(NavigationIntent(.selectTab(.home, reselectPopsToRoot: false)))
      try $0.apply(NavigationIntent(.setStack(BackStack(pushing: ["list", "item 7"]))))
    }
    test.send(.goBack, refused: nil)
    test.expectScreen(.compact, "tabs: [home] | settings\n  stack › list  ‹ Back")
    await test.finish()
  }

  @Test func aStateThatDiffersIsShownLineByLine() async {
    let test = NavigationTest(Self.navigator())
    withKnownIssue {
      test.send(.push("profile", hidesBack: true)) {
        try $0.apply(NavigationIntent(.push("profile", hidesBack: false)))
      }
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("is not the one expected") && text.contains("send(.push(\"profile\", hidesBack: true))")
        && text.contains("−   push profile\n+   push profile  (Back hidden)")
    }
    await test.finish()
  }

  @Test func aRefusalIsAssertedAndAnUnexpectedOneFails() async {
    let test = NavigationTest(Self.navigator())
    test.send(.goBack, refused: .emptyStack)
    withKnownIssue {
      test.send(.goBack)
    } matching: {
      $0.comments.map(\.rawValue).joined().contains("was refused")
    }
    await test.finish()
  }

  @Test func aChangeNotAssertedFailsTheNextCallAndTheEnd() async {
    let navigator = Self.navigator()
    let test = NavigationTest(navigator)
    try? navigator.push("behind the test's back")
    withKnownIssue {
      test.send(.push("next", hidesBack: false))
    } matching: {
      $0.comments.map(\.rawValue).joined().contains("1 change(s) before")
    }
    try? navigator.push("again")
    await withKnownIssue {
      await test.finish()
    } matching: {
      $0.comments.map(\.rawValue).joined().contains("1 change(s) were not asserted")
    }
  }

  @Test func aNonExhaustiveTestChecksOnlyWhatItSays() async {
    let navigator = Self.navigator()
    let test = NavigationTest(navigator, exhaustive: false)
    try? navigator.push("unasserted")
    test.skipReceivedChanges()
    test.send(.push("asserted", hidesBack: false))
    await test.finish()
  }

  @Test func aChangeTheAppMakesLaterIsReceived() async {
    let navigator = Self.navigator()
    let test = NavigationTest(navigator)
    Task { @MainActor in try? navigator.push("loaded") }
    await test.receive { try $0.apply(NavigationIntent(.push("loaded", hidesBack: false))) }
    await test.finish()
  }

  @Test func aReceiveThatNothingAnswersFailsWithinItsTimeout() async {
    let test = NavigationTest(Self.navigator())
    await withKnownIssue {
      await test.receive(timeout: .milliseconds(50)) { _ in }
    } matching: {
      $0.comments.map(\.rawValue).joined().contains("no change came within")
    }
    await test.finish()
  }

  @Test func aTestUsedAfterItFinishedSaysSo() async {
    let test = NavigationTest(Self.navigator())
    await test.finish()
    withKnownIssue {
      test.send(.push("late", hidesBack: false))
    } matching: {
      $0.comments.map(\.rawValue).joined().contains("finished at NavigationTestTests.swift")
    }
  }

  @Test func aWaitingChangeFailsTheEnd() async throws {
    let navigator = Self.navigator()
    navigator.guards.append(.confirmingLeaving { _ in .confirmation("Discard?", confirm: "Discard") })
    let test = NavigationTest(navigator, exhaustive: false)
    test.send(.push("edit", hidesBack: false))
    test.send(.setConfirmsLeaving(true))
    test.send(.goBack) {  // waits for the user: the dialog shows
      try $0.apply(NavigationIntent(.showDialog(.confirmation("Discard?", confirm: "Discard"))))
    }
    await withKnownIssue {
      await test.finish()
    } matching: {
      $0.comments.map(\.rawValue).joined().contains("a change still waits")
    }
  }

  @Test func aScreenThatDiffersIsShownLineByLine() async {
    let test = NavigationTest(Self.navigator())
    withKnownIssue {
      test.expectScreen(.compact, "tabs: home | [settings]\n  stack")
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("− tabs: home | [settings]\n+ tabs: [home] | settings")
    }
    await test.finish()
  }
}
