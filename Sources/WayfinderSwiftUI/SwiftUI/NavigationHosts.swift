// The SwiftUI layer: where SwiftUI exists, and on Linux only in the
// SwiftUITypeCheck target, against the test-only stand-in (Tests/SwiftUIShim).
#if canImport(SwiftUI) && (!os(Linux) || SWIFTUI_TYPE_CHECK)
  import SwiftUI
  import Wayfinder
  #if SWIFTUI_TYPE_CHECK
    import WayfinderSwiftUI
  #endif

  /// A stack (a tab's, or the app's one): a `NavigationStack` per layer, each
  /// screen chosen by `screen` from its route, sheets and covers presented
  /// from the state. The navigator is in the environment of every screen:
  /// `@Environment(Navigator<Tab, Route>.self) var navigator`.
  public struct NavigationStackHost<Tab: Hashable & Sendable, Route: Hashable & Sendable, Root: View, Screen: View>:
    View
  {
    let bindings: NavigationBindings<Tab, Route>
    let tab: Tab?
    let root: Root
    let screen: (Route) -> Screen

    /// The stack of `tab` (`nil`: the app's one stack), with `root` at its
    /// root and `screen` for each route.
    public init(
      _ bindings: NavigationBindings<Tab, Route>, tab: Tab? = nil, @ViewBuilder root: () -> Root,
      @ViewBuilder screen: @escaping (Route) -> Screen
    ) {
      (self.bindings, self.tab, self.root, self.screen) = (bindings, tab, root(), screen)
    }

    public var body: some View {
      SizeClassReader { sizeClass in
        LayerHost(
          bindings: bindings, source: .tab(tab), index: 0, sizeClass: sizeClass, root: AnyView(root),
          screen: { AnyView(screen($0.route)) })
      }
      .environment(bindings.navigator)
    }
  }

  /// A split of two or three columns in regular width, one stack in compact
  /// width, from the same state: a size-class change changes no state.
  /// `sidebar` and `content` get the selection binding their `List` uses.
  public struct NavigationSplitHost<
    Tab: Hashable & Sendable, Route: Hashable & Sendable, Sidebar: View, Content: View, Screen: View
  >: View {
    let bindings: NavigationBindings<Tab, Route>
    let tab: Tab?
    let sidebar: (Binding<Route?>) -> Sidebar
    let content: ((Route, Binding<Route?>) -> Content)?
    let screen: (Route) -> Screen

    /// Three columns: `content` shows the sidebar's selection, `screen` the
    /// content's selection and every screen pushed after it.
    public init(
      _ bindings: NavigationBindings<Tab, Route>, tab: Tab? = nil,
      @ViewBuilder sidebar: @escaping (Binding<Route?>) -> Sidebar,
      @ViewBuilder content: @escaping (Route, Binding<Route?>) -> Content,
      @ViewBuilder screen: @escaping (Route) -> Screen
    ) {
      (self.bindings, self.tab, self.sidebar, self.content, self.screen) = (bindings, tab, sidebar, content, screen)
    }

    public var body: some View {
      SizeClassReader { sizeClass in
        if sizeClass == .regular { split(sizeClass) } else { stack(sizeClass) }
      }
      .environment(bindings.navigator)
    }

    private func selection(atLevel level: Int, _ sizeClass: SizeClass) -> Binding<Route?> {
      Binding(
        get: { bindings.selection(atLevel: level, of: tab, sizeClass: sizeClass) },
        set: { bindings.write(.selection($0, columnLevel: level), sizeClass: sizeClass) })
    }

    /// What `element` shows: the content column's list at level 1 of three
    /// columns, else its screen.
    private func view(of element: PathElement<Route>, _ sizeClass: SizeClass) -> AnyView {
      guard element.level == 1, let content else { return AnyView(screen(element.route)) }
      return AnyView(content(element.route, selection(atLevel: 1, sizeClass)))
    }

    @ViewBuilder private func split(_ sizeClass: SizeClass) -> some View {
      let columns = bindings.scene(of: tab, sizeClass: sizeClass).columns
      let visibility = Binding<NavigationSplitViewVisibility>(
        get: { bindings.columnVisibility(of: tab).swiftUI },
        set: { bindings.write(.columnVisibility(ColumnVisibility($0), tab: tab), sizeClass: sizeClass) })
      let detail = LayerHost(
        bindings: bindings, source: .tab(tab), index: 0, sizeClass: sizeClass,
        root: columns.last?.screen.route.map { AnyView(screen($0)) } ?? AnyView(EmptyView()),
        screen: { view(of: $0, sizeClass) })
      if let content, columns.count == 3 {
        NavigationSplitView(columnVisibility: visibility) {
          sidebar(selection(atLevel: 0, sizeClass))
        } content: {
          if let route = columns[1].screen.route { content(route, selection(atLevel: 1, sizeClass)) }
        } detail: {
          detail
        }
      } else {
        NavigationSplitView(columnVisibility: visibility) {
          sidebar(selection(atLevel: 0, sizeClass))
        } detail: {
          detail
        }
      }
    }

    /// Compact: one stack whose root is the sidebar, every selection a step of its path.
    private func stack(_ sizeClass: SizeClass) -> some View {
      LayerHost(
        bindings: bindings, source: .tab(tab), index: 0, sizeClass: sizeClass,
        root: AnyView(sidebar(selection(atLevel: 0, sizeClass))), screen: { view(of: $0, sizeClass) })
    }
  }

  extension NavigationSplitHost where Content == Never {
    /// Two columns: `screen` shows the sidebar's selection and every screen pushed after it.
    public init(
      _ bindings: NavigationBindings<Tab, Route>, tab: Tab? = nil,
      @ViewBuilder sidebar: @escaping (Binding<Route?>) -> Sidebar, @ViewBuilder screen: @escaping (Route) -> Screen
    ) {
      (self.bindings, self.tab, self.sidebar, self.content, self.screen) = (bindings, tab, sidebar, nil, screen)
    }
  }

  /// Tabs: a `TabView` bound to the selected tab (tapping the selected tab's
  /// item again pops it to its root), each tab's view from `content` (a
  /// stack or split host), and the modal over all tabs presented on it.
  public struct NavigationTabsHost<Tab: Hashable & Sendable, Route: Hashable & Sendable, Content: View, Screen: View>:
    View
  {
    let bindings: NavigationBindings<Tab, Route>
    let content: (Tab) -> Content
    let screen: (Route) -> Screen

    /// A tab view of the navigator's tabs, `content` for each, and `screen`
    /// for the screens of the modal over all tabs.
    public init(
      _ bindings: NavigationBindings<Tab, Route>, @ViewBuilder content: @escaping (Tab) -> Content,
      @ViewBuilder screen: @escaping (Route) -> Screen
    ) {
      (self.bindings, self.content, self.screen) = (bindings, content, screen)
    }

    public var body: some View {
      let tabs = bindings.displayedState.tabs?.order ?? []
      SizeClassReader { sizeClass in
        TabView(
          selection: Binding(
            get: { bindings.displayedState.selectedTab ?? tabs[0] },
            set: { bindings.write(.tab($0), sizeClass: sizeClass) })
        ) {
          ForEach(tabs, id: \.self) { tab in content(tab).tag(tab) }
        }
        .sheet(item: overTabs(.sheet, sizeClass)) { root($0, sizeClass) }
        #if !os(macOS)
          .fullScreenCover(item: overTabs(.cover, sizeClass)) { root($0, sizeClass) }
        #endif
      }
      .environment(bindings.navigator)
    }

    private func overTabs(_ presentation: Presentation, _ sizeClass: SizeClass) -> Binding<ModalItem<Route>?> {
      Binding(
        get: {
          let item = bindings.overTabsLayers(sizeClass: sizeClass).first?.modal
          return item?.presentation == presentation ? item : nil
        },
        set: { item in
          if item == nil, let shown = bindings.overTabsLayers(sizeClass: sizeClass).first?.modal {
            bindings.write(.dismissed(shown), sizeClass: sizeClass)
          }
        })
    }

    private func root(_ item: ModalItem<Route>, _ sizeClass: SizeClass) -> some View {
      LayerHost(
        bindings: bindings, source: .overTabs, index: 0, sizeClass: sizeClass, root: AnyView(screen(item.route)),
        screen: { AnyView(screen($0.route)) }
      ).onAppear { bindings.presentationCompleted() }
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
