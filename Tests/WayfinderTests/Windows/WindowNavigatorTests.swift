import Foundation
import Observation
import Testing
@_spi(WayfinderInternals) import Wayfinder

/// The window navigator: one navigator per window, window changes
/// observed, closing through the window's navigator guards, and links
/// opened in the window `windowForLink` gives.
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
    #expect(windows.navigator(for: .main)?.state.shownStack.routes == [1])
    #expect(windows.navigator(for: "b")?.state.selectedTab == .search)
    #expect(windows.navigator(for: "b")?.state.shownStack.routes == [2])
    #expect(windows.windows["b"]?.state == windows.navigator(for: "b")?.state)
    #expect(windows.navigator(for: .main)?.log.count == 1, "each window keeps its own log")
    #expect(windows.sizeClass(of: .main) == .regular && windows.sizeClass(of: "b") == .compact)
  }

  @Test func anAppWithOneNavigatorKeepsItAsItsFirstWindow() throws {
    let navigator = Navigator(WindowTestApp.fresh())
    try navigator.push(7)
    let windows = Windows(navigator)
    #expect(windows.navigator(for: .main) === navigator)
    #expect(windows.ids == [.main] && windows.front == .main)
    try windows.open("b")
    #expect(windows.navigator(for: "b")?.state == navigator.state, "a new window starts from the state it was handed")
  }

  @Test func closingKeepsTheLastStateAndReopeningBringsItBack() throws {
    let windows = try twoWindows()
    try windows.navigator(for: "b")?.push(5)
    let navigator = windows.navigator(for: "b")
    #expect(try windows.close("b") == .applied)
    #expect(windows.navigator(for: "b") == nil)
    #expect(windows.recentlyClosed == ["b"])
    #expect(windows.windows.recentlyClosed.first?.state.shownStack.routes == [5])
    #expect(windows.front == .main)
    #expect(try windows.reopen("b") == .applied)
    #expect(windows.recentlyClosed.isEmpty)
    #expect(windows.navigator(for: "b")?.state.shownStack.routes == [5])
    #expect(windows.navigator(for: "b") === navigator, "its own navigator, with its log and what its tasks await")
  }

  /// Whether reading `read` observes what `change` changes.
  func observes(_ read: () -> Void, _ change: () throws -> Void) rethrows -> Bool {
    let flag = Flag()
    withObservationTracking(read) { flag.set() }
    try change()
    return flag.value
  }

  /// The windows open, the one in front and the recently closed ones are
  /// observed; a change that changes nothing tells nobody.
  @Test func theWindowsAreObserved() throws {
    let windows = try twoWindows()
    #expect(try observes({ _ = windows.ids }, { try windows.open("c") }))
    #expect(try observes({ _ = windows.front }, { try windows.focus(.main) }))
    #expect(try !observes({ _ = windows.front }, { try windows.focus(.main) }), "main is in front already")
    #expect(try observes({ _ = windows.recentlyClosed }, { try windows.close("c") }))
    #expect(try observes({ _ = windows.sizeClass(of: "b") }, { try windows.setSizeClass(.regular, of: "b") }))
    #expect(try observes({ _ = windows.navigator(for: "b")?.state }, { try windows.navigator(for: "b")?.push(3) }))
  }

  /// Closing asks the window's navigator's guards, as leaving every screen:
  /// one that blocks keeps the window open, unchanged.
  @Test func closingGoesThroughTheWindowsGuardsAndABlockChangesNothing() throws {
    let windows = try twoWindows()
    try windows.navigator(for: "b")?.push(1)
    var seen: [String] = []
    windows.navigator(for: "b")?.guards.append(
      NavigationGuard { proposal in
        seen.append("\(proposal.cause) \(proposal.after.shownStack.count)")
        return .block("b stays")
      })
    let before = windows.windows
    #expect(throws: NavigationError.blocked(reason: "b stays")) { try windows.close("b", cause: .user) }
    #expect(windows.windows == before && windows.ids == [.main, "b"])
    #expect(seen == ["user 0"], "the guard saw every screen left")
    try windows.close(.main, cause: .user)
    #expect(windows.ids == ["b"], "main's navigator has no such guard")
  }

  /// A guard that asks the windows for another change while they change is refused.
  @Test func aGuardThatAsksForAnotherWindowChangeIsRefused() throws {
    let windows = try twoWindows()
    try windows.navigator(for: "b")?.push(1)
    var inner: NavigationError?
    windows.navigator(for: "b")?.guards.append(
      NavigationGuard { [weak windows] _ in
        do { try windows?.focus(.main) } catch { inner = error as? NavigationError }
        return .allow
      })
    try windows.close("b")
    #expect(inner == .reentrantChange)
    #expect(windows.ids == [.main])
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
    #expect(throws: NavigationError.blocked(reason: "13 is not shown in a")) {
      try windows.open("a", state: state)
    }
    #expect(windows.ids.isEmpty && windows.recentlyClosed.isEmpty)
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
    #expect(try windows.open("wayfinder://home/1/2", with: links) == (.main, .unchanged))
    #expect(windows.front == .main, "the window comes to the front")

    #expect(try windows.open("wayfinder://search/9", with: links) == (.main, .applied), "the front window")
    #expect(windows.navigator(for: .main)?.state.shownStack.routes == [9])
    #expect(windows.navigator(for: "b")?.state == WindowTestApp.fresh(), "the other window is untouched")

    try windows.close(.main)
    try windows.close("b")
    #expect(try windows.open("wayfinder://settings/4", with: links) == ("window-2", .applied))
    #expect(windows.navigator(for: "window-2")?.state.shownStack.routes == [4])
    #expect(windows.navigator(for: "window-2")?.state.selectedTab == .settings)
    #expect(windows.navigator(for: "window-2")?.log.last?.cause == .deepLink)
  }

  @Test func theFirstNewWindowOfAnAppWithoutWindowsIsMain() throws {
    let windows = Windows(template: WindowTestApp.fresh())
    #expect(try windows.open("wayfinder://home/3", with: links).window == .main)
  }

  /// An app replaces the rule with one closure: a window open is used, a
  /// name that is not open opens a window of that name, `nil` a new window.
  @Test func whichWindowALinkOpensInIsTheAppsClosure() throws {
    let windows = try twoWindows()
    var asked: [(StackTarget<AppTab>, LinkMode, [WindowID])] = []
    windows.windowForLink = { place, mode, windows in
      asked.append((place.target, mode, windows.ids))
      return place.target == .tab(.settings) ? "settings" : place.target == .tab(.search) ? nil : .main
    }
    #expect(try windows.open("wayfinder://home/1", with: links).window == .main)
    #expect(try windows.open("wayfinder://settings/2", with: links).window == "settings")
    #expect(windows.ids == [.main, "b", "settings"] && windows.front == "settings")
    #expect(windows.navigator(for: "settings")?.state.shownStack.routes == [2])
    #expect(try windows.open("wayfinder://search/3", with: links).window == "window-2")
    #expect(try windows.open("wayfinder://settings/4", with: links).window == "settings", "open now: used")
    #expect(asked.first.map { $0.0 == .tab(.home) && $0.1 == .replacing && $0.2 == [.main, "b"] } == true)

    windows.windowForLink = { _, _, _ in WindowID("") }
    let before = windows.windows
    #expect(throws: LinkError.navigation(.invalidWindowName("", reason: "a window's name cannot be empty"))) {
      try windows.open("wayfinder://home/1", with: links)
    }
    #expect(windows.windows == before, "an invalid name opens nothing")
  }

  @Test func aLinkThatLeadsNowhereChangesNothing() throws {
    let windows = try twoWindows()
    let before = windows.windows
    do {
      try windows.open("wayfinder://nowhere", with: links)
      Issue.record("a link that matches nothing opened")
    } catch {
      guard case .noMatch = error else { throw error }
    }
    #expect(windows.windows == before)
  }

  @Test func aLinkTheWindowsNavigatorRefusesChangesNothing() throws {
    let windows = try twoWindows()
    windows.navigator(for: "b")?.guards.append(NavigationGuard { _ in .block("b is busy") })
    let before = windows.windows
    #expect(throws: LinkError.navigation(.blocked(reason: "b is busy"))) {
      try windows.open("wayfinder://home/1", with: links)
    }
    #expect(windows.windows == before && windows.front == "b")
  }

  /// A link goes through the guards of the window it opens in: one that
  /// asks first makes the link wait there, its dialog in that window.
  @Test func aLinkWhoseWindowAsksFirstWaits() throws {
    let windows = try twoWindows()
    let question = Dialog.confirmation("Open the link?", confirm: "Open", cancel: "Stay")
    windows.navigator(for: .main)?.guards.append(
      NavigationGuard { $0.cause == .deepLink ? .askFirst(question) : .allow })
    try windows.focus(.main)
    #expect(try windows.open("wayfinder://home/1", with: links) == (.main, .waiting))
    let main = try #require(windows.navigator(for: .main))
    #expect(main.state.shownDialog?.title == "Open the link?")
    try main.apply(
      .chooseInDialog(buttonIndex: try #require(main.state.shownDialog?.buttons.firstIndex { $0.title == "Open" })))
    #expect(main.state.shownStack.routes == [1])
  }

  @Test func aLinkThatPushesOpensOnTheFrontWindowsShownStack() throws {
    let windows = try twoWindows()
    try windows.navigator(for: "b")?.push(1)
    try windows.open("wayfinder://more/2", with: links)
    #expect(windows.navigator(for: "b")?.state.shownStack.routes == [1, 2])
    #expect(windows.navigator(for: .main)?.state == WindowTestApp.fresh())
  }

  /// By default, 64 windows open at once, and the 10 closed most recently
  /// kept to be reopened (the Several windows article).
  @Test func anAppKeeps64WindowsOpenAnd10ClosedByDefault() throws {
    let windows = Windows(template: WindowTestApp.fresh())
    for number in 0..<64 { try windows.open(WindowID("w\(number)")) }
    #expect(throws: NavigationError.tooManyWindows(limit: 64)) { try windows.open("one more") }
    #expect(windows.ids.count == 64)
    for number in 0..<11 { try windows.close(WindowID("w\(number)")) }
    #expect(windows.recentlyClosed == (1..<11).reversed().map { WindowID("w\($0)") })
  }

  @Test func tooManyWindowsForANewOneIsRefused() throws {
    let windows = Windows(template: WindowTestApp.fresh(), maxWindows: 1)
    try windows.open(.main)
    windows.windowForLink = { _, _, _ in nil }
    #expect(throws: LinkError.navigation(.tooManyWindows(limit: 1))) {
      try windows.open("wayfinder://home/1", with: links)
    }
    #expect(windows.ids == [.main])
  }
}

/// Set once, from any thread (an observation's change handler).
final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var isSet = false
  var value: Bool { lock.withLock { isSet } }
  func set() { lock.withLock { isSet = true } }
}
