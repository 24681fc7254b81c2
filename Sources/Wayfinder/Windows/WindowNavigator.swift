import Foundation
import Observation

/// An app's windows, each with a ``Navigator`` of its own: opens, closes and
/// focuses windows, and opens links in the right one.
///
/// Each window's navigation lives in its own navigator, so a host shows a
/// window exactly as it shows an app of one window (the terminal host, the
/// SwiftUI hosts), and nothing one window does reaches another: each
/// navigator has its own guards, log and events. The window navigator keeps
/// the rest: which windows are open, in which order, which is in front,
/// each one's size class, and the recently closed ones. Its changes are
/// observed: ``ids``, ``front``, ``recentlyClosed``, and each window's
/// navigator.
///
/// ```swift
/// let windows = WindowNavigator(template: NavigationState<Never, Route>())
/// try windows.open(.main)
/// try windows.open("inbox", sizeClass: .regular)
/// try windows.navigator(for: "inbox")?.push(.profile)   // the inbox window only
/// let opened = try windows.open("myapp://category/42", with: links)
/// opened.window      // the window showing the place, else the front window, else a new one
/// ```
///
/// Changes are applied one at a time: one asked for while another is
/// applied (from a navigator's guard, say) is refused with
/// ``NavigationError/reentrantChange``.
@MainActor
public final class WindowNavigator<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Observable {
  /// The state a new window starts from (a link opened in a new window is
  /// opened on top of it).
  package let template: NavigationState<Tab, Route>
  /// Makes the navigator of a window that opens, given its identity and the
  /// template: an app adds its navigation guards there. The window's state
  /// is then set through them.
  package let makeNavigator: @MainActor (WindowID, NavigationState<Tab, Route>) -> Navigator<Tab, Route>
  /// Which open window a link opens in, given where it leads, how it opens
  /// and the windows; `nil` for a new window (see ``open(_:with:cause:)``).
  ///
  /// By default, the window that already shows the link's place (opening it
  /// there would change nothing), the frontmost when several do, else the
  /// window in front, else a new window. An app replaces it:
  ///
  /// ```swift
  /// windows.windowForLink = { place, _, windows in
  ///   place.target == .tab(.inbox) ? "inbox" : windows.front   // "inbox" opens if it is not open
  /// }
  /// ```
  public var windowForLink: @MainActor (LinkPlace<Tab, Route>, LinkMode, WindowNavigator) -> WindowID? = {
    place, mode, windows in windows.standardWindow(for: place, mode)
  }
  /// Names a new window (one a link opens): ``WindowID/main`` when no
  /// window of that name is open or recently closed, else the first unused
  /// `window-2`, `window-3`, …
  package var newWindowID: @MainActor (WindowSet<Tab, Route>) -> WindowID = { windows in
    let taken = Set(windows.ids + windows.recentlyClosed.map(\.id))
    return taken.contains(.main) ? WindowID.firstUnused(among: taken) : .main
  }
  /// The size class of a window opened without one, until its host reports one.
  package var newWindowSizeClass: SizeClass
  /// What a host keeps beside the window navigator for as long as it lives
  /// (the SwiftUI layer: the decisions of its window group), so that it
  /// belongs to what the app owns, not to a module. Not observed.
  package var hostSlot: AnyObject?

  /// The windows, with each state as of its navigator's change ``synced``
  /// (each navigator holds its window's state); ``refresh()`` brings them up to date.
  var structure: WindowSet<Tab, Route>
  var navigators: [WindowID: Navigator<Tab, Route>] = [:]
  /// The navigators of the recently closed windows: a window reopened gets
  /// its own back, with the tasks waiting for its requests.
  private var closedNavigators: [WindowID: Navigator<Tab, Route>] = [:]
  /// The navigators in the order of `structure.windows`, and the change
  /// count of each when its state was last copied into `structure`.
  private var ordered: [(navigator: Navigator<Tab, Route>, synced: Int)] = []
  /// Whether `ordered` follows `structure.windows` (it is made again after a window opens or closes).
  private var isOrderedCurrent = false
  private let registrar = ObservationRegistrar()
  // Formed once: forming a key path of a generic class on every access is costly.
  private let structureKeyPath: KeyPath<WindowNavigator, WindowSet<Tab, Route>>
  var isChanging = false
  /// Told the windows after every change of them, at once (see ``observeWindows(_:)``).
  private var observers: [@MainActor (WindowSet<Tab, Route>) -> Void] = []

  /// No windows yet; a window opened starts from `template`.
  ///
  /// - Parameters:
  ///   - template: The state a new window starts from.
  ///   - sizeClass: The size class of a window opened without one.
  ///   - closedCapacity: The most recently closed windows kept.
  ///   - maxWindows: The most windows open at once: 64 by default, at
  ///     least 1. Opening one more throws ``NavigationError/tooManyWindows(limit:)``.
  ///   - makeNavigator: Makes a window's navigator, given its identity and
  ///     the template: an app adds its navigation guards there.
  public init(
    template: NavigationState<Tab, Route>, sizeClass: SizeClass = .compact, closedCapacity: Int = 10,
    maxWindows: Int = 64,
    makeNavigator: @escaping @MainActor (WindowID, NavigationState<Tab, Route>) -> Navigator<Tab, Route> = {
      Navigator($1)
    }
  ) {
    self.template = template
    self.newWindowSizeClass = sizeClass
    self.makeNavigator = makeNavigator
    structure = WindowSet(closedCapacity: closedCapacity, maxWindows: maxWindows)
    structureKeyPath = \WindowNavigator.windows
  }

