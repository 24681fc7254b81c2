import PropertyBased
import Testing
import Wayfinder

@Suite struct NavigationSceneTests {
  typealias Scene = NavigationScene<Never, String>

  func scene(_ steps: [Step<String>], _ layout: NavigationLayout, _ sizeClass: SizeClass) -> Scene {
    Scene(NavigationState(BackStack(steps)), layout: layout, sizeClass: sizeClass)
  }

  @Test func sizeClassFromWidth() {
    #expect(SizeClass(width: 699) == .compact)
    #expect(SizeClass(width: 1024) == .regular)
  }

  @Test func threeColumnsShowSelectionsThenADetailStack() {
    let s = scene([Step("c"), Step("d"), Step("e"), Step("f")], .threeColumns, .regular)
    #expect(s.columns.map(\.role) == [.sidebar, .content, .detail])
    #expect(s.columns.map(\.screen) == [.root, .step(Step("c")), .step(Step("d"))])
    #expect(s.columns.map(\.selection) == ["c", "d", nil])
    #expect(s.columns[2].pushed.map(\.route) == ["e", "f"])
    #expect(s.columns.map(\.level) == [0, 1, 2])
    #expect(s.frontColumnIndex == 2)
    #expect(s.back == BackAction(kind: .pop, resultingLevel: 3))
    #expect(s.frontRoute == "f")
  }

  @Test func emptyColumnsShowPlaceholders() {
    let empty = scene([], .threeColumns, .regular)
    #expect(empty.columns.map(\.screen) == [.root, .placeholder, .placeholder])
    #expect(empty.back == nil)
    #expect(empty.frontColumnIndex == 0)
    let one = scene([Step("c")], .threeColumns, .regular)
    #expect(one.columns.map(\.screen) == [.root, .step(Step("c")), .placeholder])
    #expect(one.back == BackAction(kind: .clearSelection(column: 0), resultingLevel: 0))
    #expect(one.frontColumnIndex == 1)
  }

  @Test func compactShowsTheSameStepsAsOneStack() {
    let s = scene([Step("c"), Step("d"), Step("e")], .threeColumns, .compact)
    #expect(s.columns.count == 1)
    #expect(s.columns[0].role == .stack)
    #expect(s.columns[0].screen == .root)
    #expect(s.columns[0].pushed.map(\.route) == ["c", "d", "e"])
    #expect(s.back == BackAction(kind: .pop, resultingLevel: 2))
  }

  @Test func stackLayoutIgnoresWidth() {
    #expect(
      scene([Step("a")], .stack, .regular).columns == scene([Step("a")], .stack, .compact).columns)
  }

  @Test func modalsLayerOverTheColumnsInBothWidths() {
    let steps = [Step("c"), Step("export", .sheet), Step("options"), Step("help", .cover)]
    for sizeClass in SizeClass.allCases {
      let s = scene(steps, .twoColumns, sizeClass)
      #expect(s.modals.map(\.step.route) == ["export", "help"])
      #expect(s.modals.map(\.level) == [2, 4])
      #expect(s.modals[0].pushed.map(\.route) == ["options"])
      #expect(s.back == BackAction(kind: .dismiss, resultingLevel: 3))
      #expect(s.frontRoute == "help")
    }
    let regular = scene(steps, .twoColumns, .regular)
    #expect(regular.columns.map(\.screen) == [.root, .step(Step("c"))])
    #expect(regular.columns[1].pushed.isEmpty)
  }

  @Test func hiddenBackMakesBackUnavailable() {
    let s = scene([Step("export", .sheet), Step("done", .push, hidesBack: true)], .stack, .compact)
    #expect(s.hidesBack)
    #expect(s.back == nil)
  }

  @Test func tabsUseTheSelectedTabsLayout() throws {
    var tabs = try Tabs<AppTab, String>(selected: .search)
    tabs.selectedStack.push("c")
    let s = NavigationScene(.tabs(tabs), sizeClass: .regular) { $0 == .search ? .twoColumns : .stack }
    #expect(s.layout == .twoColumns)
    #expect(s.tabBar?.selected == .search)
    #expect(s.tabBar?.tabs == AppTab.allCases)
    #expect(s.columns.count == 2)
    try tabs.select(.home)
    let home = NavigationScene(.tabs(tabs), sizeClass: .regular) { $0 == .search ? .twoColumns : .stack }
    #expect(home.layout == .stack && home.columns.count == 1)
  }
}

