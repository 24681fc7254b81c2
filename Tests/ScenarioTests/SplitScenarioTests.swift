import Testing
@_spi(WayfinderInternals) import Wayfinder

/// S10, S11, S12: split columns and one stack as two projections of one state.
@MainActor @Suite struct SplitScenarioTests {
  // MARK: S10

  enum Three: Hashable, Sendable {
    case content(Int)
    case detail(contentID: Int, Int)
  }

  func contentColumnLabels(_ projection: NavigationProjection<Never, Three>) -> [String]? {
    guard case .content(let id)? = projection.columns[1].root?.route else { return nil }  // "Empty"
    return (0..<100).map { "\(id):\($0)" }
  }

  @Test func s10ThreeColumnsDrivenByListSelection() throws {
    let navigator = Navigator(BackStack<Three>())
    func projection() -> NavigationProjection<Never, Three> {
      NavigationProjection(navigator.state, layout: .threeColumns, sizeClass: .regular)
    }
    #expect(projection().columns.map(\.isPlaceholder) == [false, true, true])  // "Empty", "Empty"

    try navigator.select(.content(3), atDepth: 0)  // sidebar
    try navigator.select(.detail(contentID: 3, 7), atDepth: 1)  // content list
    #expect(contentColumnLabels(projection())?.prefix(2) == ["3:0", "3:1"])
    #expect(projection().columns[2].root?.route == .detail(contentID: 3, 7))
    #expect(projection().columns.map(\.selection) == [.content(3), .detail(contentID: 3, 7), nil])

    try navigator.select(.content(5), atDepth: 0)  // a new sidebar item clears the detail selection
    #expect(projection().columns.map(\.selection) == [.content(5), nil, nil])
    #expect(projection().columns[2].isPlaceholder)

    try navigator.select(.detail(contentID: 5, 1), atDepth: 1)
    try navigator.goBack()  // "Back Parent": clears the detail selection
    #expect(projection().columns.map(\.selection) == [.content(5), nil, nil])
    try navigator.goBack()  // then the content selection
    #expect(projection().columns.map(\.selection) == [nil, nil, nil])

    try navigator.select(.content(9), atDepth: 0)
    try navigator.select(.detail(contentID: 9, 9), atDepth: 1)
    try navigator.popToRoot()  // "Back Root": no stale selection anywhere
    #expect(projection().columns.allSatisfy { $0.selection == nil })

    // Compact: the same state as a stack, and both buttons still work.
    try navigator.select(.content(2), atDepth: 0)
    try navigator.select(.detail(contentID: 2, 4), atDepth: 1)
    let compact = NavigationProjection(navigator.state, layout: .threeColumns, sizeClass: .compact)
    #expect(compact.columns.count == 1)
    #expect(compact.columns[0].pushed.map(\.route) == [.content(2), .detail(contentID: 2, 4)])
    try navigator.goBack()
    #expect(navigator.state.shownStack.routes == [.content(2)])
    try navigator.popToRoot()
    #expect(navigator.state.shownStack.isEmpty)
  }

  // MARK: S11

  @Test func s11TwoColumnsWithACustomSidebarAndAFlagDrivenPush() throws {
    let navigator = Navigator(BackStack<Int>())
    func projection(_ sizeClass: SizeClass) -> NavigationProjection<Never, Int> {
      NavigationProjection(navigator.state, layout: .twoColumns, sizeClass: sizeClass)
    }
    // The custom sidebar highlights the selection; the detail shows while the flag is set.
    var isPresented: Bool { !navigator.state.shownStack.isEmpty }
    try navigator.select(42, atDepth: 0)
    #expect(isPresented)
    #expect(projection(.regular).columns[0].selection == 42)
    #expect(projection(.regular).columns[1].root?.route == 42)
    try navigator.goBack()  // "Back Parent"
    #expect(!isPresented)
    #expect(projection(.regular).columns[0].selection == nil)
    #expect(projection(.regular).columns[1].isPlaceholder)

    // Compact: the detail is pushed over the sidebar, and Back returns.
    try navigator.select(7, atDepth: 0)
    #expect(projection(.compact).columns[0].pushed.map(\.route) == [7])
    #expect(projection(.compact).back == .pop(to: 0))
    try navigator.goBack()
    #expect(projection(.compact).columns[0].pushed.isEmpty)
  }

  // MARK: S12

  struct Level: Hashable, Sendable {
    var root: Int
    var level: Int
    var title: String { "Root \(root), Level \(level)" }
    var next: Level { Level(root: root, level: level + 1) }
  }

  let sidebar = (0..<30).map { Level(root: $0, level: 1) }

