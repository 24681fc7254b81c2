import Observation
import Wayfinder

/// What the SwiftUI layer binds to: for each tab's stack and each modal, the
/// path and the presented item to read, and every write SwiftUI makes turned
/// into an intent (cause ``NavigationCause/user``) or ignored as stale, with
/// the reason kept in ``ignoredWrites``. UI-free, so every decision the
/// SwiftUI layer relies on is tested without SwiftUI.
///
/// ```swift
/// let bindings = NavigationBindings(navigator) { tab in tab == .browse ? .twoColumns : .stack }
/// bindings.layers(of: .browse, sizeClass: .compact)[0].path   // what NavigationStack(path:) shows
/// bindings.write(.path([], layerModal: nil, tab: .browse), sizeClass: .compact)   // the user went back to the root
/// ```
///
/// A change SwiftUI cannot show at once (a sheet and pushes inside it, two
/// modals) is shown batch by batch (see ``PresentationBatch``): the bindings
/// read ``displayedState``, which holds back what follows a presentation
/// until the view calls ``presentationCompleted()``, never a fixed delay.
@MainActor
public final class NavigationBindings<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Observable {
  /// The navigator the bindings read and change.
  public let navigator: Navigator<Tab, Route>
  /// How each tab's stack is laid out (`nil`: a state without tabs).
  public let layoutOfTab: @MainActor (Tab?) -> NavigationLayout
  /// The most recent writes that were ignored, oldest first, with why (at
  /// most ``ignoredWriteLimit``).
  public private(set) var ignoredWrites: [(write: SwiftUIWrite<Tab, Route>, reason: String)] = []
  /// How many ignored writes are kept.
  public let ignoredWriteLimit = 32
  /// The columns each split shows, as the user left them: view state, which
  /// changes no navigation (see ``ColumnVisibility``).
  private var visibility: [Tab?: ColumnVisibility] = [:]

  /// A change being shown batch by batch: from the state shown when it
  /// began, to the navigator's state, and how many batches are shown.
  private struct Transition {
    let from: NavigationState<Tab, Route>
    let to: NavigationState<Tab, Route>
    let batches: [PresentationBatch<Tab, Route>]
    var shownBatches: Int
  }
  // Caches that reads keep up to date (not observed): the change in progress
  // and the state last shown.
  private var transition: Transition?
  private var lastShown: NavigationState<Tab, Route>?
  /// Counts completed presentations: observed, so views show the next batch.
  private var completedPresentations = 0
  private let registrar = ObservationRegistrar()

  /// Bindings for `navigator`, each tab laid out as `layoutOfTab` says.
  public init(
    _ navigator: Navigator<Tab, Route>, layoutOfTab: @escaping @MainActor (Tab?) -> NavigationLayout = { _ in .stack }
  ) {
    self.navigator = navigator
    self.layoutOfTab = layoutOfTab
  }

  /// What the views show: the navigator's state, or, while a change waits
  /// for a presentation to complete, the part of it shown so far. O(1) when
  /// no change is in progress.
  public var displayedState: NavigationState<Tab, Route> {
    registrar.access(self, keyPath: \.completedPresentations)
    let target = navigator.state
    if transition?.to != target {
      let from = lastShown ?? target
      let batches = PresentationBatch.batches(of: NavigationPlan(from: from, to: target))
      transition = Transition(from: from, to: target, batches: batches, shownBatches: Self.release(batches, after: 0))
    }
    guard let transition, transition.shownBatches < transition.batches.count else {
      lastShown = target
      return target
    }
    let steps = transition.batches[..<transition.shownBatches].flatMap(\.steps)
    let shown = (try? NavigationPlan(steps: steps).performed(on: transition.from)) ?? target
    lastShown = shown
    return shown
  }

  /// Whether part of a change waits for a presentation to complete.
  public var isWaitingForPresentation: Bool {
    _ = displayedState
    return transition.map { $0.shownBatches < $0.batches.count } ?? false
  }

  /// Tells the bindings that a presented modal is on screen (call it from
  /// the modal's `onAppear`): the next batches of the change are shown, up
  /// to and including the next presentation.
  public func presentationCompleted() {
    guard var transition, transition.shownBatches < transition.batches.count else { return }
    registrar.withMutation(of: self, keyPath: \.completedPresentations) {
      transition.shownBatches = Self.release(transition.batches, after: transition.shownBatches)
      self.transition = transition
      completedPresentations += 1
    }
  }

