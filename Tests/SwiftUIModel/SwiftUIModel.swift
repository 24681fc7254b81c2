import Observation
import Wayfinder
import WayfinderSwiftUI

/// An executable model of what SwiftUI does with the host's bindings, for
/// tests on Linux: it holds what each `NavigationStack`, each `sheet` and
/// `fullScreenCover`, the split lists and the `TabView` show; it reads the
/// adapter's bindings as SwiftUI does when it renders a frame, and makes the
/// writes SwiftUI makes for the user's gestures; it plays the presentation
/// lifecycle on a clock of frames (presentations and dismissals take
/// ``SwiftUIRules/transitionFrames``), calling back as the host's views do
/// (``HostWiring``). What a rule of ``SwiftUIRule`` forbids is refused as
/// UIKit refuses it, and recorded in ``violations``.
///
/// The adapter's "next turn of the main actor" is the end of the frame: what
/// the navigator does after a write shows on the next frame.
@MainActor
public final class SwiftUIModel<Tab: Hashable & Sendable, Route: Hashable & Sendable> {
  /// A presentation on screen, and its phase.
  public struct Presentation: Equatable, CustomStringConvertible {
    /// The layer that presented it.
    public let presenter: LayerID<Tab>
    /// What it shows.
    public var item: ModalItem<Tab, Route>
    /// Where it is in its transition.
    public var phase: Phase

    /// Whether it is going away.
    var isGoing: Bool { if case .dismissing = phase { true } else { false } }

    public var description: String { "\(item.presentation) \(item.route) over \(presenter) (\(phase))" }
  }

  /// Where a presentation is in its transition.
  public enum Phase: Equatable, Sendable {
    case appearing(until: Int)
    case shown
    case dismissing(until: Int)
  }

  /// The navigator.
  public let navigator: Navigator<Tab, Route>
  /// The adapter the model plays SwiftUI for.
  public private(set) var bindings: NavigationBindings<Tab, Route>!
  /// The rules played.
  public let rules: SwiftUIRules
  /// How the host's views call back.
  public let wiring: HostWiring
  /// The frame number.
  public private(set) var frame = 0
  /// What a rule refused, and when.
  public private(set) var violations: [String] = []
  /// Every callback made to the adapter, in order (for tests).
  public private(set) var callbacks: [String] = []

  /// The tab the `TabView` shows.
  public private(set) var selectedTab: Tab?
  /// The path each mounted `NavigationStack` shows.
  public private(set) var paths: [LayerID<Tab>: [PathElement<Route>]] = [:]
  /// The window's presentation chain, bottom first.
  public private(set) var chain: [Presentation] = []
  /// The width class of the window.
  public private(set) var sizeClass: SizeClass
  /// The zoom sources on screen, by the layer whose views show them.
  public private(set) var visibleSources: [LayerID<Tab>: Set<String>] = [:]
  /// How an adaptable tab view (iOS 18) shows its tabs now.
  public enum TabForm: Sendable { case tabBar, sidebar }
  /// The form of the tab view: the user switches it on iPad.
  public private(set) var tabForm = TabForm.tabBar
  /// Every zoom transition played, as "route from source".
  public private(set) var zooms: [String] = []
  /// The alert or confirmation dialog on screen, and the layer it shows over.
  public private(set) var dialog: (layer: LayerID<Tab>, dialog: Dialog)?

  private let layoutOfTab: @MainActor (Tab?) -> NavigationLayout
  /// The adapter's work for the next turn of the main actor.
  private var jobs: [@MainActor () -> Void] = []
  /// The stacks whose path was written by a gesture in this frame.
  private var writtenThisFrame: Set<LayerID<Tab>> = []

  /// A view that reads a binding: a stack's path, a presenter's item, the tab view's selection.
  public enum ViewKey: Hashable, Sendable {
    case path(LayerID<Tab>)
    case presenter(LayerID<Tab>)
    case tabView
  }
  /// The views whose binding changed since they last read it: as in
  /// SwiftUI, a view reads again only when what it read changed.
  private var invalidated: Set<ViewKey> = []
  /// The views that have read their binding at least once.
  private var hasRead: Set<ViewKey> = []
  /// What each view read last.
  private var lastRead: [ViewKey: ModalItem<Tab, Route>?] = [:]
  /// How many times each view was invalidated (for tests of what re-renders).
  public private(set) var invalidations: [ViewKey: Int] = [:]