  func titles(_ projection: NavigationProjection<Never, Level>) -> [String] {
    projection.columns.compactMap { $0.root?.route.title } + projection.columns.last!.pushed.map(\.route.title)
  }

  @Test func s12AdaptiveSplitAndStack() throws {
    let navigator = Navigator(BackStack<Level>())
    func projection(_ sizeClass: SizeClass) -> NavigationProjection<Never, Level> {
      NavigationProjection(navigator.state, layout: .twoColumns, sizeClass: sizeClass)
    }

    // Regular: selecting a root shows its level 1; "Goto Next Level" pushes.
    try navigator.select(sidebar[3], atDepth: 0)
    for _ in 0..<3 { try navigator.push(navigator.state.shownStack.last!.route.next) }
    #expect(
      titles(projection(.regular)) == ["Root 3, Level 1", "Root 3, Level 2", "Root 3, Level 3", "Root 3, Level 4"])
    #expect(projection(.regular).columns[0].selection == sidebar[3])
    #expect(projection(.regular).columns[1].root?.route.title == "Root 3, Level 1")

    // Compact: one stack over the sidebar, same levels.
    #expect(projection(.compact).columns[0].root == nil && !projection(.compact).columns[0].isPlaceholder)
    #expect(projection(.compact).columns[0].pushed.map(\.route.title) == titles(projection(.regular)))

    // Selecting another root in regular width clears deeper levels.
    try navigator.select(sidebar[5], atDepth: 0)
    #expect(titles(projection(.regular)) == ["Root 5, Level 1"])

    // In compact width, selecting from the sidebar pushes level 1: the same intent.
    try navigator.popToRoot()
    try navigator.apply(navigator.state.position(of: projection(.compact).columns[0].topLevel).selecting(sidebar[8]))
    #expect(projection(.compact).columns[0].pushed.map(\.route.title) == ["Root 8, Level 1"])

    // Popping back to the sidebar in compact width clears the selection.
    try navigator.goBack()
    #expect(projection(.regular).columns[0].selection == nil)
  }

  @Test(arguments: 1...8)
  func s12ResizingAtAnyDepthKeepsEverything(depth: Int) throws {
    let navigator = Navigator(BackStack<Level>())
    try navigator.select(sidebar[2], atDepth: 0)
    for _ in 1..<depth { try navigator.push(navigator.state.shownStack.last!.route.next) }
    let before = navigator.state
    var sizeClass = SizeClass.regular
    for _ in 0..<10 {  // compact → regular → compact …, as often as you like
      sizeClass = sizeClass == .regular ? .compact : .regular
      let projection = NavigationProjection(navigator.state, layout: .twoColumns, sizeClass: sizeClass)
      #expect(navigator.state == before)
      #expect(projection.frontRoute == Level(root: 2, level: depth))
    }
  }

  @Test func s12BackAcrossResizes() throws {
    // Select, go deep, resize, Back, resize back, Back.
    let navigator = Navigator(BackStack<Level>())
    try navigator.select(sidebar[4], atDepth: 0)
    for _ in 0..<4 { try navigator.push(navigator.state.shownStack.last!.route.next) }  // level 5
    var projection = NavigationProjection(navigator.state, layout: .twoColumns, sizeClass: .compact)
    #expect(projection.back == .pop(to: 4))
    try navigator.goBack()
    projection = NavigationProjection(navigator.state, layout: .twoColumns, sizeClass: .regular)
    #expect(projection.frontRoute?.title == "Root 4, Level 4")
    #expect(projection.back == .pop(to: 3))
    try navigator.goBack()
    projection = NavigationProjection(navigator.state, layout: .twoColumns, sizeClass: .compact)
    #expect(projection.frontRoute?.title == "Root 4, Level 3")

    // Down to level 1 in regular width, Back clears the sidebar selection ("Back Parent").
    try navigator.pop(2)
    projection = NavigationProjection(navigator.state, layout: .twoColumns, sizeClass: .regular)
    #expect(projection.back == .clearSelection(column: 0, to: 0))
    try navigator.goBack()
    #expect(navigator.state.shownStack.isEmpty)

    // "Back Root" in both widths.
    for sizeClass in SizeClass.allCases {
      try navigator.select(sidebar[1], atDepth: 0)
      try navigator.push(sidebar[1].next)
      _ = NavigationProjection(navigator.state, layout: .twoColumns, sizeClass: sizeClass)
      try navigator.popToRoot()
      let after = NavigationProjection(navigator.state, layout: .twoColumns, sizeClass: sizeClass)
      #expect(after.columns[0].selection == nil && after.columns[0].pushed.isEmpty)
    }
  }
}
