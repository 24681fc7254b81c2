// The SwiftUI layer of several windows: where SwiftUI exists, and on Linux
// only in the SwiftUILayerTests target, against the test-only stand-in.
#if canImport(SwiftUI) && (!os(Linux) || SWIFTUI_STAND_IN)
  import SwiftUI
  import Wayfinder
  #if SWIFTUI_STAND_IN
    @_spi(WayfinderInternals) import WayfinderSwiftUI
  #endif

  /// The app's windows as a `WindowGroup(for: WindowID.self)`: each window
  /// of the ``WindowBindings``' window navigator in a scene of its own,
  /// showing `content` with that window's bindings, so each window has its
  /// own navigation and adapts to its own width. SwiftUI keeps each
  /// window's identity and restores it; links reach the window `windowForLink`
  /// gives. Every decision is the adapter's.
  ///
  /// ```swift
  /// var body: some Scene {
  ///   NavigationWindowGroup(windows) { window, bindings in
  ///     NavigationStackHost(bindings.navigator) { Inbox() } screen: { route in Screen(route) }
  ///   }
  /// }
  /// ```
  public struct NavigationWindowGroup<Tab: Hashable & Sendable, Route: Hashable & Sendable, Content: View>: Scene {
    let windows: WindowBindings<Tab, Route>
    let content: (WindowID, NavigationBindings<Tab, Route>) -> Content

    /// A window group of `windows`, each window showing `content`.
    ///
    /// - Parameters:
    ///   - windows: The adapter of the app's windows.
    ///   - content: A window's view, given its identity and its bindings.
    public init(
      _ windows: WindowBindings<Tab, Route>,
      @ViewBuilder content: @escaping (WindowID, NavigationBindings<Tab, Route>) -> Content
    ) {
      (self.windows, self.content) = (windows, content)
    }

    public var body: some Scene {
      WindowGroup(for: WindowID.self) { value in
        WindowRoot(windows: windows, value: value, content: content)
      }
    }
  }

  /// One scene: decides its window when it appears, then shows it, reports
  /// its size class and when it is in front, states the links it prefers,
  /// and hands the links SwiftUI gives it to the adapter.
  struct WindowRoot<Tab: Hashable & Sendable, Route: Hashable & Sendable, Content: View>: View {
    let windows: WindowBindings<Tab, Route>
    let value: Binding<WindowID?>
    let content: (WindowID, NavigationBindings<Tab, Route>) -> Content
    @State private var decision: WindowSceneDecision?
    @Environment(\.openWindow) private var openWindow
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows
    #if !os(macOS) && !SWIFTUI_STAND_IN_MACOS
      @Environment(\.horizontalSizeClass) private var horizontalSizeClass
      private var sizeClass: SizeClass { horizontalSizeClass == .compact ? .compact : .regular }
    #else
      private var sizeClass: SizeClass { .regular }
    #endif

    var body: some View {
      if let id = decision?.window, let bindings = windows.bindings(for: id) {
        content(id, bindings)
          // The window's links are read by a modifier of their own: a
          // change of its navigation evaluates that, not this root.
          .modifier(
            WindowLinks(windows: windows, id: id, supportsMultipleWindows: supportsMultipleWindows, perform: perform)
          )
          .onChange(of: sizeClass, initial: true) { windows.setSizeClass(sizeClass, of: id) }
          .onChange(of: scenePhase == .active, initial: true) {
            if scenePhase == .active { windows.sceneBecameActive(id) }
          }
          .onDisappear { windows.sceneDisappeared(showing: id) }
      } else if case .refused? = decision {
        WindowUnavailable()
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