  /// A window of `sizeClass` showing `navigator` through a new adapter.
  public init(
    _ navigator: Navigator<Tab, Route>, sizeClass: SizeClass = .compact, rules: SwiftUIRules = SwiftUIRules(),
    wiring: HostWiring = HostWiring(), layoutOfTab: @escaping @MainActor (Tab?) -> NavigationLayout = { _ in .stack },
    presentation: @escaping @MainActor (Route) -> RoutePresentation = { _ in .automatic }
  ) {
    self.navigator = navigator
    self.rules = rules
    self.wiring = wiring
    self.sizeClass = sizeClass
    self.layoutOfTab = layoutOfTab
    bindings = NavigationBindings(
      navigator, sizeClass: sizeClass, platform: rules.platform, layoutOfTab: layoutOfTab, presentation: presentation,
      schedule: { [weak self] job in self?.jobs.append(job) })
    selectedTab = bindings.selectedTab
    render()
  }

  // MARK: Frames

  /// One frame: the views read their bindings, transitions advance, and the
  /// adapter's work for the next turn runs.
  public func step() {
    render()
    advanceTransitions()
    writtenThisFrame = []
    frame += 1
    let due = jobs
    jobs = []
    for job in due { job() }
  }

  /// Runs frames until nothing changes any more: the adapter is settled, no
  /// transition runs and no work is due. Returns the frames it took, or
  /// records a violation after `limit` frames.
  @discardableResult
  public func settle(limit: Int = 2_000) -> Int {
    let start = frame
    for _ in 0..<limit {
      step()
      if isStill { return frame - start }
    }
    violations.append(
      "frame \(frame): not settled after \(limit) frames; waiting \(String(describing: bindings.waiting))")
    return frame - start
  }

  /// Whether nothing will change without a gesture or an intent.
  public var isStill: Bool {
    jobs.isEmpty && bindings.isSettled && chain.allSatisfy { $0.phase == .shown } && renderWouldChangeNothing
      && !dialogWouldChange
  }

  /// Whether a render would show or close a dialog.
  private var dialogWouldChange: Bool {
    if let dialog { return bindings.dialog(over: dialog.layer) != dialog.dialog }
    return mountedLayers.contains { bindings.dialog(over: $0) != nil }
  }

  // MARK: Rendering

  /// The layers mounted: every location's root layer, and the layer of each presentation.
  private var mountedLayers: [LayerID<Tab>] {
    let roots: [LayerID<Tab>] =
      switch navigator.state {
      case .stack: [LayerID(.single)]
      case .tabs(let tabs): tabs.order.map { LayerID(.tab($0)) }
      }
    return roots + chain.map(\.item.layer)
  }

  /// The views that can present: the mounted layers, and the tab view.
  private var presenters: [LayerID<Tab>] { mountedLayers + (selectedTab == nil ? [] : [.tabView]) }

  /// The views at the bottom of the window: the selected tab's root layer
  /// (or the one stack's) and the tab view.
  private var baseLayers: [LayerID<Tab>] {
    selectedTab.map { [LayerID(.tab($0)), .tabView] } ?? [LayerID(.single)]
  }

  private var renderWouldChangeNothing: Bool {
    let mounted = Set(mountedLayers.map { ViewKey.path($0) } + presenters.map { ViewKey.presenter($0) } + [.tabView])
    return invalidated.isDisjoint(with: mounted) && presenters.allSatisfy { hasRead.contains(.presenter($0)) }
      && mountedLayers.allSatisfy { hasRead.contains(.path($0)) }
  }

  /// Whether `view` reads its binding in this frame: it never has, or what it read changed.
  private func needsRead(_ view: ViewKey) -> Bool { !hasRead.contains(view) || invalidated.contains(view) }

