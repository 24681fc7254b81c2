import Observation
import Testing
@_spi(WayfinderInternals) import Wayfinder

@MainActor @Suite(.timeLimit(.minutes(10))) struct NavigatorTests {
  @Test func intentsChangeTheStateAndRecordEvents() throws {
    let navigator = Navigator(BackStack<String>())
    try navigator.push("a")
    try navigator.push("b", cause: .user)
    try navigator.goBack()
    #expect(navigator.state.shownStack.routes == ["a"])
    let events = navigator.log
    #expect(events.map(\.sequence) == [1, 2, 3])
    // Every intent's cause is programmatic unless the caller says otherwise.
    #expect(events.map(\.cause) == [.programmatic, .user, .programmatic])
    #expect(
      events.map(\.intent) == [
        NavigationIntent(.push("a", hidesBack: false)), NavigationIntent(.push("b", hidesBack: false)),
        NavigationIntent(.goBack),
      ])
    #expect(events[1].change.stacks == [.init(location: .single, kept: 1, removed: 0, added: 1)])
    #expect(events[2].change.stacks == [.init(location: .single, kept: 1, removed: 1, added: 0)])
    #expect(events.map(\.sequence) == [1, 2, 3] && navigator.changeCount == 3)
  }

  @Test func failedIntentThrowsAndRecordsNothing() throws {
    let navigator = Navigator(BackStack<String>(pushing: ["a"]))
    #expect(throws: NavigationError.notEnoughSteps(requested: 2, available: 1)) { try navigator.pop(2) }
    #expect(throws: NavigationError.noModal) { try navigator.dismiss() }
    #expect(navigator.state.shownStack.routes == ["a"])
    #expect(navigator.log.isEmpty)
    let untabbed = Navigator<AppTab, String>(.stack(BackStack(pushing: ["a"])))
    #expect(throws: NavigationError.notTabbed) { try untabbed.selectTab(.home) }
    let tabbed = Navigator(Tabs<AppTab, String>(selected: .home))
    #expect(throws: NavigationError.emptyStack) { try tabbed.goBack() }
    #expect(tabbed.log.isEmpty && untabbed.log.isEmpty)
  }

  @Test func observationSeesAChange() throws {
    let navigator = Navigator(BackStack<String>())
    nonisolated(unsafe) var fired = false
    withObservationTracking {
      _ = navigator.state
    } onChange: {
      fired = true
    }
    try navigator.push("a")
    #expect(fired)
  }

  /// Answers that go with the stack they were in (the same screens set
  /// again) change the state: the change is applied, recorded, and seen by
  /// what observes the navigator (the views reading the answer, a store
  /// saving the state). Found by the property that every change is
  /// recorded: a change that only dropped answers returned `.unchanged` and
  /// recorded nothing.
  @Test func answersReplacedWithTheStackAreARecordedChangeThatObserversSee() throws {
    let navigator = Navigator(BackStack<Int>(pushing: [1]))
    try navigator.apply(.ask(id: "1", key: "pick a number", presenting: 2, as: .sheet))
    try navigator.answer(7, to: RequestKey<Int>("pick a number"))
    let position = StackPosition<Never>(.single, depth: 1)
    #expect(navigator.state.answer(to: RequestKey<Int>("pick a number"), at: position) == 7)
    nonisolated(unsafe) var observed = false
    withObservationTracking {
      _ = navigator.state
    } onChange: {
      observed = true
    }
    let recorded = navigator.log.count

    // The same screens, set again: the answer the asking screen held goes with the stack it was in.
    #expect(try navigator.apply(.setPath([1]), cause: .user) == .applied)
    #expect(navigator.state.answer(to: RequestKey<Int>("pick a number"), at: position) == nil)
    #expect(observed, "a view reading the answer updates")
    #expect(navigator.log.count == recorded + 1)
    #expect(navigator.log.last?.intent == NavigationIntent(.setPath([1])))
    #expect(navigator.log.last?.cause == .user)
  }

  @Test func eventsStreamDeliversEachAppliedChange() async throws {
    let navigator = Navigator(BackStack<Int>())
    let stream = navigator.events()
    try navigator.push(1)
    try navigator.push(2)
    #expect(throws: NavigationError.self) { try navigator.pop(5) }
    try navigator.popToRoot()
    var received: [Int] = []
    for await event in stream {
      received.append(event.change.stacks.first.map { $0.kept + $0.added } ?? -1)
      if received.count == 3 { break }
    }
    #expect(received == [1, 2, 0])
  }

  @Test func logIsBounded() throws {
    let navigator = Navigator(BackStack<Int>(), logCapacity: 3)
    for value in 0..<10 { try navigator.push(value) }
    #expect(navigator.log.map(\.sequence) == [8, 9, 10])
    #expect(navigator.log.last?.sequence == 10)
  }

  @Test func tabsIntents() throws {
    let navigator = Navigator(Tabs<AppTab, String>(selected: .home))
    try navigator.push("profile")
    try navigator.selectTab(.settings)
    #expect(navigator.state.selectedTab == .settings)
    #expect(navigator.state.shownStack.isEmpty)
    try navigator.selectTab(.home)
    #expect(navigator.state.shownStack.routes == ["profile"])
    navigator.reselectingTabPopsToRoot = false
    try navigator.selectTab(.home)
    #expect(navigator.state.shownStack.routes == ["profile"])
    navigator.reselectingTabPopsToRoot = true
    try navigator.selectTab(.home)
    #expect(navigator.state.shownStack.isEmpty)
  }

  @Test func guardsBlockAndRedirect() throws {
    let navigator = Navigator(BackStack<String>())
    navigator.guards.append(
      NavigationGuard { change in
        change.after.shownStack.contains("forbidden") ? .block("not allowed") : .allow
      })
    navigator.guards.append(
      NavigationGuard { change in
        change.after.shownStack.contains("account") && !change.after.shownStack.contains("login")
          ? .redirect(.stack(BackStack(pushing: ["login"]))) : .allow
      })
    #expect(throws: NavigationError.blocked(reason: "not allowed")) { try navigator.push("forbidden") }
    #expect(navigator.state.shownStack.isEmpty)
    try navigator.push("account")
    #expect(navigator.state.shownStack.routes == ["login"])
  }

  @Test func endlessRedirectsAreRefused() {
    let navigator = Navigator(BackStack<Int>())
    navigator.guards.append(
      NavigationGuard { change in
        .redirect(.stack(BackStack(pushing: [(change.after.shownStack.last?.route ?? 0) + 1])))
      })
    #expect(throws: NavigationError.blocked(reason: "more than 8 redirects")) { try navigator.push(1) }
    #expect(navigator.state.shownStack.isEmpty)
  }

  @Test func modalAndFlagIntents() throws {
    let navigator = Navigator(BackStack<String>())
    try navigator.apply(.setShown("edit", shown: true))
    #expect(navigator.state.shownStack.contains("edit"))
    try navigator.apply(.setShown("edit", shown: false))
    try navigator.present("export", as: .cover)
    try navigator.push("options")
    try navigator.push("done", hidesBack: true, inModal: "export")
    #expect(throws: NavigationError.backHidden) { try navigator.goBack() }
    try navigator.dismiss("export")
    #expect(navigator.state.shownStack.isEmpty)
    try navigator.setPath(["a", "b", "c"])
    try navigator.apply(NavigationIntent(.popTo(depth: 1)))
    try navigator.apply(NavigationIntent(.replaceTop("z")))
    #expect(navigator.state.shownStack.routes == ["z"])
    try navigator.select("y", atDepth: 0)
    #expect(navigator.state.shownStack.routes == ["y"])
  }
}

