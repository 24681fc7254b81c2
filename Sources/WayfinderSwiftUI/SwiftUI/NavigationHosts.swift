// The SwiftUI layer: where SwiftUI exists, and on Linux only in the
// SwiftUILayerTests target, against the test-only stand-in (Tests/SwiftUIShim).
#if canImport(SwiftUI) && (!os(Linux) || SWIFTUI_STAND_IN)
  import SwiftUI
  import Wayfinder
  #if SWIFTUI_STAND_IN
    @_spi(WayfinderInternals) import WayfinderSwiftUI
  #endif

  /// A stack (a tab's, or the app's one) of `navigator`'s state: a
  /// `NavigationStack` per layer, each screen chosen by `screen` from its
  /// route, sheets and covers presented from the state. The navigator is in
  /// the environment of every screen:
  /// `@Environment(Navigator<Tab, Route>.self) var navigator`.
  public struct NavigationStackHost<Tab: Hashable & Sendable, Route: Hashable & Sendable, Root: View, Screen: View>:
    View
  {
    let navigator: Navigator<Tab, Route>
    let bindings: NavigationBindings<Tab, Route>
    let location: StackLocation<Tab>
    let root: Root
    /// The screen of each route; `nil`: the tab host's.
    let screen: ((Route) -> Screen)?
    let presentation: (@MainActor (Route) -> RoutePresentation)?
    @Environment(\.overTabsScreen) private var tabHostScreens

    /// The stack at `location` (by default the app's one stack), with `root`
    /// at its root and `screen` for each route.
    ///
    /// - Parameters:
    ///   - navigator: The app's navigator (or the window's).
    ///   - location: The stack shown: `StackLocation.single`, or a tab's.
    ///   - presentation: How each route's screen is presented when it is
    ///     presented from this stack (by default, as the system presents it).
    ///   - root: The root screen.
    ///   - screen: The screen of each route.
    public init(
      _ navigator: Navigator<Tab, Route>, at location: StackLocation<Tab> = .single,
      presentation: (@MainActor (Route) -> RoutePresentation)? = nil,
      @ViewBuilder root: () -> Root, @ViewBuilder screen: @escaping (Route) -> Screen
    ) {
      self.init(navigator, at: location, presentation: presentation, root: root(), screen: screen)
    }

    init(
      _ navigator: Navigator<Tab, Route>, at location: StackLocation<Tab>,
      presentation: (@MainActor (Route) -> RoutePresentation)?, root: Root, screen: ((Route) -> Screen)?
    ) {
      (self.navigator, bindings, self.location) = (navigator, .of(navigator), location)
      (self.root, self.screen, self.presentation) = (root, screen, presentation)
    }

    public var body: some View {
      // Declared by the host that draws the stack (a host made and not drawn declares nothing).
      bindings.declare(layout: .stack, presentation: presentation, at: location)
      let screens = tabHostScreens.screens(screen)
      return SizeClassReader(bindings) { _ in
        LayerHost(
          bindings: bindings, id: LayerID(location),
          root: AnyView(root), screen: screens, rootPosition: LayerID(location).rootPosition)
      }
      .environment(navigator)
    }
  }

  extension NavigationStackHost where Screen == Never {
    /// The stack of `tab`, in a ``NavigationTabsHost``, with `root` at its
    /// root: each route's screen is the tab host's.
    ///
    /// - Parameters:
    ///   - navigator: The app's navigator (or the window's).
    ///   - tab: The tab whose stack it is.
    ///   - presentation: How each route's screen is presented when it is
    ///     presented from this stack (by default, as the system presents it).
    ///   - root: The root screen.
    public init(
      _ navigator: Navigator<Tab, Route>, tab: Tab, presentation: (@MainActor (Route) -> RoutePresentation)? = nil,
      @ViewBuilder root: () -> Root
    ) {
      self.init(navigator, at: .tab(tab), presentation: presentation, root: root(), screen: nil)
    }
  }

  /// A split of two or three columns in regular width, one stack in compact
  /// width, from the same state: a size-class change changes no state. The
  /// initializer used says how many columns. `sidebar` and `content` get
  /// the selection binding their `List` uses.
  public struct NavigationSplitHost<
    Tab: Hashable & Sendable, Route: Hashable & Sendable, Sidebar: View, Content: View, Screen: View
  >: View {
    let navigator: Navigator<Tab, Route>
    let bindings: NavigationBindings<Tab, Route>
    let location: StackLocation<Tab>
    /// The app's binding of the columns shown, if it keeps them.
    let columnVisibility: Binding<NavigationSplitViewVisibility>?
    let sidebar: (Binding<Route?>) -> Sidebar
    let content: ((Route, Binding<Route?>) -> Content)?
    /// The screen of each route; `nil`: the tab host's.
    let screen: ((Route) -> Screen)?
    let layout: NavigationLayout
    let presentation: (@MainActor (Route) -> RoutePresentation)?
    @Environment(\.overTabsScreen) private var tabHostScreens
    /// The zoom namespace of the split's root layer (see `LayerHost`).
    @Namespace private var zoomNamespace

    /// Three columns: `content` shows the sidebar's selection, `screen` the
    /// content's selection and every screen pushed after it.
    ///
    /// - Parameters:
    ///   - navigator: The app's navigator (or the window's).
    ///   - location: The stack the split shows: `StackLocation.single`, or a tab's.
    ///   - presentation: How each route's screen is presented when it is
    ///     presented from this stack (by default, as the system presents it).
    ///   - columnVisibility: The columns shown, if the app keeps them (by
    ///     default the host does, across size-class changes).
    ///   - sidebar: The sidebar, given its list's selection.
    ///   - content: The content column of the sidebar's selection, given its list's selection.
    ///   - screen: The screen of each route after them.
    public init(
      _ navigator: Navigator<Tab, Route>, at location: StackLocation<Tab> = .single,
      presentation: (@MainActor (Route) -> RoutePresentation)? = nil,
      columnVisibility: Binding<NavigationSplitViewVisibility>? = nil,
      @ViewBuilder sidebar: @escaping (Binding<Route?>) -> Sidebar,
      @ViewBuilder content: @escaping (Route, Binding<Route?>) -> Content,
      @ViewBuilder screen: @escaping (Route) -> Screen
    ) {
      self.init(
        navigator, at: location, layout: .threeColumns, presentation: presentation,
        columnVisibility: columnVisibility, sidebar: sidebar, content: content, screen: screen)
    }

    init(
      _ navigator: Navigator<Tab, Route>, at location: StackLocation<Tab>, layout: NavigationLayout,
      presentation: (@MainActor (Route) -> RoutePresentation)?,
      columnVisibility: Binding<NavigationSplitViewVisibility>?,
      sidebar: @escaping (Binding<Route?>) -> Sidebar, content: ((Route, Binding<Route?>) -> Content)?,
      screen: ((Route) -> Screen)?
    ) {
      (self.navigator, bindings, self.location, self.layout) = (navigator, .of(navigator), location, layout)
      (self.presentation, self.columnVisibility) = (presentation, columnVisibility)
      (self.sidebar, self.content, self.screen) = (sidebar, content, screen)
    }

    public var body: some View {
      // Declared by the host that draws the stack (a host made and not drawn declares nothing).
      bindings.declare(layout: layout, presentation: presentation, at: location)
      let screens = tabHostScreens.screens(screen)
      return SizeClassReader(bindings) { sizeClass in
        if sizeClass == .regular { split(sizeClass, screen: screens) } else { stack(sizeClass, screen: screens) }
      }
      // Presented from here, not from the split's or the stack's layer, so
      // that a size-class change, which replaces those, dismisses nothing.
      .modifier(LayerPresentations(bindings: bindings, id: LayerID(location), screen: screens))
      .environment(\.zoomNamespace, zoomNamespace)
      .environment(navigator)
    }

    /// The selection of a list `column`, written with the size class it was built for.
    private func selection(_ column: Int, _ sizeClass: SizeClass) -> Binding<Route?> {
      let id = ColumnID(location, column: column)
      return Binding(
        get: { bindings.selection(id) },
        set: { bindings.write(.selection($0, column: id), sizeClass: sizeClass) })
    }

    /// The last list column's selection: the detail column's root.
    private var lists: Int { content == nil ? 1 : 2 }

    @ViewBuilder private func split(_ sizeClass: SizeClass, screen: @escaping (Route) -> AnyView) -> some View {
      let visibility =
        columnVisibility
        ?? Binding<NavigationSplitViewVisibility>(
          get: { bindings.columnVisibility(of: location).swiftUI },
          set: { bindings.write(.columnVisibility(ColumnVisibility($0), location: location), sizeClass: sizeClass) })
      let detailRoot = bindings.selection(ColumnID(location, column: lists - 1))
      // Each column's root is the screen at the depth of its column.
      let detail = LayerHost(
        bindings: bindings, id: LayerID(location),
        root: detailRoot.map(screen) ?? AnyView(EmptyView()), screen: screen,
        rootPosition: detailRoot == nil ? nil : position(lists), presents: false)
      let sidebarColumn = sidebar(selection(0, sizeClass)).environment(\.stackPosition, position(0))
      if let content {
        NavigationSplitView(columnVisibility: visibility) {
          sidebarColumn
        } content: {
          if let route = bindings.selection(ColumnID(location, column: 0)) {
            content(route, selection(1, sizeClass)).environment(\.stackPosition, position(1))
          }
        } detail: {
          detail
        }
      } else {
        NavigationSplitView(columnVisibility: visibility) {
          sidebarColumn
        } detail: {
          detail
        }
      }
    }

    /// The position of the screen at `depth` in the split's stack.
    private func position(_ depth: Int) -> AnyStackPosition { AnyStackPosition(StackPosition(location, depth: depth)) }

    /// Compact: one stack whose root is the sidebar, every selection a step of its path.
    private func stack(_ sizeClass: SizeClass, screen: @escaping (Route) -> AnyView) -> some View {
      LayerHost(
        bindings: bindings, id: LayerID(location),
        root: AnyView(sidebar(selection(0, sizeClass))),
        screen: { route in
          // Of three columns, the screen at depth 1 is the content column's list.
          if let content, bindings.path(of: LayerID(location)).first?.route == route {
            return AnyView(content(route, selection(1, sizeClass)))
          }
          return screen(route)
        }, rootPosition: position(0), presents: false)
    }
  }

  extension NavigationSplitHost where Content == Never {
    /// Two columns: `screen` shows the sidebar's selection and every screen pushed after it.
    ///
    /// - Parameters:
    ///   - navigator: The app's navigator (or the window's).
    ///   - location: The stack the split shows: `StackLocation.single`, or a tab's.
    ///   - presentation: How each route's screen is presented when it is
    ///     presented from this stack (by default, as the system presents it).
    ///   - columnVisibility: The columns shown, if the app keeps them (by
    ///     default the host does, across size-class changes).
    ///   - sidebar: The sidebar, given its list's selection.
    ///   - screen: The screen of each route after it.
    public init(
      _ navigator: Navigator<Tab, Route>, at location: StackLocation<Tab> = .single,
      presentation: (@MainActor (Route) -> RoutePresentation)? = nil,
      columnVisibility: Binding<NavigationSplitViewVisibility>? = nil,
      @ViewBuilder sidebar: @escaping (Binding<Route?>) -> Sidebar, @ViewBuilder screen: @escaping (Route) -> Screen
    ) {
      self.init(
        navigator, at: location, layout: .twoColumns, presentation: presentation,
        columnVisibility: columnVisibility, sidebar: sidebar, content: nil, screen: screen)
    }
  }

  extension NavigationSplitHost where Screen == Never {
    /// The split of three columns of `tab`, in a ``NavigationTabsHost``:
    /// `content` shows the sidebar's selection, the tab host's screen each
    /// route after it.
    ///
    /// - Parameters:
    ///   - navigator: The app's navigator (or the window's).
    ///   - tab: The tab whose stack the split shows.
    ///   - presentation: How each route's screen is presented when it is
    ///     presented from this stack (by default, as the system presents it).
    ///   - columnVisibility: The columns shown, if the app keeps them (by
    ///     default the host does, across size-class changes).
    ///   - sidebar: The sidebar, given its list's selection.
    ///   - content: The content column of the sidebar's selection, given its list's selection.
    public init(
      _ navigator: Navigator<Tab, Route>, tab: Tab, presentation: (@MainActor (Route) -> RoutePresentation)? = nil,
      columnVisibility: Binding<NavigationSplitViewVisibility>? = nil,
      @ViewBuilder sidebar: @escaping (Binding<Route?>) -> Sidebar,
      @ViewBuilder content: @escaping (Route, Binding<Route?>) -> Content
    ) {
      self.init(
        navigator, at: .tab(tab), layout: .threeColumns, presentation: presentation,
        columnVisibility: columnVisibility, sidebar: sidebar, content: content, screen: nil)
    }
  }

  extension NavigationSplitHost where Content == Never, Screen == Never {
    /// The split of two columns of `tab`, in a ``NavigationTabsHost``: the
    /// tab host's screen shows the sidebar's selection and every route after it.
    ///
    /// - Parameters:
    ///   - navigator: The app's navigator (or the window's).
    ///   - tab: The tab whose stack the split shows.
    ///   - presentation: How each route's screen is presented when it is
    ///     presented from this stack (by default, as the system presents it).
    ///   - columnVisibility: The columns shown, if the app keeps them (by
    ///     default the host does, across size-class changes).
    ///   - sidebar: The sidebar, given its list's selection.
    public init(
      _ navigator: Navigator<Tab, Route>, tab: Tab, presentation: (@MainActor (Route) -> RoutePresentation)? = nil,
      columnVisibility: Binding<NavigationSplitViewVisibility>? = nil,
      @ViewBuilder sidebar: @escaping (Binding<Route?>) -> Sidebar
    ) {
      self.init(
        navigator, at: .tab(tab), layout: .twoColumns, presentation: presentation,
        columnVisibility: columnVisibility, sidebar: sidebar, content: nil, screen: nil)
    }
  }

  /// Tabs: a `TabView` bound to the selected tab, one tab per tab of the
  /// state, labelled by `label`, showing `content` (the tab's stack or split
  /// host, given no screens of its own), and every screen, in the tabs and
  /// in the modal over all tabs, from the one `screen`. The modal over all
  /// tabs is presented from the top of the selected tab's layers. A state
  /// without tabs shows nothing.
  ///
  /// On iOS 18, macOS 15, visionOS 2 and later, `Tab`s, grouped in
  /// `TabSection`s by their labels' sections, shown as a tab bar or as a
  /// sidebar (`.sidebarAdaptable`) from the same state: the selection is the
  /// navigation state's selected tab in both forms, each tab keeps its stack
  /// when the form or the width changes, and the search tab is a tab like
  /// the others. Before, the same tabs as `tabItem`s. The user's reordering
  /// and hiding of tabs is view state: pass a binding to where the app keeps
  /// it (`tabViewCustomization(_:)`), or none; each tab and each section has
  /// a customization identifier, so both are kept.
  public struct NavigationTabsHost<Tab: Hashable & Sendable, Route: Hashable & Sendable, Content: View, Screen: View>:
    View
  {
    let navigator: Navigator<Tab, Route>
    let bindings: NavigationBindings<Tab, Route>
    let label: (Tab) -> TabLabel
    let content: (Tab) -> Content
    let screen: (Route) -> Screen
    let presentation: (@MainActor (Route) -> RoutePresentation)?
    /// What is passed through to the `TabView` (see `TabViewOptions.swift`).
    var options = TabViewOptions()

    /// A tab view of the navigator's tabs, each labelled by `label` and
    /// showing `content`, and `screen` for every screen.
    ///
    /// - Parameters:
    ///   - navigator: The app's navigator (or the window's).
    ///   - label: Each tab's title, symbol, role and section.
    ///   - presentation: How each screen of the modal over all tabs is
    ///     presented (by default, as the system presents it).
    ///   - content: Each tab's view: a `NavigationStackHost` or a
    ///     `NavigationSplitHost` of the tab (`tab:`), whose screens are `screen`'s.
    ///   - screen: The screen of each route, in every tab and over them.
    public init(
      _ navigator: Navigator<Tab, Route>, label: @escaping (Tab) -> TabLabel,
      presentation: (@MainActor (Route) -> RoutePresentation)? = nil,
      @ViewBuilder content: @escaping (Tab) -> Content, @ViewBuilder screen: @escaping (Route) -> Screen
    ) {
      (self.navigator, bindings, self.presentation) = (navigator, .of(navigator), presentation)
      (self.label, self.content, self.screen) = (label, content, screen)
    }

    public var body: some View {
      bindings.declare(layout: nil, presentation: presentation, at: .modalOverTabs)
      return hostedTabView
    }

    /// The screens are handed down from here, which reads nothing the
    /// navigator changes but its tabs: a tab switch evaluates the tab view,
    /// not every view the screens reach.
    @ViewBuilder private var hostedTabView: some View {
      if !bindings.tabs.isEmpty {
        HostedTabView(bindings: bindings, label: label, content: content, options: options)
          .modifier(OverTabsPresentations(bindings: bindings, screen: screen))
          .environment(navigator)
      }
    }
  }

  /// The tab view of a ``NavigationTabsHost``: of `Tab`s, in `TabSection`s,
  /// where the system has them (iOS 18, macOS 15, visionOS 2), else of
  /// `tabItem`s; bound to the selected tab.
  struct HostedTabView<Tab: Hashable & Sendable, Route: Hashable & Sendable, Content: View>: View {
    let bindings: NavigationBindings<Tab, Route>
    let label: (Tab) -> TabLabel
    let content: (Tab) -> Content
    let options: TabViewOptions
    #if SWIFTUI_STAND_IN
      /// The release the stand-in's device plays: `#available` is always true on Linux.
      @Environment(\.standInRelease) private var release
    #endif

    var body: some View {
      if let selected = bindings.selectedTab { options.applied(to: tabView(showing: selected)) }
    }

    /// Whether the system has the tabs of iOS 18 (where `#available` says so).
    private var hasTabsOfIOS18: Bool {
      #if SWIFTUI_STAND_IN
        release >= 18
      #else
        true
      #endif
    }

    /// The tab view: of `Tab`s where the system has them, else of `tabItem`s.
    private func tabView(showing selected: Tab) -> AnyView {
      let selection = bindings.tabSelection(showing: selected)
      if #available(iOS 18, macOS 15, visionOS 2, *), hasTabsOfIOS18 {
        return AnyView(TabView(selection: selection) { tabs }.tabViewStyle(.sidebarAdaptable))
      }
      return AnyView(
        TabView(selection: selection) {
          ForEach(bindings.tabs, id: \.self) { tab in
            let tabLabel = label(tab)
            content(tab)
              .tabItem {
                Label {
                  Text(verbatim: tabLabel.title)
                } icon: {
                  Image(systemName: tabLabel.systemImage)
                }
              }
              .tag(tab)
          }
        })
    }

    /// The tabs of iOS 18: groups keep their identity while others change (a
    /// tab that changes section is built again in its new one, from its state).
    @available(iOS 18, macOS 15, visionOS 2, *)
    @TabContentBuilder<Tab> private var tabs: some TabContent<Tab> {
      let ids = TabLabel.customizationIDs(bindings.tabs, label: label)
      ForEach(TabGroup.grouping(bindings.tabs, by: label)) { group in
        if let section = group.section {
          // Its identifier keeps a person's order of its tabs.
          TabSection(section) { ForEach(group.tabs, id: \.self) { tab(for: $0, id: ids[$0]) } }
            .customizationID(group.customizationID(tabIDs: ids))
        } else {
          ForEach(group.tabs, id: \.self) { tab(for: $0, id: ids[$0]) }
        }
      }
    }

    /// A tab, with its customization identifier (unique among the tabs).
    @available(iOS 18, macOS 15, visionOS 2, *)
    private func tab(for tab: Tab, id: String?) -> some TabContent<Tab> {
      let label = label(tab)
      return SwiftUI.Tab(label.title, systemImage: label.systemImage, value: tab, role: label.isSearch ? .search : nil)
      {
        content(tab)
      }
      .customizationID(id ?? String(reflecting: tab))
    }
  }

  /// The modal over all tabs, presented from the tab view itself while the
  /// selected tab shows no modal of its own (``LayerID/tabView``; from the
  /// top of that tab's modals otherwise), with the screens the tab host was
  /// given, which it also hands to each tab's stack or split host given
  /// none (`overTabsScreen`). (The tab host puts the navigator in every
  /// tab's environment.)
  struct OverTabsPresentations<Tab: Hashable & Sendable, Route: Hashable & Sendable, Screen: View>: ViewModifier {
    let bindings: NavigationBindings<Tab, Route>
    let screen: (Route) -> Screen

    func body(content: Content) -> some View {
      content
        .modifier(LayerPresentations(bindings: bindings, id: .tabView, screen: { AnyView(screen($0)) }))
        .environment(
          \.overTabsScreen, OverTabsScreens { [screen] route in (route as? Route).map { AnyView(screen($0)) } }
        )
    }
  }

  extension Optional where Wrapped == OverTabsScreens {
    /// `own` screens, else (a tab's stack or split host given none) the tab host's.
    @MainActor func screens<Route: Hashable & Sendable, Screen: View>(_ own: ((Route) -> Screen)?)
      -> (Route) -> AnyView
    {
      if let own { return { AnyView(own($0)) } }
      return { [self] route in self?.screen(route) ?? AnyView(EmptyView()) }
    }
  }

  extension NavigationBindings {
    /// The selection a `TabView` binds: the selected tab (`fallback` while
    /// there is none); a tap writes ``SwiftUIWrite/tab(_:)``, with the size
    /// class the tab view was built for (it reads it, so a resize builds it again).
    func tabSelection(showing fallback: Tab) -> Binding<Tab> {
      let sizeClass = self.sizeClass
      return Binding(get: { self.selectedTab ?? fallback }, set: { self.write(.tab($0), sizeClass: sizeClass) })
    }
  }

  extension ColumnVisibility {
    /// SwiftUI's value.
    var swiftUI: NavigationSplitViewVisibility {
      switch self {
      case .automatic: .automatic
      case .all: .all
      case .doubleColumn: .doubleColumn
      case .detailOnly: .detailOnly
      }
    }

    /// The visibility of SwiftUI's `value`.
    init(_ value: NavigationSplitViewVisibility) {
      self =
        switch value {
        case .all: .all
        case .doubleColumn: .doubleColumn
        case .detailOnly: .detailOnly
        default: .automatic
        }
    }
  }
#endif
