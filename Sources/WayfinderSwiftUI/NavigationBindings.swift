import Foundation
import Observation
import Wayfinder

/// What the SwiftUI layer binds to, and every decision it needs: UI-free, so
/// it is tested here (on Linux, against a SwiftUI stand-in), and the SwiftUI
/// layer only connects bindings to it. One set per navigator, made by the
/// first host given the navigator and kept while it lives. An app never
/// makes or calls them: it gives its navigator to the hosts (a window of
/// `NavigationWindowGroup` hands its content the window's navigator).
///
/// - **Reads.** For each layer (a `NavigationStack`: a tab's root stack, the
///   one stack, or a modal's), its path and the modal presented over it;
///   for each split column, its list's selection; the selected tab. Each is
///   observed on its own: a change re-evaluates the views that read what
///   changed, and no other, and a read costs the same at any depth.
/// - **Writes.** Each write SwiftUI makes (`SwiftUIWrite`) names the layer
///   or list it came from. A write the screen really made is followed at
///   once (the views show what the screen shows) and asked of the
///   navigator with cause `NavigationCause.user`; a stale one (a late
///   `nil` from a sheet animating out, a path from a layer no longer shown,
///   any write from a tab the views do not show, a list echoing its
///   selection, a view of the other size class) is ignored, and the reason
///   kept in `ignoredWrites`. The user cannot touch a tab that is not on
///   screen, so a write from one is SwiftUI's, not the user's: ignoring it
///   loses nothing the user did, where following it would change a stack
///   the user cannot see, or ask "Discard changes?" about it. What the navigator
///   then does (a guard's refusal or redirect) reaches the views on the next
///   turn of the main actor, never in the frame SwiftUI wrote in.
/// - **Lifecycle.** A change SwiftUI cannot take at once reaches the views
///   batch by batch, each one SwiftUI accepts: a presentation only after
///   the one before has finished appearing (`presentationDidAppear(_:)`,
///   from a view whose appearance is reported when the transition ends),
///   and only after a dismissal's `onDismiss` (`presentationDidDismiss(presentedBy:)`).
///   Never after a fixed delay. A tab that is not selected shows no modal.
/// - **Back.** A screen whose step hides Back hides the Back button (which
///   also turns off the swipe back); a modal with such a screen cannot be
///   dragged away.
/// - **Cost.** A change that presents or dismisses nothing (a push, a pop,
///   a swipe back, a tab switch between tabs without modals), the
///   navigator's or the user's, is shown at the cost of what it changed, at
///   any depth: the bindings keep their own copy of what is shown (sharing
///   no storage with the navigator's state, so neither copies the other's
///   steps), follow the navigator's changes one by one from its log, and
///   compare the path SwiftUI writes by its changed end (each element is a
///   screen, the same while the screen stays). A change that presents or
///   dismisses a modal goes through the batches, at the cost of the state.
@MainActor @_spi(WayfinderInternals)
public final class NavigationBindings<Tab: Hashable & Sendable, Route: Hashable & Sendable> {
  /// The navigator the bindings read and change. Held weakly: a
  /// navigator's bindings are kept beside it (`of(_:)`) and go with it.
  public var navigator: Navigator<Tab, Route> {
    guard let navigator = weakNavigator else { preconditionFailure("the bindings of a navigator that was freed") }
    return navigator
  }
  weak var weakNavigator: Navigator<Tab, Route>?
  /// Where the views run: covers are sheets on macOS.
  package let platform: Platform
  /// How each route's screen is presented where no host declared it:
  /// detents, sizing, whether it can be dragged away, the zoom source it grows from.
  let defaultPresentation: @MainActor (Route) -> RoutePresentation
  /// The layout each host declared for its stack.
  var layouts: [StackLocation<Tab>: NavigationLayout] = [:]
  /// How each host presents the routes of its stack.
  var presentations: [StackLocation<Tab>: @MainActor (Route) -> RoutePresentation] = [:]
  /// The anchor of the host's own Back button.
  package static var backAnchor: String { "wayfinder.back" }

  /// The most recent writes that were ignored, oldest first, with why (at
  /// most ``ignoredWriteLimit``).
  package private(set) var ignoredWrites: [(write: SwiftUIWrite<Tab, Route>, reason: String)] = []
  /// How many ignored writes are kept.
  package let ignoredWriteLimit = 32