  /// Reads a binding as `view`, observing it: a change invalidates the view.
  private func observed<Value>(_ view: ViewKey, _ read: () -> Value) -> Value {
    hasRead.insert(view)
    invalidated.remove(view)
    return withObservationTracking(read) { [weak self] in
      MainActor.assumeIsolated {
        self?.invalidated.insert(view)
        self?.invalidations[view, default: 0] += 1
      }
    }
  }

  /// What the presenter `layer` reads: its sheet, or its cover where covers
  /// exist. Re-read only when invalidated.
  private func read(over layer: LayerID<Tab>) -> ModalItem<Tab, Route>? {
    let view = ViewKey.presenter(layer)
    guard needsRead(view), let read = Optional(observed(view, { readItem(over: layer) })) else {
      return lastRead[view] ?? nil
    }
    lastRead[view] = .some(read)
    return read
  }

  private func readItem(over layer: LayerID<Tab>) -> ModalItem<Tab, Route>? {
    if let sheet = bindings.presented(over: layer, as: .sheet) { return sheet }
    // Popovers and inspectors adapt to sheets in compact width by themselves:
    // the item is the same in both widths (see SwiftUIRule.popoversAndInspectorsAdapt).
    if let popover = bindings.presented(over: layer, as: .popover) { return popover }
    if let inspector = bindings.presented(over: layer, as: .inspector) { return inspector }
    guard rules.platform != .macOS else {
      if bindings.presented(over: layer, as: .cover) != nil {
        violate(.noCoverOnMacOS, "a cover was asked for over \(layer), and macOS has none")
      }
      return nil
    }
    return bindings.presented(over: layer, as: .cover)
  }

  private func render() {
    // The tab view.
    if needsRead(.tabView), let tab = observed(.tabView, { bindings.selectedTab }), tab != selectedTab {
      selectedTab = tab
    }
    // Each mounted stack reads its path when it changed.
    for layer in mountedLayers where needsRead(.path(layer)) {
      let path = observed(.path(layer)) { bindings.path(of: layer) }
      guard path != paths[layer] else { continue }
      if writtenThisFrame.contains(layer) {
        violate(.oneStackUpdatePerFrame, "\(layer)'s path changed again in the frame a gesture wrote it")
        continue
      }
      let old = paths[layer] ?? []
      if path.count > old.count, Array(path.prefix(old.count)) == old, let pushed = path.last {
        transition(to: pushed.route, from: layer)
      }
      paths[layer] = path
    }
    // A dialog the views no longer ask for goes (SwiftUI closes it without a write).
    if let shown = dialog, bindings.dialog(over: shown.layer) != shown.dialog {
      dialog = nil
    }
    // Each presentation goes when the view that made it stops asking for it.
    for position in chain.indices.reversed() where chain.indices.contains(position) {
      let current = chain[position]
      let item = read(over: current.presenter)
      guard item?.id != current.item.id else {
        if let item { chain[position].item = item }  // the same modal: its content re-renders
        continue
      }
      switch current.phase {
      case .dismissing: break
      case .appearing:
        violate(.onePresentationAtATime, "\(current) was dismissed while it was still appearing")
        startDismissal(at: position)
      case .shown: startDismissal(at: position)
      }
    }
    // A view that asks for a presentation it does not have presents it, if
    // it is in the window and on top of it, and nothing is in transition.
    let inWindow = Set(baseLayers + chain.filter { !$0.isGoing }.map(\.item.layer))
    for presenter in presenters where !chain.contains(where: { $0.presenter == presenter && !$0.isGoing }) {
      if chain.contains(where: { $0.presenter == presenter }) { continue }  // presents again once gone
      guard let item = read(over: presenter) else { continue }
      guard inWindow.contains(presenter) else {
        violate(.presentOnlyFromTheWindow, "\(presenter), not in the window, asked to present \(item.route)")
        continue
      }
      present(item, over: presenter)
    }
    // A dialog is a presentation too: only from the front layer, when no
    // transition runs (see SwiftUIRule.dialogIsAPresentation).
    if dialog == nil {
      for layer in mountedLayers where !chain.contains(where: { $0.isGoing && $0.item.layer == layer }) {
        guard let asked = bindings.dialog(over: layer) else { continue }
        if layer != frontLayer || isTransitioning {
          violate(
            .dialogIsAPresentation,
            "\(layer) asked for the dialog \"\(asked.title)\" not from the front, or during a transition")
          continue
        }
        dialog = (layer, asked)
        break
      }
    }
  }

