// One window (a scene): its tree of views, its presentation chain, and a
// frame's work in SwiftUI's order: transitions advance, invalidated views
// are evaluated, presentations follow their bindings, then the lifecycle
// callbacks run (their writes show in the next frame).
import Foundation
import SwiftUILifecycle

@MainActor package final class RuntimeWindow {
  /// The device; weak, so that a window a test keeps alive (its views
  /// capture their scene's binding) never outlives it unsafely.
  private(set) weak var device: Device?
  let variants: LifecycleVariants
  private let supportsMultipleWindows: Bool
  /// The value of the scene's binding (`WindowGroup(for:)`), restored or opened with.
  nonisolated(unsafe) package internal(set) var value: AnyHashable?
  /// The window's horizontal size class (``LifecycleRule/sizeClassComesFromTheWindow``).
  package internal(set) var sizeClass: UserInterfaceSizeClass
  /// Whether it is in front, the window with the focus (``LifecycleRule/oneSceneIsFocused``).
  var isFront = false
  var chain: Chain
  var stackGate = StackUpdateGate<Int>()
  private(set) var root: ViewNode?
  private let makeRoot: (RuntimeWindow) -> any View
  /// The nodes on screen in the last frame, in the tree's order.
  private var onScreen: [ViewNode] = []
  /// Nodes that left the tree in this frame while on screen.
  private var left: [ViewNode] = []
  /// `onChange` actions due after this frame's evaluation.
  var changed: [ViewNode] = []
  /// Transition coordinators handed out, by the presenter whose presentation runs.
  var coordinators: [Int: [RuntimeTransitionCoordinator]] = [:]
  /// Controllers that appeared with no transition: `viewDidAppear` in the next frame.
  private var appearingWithoutTransition: [UIViewController] = []
  /// Links waiting for the window's views to be able to take them.
  var pendingURLs: [URL] = []

  init(
    device: Device, value: AnyHashable?, sizeClass: UserInterfaceSizeClass, root: @escaping (RuntimeWindow) -> any View
  ) {
    (self.device, self.value, self.sizeClass, makeRoot) = (device, value, sizeClass, root)
    (variants, supportsMultipleWindows) = (device.variants, device.kind.supportsMultipleWindows)
    chain = PresentationChain(variants: device.variants)
  }

  /// The environment at the window's root, made again when what it holds changes.
  var rootEnvironment: EnvironmentValues {
    let inputs = "\(sizeClass) \(device?.focusChanges ?? 0)"
    if let made = madeEnvironment, made.inputs == inputs { return made.values }
    var values = EnvironmentValues()
    values.horizontalSizeClass = sizeClass
    values.standInRelease = device?.release ?? Device.newestRelease
    values.scenePhase = .active  // ``LifecycleRule/severalScenesAreActive``
    values[FocusedValuesKey.self] = device?.focusedValues ?? FocusedValues()
    values[OpenWindowKey.self] = OpenWindowAction { [weak device] value in device?.openWindow(value) }
    values[DismissWindowKey.self] = DismissWindowAction { [weak device] value in device?.dismissWindow(value) }
    values[SupportsMultipleWindowsKey.self] = supportsMultipleWindows
    madeEnvironment = (inputs, values)
    return values
  }

  private var madeEnvironment: (inputs: String, values: EnvironmentValues)?

  /// The values its views on screen publish with `focusedSceneValue(_:_:)`,
  /// in the tree's order (``LifecycleRule/oneSceneIsFocused``).
  var sceneValues: FocusedValues {
    var values = FocusedValues()
    for node in visibleNodes() { if case .focusedSceneValue(let publish) = node.effect { publish(&values) } }
    return values
  }

  // MARK: A frame

  /// One frame, in ``FrameLoop``'s order.
  func frame() {
    FrameLoop.frame(
      advance: {
        play(chain.advance())
        // ``LifecycleRule/animationTimelineUpdatesEachFrame``
        for node in visibleNodes() { if case .timeline = node.effect { node.invalidate() } }
        for controller in appearingWithoutTransition { controller.viewDidAppear(true) }
        appearingWithoutTransition = []
      }, read: render, present: syncPresentations, callbacks: runLifecycle)
    deliverPendingURLs()
  }

  /// Evaluates what is invalidated, follows the presentations, and runs the lifecycle, until quiet.
  func update() {
    FrameLoop.update(read: render, present: syncPresentations, callbacks: runLifecycle)
  }

  private func render() {
    guard let root else {
      let made = ViewNode(key: "window", view: makeRoot(self), parent: nil, window: self, environment: rootEnvironment)
      self.root = made
      made.evaluate()
      return
    }
    root.receive(rootEnvironment)
    while let dirty = firstDirty(root) { dirty.evaluate() }
  }

  private func firstDirty(_ node: ViewNode) -> ViewNode? {
    if node.isDirty { return node }
    for child in node.children { if let found = firstDirty(child) { return found } }
    return nil
  }

  var hasWork: Bool {
    guard let root else { return true }
    return firstDirty(root) != nil || chain.isInTransition || !appearingWithoutTransition.isEmpty
      || visibleNodes().contains { if case .timeline = $0.effect { true } else { false } }
  }

  // MARK: Presentations

  /// Asks the chain for what each presenter on screen wants; returns whether anything changed.
  private func syncPresentations() -> Bool {
    var events: [Chain.Event] = []
    chain.inspectorsAreColumns = sizeClass == .regular  // ``LifecycleRule/anInspectorIsAColumnInRegularWidth``
    let visible = Set(visibleNodes().map(\.number))
    for entry in chain.entries where !visible.contains(entry.presenter) {
      events += chain.presenterLeft(entry.presenter)  // ``LifecycleRule/aPresentationOutlivesItsPresenter``
    }
    for node in visibleNodes() {
      guard case .presenter(let slot) = node.effect else { continue }
      let entry = chain.entry(presentedBy: node.number)
      if let entry, entry.item != slot.wanted {
        events += chain.dismiss(presentedBy: node.number)
      } else if entry == nil, let wanted = slot.wanted {
        // An inspector column's content is beside the content, not over it
        // (``LifecycleRule/aPresentationShowsBesideAnInspectorColumn``).
        let depth = node.ancestors.filter { ancestor in
          guard case .presentedContent = ancestor.effect else { return false }
          return !(ancestor.parent.flatMap { chain.entry(presentedBy: $0.number) }.map(chain.isColumn) ?? false)
        }.count
        events += chain.present(wanted, as: slot.style, from: node.number, atDepth: depth)
      }
    }
    play(events)
    return !events.isEmpty
  }

  func play(_ events: [Chain.Event]) {
    for event in events {
      switch event {
      case .began(let entry):
        guard let slot = slot(of: entry.presenter) else { continue }
        slot.shown = slot.wantedItem.map { (entry.item, $0) }
        slot.node?.invalidate()
      case .appeared(let entry):
        let due = coordinators.removeValue(forKey: entry.presenter) ?? []
        if device?.losesTransitionEnds != true { for coordinator in due { coordinator.complete() } }
      case .leaving(let entry):
        dialogBeginsToLeave(entry)
      case .removed(let entry):
        dragEnds(presentedBy: entry.presenter, cancelled: false)  // UIKit's completion, before SwiftUI's write
        let due = coordinators.removeValue(forKey: entry.presenter) ?? []
        if entry.style.isDialog {
          // The end of the dialog's dismissal (``LifecycleRule/aDialogTakesFramesToLeave``).
          for coordinator in due {
            device?.losesTransitionEnds == true ? coordinator.abandon() : coordinator.complete()
          }
        }
        guard let slot = slot(of: entry.presenter) else { continue }
        slot.shown = nil
        slot.node?.invalidate()
      case .writeNil(let entry):
        slot(of: entry.presenter)?.writeNil()
      case .onDismiss(let entry):
        slot(of: entry.presenter)?.onDismiss?()
      }
    }
    if !events.isEmpty { device?.needsUpdate = true }
  }

  /// A dialog begins to leave: the controllers of the content it was
  /// presented from (the presenting controller and its children: the
  /// window's, or the presentation's its presenter is in, not those of a
  /// presentation above) get the dismissal's transition coordinator
  /// (``LifecycleRule/transitionCoordinatorDuringATransition``), which
  /// completes when it has gone.
  private func dialogBeginsToLeave(_ entry: Chain.Entry) {
    guard let presenter = visibleNodes().first(where: { $0.number == entry.presenter }) else { return }
    let level =
      presenter.ancestors.first { if case .presentedContent = $0.effect { true } else { false } } ?? root
    for controller in level.map(controllers(in:)) ?? [] {
      let coordinator = RuntimeTransitionCoordinator(controller: controller, appearsAtTheEnd: false)
      controller._transitionCoordinator = coordinator
      coordinators[entry.presenter, default: []].append(coordinator)
    }
  }

  /// The controllers on screen in `level`'s content, not in a presentation above it.
  private func controllers(in level: ViewNode) -> [UIViewController] {
    var controllers: [UIViewController] = []
    func collect(_ node: ViewNode) {
      if let controller = node.controller, node.isOnScreen { controllers.append(controller) }
      for child in node.children {
        if case .presentedContent = child.effect { continue }
        collect(child)
      }
    }
    collect(level)
    return controllers
  }

  /// Interactive dismissals running, by the presenter whose presentation the user drags.
  private var drags: [Int: [RuntimeTransitionCoordinator]] = [:]

  /// The user began to drag `entry` away (``LifecycleRule/aDragIsAnInteractiveDismissal``):
  /// the controllers of its content get the dismissal's interactive
  /// transition coordinator, then `viewWillDisappear(_:)`.
  func dragBegins(_ entry: Chain.Entry) {
    guard let presenter = visibleNodes().first(where: { $0.number == entry.presenter }) else { return }
    for content in presenter.children {
      guard case .presentedContent = content.effect else { continue }
      for controller in controllers(in: content) {
        let coordinator = RuntimeTransitionCoordinator(
          controller: controller, appearsAtTheEnd: false, isInteractive: true)
        controller._transitionCoordinator = coordinator
        drags[entry.presenter, default: []].append(coordinator)
        controller.viewWillDisappear(true)
      }
    }
  }

  /// The drag of the presentation of `presenter` ended: it has gone, or
  /// (`cancelled`) the user let go and it stays.
  func dragEnds(presentedBy presenter: Int, cancelled: Bool) {
    for coordinator in drags.removeValue(forKey: presenter) ?? [] { coordinator.complete(cancelled: cancelled) }
  }

  private var slots: [Int: PresentationSlot] = [:]

  func register(_ slot: PresentationSlot) { slots[slot.presenter] = slot }

  func slot(of presenter: Int) -> PresentationSlot? { slots[presenter] }

  // MARK: Lifecycle

  /// The nodes on screen now, in the tree's order (``ScreenVisibility``).
  func visibleNodes() -> [ViewNode] {
    guard let root else { return [] }
    return ScreenVisibility.onScreen(root, in: self)
  }

  func nodeLeft(_ node: ViewNode) {
    if node.isOnScreen { left.append(node) }
    if case .presenter = node.effect { slots[node.number] = nil }
    if case .navigationDestination(let type, _) = node.effect,
      case .stack(let stack)? = node.nearest({ if case .stack = $0 { true } else { false } })?.effect
    {
      stack.unregister(type, from: node)
    }
  }

  private func runLifecycle() {
    let now = visibleNodes().filter { ScreenVisibility.appears($0, variants: variants) }
    let nowSet = Set(now.map(ObjectIdentifier.init))
    let gone = (onScreen.filter { !nowSet.contains(ObjectIdentifier($0)) } + left).reversed()
    left = []
    var actions: [@MainActor () -> Void] = []
    for node in gone where node.isOnScreen {
      node.isOnScreen = false
      if case .onDisappear(let action) = node.effect { actions.append(action) }
    }
    for node in now where !node.isOnScreen {
      defer { node.hasAppeared = true }
      node.isOnScreen = true
      switch node.effect {
      case .onAppear(let action): actions.append(action)
      case .onChange(_, true, let action) where !node.hasAppeared: actions.append(action)
      case .representable: appear(node)
      default: break
      }
    }
    for node in changed where node.isOnScreen {
      if case .onChange(_, _, let action) = node.effect { actions.append(action) }
    }
    changed = []
    onScreen = now
    for action in actions { action() }  // ``LifecycleRule/callbacksWriteForTheNextFrame``
  }

  /// A controller's view appears: within a presentation's transition it
  /// gets that transition's coordinator, whose completion runs at its end
  /// (``LifecycleRule/transitionCoordinatorDuringATransition``).
  private func appear(_ node: ViewNode) {
    guard let controller = node.controller else { return }
    let presenter = node.ancestors.first { if case .presentedContent = $0.effect { true } else { false } }?.parent
    if let presenter, let entry = chain.entry(presentedBy: presenter.number), case .appearing = entry.phase {
      let coordinator = RuntimeTransitionCoordinator(controller: controller, appearsAtTheEnd: true)
      controller._transitionCoordinator = coordinator
      coordinators[presenter.number, default: []].append(coordinator)
      controller.viewWillAppear(true)
    } else {
      controller.viewWillAppear(false)
      appearingWithoutTransition.append(controller)
    }
  }

  // MARK: Links

  /// The `onOpenURL` handlers on screen (a view that never appears registers none).
  var urlHandlers: [@MainActor (URL) -> Void] {
    visibleNodes().compactMap { node in
      guard case .onOpenURL(let handler) = node.effect, ScreenVisibility.appears(node, variants: variants) else {
        return nil
      }
      return handler
    }
  }

  /// The union of the `handlesExternalEvents` sets on screen.
  var externalEvents: (preferring: Set<String>, allowing: Set<String>) {
    var result: (preferring: Set<String>, allowing: Set<String>) = ([], [])
    for node in visibleNodes() {
      if case .externalEvents(let preferring, let allowing) = node.effect {
        result.preferring.formUnion(preferring)
        result.allowing.formUnion(allowing)
      }
    }
    return result
  }

  func open(_ url: URL) {
    pendingURLs.append(url)
    deliverPendingURLs()
  }

  private func deliverPendingURLs() {
    let handlers = urlHandlers
    guard !handlers.isEmpty, !pendingURLs.isEmpty else { return }
    let urls = pendingURLs
    pendingURLs = []
    for url in urls { for handler in handlers { handler(url) } }
  }

  func tearDown() {
    root?.tearDown()
    root = nil
    runLifecycle()
  }
}

