import Wayfinder

// What the SwiftUI layer reads: each value observed on its own, and the
// callbacks through which the layer tells the bindings what SwiftUI did.

extension NavigationBindings {
  // MARK: Reads

  /// What the views show: the navigator's state as far as SwiftUI has
  /// taken it. Reading it observes every change; a view reads a layer.
  package var shownState: NavigationState<Tab, Route> {
    _ = shownVersion.value
    return queue.shown
  }

  /// The layer `id`, if it is shown: its path and the modal presented
  /// over it. Reading it observes both; a view reads ``path(of:)`` or
  /// ``presented(over:as:)``.
  ///
  /// - Parameter id: The layer.
  /// - Returns: Its path and the modal presented over it, or `nil`.
  package func layer(_ id: LayerID<Tab>) -> NavigationLayer<Tab, Route>? {
    let path = self.path(of: id)
    let presented = presentedCell(id).value
    return projection.layers[id].map { NavigationLayer(id: id, root: $0.root, path: path, presented: presented) }
  }

  /// The path of layer `id`: what its `NavigationStack(path:)` reads.
  /// Observed on its own; O(1).
  ///
  /// - Parameter id: The layer.
  /// - Returns: The path, oldest first; empty when the layer is not shown.
  @_spi(WayfinderInternals) public func path(of id: LayerID<Tab>) -> [PathElement<Route>] {
    let path = pathCell(id).value
    return echoedPaths[id] ?? path
  }

  /// The modal presented over layer `id` as `presentation`: what its
  /// `sheet(item:)` (or `fullScreenCover(item:)`) reads. Observed on its own; O(1).
  ///
  /// - Parameters:
  ///   - id: The presenting layer.
  ///   - presentation: `.sheet` or `.cover`.
  /// - Returns: The item, or `nil`.
  @_spi(WayfinderInternals) public func presented(over id: LayerID<Tab>, as presentation: Presentation) -> ModalItem<
    Tab, Route
  >? {
    guard let item = presentedCell(id).value, item.presentation == presentation, !echoedDismissals.contains(id) else {
      return nil
    }
    return item
  }

  /// The selection of the list of `column`: what its `List(selection:)` reads.
  ///
  /// - Parameter column: The split column (or the list screen of a split shown as one stack).
  /// - Returns: The selected route, or `nil`.
  package func selection(_ column: ColumnID<Tab>) -> Route? {
    let cell = selectionCells[column] ?? ObservedCell(projection.selections[column])
    selectionCells[column] = cell
    let selection = cell.value
    if let echoed = echoedSelections[column] { return echoed }
    return selection
  }

  /// The dialog shown over layer `id`, if any: what its `alert` or
  /// `confirmationDialog` reads (at most one layer shows one: the front
  /// layer of the shown stack, once its presentation has finished).
  /// Observed on its own; O(1).
  ///
  /// - Parameter id: The layer.
  /// - Returns: The dialog, or `nil`.
  package func dialog(over id: LayerID<Tab>) -> Dialog? {
    guard let shown = dialogCell.value, shown.layer == id, !echoedDialogClosed else { return nil }
    dialogRead = id
    return shown.dialog
  }

  /// The position of the screen of `element`, in layer `id`: what the
  /// layer puts in the screen's environment. Observes nothing (a screen
  /// keeps its position while it is shown); O(1) for the top screen, O(its
  /// distance from the top) for another.
  ///
  /// - Parameters:
  ///   - element: An element of the layer's path (SwiftUI's own, just
  ///     appended, too).
  ///   - id: The layer.
  /// - Returns: Its position, or `nil` for an element the layer does not hold.
  package func position(of element: PathElement<Route>, in id: LayerID<Tab>) -> AnyStackPosition? {
    let shown = pathCell(id).peek
    let path = echoedPaths[id] ?? shown
    guard let index = path.lastIndex(of: element), let stack = queue.shown.stack(at: id.location) else { return nil }
    // The shown path holds the layer's last steps: up to the step before
    // the next modal (its index is the depth of that step), else the top.
    let end = stack.modalStepIndices.first { $0 >= id.modalDepth } ?? stack.count
    return AnyStackPosition(StackPosition(id.location, depth: end - shown.count + index + 1))
  }

  /// Whether the screen of `element`, in layer `id`, confirms leaving: its
  /// Back button is then the host's own, which asks the navigator (write
  /// ``SwiftUIWrite/back(layer:)``), and the system's Back and swipe are off.
  /// Observed for the layer; O(1).
  ///
  /// - Parameters:
  ///   - element: An element of the layer's path.
  ///   - id: The layer.
  /// - Returns: Whether leaving the screen asks first.
  package func confirmsLeaving(_ element: PathElement<Route>, in id: LayerID<Tab>) -> Bool {
    confirmingCell(id).value.contains(element.token)
  }

