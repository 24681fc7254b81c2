import PropertyBased
import Testing
@_spi(WayfinderInternals) import Wayfinder

@Suite struct NavigationProjectionTests {
  typealias Projection = NavigationProjection<Never, String>

  func projection(_ steps: [Step<String>], _ layout: NavigationLayout, _ sizeClass: SizeClass) -> Projection {
    Projection(NavigationState(BackStack(steps)), layout: layout, sizeClass: sizeClass)
  }

  @Test func sizeClassFromWidth() {
    #expect(SizeClass(width: 699) == .compact)
    #expect(SizeClass(width: 1024) == .regular)
  }

  @Test func threeColumnsShowSelectionsThenADetailStack() {
    let s = projection([Step("c"), Step("d"), Step("e"), Step("f")], .threeColumns, .regular)
    #expect(s.columns.map(\.role) == [.sidebar, .content, .detail])
    #expect(s.columns.map(\.root) == [nil, Step("c"), Step("d")])
    #expect(s.columns.map(\.isPlaceholder) == [false, false, false])
    #expect(s.columns.map(\.selection) == ["c", "d", nil])
    #expect(s.columns[2].pushed.map(\.route) == ["e", "f"])
    #expect(s.columns.map(\.level) == [0, 1, 2])
    #expect(s.frontColumnIndex == 2)
    #expect(s.back == .pop(to: 3))
    #expect(s.frontRoute == "f")
  }

  @Test func emptyColumnsShowPlaceholders() {
    let empty = projection([], .threeColumns, .regular)
    #expect(empty.columns.map(\.root) == [nil, nil, nil])
    #expect(empty.columns.map(\.isPlaceholder) == [false, true, true])
    #expect(empty.back == nil)
    #expect(empty.frontColumnIndex == 0)
    let one = projection([Step("c")], .threeColumns, .regular)
    #expect(one.columns.map(\.root) == [nil, Step("c"), nil])
    #expect(one.columns.map(\.isPlaceholder) == [false, false, true])
    #expect(one.back == .clearSelection(column: 0, to: 0))
    #expect(one.frontColumnIndex == 1)
  }

  @Test func compactShowsTheSameStepsAsOneStack() {
    let s = projection([Step("c"), Step("d"), Step("e")], .threeColumns, .compact)
    #expect(s.columns.count == 1)
    #expect(s.columns[0].role == .stack)
    #expect(s.columns[0].root == nil && !s.columns[0].isPlaceholder)
    #expect(s.columns[0].pushed.map(\.route) == ["c", "d", "e"])
    #expect(s.back == .pop(to: 2))
  }

  @Test func stackLayoutIgnoresWidth() {
    #expect(
      projection([Step("a")], .stack, .regular).columns == projection([Step("a")], .stack, .compact).columns)
  }

  @Test func modalsShowOverTheColumnsInBothWidths() {
    let steps = [Step("c"), Step("export", .sheet), Step("options"), Step("help", .cover)]
    for sizeClass in SizeClass.allCases {
      let s = projection(steps, .twoColumns, sizeClass)
      #expect(s.modals.map(\.step.route) == ["export", "help"])
      #expect(s.modals.map(\.level) == [2, 4])
      #expect(s.modals[0].pushed.map(\.route) == ["options"])
      #expect(s.back == .dismiss(to: 3))
      #expect(s.frontRoute == "help")
    }
    let regular = projection(steps, .twoColumns, .regular)
    #expect(regular.columns.map(\.root) == [nil, Step("c")])
    #expect(regular.columns[1].pushed.isEmpty)
  }

  @Test func hiddenBackMakesBackUnavailable() {
    let s = projection([Step("export", .sheet), Step("done", .push, hidesBack: true)], .stack, .compact)
    #expect(s.hidesBack)
    #expect(s.back == nil)
  }

  @Test func tabsUseTheSelectedTabsLayout() throws {
    var tabs = Tabs<AppTab, String>(selected: .search)
    tabs.selectedStack.push("c")
    let layouts = NavigationLayouts<AppTab> { $0 == .search ? .twoColumns : .stack }
    let s = NavigationProjection(.tabs(tabs), sizeClass: .regular, layouts: layouts)
    #expect(s.layout == .twoColumns)
    #expect(s.selectedTab == .search)
    #expect(s.tabs == AppTab.allCases)
    #expect(s.columns.count == 2)
    try tabs.select(.home)
    let home = NavigationProjection(.tabs(tabs), sizeClass: .regular, layouts: layouts)
    #expect(home.layout == .stack && home.columns.count == 1)
  }
}

