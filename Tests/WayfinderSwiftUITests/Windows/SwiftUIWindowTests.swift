import PropertyBased
import SwiftUIModel
import Testing
import Wayfinder
import WayfinderSwiftUI

/// The SwiftUI layer's window decisions, played through a model of
/// SwiftUI's windows: which window each scene shows, which windows open at
/// launch, what a scene does when SwiftUI restores a window the state no
/// longer has, and where a link goes.
@MainActor @Suite(.timeLimit(.minutes(5))) struct SwiftUIWindowTests {
  typealias Windows = WindowNavigator<Never, Int>
  typealias State = NavigationState<Never, Int>

  static let links: LinkTable<Never, Int> = {
    var links = LinkTable<Never, Int>(scheme: "app")
    let ids = LinkWildcard<Int>("ids")
    try! links.register(LinkPattern("n", ids)) { values, place in
      try place.push(contentsOf: values[ids])
    } print: { place in
      guard let routes = place.pushedRoutes, !routes.isEmpty else { return nil }
      var values = LinkValues()
      values[ids] = routes
      return values
    }
    return links
  }()

  static func state(_ routes: Int...) -> State { State(BackStack(pushing: routes)) }

  func model(_ windows: Windows) -> SwiftUIWindowModel<Never, Int> {
    SwiftUIWindowModel(WindowBindings(windows, links: Self.links, schedule: { _ in }))
  }

  /// main showing [1], b showing [2] (in front), c showing [3].
  func threeWindows() throws -> Windows {
    let windows = Windows(template: State())
    try windows.open(.main, state: Self.state(1))
    try windows.open("c", state: Self.state(3))
    try windows.open("b", state: Self.state(2))
    return windows
  }

  @Test func theFirstLaunchShowsTheMainWindow() {
    let windows = Windows(template: State())
    let model = model(windows)
    model.launch()
    #expect(model.shownWindows == [.main])
    #expect(windows.windows.ids == [.main])
    #expect(model.scenes.first?.decision == .assign(.main), "the scene's binding is set: SwiftUI keeps it")
    #expect(model.openWindowCalls.isEmpty && model.violations.isEmpty)
  }

  @Test func whenSwiftUIRestoresEveryWindowEachShowsItsNavigationAndNothingElseOpens() throws {
    let windows = try threeWindows()
    let model = model(windows)
    model.launch(restoring: ["b", "c", .main])
    #expect(model.shownWindows == ["b", "c", .main])
    #expect(model.openWindowCalls.isEmpty, "every window has its scene: nothing is asked for")
    #expect(model.scenes.allSatisfy { if case .show = $0.decision { true } else { false } })
    #expect(windows.navigator(for: "b")?.state == Self.state(2))
    #expect(model.violations.isEmpty)
  }

  @Test func whenSwiftUIRestoresNoWindowTheStatesWindowsOpenAndTheFrontOneEndsInFront() throws {
    let windows = try threeWindows()
    let model = model(windows)
    model.launch()  // one scene, without a value
    #expect(
      model.scenes.first { $0.number == 1 }?.decision == .assign("b"),
      "the first scene shows the window that was in front")
    #expect(model.openWindowCalls == [.main, "c", "b"], "the others, back to front, then the front one forward")
    #expect(model.frontWindow == "b")
    #expect(Set(model.shownWindows) == [.main, "b", "c"])
    #expect(windows.windows.count == 3, "no window was made up")
    #expect(model.violations.isEmpty)
  }

  @Test func aWindowSwiftUIRestoresThatTheStateNoLongerHasIsOpenedAgain() throws {
    let windows = try threeWindows()
    try windows.navigator(for: "c")?.push(4)
    try windows.close("c")
    let model = model(windows)
    model.launch(restoring: ["c", "d", .main, "b"])
    #expect(windows.windows["c"]?.state == Self.state(3, 4), "a recently closed window comes back as it was left")
    #expect(windows.windows["d"]?.state == State(), "an unknown one starts from the template")
    #expect(windows.log.suffix(2).map(\.cause) == [.restoration, .restoration])
    #expect(Set(model.shownWindows) == [.main, "b", "c", "d"])
    #expect(model.openWindowCalls.isEmpty && model.violations.isEmpty)
  }

  @Test func aSceneThatCannotHaveItsWindowShowsNone() throws {
    let windows = Windows(template: State(), maxWindows: 1)
    try windows.open(.main)
    let model = model(windows)
    model.launch(restoring: [.main, "b"])
    #expect(model.scenes.contains { $0.decision == .refused("b", .tooManyWindows(limit: 1)) })
    #expect(windows.windows.ids == [.main])
  }

  @Test func aNewWindowFromTheMenuIsANewWindow() throws {
    let windows = try threeWindows()
    let model = model(windows)
    model.launch(restoring: ["b", "c", .main])
    model.newWindowFromTheMenu()
    #expect(model.frontWindow == "window-2")
    #expect(windows.windows.front == "window-2" && windows.windows["window-2"]?.state == State())
  }

  @Test func aLinkGoesToTheWindowThatShowsItsPlaceElseTheFrontOne() throws {
    let windows = try threeWindows()
    let model = model(windows)
    model.launch(restoring: ["b", "c", .main])
    // main shows app://n/1: SwiftUI gives it to main, which prefers it, and it comes forward.
    let shown = try #require(model.deliver("app://n/1"))
    #expect(shown.answer?.window == .main && shown.answer?.rule == "window showing the place")
    #expect(shown.action == .none && model.frontWindow == .main && windows.front == .main)

    // No window shows app://n/9: c is brought to the front, and the policy gives it the link.
    model.focus(model.scenes.first { $0.value == "c" }!.number)
    let front = try #require(model.deliver("app://n/9"))
    #expect(front.answer?.window == "c" && front.answer?.rule == "front window")
    #expect(windows.navigator(for: "c")?.state == Self.state(9))
    #expect(
      windows.navigator(for: .main)?.state == Self.state(1) && windows.navigator(for: "b")?.state == Self.state(2))
    #expect(model.frontWindow == "c")
    #expect(model.violations.isEmpty)
  }

  @Test func aLinkTheSceneItReachedIsNotForIsSentToItsWindow() throws {
    let windows = try threeWindows()
    let model = model(windows)
    model.launch(restoring: [.main, "b", "c"])  // scenes made in this order: main's is the oldest
    try windows.focus("c")
    let outcome = try #require(model.deliver("app://n/5"))
    #expect(outcome.answer?.window == "c")
    #expect(outcome.action == .openWindow("c"), "main's scene received it; c's comes forward")
    #expect(model.frontWindow == "c" && windows.navigator(for: "c")?.state == Self.state(5))
  }

  @Test func aLinkWithNoWindowOpenOpensOne() throws {
    let windows = try threeWindows()
    let model = model(windows)
    model.launch(restoring: ["b", "c", .main])
    for scene in model.scenes { model.userCloses(scene.number) }
    #expect(windows.windows.isEmpty && model.scenes.isEmpty)
    let outcome = try #require(model.deliver("app://n/7"))
    #expect(model.shownWindows == ["window-2"])
    #expect(windows.navigator(for: "window-2")?.state == Self.state(7))
    #expect(outcome.action == .none, "the new scene shows the window the link opened in")
    #expect(windows.windows.recentlyClosed.map(\.id) == [.main, "c", "b"], "closed front first: the newest first")
  }

  @Test func aClosedWindowIsGoneButOneTheSystemLetGoOfStays() throws {
    let windows = try threeWindows()
    let model = model(windows)
    model.launch(restoring: ["b", "c", .main])
    let b = model.scenes.first { $0.value == "b" }!.number
    let c = model.scenes.first { $0.value == "c" }!.number
    model.userCloses(b)
    model.systemLetsGo(c)
    #expect(windows.windows.ids == [.main, "c"])
    #expect(model.openWindowCalls.isEmpty, "a window the system let go of is not reopened by itself")
    // The next launch: SwiftUI restores what it kept; b is gone.
    let relaunched = self.model(windows)
    relaunched.launch(restoring: model.quit())
    #expect(Set(relaunched.shownWindows) == [.main, "c"])
  }

  @Test func eachWindowAdaptsToItsOwnWidth() throws {
    let windows = try threeWindows()
    let adapter = WindowBindings(windows, links: Self.links, layoutOfTab: { _ in .twoColumns }, schedule: { _ in })
    adapter.setSizeClass(.regular, of: .main)
    adapter.setSizeClass(.compact, of: "b")
    let main = try #require(adapter.bindings(for: .main))
    let b = try #require(adapter.bindings(for: "b"))
    #expect(main.sizeClass == .regular && b.sizeClass == .compact)
    #expect(windows.windows[.main]?.sizeClass == .regular && windows.windows["b"]?.sizeClass == .compact)
    adapter.setSizeClass(.compact, of: .main)
    #expect(main.sizeClass == .compact && b.sizeClass == .compact && windows.windows["c"]?.sizeClass == .compact)
    #expect(adapter.bindings(for: "nowhere") == nil)
  }

  @Test func eachWindowsNavigationThroughTheModelOfSwiftUIIsItsOwn() throws {
    let windows = try threeWindows()
    let main = SwiftUIModel(try #require(windows.navigator(for: .main)), sizeClass: .regular)
    let b = SwiftUIModel(try #require(windows.navigator(for: "b")), sizeClass: .compact)
    #expect(main.tapLink(10))
    main.settle()
    #expect(b.swipeBack())
    b.settle()
    #expect(windows.navigator(for: .main)?.state == Self.state(1, 10))
    #expect(windows.navigator(for: "b")?.state == Self.state())
    b.resize(to: .regular)
    b.settle()
    #expect(main.differencesFromTheState().isEmpty && b.differencesFromTheState().isEmpty)
    #expect(main.violations.isEmpty && b.violations.isEmpty)
  }

  @Test func eachWindowPrefersTheLinkOfThePlaceItShows() throws {
    let windows = try threeWindows()
    let adapter = WindowBindings(windows, links: Self.links, schedule: { _ in })
    #expect(adapter.externalEvents(for: "b") == (["app://n/2"], ["*"]))
    try windows.navigator(for: "b")?.popToRoot()
    #expect(adapter.externalEvents(for: "b") == ([], ["*"]), "no link for the root")
    #expect(WindowBindings(windows).externalEvents(for: "b") == ([], ["*"]))
  }

  /// Random launches, menus, closes, scenes let go, focus and links: no two
  /// scenes ever show one window, every scene shows an open window, and
  /// after a launch every open window has a scene.
  @Test func scenesAndWindowsStayInStep() async throws {
    let actions = zip(Gen.int(in: 0...6), Gen.int(in: 0...5)).array(of: 1...40)
    await propertyCheck(count: 150, input: actions) { actions in
      let windows = Windows(template: State())
      var model = self.model(windows)
      model.launch()
      var letGo = Set<WindowID>()
      for (kind, value) in actions {
        let scene = model.scenes.isEmpty ? nil : model.scenes[value % model.scenes.count]
        switch kind {
        case 0: model.newWindowFromTheMenu()
        case 1: if let scene { model.userCloses(scene.number) }
        case 2:
          if let scene {
            model.systemLetsGo(scene.number)
            if let id = scene.value { letGo.insert(id) }
          }
        case 3: if let scene { model.focus(scene.number) }
        case 4: model.deliver("app://n/\(value)")
        case 5:
          let restored = model.quit()
          model = self.model(windows)
          letGo = []
          model.launch(restoring: restored)
        default: model.deliver("app://nowhere")
        }
        let shown = model.shownWindows
        #expect(Set(shown).count == shown.count, "two scenes show one window: \(model.scenes)")
        #expect(shown.allSatisfy { windows.windows.contains($0) }, "a scene shows a window that is not open")
        #expect(model.scenes.allSatisfy { $0.value != nil }, "a scene shows no window: \(model.scenes)")
        #expect(Set(windows.windows.ids).subtracting(shown).isSubset(of: letGo), "an open window has no scene")
        #expect(model.violations.isEmpty)
      }
    }
  }
}
