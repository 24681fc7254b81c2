import Wayfinder

/// A write SwiftUI makes through a binding: the user swiped back, dragged a
/// sheet down, tapped a link, a list row or a tab. Each names the layer, the
/// list or the split it came from, so that it is resolved against the stack
/// that view shows; a write from a tab that is not shown is ignored (see
/// ``NavigationBindings``).
@_spi(WayfinderInternals)
public enum SwiftUIWrite<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Hashable, Sendable {
  /// The `NavigationStack` of `layer` set its path: shorter after Back, the
  /// swipe back or the Back menu; longer after a `NavigationLink(value:)`.
  case path([PathElement<Route>], layer: LayerID<Tab>)
  /// A `sheet(item:)` or `fullScreenCover(item:)` set this item to `nil`:
  /// a drag down, or the environment's `dismiss`.
  case dismissed(ModalItem<Tab, Route>)
  /// The `List` of `column` set its selection.
  case selection(Route?, column: ColumnID<Tab>)
  /// The `TabView` set its selection: the user tapped a tab.
  case tab(Tab)
  /// The user showed or hid columns of the split of the stack at
  /// `location`: view state, which changes no navigation (see ``ColumnVisibility``).
  case columnVisibility(ColumnVisibility, location: StackLocation<Tab>)
  /// The user chose button `index` of `dialog`, shown over `layer` (an
  /// `alert` or `confirmationDialog` button's action: SwiftUI closes the
  /// dialog itself).
  case dialogChoice(Int, Dialog, layer: LayerID<Tab>)
  /// The `alert` or `confirmationDialog` over `layer` set its `isPresented`
  /// to `false`: it closed without a choice (a tap outside it), or after one.
  case dialogDismissed(Dialog, layer: LayerID<Tab>)
  /// The user tapped Back on the top screen of `layer`, a screen whose step
  /// confirms leaving: its own Back button (the system's is hidden, and the
  /// swipe with it), which asks the navigator, which asks the user.
  case back(layer: LayerID<Tab>)
  /// The `inspector(isPresented:)` over `layer` set `isPresented` to
  /// `true`: the system's Show Inspector command (`InspectorCommands`), or
  /// SwiftUI restoring an inspector. It names no route: the inspector the
  /// user hid over that screen, with the same screens below it, shows
  /// again; with none hidden there, the write is ignored.
  case inspectorShown(layer: LayerID<Tab>)
}

/// What the navigator is asked after a write that the screen does not
/// follow by itself: the views change only once the navigator has answered.
enum AskedChange<Tab: Hashable & Sendable, Route: Hashable & Sendable> {
  /// Choose button `index` of the dialog over the stack at `location`.
  case choose(Int, Dialog, in: StackLocation<Tab>)
  /// Close the dialog over the stack at `location`, as its cancel button.
  case dismissDialog(Dialog, in: StackLocation<Tab>)
  /// Leave the top screen of a layer, the one at this position.
  case leave(StackPosition<Tab>)
  /// Leave the top screen of a layer, the one at this position, beside an
  /// inspector shown as a column whose step is at index `inspector`: that
  /// step, and the steps after it, stay.
  case leaveBesideTheInspector(StackPosition<Tab>, inspector: Int)
  /// Show again over this layer the inspector the user hid there.
  case showInspector(over: LayerID<Tab>)
}

/// What the screen shows after a write the user made.
enum ShownChange<Tab: Hashable & Sendable, Route: Hashable & Sendable> {
  /// The stack at `location` keeps its first `kept` steps, and `steps`
  /// follow them: a pop or a push within its top layer. O(what changed).
  case steps(StackLocation<Tab>, kept: Int, [Step<Route>])
  /// This state (a dismissal, a selection, a tab).
  case state(NavigationState<Tab, Route>)
}

/// What a write means: the change the screen shows now, and the intent
/// asked of the navigator; or why it is ignored.
enum WriteDecision<Tab: Hashable & Sendable, Route: Hashable & Sendable> {
  /// The screen shows `shown` now (a modal opening `dismissing` animating
  /// out); `intent` asks the navigator for the same change. `pushed` are
  /// the elements SwiftUI pushed, at their depths.
  case follow(
    shown: ShownChange<Tab, Route>, intent: NavigationIntent<Tab, Route>, dismissing: LayerID<Tab>?,
    pushed: [(StackPosition<Tab>, PathElement<Route>)])
  /// The screen shows what it showed; the navigator is asked for `change`.
  case ask(AskedChange<Tab, Route>)
  /// Ignored, for this reason (stale, an echo, or not a change the view makes).
  case ignore(String)
}

