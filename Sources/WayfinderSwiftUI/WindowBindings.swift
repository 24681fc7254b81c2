import Foundation
@_spi(WayfinderInternals) import Wayfinder

/// What the SwiftUI layer of an app with several windows decides, UI-free:
/// which window each scene of a `WindowGroup(for: WindowID.self)` shows,
/// which windows to open at launch, where a link goes, and what each
/// window prefers of the links SwiftUI delivers (`handlesExternalEvents`).
///
/// SwiftUI owns the windows on screen (it opens, restores and closes
/// scenes); the `WindowNavigator` owns each window's navigation. The
/// decisions keep the two in step:
///
/// - **A scene appears** (`sceneAppeared(presenting:)`) with the value
///   SwiftUI restored or was opened with. A window the state has shows its
///   navigation. A window the state no longer has (SwiftUI restored it, but
///   the saved navigation was closed or lost) is opened again: as it was
///   left when it is among the recently closed windows, else from the
///   template. A scene without a value (File > New Window, or the first
///   window at launch) is given the front-most window no scene shows yet,
///   else a new window; the layer writes it into the scene's binding, which
///   SwiftUI keeps for restoration.
/// - **At launch**, the windows of the state that no scene shows are opened
///   with `openWindow(value:)`, back to front, and the window in front is
///   brought forward last (`windowsToOpen()`): SwiftUI brings a window
///   that shows the value to the front instead of opening another. Only at
///   launch: a window whose scene the system let go of later comes back
///   when the user returns to it.
/// - **A link** reaches whichever scene SwiftUI gives it to; the window
///   navigator routes it by its `windowForLink` (`open(_:from:supportsMultipleWindows:)`), and the outcome
///   says which window the layer brings forward or opens.
/// - **Focus.** The window whose scene has the focus is brought to the
///   front of the state (``sceneBecameFocused(_:)``), so that links "to
///   the front window" and new scenes follow the user's focus. Not the
///   scene that became active: several windows are active at once on a Mac
///   and in Stage Manager, and an active one is not necessarily in front.
/// - **Closing.** On macOS a scene disappears when the user closes its
///   window, which then closes in the window navigator (one that asks
///   first opens again to ask). A scene whose window closed in the window
///   navigator while it showed it (the user's yes, the app) is dismissed
///   with `dismissWindow(value:)`, rather than open the window again. On iOS and iPadOS
///   SwiftUI does not tell a window the user closed from one the system let
///   go of to save memory (both only disappear); the app closes it in the
///   window navigator when it knows (UIKit's
///   `application(_:didDiscardSceneSessions:)`, a close button), and a
///   scene that only disappears keeps its window. However a window closes,
///   its bindings go with it.
///
/// Package plumbing: an app names `NavigationWindowGroup`, which keeps one
/// in its window navigator's host slot (``of(_:links:)``). Each window's
/// stacks are laid out as the hosts that draw them declare.
@MainActor
package final class WindowBindings<Tab: Hashable & Sendable, Route: Hashable & Sendable> {
  /// The windows and their navigators. Held weakly: the decisions are kept
  /// in its host slot and go with it.
  package var windows: WindowNavigator<Tab, Route> {
    guard let windows = weakWindows else { preconditionFailure("the decisions of a window navigator that was freed") }
    return windows
  }
  private weak var weakWindows: WindowNavigator<Tab, Route>?
  /// The app's links, for routing links to windows and for each window's
  /// link preference; `nil` for an app without links.
  package let links: LinkTable<Tab, Route>?
  /// Where the views run.
  package let platform: Platform
  private let schedule: @MainActor (@escaping @MainActor () -> Void) -> Void
  /// How many scenes show each window now.
  private var shown: [WindowID: Int] = [:]
  /// The windows asked to open with `openWindow(value:)`, whose scene has not appeared yet.
  private var requested: Set<WindowID> = []
  /// Whether the windows to open at launch were given.
  private var hasLaunched = false
  /// The navigator of each window whose bindings were made: they go when
  /// the window closes (its navigator is kept for reopening; its views are not).
  private var shownNavigators: [WindowID: Navigator<Tab, Route>] = [:]

  /// Decisions for `windows`; from now on, those kept in its host slot.
  ///
  /// - Parameters:
  ///   - windows: The windows and their navigators.
  ///   - links: The app's links (`nil` without links).
  package convenience init(_ windows: WindowNavigator<Tab, Route>, links: LinkTable<Tab, Route>? = nil) {
    self.init(windows, links: links, platform: .current, schedule: { job in Task { @MainActor in job() } })
  }

  /// Decisions for `windows`, on `platform`, their later work run by
  /// `schedule`; from now on, those kept in its host slot.
  ///
  /// - Parameters:
  ///   - windows: The windows and their navigators.
  ///   - links: The app's links (`nil` without links).
  ///   - platform: Where the views run.
  ///   - schedule: Runs work on a later turn of the main actor (see ``NavigationBindings``).
  package init(
    _ windows: WindowNavigator<Tab, Route>, links: LinkTable<Tab, Route>? = nil, platform: Platform = .current,
    schedule: @escaping @MainActor (@escaping @MainActor () -> Void) -> Void
  ) {
    (weakWindows, self.links, self.platform, self.schedule) = (windows, links, platform, schedule)
    windows.hostSlot = self
    // However a window closes (at once, after the user's yes, by the app):
    // reopened, it is shown afresh, by new bindings.
    windows.observeWindows { [weak self] set in
      guard let self else { return }
      for (id, navigator) in shownNavigators where !set.contains(id) {
        shownNavigators[id] = nil
        NavigationBindings.attached(to: navigator)?.detach(from: navigator)
      }
    }
  }

  /// The decisions kept in `windows`' host slot: those made for it before,
  /// else new ones with `links`.
  ///
  /// - Parameters:
  ///   - windows: The windows and their navigators.
  ///   - links: The app's links (`nil` without links).
  /// - Returns: The decisions.
  package static func of(_ windows: WindowNavigator<Tab, Route>, links: LinkTable<Tab, Route>?) -> WindowBindings {
    windows.hostSlot as? WindowBindings ?? WindowBindings(windows, links: links)
  }

  /// The bindings of window `id`'s navigator (``NavigationBindings/of(_:)``),
  /// made on first use; `nil` while the window is not open. Each window
  /// has its own, so each adapts to its own width.
  ///
  /// - Parameter id: The window.
  /// - Returns: Its bindings.
  package func bindings(for id: WindowID) -> NavigationBindings<Tab, Route>? {
    guard let navigator = windows.navigator(for: id) else { return nil }
    shownNavigators[id] = navigator
    if let existing = NavigationBindings.attached(to: navigator) { return existing }
    return NavigationBindings(
      navigator, sizeClass: windows.sizeClass(of: id) ?? .compact, platform: platform, schedule: schedule)
  }

  // MARK: Scenes

  /// A scene of the window group appeared, presenting `value` (`nil` when
  /// SwiftUI has none to give): which window it shows. See the type's
  /// discussion for the rules.
  ///
  /// - Parameter value: The value SwiftUI passed in the scene's binding.
  /// - Returns: The window to show, whether the binding must be set to it,
  ///   or why the scene can show none.
  package func sceneAppeared(presenting value: WindowID?) -> WindowSceneDecision {
    let decision: WindowSceneDecision
    if let id = value {
      requested.remove(id)
      if !windows.windows.contains(id) {
        do {
          if windows.windows.closedWindow(id) != nil {
            try windows.reopen(id, cause: .restoration)
          } else {
            try windows.open(id, cause: .restoration)
          }
        } catch {
          return .refused(id, error)
        }
      }
      decision = .show(id)
    } else if let unshown = windows.windows.focusOrder.first(where: { (shown[$0] ?? 0) == 0 && !requested.contains($0) }
    ) {
      decision = .assign(unshown)
    } else {
      let id = windows.newWindowID(windows.windows)
      do {
        try windows.open(id, cause: .user)
      } catch {
        return .refused(id, error)
      }
      decision = .assign(id)
    }
    if let id = decision.window { shown[id, default: 0] += 1 }
    return decision
  }

  /// The scene that showed window `id` went away. On macOS the user closed
  /// the window (AppKit lets no scene go by itself): once no scene shows it,
  /// it closes in the window navigator with cause `.user`, so that it does
  /// not open again at the next launch (it can be reopened as it was left).
  /// A window whose navigation asks first (unsaved changes) waits for the
  /// user's answer: it is the window to open again, so that the question
  /// shows where the user is. Elsewhere the system may have let the scene
  /// go: the window stays open in the state (see the type's discussion).
  ///
  /// - Parameter id: The window the scene showed.
  /// - Returns: The window to open again with `openWindow(value:)`, if any.
  package func sceneDisappeared(showing id: WindowID) -> WindowID? {
    if let count = shown[id] { shown[id] = count > 1 ? count - 1 : nil }
    guard platform == .macOS, shown[id] == nil, (try? windows.close(id, cause: .user)) == .waiting else { return nil }
    requested.insert(id)
    return id
  }

  /// At launch, on a device of several scenes, the windows to ask SwiftUI
  /// for with `openWindow(value:)` (on a device of one scene the layer does
  /// not ask: SwiftUI would ignore it; the one scene shows the window in
  /// front, and the others stay in the state until a device of several
  /// scenes shows them),
  /// in order: the open windows no scene shows (nor was asked for), back to
  /// front, then the front window again when another had to be opened, so
  /// that it ends in front. Each is counted as asked for until its scene
  /// appears. Only the first call answers (the layer calls it when a scene
  /// first appears): later, a window without a scene is one the system let
  /// go of, which comes back when the user returns to it, not by itself.
  ///
  /// - Returns: The windows, in the order to open them.
  package func windowsToOpen() -> [WindowID] {
    guard !hasLaunched else { return [] }
    hasLaunched = true
    let order = windows.windows.focusOrder
    let missing = order.reversed().filter { (shown[$0] ?? 0) == 0 && !requested.contains($0) }
    guard !missing.isEmpty else { return [] }
    requested.formUnion(missing)
    if let front = order.first, !missing.contains(front) { return missing + [front] }
    return missing
  }

  /// Window `id`'s scene has the focus (its views read the value it
  /// publishes with `focusedSceneValue`): it is in front. Not when its scene
  /// becomes active: several are active at once (a Mac, Stage Manager).
  ///
  /// - Parameter id: The window.
  package func sceneBecameFocused(_ id: WindowID) {
    try? windows.focus(id, cause: .user)
  }

  /// Window `id`'s horizontal size class, as its scene reports it: the
  /// window's own, set in the window navigator and the window's bindings.
  ///
  /// - Parameters:
  ///   - sizeClass: The size class.
  ///   - id: The window.
  package func setSizeClass(_ sizeClass: SizeClass, of id: WindowID) {
    try? windows.setSizeClass(sizeClass, of: id)
    if let navigator = windows.navigator(for: id) {
      NavigationBindings.attached(to: navigator)?.setSizeClass(sizeClass)
    }
  }

  // MARK: Links

  /// What window `id`'s scene tells SwiftUI with
  /// `handlesExternalEvents(preferring:allowing:)`: it prefers the link of
  /// the place it shows (when the app's links print it), and allows any
  /// (`"*"`), so that SwiftUI gives a link to an open window rather than
  /// opening a scene of its own; the window navigator then routes it.
  ///
  /// - Parameter id: The window.
  /// - Returns: The strings it prefers and allows.
  package func externalEvents(for id: WindowID) -> (preferring: Set<String>, allowing: Set<String>) {
    guard let links, let state = windows.navigator(for: id)?.state, let link = try? links.link(for: state) else {
      return ([], ["*"])
    }
    return ([link], ["*"])
  }

  /// A link SwiftUI delivered to the scene of window `scene` (`nil`: a scene
  /// whose window is not decided yet): the window navigator opens it in the
  /// window its `windowForLink` gives, and the outcome says what the layer does.
  ///
  /// On a device of one scene (an iPhone: `supportsMultipleWindows` is
  /// false), `openWindow(value:)` does nothing, so the link opens in the
  /// window of the scene that received it, whatever `windowForLink` says.
  ///
  /// - Parameters:
  ///   - link: The link (`url.absoluteString`).
  ///   - scene: The window of the scene SwiftUI delivered it to.
  ///   - supportsMultipleWindows: Whether the device shows several windows
  ///     (SwiftUI's `supportsMultipleWindows`).
  /// - Returns: Where it opened and what to do.
  package func open(_ link: String, from scene: WindowID?, supportsMultipleWindows: Bool = true) -> WindowLinkOutcome {
    guard let links else {
      return WindowLinkOutcome(window: nil, error: .noMatch(matched: [], stoppedAt: nil), action: .none)
    }
    let window: WindowID
    do {
      if !supportsMultipleWindows, let scene {
        let rule = windows.windowForLink
        windows.windowForLink = { _, _, _ in scene }
        defer { windows.windowForLink = rule }
        window = try windows.open(link, with: links).window
      } else {
        window = try windows.open(link, with: links).window
      }
    } catch {
      return WindowLinkOutcome(window: nil, error: error, action: .none)
    }
    let action: WindowLinkOutcome.Action
    if window == scene {
      action = .none
    } else if scene == nil && (shown[window] ?? 0) == 0 {
      // The scene that received the link shows its window.
      shown[window, default: 0] += 1
      action = .assign(window)
    } else {
      if (shown[window] ?? 0) == 0 { requested.insert(window) }
      action = .openWindow(window)
    }
    return WindowLinkOutcome(window: window, error: nil, action: action)
  }
}

