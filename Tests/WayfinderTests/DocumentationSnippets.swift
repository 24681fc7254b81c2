// The Swift blocks of README.md and of the documentation catalog, verbatim,
// compiled and run; each block is followed by expectations that check what
// its comments say. `DocumentationSnippetTests` checks that every block of
// those files is here, so a block that stops compiling fails the build.
import Foundation
import Testing
import Wayfinder

enum Route: Hashable, Codable, Sendable {
  case profile
  case category(Category)
  case export, completed

  enum Category: Hashable, Codable, Sendable {
    case list
    case detail(Int)
  }
}

enum Shade: String, Hashable, Codable, Sendable { case indigo, yellow, green }
enum Home: Hashable, Codable, Sendable, CaseIterable { case home, search, settings }
enum CalendarScreen: Hashable, Codable, Sendable { case edit }
struct Level: Hashable, Codable, Sendable {
  var root: Int
  var level: Int
}

@MainActor @Suite(.timeLimit(.minutes(10))) struct DocumentationSnippets {
  @Test func readmeTour() async throws {
    let navigator = Navigator(BackStack<Route>())  // @Observable, @MainActor
    try navigator.push(.profile)
    try navigator.push(.category(.detail(999)))
    navigator.state.shownStack.routes  // [.profile, .category(.detail(999))]
    try navigator.goBack()
    try? navigator.pop(5)  // throws .notEnoughSteps(requested: 5, available: 1); nothing changes
    try navigator.popToRoot()
    navigator.perform(.goBack)  // what a view's button calls: never throws; the refusal is logged
    navigator.log.last?.refusal  // .emptyStack; nothing changed
    #expect(navigator.state.shownStack.isEmpty)
    #expect(navigator.log.last?.refusal == .emptyStack && navigator.log.filter { $0.refusal == nil }.count == 4)

    var path = RoutePath()
    path.append(556)
    path.append("Hello")
    path.last(of: Int.self)  // 556
    let data = path.codable?.jsonData() ?? Data()  // ["Swift.String","\"Hello\"","Swift.Int","556"]

    var registry = RouteRegistry.standard  // stable tags survive renames
    try registry.register(Park.self, tag: "park", aliases: ["MyApp.Park"])
    let saved = try RoutePath.CodableRepresentation(json: data)
    let (restored, diagnostics) = RoutePath.restoring(saved, registry: registry)
    restored  // the longest prefix that decodes
    diagnostics  // what was dropped, and why
    #expect(restored == path && diagnostics.isEmpty)
    #expect(String(decoding: data, as: UTF8.self) == #"["Swift.String","\"Hello\"","Swift.Int","556"]"#)

    try navigator.present(.export, as: .sheet)
    // … later, when the export finishes, wherever the user moved inside the sheet:
    try navigator.push(.completed, hidesBack: true, inModal: .export)
    try navigator.dismiss(.export)  // "Done": the sheet and all inside it
    #expect(navigator.state.shownStack.isEmpty)

    let app = Navigator(Tabs<AppTab, Route>(selected: .home))
    try app.selectTab(.settings)  // a button, a notification, a timer
    try app.push(.profile, in: .tab(.home))  // Home's stack, while Settings shows
    try app.present(.export, as: .sheet, in: .modalOverTabs)  // over the whole tab view
    #expect(app.state.selectedTab == .settings)
    #expect(app.state.tabs?.stack(for: .home)?.routes == [.profile])
    #expect(app.state.shownStack.routes == [.export])

    try navigator.select(.category(.list), atDepth: 0)  // the sidebar's selection
    let regular = NavigationProjection(navigator.state, layout: .twoColumns, sizeClass: .regular)
    let compact = NavigationProjection(navigator.state, layout: .twoColumns, sizeClass: SizeClass(width: 390))
    regular.columns.map(\.role)  // [.sidebar, .detail]
    compact.columns[0].pushed  // the same steps, as one stack
    #expect(regular.columns.map(\.role) == [.sidebar, .detail])
    #expect(compact.columns[0].pushed.map(\.route) == [.category(.list)])

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString)")
    let stateHome = ProcessInfo.processInfo.environment["XDG_STATE_HOME"]
    setenv("XDG_STATE_HOME", folder.path, 1)
    defer {
      if let stateHome { setenv("XDG_STATE_HOME", stateHome, 1) } else { unsetenv("XDG_STATE_HOME") }
      try? FileManager.default.removeItem(at: folder)
    }
    // Restores (cause .restoration, through the guards), then saves every change.
    let restoration = app.attach(NavigationStore(app: "MyApp", schemaVersion: 1))
    restoration.diagnostics  // what was dropped or migrated, and why
    #expect(restoration.diagnostics.isEmpty)
    // A store of the same app reads back what the attached one saves (below, after a link).
    let sameApp = NavigationStore<AppTab, Route>(app: "MyApp", schemaVersion: 1)
    #expect(sameApp.file.path.hasPrefix(folder.path))
    let template = NavigationState<AppTab, Route>.tabs(Tabs(selected: .home))
    // Read without `restore(into:)`, which would tidy the folder under the store's write.
    func savedState() -> NavigationState<AppTab, Route>? {
      guard let data = try? Data(contentsOf: sameApp.file) else { return nil }
      let restored = sameApp.restore(from: data, into: template)
      return restored.diagnostics.isEmpty ? restored.state : nil
    }

    var links = LinkTable<AppTab, Route>(scheme: "myapp")
    let id = LinkParameter<Int>("id")
    try links.register("category", id, in: .tab(.home)) { values in
      [.category(.list), .category(.detail(try values.value(id)))]
    } print: { routes in
      guard routes.count == 2, routes[0] == .category(.list), case .category(.detail(let detail)) = routes[1]
      else { return nil }
      return LinkValues(id, detail)
    }
    try app.open("myapp://category/42", with: links)  // the list, then detail 42: Back works
    try links.link(for: app.state)  // "myapp://category/42"
    #expect(try links.link(for: app.state) == "myapp://category/42")
    #expect(app.state.shownStack.routes == [.category(.list), .category(.detail(42))])
    // The link's change is saved by the attached store on its own (its task
    // waits for a busy main actor: the deadline is a hang guard, not a timing).
    let deadline = ContinuousClock.now + .seconds(300)
    while savedState() != app.state, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
    #expect(savedState() == app.state)
  }

  @Test func gettingStarted() throws {
    let navigator = Navigator(BackStack<Route>())
    try navigator.push(.profile)
    try navigator.push(.category(.detail(999)))
    let path = navigator.state.shownStack.routes  // [.profile, .category(.detail(999))]
    try navigator.goBack()
    do {
      try navigator.pop(5)
    } catch {
      // .notEnoughSteps(requested: 5, available: 1): the stack still holds .profile
    }
    try navigator.popToRoot()
    #expect(path == [.profile, .category(.detail(999))])
    #expect(navigator.state.shownStack.isEmpty)

    try navigator.apply(.push(.profile), cause: .deepLink)
    let asked = navigator.log.last?.intent  // the push of .profile
    let cause = navigator.log.last?.cause  // .deepLink
    #expect(asked == NavigationIntent(.push(.profile, hidesBack: false)))
    #expect(cause == .deepLink)

    let signedIn = false
    navigator.guards.append(
      NavigationGuard { proposal in
        proposal.after.shownStack.contains(.profile) && !signedIn ? .block("sign in first") : .allow
      })
    #expect(throws: NavigationError.blocked(reason: "sign in first")) { try navigator.push(.profile) }

    let mixed = Navigator(BackStack<AnyRoute>())
    try mixed.push(AnyRoute(556))
    try mixed.push(AnyRoute("Hello"))
    let number = mixed.state.shownStack.first?.route.as(Int.self)  // 556
    #expect(number == 556)
  }

  @Test func stateAndProjections() throws {
    var state = NavigationState(BackStack<Route>())
    try state.apply(.select(.category(.list), atDepth: 0))  // the sidebar's selection
    try state.apply(.push(.category(.detail(7))))
    let regular = NavigationProjection(state, layout: .twoColumns, sizeClass: .regular)
    let compact = NavigationProjection(state, layout: .twoColumns, sizeClass: .compact)
    let roles = regular.columns.map(\.role)  // [.sidebar, .detail]
    let detail = regular.columns[1].pushed.count  // 1: the detail column's own stack
    let steps = compact.columns[0].pushed.count  // 2: the same steps, as one stack
    #expect(roles == [.sidebar, .detail])
    #expect(detail == 1 && steps == 2)

    let back = regular.back  // .pop(to: 1)
    var after = state
    try after.apply(.goBack)
    let same = after.topLevel == back?.resultingLevel  // true
    #expect(back == .pop(to: 1))
    #expect(same)

  }

  @Test func tabsAndModals() throws {
    let app = Navigator(Tabs<AppTab, Route>(selected: .home))
    try app.push(.profile)
    try app.selectTab(.settings)  // a button, a notification, a timer
    try app.selectTab(.home)
    let kept = app.state.shownStack.routes  // [.profile]
    #expect(kept == [.profile])

    try app.push(.category(.list), in: .tab(.search))  // the Search tab's stack, while Home shows
    #expect(app.state.tabs?.stack(for: .search)?.routes == [.category(.list)])

    try app.present(.export, as: .sheet)
    // … later, when the export finishes:
    try app.push(.completed, hidesBack: true, inModal: .export, in: .tab(.home))
    try app.dismiss(.export, in: .tab(.home))  // "Done": the sheet and all inside it
    #expect(app.state.shownStack.routes == [.profile])

    try app.present(.profile, as: .sheet, in: .modalOverTabs)
    try app.push(.category(.list))  // inside the sheet over all tabs
    try app.selectTab(.search)  // beneath it; it stays
    let projection = NavigationProjection(app.state, sizeClass: .compact)
    let modals = projection.modals.map(\.isOverTabs)  // [true]
    try app.dismiss()  // the sheet over all tabs, with what is in it
    #expect(modals == [true])
    #expect(app.state.tabs?.modalOverTabs.isEmpty == true)
    #expect(app.state.selectedTab == .search)
  }

  @Test func scenarios() async throws {
    let colors = Navigator(BackStack<AnyRoute>())
    try colors.push(AnyRoute(Shade.indigo))
    try colors.push(AnyRoute(Shade.yellow))
    let depth = colors.state.shownStack.count  // 2
    let names = colors.state.shownStack.routes.compactMap { $0.as(Shade.self) }  // [.indigo, .yellow]
    try colors.push(AnyRoute("star.fill"))  // another type, its own screen
    try colors.popToRoot()  // "Back to Main"
    try colors.setPath([Shade.indigo, .yellow, .green].map { AnyRoute($0) })  // three levels at launch
    #expect(depth == 2 && names == [.indigo, .yellow])
    #expect(colors.state.shownStack.routes == [Shade.indigo, .yellow, .green].map { AnyRoute($0) })

    let router = Navigator(BackStack<Route>(pushing: [.profile, .category(.list)]))
    try router.push(.category(.detail(999)))  // from any screen
    if !router.state.shownStack.isEmpty { try router.goBack() }  // back one, only when not at the root
    try router.popToRoot()
    #expect(router.state.shownStack.isEmpty)

    let tabs = Navigator(Tabs<Home, Route>(selected: .home))
    try tabs.push(.profile)
    try tabs.selectTab(.settings)  // a button inside Home, or a push notification
    try tabs.selectTab(.home)  // .profile is still there
    #expect(tabs.state.shownStack.routes == [.profile])

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("s14-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("navigation.json")
    let store = NavigationStore<Home, Route>(file: file, schemaVersion: 1)
    store.save(tabs.state)
    await store.flush()  // as the app quits
    let relaunched = store.restore(into: .tabs(Tabs<Home, Route>(selected: .home)))
    let unchanged = relaunched.state == tabs.state  // true
    #expect(unchanged && relaunched.diagnostics.isEmpty)

    let calendar = Navigator(BackStack<CalendarScreen>())
    try calendar.apply(.setShown(.edit, shown: true))  // "Edit" in the bar
    let isEditing = calendar.state.shownStack.contains(.edit)  // true
    try calendar.apply(.setShown(.edit, shown: false))  // or Back
    #expect(isEditing && !calendar.state.shownStack.contains(.edit))

    let numbers = Navigator(BackStack<Int>())
    try numbers.setPath([32])  // "Show 32": back to the root, then 32
    try numbers.push(64)  // "Show 64"
    try numbers.setPath([32, 64])  // "Show 32 then 64": two Backs to the root
    #expect(numbers.state.shownStack.routes == [32, 64])

    var mixed = RoutePath()
    mixed.append(556)
    mixed.append("Hello")
    let last = mixed.last(of: String.self)  // "Hello"
    let ints = mixed.elements(of: Int.self)  // [556]
    #expect(last == "Hello" && ints == [556])

    let deep = Navigator(BackStack<Int>(pushing: 0..<500))
    try deep.popToRoot()  // "Home", at depth 20, 50 or 500
    #expect(deep.state.shownStack.isEmpty)

    let saved = mixed.codable?.jsonData() ?? Data()
    let restored = RoutePath.restoring(try RoutePath.CodableRepresentation(json: saved))
    let same = restored.path == mixed  // true
    let dropped = restored.diagnostics  // []
    #expect(same && dropped.isEmpty)

    let split = Navigator(BackStack<Int>())
    try split.select(3, atDepth: 0)  // sidebar: content 3
    try split.select(30, atDepth: 1)  // content: detail 30
    try split.select(4, atDepth: 0)  // another sidebar item clears the detail
    try split.goBack()  // "Back Parent"
    try split.popToRoot()  // "Back Root"
    #expect(split.state.shownStack.isEmpty)

    let adaptive = Navigator(BackStack<Level>())
    try adaptive.select(Level(root: 7, level: 1), atDepth: 0)
    try adaptive.push(Level(root: 7, level: 2))
    try adaptive.push(Level(root: 7, level: 3))
    let wide = NavigationProjection(adaptive.state, layout: .twoColumns, sizeClass: .regular)
    let narrow = NavigationProjection(adaptive.state, layout: .twoColumns, sizeClass: .compact)
    let sidebarSelection = wide.columns[0].selection  // root 7, level 1
    let levels = narrow.columns[0].pushed.map(\.route.level)  // [1, 2, 3]
    #expect(sidebarSelection == Level(root: 7, level: 1))
    #expect(levels == [1, 2, 3])

    var shelves = LinkTable<Never, Level>(scheme: "books")
    let shelf = LinkParameter<Int>("shelf")
    try shelves.register("shelves", shelf) { values in
      [Level(root: try values.value(shelf), level: 1)]
    } print: { routes in
      routes.count == 1 ? LinkValues(shelf, routes[0].root) : nil
    }
    let books = Navigator(BackStack<Level>())
    try books.open("books://shelves/4", with: shelves)
    let link = try shelves.link(for: books.state)  // "books://shelves/4"
    let refused = (try? books.open("books://shelves/four", with: shelves)) == nil
    // true: .noMatch(matched: ["shelves"], stoppedAt: "four"); the state is unchanged
    #expect(link == "books://shelves/4" && refused)
    #expect(books.state.shownStack.routes == [Level(root: 4, level: 1)])
  }

  /// DeepLinks: a query parameter, its absence, and a pattern's mode.
  @Test func queryParametersAndLinkModes() throws {
    var search = LinkTable<Never, String>(scheme: "notes")
    let term = LinkParameter<String>("q")
    try search.register("search", query: term) { values in ["results for \(try values.value(term))"] }
    try search.register(LinkPattern("compose"), .pushing) { _, place in try place.present("compose") }
    let notes = Navigator(BackStack<String>(pushing: ["inbox"]))
    try notes.open("notes://search?q=swift", with: search)  // ["results for swift"]: the stack replaced
    try? notes.open("notes://search", with: search)  // throws .missingParameter("q"); nothing changes
    try notes.open("notes://compose", with: search)  // pushing: compose is presented over the results

    #expect(notes.state.shownStack == BackStack([Step("results for swift"), Step("compose", .sheet)]))
    let before = notes.state
    #expect(throws: LinkError.missingParameter("q")) { try notes.open("notes://search", with: search) }
    #expect(notes.state == before)
  }

  @Test func deepLinks() throws {
    enum Section: Hashable, Sendable { case browse, account }

    var links = LinkTable<Section, Level>(scheme: "myapp", webHosts: ["example.com"])
    let shelf = LinkParameter<Int>("shelf")
    try links.register("shelves", shelf, in: .tab(.browse)) { values in
      [Level(root: try values.value(shelf), level: 1)]
    } print: { routes in
      routes.count == 1 ? LinkValues(shelf, routes[0].root) : nil
    }

    let root = LinkParameter<Int>("root")
    let level = LinkParameter<Int>("level")
    try links.register(LinkPattern("browse", root, "level", level)) { values, place in
      place.target = .tab(.browse)
      let rootID = try values.value(root)
      for number in 1...max(1, try values.value(level)) { try place.push(Level(root: rootID, level: number)) }
    } print: { place in
      guard place.target == .tab(.browse), let routes = place.pushedRoutes, let last = routes.last,
        routes == (1...last.level).map({ Level(root: last.root, level: $0) })
      else { return nil }
      var values = LinkValues(root, last.root)
      values[level] = last.level
      return values
    }

    let navigator = Navigator(try Tabs<Section, Level>([.browse, .account]))
    try navigator.open("myapp://browse/7/level/3", with: links)  // cause .deepLink, through the guards
    navigator.state.shownStack.count  // 3: levels 1, 2 and 3 of root 7
    try links.link(for: navigator.state)  // "myapp://browse/7/level/3"
    try? navigator.open("myapp://browse/7/lvl/3", with: links)  // throws .noMatch, stopped at "lvl"

    #expect(navigator.state.shownStack.count == 3)
    #expect(try links.link(for: navigator.state) == "myapp://browse/7/level/3")
    #expect(throws: LinkError.noMatch(matched: ["browse", "7"], stoppedAt: "lvl")) {
      try navigator.open("myapp://browse/7/lvl/3", with: links)
    }
    let web = Navigator(try Tabs<Section, Level>([.browse, .account]))
    try web.open("https://example.com/browse/7/level/3", with: links)
    #expect(web.state == navigator.state)
    try web.open("myapp://shelves/4", with: links)
    #expect(web.state.shownStack.routes == [Level(root: 4, level: 1)])
    #expect(try links.link(for: web.state) == "myapp://shelves/4")

    links.limits = try LinkLimits(maxLength: 2048, maxDepth: 16)  // the others as by default
    try? LinkLimits(maxSegments: 0)  // throws .limitOutOfRange(.segments, value: 0, valid: 1...Int.max)

    #expect(links.limits == (try LinkLimits(maxLength: 2048, maxSegments: 64, maxDepth: 16)))
    #expect(throws: RegistrationError.limitOutOfRange(.segments, value: 0, valid: 1...Int.max)) {
      try LinkLimits(maxSegments: 0)
    }
  }
}