extension SwiftUIWrite {
  /// Whether the stack at `location` is a tab's, covered by the modal over all tabs in `shown`.
  static func isUnderTheModalOverTabs(_ location: StackLocation<Tab>, in shown: NavigationState<Tab, Route>) -> Bool {
    guard case .tab = location, let tabs = shown.tabs else { return false }
    return !tabs.modalOverTabs.isEmpty
  }

  /// The index in its stack of the modal step of `presented` when it is an
  /// inspector shown as a column beside the layer's stack (regular width),
  /// not a modal over it; `nil` otherwise.
  static func inspectorColumn(_ presented: ModalItem<Tab, Route>?, sizeClass: SizeClass) -> Int? {
    guard let presented, presented.presentation == .inspector, sizeClass == .regular else { return nil }
    return presented.layer.modalDepth - 1
  }

  /// The stack of the view that wrote `self`, if it names one.
  package var location: StackLocation<Tab>? {
    switch self {
    case .path(_, let layer), .back(let layer), .dialogChoice(_, _, let layer), .dialogDismissed(_, let layer),
      .inspectorShown(let layer):
      layer.location
    case .dismissed(let item): item.layer.location
    case .selection(_, let column): column.location
    case .columnVisibility(_, let location): location
    case .tab: nil
    }
  }

  /// What `self` means when the views show `shown`, projected as
  /// `projection`, with each stack laid out by `layout` in `sizeClass`: a
  /// pure function, so every decision is tested without SwiftUI.
  /// `wasShown` says whether a token is a screen's that the views show, or
  /// one the adapter gave a screen of the state, shown now or before (a
  /// link's element is never one: see ``PathElement/init(pushing:)``).
  ///
  /// A write from a tab the views do not show is stale, whatever it is: the
  /// user cannot touch a tab that is not on screen, so such a write is
  /// SwiftUI's (a view of the tab left behind, still mounted, writing late),
  /// not the user's. Following it would change a stack the user cannot see,
  /// or ask "Discard changes?" over the shown tab about a screen they cannot
  /// see; ignoring it loses nothing the user did.
  func decision(
    shown: NavigationState<Tab, Route>, projection: LayerProjection<Tab, Route>, sizeClass: SizeClass,
    layout: @escaping (StackLocation<Tab>) -> NavigationLayout, wasShown: @escaping (UInt64) -> Bool = { _ in false }
  ) -> WriteDecision<Tab, Route> {
    if case .tab(let tab)? = location, tab != shown.selectedTab {
      return .ignore("a write from a tab the user has left")
    }
    let views = ViewsShowing(
      shown: shown, projection: projection, sizeClass: sizeClass, layout: layout, wasShown: wasShown)
    switch self {
    case .path(let path, let id): return views.pathWritten(path, by: id)
    case .dismissed(let item): return views.dismissed(item)
    case .selection(let route, let column): return views.selected(route, in: column)
    case .tab(let tab):
      guard case .tabs(var tabs) = shown, tabs.order.contains(tab) else { return .ignore("not one of the tabs") }
      let reselected = tab == tabs.selected
      try? tabs.select(tab, reselectPopsToRoot: false)
      return .follow(
        shown: .state(.tabs(tabs)), intent: NavigationIntent(.selectTab(tab, reselectPopsToRoot: reselected)),
        dismissing: nil, pushed: [])
    case .columnVisibility:
      return .ignore("column visibility is view state: it changes no navigation")
    case .dialogChoice(let index, let dialog, let layer):
      guard let shown = projection.dialog, shown.layer == layer, shown.dialog == dialog else {
        return .ignore("a choice in a dialog that is no longer shown")
      }
      guard dialog.buttons.indices.contains(index) else { return .ignore("a choice of a button the dialog has not") }
      return .ask(.choose(index, dialog, in: layer.location))
    case .dialogDismissed(let dialog, let layer):
      guard let shown = projection.dialog, shown.layer == layer, shown.dialog == dialog else {
        return .ignore("a late dismissal of a dialog already closed")
      }
      return .ask(.dismissDialog(dialog, in: layer.location))
    case .back(let id): return views.back(from: id)
    case .inspectorShown(let id):
      guard let layer = projection.layers[id], layer.presented == nil,
        !Self.isUnderTheModalOverTabs(id.location, in: shown)
      else { return .ignore("Show Inspector over a layer that is not shown, or shows a modal") }
      return .ask(.showInspector(over: id))
    }
  }
}

