import Testing
import Wayfinder

/// S10, S11, S12: split columns and one stack as two projections of one state.
@MainActor @Suite struct SplitScenarioTests {
  // MARK: S10

  enum Three: Hashable, Sendable {
    case content(Int)
    case detail(contentID: Int, Int)
  }

  func contentColumnLabels(_ scene: NavigationScene<Never, Three>) -> [String]? {
    guard case .content(let id)? = scene.columns[1].screen.route else { return nil }  // "Empty"
    return (0..<100).map { "\(id):\($0)" }
  }

  @Test func s10ThreeColumnsDrivenByListSelection() throws {
    let navigator = Navigator(BackStack<Three>())
    func scene() -> NavigationScene<Never, Three> {
      NavigationScene(navigator.state, layout: .threeColumns, sizeClass: .regular)
    }
    #expect(scene().columns.map(\.screen) == [.root, .placeholder, .placeholder])  // "Empty", "Empty"

    try navigator.select(.content(3), atDepth: 0)  // sidebar
    try navigator.select(.detail(contentID: 3, 7), atDepth: 1)  // content list
    #expect(contentColumnLabels(scene())?.prefix(2) == ["3:0", "3:1"])
    #expect(scene().columns[2].screen.route == .detail(contentID: 3, 7))
    #expect(scene().columns.map(\.selection) == [.content(3), .detail(contentID: 3, 7), nil])

    try navigator.select(.content(5), atDepth: 0)  // a new sidebar item clears the detail selection
    #expect(scene().columns.map(\.selection) == [.content(5), nil, nil])
    #expect(scene().columns[2].screen == .placeholder)

    try navigator.select(.detail(contentID: 5, 1), atDepth: 1)
    try navigator.goBack()  // "Back Parent": clears the detail selection
    #expect(scene().columns.map(\.selection) == [.content(5), nil, nil])
    try navigator.goBack()  // then the content selection
    #expect(scene().columns.map(\.selection) == [nil, nil, nil])

    try navigator.select(.content(9), atDepth: 0)
    try navigator.select(.detail(contentID: 9, 9), atDepth: 1)
    try navigator.popToRoot()  // "Back Root": no stale selection anywhere
    #expect(scene().columns.allSatisfy { $0.selection == nil })

    // Compact: the same state as a stack, and both buttons still work.
    try navigator.select(.content(2), atDepth: 0)
    try navigator.select(.detail(contentID: 2, 4), atDepth: 1)
    let compact = NavigationScene(navigator.state, layout: .threeColumns, sizeClass: .compact)
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
    func scene(_ sizeClass: SizeClass) -> NavigationScene<Never, Int> {
      NavigationScene(navigator.state, layout: .twoColumns, sizeClass: sizeClass)
    }
    // The custom sidebar highlights the selection; the detail shows while the flag is set.
    var isPresented: Bool { !navigator.state.shownStack.isEmpty }
    try navigator.select(42, atDepth: 0)
    #expect(isPresented)
    #expect(scene(.regular).columns[0].selection == 42)
    #expect(scene(.regular).columns[1].screen.route == 42)
    try navigator.goBack()  // "Back Parent"
    #expect(!isPresented)
    #expect(scene(.regular).columns[0].selection == nil)
    #expect(scene(.regular).columns[1].screen == .placeholder)

    // Compact: the detail is pushed over the sidebar, and Back returns.
    try navigator.select(7, atDepth: 0)
    #expect(scene(.compact).columns[0].pushed.map(\.route) == [7])
    #expect(scene(.compact).back == BackAction(kind: .pop, resultingLevel: 0))
    try navigator.goBack()
    #expect(scene(.compact).columns[0].pushed.isEmpty)
  }

  // MARK: S12

  struct Level: Hashable, Sendable {
    var root: Int
    var level: Int
    var title: String { "Root \(root), Level \(level)" }
    var next: Level { Level(root: root, level: level + 1) }
  }

  let sidebar = (0..<30).map { Level(root: $0, level: 1) }