@MainActor @Suite(.timeLimit(.minutes(10))) struct MixedRouteNavigatorTests {
  @Test func routesOfAnyCodableTypeAreWrappedOnceAndStayCodable() throws {
    let navigator = Navigator(BackStack<AnyRoute>())
    try navigator.push(AnyRoute(Park(name: "Zion")))
    try navigator.apply(NavigationIntent(.pushAll([1, 2].map { AnyRoute($0) })))
    #expect(navigator.state.shownStack.routes == [AnyRoute(Park(name: "Zion")), AnyRoute(1), AnyRoute(2)])
    #expect(navigator.state.shownStack.routes.allSatisfy { $0.isCodable })
    try navigator.present(AnyRoute(Zoo.safari(1)), as: .cover)
    try navigator.push(AnyRoute("options"))
    try navigator.push(AnyRoute("done"), hidesBack: true, inModal: AnyRoute(Zoo.safari(1)))
    #expect(navigator.state.shownStack.last == Step(AnyRoute("done"), hidesBack: true))
    try navigator.dismiss(AnyRoute(Zoo.safari(1)))
    #expect(throws: NavigationError.modalNotPresented("safari(1)")) { try navigator.dismiss(AnyRoute(Zoo.safari(1))) }
    try navigator.select(AnyRoute(Park(name: "Arches")), atDepth: 0)
    #expect(navigator.state.shownStack.routes == [AnyRoute(Park(name: "Arches"))])
    #expect(navigator.state.shownStack.last?.route.as(Park.self) == Park(name: "Arches"))
  }

  @Test func everyOtherOperationIsAnIntentValue() throws {
    let navigator = Navigator(BackStack<String>(pushing: ["a", "b", "a", "c"]))
    try navigator.apply(NavigationIntent(.popToLast("a")))
    #expect(navigator.state.shownStack.routes == ["a", "b", "a"])
    try navigator.apply(NavigationIntent(.setStack(BackStack([Step("x"), Step("s", .sheet), Step("y")]))))
    try navigator.update { state throws(NavigationError) in try state.apply(NavigationIntent(.popToLast("s"))) }
    #expect(Array(navigator.state.shownStack) == [Step("x"), Step("s", .sheet)])
    try navigator.apply(NavigationIntent(.popToModalRoot))
    try navigator.apply(NavigationIntent(.dismissAll))
    #expect(navigator.state.shownStack.routes == ["x"])
    #expect(throws: NavigationError.noMatchingStep) { try navigator.apply(NavigationIntent(.popToLast("zzz"))) }
  }
}