/// The transition coordinator the runtime hands a controller whose view
/// appears during a presentation, or that presents a dialog while it leaves:
/// its completions run when the transition ends.
final class RuntimeTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private weak var controller: UIViewController?
  /// Whether the controller's view appears at the end (`viewDidAppear`):
  /// not for a presenter whose dialog leaves (its view never left).
  private let appearsAtTheEnd: Bool
  /// Whether the user's finger drives it (a drag on a sheet).
  let isInteractive: Bool
  /// Whether it ended with the presentation back where it was (the user let go of a drag).
  private(set) var isCancelled = false

  init(controller: UIViewController, appearsAtTheEnd: Bool, isInteractive: Bool = false) {
    (self.controller, self.appearsAtTheEnd, self.isInteractive) = (controller, appearsAtTheEnd, isInteractive)
  }

  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animation?(self)
    if let completion { completions.append(completion) }
    return true
  }

  func complete(cancelled: Bool = false) {
    isCancelled = cancelled
    let due = completions
    completions = []
    if controller?._transitionCoordinator === self { controller?._transitionCoordinator = nil }
    for completion in due { completion(self) }
    if appearsAtTheEnd { controller?.viewDidAppear(true) }
  }

  /// The transition ended but its end is lost (``Device/losesTransitionEnds``):
  /// no completion runs.
  func abandon() {
    completions = []
    if controller?._transitionCoordinator === self { controller?._transitionCoordinator = nil }
  }
}
