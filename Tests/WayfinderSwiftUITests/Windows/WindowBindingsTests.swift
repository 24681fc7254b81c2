import Testing
@_spi(WayfinderInternals) import Wayfinder
@_spi(WayfinderInternals) import WayfinderSwiftUI

/// The window adapter's own decisions, UI-free (the window group runs in
/// SwiftUILayerTests, on the stand-in's iPad and iPhone).
@MainActor @Suite struct WindowBindingsTests {
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

  /// main showing [1], b showing [2] (in front), c showing [3].
  func threeWindows() throws -> Windows {
    let windows = Windows(template: State())
    try windows.open(.main, state: Self.state(1))
    try windows.open("c", state: Self.state(3))
    try windows.open("b", state: Self.state(2))
    return windows
  }

  @Test func eachWindowAdaptsToItsOwnWidth() throws {
    let windows = try threeWindows()
    let adapter = WindowBindings(windows, links: Self.links, schedule: { _ in })
    adapter.setSizeClass(.regular, of: .main)
    adapter.setSizeClass(.compact, of: "b")
    let main = try #require(adapter.bindings(for: .main))
    let b = try #require(adapter.bindings(for: "b"))
    #expect(main.sizeClass == .regular && b.sizeClass == .compact)
    #expect(windows.sizeClass(of: .main) == .regular && windows.sizeClass(of: "b") == .compact)
    adapter.setSizeClass(.compact, of: .main)
    #expect(main.sizeClass == .compact && b.sizeClass == .compact && windows.sizeClass(of: "c") == .compact)
    #expect(adapter.bindings(for: "nowhere") == nil)
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
}

extension WindowBindingsTests {
  /// A window closed after "Discard changes?" is shown afresh when it is
  /// reopened, as one closed at once is: its bindings go when it closes,
  /// not when the close was asked for.
  @Test func aWindowWhoseCloseWaitedForTheUsersYesIsShownAfreshWhenReopened() throws {
    let windows = Windows(template: State()) { _, state in
      let navigator = Navigator(state)
      navigator.guards.append(.confirmingLeaving { _ in .confirmation("Discard changes?", confirm: "Discard") })
      return navigator
    }
    try windows.open(.main, state: Self.state(1))
    try windows.open("b", state: Self.state(2))
    let adapter = WindowBindings(windows, schedule: { _ in })
    let navigator = try #require(windows.navigator(for: "b"))
    try navigator.setConfirmsLeaving(true)
    let before = try #require(adapter.bindings(for: "b"))
    try windows.close("b", cause: .user)
    #expect(windows.ids.contains("b"), "the close waits for the user's yes")
    #expect(adapter.bindings(for: "b") === before, "a close that waits leaves the bindings as they are")
    try navigator.apply(.chooseInDialog(buttonIndex: 0))
    #expect(!windows.ids.contains("b"))
    #expect(NavigationBindings.attached(to: navigator) == nil, "the window closed: its bindings went with it")
    try windows.reopen("b")
    #expect(adapter.bindings(for: "b") !== before, "reopened, the window is shown by new bindings")
  }
}