  private func present(_ item: ModalItem<Tab, Route>, over presenter: LayerID<Tab>) {
    if let dialog {
      return violate(
        .dialogIsAPresentation, "presenting \(item.route) while the dialog \"\(dialog.dialog.title)\" shows")
    }
    if let busy = chain.first(where: { $0.phase != .shown }) {
      return violate(.onePresentationAtATime, "presenting \(item.route) while \(busy) is in progress")
    }
    if let top = chain.last, top.item.layer != presenter {
      return violate(.onePresentationAtATime, "presenting \(item.route) over \(presenter): already presenting \(top)")
    }
    transition(to: item.route, from: presenter)
    chain.append(
      Presentation(presenter: presenter, item: item, phase: .appearing(until: frame + rules.transitionFrames)))
    bindings.presentationDidBegin(item.layer)  // the content's onAppear
    if wiring.appearance == .onAppear { appeared(item) }
  }

  private func startDismissal(at position: Int) {
    chain[position].phase = .dismissing(until: frame + rules.transitionFrames)
  }

  private func advanceTransitions() {
    for position in chain.indices {
      switch chain[position].phase {
      case .appearing(let until) where until <= frame:
        chain[position].phase = .shown
        if wiring.appearance == .transitionEnd { appeared(chain[position].item) }
      case .dismissing(let until) where until <= frame:
        let gone = chain[position]
        for removed in chain[position...] { unmount(removed) }
        chain.removeSubrange(position...)
        if wiring.reportsDismissal {
          // Popovers and inspectors have no onDismiss: their content's onDisappear reports it.
          let callback = [.popover, .inspector].contains(gone.item.presentation) ? "onDisappear" : "onDismiss"
          callbacks.append("\(callback) \(gone.item.route)")
          bindings.presentationDidDismiss(presentedBy: gone.presenter)
        }
        return
      default: continue
      }
    }
  }

  /// The transition of a screen pushed on `layer` or presented over it: a
  /// zoom from a source shown in `layer`, or the default one. A zoom from a
  /// source `layer` does not show is the wrong animation.
  private func transition(to route: Route, from layer: LayerID<Tab>) {
    guard let source = bindings.zoomSource(for: route, from: layer) else { return }
    guard visibleSources[layer]?.contains(source) == true else {
      return violate(.zoomFromThePresenter, "\(route) zooms from \(source), which \(layer) does not show")
    }
    zooms.append("\(route) from \(source)")
  }

  /// A view of `layer` showing zoom source `id` appears (its onAppear).
  public func showZoomSource(_ id: String, in layer: LayerID<Tab>) {
    guard visibleSources[layer, default: []].insert(id).inserted else { return }
    bindings.zoomSourceAppeared(id, in: layer)
  }

  /// The view showing zoom source `id` in `layer` disappears (its onDisappear).
  public func hideZoomSource(_ id: String, in layer: LayerID<Tab>) {
    guard visibleSources[layer]?.remove(id) != nil else { return }
    bindings.zoomSourceDisappeared(id, in: layer)
  }

  /// The views of a presentation that went away.
  private func unmount(_ presentation: Presentation) {
    let layer = presentation.item.layer
    for source in visibleSources[layer] ?? [] { hideZoomSource(source, in: layer) }
    paths[layer] = nil
    for view in [ViewKey.path(layer), .presenter(layer)] {
      hasRead.remove(view)
      invalidated.remove(view)
      lastRead[view] = nil
    }
  }

  private func appeared(_ item: ModalItem<Tab, Route>) {
    callbacks.append("appeared \(item.route)")
    bindings.presentationDidAppear(item.layer)
  }

