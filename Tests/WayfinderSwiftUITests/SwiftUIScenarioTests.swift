import Testing
import Wayfinder
import WayfinderSwiftUI

/// Scenarios S1 to S12, driven through the adapter as the SwiftUI layer
/// drives it: what each binding reads, and each write the user's gesture
/// makes.
@MainActor @Suite struct SwiftUIScenarioTests {
  func routes<Route>(_ layer: NavigationLayer<Route>?) -> [Route] { layer?.path.map(\.route) ?? [] }

  @Test func s1AndS7APathOfManyTypesThreeLevelsAtLaunchAndBackToMain() throws {
    let bindings = NavigationBindings(
      Navigator(BackStack(pushing: ["indigo", "yellow", "green"].map { AnyRoute($0) })))
    #expect(routes(bindings.layers(of: nil, sizeClass: .compact).first).count == 3)
    // A NavigationLink to a value of another type.
    var path = bindings.layers(of: nil, sizeClass: .compact)[0].path
    path.append(PathElement(pushing: AnyRoute(556)))
    bindings.write(.path(path, layerModal: nil, tab: nil), sizeClass: .compact)
    #expect(bindings.navigator.state.shownStack.routes.last == AnyRoute(556))
    try bindings.navigator.popToRoot()  // "Back to Main"
    #expect(bindings.layers(of: nil, sizeClass: .compact)[0].path.isEmpty)
  }

  @Test func s2AndS8ARouterAndALongPressBackToTheRoot() throws {
    let bindings = NavigationBindings(Navigator(BackStack<String>()))
    for index in 0..<500 { try bindings.navigator.push("detail \(index)") }
    #expect(bindings.layers(of: nil, sizeClass: .compact)[0].path.count == 500)
    // The Back menu, to level 3.
    let path = bindings.layers(of: nil, sizeClass: .compact)[0].path
    bindings.write(.path(Array(path.prefix(3)), layerModal: nil, tab: nil), sizeClass: .compact)
    #expect(bindings.navigator.state.shownStack.count == 3)
    bindings.write(.path([], layerModal: nil, tab: nil), sizeClass: .compact)
    #expect(bindings.navigator.state.shownStack.isEmpty)
  }

  enum Tab: Hashable, Sendable, CaseIterable { case home, calendar, export }

  @Test func s3S4AndS5TabsAFlagAndAPushInsideASheetAfterAsyncWork() throws {
    let bindings = NavigationBindings(Navigator(try Tabs<Tab, String>(selected: .home)))
    bindings.write(.tab(.calendar), sizeClass: .compact)  // a tap on the tab bar
    try bindings.navigator.selectTab(.export)  // a notification, from outside the views
    #expect(bindings.navigator.state.selectedTab == .export)
    // S4: Edit shown by a flag; swiping back clears it.
    try bindings.navigator.setShown("edit", to: true, in: .tab(.calendar))
    #expect(routes(bindings.layers(of: .calendar, sizeClass: .compact).first) == ["edit"])
    bindings.write(.tab(.calendar), sizeClass: .compact)
    bindings.write(.path([], layerModal: nil, tab: .calendar), sizeClass: .compact)
    #expect(bindings.navigator.state.tabs?.stack(for: .calendar)?.contains("edit") == false)
    // S5: the export sheet, the completion pushed in it while another tab shows.
    try bindings.navigator.present("export", in: .tab(.export))
    try bindings.navigator.push("completed", hidesBack: true, inModal: "export", in: .tab(.export))
    let export = bindings.layers(of: .export, sizeClass: .compact)
    #expect(export[0].presented?.route == "export")
    #expect(routes(export[1]) == ["completed"])
    // "Done", then a late nil from the sheet animating out after a new one is up.
    let item = try #require(export[0].presented)
    try bindings.navigator.dismiss("export", in: .tab(.export))
    try bindings.navigator.present("export", in: .tab(.export))
    bindings.write(.tab(.export), sizeClass: .compact)
    let newItem = try #require(bindings.layers(of: .export, sizeClass: .compact)[0].presented)
    #expect(newItem == item, "the same route at the same level: SwiftUI sees the same item")
    try bindings.navigator.push("options", inModal: "export", in: .tab(.export))
    bindings.write(.dismissed(ModalItem(level: 1, route: "stale", presentation: .sheet)), sizeClass: .compact)
    #expect(bindings.ignoredWrites.last?.reason == "a late dismissal of a modal that is no longer presented")
    #expect(routes(bindings.layers(of: .export, sizeClass: .compact)[1]) == ["options"])
  }

