import Testing
@_spi(WayfinderInternals) import Wayfinder

/// S3, S4, S5: tabs from anywhere, a flag-driven push, a push after async work in a modal.
@MainActor @Suite(.timeLimit(.minutes(10))) struct TabAndModalScenarioTests {
  enum AppTab: Hashable, Sendable, CaseIterable { case home, search, settings }

  /// The controller of S3: holds the active tab and opens tabs.
  @MainActor final class TabController {
    let navigator: Navigator<AppTab, String>
    init() throws { navigator = Navigator(Tabs(selected: .home)) }
    func open(_ tab: AppTab) throws { try navigator.selectTab(tab) }
  }

  @Test func s3TabsControlledFromAnywhere() async throws {
    let controller = try TabController()
    try controller.navigator.push("recent", cause: .user)
    try controller.open(.settings)  // a button inside Home
    #expect(controller.navigator.state.selectedTab == .settings)
    try controller.navigator.push("privacy", cause: .user)

    // Code outside the view hierarchy: a notification handled off the main actor.
    let navigator = controller.navigator
    await Task.detached {
      await MainActor.run { _ = try? navigator.selectTab(.home) }
    }.value
    #expect(controller.navigator.state.selectedTab == .home)
    #expect(controller.navigator.state.shownStack.routes == ["recent"])
    #expect(controller.navigator.state.tabs?.stack(for: .settings)?.routes == ["privacy"])
    #expect(throws: NavigationError.self) {
      try Navigator(try Tabs<String, String>(["a"])).selectTab("b")
    }
  }

  enum Screen: Hashable, Sendable { case calendar, edit, export, options, completed }

  @Test func s4ProgrammaticPushThroughAFlag() throws {
    let navigator = Navigator(BackStack<Screen>(pushing: [.calendar]))
    #expect(!navigator.state.shownStack.contains(.edit))
    try navigator.apply(.setShown(.edit, shown: true))  // "Edit" sets the flag
    #expect(navigator.state.shownStack.contains(.edit))
    #expect(navigator.state.shownStack.last?.route == .edit)
    try navigator.apply(.setShown(.edit, shown: false))  // clearing the flag hides it
    #expect(!navigator.state.shownStack.contains(.edit))
    #expect(navigator.state.shownStack.routes == [.calendar])
    try navigator.apply(.setShown(.edit, shown: true))
    try navigator.goBack()  // Back clears the flag
    #expect(!navigator.state.shownStack.contains(.edit))
    #expect(navigator.state.shownStack.routes == [.calendar])
  }

  /// The export flow of S5: the button is disabled while exporting.
  @MainActor final class Exporter {
    private(set) var isExporting = false
    func export(
      navigator: Navigator<Never, Screen>, work: () async -> Void
    ) async throws {
      isExporting = true
      defer { isExporting = false }
      await work()
      try navigator.push(.completed, hidesBack: true, inModal: .export)
    }
  }

  @Test func s5PushAfterAsyncWorkInsideAModalWithBackHidden() async throws {
    let navigator = Navigator(BackStack<Screen>(pushing: [.calendar]))
    try navigator.present(.export, as: .sheet)
    let exporter = Exporter()
    let (started, startedContinuation) = AsyncStream<Void>.makeStream()
    let (finish, finishContinuation) = AsyncStream<Void>.makeStream()
    let task = Task {
      try await exporter.export(navigator: navigator) {
        startedContinuation.yield()
        for await _ in finish { break }
      }
    }
    for await _ in started { break }
    #expect(exporter.isExporting)
    try navigator.push(.options, cause: .user)  // the user moves inside the modal meanwhile
    finishContinuation.yield()
    try await task.value
    #expect(!exporter.isExporting)
    #expect(navigator.state.shownStack.routes == [.calendar, .export, .options, .completed])

    let projection = NavigationProjection(navigator.state, sizeClass: .compact)
    #expect(projection.hidesBack)
    #expect(projection.back == nil)
    #expect(throws: NavigationError.backHidden) { try navigator.goBack() }
    #expect(navigator.state.shownStack.last?.route == .completed)

    try navigator.dismiss(.export)  // "Done" dismisses the whole modal
    #expect(navigator.state.shownStack.routes == [.calendar])
  }

  @Test func s5CompletionAfterTheModalWasDismissedPushesNothing() async throws {
    let navigator = Navigator(BackStack<Screen>(pushing: [.calendar]))
    try navigator.present(.export)
    try navigator.dismiss()
    #expect(throws: NavigationError.modalNotPresented("export")) {
      try navigator.push(.completed, hidesBack: true, inModal: .export)
    }
    #expect(navigator.state.shownStack.routes == [.calendar])
  }
}

/// S5 across tabs: the export completes while the user is in another tab.
@MainActor @Suite(.timeLimit(.minutes(10))) struct ExportAcrossTabsScenarioTests {
  enum AppTab: Hashable, Sendable, CaseIterable { case video, library }
  enum Route: Hashable, Sendable { case export, options, completed }

  @Test func s5CompletionLandsInTheExportTabsSheetWhileTheUserIsInAnotherTab() async throws {
    let navigator = Navigator(Tabs<AppTab, Route>(selected: .video))
    try navigator.present(.export, as: .sheet, cause: .user)
    try navigator.push(.options, cause: .user)
    // The export completes on the main actor, which this test holds until it
    // awaits the export: the user's tab switch below always comes first.
    let export = Task { @MainActor in
      // The completion names its tab: it does not depend on which tab shows.
      try navigator.push(.completed, hidesBack: true, inModal: .export, in: .tab(.video))
    }
    try navigator.selectTab(.library, cause: .user)  // the user leaves before it completes
    _ = try await export.value
    #expect(navigator.state.selectedTab == .library)
    #expect(navigator.state.shownStack.isEmpty)
    let video = try #require(navigator.state.tabs?.stack(for: .video))
    #expect(video.routes == [.export, .options, .completed])
    #expect(video.last?.hidesBack == true)
    // Back in the video tab, Back is hidden, and Done dismisses the whole sheet.
    try navigator.selectTab(.video, cause: .user)
    #expect(throws: NavigationError.backHidden) { try navigator.goBack(cause: .user) }
    try navigator.dismiss(.export, cause: .user)
    #expect(navigator.state.shownStack.isEmpty)
  }

  @Test func s5WithoutNamingTheTabTheCompletionWouldMissTheSheet() throws {
    let navigator = Navigator(Tabs<AppTab, Route>(selected: .video))
    try navigator.present(.export)
    try navigator.selectTab(.library)
    #expect(throws: NavigationError.modalNotPresented("export")) {
      try navigator.push(.completed, hidesBack: true, inModal: .export)
    }
    try navigator.push(.completed, hidesBack: true, inModal: .export, in: .tab(.video))
    #expect(navigator.state.tabs?.stack(for: .video)?.routes == [.export, .completed])
  }
}