/// Every Swift block of README.md and the documentation catalog is in this file.
@Suite struct DocumentationSnippetTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  /// README.md and every article of every documentation catalog that
  /// has a Swift block: none can be left out of the list by hand.
  static let documents: [String] = {
    let sources = root.appendingPathComponent("Sources")
    let articles = (FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String] ?? [])
      .filter { $0.contains(".docc/") && $0.hasSuffix(".md") }
      .filter {
        ((try? String(contentsOf: sources.appendingPathComponent($0), encoding: .utf8)) ?? "").contains("```swift")
      }
    return ["README.md"] + articles.sorted().map { "Sources/" + $0 }
  }()

  /// `text` without white space, so that indentation and wrapping do not
  /// count, and without its comments (lines that are comments, and `/* */`
  /// comments), so that a block copied into a comment does not count as
  /// compiled. (`scripts/check-snippets-public` refuses `#if` in the
  /// snippet files, which could hide a block from the compiler too.)
  static func compact(_ text: some StringProtocol) -> String {
    let uncommented = String(text).replacing(/\/\*(?s:.*?)\*\//, with: "")
    let code = uncommented.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.drop { $0.isWhitespace }.hasPrefix("//") }
    return String(code.joined().filter { !$0.isWhitespace })
  }

  static func swiftBlocks(in document: String) -> [String] {
    document.components(separatedBy: "```swift\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
  }

  /// The SwiftUI examples, run by the SwiftUILayerTests target: a
  /// SwiftUI block of the documentation is an excerpt of one of them.
  static func examples() throws -> String {
    let folder = root.appendingPathComponent("Examples")
    return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().filter { $0.hasSuffix(".swift") }
      .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }.joined(separator: "\n")
  }

  @Test(arguments: documents)
  func everySwiftBlockIsCompiledHere(document: String) throws {
    let text = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
    // This file, and its siblings named DocumentationSnippets+….swift.
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let snippets = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      .filter { $0.hasPrefix("DocumentationSnippets") && $0.hasSuffix(".swift") }
      .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }.joined(separator: "\n")
    let compiled = Self.compact(snippets) + Self.compact(try Self.examples())
    let blocks = Self.swiftBlocks(in: text)
    #expect(!blocks.isEmpty)
    for block in blocks {
      #expect(compiled.contains(Self.compact(block)), "not compiled:\n\(block)")
    }
  }

  /// The Scenarios article: "Each of S1 to S18 has a test named after its
  /// id". A test whose name starts with the ids it plays (`s12…`,
  /// `s3S4AndS5…`) counts for each of them.
  @Test func everyScenarioHasATestNamedAfterItsId() throws {
    let tests = Self.root.appendingPathComponent("Tests")
    let files = (FileManager.default.enumerator(atPath: tests.path)?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix(".swift") }
    var named: Set<Int> = []
    for file in files {
      let text = try String(contentsOf: tests.appendingPathComponent(file), encoding: .utf8)
      // A test: `@Test`, its arguments, then the function (a helper named so does not count).
      for match in text.matches(of: /@Test(?:\(.*\))?\s+(?:@\w+\s+)*func (s\d+(?:(?:And)?S\d+)*)[A-Z]/) {
        named.formUnion(match.1.matches(of: /\d+/).compactMap { Int(match.1[$0.range]) })
      }
    }
    #expect(Set(1...18).subtracting(named).isEmpty, "no test named after \(Set(1...18).subtracting(named).sorted())")
  }
}