  private func violate(_ rule: SwiftUIRule, _ what: String) {
    violations.append("frame \(frame): \(rule): \(what)")
  }

  // MARK: Gestures

  /// The layer in front: the top presentation's, or the base layer.
  public var frontLayer: LayerID<Tab> { chain.last?.item.layer ?? LayerID(selectedTab.map { .tab($0) } ?? .single) }

  /// Whether a transition runs, or a dialog shows: no gesture reaches the screens then.
  private var isTransitioning: Bool { chain.contains { $0.phase != .shown } || dialog != nil }

  /// Whether the system's Back button of the front layer's top screen shows
  /// (the host hides it where the step hides Back, or confirms leaving).
  private func backShows(in layer: LayerID<Tab>) -> Bool {
    guard let top = paths[layer]?.last else { return false }
    if wiring.hidesBackButton && top.hidesBack { return false }
    return !(wiring.confirmsLeavingWithOwnBack && bindings.confirmsLeaving(top, in: layer))
  }

  /// The user taps Back on the front screen: the system's (as the swipe), or
  /// the host's own on a screen that confirms leaving. Returns whether there
  /// was a Back button to tap.
  @discardableResult
  public func tapBack() -> Bool {
    let layer = frontLayer
    guard !isTransitioning, let top = paths[layer]?.last else { return false }
    if wiring.confirmsLeavingWithOwnBack && bindings.confirmsLeaving(top, in: layer) {
      bindings.write(.back(layer: layer), sizeClass: sizeClass)
      return true
    }
    return swipeBack()
  }

  /// The user taps button `index` of the dialog on screen: its action runs,
  /// then SwiftUI closes it and sets `isPresented` to `false`.
  @discardableResult
  public func chooseInDialog(_ index: Int) -> Bool {
    guard let shown = dialog, shown.dialog.buttons.indices.contains(index) else { return false }
    dialog = nil
    bindings.write(.dialogChoice(index, shown.dialog, layer: shown.layer), sizeClass: sizeClass)
    bindings.write(.dialogDismissed(shown.dialog, layer: shown.layer), sizeClass: sizeClass)
    return true
  }

  /// The user taps outside a confirmation dialog (shown as a popover on
  /// iPad): it closes with no choice.
  @discardableResult
  public func tapOutsideDialog() -> Bool {
    guard let shown = dialog, shown.dialog.style == .confirmationDialog else { return false }
    dialog = nil
    bindings.write(.dialogDismissed(shown.dialog, layer: shown.layer), sizeClass: sizeClass)
    return true
  }

  /// The user swipes back on the front screen. Returns whether the gesture could be made.
  @discardableResult
  public func swipeBack() -> Bool {
    let layer = frontLayer
    guard !isTransitioning, backShows(in: layer), let path = paths[layer] else { return false }
    return setPath(Array(path.dropLast()), of: layer)
  }

  /// The user picks an earlier screen in the Back button's menu, keeping `count` elements.
  @discardableResult
  public func backMenu(keeping count: Int) -> Bool {
    let layer = frontLayer
    guard !isTransitioning, backShows(in: layer), let path = paths[layer], count < path.count, count >= 0 else {
      return false
    }
    return setPath(Array(path.prefix(count)), of: layer)
  }

  /// The user taps a `RouteLink(value: route)` (a `NavigationLink(value: PathElement(pushing: route))`) on the front screen.
  @discardableResult
  public func tapLink(_ route: Route) -> Bool {
    let layer = frontLayer
    guard !isTransitioning, let path = paths[layer] else { return false }
    return setPath(path + [PathElement(pushing: route)], of: layer)
  }

  private func setPath(_ path: [PathElement<Route>], of layer: LayerID<Tab>) -> Bool {
    paths[layer] = path
    writtenThisFrame.insert(layer)
    bindings.write(.path(path, layer: layer), sizeClass: sizeClass)
    return true
  }

  /// The user drags the top sheet down.
  @discardableResult
  public func dragDown() -> Bool {
    guard !isTransitioning, let top = chain.last else { return false }
    if wiring.disablesDismissal && top.item.dismissalDisabled { return false }
    startDismissal(at: chain.count - 1)
    bindings.write(.dismissed(top.item), sizeClass: sizeClass)
    return true
  }