  @Test func s6AnIntPathSetAtOnce() throws {
    let bindings = NavigationBindings(Navigator(BackStack<Int>()))
    try bindings.navigator.setPath([32, 64])
    #expect(routes(bindings.layers(of: nil, sizeClass: .compact).first) == [32, 64])
    bindings.write(.path([PathElement(level: 1, route: 32)], layerModal: nil, tab: nil), sizeClass: .compact)
    #expect(bindings.navigator.state.shownStack.routes == [32])
  }

  @Test func s9APathSavedAndRestoredShowsTheSameScreens() throws {
    let bindings = NavigationBindings(Navigator(BackStack(pushing: [AnyRoute(32), AnyRoute("Hello"), AnyRoute(64)])))
    let saved = try NavigationSnapshot(bindings.navigator.state, schemaVersion: 1, registry: .standard).jsonData()
    // The next launch.
    let relaunched = NavigationBindings(Navigator(BackStack<AnyRoute>()))
    let restored = try NavigationSnapshot(json: saved).restore(
      into: relaunched.navigator.state, registry: .standard, schemaVersion: 1)
    try relaunched.navigator.setState(restored.state, cause: .restoration)
    #expect(relaunched.layers(of: nil, sizeClass: .compact) == bindings.layers(of: nil, sizeClass: .compact))
  }

  enum Three: Hashable, Sendable {
    case content(Int)
    case detail(Int, Int)
  }

  @Test func s10ThreeColumnsByListSelectionInBothWidths() throws {
    let bindings = NavigationBindings(Navigator(BackStack<Three>())) { _ in .threeColumns }
    bindings.write(.selection(.content(3), columnLevel: 0), sizeClass: .regular)
    bindings.write(.selection(.detail(3, 7), columnLevel: 1), sizeClass: .regular)
    #expect(bindings.selection(atLevel: 0, of: nil, sizeClass: .regular) == .content(3))
    #expect(bindings.selection(atLevel: 1, of: nil, sizeClass: .regular) == .detail(3, 7))
    bindings.write(.selection(.detail(3, 7), columnLevel: 1), sizeClass: .regular)  // the list echoes it
    #expect(bindings.ignoredWrites.last?.reason == "an echo of the selection")
    // Compact: the same state is one stack; the content list's selection pushes.
    #expect(routes(bindings.layers(of: nil, sizeClass: .compact).first) == [.content(3), .detail(3, 7)])
    bindings.write(.path([PathElement(level: 1, route: .content(3))], layerModal: nil, tab: nil), sizeClass: .compact)
    bindings.write(.selection(.detail(3, 9), columnLevel: 1), sizeClass: .compact)
    #expect(bindings.navigator.state.shownStack.routes == [.content(3), .detail(3, 9)])
  }

  @Test func s11AndS12TheAdaptiveSplitLosesNothingAcrossSizeClasses() throws {
    let bindings = NavigationBindings(Navigator(BackStack<String>())) { _ in .twoColumns }
    bindings.write(.selection("root 7", columnLevel: 0), sizeClass: .regular)
    // NavigationLinks in the detail column's stack.
    var detail = bindings.layers(of: nil, sizeClass: .regular)[0].path
    detail.append(PathElement(pushing: "level 2"))
    bindings.write(.path(detail, layerModal: nil, tab: nil), sizeClass: .regular)
    detail = bindings.layers(of: nil, sizeClass: .regular)[0].path
    detail.append(PathElement(pushing: "level 3"))
    bindings.write(.path(detail, layerModal: nil, tab: nil), sizeClass: .regular)
    #expect(routes(bindings.layers(of: nil, sizeClass: .regular).first) == ["level 2", "level 3"])
    // Narrow the window: one stack, the sidebar's selection its first step; nothing lost.
    #expect(routes(bindings.layers(of: nil, sizeClass: .compact).first) == ["root 7", "level 2", "level 3"])
    // Swipe back to the sidebar in compact, widen again: no selection, no detail.
    bindings.write(.path([], layerModal: nil, tab: nil), sizeClass: .compact)
    #expect(bindings.selection(atLevel: 0, of: nil, sizeClass: .regular) == nil)
    #expect(bindings.layers(of: nil, sizeClass: .regular)[0].path.isEmpty)
  }
}
