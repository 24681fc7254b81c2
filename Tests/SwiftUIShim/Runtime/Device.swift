// The device the stand-in runs the views on: its windows (scenes), its
// clock of frames, and what the tests read (the screen, body counts, the log).
import Foundation
import SwiftUILifecycle

/// A simulated device running SwiftUI views: the stand-in's runtime. Not
/// Apple's API (`package`): the tests drive it with the user's hands and
/// read its screen.
@MainActor package final class Device {
  /// The kind of device.
  package enum Kind: Sendable {
    /// One scene, compact width.
    case iPhone
    /// Several scenes (multiple windows), regular width in full screen.
    case iPad
    /// A Mac: several windows, regular width; a window the user closes is
    /// gone (``LifecycleRule/aClosedMacWindowIsGone``).
    case mac

    var supportsMultipleWindows: Bool { self != .iPhone }
    var sizeClass: UserInterfaceSizeClass { self == .iPhone ? .compact : .regular }
  }

  package let kind: Kind
  /// The major release of the system it plays (17, 18, 26): the layer reads
  /// it where it writes `#available`, which is always true on Linux
  /// (`EnvironmentValues.standInRelease`), and a view of a later release's
  /// API on screen is a difference (``screenDifferences``).
  package let release: Int
  /// The release a device plays unless a test says otherwise: the newest
  /// the stand-in declares API of.
  nonisolated package static let newestRelease = 26
  /// The variants of SwiftUI played.
  package let variants: LifecycleVariants
  /// The windows, front first.
  package private(set) var windows: [RuntimeWindow] = []
  /// What SwiftUI refused or ignored, in order.
  package private(set) var log: [String] = []
  /// How many times each view type's `body` ran.
  package private(set) var bodyCounts: [String: Int] = [:]
  /// A fault for tests: transition coordinators never complete (no
  /// `viewDidAppear` either), as if UIKit's callback were lost.
  package var losesTransitionEnds = false
  var needsUpdate = false
  private var makeWindow: ((RuntimeWindow) -> any View)?
  /// What the focused window's views publish, as every window's views read
  /// it (``LifecycleRule/oneSceneIsFocused``), and how many times it changed.
  private(set) var focusedValues = FocusedValues()
  private(set) var focusChanges = 0
  /// The values `dismissWindow(value:)` was called with in this frame.
  private var dismissed: [AnyHashable] = []
  /// Whether it runs a window group (its screen says which window has the focus).
  var runsScenes: Bool { makeWindow != nil }

  /// A device showing `content` in its one window.
  package init<Content: View>(
    _ kind: Kind = .iPhone, release: Int = Device.newestRelease, variants: LifecycleVariants = LifecycleVariants(),
    @ViewBuilder content: () -> Content
  ) {
    (self.kind, self.release, self.variants) = (kind, release, variants)
    let view = content()
    windows = [RuntimeWindow(device: self, value: nil, sizeClass: kind.sizeClass) { _ in view }]
    windows[0].isFront = true
    update()
  }

  /// A device running `scene` (a `WindowGroup(for:)`), restoring a window for
  /// each of `values`, front first (``LifecycleRule/restorationGivesBackTheValue``);
  /// with none, one window without a value (``LifecycleRule/aWindowWithoutAValueGetsNil``).
  package init<S: Scene>(
    _ kind: Kind = .iPad, release: Int = Device.newestRelease, variants: LifecycleVariants = LifecycleVariants(),
    restoring values: [AnyHashable] = [], scene: S
  ) {
    (self.kind, self.release, self.variants) = (kind, release, variants)
    guard let group = SceneResolution.windowGroup(of: scene) else { fatalError("\(S.self) has no WindowGroup") }
    makeWindow = group
    let restored = kind.supportsMultipleWindows ? values : Array(values.prefix(1))
    for value in restored.isEmpty ? [nil] : restored.map(Optional.some) { windows.append(window(value)) }
    focus(0)
    update()
  }

  private func window(_ value: AnyHashable?) -> RuntimeWindow {
    RuntimeWindow(device: self, value: value, sizeClass: kind.sizeClass, root: makeWindow!)
  }

  func countBody(of host: Any) {
    bodyCounts[String(describing: Swift.type(of: host)).components(separatedBy: "<").first!, default: 0] += 1
  }

  func record(_ line: String) { log.append("frame \(frame): \(line)") }

  /// The frame number.
  package var frame: Int { windows.first?.chain.frame ?? 0 }

  // MARK: Frames

  /// One frame in every window.
  package func step() {
    for window in windows { window.frame() }
    needsUpdate = false
    closeDismissedWindows()
    publishFocusedValues()
  }

  private func update() {
    for window in windows { window.update() }
    publishFocusedValues()
  }

  /// The values the focused window's views published in this frame reach
  /// every window's views in the next (``LifecycleRule/oneSceneIsFocused``).
  private func publishFocusedValues() {
    let values = windows.first?.sceneValues ?? FocusedValues()
    guard !values.holdsTheSame(as: focusedValues) else { return }
    focusedValues = values
    focusChanges += 1
    needsUpdate = true
  }

  /// Whether nothing will change without the user or the app.
  package var isStill: Bool { !needsUpdate && windows.allSatisfy { !$0.hasWork } }

  /// Runs frames, letting the main actor's other work run between them,
  /// until nothing changes for three frames (at most `limit` frames):
  /// ``FrameLoop/settle(limit:step:isStill:)``. Returns the frames it took.
  @discardableResult
  package func settle(limit: Int = FrameLoop.defaultFrameLimit) async -> Int {
    if let count = await FrameLoop.settle(limit: limit, step: step, isStill: { isStill }) { return count }
    record("not settled after \(limit) frames")
    return limit
  }

  /// Runs `count` frames, letting the main actor's other work run between them.
  package func frames(_ count: Int) async {
    await FrameLoop.frames(count, step: step)
  }

  /// Runs frames until `condition` holds or `timeout` passes (for work
  /// that waits on a clock, as an app's `Task.sleep`). Returns whether it held.
  package func run(until condition: () -> Bool, timeout: Duration = .seconds(120)) async -> Bool {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while ContinuousClock.now < deadline {
      await settle()
      if condition() { return true }
      try? await Task.sleep(for: .milliseconds(10))
    }
    return condition()
  }

  // MARK: Windows

  private func focus(_ index: Int) {
    let window = windows.remove(at: index)
    windows.insert(window, at: 0)
    for (position, window) in windows.enumerated() { window.isFront = position == 0 }
  }

  /// `openWindow(value:)` (``LifecycleRule/openWindowBringsAnExistingWindowForward``,
  /// ``LifecycleRule/singleSceneDevicesOpenNoWindow``).
  func openWindow(_ value: AnyHashable) {
    guard kind.supportsMultipleWindows, makeWindow != nil else {
      return record("openWindow(value: \(value)) ignored: this device does not support multiple windows")
    }
    if let index = windows.firstIndex(where: { $0.value == value }) {
      focus(index)
    } else {
      windows.insert(window(value), at: 0)
      focus(0)
    }
    needsUpdate = true
  }

  /// `dismissWindow(value:)`: every window presenting `value` closes at the
  /// end of the frame (``LifecycleRule/dismissWindowClosesTheWindowsOfTheValue``).
  func dismissWindow(_ value: AnyHashable) {
    guard kind.supportsMultipleWindows, makeWindow != nil else {
      return record("dismissWindow(value: \(value)) on a device of one scene")
    }
    dismissed.append(value)
    needsUpdate = true
  }

  private func closeDismissedWindows() {
    guard !dismissed.isEmpty else { return }
    let values = dismissed
    dismissed = []
    while let index = windows.firstIndex(where: { $0.value.map(values.contains) ?? false }) {
      closeWindow(index)
    }
  }

  /// The user opens a new window (File > New Window, or the app switcher's "+").
  package func openNewWindow() {
    guard kind.supportsMultipleWindows, makeWindow != nil else { return }
    windows.insert(window(nil), at: 0)
    focus(0)
    needsUpdate = true
  }

  /// The user brings window `index` (front first) to the front.
  package func bringToFront(_ index: Int) {
    focus(index)
    needsUpdate = true
  }

  /// The user closes window `index` (front first): its views disappear.
  package func closeWindow(_ index: Int) {
    let window = windows.remove(at: index)
    window.tearDown()
    if !windows.isEmpty { focus(0) }
    needsUpdate = true
  }

  /// The window `index` (front first) is resized across the breakpoint.
  package func resize(_ index: Int = 0, to sizeClass: UserInterfaceSizeClass) {
    windows[index].sizeClass = sizeClass
    needsUpdate = true
  }

  /// The system opens `url` in the app: it goes to the open scene that
  /// prefers it, else allows it, else a new scene
  /// (``LifecycleRule/externalEventsGoToAnOpenSceneFirst``).
  package func open(_ url: URL) {
    let sets = windows.map(\.externalEvents)
    if let index = ExternalEvents.scene(
      for: url.absoluteString, among: sets, multipleScenes: kind.supportsMultipleWindows && makeWindow != nil)
    {
      focus(index)
      windows[0].open(url)
    } else if makeWindow != nil {
      let made = window(nil)
      windows.insert(made, at: 0)
      focus(0)
      made.open(url)
    }
    needsUpdate = true
  }
}