  /// The user turns the adaptable tab view's tab bar into a sidebar, or
  /// back (iPad, iOS 18): the same tabs, the same selection, each tab's
  /// views kept (see SwiftUIRule.adaptableTabsKeepTheirViews). Writes nothing.
  @discardableResult
  public func switchTabForm() -> Bool {
    guard selectedTab != nil, chain.isEmpty, dialog == nil else { return false }
    tabForm = tabForm == .tabBar ? .sidebar : .tabBar
    return true
  }

  /// The user taps `tab` in the tab bar (out of reach under a presentation).
  @discardableResult
  public func tapTab(_ tab: Tab) -> Bool {
    guard chain.isEmpty, dialog == nil, selectedTab != nil else { return false }
    if tab == selectedTab {
      guard rules.reselectingATabWritesIt else { return true }
    } else {
      selectedTab = tab
    }
    bindings.write(.tab(tab), sizeClass: sizeClass)
    return true
  }

  /// The user taps a row of the list of `column` (or deselects, with `nil`).
  @discardableResult
  public func selectRow(_ route: Route?, in column: ColumnID<Tab>) -> Bool {
    guard !isTransitioning, chain.isEmpty else { return false }
    bindings.write(.selection(route, column: column), sizeClass: sizeClass)
    return true
  }

  /// A view writes `write` on its own (a late write, an echo): a view still
  /// mounted shows what it wrote (a tab that is not selected keeps its
  /// stack mounted), a sheet it dismisses goes away; a view already gone
  /// shows nothing.
  public func viewWrites(_ write: SwiftUIWrite<Tab, Route>) {
    switch write {
    case .path(let path, let layer) where paths[layer] != nil:
      paths[layer] = path
      writtenThisFrame.insert(layer)
    case .dismissed(let item):
      if !isTransitioning, let position = chain.firstIndex(where: { $0.item.id == item.id }) {
        startDismissal(at: position)
      }
    default:
      break
    }
    bindings.write(write, sizeClass: sizeClass)
  }

  /// The window changes width class: splits are rebuilt.
  public func resize(to newSizeClass: SizeClass) {
    guard newSizeClass != sizeClass else { return }
    let old = sizeClass
    sizeClass = newSizeClass
    bindings.setSizeClass(newSizeClass)
    let splits = locations.filter { layout(of: $0) != .stack }
    for location in splits {
      let lists = layout(of: location).columnCount(in: .regular) - 1
      if rules.removedViewsWriteNil {
        for column in 0..<lists {
          bindings.write(.selection(nil, column: ColumnID(location, column: column)), sizeClass: old)
        }
      }
      // The split's root stack is a new view: it reads its path afresh.
      hasRead.remove(.path(LayerID(location)))
      // A presentation made by the removed view goes with it (the new view
      // presents it again once it is gone).
      if !wiring.presentsFromTheSplitHost, let position = chain.firstIndex(where: { $0.presenter == LayerID(location) })
      {
        let gone = chain[position]
        startDismissal(at: position)
        if rules.removedViewsWriteNil { bindings.write(.dismissed(gone.item), sizeClass: old) }
      }
    }
  }

  private var locations: [StackLocation<Tab>] {
    switch navigator.state {
    case .stack: [.single]
    case .tabs(let tabs): tabs.order.map { .tab($0) }
    }
  }

  private func layout(of location: StackLocation<Tab>) -> NavigationLayout {
    switch location {
    case .single: layoutOfTab(nil)
    case .tab(let tab): layoutOfTab(tab)
    case .modalOverTabs: .stack
    }
  }

  // MARK: The screen against the state