/// What the views show when a write comes (see ``SwiftUIWrite/decision(shown:projection:sizeClass:layout:wasShown:)``),
/// and what each kind of write means there.
private struct ViewsShowing<Tab: Hashable & Sendable, Route: Hashable & Sendable> {
  typealias Write = SwiftUIWrite<Tab, Route>
  let shown: NavigationState<Tab, Route>
  let projection: LayerProjection<Tab, Route>
  let sizeClass: SizeClass
  let layout: (StackLocation<Tab>) -> NavigationLayout
  let wasShown: (UInt64) -> Bool

  /// `shown` with the stack at `location` made `steps`.
  func showing(_ steps: BackStack<Route>, at location: StackLocation<Tab>) -> NavigationState<Tab, Route>? {
    var state = shown
    return (try? state.apply(NavigationIntent(.setStack(steps), in: .location(location)))).map { state }
  }

  /// The depth of the root of layer `id`'s path: its modal, or the columns
  /// before a split's detail.
  func pathBase(of id: LayerID<Tab>) -> Int {
    if id.modalDepth > 0 { return id.modalDepth }
    let layout = layout(id.location)
    return layout.columnCount(in: sizeClass) == 1 ? 0 : layout.selectingColumns
  }

  func pathWritten(_ path: [PathElement<Route>], by id: LayerID<Tab>) -> WriteDecision<Tab, Route> {
    guard let layer = projection.layers[id], let stack = shown.stack(at: id.location) else {
      return .ignore("a path write from a layer that is no longer shown")
    }
    // Elements are screens (their tokens stay while their screens do, and
    // a change replaces every screen above the lowest it changes): two
    // paths whose elements at one position are equal agree below it, so
    // each comparison below looks at one element, at any depth.
    if path.count == layer.path.count, path.last == layer.path.last { return .ignore("the path did not change") }
    // A stack under a modal is covered: nothing the user does reaches it.
    // An inspector shown as a column is beside it: the stack stays the
    // user's, and the inspector (with what it holds) stays above its steps.
    let column = Write.inspectorColumn(layer.presented, sizeClass: sizeClass)
    guard layer.presented == nil || column != nil, !Write.isUnderTheModalOverTabs(id.location, in: shown) else {
      return .ignore("a path write from a layer under a modal")
    }
    if path.count < layer.path.count, path.isEmpty || layer.path[path.count - 1] == path.last {
      return popped(to: pathBase(of: id) + path.count, from: layer, stack, id, column: column)
    }
    if path.count > layer.path.count, layer.path.isEmpty || path[layer.path.count - 1] == layer.path.last {
      return pushed(path[layer.path.count...], onto: layer, stack, id, column: column)
    }
    return .ignore("not a change a navigation stack makes")
  }

  /// The layer's path written shorter, keeping `kept` steps of its stack.
  private func popped(
    to kept: Int, from layer: NavigationLayer<Tab, Route>, _ stack: BackStack<Route>, _ id: LayerID<Tab>,
    column: Int?
  ) -> WriteDecision<Tab, Route> {
    guard !stack[kept..<(pathBase(of: id) + layer.path.count)].contains(where: \.hidesBack) else {
      return .ignore("a pop past a screen that hides Back")
    }
    if let column {
      let steps = BackStack(Array(stack[..<kept]) + Array(stack[column...]))
      guard let state = showing(steps, at: id.location) else { return .ignore("refused") }
      return .follow(
        shown: .state(state), intent: NavigationIntent(.setStack(steps), in: .location(id.location)),
        dismissing: nil, pushed: [])
    }
    return .follow(
      shown: .steps(id.location, kept: kept, []),
      intent: StackPosition(id.location, depth: kept + 1).removingThisScreen(), dismissing: nil, pushed: [])
  }