  func titles(_ scene: NavigationScene<Never, Level>) -> [String] {
    scene.columns.compactMap { $0.screen.route?.title } + scene.columns.last!.pushed.map(\.route.title)
  }

  @Test func s12AdaptiveSplitAndStack() throws {
    let navigator = Navigator(BackStack<Level>())
    func scene(_ sizeClass: SizeClass) -> NavigationScene<Never, Level> {
      NavigationScene(navigator.state, layout: .twoColumns, sizeClass: sizeClass)
    }

    // Regular: selecting a root shows its level 1; "Goto Next Level" pushes.
    try navigator.select(sidebar[3], atDepth: 0)
    for _ in 0..<3 { try navigator.push(navigator.state.shownStack.last!.route.next) }
    #expect(
      titles(scene(.regular)) == ["Root 3, Level 1", "Root 3, Level 2", "Root 3, Level 3", "Root 3, Level 4"])
    #expect(scene(.regular).columns[0].selection == sidebar[3])
    #expect(scene(.regular).columns[1].screen.route?.title == "Root 3, Level 1")

    // Compact: one stack over the sidebar, same levels.
    #expect(scene(.compact).columns[0].screen == .root)
    #expect(scene(.compact).columns[0].pushed.map(\.route.title) == titles(scene(.regular)))

    // Selecting another root in regular width clears deeper levels.
    try navigator.select(sidebar[5], atDepth: 0)
    #expect(titles(scene(.regular)) == ["Root 5, Level 1"])

    // In compact width, selecting from the sidebar pushes level 1: the same intent.
    try navigator.popToRoot()
    try navigator.apply(navigator.state.position(of: scene(.compact).columns[0].topLevel).selecting(sidebar[8]))
    #expect(scene(.compact).columns[0].pushed.map(\.route.title) == ["Root 8, Level 1"])

    // Popping back to the sidebar in compact width clears the selection.
    try navigator.goBack()
    #expect(scene(.regular).columns[0].selection == nil)
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
      let scene = NavigationScene(navigator.state, layout: .twoColumns, sizeClass: sizeClass)
      #expect(navigator.state == before)
      #expect(scene.frontRoute == Level(root: 2, level: depth))
    }
  }

  @Test func s12BackAcrossResizes() throws {
    // Select, go deep, resize, Back, resize back, Back.
    let navigator = Navigator(BackStack<Level>())
    try navigator.select(sidebar[4], atDepth: 0)
    for _ in 0..<4 { try navigator.push(navigator.state.shownStack.last!.route.next) }  // level 5
    var scene = NavigationScene(navigator.state, layout: .twoColumns, sizeClass: .compact)
    #expect(scene.back == BackAction(kind: .pop, resultingLevel: 4))
    try navigator.goBack()
    scene = NavigationScene(navigator.state, layout: .twoColumns, sizeClass: .regular)
    #expect(scene.frontRoute?.title == "Root 4, Level 4")
    #expect(scene.back == BackAction(kind: .pop, resultingLevel: 3))
    try navigator.goBack()
    scene = NavigationScene(navigator.state, layout: .twoColumns, sizeClass: .compact)
    #expect(scene.frontRoute?.title == "Root 4, Level 3")

    // Down to level 1 in regular width, Back clears the sidebar selection ("Back Parent").
    try navigator.pop(2)
    scene = NavigationScene(navigator.state, layout: .twoColumns, sizeClass: .regular)
    #expect(scene.back == BackAction(kind: .clearSelection(column: 0), resultingLevel: 0))
    try navigator.goBack()
    #expect(navigator.state.shownStack.isEmpty)

    // "Back Root" in both widths.
    for sizeClass in SizeClass.allCases {
      try navigator.select(sidebar[1], atDepth: 0)
      try navigator.push(sidebar[1].next)
      _ = NavigationScene(navigator.state, layout: .twoColumns, sizeClass: sizeClass)
      try navigator.popToRoot()
      let after = NavigationScene(navigator.state, layout: .twoColumns, sizeClass: sizeClass)
      #expect(after.columns[0].selection == nil && after.columns[0].pushed.isEmpty)
    }
  }
}
