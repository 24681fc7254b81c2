// The README's WayfinderTesting block, verbatim, run.
import Foundation
import Testing
import Wayfinder
import WayfinderTesting

@MainActor @Suite struct TestingDocumentationSnippets {
  let links: LinkTable<AppTab, Route> = {
    var links = LinkTable<AppTab, Route>(scheme: "myapp")
    let id = LinkParameter<Int>("id")
    try! links.register("category", id, in: .tab(.home)) { values in
      [.category(.list), .category(.detail(try values.value(id)))]
    }
    return links
  }()

  @MainActor @Test func aLinkOpensTheDetailAndBackWorks() async throws {
    let test = NavigationTest(Navigator(Tabs<AppTab, Route>(selected: .home)))
    test.open("myapp://category/42", with: links) {
      try $0.apply(.setPath([.category(.list), .category(.detail(42))]), in: .tab(.home))
    }
    test.send(.goBack)  // asserts what Back alone does: no guard asks first here
    await test.finish()
  }
}

/// The blocks of the article "Testing your navigation", run.
@MainActor @Suite struct TestingArticleSnippets {
  let exportLinks: LinkTable<AppTab, Route> = {
    var links = LinkTable<AppTab, Route>(scheme: "myapp")
    try! links.register(
      LinkPattern("export", "done"),
      build: { _, place in
        try place.present(.export, as: .sheet)
        try place.push(.completed, hidesBack: true)
      })
    return links
  }()

  @MainActor @Test func aLinkIntoASheetWithAPushInsideSettlesOneTransitionAtATime() async throws {
    let test = NavigationTest(Navigator(Tabs<AppTab, Route>(selected: .home)))
    let player = LifecyclePlayer(test, transitionFrames: 20)
    test.open("myapp://export/done", with: exportLinks) {
      try $0.apply(.present(.export, as: .sheet))
      try $0.apply(.push(.completed, hidesBack: true))
    }
    let frames = await player.settle()  // the sheet's transition ends before the push inside it
    #expect(frames > 20)
    test.expectScreen(
      .compact, "tabs: [home] | search | settings\n  stack\n  sheet \"export\": stack › completed  (Back hidden)")
    await test.finish()
  }

  @MainActor @Test func discardChangesOnASwipeAsksFirst() async throws {
    let navigator = Navigator(BackStack<Route>(pushing: [.profile]))
    navigator.guards.append(.confirmingLeaving { _ in .confirmation("Discard changes?", confirm: "Discard") })
    let test = NavigationTest(navigator)
    let player = LifecyclePlayer(test)
    test.send(.setConfirmsLeaving(true))
    await player.settle()
    #expect(player.refusal(of: .swipeBack) != nil)  // off on a screen that asks first: it could not ask
    player.perform(.tapBack)  // the host's own Back asks
    await player.settle()
    await test.receive {
      try $0.apply(.showDialog(.confirmation("Discard changes?", confirm: "Discard")))
    }
    player.perform(.tapButton("Discard"))
    await player.settle()
    await test.receive { try $0.apply(.dismissDialog) }  // the dialog closes,
    await test.receive { $0 = NavigationState(BackStack()) }  // then the screen goes
    await test.finish()
  }

  /// "Discard changes?" in three lines: the question, then the choice by its title.
  @MainActor @Test func discardChangesReadsInThreeLines() async throws {
    let navigator = Navigator(BackStack<Route>(pushing: [.profile]))
    let discard = Dialog.confirmation("Discard changes?", confirm: "Discard")
    navigator.guards.append(.confirmingLeaving { _ in discard })
    let test = NavigationTest(navigator)
    test.send(.setConfirmsLeaving(true))
    test.send(.goBack, cause: .user) { try $0.apply(.showDialog(discard)) }  // the question
    test.choose("Discard")  // the dialog closes, and Back is made
    #expect(navigator.state.shownStack.isEmpty)
    await test.finish()
  }

  /// An editor that is a sheet's root: its Cancel asks; the app's own ask
  /// is written with its number.
  @MainActor @Test func aSheetEditorsCancelAsksAndTheAppsAskIsNumbered() async throws {
    let navigator = Navigator(BackStack<Route>(pushing: [.profile]))
    let discard = Dialog.confirmation("Discard changes?", confirm: "Discard")
    navigator.guards.append(.confirmingLeaving { _ in discard })
    let test = NavigationTest(navigator)
    _ = try navigator.ask(RequestKey<Int>("pick a category"), presenting: .category(.list))  // the app asks
    await test.receive {
      try $0.apply(.ask(RequestKey<Int>("pick a category"), presenting: .category(.list), id: "1"))
    }
    test.send(.setConfirmsLeaving(true))
    test.send(.goBack, cause: .user) { try $0.apply(.showDialog(discard)) }  // the editor's Cancel asks
    test.choose("Discard")
    #expect(navigator.state.shownStack.routes == [.profile])
    await test.finish()
  }

  @MainActor @Test func anAnswerFromAPickerAfterARelaunch() async throws {
    let test = NavigationTest(Navigator(BackStack<Route>(pushing: [.profile])))
    test.send(.ask(RequestKey<Int>("pick a category"), presenting: .category(.list), id: "1"))
    let store = NavigationStore<Never, Route>(file: URL(fileURLWithPath: "/unused/navigation.json"), schemaVersion: 1)
    let relaunched = await test.relaunch(with: store)  // quit with the picker up; back with it up
    relaunched.send(try .answer(42, to: RequestKey<Int>("pick a category")))  // the picker answers and leaves
    #expect(
      relaunched.navigator.state.answer(to: RequestKey<Int>("pick a category"), at: StackPosition(.single, depth: 1))
        == 42)
    await relaunched.finish()
  }
}
