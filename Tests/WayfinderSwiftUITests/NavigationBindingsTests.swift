import Testing
import Wayfinder
import WayfinderSwiftUI

/// The bindings the SwiftUI layer reads and writes, driven as SwiftUI
/// drives them.
@MainActor @Suite struct NavigationBindingsTests {
  enum Tab: Hashable, Sendable, CaseIterable { case feed, browse }

  func bindings() throws -> NavigationBindings<Tab, String> {
    NavigationBindings(Navigator(try Tabs<Tab, String>(selected: .feed))) { $0 == .browse ? .twoColumns : .stack }
  }

  @Test func eachTabBindsItsOwnStackEvenWhenNotSelected() throws {
    let bindings = try bindings()
    try bindings.navigator.push("post", in: .tab(.feed))
    try bindings.navigator.select("root 3", atDepth: 0, in: .tab(.browse))
    try bindings.navigator.push("level 2", in: .tab(.browse))
    #expect(bindings.layers(of: .feed, sizeClass: .compact).map { $0.path.map(\.route) } == [["post"]])
    // Browse is a split: compact, one stack of both steps; regular, the detail's path only.
    #expect(bindings.layers(of: .browse, sizeClass: .compact)[0].path.map(\.route) == ["root 3", "level 2"])
    #expect(bindings.layers(of: .browse, sizeClass: .regular)[0].path.map(\.route) == ["level 2"])
    #expect(bindings.selection(atLevel: 0, of: .browse, sizeClass: .regular) == "root 3")
    // A size-class change changes no state.
    let before = bindings.navigator.state
    _ = bindings.layers(of: .browse, sizeClass: .regular)
    #expect(bindings.navigator.state == before)
  }

  @Test func theModalOverAllTabsIsTheTabViewsNotATabs() throws {
    let bindings = try bindings()
    try bindings.navigator.present("compose", in: .tab(.feed))
    try bindings.navigator.presentOverTabs("sign in")
    let feed = bindings.layers(of: .feed, sizeClass: .compact)
    #expect(feed.map { $0.modal?.route } == [nil, "compose"])
    #expect(feed.last?.presented == nil, "the tab's top layer does not present the modal over all tabs")
    let overTabs = bindings.overTabsLayers(sizeClass: .compact)
    #expect(overTabs.map { $0.modal?.route } == ["sign in"])
    #expect(overTabs.first?.modal?.isOverTabs == true)
  }

  @Test func writesBecomeUserIntentsAndStaleOnesAreKeptWithTheirReason() throws {
    let bindings = try bindings()
    try bindings.navigator.push("post", in: .tab(.feed))
    try bindings.navigator.push("comments", in: .tab(.feed))
    // Swipe back once.
    let path = bindings.layers(of: .feed, sizeClass: .compact)[0].path
    bindings.write(.path(Array(path.dropLast()), layerModal: nil, tab: .feed), sizeClass: .compact)
    #expect(bindings.navigator.state.shownStack.routes == ["post"])
    #expect(bindings.navigator.log.last?.cause == .user)
    // A late write from a tab the user has left.
    bindings.write(.tab(.browse), sizeClass: .compact)
    bindings.write(.path([], layerModal: nil, tab: .feed), sizeClass: .compact)
    #expect(bindings.navigator.state.tabs?.stack(for: .feed)?.routes == ["post"])
    #expect(bindings.ignoredWrites.last?.reason == "a path write from a tab that is no longer shown")
  }

  @Test func aRefusedIntentIsKeptWithTheGuardsReason() throws {
    let bindings = try bindings()
    bindings.navigator.guards.append(NavigationGuard { $0.cause == .user ? .block("read only") : .allow })
    bindings.write(.tab(.browse), sizeClass: .compact)
    #expect(bindings.navigator.state.selectedTab == .feed)
    #expect(bindings.ignoredWrites.last?.reason == "refused: blocked: read only")
  }

  @Test func columnVisibilityIsKeptAcrossSizeClassesAndChangesNoState() throws {
    let bindings = try bindings()
    let before = bindings.navigator.state
    #expect(bindings.columnVisibility(of: .browse) == .automatic)
    bindings.write(.columnVisibility(.detailOnly, tab: .browse), sizeClass: .regular)
    _ = bindings.layers(of: .browse, sizeClass: .compact)
    #expect(bindings.columnVisibility(of: .browse) == .detailOnly)
    #expect(bindings.navigator.state == before)
    #expect(bindings.navigator.log.events.isEmpty)
  }

  @Test func theIgnoredWritesAreBounded() throws {
    let bindings = try bindings()
    for _ in 0..<100 { bindings.write(.path([], layerModal: nil, tab: .browse), sizeClass: .compact) }
    #expect(bindings.ignoredWrites.count == bindings.ignoredWriteLimit)
  }
}

/// A change SwiftUI cannot show at once, shown batch by batch.
@MainActor @Suite struct DisplayedStateTests {
  @Test func aSheetAndPushesInsideItWaitForThePresentation() throws {
    let navigator = Navigator(BackStack<String>())
    let bindings = NavigationBindings(navigator)
    _ = bindings.displayedState  // the views show the root
    var target = BackStack<String>(pushing: ["list"])
    target.present("export")
    target.push("options")
    try navigator.setState(.stack(target), cause: .deepLink)
    // First the push and the sheet, with nothing inside it yet.
    #expect(Array(bindings.displayedState.shownStack) == [Step("list"), Step("export", .sheet)])
    #expect(bindings.isWaitingForPresentation)
    #expect(bindings.layers(of: nil, sizeClass: .compact)[1].path.isEmpty)
    bindings.presentationCompleted()  // the sheet's onAppear
    #expect(bindings.displayedState == navigator.state)
    #expect(!bindings.isWaitingForPresentation)
    #expect(bindings.layers(of: nil, sizeClass: .compact)[1].path.map(\.route) == ["options"])
  }

  @Test func twoModalsArePresentedOneAtATimeAndDismissedTogether() throws {
    let navigator = Navigator(BackStack<String>())
    let bindings = NavigationBindings(navigator)
    _ = bindings.displayedState
    var target = BackStack<String>()
    target.present("first")
    target.present("second", as: .cover)
    try navigator.setState(.stack(target))
    #expect(bindings.displayedState.shownStack.routes == ["first"])
    bindings.presentationCompleted()
    #expect(bindings.displayedState.shownStack.routes == ["first", "second"])
    bindings.presentationCompleted()  // nothing left: no change
    #expect(bindings.displayedState == navigator.state)
    // Dismissing both is one batch: shown at once.
    try navigator.apply(NavigationIntent(.dismissAll))
    #expect(bindings.displayedState.shownStack.isEmpty)
    #expect(!bindings.isWaitingForPresentation)
  }

  @Test func aChangeWithoutAPresentationIsShownAtOnce() throws {
    let navigator = Navigator(BackStack<Int>(pushing: [1, 2, 3]))
    let bindings = NavigationBindings(navigator)
    _ = bindings.displayedState
    try navigator.setPath([7, 8, 9, 10])
    #expect(bindings.displayedState == navigator.state)
  }
}