  /// How many batches show once the first `count` are shown: the next ones,
  /// up to and including the first that presents.
  private static func release(_ batches: [PresentationBatch<Tab, Route>], after count: Int) -> Int {
    var index = count
    while index < batches.count {
      index += 1
      if batches[index - 1].presents { break }
    }
    return index
  }

  /// The scene of `tab`'s stack (the one stack when `nil`), as if it were
  /// selected: SwiftUI keeps every tab's views, so each binds its own.
  public func scene(of tab: Tab?, sizeClass: SizeClass) -> NavigationScene<Tab, Route> {
    var state = displayedState
    if let tab, case .tabs(var tabs) = state, (try? tabs.select(tab, reselectPopsToRoot: false)) != nil {
      state = .tabs(tabs)
    }
    return NavigationScene(state, layout: layoutOfTab(tab), sizeClass: sizeClass)
  }

  /// The layers of `tab`'s stack, bottom first: the root stack, then each
  /// modal inside it. The modal over all tabs is not among them; see
  /// ``overTabsLayers(sizeClass:)``.
  public func layers(of tab: Tab?, sizeClass: SizeClass) -> [NavigationLayer<Route>] {
    let layers = NavigationLayer.layers(of: scene(of: tab, sizeClass: sizeClass))
    let own = layers.filter { !($0.modal?.isOverTabs ?? false) }
    guard let last = own.last, last.presented?.isOverTabs == true else { return own }
    // The TabView presents the modal over all tabs, not the tab's top layer.
    return own.dropLast() + [NavigationLayer(index: last.index, modal: last.modal, path: last.path, presented: nil)]
  }

  /// The layers of the modal over all tabs, bottom first; the first one's
  /// ``NavigationLayer/modal`` is what the `TabView` presents.
  public func overTabsLayers(sizeClass: SizeClass) -> [NavigationLayer<Route>] {
    NavigationLayer.layers(of: scene(of: displayedState.selectedTab, sizeClass: sizeClass))
      .filter { $0.modal?.isOverTabs ?? false }
  }

  /// The selection of the split column at `level` of `tab`.
  public func selection(atLevel level: Int, of tab: Tab?, sizeClass: SizeClass) -> Route? {
    scene(of: tab, sizeClass: sizeClass).columns.first { $0.level.number == level }?.selection
  }

  /// The columns the split of `tab` shows.
  public func columnVisibility(of tab: Tab?) -> ColumnVisibility { visibility[tab] ?? .automatic }

  /// Applies what SwiftUI wrote, made while the window was `sizeClass`:
  /// its intent with cause ``NavigationCause/user``, or nothing, keeping the
  /// reason in ``ignoredWrites``. A refused intent (a guard blocked it) is
  /// kept there too, with the error.
  public func write(_ write: SwiftUIWrite<Tab, Route>, sizeClass: SizeClass) {
    if case .columnVisibility(let columns, let tab) = write {
      visibility[tab] = columns
      return
    }
    let state = displayedState
    let tab: Tab? =
      switch write {
      case .path(_, _, let tab): tab
      default: state.selectedTab
      }
    switch write.decision(in: state, scene: scene(of: tab, sizeClass: sizeClass)) {
    case .apply(let intent):
      do {
        try navigator.apply(intent, cause: .user)
      } catch {
        ignore(write, "refused: \(error)")
      }
    case .ignore(let reason):
      ignore(write, reason)
    }
  }

  private func ignore(_ write: SwiftUIWrite<Tab, Route>, _ reason: String) {
    ignoredWrites.append((write, reason))
    if ignoredWrites.count > ignoredWriteLimit { ignoredWrites.removeFirst() }
  }
}

/// The columns a split shows, as SwiftUI's `NavigationSplitViewVisibility`
/// has them.
///
/// Visibility is view state, as a terminal's cursor is: hiding the sidebar
/// selects nothing and pops nothing, so it is not part of
/// ``NavigationState`` (nor saved with it), and it survives size-class
/// changes in ``NavigationBindings``.
public enum ColumnVisibility: Hashable, Sendable, CaseIterable {
  /// The system's choice.
  case automatic
  /// Every column.
  case all
  /// The content and detail columns (three columns), or every column (two).
  case doubleColumn
  /// The detail column only.
  case detailOnly
}
