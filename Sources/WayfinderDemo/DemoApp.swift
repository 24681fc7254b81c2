import Foundation
@_spi(WayfinderInternals) import Wayfinder
import WayfinderTerminal

/// The demo app: every scenario of the Scenarios article, one tab per group, on one
/// navigator whose routes are of many types (`AnyRoute`).
@MainActor
package final class DemoApp: TerminalApp {
  /// Routes of many types, each with its own screen.
  package typealias Route = AnyRoute
  /// A screen of the demo.
  package typealias Screen = ScreenContent<AnyRoute, DemoCommand>
  /// An item of a demo screen.
  package typealias Item = ScreenItem<AnyRoute, DemoCommand>

  /// The whole navigation state lives here.
  package let navigator: Navigator<DemoTab, AnyRoute>
  /// How long the simulated export takes.
  package var exportDuration: Duration
  /// Whether an export is running (its button is disabled meanwhile).
  package private(set) var isExporting = false
  /// The export running, or the last one: done once its screen is pushed (for tests).
  private(set) var exportTask: Task<Void, Never>?
  /// Whether the user has signed in: Profile needs it.
  package private(set) var isSignedIn = false
  /// The store the navigation is saved in, once attached.
  var store: NavigationStore<DemoTab, AnyRoute>?
  /// A note for the status line, shown for a few seconds.
  private var notice: (text: String, shownUntil: ContinuousClock.Instant)?
  /// S18: the window this process shows, once attached to a window store
  /// (see DemoApp+Windows.swift), and what it keeps about the other windows.
  package internal(set) var window: WindowID?
  /// S17: how many times the user discarded the Edit screen's changes.
  package internal(set) var discardedEdits = 0
  var windows: DemoWindows?
  private var random: SeededRandom

  /// The demo on its first tab; exports take `exportDuration`; random
  /// numbers come from `seed` (the same seed, the same numbers).
  package init(exportDuration: Duration = .milliseconds(1500), seed: UInt64 = 2022) throws(NavigationError) {
    navigator = Navigator(Tabs(selected: .colors))
    navigator.layouts = NavigationLayouts(\.layout)
    self.exportDuration = exportDuration
    random = SeededRandom(seed: seed)
    navigator.guards.append(NavigationGuard { [unowned self] proposal in signInGuard(proposal) })
    // S17: a change that removes the Edit screen with changes (Back, back to
    // root, a link) asks first; a tab switch keeps it. Discard removes it,
    // and the app learns that its changes were discarded.
    navigator.guards.append(
      .confirmingLeaving(
        { _ in
          .confirmation(
            "Discard changes?", message: "Your changes to this event will be lost.", confirm: "Discard Changes",
            cancel: "Keep Editing")
        },
        onLeave: { [unowned self] _, _ in discardedEdits += 1 }))
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
    // The link of the Router place: the state after, showing the Router tab.
    var routerShown = proposal.after
    try? routerShown.apply(NavigationIntent(.selectTab(.router, reselectPopsToRoot: false)))
    try? routerShown.apply(NavigationIntent(.setStack(BackStack()), in: .modalOverTabs))
    let target = try? demoLinks.link(for: routerShown)
    var redirected = proposal.after
    do {
      try redirected.apply(NavigationIntent(.setStack(BackStack(Array(router[..<index]))), in: .tab(.router)))
      try redirected.apply(.present(AnyRoute(SignInRoute(from: target)), as: .sheet), in: .modalOverTabs)
    } catch {
      return .block("sign in to see Profile")
    }
    return .redirect(redirected)
  }

  /// The link of the place shown, for the address bar: printed when the
  /// state changes, not on every frame (at 100,000 steps a print cost 13 ms).
  package var address: String? {
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
  package var opensLinks: Bool { true }

  /// Opens `link` through the navigator, with cause `.deepLink`; a link
  /// the app refuses shows an alert saying why. The user typed it (or
  /// launched the app with it): its window comes to the front.
  package func open(link: String) throws {
    try open(link: link, puttingInFront: true)
  }

  /// Opens `link`, putting this window in front when it is the user's move.
  func open(link: String, puttingInFront: Bool) throws {
    if puttingInFront { putInFront() }
    do {
      try navigator.open(link, with: demoLinks)
    } catch {
      let reason = Terminal.escapingControls("\(link): \(error)")
      _ = try? navigator.show(Dialog(.alert, title: "Link refused", message: reason))
      throw error
    }
  }

  /// The tab bar label.
  package func title(of tab: DemoTab) -> String { tab.title }

  /// Why the last save failed, until a save succeeds; else what the last
  /// save left out to fit the limits; else the last notice, for a few
  /// seconds; else the export's progress.
  package var statusMessage: String? {
    if let failure = store?.lastSaveError { return "Not saved: \(failure)" }
    if let trimmed = store?.lastSaveDiagnostics.first { return "Saved what fits: \(trimmed)" }
    if let notice, notice.shownUntil > .now { return notice.text }
    return isExporting ? "Exporting… (the button is disabled until it completes)" : nil
  }

  func note(_ text: String) {
    notice = (text, .now + .seconds(4))
  }

  /// The demo's own keys.
  package var keyHints: [KeyHint] {
    [
      KeyHint("n", "simulated push notification: opens Export from outside the screens"),
      KeyHint("a", "About: a sheet over all tabs"),
    ] + (window == nil ? [] : [KeyHint("w", "windows: list them, open a new one, close this one")])
  }

  /// `n`: a simulated push notification; `a`: the About sheet over all tabs.
  package func handle(_ key: Key) -> Bool {
    switch key {
    case .character("n"): simulateNotification()
    case .character("a"): perform(.showAbout)
    case .character("w") where window != nil: perform(.showWindows)
    default: return false
    }
    return true
  }

  /// A push notification arriving from outside the view hierarchy (S3):
  /// it switches to the Export tab, whatever is showing.
  package func simulateNotification() {
    _ = try? navigator.selectTab(.export, cause: .programmatic)
    note("Notification: opened the Export tab")
  }

  // MARK: Saving and restoring

  /// Where the demo keeps its navigation unless told otherwise.
  package nonisolated static func defaultStateFile() -> URL {
    NavigationStore<DemoTab, AnyRoute>(app: "wayfinder-demo", schemaVersion: 1).file
  }

  /// Restores the navigation saved in `file` (unless `reset`, which first
  /// removes that file, only if it is a saved navigation state), saves every
  /// change there from now on, and says on the status line what was
  /// restored, what was dropped, and when a save fails.
  ///
  /// - Throws: ``StoreError`` when `reset` is asked for and the file is not
  ///   a saved navigation state (a folder, a device, another file): nothing
  ///   is touched.
  package func attachStore(file: URL, reset: Bool = false) throws(StoreError) -> NavigationStore<DemoTab, AnyRoute> {
    let store = NavigationStore<DemoTab, AnyRoute>(file: file, schemaVersion: 1, registry: demoRegistry)
    if reset { try store.removeSavedState() }
    let restoration = navigator.attach(store)
    self.store = store
    alertOnSaveFailures(of: store)
    if let summary = Self.summary(of: restoration, file: file.lastPathComponent) { note(summary) }
    return store
  }

  /// Shows an alert when saving starts failing (once, until a save succeeds).
  private func alertOnSaveFailures(of store: NavigationStore<DemoTab, AnyRoute>) {
    let results = store.saveResults()
    Task { [weak self] in
      var failing = false
      for await result in results {
        switch result {
        case .success: failing = false
        case .failure(let failure):
          guard !failing else { continue }
          failing = true
          _ = try? self?.navigator.show(
            Dialog(.alert, title: "Navigation not saved", message: Terminal.escapingControls("\(failure)")))
        }
      }
    }
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
      switch $0 {
      case .unknownRouteTag, .undecodableRoute, .droppedAfter, .removedByMigration: true
      default: false
      }
    }
    guard let first = restoration.diagnostics.first(where: { if case .migrated = $0 { false } else { true } }) else {
      return restored
    }
    return restored + "; dropped \(dropped.count): \(first)"
  }

  // MARK: Commands

  /// Runs a screen's command: each is one navigator intent, or starts the export.
  package func perform(_ command: DemoCommand) {
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
      case .showEdit(let shown):
        try navigator.apply(.setShown(AnyRoute(CalendarRoute.edit), shown: shown), cause: .user)
      case .newEvent:
        try navigator.present(AnyRoute(CalendarRoute.newEvent), as: .sheet, in: .tab(.calendar), cause: .user)
      case .addEvent:
        try navigator.setConfirmsLeaving(false, in: .tab(.calendar), cause: .user)
        try navigator.dismiss(AnyRoute(CalendarRoute.newEvent), cause: .user)
        note("Added")
      case .startExport: startExport()
      case .exportDone: try navigator.dismiss(AnyRoute(ExportRoute.export), cause: .user)
      case .openTab(let tab): try navigator.selectTab(tab, cause: .user)
      case .showAbout: try navigator.present(AnyRoute(AboutRoute.about), in: .modalOverTabs, cause: .user)
      case .closeAbout: try navigator.dismiss(AnyRoute(AboutRoute.about), cause: .user)
      case .signIn: try signIn()
      case .cancelSignIn: try navigator.dismiss(cause: .user)
      case .signOut:
        isSignedIn = false
        try navigator.popToRoot(in: .tab(.router), cause: .user)
      case .pickColor:
        try navigator.ask(
          .pickColor, presenting: AnyRoute(ColorPickerRoute.pickColor), as: .sheet, in: .tab(.colors), cause: .user)
      case .answerColor(let color): try navigator.answer(color, to: .pickColor, in: .tab(.colors), cause: .user)
      case .cancelPicker: try navigator.dismiss(cause: .user)
      case .changeEvent:
        try navigator.setConfirmsLeaving(true, in: .tab(.calendar), cause: .user)
        note("Changed the title: leaving now asks first")
      case .saveEvent:
        try navigator.setConfirmsLeaving(false, in: .tab(.calendar), cause: .user)
        try navigator.apply(.setShown(AnyRoute(CalendarRoute.edit), shown: false), in: .tab(.calendar), cause: .user)
        note("Saved")
      case .showWindows: try navigator.present(AnyRoute(WindowsRoute.list), in: .modalOverTabs, cause: .user)
      case .closeWindows: try navigator.dismiss(AnyRoute(WindowsRoute.list), cause: .user)
      case .openNewWindow, .openWindow, .reopenWindow, .closeWindow: performWindowCommand(command)
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
    exportTask = Task { @MainActor in
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
