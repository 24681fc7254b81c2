// The SwiftUI layer: where SwiftUI exists, and on Linux only in the
// SwiftUILayerTests target, against the test-only stand-in (Tests/SwiftUIShim).
#if canImport(SwiftUI) && (!os(Linux) || SWIFTUI_STAND_IN)
  import Observation
  import SwiftUI
  import Wayfinder
  #if SWIFTUI_STAND_IN
    @_spi(WayfinderInternals) import WayfinderSwiftUI
  #endif

  extension View {
    /// Marks this view as the anchor `id`: a popover of a route whose
    /// ``RoutePresentation/anchor`` is `id`, and a confirmation dialog whose
    /// anchor (`dialogAnchor(_:)`) is `id`, presented over this
    /// view's layer, point at it (on iPad; in compact width they show as
    /// sheets). While no view of the layer shows the anchor, they point at
    /// the layer's stack, as before.
    ///
    /// SwiftUI anchors a popover to "the view the modifier is attached to"
    /// and a confirmation dialog in regular width is a popover too: so the
    /// host attaches them here, while the state that asks for them stays in
    /// the navigator.
    ///
    /// - Parameter id: The anchor's identity, unique in its layer.
    /// - Returns: The view, marked.
    public func presentationAnchor(_ id: String) -> some View {
      modifier(PresentationAnchorMarker(id: id))
    }

    /// The anchor each confirmation dialog shown in this view (a host, or a
    /// view around one) points at in regular width, where it is a popover:
    /// the view marked ``presentationAnchor(_:)`` with the identity `anchor`
    /// gives the dialog, in the layer the dialog shows over. `nil`, or while
    /// no view shows that anchor, the layer's stack; a dialog that confirms
    /// a change for which this gives `nil` points at the host's own Back.
    ///
    /// - Parameter anchor: The anchor of each dialog.
    /// - Returns: The view, its dialogs anchored.
    public func dialogAnchor(_ anchor: @escaping @MainActor (Dialog) -> String?) -> some View {
      environment(\.dialogAnchors, DialogAnchors(anchor: anchor))
    }
  }

  /// The app's anchors of confirmation dialogs (`dialogAnchor(_:)`).
  /// (Only views call it, on the main actor.)
  struct DialogAnchors: @unchecked Sendable {
    let anchor: @MainActor (Dialog) -> String?
  }

  private struct DialogAnchorsKey: EnvironmentKey {
    static let defaultValue: DialogAnchors? = nil
  }

  extension EnvironmentValues {
    var dialogAnchors: DialogAnchors? {
      get { self[DialogAnchorsKey.self] }
      set { self[DialogAnchorsKey.self] = newValue }
    }
  }

  /// The anchors a layer's views show now, each with how many views show
  /// it: observed, so the layer's own presenters let an anchor that appears
  /// take what points at it.
  @Observable @MainActor final class PresentationAnchors {
    private var shown: [String: Int] = [:]

    func appeared(_ id: String) { shown[id, default: 0] += 1 }

    func disappeared(_ id: String) {
      guard let count = shown[id] else { return }
      shown[id] = count > 1 ? count - 1 : nil
    }

    /// Where something anchored to `anchor` is presented from: the anchor,
    /// while a view shows it; else `nil`, the layer's stack.
    func place(of anchor: String?) -> String? {
      guard let anchor, shown[anchor] != nil else { return nil }
      return anchor
    }

    /// The confirmation dialog the layer's stack shows (its anchor showed
    /// no view when it came): it stays there until it closes, though its
    /// anchor appears meanwhile. Moving it would dismiss it, and UIKit
    /// presents nothing while it animates out (`aDialogTakesFramesToLeave`).
    /// Not observed: it changes with the dialog shown, which its readers observe.
    @ObservationIgnored var dialogAtTheStack: Dialog?

    /// Where `dialog`, anchored to `anchor`, is presented from: as
    /// ``place(of:)``, but the stack while it shows there already.
    func place(of dialog: Dialog, anchoredTo anchor: String?) -> String? {
      dialogAtTheStack == dialog ? nil : place(of: anchor)
    }
  }

  /// What a layer gives its anchors: where they register, and the
  /// presentations attached to an anchor. (Only views use it, on the main actor.)
  struct PresentationAnchorContext: @unchecked Sendable {
    let anchors: PresentationAnchors
    let attach: @MainActor (String, AnyView) -> AnyView
  }

  private struct PresentationAnchorContextKey: EnvironmentKey {
    static let defaultValue: PresentationAnchorContext? = nil
  }

  extension EnvironmentValues {
    /// The anchors of the layer a view is in.
    var presentationAnchorContext: PresentationAnchorContext? {
      get { self[PresentationAnchorContextKey.self] }
      set { self[PresentationAnchorContextKey.self] = newValue }
    }
  }

  /// An anchor: the layer's popover and confirmation dialog that point at it
  /// are attached here while it shows.
  struct PresentationAnchorMarker: ViewModifier {
    let id: String
    @Environment(\.presentationAnchorContext) private var context

    @ViewBuilder func body(content: Content) -> some View {
      if let context {
        context.attach(id, AnyView(content))
          .onAppear { context.anchors.appeared(id) }
          .onDisappear { context.anchors.disappeared(id) }
      } else {
        content
      }
    }
  }

  extension LayerPresentations {
    /// The anchors' context: each anchor presents the popover and the
    /// confirmation dialog pointing at it.
    func anchorContext(_ sizeClass: SizeClass) -> PresentationAnchorContext {
      PresentationAnchorContext(anchors: anchors) { anchor, view in
        AnyView(
          view
            .popover(item: presented(.popover, sizeClass, at: anchor)) { item in
              next(item).onDisappear { disappeared(item) }
            }
            .modifier(DialogPresentation(bindings: bindings, id: id, anchors: anchors, place: anchor)))
      }
    }
  }
#endif
