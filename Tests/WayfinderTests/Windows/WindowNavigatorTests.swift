import Foundation
import Testing
@_spi(WayfinderInternals) import Wayfinder

/// The window navigator: one navigator per window, window intents through
/// guards and into the log, and links routed by the policy.
@MainActor @Suite(.timeLimit(.minutes(10))) struct WindowNavigatorTests {
  typealias Windows = WindowNavigator<AppTab, Int>
  let links = WindowTestApp.links

  func twoWindows() throws -> Windows {
    let windows = Windows(template: WindowTestApp.fresh())
    try windows.open(.main, sizeClass: .regular)
    try windows.open("b", sizeClass: .compact)
    return windows
  }

  @Test func eachWindowHasANavigatorOfItsOwn() throws {
    let windows = try twoWindows()
    try windows.navigator(for: .main)?.push(1)
    try windows.navigator(for: "b")?.selectTab(.search)
    try windows.navigator(for: "b")?.push(2)
    #expect(windows.windows[.main]?.state.shownStack.routes == [1])
    #expect(windows.windows["b"]?.state.selectedTab == .search)
    #expect(windows.windows["b"]?.state.shownStack.routes == [2])
    #expect(windows.navigator(for: .main)?.log.count == 1, "each window keeps its own log")
  }

  @Test func anAppWithOneNavigatorKeepsItAsItsFirstWindow() throws {
    let navigator = Navigator(WindowTestApp.fresh())
    try navigator.push(7)
    let windows = Windows(navigator)
    #expect(windows.navigator(for: .main) === navigator)
    #expect(windows.windows.ids == [.main] && windows.front == .main)
    try windows.open("b")
    #expect(windows.windows["b"]?.state == navigator.state, "a new window starts from the state it was handed")
  }

  @Test func closingKeepsTheLastStateAndReopeningBringsItBack() throws {
    let windows = try twoWindows()
    try windows.navigator(for: "b")?.push(5)
    let navigator = windows.navigator(for: "b")
    try windows.close("b")
    #expect(windows.navigator(for: "b") == nil)
    #expect(windows.windows.recentlyClosed.first?.state.shownStack.routes == [5])
    #expect(windows.front == .main)
    try windows.reopen("b")
    #expect(windows.navigator(for: "b")?.state.shownStack.routes == [5])
    #expect(windows.navigator(for: "b") === navigator, "its own navigator, with its log and what its tasks await")
  }

  @Test func everyChangeIsLoggedWithItsCauseAndStreamed() async throws {
    let windows = Windows(template: WindowTestApp.fresh())
    let stream = windows.events()
    try windows.open(.main, cause: .user)
    try windows.open("b", cause: .programmatic)
    try windows.focus(.main, cause: .user)
    try windows.focus(.main, cause: .user)  // already in front: nothing happens, nothing is logged
    try windows.setSizeClass(.regular, of: "b")
    try windows.close("b", cause: .user)
    #expect(windows.log.map(\.operation) == [.open, .open, .focus, .setSizeClass, .close])
    #expect(windows.log.map(\.window) == [.main, "b", .main, "b", "b"])
    #expect(windows.log.map(\.sequence) == [1, 2, 3, 4, 5])
    #expect(windows.log[2].description == "#3 user focus main: front b → main")
    #expect(windows.changeCount == 5)
    var streamed: [WindowEvent] = []
    for await event in stream {
      streamed.append(event)
      if streamed.count == 5 { break }
    }
    #expect(streamed == windows.log)
  }

  @Test func guardsSeeEachProposalAndABlockChangesNothing() throws {
    let windows = try twoWindows()
    var seen: [String] = []
    windows.guards.append(
      WindowGuard { proposal in
        seen.append("\(proposal.intent) \(proposal.cause) \(proposal.before.count)→\(proposal.after.count)")
        return proposal.intent.operation == .close && proposal.intent.window == .main ? .block("main stays") : .allow
      })
    let before = windows.windows
    #expect(throws: WindowError.blocked(reason: "main stays")) { try windows.close(.main, cause: .user) }
    #expect(windows.windows == before && windows.log.count == 2)
    try windows.close("b", cause: .user)
    #expect(seen == ["close main user 2→1", "close b user 2→1"])
  }

  @Test func aGuardThatAsksForAnotherChangeIsRefused() throws {
    let windows = try twoWindows()
    var inner: WindowError?
    windows.guards.append(
      WindowGuard { [unowned windows] _ in
        do { try windows.focus("b") } catch { inner = error as? WindowError }
        return .allow
      })
    try windows.focus(.main)
    #expect(inner == .reentrantChange)
    #expect(windows.front == .main)
  }

  @Test func aWindowsNavigatorIsMadeByTheAppAndItsGuardsSeeTheStateItOpensWith() throws {
    let windows = Windows(template: WindowTestApp.fresh()) { id, template in
      let navigator = Navigator(template)
      navigator.guards.append(
        NavigationGuard { proposal in
          proposal.after.shownStack.contains { $0.route == 13 } ? .block("13 is not shown in \(id)") : .allow
        })
      return navigator
    }
    var state = WindowTestApp.fresh()
    try state.apply(NavigationIntent(.push(13, hidesBack: false)))
    #expect(throws: WindowError.navigation(.blocked(reason: "13 is not shown in a"))) {
      try windows.open("a", state: state)
    }
    #expect(windows.windows.isEmpty && windows.log.isEmpty)
    try windows.open("a")
    #expect(throws: NavigationError.blocked(reason: "13 is not shown in a")) {
      try windows.navigator(for: "a")?.push(13)
    }
  }

  // MARK: Links

  @Test func aLinkOpensInTheWindowThatShowsItsPlaceElseTheFrontOneElseANewOne() throws {
    let windows = try twoWindows()
    try windows.navigator(for: .main)?.setPath([1, 2], in: .tab(.home))
    // main shows home/1/2; b is in front.
    let shown = try windows.open("wayfinder://home/1/2", with: links)
    #expect(
      shown
        == WindowLinkAnswer(
          link: "wayfinder://home/1/2", window: .main, created: false, rule: "window showing the place"))
    #expect(windows.front == .main, "the window comes to the front")

    let front = try windows.open("wayfinder://search/9", with: links)
    #expect(front.window == .main && front.rule == "front window")
    #expect(windows.windows[.main]?.state.shownStack.routes == [9])
    #expect(windows.windows["b"]?.state == WindowTestApp.fresh(), "the other window is untouched")

    try windows.close(.main)
    try windows.close("b")
    let new = try windows.open("wayfinder://settings/4", with: links)
    #expect(
      new == WindowLinkAnswer(link: "wayfinder://settings/4", window: "window-2", created: true, rule: "new window"))
    #expect(windows.windows["window-2"]?.state.shownStack.routes == [4])
    #expect(windows.windows["window-2"]?.state.selectedTab == .settings)
    #expect(windows.log.last?.link == new && windows.log.last?.cause == .deepLink)
  }

  @Test func theFirstNewWindowOfAnAppWithoutWindowsIsMain() throws {
    let windows = Windows(template: WindowTestApp.fresh())
    #expect(try windows.open("wayfinder://home/3", with: links).window == .main)
  }

  @Test func thePolicyIsTheApps() throws {
    let windows = try twoWindows()
    windows.linkPolicy = WindowLinkPolicy([.window("inbox"), .window(.main), .newWindow])
    #expect(try windows.route("wayfinder://home/1", with: links).window == .main, "inbox is not open: the next rule")
    windows.linkPolicy = WindowLinkPolicy([.newWindow])
    windows.newWindowID = { _ in "links" }
    #expect(
      try windows.route("wayfinder://home/1", with: links)
        == WindowLinkAnswer(link: "wayfinder://home/1", window: "links", created: true, rule: "new window"))
    windows.linkPolicy = WindowLinkPolicy([
      WindowLinkRule("the last window") { request in request.windows.ids.last.map { .window($0) } }
    ])
    #expect(try windows.route("wayfinder://home/1", with: links).window == "b")
    windows.linkPolicy = WindowLinkPolicy([.window("nowhere")])
    #expect(throws: WindowError.noWindowForLink("wayfinder://home/1")) {
      try windows.route("wayfinder://home/1", with: links)
    }
    #expect(windows.log.count == 2, "routing alone changes nothing")
  }

  @Test func guardsSeeTheAnswerAndARefusedLinkChangesNothing() throws {
    let windows = try twoWindows()
    var answers: [WindowLinkAnswer] = []
    windows.guards.append(
      WindowGuard { proposal in
        if let link = proposal.link { answers.append(link) }
        return proposal.link?.created == true ? .block("no new windows for links") : .allow
      })
    windows.linkPolicy = WindowLinkPolicy([.newWindow])
    let before = windows.windows
    #expect(throws: WindowError.blocked(reason: "no new windows for links")) {
      try windows.open("wayfinder://home/1", with: links)
    }
    #expect(windows.windows == before)
    #expect(answers.map(\.window) == ["window-2"])

    windows.linkPolicy = .standard
    do {
      try windows.open("wayfinder://nowhere", with: links)
      Issue.record("a link that matches nothing opened")
    } catch {
      guard case .link = error else { throw error }
    }
    #expect(windows.windows == before && windows.log.count == 2)
  }

  @Test func aLinkTheWindowsNavigatorRefusesChangesNothing() throws {
    let windows = try twoWindows()
    windows.navigator(for: "b")?.guards.append(NavigationGuard { _ in .block("b is busy") })
    let before = windows.windows
    #expect(throws: WindowError.link(.navigation(.blocked(reason: "b is busy")))) {
      try windows.open("wayfinder://home/1", with: links)
    }
    #expect(windows.windows == before && windows.front == "b")
  }

  @Test func aLinkThatPushesOpensOnTheFrontWindowsShownStack() throws {
    let windows = try twoWindows()
    try windows.navigator(for: "b")?.push(1)
    try windows.open("wayfinder://more/2", with: links)
    #expect(windows.windows["b"]?.state.shownStack.routes == [1, 2])
    #expect(windows.windows[.main]?.state == WindowTestApp.fresh())
  }

  @Test func tooManyWindowsForANewOneIsRefused() throws {
    let windows = Windows(template: WindowTestApp.fresh(), maxWindows: 1)
    try windows.open(.main)
    windows.linkPolicy = WindowLinkPolicy([.newWindow])
    #expect(throws: WindowError.tooManyWindows(limit: 1)) { try windows.open("wayfinder://home/1", with: links) }
  }
}
