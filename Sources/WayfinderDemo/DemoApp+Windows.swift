import Foundation
import Wayfinder
import WayfinderTerminal

/// S18 on a terminal: each window of the demo is a process,
/// `wayfinder-demo --window NAME`, with a navigation of its own, saved in a
/// file of its own; a `TerminalWindowStore` index lists the open windows and the
/// one in front. The window in front is the one the user last moved in.
/// A link for a window another process shows reaches it through the
/// window's inbox, which it reads four times a second.
@MainActor
final class DemoWindows {
  /// The store of every window.
  let store: TerminalWindowStore<DemoTab, AnyRoute>
  /// The window navigator of this process: one window.
  let navigator: WindowNavigator<DemoTab, AnyRoute>
  /// This process's claim on its window, kept while it runs.
  let claim: WindowClaim?
  /// Starts a process showing a window, and says how (or what to run).
  let launch: @MainActor (WindowID, _ reopening: Bool) -> String
  /// The index and the running windows, as last read (the list reads them at most once a second).
  var list: (index: WindowIndex?, running: Set<WindowID>, readAt: ContinuousClock.Instant)?

  init(
    store: TerminalWindowStore<DemoTab, AnyRoute>, navigator: WindowNavigator<DemoTab, AnyRoute>, claim: WindowClaim?,
    launch: @escaping @MainActor (WindowID, Bool) -> String
  ) {
    (self.store, self.navigator, self.claim, self.launch) = (store, navigator, claim, launch)
  }
}

extension DemoApp {
  /// The window's name, on the status line.
  package var windowName: String? { window?.name }

  /// Whether the user closed this window: the host stops.
  package var isFinished: Bool { windows.map { $0.navigator.ids.isEmpty } ?? false }

  /// Shows window `id` of `store` in this process: restores it (a window
  /// the user closed starts afresh unless `reopening`), lists it in the
  /// index as open and in front, saves it as it changes, puts it in front
  /// whenever the user moves in it, and opens the links left in its inbox.
  ///
  /// - Parameters:
  ///   - store: The store of every window.
  ///   - id: The window.
  ///   - claim: This process's claim on the window.
  ///   - reopening: Whether a closed window comes back as it was left.
  ///   - launch: Starts a process showing another window; returns what to tell the user.
  /// - Returns: The window's navigation store.
  /// - Throws: ``NavigationError/tooManyWindows(limit:)`` when as many windows
  ///   as the index holds are open: nothing is shown or saved.
  @discardableResult
  package func attachWindow(
    _ store: TerminalWindowStore<DemoTab, AnyRoute>, id: WindowID, claim: WindowClaim?, reopening: Bool = false,
    launch: @escaping @MainActor (WindowID, Bool) -> String
  ) throws(NavigationError) -> NavigationStore<DemoTab, AnyRoute> {
    let windowNavigator = WindowNavigator(navigator, id: id)
    let restoration = try windowNavigator.attach(store, window: id, reopening: reopening)
    window = id
    windows = DemoWindows(store: store, navigator: windowNavigator, claim: claim, launch: launch)
    let windowStore = store.store(for: id)
    self.store = windowStore
    if let summary = Self.summary(of: restoration, file: windowStore.file.lastPathComponent) { note(summary) }
    let changes = navigator.events()
    Task { [weak self] in
      for await event in changes where event.cause == .user { self?.putInFront() }
    }
    return windowStore
  }

  /// Puts this window in front in the index, after every change of the
  /// index asked for before. Each move of the user does (the index is
  /// written only when the front changes); nothing else does: a link that
  /// another process left was put in front by its sender, and doing so
  /// again here, later, could undo a move the user made meanwhile in
  /// another window.
  func putInFront() {
    guard let windows, let window else { return }
    windows.store.enqueueIndexUpdate { $0.focus(window) }
  }

  /// Opens the links other processes left for this window, oldest first;
  /// returns how many there were.
  @discardableResult
  package func openDeliveredLinks() -> Int {
    guard let windows, let window else { return 0 }
    let links = windows.store.takeLinks(for: window)
    for link in links {
      do {
        try open(link: link, puttingInFront: false)
        note("Opened \(link), sent by another process")
      } catch {
        note("\(link): \(error)")
      }
    }
    return links.count
  }

  /// Reads the inbox four times a second while the app runs.
  package func watchInbox() {
    Task { [weak self] in
      while let self, !isFinished {
        openDeliveredLinks()
        try? await Task.sleep(for: .milliseconds(250))
      }
    }
  }

  /// The index and which windows run, read at most once a second.
  var windowList: (index: WindowIndex?, running: Set<WindowID>) {
    guard let windows else { return (nil, []) }
    if let list = windows.list, list.readAt + .seconds(1) > .now { return (list.index, list.running) }
    let index = windows.store.readIndex()
    let running = Set((index?.openWindows ?? []).filter { $0 == window || windows.store.isRunning($0) })
    windows.list = (index, running, .now)
    return (index, running)
  }

  /// The name a new window gets: the first unused `window-N`.
  var newWindowName: WindowID {
    var index = windowList.index ?? WindowIndex()
    try? index.open(window ?? .main)  // this window, when the index could not be read
    return index.newWindowName
  }

  /// The list of windows: a sheet over all tabs.
  var windowsScreen: Screen {
    let (index, running) = windowList
    let open = index?.openWindows ?? []
    let front = index?.front
    func describe(_ id: WindowID) -> String {
      let what =
        id == window ? "this window" : running.contains(id) ? "shown by another process" : "not running"
      return "  \(id): \(what)\(id == front ? ", in front" : "")"
    }
    var items: [Item] = [ScreenItem("Open a new window (\(newWindowName))", .command(.openNewWindow))]
    items += open.filter { !running.contains($0) }.map { ScreenItem("Open \($0)", .command(.openWindow($0))) }
    items += (index?.closed ?? []).map { ScreenItem("Reopen \($0), as it was left", .command(.reopenWindow($0))) }
    items += [ScreenItem("Close this window", .command(.closeWindow)), ScreenItem("Back", .command(.closeWindows))]
    return ScreenContent(
      title: "Windows",
      lines: ["Each window is a process: wayfinder-demo --window NAME.", "Open windows:"] + open.map(describe)
        + (index?.closed.isEmpty == false
          ? ["Recently closed: " + index!.closed.map(\.name).joined(separator: ", ")] : []),
      items: items)
  }

  /// Runs a command of the windows list.
  func performWindowCommand(_ command: DemoCommand) {
    guard let windows, let window else { return }
    windows.list = nil
    switch command {
    case .openNewWindow:
      let id = newWindowName
      do {
        try windows.store.updateIndex(waitingAtMost: .milliseconds(100)) { try $0.open(id) }
        note(windows.launch(id, false))
      } catch {
        note("Could not open \(id): \(error)")
      }
    case .openWindow(let id):
      note(windows.store.isRunning(id) ? "\(id) is shown by another process" : windows.launch(id, false))
    case .reopenWindow(let id):
      note(windows.launch(id, true))
    case .closeWindow:
      // Through the window navigator: unsaved changes ask first, in this
      // window, and the index learns of the close once it is made.
      // When it waits, "Discard changes?" shows; the window closes if the user confirms.
      do {
        try windows.navigator.close(window, cause: .user)
      } catch {
        note("Could not close \(window): \(error)")
      }
    default:
      break
    }
  }
}
