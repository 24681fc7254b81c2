// The SwiftUI layer: where SwiftUI exists, and on Linux only in the
// SwiftUILayerTests target, against the test-only stand-in (Tests/SwiftUIShim).
#if canImport(SwiftUI) && (!os(Linux) || SWIFTUI_STAND_IN)
  import SwiftUI
  import Wayfinder
  #if SWIFTUI_STAND_IN
    @_spi(WayfinderInternals) import WayfinderSwiftUI
  #endif

  /// One layer: a `NavigationStack` bound to its path, presenting the next
  /// layer as a sheet or a cover. Every binding reads ``NavigationBindings``
  /// and writes through it; nothing is decided here.
  struct LayerHost<Tab: Hashable & Sendable, Route: Hashable & Sendable>: View {
    let bindings: NavigationBindings<Tab, Route>
    let id: LayerID<Tab>
    let root: AnyView
    let screen: (Route) -> AnyView
    /// The position of the root screen (`\.stackPosition`), if it is one.
    var rootPosition: AnyStackPosition?
    /// Whether this view presents the layer's modal itself; a split's root
    /// layer has it presented by the split host, whose view survives a
    /// size-class change (a presentation goes with the view that made it).
    var presents = true
    /// The namespace of the layer's zoom transitions: its sources, the
    /// screens pushed on it and the modal presented over it share it (a
    /// split's root layer uses the split host's).
    @Namespace private var zoomNamespace

    var body: some View {
      // Writes carry the size class this view was built for (observed: a
      // view a resize keeps is built again; a late write from one it
      // removed is stale).
      let sizeClass = bindings.sizeClass
      let path = Binding<[PathElement<Route>]>(
        get: { bindings.path(of: id) },
        set: { bindings.write(.path($0, layer: id), sizeClass: sizeClass) })
      let sources = ZoomSources(
        appeared: { [bindings, id] in bindings.zoomSourceAppeared($0, in: id) },
        disappeared: { [bindings, id] in bindings.zoomSourceDisappeared($0, in: id) })
      let stack = NavigationStack(path: path) {
        root.navigationDestination(for: PathElement<Route>.self) { element in
          PushedScreen(bindings: bindings, layer: id, element: element, screen: screen(element.route))
            .modifier(ZoomDestination(source: bindings.zoomSource(for: element.route, from: id)))
        }
      }
      .environment(\.zoomSources, sources)
      // The root's position, which each pushed screen replaces with its own
      // (on the stack, not on the root: the root's view is then the same
      // view again, and SwiftUI does not build the pushed screens again).
      .environment(\.stackPosition, rootPosition)
      if presents {
        stack.modifier(LayerPresentations(bindings: bindings, id: id, screen: screen))
          .environment(\.zoomNamespace, zoomNamespace)
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
    /// The anchors the layer's views show (``View/presentationAnchor(_:)``).
    @State var anchors = PresentationAnchors()
    /// The inspector shown last: its content stays while it closes (SwiftUI
    /// builds the content again when the close starts; from the item, it
    /// would be empty, and report the dismissal ended at once).
    @State private var inspector: ModalItem<Tab, Route>?

    /// Written out: Xcode 27's `@State` is a macro, and a private one makes
    /// the memberwise initializer private (TN3211).
    init(bindings: NavigationBindings<Tab, Route>, id: LayerID<Tab>, screen: @escaping (Route) -> AnyView) {
      (self.bindings, self.id, self.screen) = (bindings, id, screen)
    }

    func body(content: Content) -> some View {
      let sizeClass = bindings.sizeClass
      content
        .environment(\.presentationAnchorContext, anchorContext(sizeClass))
        .sheet(item: presented(.sheet, sizeClass), onDismiss: { dismissed(.sheet) }) { next($0) }
        #if !os(macOS) && !SWIFTUI_STAND_IN_MACOS
          .fullScreenCover(item: presented(.cover, sizeClass), onDismiss: { dismissed(.cover) }) { next($0) }
        #endif
        // Popovers and inspectors take no onDismiss: their content's
        // onDisappear says the dismissal has ended. In compact width SwiftUI
        // shows both as sheets, from the same item. A popover whose anchor
        // a view shows is presented there (see `PresentationAnchors`).
        .popover(item: presented(.popover, sizeClass, at: nil)) { item in next(item).onDisappear { disappeared(item) } }
        #if !os(visionOS)  // no inspector there: the adapter presents it as a sheet (`Platform.visionOS`)
          .inspector(isPresented: inspectorShown(sizeClass)) {
            if let item = bindings.presented(over: id, as: .inspector) ?? inspector {
              next(item).onDisappear {
                inspector = nil
                disappeared(item)  // its content left: the close has ended
              }
            }
          }
          .onChange(of: bindings.presented(over: id, as: .inspector), initial: true) {
            if let shown = bindings.presented(over: id, as: .inspector) { inspector = shown }
          }
        #endif
        .modifier(DialogPresentation(bindings: bindings, id: id, anchors: anchors, place: nil))
        // Counts frames for the watchdog while a transition is awaited.
        .background { TransitionFrameCounter(bindings: bindings) }
    }

    /// Whether the inspector shows; set to `false` when the user closes it,
    /// to `true` by the Show Inspector command (or SwiftUI restoring it),
    /// which shows again the inspector the user hid over this screen.
    private func inspectorShown(_ sizeClass: SizeClass) -> Binding<Bool> {
      let item = presented(.inspector, sizeClass)
      return Binding(
        get: { item.wrappedValue != nil },
        set: { shown in
          if !shown {
            item.wrappedValue = nil
          } else if item.wrappedValue == nil {
            bindings.write(.inspectorShown(layer: id), sizeClass: sizeClass)
          }
        })
    }

    /// The modal presented over this layer as `presentation`; set to `nil`
    /// by a drag down, written with the size class the view was built for.
    /// A popover is presented from `place`: its anchor, while a view shows
    /// it, else (`nil`) the layer's stack.
    func presented(_ presentation: Presentation, _ sizeClass: SizeClass, at place: String? = nil)
      -> Binding<ModalItem<Tab, Route>?>
    {
      Binding(
        get: {
          guard let item = bindings.presented(over: id, as: presentation) else { return nil }
          guard presentation == .popover else { return item }
          return anchors.place(of: bindings.presentation(item.route, at: item.layer.location).anchor) == place
            ? item : nil
        },
        set: { item in
          if item == nil, let shown = bindings.presented(over: id, as: presentation) {
            bindings.write(.dismissed(shown), sizeClass: sizeClass)
          }
        })
    }

    /// `onDismiss` of the sheet or cover modifier: runs once the dismissal has ended.
    func dismissed(_ presentation: Presentation) {
      bindings.presentationEvent(.dismissed(presentation), presentedBy: id)
    }

    /// The content of `item` left the screen: a popover's or an inspector's dismissal has ended.
    func disappeared(_ item: ModalItem<Tab, Route>) {
      bindings.presentationEvent(.contentDisappeared(item), presentedBy: id)
    }

    /// The layer `item` opens: its root screen, reporting when its transition has ended.
    func next(_ item: ModalItem<Tab, Route>) -> some View {
      // The modal over all tabs shows the screens the tab view was given.
      let screens: (Route) -> AnyView =
        item.layer.location == .modalOverTabs
        ? { [overTabsScreen, screen] route in overTabsScreen?.screen(route) ?? screen(route) } : screen
      return LayerHost(
        bindings: bindings, id: item.layer, root: screens(item.route), screen: screens,
        rootPosition: item.layer.rootPosition
      )
      .modifier(PresentedStyle(presentation: bindings.presentation(item.route, at: item.layer.location)))
      .modifier(ZoomDestination(source: bindings.zoomSource(for: item.route, from: id, of: item.layer.location)))
      .interactiveDismissDisabled(item.dismissalDisabled)
      // Its onAppear runs before the transition's first frame.
      .onAppear { [id] in bindings.presentationEvent(.contentAppeared(item), presentedBy: id) }
      .background { reporter(item) }
    }

    /// What reports the end of `item`'s transition, and (on iOS) a drag of it.
    @ViewBuilder private func reporter(_ item: ModalItem<Tab, Route>) -> some View {
      #if canImport(UIKit) && !SWIFTUI_STAND_IN_MACOS
        TransitionEndReporter(
          ended: { [id] in bindings.presentationEvent(.transitionEnded(item), presentedBy: id) },
          dragged: { [id] began in
            bindings.presentationEvent(began ? .dragBegan(item) : .dragCancelled(item), presentedBy: id)
          })
      #else
        TransitionEndReporter { [id] in bindings.presentationEvent(.transitionEnded(item), presentedBy: id) }
      #endif
    }
  }

  /// A pushed screen. A hidden Back button also turns off the swipe back:
  /// where the step hides Back, neither can leave the screen; where it
  /// confirms leaving, the host's own Back button asks the navigator, which
  /// asks the user.
  struct PushedScreen<Tab: Hashable & Sendable, Route: Hashable & Sendable>: View {
    let bindings: NavigationBindings<Tab, Route>
    let layer: LayerID<Tab>
    let element: PathElement<Route>
    let screen: AnyView

    var body: some View {
      let confirms = bindings.confirmsLeaving(element, in: layer)
      let sizeClass = bindings.sizeClass
      screen
        .environment(\.stackPosition, bindings.position(of: element, in: layer))
        .navigationBarBackButtonHidden(element.hidesBack || confirms)
        .toolbar {
          // Only where it asks: on iOS and macOS 26 an item draws a glass
          // container, an empty one too.
          if confirms && !element.hidesBack {
            ToolbarItem(placement: .navigation) {
              // As the system's: a chevron, and "Back" in the user's language
              // (from this package's strings, not the app's).
              Button {
                bindings.write(.back(layer: layer), sizeClass: sizeClass)
              } label: {
                Label {
                  Text("Back", bundle: .wayfinderSwiftUI, comment: "The Back button of a screen that asks first")
                } icon: {
                  Image(systemName: "chevron.backward")
                }
              }
              // The dialog asking whether to leave points at it.
              .presentationAnchor(NavigationBindings<Tab, Route>.backAnchor)
            }
          }
        }
    }
  }

  /// The alert or confirmation dialog shown over layer `id`: its buttons
  /// write the user's choice; a tap outside a confirmation dialog closes it.
  struct DialogPresentation<Tab: Hashable & Sendable, Route: Hashable & Sendable>: ViewModifier {
    let bindings: NavigationBindings<Tab, Route>
    let id: LayerID<Tab>
    let anchors: PresentationAnchors
    /// The anchor it is attached to; `nil`: the layer's stack. A
    /// confirmation dialog shows at its anchor while a view shows that
    /// anchor; an alert always shows from the stack.
    let place: String?
    /// The app's anchors of confirmation dialogs (`dialogAnchor(_:)`).
    @Environment(\.dialogAnchors) private var dialogAnchors
    /// When the layer's dialog has left the screen.
    @State private var exit = DialogExitWatch()

    /// Written out, as `LayerPresentations.init(bindings:id:screen:)`.
    init(bindings: NavigationBindings<Tab, Route>, id: LayerID<Tab>, anchors: PresentationAnchors, place: String?) {
      (self.bindings, self.id, self.anchors, self.place) = (bindings, id, anchors, place)
    }

    @ViewBuilder func body(content: Content) -> some View {
      let dialog = bindings.dialog(over: id)
      let sizeClass = bindings.sizeClass
      let presented =
        content
        .alert(
          dialog?.title ?? "", isPresented: shown(.alert, sizeClass), presenting: dialog,
          actions: { buttons($0, sizeClass) }, message: message
        )
        .confirmationDialog(
          dialog?.title ?? "", isPresented: shown(.confirmationDialog, sizeClass), titleVisibility: .visible,
          presenting: dialog, actions: { buttons($0, sizeClass) }, message: message)
      if place == nil {
        let atTheStack = confirmationAtTheStack(dialog)
        // The layer's own presenter tells the bindings when its dialog has
        // left the screen (not when the state dropped it: it animates out),
        // or at once when the presenter leaves, and its dialog with it.
        presented
          #if canImport(UIKit) && !SWIFTUI_STAND_IN_MACOS
            .background { DialogExitReporter(watch: exit) }
          #endif
          .onChange(of: dialog == nil) {
            if bindings.dialog(over: id) == nil { exit.whenGone { bindings.dialogDidClose(over: id) } }
          }
          .onChange(of: atTheStack, initial: true) { anchors.dialogAtTheStack = atTheStack ? dialog : nil }
          .onDisappear { bindings.dialogDidClose(over: id) }
      } else {
        presented
      }
    }

    /// Whether `dialog` is a confirmation dialog the layer's stack shows.
    private func confirmationAtTheStack(_ dialog: Dialog?) -> Bool {
      guard let dialog, dialog.style == .confirmationDialog else { return false }
      return anchors.place(of: dialog, anchoredTo: bindings.anchor(of: dialog, chosen: dialogAnchors?.anchor(dialog)))
        == nil
    }

    /// Whether a dialog of `style` shows; set to `false` when it closes.
    private func shown(_ style: Dialog.Style, _ sizeClass: SizeClass) -> Binding<Bool> {
      Binding(
        get: {
          guard let dialog = bindings.dialog(over: id), dialog.style == style else { return false }
          let anchor =
            style == .confirmationDialog ? bindings.anchor(of: dialog, chosen: dialogAnchors?.anchor(dialog)) : nil
          return anchors.place(of: dialog, anchoredTo: anchor) == place
        },
        set: { isShown in
          if !isShown, let dialog = bindings.dialog(over: id) {
            bindings.write(.dialogDismissed(dialog, layer: id), sizeClass: sizeClass)
          }
        })
    }

    @ViewBuilder private func buttons(_ dialog: Dialog, _ sizeClass: SizeClass) -> some View {
      ForEach(Array(dialog.buttons.enumerated()), id: \.offset) { index, button in
        Button(button.title, role: Self.role(button, in: dialog)) {
          bindings.write(.dialogChoice(index, dialog, layer: id), sizeClass: sizeClass)
        }
      }
    }

    @ViewBuilder private func message(_ dialog: Dialog) -> some View {
      if let message = dialog.message { Text(verbatim: message) }
    }

    /// SwiftUI's role of `button`: a cancel or destructive button's; on iOS
    /// 26 and aligned releases, `.confirm` for a button that confirms a change a
    /// guard asked about. (`.close` is for a button that closes without losing
    /// anything: no button of a dialog is one, an informing dialog's OK is its
    /// cancel button, which a tap outside chooses.)
    private static func role(_ button: DialogButton, in dialog: Dialog) -> ButtonRole? {
      switch button.role {
      case .cancel: return .cancel
      case .destructive: return .destructive
      case nil:
        if #available(iOS 26, macOS 26, visionOS 26, *), dialog.purpose == .confirms { return .confirm }
        return nil
      }
    }
  }

  /// The screens of ``NavigationTabsHost``'s `screen:`: what the tabs'
  /// stack and split hosts made with `tab:` show, and the modal over all
  /// tabs, which the top layer of the selected tab presents. (Only views
  /// call it, on the main actor.)
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

    /// The position of the screen a view is in: set by the hosts for each
    /// stack's root, each screen pushed, each modal's root and each split
    /// column's root; `nil` outside them. A screen reads what was answered
    /// to it with `NavigationState.answer(to:at:)`.
    public var stackPosition: AnyStackPosition? {
      get { self[StackPositionKey.self] }
      set { self[StackPositionKey.self] = newValue }
    }
  }

  private struct StackPositionKey: EnvironmentKey {
    static let defaultValue: AnyStackPosition? = nil
  }

  extension LayerID {
    /// The position of the layer's root screen: a stack's root (depth 0),
    /// or a modal's.
    var rootPosition: AnyStackPosition { AnyStackPosition(StackPosition(location, depth: modalDepth)) }
  }

  /// Reads the horizontal size class (regular on macOS, which has none),
  /// tells the bindings when it changes, and lays `content` out for the
  /// bindings' size class: observed, so the layout changes with the paths
  /// projected for it, in the same update (never from a plain property,
  /// which SwiftUI would not observe).
  struct SizeClassReader<Tab: Hashable & Sendable, Route: Hashable & Sendable, Content: View>: View {
    #if !os(macOS) && !SWIFTUI_STAND_IN_MACOS
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
      content(bindings.sizeClass)  // observed
        .onChange(of: sizeClass, initial: true) { bindings.setSizeClass(sizeClass) }
    }
  }
#endif
