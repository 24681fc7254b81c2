import Foundation
import Wayfinder
import WayfinderTerminal

/// The demo app: every scenario of the Scenarios article, one tab per group, on one
/// navigator whose routes are of many types (`AnyRoute`).
@MainActor
public final class DemoApp: TerminalApp {
  /// Routes of many types, each with its own screen.
  public typealias Route = AnyRoute
  /// A screen of the demo.
  public typealias Screen = ScreenContent<AnyRoute, DemoCommand>
  /// An item of a demo screen.
  public typealias Item = ScreenItem<AnyRoute, DemoCommand>

  /// The whole navigation state lives here.
  public let navigator: Navigator<DemoTab, AnyRoute>
  /// How long the simulated export takes.
  public var exportDuration: Duration
  /// Whether an export is running (its button is disabled meanwhile).
  public private(set) var isExporting = false
  /// Whether the user has signed in: Profile needs it.
  public private(set) var isSignedIn = false
  /// The store the navigation is saved in, once attached.
  private var store: NavigationStore<DemoTab, AnyRoute>?
  /// A note for the status line, shown for a few seconds.
  private var notice: (text: String, shownUntil: ContinuousClock.Instant)?
  private var random: DemoRandom

  /// The demo on its first tab; exports take `exportDuration`; random
  /// numbers come from `seed` (the same seed, the same numbers).
  public init(exportDuration: Duration = .milliseconds(1500), seed: UInt64 = 2022) throws(NavigationError) {
    navigator = Navigator(try Tabs(selected: .colors))
    self.exportDuration = exportDuration
    random = DemoRandom(seed: seed)
    navigator.guards.append(NavigationGuard { [unowned self] proposal in signInGuard(proposal) })
  }

  // MARK: Links and sign-in

  /// Profile needs the user signed in. Any change that would show it
  /// otherwise (a tap, a link, a restored state) is redirected: Profile is
  /// left out, and the sign-in sheet comes up over all tabs, carrying the
  /// link of the Router place that was asked for.
  func signInGuard(_ proposal: NavigationProposal<DemoTab, AnyRoute>) -> GuardDecision<DemoTab, AnyRoute> {
    let profile = AnyRoute(RouterRoute.profile)
    guard !isSignedIn, let router = proposal.after.tabs?.stack(for: .router),
      let index = router.firstIndex(where: { $0.route == profile })
    else { return .allow }
    let target = try? demoLinks.link(for: LinkPlace(.tab(.router), stack: router, maxDepth: .max))
    var redirected = proposal.after
    do {
      try redirected.apply(NavigationIntent(.setStack(BackStack(Array(router[..<index]))), in: .tab(.router)))
      try redirected.apply(NavigationIntent(.presentOverTabs(AnyRoute(SignInRoute(from: target)), as: .sheet)))
    } catch {
      return .block("sign in to see Profile")
    }
    return .redirect(redirected)
  }

  /// The link of the place shown, for the address bar: printed when the
  /// state changes, not on every frame (at 100,000 steps a print cost 13 ms).
  public var address: String? {
    if let printed = printedAddress, printed.change == navigator.changeCount { return printed.link }
    let link = try? demoLinks.link(for: navigator.state)
    printedAddress = (navigator.changeCount, link)
    addressPrints += 1
    return link
  }

  /// The address, and the change of the navigator it was printed for.
  private var printedAddress: (change: Int, link: String?)?
  /// How many times the address was printed (for tests).
  var addressPrints = 0

  /// The demo opens links typed at the `:` prompt.
  public var opensLinks: Bool { true }

  /// Opens `link` through the navigator, with cause `.deepLink`.
  public func open(link: String) throws {
    try navigator.open(link, with: demoLinks)
  }

  /// The tab bar label.
  public func title(of tab: DemoTab) -> String { tab.title }

  /// Three columns (S10), two columns (S11, S12), or a stack.
  public func layout(of tab: DemoTab) -> NavigationLayout {
    switch tab {
    case .three: .threeColumns
    case .two, .adaptive: .twoColumns
    default: .stack
    }
  }

