import Testing
import Wayfinder
import WayfinderTesting

/// What the user sees, as text: the same state in both widths.
@Suite struct ScreenOutlineTests {
  enum Tab: String, Hashable, Sendable, CaseIterable { case home, settings, browse }

  @Test func aStackShowsItsScreensAndWhetherBackShows() throws {
    var state = NavigationState<Never, String>(BackStack())
    #expect(state.outline(.compact) == "stack")
    try state.apply(NavigationIntent(.push("a", hidesBack: false)))
    try state.apply(NavigationIntent(.push("b", hidesBack: false)))
    #expect(state.outline(.compact) == "stack › a › b  ‹ Back")
    try state.apply(NavigationIntent(.push("done", hidesBack: true)))
    #expect(state.outline(.regular) == "stack › a › b › done  (Back hidden)")
  }

  @Test func tabsShowTheSelectedTabOnlyWithItsModalsAndDialog() throws {
    var state = NavigationState<Tab, String>.tabs(try Tabs(Tab.allCases, selected: .home))
    try state.apply(NavigationIntent(.push("profile", hidesBack: false), in: .tab(.home)))
    try state.apply(NavigationIntent(.push("hidden", hidesBack: false), in: .tab(.settings)))
    try state.apply(NavigationIntent(.present("export", as: .sheet), in: .tab(.home)))
    try state.apply(NavigationIntent(.push("options", hidesBack: false), in: .tab(.home)))
    try state.apply(
      NavigationIntent(
        .showDialog(
          Dialog(
            .alert, title: "Export failed", message: "The disk is full.",
            buttons: [DialogButton("Retry"), DialogButton("Cancel", role: .cancel)])),
        in: .tab(.home)))
    #expect(
      state.outline(.compact) == """
        tabs: [home] | settings | browse
          stack › profile  ‹ Back
          sheet "export": stack › options  ‹ Back
            alert "Export failed"
              "The disk is full."
              [Retry]
              [Cancel (cancel)]
        """)
  }

  @Test func aSplitShowsColumnsInRegularWidthAndOneStackInCompact() throws {
    var state = NavigationState<Tab, String>.tabs(try Tabs(Tab.allCases, selected: .browse))
    for route in ["level 1", "level 2", "level 3"] { try state.apply(NavigationIntent(.push(route, hidesBack: false))) }
    let layouts = NavigationLayouts<Tab> { $0 == .browse ? .twoColumns : .stack }
    #expect(
      state.outline(.regular, layouts: layouts, tabsAsSidebar: true) == """
        tabs (sidebar): home | settings | [browse]
          split, 2 columns
            sidebar:
              ● level 1
            detail: stack › level 2 › level 3  ‹ Back
        """)
    #expect(
      state.outline(.compact, layouts: layouts) == """
        tabs: home | settings | [browse]
          split, collapsed
            stack › level 1 › level 2 › level 3  ‹ Back
        """)
  }

  @Test func threeColumnsWithNothingSelectedShowEmptyColumns() {
    let state = NavigationState<Never, String>(BackStack())
    #expect(
      state.outline(.regular, layouts: NavigationLayouts(.threeColumns)) == """
        split, 3 columns
          sidebar:
          content: (empty)
          detail: (empty)
        """)
  }

  @Test func aPopoverShowsAsASheetInCompactWidthAndTheModalOverTabsOnTop() throws {
    var state = NavigationState<Tab, String>.tabs(try Tabs(Tab.allCases, selected: .home))
    try state.apply(NavigationIntent(.present("filters", as: .popover)))
    try state.apply(NavigationIntent(.present("sign in", as: .cover), in: .modalOverTabs))
    #expect(
      state.outline(.regular) == """
        tabs: [home] | settings | browse
          stack
          popover "filters": stack
          fullScreenCover "sign in": stack
        """)
    #expect(state.outline(.compact).contains("popover as sheet \"filters\": stack"))
  }

  @Test func aGuardsQuestionShowsItsButtons() throws {
    var state = NavigationState<Never, String>(BackStack())
    try state.apply(NavigationIntent(.push("edit", hidesBack: false)))
    try state.apply(NavigationIntent(.showDialog(.confirmation("Discard changes?", confirm: "Discard"))))
    #expect(state.outline(.compact).hasPrefix("stack › edit  ‹ Back\nconfirmationDialog \"Discard changes?\"\n  ["))
  }
}