  /// What the screen shows, as a navigation state: each stack's lists'
  /// selections and root path, then each presentation's modal and path.
  public var screenState: NavigationState<Tab, Route> {
    func steps(_ location: StackLocation<Tab>) -> [Step<Route>] {
      var steps: [Step<Route>] = []
      if location != .modalOverTabs {
        let lists = layout(of: location).columnCount(in: .regular) - 1
        if layout(of: location).columnCount(in: sizeClass) > 1 {
          let stateStack = navigator.state.stack(at: location)
          for column in 0..<lists {
            guard let selection = bindings.selection(ColumnID(location, column: column)) else { break }
            // A list shows its selection, not whether the step hides Back
            // (it is the root of the next column: it has no Back).
            let hidesBack = stateStack.map {
              column < $0.count && $0[column].route == selection && $0[column].hidesBack
            }
            steps.append(Step(selection, .push, hidesBack: hidesBack ?? false))
          }
        }
        steps += (paths[LayerID(location)] ?? []).map { Step($0.route, .push, hidesBack: $0.hidesBack) }
      }
      for presentation in chain where presentation.item.layer.location == location {
        steps.append(Step(presentation.item.route, presentation.item.presentation))
        steps += (paths[presentation.item.layer] ?? []).map { Step($0.route, .push, hidesBack: $0.hidesBack) }
      }
      return steps
    }
    switch navigator.state {
    case .stack:
      return .stack(BackStack(steps(.single)))
    case .tabs(let tabs):
      var state = NavigationState.tabs(tabs)
      for tab in tabs.order {
        try? state.apply(NavigationIntent(.setStack(BackStack(steps(.tab(tab)))), in: .tab(tab)))
      }
      try? state.apply(NavigationIntent(.setStack(BackStack(steps(.modalOverTabs))), in: .modalOverTabs))
      if let selectedTab { try? state.apply(NavigationIntent(.selectTab(selectedTab, reselectPopsToRoot: false))) }
      return state
    }
  }

  /// How the screen differs from what it must show of the navigator's
  /// state: all of it, but what one presentation chain per window defers
  /// (see ``PresentationQueue/presentable(_:below:)``: a tab that is not
  /// selected shows no modal, and nothing is presented beneath a modal over
  /// all tabs). Covers show as sheets on macOS. Empty when they agree.
  public func differencesFromTheState() -> [String] {
    let screen = screenState
    var expected = PresentationQueue.presentable(navigator.state, below: screen)
    // The dialog shows over the shown stack only, once what it covers shows.
    let expectedDialog = expected.stack(at: expected.shownLocation)?.dialog
    expected = Self.stepsOnly(expected)
    if rules.platform == .macOS { expected = Self.coversAsSheets(expected) }
    var differences: [String] = []
    if screen != expected { differences.append("the screen shows \(screen), the state \(expected)") }
    if dialog?.dialog != expectedDialog {
      differences.append(
        "the screen shows the dialog \(String(describing: dialog?.dialog.title)), the state \(String(describing: expectedDialog?.title))"
      )
    }
    return differences
  }

  /// `state` with each stack its steps only, as the screen shows them: no
  /// dialog, requests or answers, and whether a step confirms leaving apart
  /// (the host shows it as its own Back button, which the gestures check).
  private static func stepsOnly(_ state: NavigationState<Tab, Route>) -> NavigationState<Tab, Route> {
    var result = state
    for location in PresentationQueue<Tab, Route>.locations(of: state) {
      guard let stack = state.stack(at: location) else { continue }
      let steps = BackStack(stack.map { Step($0.route, $0.presentation, hidesBack: $0.hidesBack) })
      try? result.apply(NavigationIntent(.setStack(steps), in: .location(location)))
    }
    return result
  }

  private static func coversAsSheets(_ state: NavigationState<Tab, Route>) -> NavigationState<Tab, Route> {
    func sheets(_ stack: BackStack<Route>) -> BackStack<Route> {
      BackStack(
        stack.map { Step($0.route, $0.presentation == .cover ? .sheet : $0.presentation, hidesBack: $0.hidesBack) })
    }
    var result = state
    for location in PresentationQueue<Tab, Route>.locations(of: state) {
      if let stack = state.stack(at: location) {
        try? result.apply(NavigationIntent(.setStack(sheets(stack)), in: .location(location)))
      }
    }
    return result
  }
}