  /// The layer's path written longer, with `added` on top.
  private func pushed(
    _ added: ArraySlice<PathElement<Route>>, onto layer: NavigationLayer<Tab, Route>, _ stack: BackStack<Route>,
    _ id: LayerID<Tab>, column: Int?
  ) -> WriteDecision<Tab, Route> {
    let base = pathBase(of: id)
    let top = base + layer.path.count
    guard top == (column ?? stack.count), id.modalDepth > 0 || stack.count >= base else {
      return .ignore("a push in a column with nothing selected")
    }
    // A screen pushed is a new one: a path holding a screen shown
    // elsewhere, or one a change has removed since (a link tapped on a
    // screen that is leaving), was written by a view that is out of date.
    guard !added.contains(where: { wasShown($0.token) }) else { return .ignore("a push of a screen shown before") }
    // Nor can one push hold a screen twice (a late write from a link whose element it already held).
    guard Set(added.map(\.token)).count == added.count else { return .ignore("a push of one screen twice") }
    let pushed = added.enumerated().map { (StackPosition(id.location, depth: top + $0.offset + 1), $0.element) }
    let intent = StackPosition(id.location, depth: top).intent(.insert(added.map(\.route), atDepth: top))
    guard column != nil else {
      return .follow(
        shown: .steps(id.location, kept: top, added.map { Step($0.route) }), intent: intent, dismissing: nil,
        pushed: pushed)
    }
    let steps = BackStack(Array(stack[..<top]) + added.map { Step($0.route) } + Array(stack[top...]))
    guard let state = showing(steps, at: id.location) else { return .ignore("refused") }
    return .follow(shown: .state(state), intent: intent, dismissing: nil, pushed: pushed)
  }

  func dismissed(_ item: ModalItem<Tab, Route>) -> WriteDecision<Tab, Route> {
    guard projection.layers.values.contains(where: { $0.presented?.id == item.id }),
      let stack = shown.stack(at: item.layer.location)
    else {
      return .ignore("a late dismissal of a modal that is no longer presented")
    }
    let kept = item.layer.modalDepth - 1
    guard var state = showing(BackStack(Array(stack[..<kept])), at: item.layer.location) else {
      return .ignore("refused")
    }
    // The modal over all tabs, presented from the top of the selected
    // tab's modals, goes with them.
    if case .tab = item.layer.location, !(state.tabs?.modalOverTabs.isEmpty ?? true) {
      try? state.apply(NavigationIntent(.setStack(BackStack()), in: .modalOverTabs))
    }
    return .follow(
      shown: .state(state),
      intent: StackPosition(item.layer.location, depth: item.layer.modalDepth).removingThisScreen(),
      dismissing: item.layer, pushed: [])
  }

  func selected(_ route: Route?, in column: ColumnID<Tab>) -> WriteDecision<Tab, Route> {
    let lists = layout(column.location).selectingColumns
    guard column.column < lists, let stack = shown.stack(at: column.location) else {
      return .ignore("a selection in a column that is not shown")
    }
    let baseEnd = stack.firstIndex(where: \.isModal) ?? stack.count
    guard column.column <= baseEnd else { return .ignore("a selection in a column with nothing before it") }
    // An inspector shown as a column is beside the split's columns: it stays.
    let inspector = Write.inspectorColumn(projection.layers[LayerID(column.location)]?.presented, sizeClass: sizeClass)
    guard baseEnd == stack.count || inspector == baseEnd, !Write.isUnderTheModalOverTabs(column.location, in: shown)
    else {
      return .ignore("a selection under a modal")
    }
    guard route != projection.selections[column] else { return .ignore("an echo of the selection") }
    let position = StackPosition(column.location, depth: column.column)
    var steps = Array(stack[..<column.column])
    if let route { steps.append(Step(route)) }
    let kept = Array(stack[baseEnd...])
    guard let state = showing(BackStack(steps + kept), at: column.location) else { return .ignore("refused") }
    let intent: NavigationIntent<Tab, Route> =
      !kept.isEmpty
      ? NavigationIntent(.setStack(BackStack(steps + kept)), in: .location(column.location))
      : route.map { position.selecting($0) }
        ?? StackPosition(column.location, depth: column.column + 1).removingThisScreen()
    return .follow(shown: .state(state), intent: intent, dismissing: nil, pushed: [])
  }

  func back(from id: LayerID<Tab>) -> WriteDecision<Tab, Route> {
    let column = projection.layers[id].flatMap { Write.inspectorColumn($0.presented, sizeClass: sizeClass) }
    guard let layer = projection.layers[id], layer.presented == nil || column != nil, !layer.path.isEmpty else {
      return .ignore("Back from a layer that shows no pushed screen in front")
    }
    let position = StackPosition(id.location, depth: pathBase(of: id) + layer.path.count)
    return .ask(column.map { .leaveBesideTheInspector(position, inspector: $0) } ?? .leave(position))
  }
}
