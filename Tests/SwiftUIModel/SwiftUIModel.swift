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
    public let item: ModalItem<Tab, Route>
    /// Where it is in its transition.
    public var phase: Phase

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

  private let layoutOfTab: @MainActor (Tab?) -> NavigationLayout
  /// The adapter's work for the next turn of the main actor.
  private var jobs: [@MainActor () -> Void] = []
  /// The stacks whose path was written by a gesture in this frame.
  private var writtenThisFrame: Set<LayerID<Tab>> = []

  /// A window of `sizeClass` showing `navigator` through a new adapter.
  public init(
    _ navigator: Navigator<Tab, Route>, sizeClass: SizeClass = .compact, rules: SwiftUIRules = SwiftUIRules(),
    wiring: HostWiring = HostWiring(), layoutOfTab: @escaping @MainActor (Tab?) -> NavigationLayout = { _ in .stack }
  ) {
    self.navigator = navigator
    self.rules = rules
    self.wiring = wiring
    self.sizeClass = sizeClass
    self.layoutOfTab = layoutOfTab
    bindings = NavigationBindings(
      navigator, sizeClass: sizeClass, platform: rules.platform, layoutOfTab: layoutOfTab,
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

  /// The root layer of what the window shows: the selected tab's, or the one stack's.
  private var baseLayer: LayerID<Tab> { LayerID(selectedTab.map { .tab($0) } ?? .single) }

  private var renderWouldChangeNothing: Bool {
    mountedLayers.allSatisfy { paths[$0] == bindings.path(of: $0) } && selectedTab == bindings.selectedTab
      && presentationsAsRead() == chain.map(\.item)
  }

  /// The items the presenters read, up the chain from the base layer.
  private func presentationsAsRead() -> [ModalItem<Tab, Route>] {
    var items: [ModalItem<Tab, Route>] = []
    var presenter = baseLayer
    while let item = read(over: presenter) {
      items.append(item)
      presenter = item.layer
    }
    return items
  }

  /// What the presenter `layer` reads: its sheet, or its cover where covers exist.
  private func read(over layer: LayerID<Tab>) -> ModalItem<Tab, Route>? {
    if let sheet = bindings.presented(over: layer, as: .sheet) { return sheet }
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
    if let tab = bindings.selectedTab, tab != selectedTab { selectedTab = tab }
    // Each mounted stack reads its path.
    for layer in mountedLayers {
      let path = bindings.path(of: layer)
      guard path != paths[layer] else { continue }
      if writtenThisFrame.contains(layer) {
        violate(.oneStackUpdatePerFrame, "\(layer)'s path changed again in the frame a gesture wrote it")
        continue
      }
      paths[layer] = path
    }
    // The presenters, up the chain.
    var presenter = baseLayer
    var position = 0
    while true {
      let item = read(over: presenter)
      if position < chain.count {
        let current = chain[position]
        if item == current.item {
          presenter = current.item.layer
          position += 1
          continue
        }
        // Dismissed (or replaced: dismissed first, then presented on a later frame).
        switch current.phase {
        case .dismissing: break
        case .appearing:
          violate(.onePresentationAtATime, "\(current) was dismissed while it was still appearing")
          startDismissal(at: position)
        case .shown: startDismissal(at: position)
        }
        break
      }
      guard let item else { break }
      present(item, over: presenter)
      break
    }
    // A view that is not in the window must not present.
    let inWindow = Set([baseLayer] + chain.map(\.item.layer))
    for layer in mountedLayers where !inWindow.contains(layer) {
      if let item = read(over: layer), !chain.contains(where: { $0.item == item }) {
        violate(.presentOnlyFromTheWindow, "\(layer), not in the window, asked to present \(item.route)")
      }
    }
  }

  private func present(_ item: ModalItem<Tab, Route>, over presenter: LayerID<Tab>) {
    if let busy = chain.first(where: { $0.phase != .shown }) {
      return violate(.onePresentationAtATime, "presenting \(item.route) while \(busy) is in progress")
    }
    if let top = chain.last, top.item.layer != presenter {
      return violate(.onePresentationAtATime, "presenting \(item.route) over \(presenter): already presenting")
    }
    chain.append(
      Presentation(presenter: presenter, item: item, phase: .appearing(until: frame + rules.transitionFrames)))
    paths[item.layer] = bindings.path(of: item.layer)
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
        for removed in chain[position...] { paths[removed.item.layer] = nil }
        chain.removeSubrange(position...)
        if wiring.reportsDismissal {
          callbacks.append("onDismiss \(gone.item.route)")
          bindings.presentationDidDismiss(presentedBy: gone.presenter)
        }
        return
      default: continue
      }
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
  public var frontLayer: LayerID<Tab> { chain.last?.item.layer ?? baseLayer }

  private var isTransitioning: Bool { chain.contains { $0.phase != .shown } }

  /// Whether the Back button of the front layer's top screen shows.
  private func backShows(in layer: LayerID<Tab>) -> Bool {
    guard let top = paths[layer]?.last else { return false }
    return !(wiring.hidesBackButton && top.hidesBack)
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

  /// The user taps a `NavigationLink(value: PathElement(pushing: route))` on the front screen.
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

  /// The user taps `tab` in the tab bar (out of reach under a presentation).
  @discardableResult
  public func tapTab(_ tab: Tab) -> Bool {
    guard chain.isEmpty, selectedTab != nil else { return false }
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
      paths[LayerID(location)] = bindings.path(of: LayerID(location))
      // A presentation made by the removed view goes with it.
      if !wiring.presentsFromTheSplitHost, let position = chain.firstIndex(where: { $0.presenter == LayerID(location) })
      {
        let gone = chain[position]
        for removed in chain[position...] { paths[removed.item.layer] = nil }
        chain.removeSubrange(position...)
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

  /// How the screen differs from the navigator's state, once settled: every
  /// stack's path, the selected tab, the selected tab's modals and the
  /// modal over all tabs with what is pushed in them (a tab that is not
  /// selected shows no modal). Empty when they agree.
  public func differencesFromTheState() -> [String] {
    var differences: [String] = []
    let state = navigator.state
    if selectedTab != state.selectedTab {
      differences.append("tab \(String(describing: selectedTab)), state \(String(describing: state.selectedTab))")
    }
    var expectedChain: [(LayerID<Tab>, Step<Route>, [Route])] = []
    for location in locations + (state.tabs == nil ? [] : [.modalOverTabs]) {
      guard let stack = state.stack(at: location) else { continue }
      let steps = Array(stack)
      let modals = steps.indices.filter { steps[$0].isModal }
      let baseEnd = modals.first ?? steps.count
      if location != .modalOverTabs {
        let lists = layout(of: location).columnCount(in: .regular) - 1
        let start = layout(of: location).columnCount(in: sizeClass) == 1 ? 0 : min(lists, baseEnd)
        let shown = paths[LayerID(location)]?.map(\.route)
        if shown != steps[start..<baseEnd].map(\.route) {
          differences.append(
            "\(location): shows \(String(describing: shown)), state \(steps[start..<baseEnd].map(\.route))")
        }
      }
      let isShown = location == .modalOverTabs || location == baseLayer.location
      guard isShown else { continue }
      for (position, index) in modals.enumerated() {
        let end = position + 1 < modals.count ? modals[position + 1] : steps.count
        expectedChain.append(
          (LayerID(location, modalDepth: index + 1), steps[index], steps[(index + 1)..<end].map(\.route)))
      }
    }
    let shownChain = chain.map { ($0.item.layer, $0.item.route, paths[$0.item.layer]?.map(\.route) ?? []) }
    let expected = expectedChain.map { ($0.0, $0.1.route, $0.2) }
    if shownChain.map(\.0) != expected.map(\.0) || shownChain.map(\.1) != expected.map(\.1)
      || shownChain.map(\.2) != expected.map(\.2)
    {
      differences.append("presented \(shownChain), state \(expected)")
    }
    for (presentation, step) in zip(chain, expectedChain.map(\.1)) {
      let expected = rules.platform == .macOS && step.presentation == .cover ? .sheet : step.presentation
      if presentation.item.presentation != expected {
        differences.append("\(presentation) shows as \(presentation.item.presentation), state \(step.presentation)")
      }
    }
    return differences
  }
}