  /// The size class the views are laid out for (the window's).
  /// Observed: a split host lays out from it, with the paths projected for
  /// it; a view that writes captures it when built (``write(_:sizeClass:)``).
  package var sizeClass: SizeClass { sizeClassCell.value }
  let sizeClassCell: ObservedCell<SizeClass>

  /// What went wrong between SwiftUI and the bindings, oldest first (at most
  /// ``ignoredWriteLimit``): a transition whose end SwiftUI never reported,
  /// released by the watchdog.
  package internal(set) var diagnostics: [String] = []
  var queue: PresentationQueue<Tab, Route>
  var projection = LayerProjection<Tab, Route>()
  let schedule: @MainActor (@escaping @MainActor () -> Void) -> Void
  /// The token of each step shown, by stack: the identity of its screen
  /// (SwiftUI's, for an element it pushed), kept while the screen is shown.
  var stepTokens: [StackLocation<Tab>: [UInt64]] = [:]
  /// The last token given to a screen (tokens up to it are the state's
  /// screens', shown now or before).
  var lastToken: UInt64 = 0
  /// The tokens of every screen shown, in every stack.
  var shownTokens: Set<UInt64> = []
  /// The navigator's `changeCount` up to which the views show
  /// all its state lets them (nothing awaited): from there, its next
  /// changes are shown change by change, each at the cost of what it
  /// changed. `nil` while they show less.
  var shownUpTo: Int?
  /// How many catch-ups showed the navigator's changes one by one, and how
  /// many went through the queue (for tests).
  package internal(set) var catchUps = (oneByOne: 0, byQueue: 0)
  // A stack's path and its presentation are read by different views (the
  // stack, the presenter): each has a cell of its own.
  var pathCells: [LayerID<Tab>: ObservedCell<[PathElement<Route>]>] = [:]
  var presentedCells: [LayerID<Tab>: ObservedCell<ModalItem<Tab, Route>?>] = [:]
  var selectionCells: [ColumnID<Tab>: ObservedCell<Route?>] = [:]
  var confirmingCells: [LayerID<Tab>: ObservedCell<Set<UInt64>>] = [:]
  let dialogCell = ObservedCell<ShownDialog<Tab>?>(nil)
  let awaitingCell = ObservedCell(false)
  var watchdog = TransitionWatchdog<Tab, Route>()
  /// The layer whose dialog is closing on screen, if any: nothing is
  /// presented or dismissed until it has left (``dialogDidClose(over:)``).
  var closingDialog: LayerID<Tab>?
  /// The layer of the modal the user drags away, if any: nothing else is
  /// shown until the drag has ended (``userDrags(_:)``).
  var draggedLayer: LayerID<Tab>?
  /// The layer whose presenter said its dialog closed before the bindings
  /// took it away (the user closed it): nothing to wait for then.
  var closedDialog: LayerID<Tab>?
  /// The layer whose presenter has read the dialog it shows: a dialog no
  /// presenter read was never put on screen, and nothing leaves when it goes.
  var dialogRead: LayerID<Tab>?
  let tabCell: ObservedCell<Tab?>
  let tabOrderCell: ObservedCell<[Tab]>
  /// How many times what is shown has changed: what ``shownState``'s
  /// readers observe (the state itself is kept once, by the queue).
  let shownVersion = ObservedCell(0)
  var visibility: [StackLocation<Tab>: ObservedCell<ColumnVisibility>] = [:]
  /// What SwiftUI wrote in this turn, which its bindings read back until
  /// the next turn: a view shows what it wrote, and SwiftUI takes one update
  /// of a stack per frame, so what the navigator makes of a write reaches
  /// the view on the next turn, never in the frame it wrote in.
  var echoedPaths: [LayerID<Tab>: [PathElement<Route>]] = [:]
  var echoedDismissals: Set<LayerID<Tab>> = []
  var echoedSelections: [ColumnID<Tab>: Route?] = [:]
  var echoedTab: Tab?
  /// Whether the dialog shown was closed by SwiftUI in this turn (a choice, or `isPresented` set to `false`).
  var echoedDialogClosed = false
  /// The inspector the user hid last in each stack, with the steps below
  /// it then: what the Show Inspector command shows again there.
  var hiddenInspectors: [StackLocation<Tab>: (route: Route, below: [Step<Route>])] = [:]
  /// The modal layer each layer presented last: what its `onDismiss` is about.
  var lastPresented: [LayerID<Tab>: LayerID<Tab>] = [:]
  /// Whether a catch-up with the navigator is scheduled.
  var isCatchUpScheduled = false
  /// What the navigator calls after each change (see `followNavigator`).
  var following: Int?
  /// The zoom sources on screen in each layer, each with how many views show it.
  var zoomSources: [LayerID<Tab>: [String: Int]] = [:]