  /// One window, `id`, whose navigation is `navigator`'s: an app of one
  /// window that opens more later keeps the navigator it has. A new window
  /// starts from `template` (by default, the navigator's state now).
  ///
  /// The name is taken as it is: a name that is not valid is the caller's
  /// mistake, and a store then refuses to save it.
  ///
  /// - Parameters:
  ///   - navigator: The window's navigator.
  ///   - id: The window's identity.
  ///   - sizeClass: Its size class.
  ///   - template: The state a new window starts from.
  ///   - closedCapacity: The most recently closed windows kept.
  ///   - maxWindows: The most windows open at once: 64 by default, at
  ///     least 1. Opening one more throws ``NavigationError/tooManyWindows(limit:)``.
  public convenience init(
    _ navigator: Navigator<Tab, Route>, id: WindowID = .main, sizeClass: SizeClass = .compact,
    template: NavigationState<Tab, Route>? = nil, closedCapacity: Int = 10, maxWindows: Int = 64
  ) {
    self.init(
      template: template ?? navigator.state, sizeClass: sizeClass, closedCapacity: closedCapacity,
      maxWindows: maxWindows)
    structure.adopt(NavigationWindow(id, state: navigator.state, sizeClass: sizeClass))
    navigators[id] = navigator
  }

  /// A window navigator let go lets go of the recently closed windows' navigators too.
  isolated deinit {
    for navigator in closedNavigators.values { navigator.cancelWaiters() }
  }

  // MARK: Reading

  /// The windows, each with its navigator's state now. Reading it observes
  /// the windows and every window's navigation. O(windows).
  package var windows: WindowSet<Tab, Route> {
    registrar.access(self, keyPath: structureKeyPath)
    return current()
  }

  /// The window in front, if any is open. O(1).
  public var front: WindowID? {
    registrar.access(self, keyPath: structureKeyPath)
    return structure.front
  }

  /// The open windows, in opening order. O(windows).
  public var ids: [WindowID] {
    registrar.access(self, keyPath: structureKeyPath)
    return structure.ids
  }

  /// The windows closed most recently, newest first, which ``reopen(_:cause:)``
  /// brings back as they were left. O(closed windows).
  public var recentlyClosed: [WindowID] {
    registrar.access(self, keyPath: structureKeyPath)
    return structure.recentlyClosed.map(\.id)
  }

  /// The navigator of window `id`, while it is open. O(1).
  ///
  /// - Parameter id: The window.
  /// - Returns: Its navigator, or `nil`.
  public func navigator(for id: WindowID) -> Navigator<Tab, Route>? {
    registrar.access(self, keyPath: structureKeyPath)
    return navigators[id]
  }

  /// The size class of window `id`, while it is open. O(1).
  ///
  /// - Parameter id: The window.
  /// - Returns: Its size class, or `nil`.
  public func sizeClass(of id: WindowID) -> SizeClass? {
    registrar.access(self, keyPath: structureKeyPath)
    return structure[id]?.sizeClass
  }

  /// Calls `observer` with the windows after every change of them (a window
  /// opened, closed, focused, resized, or all replaced), synchronously, in
  /// the order of the changes, none dropped: what a store follows the
  /// windows with. The states of the open windows it is given may be older
  /// than their navigators'; those of the recently closed ones are as they
  /// were left. It must not change the windows.
  package func observeWindows(_ observer: @escaping @MainActor (WindowSet<Tab, Route>) -> Void) {
    observers.append(observer)
  }

  /// The windows with every open window's state read from its navigator,
  /// observed (for ``windows``).
  private func current() -> WindowSet<Tab, Route> {
    refresh()  // first: `ordered` then holds the windows opened since
    for entry in ordered { _ = entry.navigator.state }  // observes each window's navigation
    return structure
  }

  /// Copies into `structure` the states of the navigators that changed since
  /// they were last copied: O(windows), with no copy of an unchanged state.
  func refresh() {
    if !isOrderedCurrent {
      ordered = structure.windows.compactMap { window in navigators[window.id].map { ($0, -1) } }
      isOrderedCurrent = ordered.count == structure.count
    }
    for index in ordered.indices where ordered[index].navigator.appliedCount != ordered[index].synced {
      structure.setState(ordered[index].navigator.storedState, at: index)
      ordered[index].synced = ordered[index].navigator.appliedCount
    }
  }

  // MARK: Changing the windows