/// Which window a scene shows (see ``WindowBindings/sceneAppeared(presenting:)``).
package enum WindowSceneDecision: Hashable, Sendable {
  /// Show this window, which the scene's value names.
  case show(WindowID)
  /// Show this window, and set the scene's binding to it (SwiftUI keeps it for restoration).
  case assign(WindowID)
  /// The scene can show no window: the window could not be opened, with why.
  case refused(WindowID, NavigationError)

  /// The window shown, if any.
  package var window: WindowID? {
    switch self {
    case .show(let id), .assign(let id): id
    case .refused: nil
    }
  }
}

/// A link delivered to a scene: where it opened, and what the layer does.
package struct WindowLinkOutcome: Hashable, Sendable {
  /// What the layer does after the link is opened.
  package enum Action: Hashable, Sendable {
    /// Nothing: the link opened in the scene that received it (or not at all).
    case none
    /// Set the receiving scene's binding to this window.
    case assign(WindowID)
    /// Call `openWindow(value:)` with this window: SwiftUI brings its scene
    /// forward, or opens one.
    case openWindow(WindowID)
  }

  /// The window the link opened in; `nil` when it did not.
  package let window: WindowID?
  /// Why it did not open (a link that leads nowhere, or
  /// `LinkError.navigation(_:)` when its window refused it).
  package let error: LinkError?
  /// What the layer does.
  package let action: Action
}