  /// Bindings for `navigator`, each stack laid out as its host declares it
  /// (else as the navigator's `layouts` say), in
  /// a window of `sizeClass`, on the platform compiled for; from now on,
  /// the navigator's bindings (``of(_:)``), which the hosts given the
  /// navigator use.
  ///
  /// - Parameters:
  ///   - navigator: The navigator to show and change.
  ///   - sizeClass: The window's size class (see ``setSizeClass(_:)``).
  ///   - presentation: How each route's screen is presented where no host
  ///     declared it (by default, as the system presents it).
  ///   - schedule: Runs work on a later turn of the main actor (by default
  ///     a new task): what the navigator does after a write, and its
  ///     programmatic changes, reach the views there. Tests pass a clock.
  @_spi(WayfinderInternals) public convenience init(
    _ navigator: Navigator<Tab, Route>, sizeClass: SizeClass = .compact,
    presentation: @escaping @MainActor (Route) -> RoutePresentation = { _ in .automatic },
    schedule: @escaping @MainActor (@escaping @MainActor () -> Void) -> Void = { job in
      Task { @MainActor in job() }
    }
  ) {
    self.init(navigator, sizeClass: sizeClass, platform: .current, presentation: presentation, schedule: schedule)
  }

  /// Bindings for `navigator` on `platform`: as ``init(_:sizeClass:presentation:schedule:)``
  /// for the platform a test plays.
  package init(
    _ navigator: Navigator<Tab, Route>, sizeClass: SizeClass = .compact, platform: Platform,
    presentation: @escaping @MainActor (Route) -> RoutePresentation = { _ in .automatic },
    schedule: @escaping @MainActor (@escaping @MainActor () -> Void) -> Void = { job in
      Task { @MainActor in job() }
    }
  ) {
    weakNavigator = navigator
    sizeClassCell = ObservedCell(sizeClass)
    self.platform = platform
    defaultPresentation = presentation
    self.schedule = schedule
    queue = PresentationQueue(showing: navigator.state)
    tabCell = ObservedCell(nil)
    tabOrderCell = ObservedCell(queue.shown.tabs?.order ?? [])
    for location in PresentationQueue<Tab, Route>.locations(of: queue.shown) {
      stepTokens[location] = newTokens(queue.shown.stack(at: location)?.count ?? 0)
    }
    shownTokens = Set(stepTokens.values.joined())
    followNavigator(navigator)
    catchUp()
    attach(to: navigator)
  }

  deinit {
    if let following { weakNavigator?.stopFollowing(following) }
  }

  func pathCell(_ id: LayerID<Tab>) -> ObservedCell<[PathElement<Route>]> {
    if let cell = pathCells[id] { return cell }
    let cell = ObservedCell(projection.layers[id]?.path ?? [])
    pathCells[id] = cell
    return cell
  }

  func confirmingCell(_ id: LayerID<Tab>) -> ObservedCell<Set<UInt64>> {
    if let cell = confirmingCells[id] { return cell }
    let cell = ObservedCell(projection.confirming[id] ?? [])
    confirmingCells[id] = cell
    return cell
  }

  func presentedCell(_ id: LayerID<Tab>) -> ObservedCell<ModalItem<Tab, Route>?> {
    if let cell = presentedCells[id] { return cell }
    let cell = ObservedCell(projection.layers[id]?.presented)
    presentedCells[id] = cell
    return cell
  }

  func visibilityCell(_ location: StackLocation<Tab>) -> ObservedCell<ColumnVisibility> {
    if let cell = visibility[location] { return cell }
    let cell = ObservedCell(ColumnVisibility.automatic)
    visibility[location] = cell
    return cell
  }

  func layout(of location: StackLocation<Tab>) -> NavigationLayout {
    if let declared = layouts[location] { return declared }
    // Where no host declared it (the lifecycle player, the tests): the navigator's.
    return location == .modalOverTabs ? .stack : navigator.layouts.layout(of: location.tab)
  }

  func ignore(_ write: SwiftUIWrite<Tab, Route>, _ reason: String) {
    ignoredWrites.append((write, reason))
    if ignoredWrites.count > ignoredWriteLimit { ignoredWrites.removeFirst() }
  }
}
