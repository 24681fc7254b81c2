// The SwiftUI layer: where SwiftUI exists, and on Linux only in the
// SwiftUILayerTests target, against the test-only stand-in (Tests/SwiftUIShim).
#if canImport(SwiftUI) && (!os(Linux) || SWIFTUI_STAND_IN)
  import SwiftUI
  import Wayfinder
  #if SWIFTUI_STAND_IN
    @_spi(WayfinderInternals) import WayfinderSwiftUI
  #endif

  /// A link that pushes `route` on the stack it is in: `NavigationLink(value:)`
  /// without wrapping the route by hand.
  public struct RouteLink<Route: Hashable & Sendable, Label: View>: View {
    let route: Route
    let label: Label

    /// A link to `route`, shown as `label`.
    ///
    /// - Parameters:
    ///   - route: The route it pushes.
    ///   - label: What it shows.
    public init(value route: Route, @ViewBuilder label: () -> Label) {
      (self.route, self.label) = (route, label())
    }

    public var body: some View {
      NavigationLink(value: PathElement(pushing: route)) { label }
    }
  }

  extension RouteLink where Label == Text {
    /// A link to `route`, shown as `title`, as it is (not a localization key).
    ///
    /// - Parameters:
    ///   - title: What it shows.
    ///   - route: The route it pushes.
    public init(_ title: some StringProtocol, value route: Route) {
      self.init(value: route) { Text(verbatim: String(title)) }
    }
  }

  extension View {
    /// Marks this view as the zoom source `id`: a route whose
    /// ``RoutePresentation/zoomSource`` is `id`, pushed on this view's stack
    /// or presented over it, grows from it (iOS 18; elsewhere, or when the
    /// source is not on screen there, the default transition).
    ///
    /// - Parameter id: The source's identity.
    /// - Returns: The view, marked.
    public func zoomTransitionSource(_ id: String) -> some View {
      modifier(ZoomSourceMarker(id: id))
    }
  }

  /// Where zoom sources are told to the bindings, for the layer a view is in.
  struct ZoomSources {
    let appeared: @MainActor (String) -> Void
    let disappeared: @MainActor (String) -> Void
  }

  private struct ZoomSourcesKey: EnvironmentKey {
    static let defaultValue: ZoomSources? = nil
  }

  private struct ZoomNamespaceKey: EnvironmentKey {
    static let defaultValue: Namespace.ID? = nil
  }

  extension EnvironmentValues {
    var zoomSources: ZoomSources? {
      get { self[ZoomSourcesKey.self] }
      set { self[ZoomSourcesKey.self] = newValue }
    }

    /// The namespace of a host's zoom transitions: sources and destinations share it.
    var zoomNamespace: Namespace.ID? {
      get { self[ZoomNamespaceKey.self] }
      set { self[ZoomNamespaceKey.self] = newValue }
    }
  }

  struct ZoomSourceMarker: ViewModifier {
    let id: String
    @Environment(\.zoomSources) private var sources
    @Environment(\.zoomNamespace) private var namespace

    func body(content: Content) -> some View {
      marked(content)
        .onAppear { sources?.appeared(id) }
        .onDisappear { sources?.disappeared(id) }
    }

    @ViewBuilder private func marked(_ content: Content) -> some View {
      if #available(iOS 18, macOS 15, visionOS 2, *) {
        if let namespace { content.matchedTransitionSource(id: id, in: namespace) } else { content }
      } else {
        content
      }
    }
  }

  /// A pushed or presented screen's transition: a zoom from `source`, or the default.
  struct ZoomDestination: ViewModifier {
    let source: String?
    @Environment(\.zoomNamespace) private var namespace

    @ViewBuilder func body(content: Content) -> some View {
      #if os(macOS) || SWIFTUI_STAND_IN_MACOS
        content
      #else
        if #available(iOS 18, visionOS 2, *) {
          if let source, let namespace {
            content.navigationTransition(.zoom(sourceID: source, in: namespace))
          } else {
            content
          }
        } else {
          content
        }
      #endif
    }
  }

  /// A presented screen's detents, sizing and drag indicator.
  struct PresentedStyle: ViewModifier {
    let presentation: RoutePresentation

    func body(content: Content) -> some View {
      sized(
        content
          .presentationDetents(
            Set(presentation.detents.map(\.swiftUI)).union(presentation.detents.isEmpty ? [.large] : [])
          )
          .presentationDragIndicator(presentation.showsDragIndicator.map { $0 ? .visible : .hidden } ?? .automatic))
    }

    @ViewBuilder private func sized(_ view: some View) -> some View {
      if #available(iOS 18, macOS 15, visionOS 2, *) {
        switch presentation.sizing {
        case .automatic: view.presentationSizing(.automatic)
        case .page: view.presentationSizing(.page)
        case .form: view.presentationSizing(.form)
        case .fitted: view.presentationSizing(.fitted)
        }
      } else {
        view
      }
    }
  }

  extension RoutePresentation.Detent {
    /// SwiftUI's value.
    var swiftUI: PresentationDetent {
      switch self {
      case .medium: .medium
      case .large: .large
      case .fraction(let fraction): .fraction(CGFloat(fraction))
      case .height(let height): .height(CGFloat(height))
      }
    }
  }
#endif