  /// Applies `intent`: the one entry point of every window change. A window
  /// that opens gets a navigator (see ``init(template:sizeClass:closedCapacity:maxWindows:makeNavigator:)``)
  /// whose state is set through its own guards; a window that closes keeps
  /// its last state among the recently closed ones, and its navigator,
  /// which comes back when it is reopened: a task awaiting one of its
  /// requests (``Navigator/outcome(of:)``) gets the answer given after. A
  /// closed window that is not kept (beyond the capacity, or replaced by a
  /// new window of its name) ends the requests awaited in it, as cancelled.
  ///
  /// A window closing asks its navigator's guards first, as every other way
  /// out of its screens does (see ``close(_:cause:)``). A refusal, the
  /// window navigator's or the navigator's, leaves everything as it was.
  @discardableResult
  package func apply(_ intent: WindowIntent<Tab, Route>, cause: NavigationCause = .programmatic)
    throws(NavigationError) -> NavigationOutcome
  {
    try apply(intent, cause: cause, confirmed: false)
  }

  /// Applies `intent`, as ``apply(_:cause:)``; a window closing whose
  /// navigator asks first waits for the user unless `confirmed`.
  @discardableResult
  private func apply(_ intent: WindowIntent<Tab, Route>, cause: NavigationCause, confirmed: Bool)
    throws(NavigationError) -> NavigationOutcome
  {
    guard !isChanging else { throw .reentrantChange }
    isChanging = true
    defer { isChanging = false }
    refresh()
    var after = structure
    guard try after.apply(intent) else { return .unchanged }
    if case .close(let id) = intent, !confirmed, let navigator = navigators[id] {
      let closesNow = try navigator.confirmLeavingEverything(cause: cause) { [weak self] () throws(NavigationError) in
        try self?.apply(.close(id), cause: cause, confirmed: true)
      }
      guard closesNow else { return .waiting }
      // A change that waited there has ended, its dialog closed: the window closes as it is now.
      refresh()
      after = structure
      _ = try after.apply(intent)
    }
    var opened: Navigator<Tab, Route>?
    if let id = intent.opened, let window = after[id] {
      let kept = intent.isReopen ? closedNavigators[id] : nil
      let navigator = kept ?? makeNavigator(id, template)
      try navigator.apply(.setState(window.state), cause: cause)
      opened = navigator
    }
    commit(after, opening: opened, as: intent.window)
    return .applied
  }

  // MARK: Restoring

  /// Replaces every window with `windows` (a restored set), with cause
  /// `cause`: open windows keep their navigators, others get new ones; each
  /// window's state is set through its navigator's guards. A window whose
  /// navigator refuses its state keeps the state it has (or the template).
  /// The navigators of the windows not kept, and of the recently closed
  /// ones, are let go: the requests awaited in them end, as cancelled.
  ///
  /// - Parameters:
  ///   - windows: The windows to show.
  ///   - cause: Who asked.
  /// - Returns: The navigation errors, by window, of the states refused.
  @discardableResult
  package func replaceWindows(_ windows: WindowSet<Tab, Route>, cause: NavigationCause = .restoration)
    -> [WindowID: NavigationError]
  {
    guard !isChanging else { return [:] }
    isChanging = true
    defer { isChanging = false }
    var refused: [WindowID: NavigationError] = [:]
    var next = windows
    var kept: [WindowID: Navigator<Tab, Route>] = [:]
    for window in windows.windows {
      let navigator = navigators[window.id] ?? makeNavigator(window.id, template)
      do {
        try navigator.apply(.setState(window.state), cause: cause)
      } catch {
        refused[window.id] = error
      }
      try? next.setState(navigator.state, of: window.id)
      kept[window.id] = navigator
    }
    // The windows not kept, and those closed before, are let go.
    let letGo = Array(closedNavigators.values) + navigators.filter { kept[$0.key] == nil }.map(\.value)
    closedNavigators = [:]
    navigators = kept
    for navigator in letGo { navigator.cancelWaiters() }
    structure = next
    isOrderedCurrent = false
    registrar.withMutation(of: self, keyPath: structureKeyPath) {}
    for observer in observers { observer(structure) }
    return refused
  }

  // MARK: Inside

  /// Makes `after` the windows, with `opened` as the navigator of window
  /// `window`, which opens (its state is what its guards made of the state
  /// asked for).
  func commit(_ after: WindowSet<Tab, Route>, opening opened: Navigator<Tab, Route>?, as window: WindowID) {
    var after = after
    if after.count != structure.count || opened != nil { isOrderedCurrent = false }
    for id in structure.ids where !after.contains(id) { closedNavigators[id] = navigators.removeValue(forKey: id) }
    if let opened {
      if closedNavigators[window] === opened { closedNavigators[window] = nil }  // reopened: its navigator is back
      navigators[window] = opened
      try? after.setState(opened.state, of: window)
    }
    // A closed window no longer kept (beyond the capacity, or replaced by
    // a new window of its name) is let go: its awaited requests end.
    for (id, navigator) in closedNavigators where after.closedWindow(id) == nil {
      closedNavigators[id] = nil
      navigator.cancelWaiters()
    }
    structure = after
    registrar.withMutation(of: self, keyPath: structureKeyPath) {}
    for observer in observers { observer(structure) }
  }
}