  /// Why the last save failed, until a save succeeds; else the last
  /// notice, for a few seconds; else the export's progress.
  public var statusMessage: String? {
    if let failure = store?.lastSaveFailure { return "Not saved: \(failure)" }
    if let notice, notice.shownUntil > .now { return notice.text }
    return isExporting ? "Exporting… (the button is disabled until it completes)" : nil
  }

  private func note(_ text: String) {
    notice = (text, .now + .seconds(4))
  }

  /// The demo's own keys.
  public var keyHints: [KeyHint] {
    [
      KeyHint("n", "simulated push notification: opens Export from outside the screens"),
      KeyHint("a", "About: a sheet over all tabs"),
    ]
  }

  /// `n`: a simulated push notification; `a`: the About sheet over all tabs.
  public func handle(_ key: Key) -> Bool {
    switch key {
    case .character("n"): simulateNotification()
    case .character("a"): perform(.showAbout)
    default: return false
    }
    return true
  }

  /// A push notification arriving from outside the view hierarchy (S3):
  /// it switches to the Export tab, whatever is showing.
  public func simulateNotification() {
    try? navigator.selectTab(.export, cause: .programmatic)
    note("Notification: opened the Export tab")
  }

  // MARK: Saving and restoring

  /// Where the demo keeps its navigation unless told otherwise.
  public nonisolated static func defaultStateFile() -> URL {
    NavigationStore<DemoTab, AnyRoute>.defaultFile(app: "wayfinder-demo")
  }

  /// Restores the navigation saved in `file` (unless `reset`, which first
  /// removes that file, only if it is a saved navigation state), saves every
  /// change there from now on, and says on the status line what was
  /// restored, what was dropped, and when a save fails.
  ///
  /// - Throws: ``SaveFailure`` when `reset` is asked for and the file is not
  ///   a saved navigation state (a folder, a device, another file): nothing
  ///   is touched.
  public func attachStore(file: URL, reset: Bool = false) throws(SaveFailure) -> NavigationStore<DemoTab, AnyRoute> {
    let store = NavigationStore<DemoTab, AnyRoute>(file: file, schemaVersion: 1, registry: demoRegistry)
    if reset { try store.removeSavedState() }
    let restoration = navigator.attach(store)
    self.store = store
    if let summary = Self.summary(of: restoration, file: file.lastPathComponent) { note(summary) }
    return store
  }

  /// One line about a restoration, or `nil` when there was nothing to restore.
  static func summary(of restoration: Restoration<DemoTab, AnyRoute>, file: String) -> String? {
    let kept = restoration.diagnostics.lazy.compactMap { if case .keptAside(let name) = $0 { name } else { nil } }.first
    for diagnostic in restoration.diagnostics {
      switch diagnostic {
      case .unreadable(let error):
        return "Could not read \(file) (\(error)); kept as \(kept ?? "it was"); starting at the root"
      case .newerSchema(let saved, _):
        return
          "\(file) was saved by a newer version (schema \(saved)); kept as \(kept ?? "it was"); starting at the root"
      default: continue
      }
    }
    let screens = restoration.state.tabs.map { tabs in tabs.stacks.reduce(tabs.modalOverTabs.count) { $0 + $1.count } }
    guard let screens, screens > 0 || !restoration.diagnostics.isEmpty else { return nil }
    let restored = "Restored \(screens) screen\(screens == 1 ? "" : "s") from \(file)"
    let dropped = restoration.diagnostics.filter {
      if case .droppedRoute = $0 { return true } else { return false }
    }
    guard let first = restoration.diagnostics.first(where: { if case .migrated = $0 { false } else { true } }) else {
      return restored
    }
    return restored + "; dropped \(dropped.count): \(first)"
  }

  // MARK: Screens

