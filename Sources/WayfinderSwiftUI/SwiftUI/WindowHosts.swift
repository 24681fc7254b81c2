// The SwiftUI layer of several windows: where SwiftUI exists, and on Linux
// only in the SwiftUILayerTests target, against the test-only stand-in.
#if canImport(SwiftUI) && (!os(Linux) || SWIFTUI_STAND_IN)
  import SwiftUI
  import Wayfinder
  #if SWIFTUI_STAND_IN
    @_spi(WayfinderInternals) import WayfinderSwiftUI
  #endif

  /// The app's windows as a `WindowGroup(for: WindowID.self)`: each window
  /// of the window navigator in a scene of its own, showing `content` with
  /// that window's navigator, so each window has its own navigation and
  /// adapts to its own width. The scene system leads: SwiftUI opens,
  /// restores and closes the scenes, and each scene shows the window its
  /// restored value names (or the front-most window no scene shows, or a new
  /// one); links reach the window `windowForLink` gives. Every decision is
  /// made by an adapter kept in the window navigator's host slot, the first
  /// group given it making it (with its `links`). Each window's stacks are
  /// laid out as the hosts in `content` that draw them say.
  ///
  /// ```swift
  /// var body: some Scene {
  ///   NavigationWindowGroup(windows, links: links) { window, navigator in
  ///     NavigationStackHost(navigator) { Inbox() } screen: { route in Screen(route) }
  ///   }
  /// }
  /// ```
  ///
  /// The window in front is the one with the focus (`focusedSceneValue`),
  /// not the one that became active last: several windows are active at
  /// once on a Mac and in Stage Manager. On macOS a window the user closes
  /// is closed in the window navigator (a window with unsaved changes opens
  /// again to ask first). A window closed in the window navigator while its
  /// scene shows it takes its scene with it. On iOS and iPadOS SwiftUI does not
  /// tell a window the user closed from one the system let go of; the app
  /// closes it there when it knows (`windows.close(id, cause: .user)`, from
  /// UIKit's scene discard, say).
  public struct NavigationWindowGroup<Tab: Hashable & Sendable, Route: Hashable & Sendable, Content: View>: Scene {
    let windows: WindowNavigator<Tab, Route>
    let links: LinkTable<Tab, Route>?
    let content: (WindowID, Navigator<Tab, Route>) -> Content

    /// A window group of `windows`, each window showing `content`.
    ///
    /// - Parameters:
    ///   - windows: The app's windows.
    ///   - links: The app's links, to route the links SwiftUI delivers and
    ///     to say which each window prefers; `nil` for an app without links.
    ///   - content: A window's view, given its identity and its navigator.
    public init(
      _ windows: WindowNavigator<Tab, Route>, links: LinkTable<Tab, Route>? = nil,
      @ViewBuilder content: @escaping (WindowID, Navigator<Tab, Route>) -> Content
    ) {
      (self.windows, self.links, self.content) = (windows, links, content)
    }

    public var body: some Scene {
      let adapter = WindowBindings.of(windows, links: links)
      WindowGroup(for: WindowID.self) { value in
        WindowRoot(windows: adapter, value: value, content: content)
      }
    }
  }

  /// One scene: decides its window when it appears, then shows it, reports
  /// its size class and when it has the focus, states the links it prefers,
  /// and hands the links SwiftUI gives it to the adapter.
  struct WindowRoot<Tab: Hashable & Sendable, Route: Hashable & Sendable, Content: View>: View {
    let windows: WindowBindings<Tab, Route>
    let value: Binding<WindowID?>
    let content: (WindowID, Navigator<Tab, Route>) -> Content
    @State private var decision: WindowSceneDecision?
    @Environment(\.openWindow) private var openWindow
    @Environment(\.dismissWindow) private var dismissWindow
    @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows
    #if !os(macOS) && !SWIFTUI_STAND_IN_MACOS
      @Environment(\.horizontalSizeClass) private var horizontalSizeClass
      private var sizeClass: SizeClass { horizontalSizeClass == .compact ? .compact : .regular }
    #else
      private var sizeClass: SizeClass { .regular }
    #endif

    /// Written out: Xcode 27's `@State` is a macro, and a private one makes
    /// the memberwise initializer private (TN3211).
    init(
      windows: WindowBindings<Tab, Route>, value: Binding<WindowID?>,
      content: @escaping (WindowID, Navigator<Tab, Route>) -> Content
    ) {
      (self.windows, self.value, self.content) = (windows, value, content)
    }

    var body: some View {
      if let id = decision?.window, let bindings = windows.bindings(for: id) {
        content(id, bindings.navigator)
          // The window's links are read by a modifier of their own: a
          // change of its navigation evaluates that, not this root.
          .modifier(
            WindowLinks(windows: windows, id: id, supportsMultipleWindows: supportsMultipleWindows, perform: perform)
          )
          .modifier(WindowFocus(windows: windows, id: id))
          .onChange(of: sizeClass, initial: true) { windows.setSizeClass(sizeClass, of: id) }
          .onDisappear {
            // On macOS a window that asks first opens again, to ask there.
            if let again = windows.sceneDisappeared(showing: id), supportsMultipleWindows { openWindow(value: again) }
          }
      } else if case .refused? = decision {
        WindowUnavailable()
      } else if let id = decision?.window, supportsMultipleWindows {
        // The window it showed closed in the window navigator (the user's
        // yes to its question, the app): its scene goes too, rather than
        // open the window again.
        Color.clear.onAppear { dismissWindow(value: id) }
      } else {
        // A view that draws: an EmptyView's onAppear (and onOpenURL) may
        // never run, SwiftUI can leave it out (Kingfisher #1972, #1973).
        Color.clear
          .onAppear { decide() }
          .onOpenURL { url in
            perform(
              windows.open(url.absoluteString, from: nil, supportsMultipleWindows: supportsMultipleWindows))
          }
      }
    }

    /// Which window this scene shows; at launch, then (on the next turn,
    /// once SwiftUI's restored scenes have appeared) the windows no scene shows.
    private func decide() {
      let decided = windows.sceneAppeared(presenting: value.wrappedValue)
      if case .assign(let id) = decided { value.wrappedValue = id }
      decision = decided
      // On a device of one scene SwiftUI ignores openWindow: nothing is asked for.
      guard supportsMultipleWindows else { return }
      Task { @MainActor in
        for id in windows.windowsToOpen() { openWindow(value: id) }
      }
    }

    private func perform(_ outcome: WindowLinkOutcome) {
      switch outcome.action {
      case .none: break
      case .assign(let id):
        value.wrappedValue = id
        decision = .assign(id)
      case .openWindow(let id) where supportsMultipleWindows: openWindow(value: id)
      case .openWindow: break  // not on a device of one scene: `open` opened it here
      }
    }
  }

  /// Which window has the focus: each window publishes its identity to the
  /// views of the focused window (`focusedSceneValue`), and the window that
  /// reads its own is in front. Not the scene phase: several windows are
  /// active at once, and an active one is not necessarily in front (Apple's
  /// `ScenePhase.active`). Read by a modifier of its own: the focus moving
  /// evaluates this, not the window's root.
  struct WindowFocus<Tab: Hashable & Sendable, Route: Hashable & Sendable>: ViewModifier {
    let windows: WindowBindings<Tab, Route>
    let id: WindowID
    @FocusedValue(\.navigationWindow) private var focused

    func body(content: Content) -> some View {
      let window = FocusedNavigationWindow(group: ObjectIdentifier(windows), id: id)
      content
        .focusedSceneValue(\.navigationWindow, window)
        .onChange(of: focused == window, initial: true) {
          if focused == window { windows.sceneBecameFocused(id) }
        }
    }
  }

  /// A window of a window group, as its scene publishes it to the focused
  /// window's views: the group (the adapter beside its window navigator),
  /// so that two groups' windows of one name stay apart, and the window.
  struct FocusedNavigationWindow: Hashable {
    let group: ObjectIdentifier
    let id: WindowID
  }

  /// The key of ``FocusedNavigationWindow``.
  struct FocusedNavigationWindowKey: FocusedValueKey {
    typealias Value = FocusedNavigationWindow
  }

  extension FocusedValues {
    /// The window of a window group whose scene has the focus.
    var navigationWindow: FocusedNavigationWindow? {
      get { self[FocusedNavigationWindowKey.self] }
      set { self[FocusedNavigationWindowKey.self] = newValue }
    }
  }

  /// What a window says the links are it prefers
  /// (`handlesExternalEvents(preferring:allowing:)`, from the place it
  /// shows, so it reads the window's navigation), and where the links
  /// SwiftUI gives it go.
  struct WindowLinks<Tab: Hashable & Sendable, Route: Hashable & Sendable>: ViewModifier {
    let windows: WindowBindings<Tab, Route>
    let id: WindowID
    let supportsMultipleWindows: Bool
    let perform: @MainActor (WindowLinkOutcome) -> Void

    func body(content: Content) -> some View {
      let events = windows.externalEvents(for: id)
      content
        .handlesExternalEvents(preferring: events.preferring, allowing: events.allowing)
        .onOpenURL { url in
          perform(windows.open(url.absoluteString, from: id, supportsMultipleWindows: supportsMultipleWindows))
        }
    }
  }

  /// What a window whose navigation cannot be opened shows the user: a
  /// sentence in their language, not the error (the adapter's decision
  /// keeps that, see ``WindowSceneDecision/refused(_:_:)``).
  struct WindowUnavailable: View {
    var body: some View {
      ContentUnavailableView {
        Label {
          Text("Can’t Show This Window", bundle: .wayfinderSwiftUI, comment: "A window whose navigation is not open")
        } icon: {
          Image(systemName: "exclamationmark.triangle")
        }
      } description: {
        Text("Close this window and open another one.", bundle: .wayfinderSwiftUI, comment: "Under the title")
      }
    }
  }
#endif
