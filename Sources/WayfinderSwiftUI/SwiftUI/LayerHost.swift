// The SwiftUI layer: where SwiftUI exists, and on Linux only in the
// SwiftUITypeCheck target, against the test-only stand-in (Tests/SwiftUIShim).
#if canImport(SwiftUI) && (!os(Linux) || SWIFTUI_TYPE_CHECK)
  import SwiftUI
  import Wayfinder
  #if SWIFTUI_TYPE_CHECK
    import WayfinderSwiftUI
  #endif

  /// One layer: a `NavigationStack` bound to its path, presenting the next
  /// layer as a sheet or a cover. Every binding reads ``NavigationBindings``
  /// and writes through it; nothing is decided here.
  struct LayerHost<Tab: Hashable & Sendable, Route: Hashable & Sendable>: View {
    let bindings: NavigationBindings<Tab, Route>
    let id: LayerID<Tab>
    let root: AnyView
    let screen: (Route) -> AnyView
    /// Whether this view presents the layer's modal itself; a split's root
    /// layer has it presented by the split host, whose view survives a
    /// size-class change (a presentation goes with the view that made it).
    var presents = true

    var body: some View {
      let path = Binding<[PathElement<Route>]>(
        get: { bindings.path(of: id) },
        set: { bindings.write(.path($0, layer: id), sizeClass: bindings.sizeClass) })
      let stack = NavigationStack(path: path) {
        root.navigationDestination(for: PathElement<Route>.self) { element in
          // A hidden Back button also turns off the swipe back: neither can leave this screen.
          screen(element.route).navigationBarBackButtonHidden(element.hidesBack)
        }
      }
      if presents {
        stack.modifier(LayerPresentations(bindings: bindings, id: id, screen: screen))
      } else {
        stack
      }
    }
  }

  /// The modal presented over layer `id`, as a sheet or a cover, with its
  /// own layers inside it.
  struct LayerPresentations<Tab: Hashable & Sendable, Route: Hashable & Sendable>: ViewModifier {
    let bindings: NavigationBindings<Tab, Route>
    let id: LayerID<Tab>
    let screen: (Route) -> AnyView
    @Environment(\.overTabsScreen) private var overTabsScreen

    func body(content: Content) -> some View {
      content
        .sheet(item: presented(.sheet), onDismiss: dismissed) { next($0) }
        #if !os(macOS)
          .fullScreenCover(item: presented(.cover), onDismiss: dismissed) { next($0) }
        #endif
    }

    /// The modal presented over this layer as `presentation`; set to `nil` by a drag down.
    private func presented(_ presentation: Presentation) -> Binding<ModalItem<Tab, Route>?> {
      Binding(
        get: { bindings.presented(over: id, as: presentation) },
        set: { item in
          if item == nil, let shown = bindings.presented(over: id, as: presentation) {
            bindings.write(.dismissed(shown), sizeClass: bindings.sizeClass)
          }
        })
    }

    /// `onDismiss`: runs once the dismissal has ended.
    private func dismissed() { bindings.presentationDidDismiss(presentedBy: id) }

    /// The layer `item` opens: its root screen, reporting when its transition has ended.
    private func next(_ item: ModalItem<Tab, Route>) -> some View {
      // The modal over all tabs shows the screens the tab view was given.
      let screens: (Route) -> AnyView =
        item.layer.location == .modalOverTabs
        ? { [overTabsScreen, screen] route in overTabsScreen?.screen(route) ?? screen(route) } : screen
      return LayerHost(bindings: bindings, id: item.layer, root: screens(item.route), screen: screens)
        .interactiveDismissDisabled(item.dismissalDisabled)
        .onAppear { bindings.presentationDidBegin(item.layer) }  // before the transition's first frame
        .background(TransitionEndReporter { bindings.presentationDidAppear(item.layer) })
    }
  }

  /// The screens of the modal over all tabs, from ``NavigationTabsHost``: the
  /// top layer of the selected tab presents it. (Only views call it, on the
  /// main actor.)
  struct OverTabsScreens: @unchecked Sendable {
    let screen: @MainActor (any Hashable & Sendable) -> AnyView?
  }

  private struct OverTabsScreenKey: EnvironmentKey {
    static let defaultValue: OverTabsScreens? = nil
  }

  extension EnvironmentValues {
    var overTabsScreen: OverTabsScreens? {
      get { self[OverTabsScreenKey.self] }
      set { self[OverTabsScreenKey.self] = newValue }
    }
  }

  /// Reads the horizontal size class (regular on macOS, which has none) and
  /// tells the bindings when it changes.
  struct SizeClassReader<Tab: Hashable & Sendable, Route: Hashable & Sendable, Content: View>: View {
    #if !os(macOS)
      @Environment(\.horizontalSizeClass) private var horizontalSizeClass
      private var sizeClass: SizeClass { horizontalSizeClass == .compact ? .compact : .regular }
    #else
      private var sizeClass: SizeClass { .regular }
    #endif
    let bindings: NavigationBindings<Tab, Route>
    let content: (SizeClass) -> Content

    init(_ bindings: NavigationBindings<Tab, Route>, @ViewBuilder content: @escaping (SizeClass) -> Content) {
      (self.bindings, self.content) = (bindings, content)
    }

    var body: some View {
      content(bindings.sizeClass)
        .onChange(of: sizeClass, initial: true) { bindings.setSizeClass(sizeClass) }
    }
  }
#endif
