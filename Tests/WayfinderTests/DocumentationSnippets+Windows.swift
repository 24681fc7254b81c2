// The Swift blocks about windows of README.md and of the Scenarios article,
// verbatim, compiled and run, each followed by expectations that check what
// its comments say (see DocumentationSnippets.swift).
import Foundation
import Testing
import Wayfinder

@MainActor @Suite struct WindowDocumentationSnippets {
  @Test func readmeTour() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readme-windows-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("navigation.json")
    var links = LinkTable<AppTab, Route>(scheme: "myapp")
    let id = LinkParameter<Int>("id")
    try links.register("category", id, in: .tab(.home)) { values in
      [.category(.list), .category(.detail(try values.value(id)))]
    }

    let windows = WindowNavigator(template: .tabs(Tabs<AppTab, Route>(selected: .home)))
    windows.attach(NavigationStore(file: file, schemaVersion: 1))  // every window back where it was, or main
    try windows.open("inbox", sizeClass: .compact)  // a second window, in front, saved with the others
    try windows.navigator(for: "inbox")?.push(.profile)  // its navigation only: main's is untouched
    let opened = try windows.open("myapp://category/42", with: links)
    opened.window  // "inbox": the window showing that place, else the one in front, else a new one

    #expect(opened.window == "inbox" && opened.outcome == .applied)
    #expect(windows.ids == [.main, "inbox"])
    #expect(windows.navigator(for: .main)?.state == .tabs(Tabs<AppTab, Route>(selected: .home)))
    #expect(windows.navigator(for: "inbox")?.state.shownStack.routes == [.category(.list), .category(.detail(42))])
  }

  /// SeveralWindows: every window gets the app's guards, and links to a
  /// tab go to a window of their own.
  @Test func windowsMadeWithTheAppsGuardsAndLinksRoutedByTab() throws {
    let mail = WindowNavigator(template: .tabs(Tabs<AppTab, Route>(selected: .home))) { _, state in
      let navigator = Navigator(state)
      navigator.guards.append(.confirmingLeaving { _ in .confirmation("Discard draft?", confirm: "Discard") })
      return navigator  // every window, however it opens, with the app's guards
    }
    mail.windowForLink = { place, _, windows in place.target == .tab(.search) ? "search" : windows.front }

    var links = LinkTable<AppTab, Route>(scheme: "myapp")
    try links.register("find", in: .tab(.search)) { _ in [.profile] }
    try mail.open(.main)
    let opened = try mail.open("myapp://find", with: links)
    #expect(opened.window == "search" && mail.ids.contains("search"))
    let search = try #require(mail.navigator(for: "search"))
    #expect(search.guards.count == 1, "the window a link opened has the app's guards")
    try search.setConfirmsLeaving(true)
    #expect(try search.goBack(cause: .user) == .waiting)
    #expect(search.state.shownDialog?.title == "Discard draft?")
  }

  @Test func scenarioS18() throws {
    var shelves = LinkTable<Never, Level>(scheme: "books")
    let shelf = LinkParameter<Int>("shelf")
    try shelves.register("shelves", shelf) { values in [Level(root: try values.value(shelf), level: 1)] }

    let windows = WindowNavigator(template: NavigationState<Never, Level>())
    try windows.open(.main, sizeClass: .compact)  // a narrow window
    try windows.open("wide", sizeClass: .regular)  // and a wide one, in front
    try windows.navigator(for: .main)?.select(Level(root: 3, level: 1), atDepth: 0)
    try windows.navigator(for: "wide")?.select(Level(root: 7, level: 1), atDepth: 0)
    let columns = windows.ids.map { id in
      NavigationProjection(
        windows.navigator(for: id)!.state, layout: .twoColumns, sizeClass: windows.sizeClass(of: id)!
      )
      .columns.count
    }  // [1, 2]: one stack, and two columns
    #expect(columns == [1, 2])

    try windows.open("books://shelves/3", with: shelves).window  // main: it shows that place
    try windows.open("books://shelves/8", with: shelves).window  // main again: it is in front now
    try windows.close(.main, cause: .user)  // gone at the next launch…
    try windows.reopen(.main)  // …unless the app reopens it

    #expect(windows.ids == ["wide", .main] || windows.ids == [.main, "wide"])
    #expect(windows.front == .main)
    #expect(windows.navigator(for: .main)?.state.shownStack.routes == [Level(root: 8, level: 1)])
    #expect(windows.navigator(for: "wide")?.state.shownStack.routes == [Level(root: 7, level: 1)])
  }
}