/// The release a device plays, in its windows' root environment.
struct StandInReleaseKey: EnvironmentKey {
  static let defaultValue = Device.newestRelease
}

extension EnvironmentValues {
  /// The major release of the system the device plays (``Device/release``):
  /// the stand-in's own key, not Apple's API. The layer reads it, under
  /// `SWIFTUI_STAND_IN` only, beside each `#available` it writes.
  package var standInRelease: Int {
    get { self[StandInReleaseKey.self] }
    set { self[StandInReleaseKey.self] = newValue }
  }
}

/// Finds the `WindowGroup` a scene is made of.
@MainActor enum SceneResolution {
  static func windowGroup(of scene: any Scene) -> ((RuntimeWindow) -> any View)? {
    if let group = scene as? any WindowGroupMaking { return group.windowMaker }
    return windowGroup(of: body(of: scene))
  }

  private static func body<S: Scene>(of scene: S) -> any Scene { scene.body }
}

/// A `WindowGroup`: how it makes a window's views from the window's value.
@MainActor protocol WindowGroupMaking {
  var windowMaker: (RuntimeWindow) -> any View { get }
}

extension Device {
  /// The first `Observable` object of type `T` put into the environment of
  /// a view on screen (as a notification handler or an app delegate would
  /// hold the app's navigator).
  package func environmentObject<T: AnyObject>(_ type: T.Type) -> T? {
    let key = EnvironmentValues.Key(id: ObjectIdentifier(type))
    for window in windows {
      for node in window.visibleNodes() {
        if let object = node.environment.storage[key] as? T { return object }
      }
    }
    return nil
  }

  /// Writes `value` through the selection binding of the list showing a row
  /// labelled `label`, as that list was built: a late write from a view
  /// the screen may no longer show.
  package func lateListWrite(inListShowing label: String) throws -> (Any?) -> Void {
    for window in windows {
      for node in window.visibleNodes() {
        guard case .list(let selection?) = node.effect,
          Hands.rows(of: node).contains(where: { ScreenText.label(of: $0.node) == label })
        else { continue }
        return { value in
          _ = selection.select(value)
          self.needsUpdate = true
        }
      }
    }
    throw HandError(description: "no list showing \"\(label)\":\n\(screen)")
  }

  /// What each window's presentation chain refused (``LifecycleRule/onePresentationAtATime``).
  package var refusals: [String] { windows.flatMap(\.chain.refusals) }

  /// The updates of a stack's path dropped in a frame (``LifecycleRule/oneStackUpdatePerFrame``).
  package var droppedStackUpdates: [String] { windows.flatMap(\.stackGate.dropped) }
}
