// The SwiftUI layer: where SwiftUI exists, and on Linux only in the
// SwiftUILayerTests target, against the test-only stand-in (Tests/SwiftUIShim).
#if canImport(SwiftUI) && (!os(Linux) || SWIFTUI_STAND_IN)
  import SwiftUI
  import Wayfinder
  #if SWIFTUI_STAND_IN
    @_spi(WayfinderInternals) import WayfinderSwiftUI
  #endif

  /// What the tab host passes through to its `TabView`: the modifiers that
  /// configure a tab view itself (its customization, those of iOS 26),
  /// applied to it in the order the app called them on the host.
  struct TabViewOptions {
    private var modifiers: [@MainActor (AnyView) -> AnyView] = []

    mutating func append(_ modifier: @escaping @MainActor (AnyView) -> AnyView) { modifiers.append(modifier) }

    /// `tabView` with the modifiers applied.
    @MainActor func applied(to tabView: some View) -> AnyView {
      modifiers.reduce(AnyView(tabView)) { view, modifier in modifier(view) }
    }
  }

  // The host's methods, with SwiftUI's names, so that `host.tabBarMinimizeBehavior(…)`
  // reaches the tab view inside it, not a view around it: each one call of
  // `passing(_:)`, whichever form of tab view the system shows.

  extension NavigationTabsHost {
    /// The host, passing `modifier` to its tab view too.
    private func passing(_ modifier: @escaping @MainActor (AnyView) -> AnyView) -> Self {
      var host = self
      host.options.append(modifier)
      return host
    }

    /// Where the user's reordering and hiding of tabs in the sidebar is
    /// kept (`@AppStorage`, say), if anywhere: passed to the tab view
    /// (`tabViewCustomization(_:)`, iOS 18).
    ///
    /// - Parameter customization: The customization's binding.
    /// - Returns: The host, configured.
    @available(iOS 18, macOS 15, visionOS 2, *)
    public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> Self {
      passing { AnyView($0.tabViewCustomization(customization)) }
    }

    /// Whether the tab bar minimizes, and when: passed to the tab view
    /// (`tabBarMinimizeBehavior(_:)`, iOS 26).
    ///
    /// - Parameter behavior: The behavior.
    /// - Returns: The host, configured.
    @available(iOS 26, macOS 26, visionOS 26, *)
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> Self {
      passing { AnyView($0.tabBarMinimizeBehavior(behavior)) }
    }

    /// A view above the tab bar (inline in it when it is minimized): passed
    /// to the tab view (`tabViewBottomAccessory(content:)`, iOS 26).
    ///
    /// - Parameter content: The accessory.
    /// - Returns: The host, configured.
    @available(iOS 26, *)
    @available(macOS, unavailable)
    @available(visionOS, unavailable)
    public func tabViewBottomAccessory<Accessory: View>(@ViewBuilder content: () -> Accessory) -> Self {
      let accessory = content()
      return passing { AnyView($0.tabViewBottomAccessory { accessory }) }
    }

    /// How search starts and ends in the search tab: with
    /// `.searchTabSelection`, selecting the search tab starts it, and
    /// dismissing it selects the tab selected before, which the navigation
    /// state records as the tab switch it is (`tabViewSearchActivation(_:)`,
    /// iOS 26; the tab view needs `searchable` for the search field).
    ///
    /// - Parameter activation: The activation.
    /// - Returns: The host, configured.
    @available(iOS 26, macOS 26, *)
    @available(visionOS, unavailable)
    public func tabViewSearchActivation(_ activation: TabSearchActivation) -> Self {
      passing { AnyView($0.tabViewSearchActivation(activation)) }
    }
  }

  /// A toolbar item that a sheet (or a pushed screen) zooms out of, as in
  /// iOS 26's toolbars: a route whose ``RoutePresentation/zoomSource`` is
  /// `id`, presented over the layer the toolbar is in, grows from it
  /// (`matchedTransitionSource(id:in:)` on toolbar content).
  ///
  /// ```swift
  /// .toolbar {
  ///   ZoomSourceToolbarItem("compose", placement: .topBarTrailing) {
  ///     Button("Compose", systemImage: "square.and.pencil") { try? navigator.present(.compose) }
  ///   }
  /// }
  /// ```
  @available(iOS 26, *)
  @available(macOS, unavailable)
  @available(visionOS, unavailable)
  public struct ZoomSourceToolbarItem<Content: View>: ToolbarContent {
    let id: String
    let placement: ToolbarItemPlacement
    let content: Content
    @Environment(\.zoomNamespace) private var namespace
    @Environment(\.zoomSources) private var sources
    /// A namespace for an item outside any host's layer (it zooms nothing).
    @Namespace private var ownNamespace

    /// A toolbar item at `placement` showing `content`, the zoom source `id`.
    ///
    /// - Parameters:
    ///   - id: The source's identity, unique in its layer.
    ///   - placement: Where in the toolbar.
    ///   - content: The item's view.
    public init(_ id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
      (self.id, self.placement, self.content) = (id, placement, content())
    }

    public var body: some ToolbarContent {
      ToolbarItem(placement: placement) {
        content
          .onAppear { [sources, id] in sources?.appeared(id) }
          .onDisappear { [sources, id] in sources?.disappeared(id) }
      }
      .matchedTransitionSource(id: id, in: namespace ?? ownNamespace)
    }
  }
#endif