  /// The screen of `route`, chosen by its type.
  public func screen(for route: AnyRoute?, in tab: DemoTab?) -> Screen {
    guard let route else { return rootScreen(of: tab ?? .colors) }
    // The destination is chosen by the pushed value's type (S1, S7).
    if let color = route.as(ColorRoute.self) { return colorScreen(color) }
    if let text = route.as(String.self) {
      return ScreenContent(title: "String: \(text)", lines: pathLines, items: mixedToolbar)
    }
    if let number = route.as(Int.self) {
      return tab == .colors
        ? ScreenContent(title: "Number \(number)", lines: pathLines, items: mixedToolbar)
        : numberScreen(number)
    }
    if let routerRoute = route.as(RouterRoute.self) { return routerScreen(routerRoute) }
    if route.as(CalendarRoute.self) != nil { return editScreen }
    if let exportRoute = route.as(ExportRoute.self) { return exportScreen(exportRoute) }
    if let three = route.as(ThreeColumnRoute.self) { return threeColumnScreen(three) }
    if let two = route.as(TwoColumnRoute.self) { return twoColumnScreen(two) }
    if let level = route.as(LevelRoute.self) { return levelScreen(level) }
    if route.as(AboutRoute.self) != nil { return aboutScreen }
    if let signIn = route.as(SignInRoute.self) { return signInScreen(signIn) }
    return ScreenContent(title: "Unknown route", lines: [route.description])
  }

  func rootScreen(of tab: DemoTab) -> Screen {
    switch tab {
    case .colors:
      ScreenContent(
        title: "Colors", lines: pathLines,
        items: ColorRoute.allCases.map { ScreenItem($0.rawValue.capitalized, .push(AnyRoute($0))) } + [
          ScreenItem("Image star.fill", .push(AnyRoute("star.fill"))),
          ScreenItem("Open indigo, yellow, green", .command(.openThreeColors)),
        ] + mixedToolbar.dropLast())
    case .router:
      ScreenContent(
        title: "Router", lines: ["One enum of routes; any screen pushes through the navigator."],
        items: [
          ScreenItem("Profile", .push(AnyRoute(RouterRoute.profile))),
          ScreenItem("Category List", .push(AnyRoute(RouterRoute.category(.list)))),
        ])
    case .tabs:
      ScreenContent(
        title: "Tabs",
        lines: [
          "Open a tab from inside this screen, or press n:",
          "a simulated notification, from outside the screens.",
          "Every tab keeps its own stack.",
        ],
        items: [
          ScreenItem("Open the Calendar tab", .command(.openTab(.calendar))),
          ScreenItem("Open the Numbers tab", .command(.openTab(.numbers))),
          ScreenItem("Open the Adaptive tab", .command(.openTab(.adaptive))),
        ])
    case .calendar:
      ScreenContent(
        title: "Calendar", lines: ["Edit shown: \(isEditShown ? "yes" : "no")"],
        items: [ScreenItem("Edit", .command(.showEdit(true)))])
    case .export:
      ScreenContent(
        title: "Video", lines: ["A video, ready to export."],
        items: [ScreenItem("Export video…", .present(AnyRoute(ExportRoute.export), .sheet))])
    case .numbers:
      ScreenContent(
        title: "Numbers", lines: ["Path: \(numberPath)"],
        items: [
          ScreenItem("Show 32", .command(.show32)),
          ScreenItem("Show 64", .push(AnyRoute(64))),
          ScreenItem("Show 32 then 64", .command(.show32Then64)),
        ])
    case .three:
      ScreenContent(
        title: "Sidebar",
        items: (0..<100).map { ScreenItem("SideBar \($0)", .select(AnyRoute(ThreeColumnRoute.content($0)))) })
    case .two:
      ScreenContent(
        title: "Sidebar",
        items: (0..<100).map { ScreenItem("SideBar \($0)", .select(AnyRoute(TwoColumnRoute(id: $0)))) })
    case .adaptive:
      ScreenContent(
        title: "Roots",
        items: (0..<30).map { ScreenItem("RootID \($0)", .select(AnyRoute(LevelRoute(root: $0, level: 1)))) })
    }
  }

  /// S7's toolbar: values of other types pushed on the same path.
  var mixedToolbar: [Item] {
    [
      ScreenItem("Push 556", .push(AnyRoute(556))),
      ScreenItem("Push \"Hello\"", .push(AnyRoute("Hello"))),
      ScreenItem("Back to Main", .command(.backToRoot)),
    ]
  }