/// Properties of the projection over random states and resizes.
@Suite struct NavigationScenePropertyTests {
  /// Every step a scene shows, in order: column routes, then the last
  /// column's pushes, then each modal and its pushes.
  func listedSteps<Tab, Route>(_ scene: NavigationScene<Tab, Route>) -> [Step<Route>] {
    var steps: [Step<Route>] = []
    for (index, column) in scene.columns.enumerated() {
      if case .step(let step) = column.screen {
        #expect(scene.columns[index - 1].selection == step.route)
        steps.append(step)
      }
      steps.append(contentsOf: column.pushed)
    }
    for modal in scene.modals {
      steps.append(modal.step)
      steps.append(contentsOf: modal.pushed)
    }
    return steps
  }

  /// Every scene of every state that random intent sequences reach, in every
  /// layout and size class.
  func forEveryScene(_ check: (NavigationState<AppTab, Int>, NavigationScene<AppTab, Int>) throws -> Void) async {
    await propertyCheck(count: 150, input: PropertyTests.sequences) { intents in
      for state in try PropertyTests.states(applying: intents).states {
        for layout in NavigationLayout.allCases {
          for sizeClass in SizeClass.allCases {
            try check(state, NavigationScene(state, layout: layout, sizeClass: sizeClass))
          }
        }
      }
    }
  }

  @Test func everySceneListsExactlyTheSteps() async throws {
    await forEveryScene { state, scene in
      #expect(listedSteps(scene) == shownSteps(state), "\(scene.layout) \(scene.sizeClass)")
      #expect(scene.topLevel == ScreenLevel(shownSteps(state).count))
      // The modal over all tabs is on top of the tab's own modals.
      let fromFirstOverTabs = scene.modals.drop(while: { !$0.isOverTabs })
      #expect(fromFirstOverTabs.allSatisfy { $0.isOverTabs })
    }
  }

  @Test func backLeadsToTheAnnouncedState() async throws {
    await forEveryScene { state, scene in
      var after = state
      do {
        try after.apply(NavigationIntent(.goBack))
        let back = try #require(scene.back)
        if back.kind == .closeDialog { #expect(after.shownDialog == nil && state.shownDialog != nil) }
        #expect(ScreenLevel(shownSteps(after).count) == back.resultingLevel)
        #expect(shownSteps(after) == Array(shownSteps(state).prefix(back.resultingLevel.number)))
      } catch {
        #expect(scene.back == nil)
      }
    }
  }

  @Test func resizesBetweenIntentsChangeNothing() async throws {
    // The same intents, with resizes (scene recomputations) between them and
    // Back chosen from the scene, reach the same state as with no resizes.
    let steps = zip(PropertyTests.intents, Gen<SizeClass>.case).array(of: 0...300)
    await propertyCheck(count: 150, input: steps) { steps in
      var resized = NavigationState<AppTab, Int>.tabs(try Tabs(selected: .home))
      var plain = resized
      for (intent, sizeClass) in steps {
        let scene = NavigationScene(resized, layout: .threeColumns, sizeClass: sizeClass)
        if case .goBack = intent.operation, intent.target == .shown, let back = scene.back, back.kind == .closeDialog {
          try resized.apply(NavigationIntent(.dismissDialog))
        } else if case .goBack = intent.operation, intent.target == .shown, let back = scene.back {
          try resized.apply(NavigationIntent(.pop(count: scene.topLevel.number - back.resultingLevel.number)))
        } else {
          try? resized.apply(intent)
        }
        try? plain.apply(intent)
        #expect(resized == plain)
      }
    }
  }
}