/// Properties of the projection over random states and resizes.
@Suite struct NavigationProjectionPropertyTests {
  /// Every step a projection shows, in order: column roots, then the last
  /// column's pushes, then each modal and its pushes.
  func listedSteps<Tab, Route>(_ projection: NavigationProjection<Tab, Route>) -> [Step<Route>] {
    var steps: [Step<Route>] = []
    for (index, column) in projection.columns.enumerated() {
      if let root = column.root {
        #expect(projection.columns[index - 1].selection == root.route)
        steps.append(root)
      }
      steps.append(contentsOf: column.pushed)
    }
    for modal in projection.modals {
      steps.append(modal.step)
      steps.append(contentsOf: modal.pushed)
    }
    return steps
  }

  /// Every projection of every state that random intent sequences reach, in
  /// every layout and size class.
  func forEveryProjection(
    _ check: (NavigationState<AppTab, Int>, NavigationProjection<AppTab, Int>) throws -> Void
  ) async {
    await propertyCheck(count: 150, input: PropertyTests.sequences) { intents in
      for state in try PropertyTests.states(applying: intents).states {
        for layout in NavigationLayout.allCases {
          for sizeClass in SizeClass.allCases {
            try check(state, NavigationProjection(state, layout: layout, sizeClass: sizeClass))
          }
        }
      }
    }
  }

  @Test func everyProjectionListsExactlyTheSteps() async throws {
    await forEveryProjection { state, projection in
      #expect(listedSteps(projection) == shownSteps(state), "\(projection.layout) \(projection.sizeClass)")
      #expect(projection.topLevel == ScreenLevel(shownSteps(state).count))
      #expect(projection.topLevel == state.topLevel)
      // A placeholder is a column after the first with no step of its own.
      #expect(
        projection.columns.allSatisfy {
          $0.isPlaceholder == ($0.role != .sidebar && $0.role != .stack && $0.root == nil)
        })
      // The dialog shown is the state's, with the stack it belongs to.
      #expect(projection.dialog == state.shownDialog)
      #expect(projection.dialogLocation == (state.shownDialog == nil ? nil : state.shownLocation))
      // The modal over all tabs is on top of the tab's own modals.
      let fromFirstOverTabs = projection.modals.drop(while: { !$0.isOverTabs })
      #expect(fromFirstOverTabs.allSatisfy { $0.isOverTabs })
    }
  }

  @Test func backLeadsToTheAnnouncedState() async throws {
    await forEveryProjection { state, projection in
      var after = state
      do {
        try after.apply(NavigationIntent(.goBack))
        let back = try #require(projection.back)
        if case .dismissDialog = back { #expect(after.shownDialog == nil && state.shownDialog != nil) }
        #expect(after.topLevel == back.resultingLevel)
        #expect(ScreenLevel(shownSteps(after).count) == back.resultingLevel)
        #expect(shownSteps(after) == Array(shownSteps(state).prefix(back.resultingLevel.number)))
      } catch {
        #expect(projection.back == nil)
      }
    }
  }

  @Test func resizesBetweenIntentsChangeNothing() async throws {
    // The same intents, with resizes (projections computed again) between
    // them and Back chosen from the projection, reach the same state as with
    // no resizes.
    let steps = zip(PropertyTests.intents, Gen<SizeClass>.case).array(of: 0...300)
    await propertyCheck(count: 150, input: steps) { steps in
      var resized = NavigationState<AppTab, Int>.tabs(Tabs(selected: .home))
      var plain = resized
      for (intent, sizeClass) in steps {
        let projection = NavigationProjection(resized, layout: .threeColumns, sizeClass: sizeClass)
        if case .goBack = intent.operation, intent.target == .shown, case .dismissDialog? = projection.back {
          try resized.apply(NavigationIntent(.dismissDialog))
        } else if case .goBack = intent.operation, intent.target == .shown, let back = projection.back {
          try resized.apply(NavigationIntent(.pop(count: projection.topLevel.number - back.resultingLevel.number)))
        } else {
          try? resized.apply(intent)
        }
        try? plain.apply(intent)
        #expect(resized == plain)
      }
    }
  }
}