  /// The zoom source the screen of `route` grows from, when it is pushed on
  /// `layer` or presented over it: its ``RoutePresentation/zoomSource``, if
  /// a view of `layer` shows that source now (see
  /// ``zoomSourceAppeared(_:in:)``); else `nil`, and the screen comes with
  /// the default transition. A source elsewhere (in another presentation, or
  /// gone) would not animate, or would animate from the wrong place.
  ///
  /// - Parameters:
  ///   - route: The pushed or presented route.
  ///   - layer: The layer it is pushed on, or presented over.
  ///   - location: The stack of the route's step, if not the layer's (a
  ///     modal over all tabs presented from a tab's modal).
  /// - Returns: The source's identity, or `nil`.
  package func zoomSource(
    for route: Route, from layer: LayerID<Tab>, of location: StackLocation<Tab>? = nil
  ) -> String? {
    guard let source = presentation(route, at: location ?? layer.location).zoomSource,
      zoomSources[layer]?[source] != nil
    else { return nil }
    return source
  }

  /// A view of `layer` showing zoom source `id` appeared.
  ///
  /// - Parameters:
  ///   - id: The source's identity.
  ///   - layer: The layer the view is in.
  package func zoomSourceAppeared(_ id: String, in layer: LayerID<Tab>) {
    zoomSources[layer, default: [:]][id, default: 0] += 1
  }

  /// A view of `layer` showing zoom source `id` disappeared.
  ///
  /// - Parameters:
  ///   - id: The source's identity.
  ///   - layer: The layer the view was in.
  package func zoomSourceDisappeared(_ id: String, in layer: LayerID<Tab>) {
    guard let count = zoomSources[layer]?[id] else { return }
    zoomSources[layer]?[id] = count > 1 ? count - 1 : nil
  }

  /// The selected tab, `nil` for a state without tabs: what the `TabView` reads.
  @_spi(WayfinderInternals) public var selectedTab: Tab? {
    let tab = tabCell.value
    return echoedTab ?? tab
  }

  /// The tabs, in order (empty for a state without tabs).
  package var tabs: [Tab] { tabOrderCell.value }

  /// The columns the split of the stack at `location` shows: view state.
  ///
  /// - Parameter location: The split's stack.
  /// - Returns: Its column visibility.
  package func columnVisibility(of location: StackLocation<Tab>) -> ColumnVisibility {
    visibilityCell(location).value
  }

  /// Whether the views show all the navigator's state lets them, and no
  /// transition is awaited.
  package var isSettled: Bool {
    closingDialog == nil
      && (shownUpTo == navigator.changeCount && queue.waiting == nil || queue.isSettled(toward: navigator.state))
  }

  /// What the next change waits for, if anything (for tests and diagnostics).
  package var waiting: PresentationQueue<Tab, Route>.Wait? { queue.waiting }

  /// The modal opening `layer` has begun to appear: call it from its
  /// content's `onAppear`, which runs before the transition's first frame.
  /// A dismissal SwiftUI writes after it, until the transition has ended,
  /// is one UIKit cannot make, and is ignored.
  ///
  /// - Parameter layer: The layer the modal opens (its ``ModalItem/layer``).
  package func presentationDidBegin(_ layer: LayerID<Tab>) {
    queue.didBegin(layer)
  }

  /// The modal opening `layer` has finished appearing: call it when its
  /// transition has ended (see the SwiftUI layer), not from `onAppear`,
  /// which runs before.
  ///
  /// - Parameter layer: The layer the modal opens (its ``ModalItem/layer``).
  package func presentationDidAppear(_ layer: LayerID<Tab>) {
    queue.didAppear(layer)
    catchUp()
  }

  /// The modal layer `presenter` presented has finished disappearing: call
  /// it from the presenter's `onDismiss`, which runs once the dismissal has
  /// ended.
  ///
  /// - Parameter presenter: The layer whose `sheet` or `fullScreenCover` it was.
  package func presentationDidDismiss(presentedBy presenter: LayerID<Tab>) {
    guard let layer = lastPresented[presenter] else { return }
    queue.didDismiss(layer, dragged: layer == draggedLayer)
    catchUp()
  }

  /// The window is now `sizeClass`: the splits are laid out again. Changes no navigation.
  ///
  /// - Parameter sizeClass: The window's size class.
  package func setSizeClass(_ sizeClass: SizeClass) {
    guard sizeClass != sizeClassCell.peek else { return }
    sizeClassCell.set(sizeClass)
    refreshCells()
  }
}