  /// The path as a line of text: its last few values and its count. O(1)
  /// in the depth, so that a deep stack draws as fast as a shallow one.
  var pathLines: [String] {
    let steps = navigator.state.shownStack
    let shown = steps.suffix(8).map(\.route.description).joined(separator: ", ")
    return ["Path: " + (steps.isEmpty ? "empty" : (steps.count > 8 ? "…, " : "") + shown) + " (count \(steps.count))"]
  }

  /// The numbers on the path, or their count when there are many. O(1) in the depth.
  var numberPath: String {
    let steps = navigator.state.shownStack
    guard steps.count <= 8 else { return "… \(steps.count) numbers" }
    return "[" + steps.compactMap { $0.route.as(Int.self) }.map(String.init).joined(separator: ", ") + "]"
  }

  func colorScreen(_ color: ColorRoute) -> Screen {
    ScreenContent(
      title: "Color \(color.rawValue)", lines: pathLines,
      items: ColorRoute.allCases.filter { $0 != color }.map { ScreenItem($0.rawValue.capitalized, .push(AnyRoute($0))) }
        + [ScreenItem("Image heart.fill", .push(AnyRoute("heart.fill")))] + mixedToolbar)
  }

  func numberScreen(_ number: Int) -> Screen {
    ScreenContent(
      title: "Number \(number)", lines: ["Depth \(navigator.state.shownStack.count)", "Path: \(numberPath)"],
      items: [
        ScreenItem("Push a random number", .command(.pushRandomNumber)),
        ScreenItem("Push 500 random numbers", .command(.push500RandomNumbers)),
        ScreenItem("Home", .command(.backToRoot)),
      ])
  }

  func routerScreen(_ route: RouterRoute) -> Screen {
    ScreenContent(
      title: route.title,
      items: [
        ScreenItem("Category Detail: 999", .push(AnyRoute(RouterRoute.category(.detail(999))))),
        ScreenItem("Go back one", .command(.backOne)),
        ScreenItem("Back to root", .command(.backToRoot)),
      ] + (route == .profile ? [ScreenItem("Sign out", .command(.signOut))] : []))
  }

  var isEditShown: Bool { navigator.state.shownStack.contains(AnyRoute(CalendarRoute.edit)) }

  var editScreen: Screen {
    ScreenContent(
      title: "Edit Event", lines: ["Edit shown: \(isEditShown ? "yes" : "no")"],
      items: [ScreenItem("Done (clears the flag)", .command(.showEdit(false)))])
  }

  func exportScreen(_ route: ExportRoute) -> Screen {
    switch route {
    case .export:
      ScreenContent(
        title: "Export", lines: [isExporting ? "Exporting…" : "Ready to export."],
        items: [
          isExporting ? ScreenItem("Exporting…", .none) : ScreenItem("Export", .command(.startExport)),
          ScreenItem("Options", .push(AnyRoute(ExportRoute.options))),
        ])
    case .options:
      ScreenContent(title: "Options", lines: ["Format: MP4", isExporting ? "Exporting…" : "Idle"])
    case .completed:
      ScreenContent(
        title: "Export completed", lines: ["The video was exported."],
        items: [ScreenItem("Done", .command(.exportDone))])
    }
  }

  func threeColumnScreen(_ route: ThreeColumnRoute) -> Screen {
    switch route {
    case .content(let contentID):
      ScreenContent(
        title: "Content \(contentID)",
        items: (0..<100).map {
          ScreenItem("\(contentID):\($0)", .select(AnyRoute(ThreeColumnRoute.detail(contentID: contentID, $0))))
        })
    case .detail(let contentID, let detailID):
      ScreenContent(
        title: "Detail \(contentID):\(detailID)", lines: ["\(contentID):\(detailID)"],
        items: [ScreenItem("Back Parent", .command(.backOne)), ScreenItem("Back Root", .command(.backToRoot))])
    }
  }

  func twoColumnScreen(_ route: TwoColumnRoute) -> Screen {
    ScreenContent(
      title: "Detail \(route.id)", lines: ["\(route.id)"], items: [ScreenItem("Back Parent", .command(.backOne))])
  }

