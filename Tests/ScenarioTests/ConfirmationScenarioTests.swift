import Testing
@_spi(WayfinderInternals) import Wayfinder

/// S17, as redefined: an editor in a sheet, the usual iOS shape, asks
/// "Discard changes?" before any change that removes it; a tab switch keeps
/// it; Discard removes it with its cause and the app learns it; the question
/// shows where the user is; a link meanwhile is never lost.
@MainActor @Suite(.timeLimit(.minutes(10))) struct ConfirmationScenarioTests {
  enum AppTab: Hashable, Sendable, CaseIterable { case notes, search }
  enum Screen: Hashable, Sendable {
    case note(Int)
    case editor(Int)
    case results(String)
  }

  /// The app: its navigator, and the drafts it keeps until the user discards them.
  @MainActor final class NotesApp {
    let navigator = Navigator(Tabs<AppTab, Screen>(selected: .notes))
    var drafts: Set<Int> = []
    var links = LinkTable<AppTab, Screen>(scheme: "notes")

    init() throws {
      navigator.guards.append(
        .confirmingLeaving(
          { _ in .confirmation("Discard changes?", confirm: "Discard", cancel: "Keep Editing") },
          onLeave: { [unowned self] route, _ in
            if case .editor(let id) = route { drafts.remove(id) }
          }))
      let id = LinkParameter<Int>("id")
      try links.register("note", id, in: .tab(.notes)) { values in [.note(try values.value(id))] }
      let term = LinkParameter<String>("q")
      try links.register("search", term, in: .tab(.search)) { values in [.results(try values.value(term))] }
    }

    /// Opens note `id`, its editor in a sheet, and types in it.
    func edit(_ id: Int) throws {
      try navigator.apply(.setSteps([.push(.note(id)), .sheet(.editor(id))]), in: .tab(.notes))
      try navigator.setConfirmsLeaving(true, in: .tab(.notes))
      drafts.insert(id)
    }
  }

  @Test func s17EveryChangeThatRemovesTheEditorAsksAndATabSwitchKeepsIt() throws {
    let app = try NotesApp()
    try app.edit(1)
    // A tab switch removes nothing: nothing asks, and the edit is there on coming back.
    #expect(try app.navigator.selectTab(.search, cause: .user) == .applied)
    #expect(try app.navigator.selectTab(.notes, cause: .user) == .applied)
    #expect(app.navigator.state.shownStack.last?.route == .editor(1) && app.drafts == [1])
    // Each way out asks, and Keep Editing keeps the editor: Back, the drag
    // down (its dismissal, asked by the user), dismiss, a link that replaces
    // the stack.
    let waysOut: [(NavigationIntent<AppTab, Screen>, NavigationCause)] = [
      (NavigationIntent(.goBack), .user),
      (NavigationIntent(.dismiss), .user),
      (NavigationIntent(.dismissAll, in: .tab(.notes)), .programmatic),
    ]
    for (intent, cause) in waysOut {
      let before = app.navigator.state
      #expect(try app.navigator.apply(intent, cause: cause) == .waiting, "\(intent)")
      #expect(app.navigator.state.shownDialog?.title == "Discard changes?")
      try app.navigator.apply(.chooseInDialog(buttonIndex: 1), cause: .user)  // Keep Editing
      #expect(app.navigator.state == before)
    }
    #expect(try app.navigator.open("notes://note/2", with: app.links) == .waiting)
    try app.navigator.apply(.chooseInDialog(buttonIndex: 0), cause: .user)  // Discard
    #expect(app.navigator.state.shownStack.routes == [.note(2)])
    #expect(app.navigator.log.last?.cause == .deepLink)
    #expect(app.drafts.isEmpty, "the app learned the edit was discarded, and dropped its draft")
  }

  @Test func s17TheQuestionShowsWhereTheUserIsAndALinkMeanwhileIsNeverLost() throws {
    let app = try NotesApp()
    try app.edit(1)
    #expect(try app.navigator.goBack(cause: .user) == .waiting)
    // A link that must ask too replaces the question: the newest wins.
    #expect(try app.navigator.open("notes://note/3", with: app.links) == .waiting)
    #expect(app.navigator.waitingChange?.cause == .deepLink)
    // The app switches tabs (a notification): the question cannot stay where the user is not.
    try app.navigator.selectTab(.search)
    #expect(app.navigator.waitingChange == nil)
    #expect(app.navigator.state.allStacks.allSatisfy { $0.stack.dialog == nil })
    guard case .ended(_, .dropped)? = app.navigator.log.last?.waiting else {
      Issue.record("the link's wait ends dropped, in the log")
      return
    }
    // A link that needs no question is made at once, and the edit stays.
    #expect(try app.navigator.open("notes://search/swift", with: app.links) == .applied)
    #expect(app.navigator.state.stack(at: .tab(.notes))?.last?.route == .editor(1) && app.drafts == [1])
  }

  @Test func s17ClosingTheEditorsWindowAsksToo() throws {
    let windows = WindowNavigator(template: .tabs(Tabs<AppTab, Screen>(selected: .notes))) { _, state in
      let navigator = Navigator(state)
      navigator.guards.append(.confirmingLeaving { _ in .confirmation("Discard changes?", confirm: "Discard") })
      return navigator
    }
    try windows.open("draft")
    let draft = try #require(windows.navigator(for: "draft"))
    try draft.apply(.setSteps([.sheet(.editor(5))]), in: .tab(.notes))
    try draft.setConfirmsLeaving(true, in: .tab(.notes))
    #expect(try windows.close("draft", cause: .user) == .waiting)
    #expect(windows.ids.contains("draft") && draft.state.shownDialog?.title == "Discard changes?")
    try draft.apply(.chooseInDialog(buttonIndex: 0), cause: .user)
    #expect(!windows.ids.contains("draft"))
  }
}
