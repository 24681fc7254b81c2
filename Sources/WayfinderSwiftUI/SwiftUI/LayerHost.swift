// The SwiftUI layer: where SwiftUI exists, and on Linux only in the
// SwiftUITypeCheck target, against the test-only stand-in (Tests/SwiftUIShim).
#if canImport(SwiftUI) && (!os(Linux) || SWIFTUI_TYPE_CHECK)
  import SwiftUI
  import Wayfinder
  #if SWIFTUI_TYPE_CHECK
    import WayfinderSwiftUI
  #endif

  /// Where a layer host reads its layers: a tab's stack, or the modal over all tabs.
  enum LayerSource<Tab: Hashable & Sendable> {
    case tab(Tab?)
    case overTabs
  }

  /// One layer: a `NavigationStack` bound to its path, presenting the next
  /// layer as a sheet or a cover. Every binding reads ``NavigationBindings``
  /// and writes through it; nothing is decided here.
  struct LayerHost<Tab: Hashable & Sendable, Route: Hashable & Sendable>: View {
    let bindings: NavigationBindings<Tab, Route>
    let source: LayerSource<Tab>
    let index: Int
    let sizeClass: SizeClass
    let root: AnyView
    let screen: (PathElement<Route>) -> AnyView

    private var layer: NavigationLayer<Route>? {
      let layers =
        switch source {
        case .tab(let tab): bindings.layers(of: tab, sizeClass: sizeClass)
        case .overTabs: bindings.overTabsLayers(sizeClass: sizeClass)
        }
      return index < layers.count ? layers[index] : nil
    }

    private var tab: Tab? { if case .tab(let tab) = source { tab } else { nil } }

    var body: some View {
      let layer = self.layer
      let path = Binding<[PathElement<Route>]>(
        get: { layer?.path ?? [] },
        set: { bindings.write(.path($0, layerModal: layer?.modal, tab: tab), sizeClass: sizeClass) })
      NavigationStack(path: path) {
        root.navigationDestination(for: PathElement<Route>.self, destination: screen)
      }
      .sheet(item: presented(.sheet, by: layer)) { next($0).onAppear { bindings.presentationCompleted() } }
      #if !os(macOS)
        .fullScreenCover(item: presented(.cover, by: layer)) { next($0).onAppear { bindings.presentationCompleted() } }
      #endif
    }

    /// The modal `layer` presents as `presentation`; set to `nil` by a drag down.
    private func presented(_ presentation: Presentation, by layer: NavigationLayer<Route>?) -> Binding<
      ModalItem<Route>?
    > {
      Binding(
        get: { layer?.presented?.presentation == presentation ? layer?.presented : nil },
        set: { item in
          if item == nil, let shown = layer?.presented { bindings.write(.dismissed(shown), sizeClass: sizeClass) }
        })
    }

    private func next(_ item: ModalItem<Route>) -> LayerHost {
      LayerHost(
        bindings: bindings, source: source, index: index + 1, sizeClass: sizeClass,
        root: screen(PathElement(level: item.level, route: item.route)), screen: screen)
    }
  }

  /// Reads the horizontal size class (regular on macOS, which has none).
  struct SizeClassReader<Content: View>: View {
    #if !os(macOS)
      @Environment(\.horizontalSizeClass) private var horizontalSizeClass
      private var sizeClass: SizeClass { horizontalSizeClass == .compact ? .compact : .regular }
    #else
      private var sizeClass: SizeClass { .regular }
    #endif
    let content: (SizeClass) -> Content

    init(@ViewBuilder content: @escaping (SizeClass) -> Content) { self.content = content }

    var body: some View { content(sizeClass) }
  }
#endif