  /// The About sheet, presented over all tabs from any of them.
  var aboutScreen: Screen {
    ScreenContent(
      title: "About Wayfinder",
      lines: [
        "A sheet over all tabs: the tab bar is out of reach",
        "until it is closed; a notification (n) still switches",
        "the tab beneath it.",
      ],
      items: [ScreenItem("Close", .command(.closeAbout))])
  }

  func signInScreen(_ route: SignInRoute) -> Screen {
    ScreenContent(
      title: "Sign in",
      lines: ["Profile needs you to sign in."] + (route.from.map { ["Then: \($0)"] } ?? []),
      items: [ScreenItem("Sign in", .command(.signIn)), ScreenItem("Cancel", .command(.cancelSignIn))])
  }

  func levelScreen(_ route: LevelRoute) -> Screen {
    ScreenContent(
      title: route.title, lines: ["RootID:\(route.root)", "Current Level:\(route.level)"],
      items: [
        ScreenItem("Goto Next Level", .push(AnyRoute(route.next))),
        ScreenItem("Back Parent", .command(.backOne)),
        ScreenItem("Back Root", .command(.backToRoot)),
      ])
  }

  // MARK: Commands

  /// Runs a screen's command: each is one navigator intent, or starts the export.
  public func perform(_ command: DemoCommand) {
    do {
      switch command {
      case .backToRoot: try navigator.popToRoot(cause: .user)
      case .backOne: if !navigator.state.shownStack.isEmpty { try navigator.goBack(cause: .user) }
      case .openThreeColors: try navigator.setPath(ColorRoute.threeLevels.map { AnyRoute($0) }, cause: .user)
      case .show32: try navigator.setPath([AnyRoute(32)], cause: .user)
      case .show32Then64: try navigator.setPath([AnyRoute(32), AnyRoute(64)], cause: .user)
      case .pushRandomNumber: try navigator.push(AnyRoute(Int.random(in: 0..<1000, using: &random)), cause: .user)
      case .push500RandomNumbers:
        let numbers = (0..<500).map { _ in AnyRoute(Int.random(in: 0..<1000, using: &random)) }
        try navigator.apply(NavigationIntent(.pushAll(numbers)), cause: .user)
      case .showEdit(let shown): try navigator.setShown(AnyRoute(CalendarRoute.edit), to: shown, cause: .user)
      case .startExport: startExport()
      case .exportDone: try navigator.dismiss(AnyRoute(ExportRoute.export), cause: .user)
      case .openTab(let tab): try navigator.selectTab(tab, cause: .user)
      case .showAbout: try navigator.presentOverTabs(AnyRoute(AboutRoute.about), cause: .user)
      case .closeAbout: try navigator.dismiss(AnyRoute(AboutRoute.about), cause: .user)
      case .signIn: try signIn()
      case .cancelSignIn: try navigator.dismiss(cause: .user)
      case .signOut:
        isSignedIn = false
        try navigator.popToRoot(in: .tab(.router), cause: .user)
      }
    } catch {
      note(String(describing: error))
    }
  }

  /// Signs in, then opens the link the sign-in sheet carries (which
  /// dismisses the sheet), or only dismisses it.
  func signIn() throws {
    isSignedIn = true
    if let from = navigator.state.shownStack.first?.route.as(SignInRoute.self)?.from {
      try navigator.open(from, with: demoLinks)
    } else {
      try navigator.dismiss(cause: .user)
    }
  }

  /// S5: exports asynchronously, then pushes "Export completed" inside the
  /// export modal, wherever the user moved in it, with Back hidden.
  func startExport() {
    guard !isExporting else { return }
    isExporting = true
    Task { @MainActor in
      try? await Task.sleep(for: exportDuration)
      isExporting = false
      do {
        // The completion names the Export tab: it lands in that tab's sheet
        // even when the user has switched tabs meanwhile.
        try navigator.push(
          AnyRoute(ExportRoute.completed), hidesBack: true, inModal: AnyRoute(ExportRoute.export), in: .tab(.export))
      } catch {
        note("Export finished, but its screen was closed")
      }
    }
  }
}

/// A small seeded generator (SplitMix64), so the demo's random numbers can be replayed.
struct DemoRandom: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
