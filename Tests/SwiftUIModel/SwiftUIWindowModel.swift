import Wayfinder
import WayfinderSwiftUI

/// The rules of SwiftUI's windows that ``SwiftUIWindowModel`` plays, each
/// with its source. What a rule only assumes says so.
public enum SwiftUIWindowRule: String, CaseIterable, Sendable {
  /// `openWindow(value:)` brings the window that already shows the value to
  /// the front; otherwise it opens a new window of the group with it.
  case openWindowBringsAnExistingWindowForward
  /// A window opened without a value (File > New Window, the first window
  /// at launch) gets a binding to `nil`.
  case aWindowWithoutAValueGetsNil
  /// SwiftUI keeps the value of each window's binding and gives it back
  /// when it restores the window.
  case restorationGivesBackTheValue
  /// An external event (a URL) goes to the first open scene that prefers
  /// it, else to the first that allows it, else to a new scene.
  case externalEventsGoToAnOpenSceneFirst
  /// A string of `handlesExternalEvents` matches a URL it is contained in;
  /// `"*"` matches any; an empty string none.
  case externalEventMatching
  /// The scene an external event is delivered to becomes active, in front.
  case theSceneAnEventGoesToComesForward
  /// A window the user closes and a scene the system lets go of both only
  /// disappear to the views; only UIKit's scene discard tells them apart.
  case closingOnlyDisappears

  /// Where the rule comes from.
  public var source: String {
    switch self {
    case .openWindowBringsAnExistingWindowForward:
      "Documented: \"If a window with a binding to the same value that you pass to the openWindow action already "
        + "appears in the user interface, the system brings the existing window to the front rather than opening a "
        + "new window\" (developer.apple.com/documentation/swiftui/windowgroup)."
    case .aWindowWithoutAValueGetsNil:
      "Documented: \"If SwiftUI doesn't have a value to provide — for example, when someone opens a window by "
        + "choosing File > New Window from the macOS menu bar — SwiftUI passes a binding to a nil value instead\" "
        + "(developer.apple.com/documentation/swiftui/windowgroup)."
    case .restorationGivesBackTheValue:
      "Documented: \"SwiftUI persists the value of the binding for the purposes of state restoration, and reapplies "
        + "the same value when restoring the window\" (developer.apple.com/documentation/swiftui/windowgroup; "
        + "also windowgroup/init(for:content:))."
    case .externalEventsGoToAnOpenSceneFirst:
      "Documented: SwiftUI \"sends the event to the first open scene it finds that prefers to handle the event. "
        + "Otherwise, it sends the event to the first open scene it finds that can handle the event. If it finds "
        + "neither ... SwiftUI creates a new scene for the event\" "
        + "(developer.apple.com/documentation/swiftui/view/handlesexternalevents(preferring:allowing:)); which "
        + "scene is \"first\" is not documented: the model takes the oldest."
    case .externalEventMatching:
      "Documented for the scene modifier: the strings are \"checked to see if they are contained in\" the event's "
        + "identifier, \"the empty Set and empty Strings never match\", and \"*\" \"always matches\" "
        + "(developer.apple.com/documentation/swiftui/scene/handlesexternalevents(matching:), as first "
        + "published); that the view modifier matches a URL's absolute string the same way is assumed."
    case .theSceneAnEventGoesToComesForward:
      "Documented for UIKit: the activation conditions \"define when UIKit activates the current scene\" for an "
        + "event (developer.apple.com/documentation/uikit/uisceneactivationconditions); assumed for SwiftUI's "
        + "windows."
    case .closingOnlyDisappears:
      "Documented for UIKit: \"UIKit disconnects a scene when the user explicitly closes it in the app switcher. "
        + "UIKit may also disconnect a scene in order to reclaim memory for other processes\" "
        + "(developer.apple.com/documentation/uikit/uiscenedelegate/scenediddisconnect(_:)); the sessions the user "
        + "discarded are reported by UIApplicationDelegate's application(_:didDiscardSceneSessions:). "
        + "SwiftUI's views see only a disappearance in both cases."
    }
  }
}

/// An executable model of the windows of a `WindowGroup(for: WindowID.self)`
/// as SwiftUI keeps them (scenes, their values, which is in front, links
/// delivered to them), playing the SwiftUI layer's calls into a
/// ``WindowBindings`` as `NavigationWindowGroup` makes them: each scene
/// asks which window it shows when it appears, the first one asks for the
/// windows to open at launch, a link goes to the scene SwiftUI picks and is
/// routed by the adapter. Each rule of ``SwiftUIWindowRule`` is played; what
/// breaks one is recorded in ``violations``.
@MainActor
public final class SwiftUIWindowModel<Tab: Hashable & Sendable, Route: Hashable & Sendable> {
  /// One window on screen: a scene of the group, and the value of its binding.
  public struct Scene: Hashable, Sendable, CustomStringConvertible {
    /// The scene's number, in the order scenes were made.
    public let number: Int
    /// The value of its binding (`nil` until the layer sets one).
    public var value: WindowID?
    /// What the layer showed, or why it showed nothing.
    public var decision: WindowSceneDecision?

    public var description: String { "scene \(number) (\(value?.name ?? "nil"))" }
  }

  /// The adapter the model plays SwiftUI for.
  public let adapter: WindowBindings<Tab, Route>
  /// The scenes on screen, front first.
  public private(set) var scenes: [Scene] = []
  /// Each `openWindow(value:)` the layer made, in order.
  public private(set) var openWindowCalls: [WindowID] = []
  /// What a rule refused.
  public private(set) var violations: [String] = []
  private var nextNumber = 0

  /// A model of the window group that `adapter` decides for.
  ///
  /// - Parameter adapter: The adapter.
  public init(_ adapter: WindowBindings<Tab, Route>) {
    self.adapter = adapter
  }

  /// The window in front, if a scene shows one.
  public var frontWindow: WindowID? { scenes.first?.value }
  /// The windows the scenes show, front first.
  public var shownWindows: [WindowID] { scenes.compactMap(\.value) }

  // MARK: What the system does

  /// The app launches: the system restores a scene for each of `values`
  /// (front first) with the value it kept (``SwiftUIWindowRule/restorationGivesBackTheValue``),
  /// or, when there are none, opens one scene without a value
  /// (``SwiftUIWindowRule/aWindowWithoutAValueGetsNil``).
  ///
  /// - Parameter values: The values of the scenes the system restores, front first.
  /// The scenes exist before their views appear; once they have appeared,
  /// the layer (on its next turn) opens the windows of the state no scene
  /// shows.
  public func launch(restoring values: [WindowID?] = []) {
    let restored = (values.isEmpty ? [nil] : values).map(makeScene)
    scenes = restored
    for scene in restored.reversed() { appear(scene) }
    for id in adapter.windowsToOpen() { openWindow(value: id) }
  }

  /// The user opens a window from the menu (File > New Window): a scene without a value.
  public func newWindowFromTheMenu() {
    appear(makeScene(nil))
  }

  /// The user closes the window of scene `number`: it disappears, and the
  /// app learns of the discard (``SwiftUIWindowRule/closingOnlyDisappears``)
  /// and closes the window.
  ///
  /// - Parameter number: The scene.
  public func userCloses(_ number: Int) {
    guard let scene = remove(number), let id = scene.value else { return }
    adapter.sceneDisappeared(showing: id)
    try? adapter.closeWindow(id)
  }

  /// The system lets scene `number` go to save memory: it disappears, and
  /// its window stays open (``SwiftUIWindowRule/closingOnlyDisappears``).
  ///
  /// - Parameter number: The scene.
  public func systemLetsGo(_ number: Int) {
    guard let scene = remove(number), let id = scene.value else { return }
    adapter.sceneDisappeared(showing: id)
  }

  /// The user brings scene `number` to the front: it becomes active.
  ///
  /// - Parameter number: The scene.
  public func focus(_ number: Int) {
    guard let index = scenes.firstIndex(where: { $0.number == number }) else { return }
    let scene = scenes.remove(at: index)
    scenes.insert(scene, at: 0)
    if let id = scene.value { adapter.sceneBecameActive(id) }
  }

  /// A URL arrives: it goes to the first open scene (the oldest) whose
  /// window prefers it, else the first that allows it, else a new scene
  /// (``SwiftUIWindowRule/externalEventsGoToAnOpenSceneFirst``), which
  /// comes forward (``SwiftUIWindowRule/theSceneAnEventGoesToComesForward``)
  /// once its `onOpenURL` has handed it to the adapter (the model plays
  /// this order; where SwiftUI makes the scene active first, the window in
  /// front is that scene's); the layer then does what the outcome says. Returns the outcome (`nil` when no scene could take it).
  ///
  /// - Parameter url: The URL.
  /// - Returns: What the adapter decided.
  @discardableResult
  public func deliver(_ url: String) -> WindowLinkOutcome? {
    let oldest = scenes.sorted { $0.number < $1.number }
    func handles(_ scene: Scene, _ pick: ((preferring: Set<String>, allowing: Set<String>)) -> Set<String>) -> Bool {
      guard let id = scene.value else { return false }
      return Self.matches(pick(adapter.externalEvents(for: id)), url)
    }
    var target = oldest.first { handles($0, \.preferring) } ?? oldest.first { handles($0, \.allowing) }
    if target == nil {
      let scene = makeScene(nil)
      appear(scene)
      target = scenes.first { $0.number == scene.number }
    }
    guard let target else { return nil }
    let outcome = adapter.open(url, from: target.value)
    switch outcome.action {
    case .none: focus(target.number)
    case .assign(let id):
      set(target.number, to: id)
      focus(target.number)
    case .openWindow(let id):
      focus(target.number)
      openWindow(value: id)
    }
    return outcome
  }

  /// The app quits: the values the system keeps for restoration, front first.
  ///
  /// - Returns: The values.
  public func quit() -> [WindowID?] {
    defer { scenes = [] }
    return scenes.map(\.value)
  }

  // MARK: What the layer does

  /// `openWindow(value:)`: brings the scene that shows `value` forward, or
  /// opens one (``SwiftUIWindowRule/openWindowBringsAnExistingWindowForward``).
  ///
  /// - Parameter value: The window.
  public func openWindow(value: WindowID) {
    openWindowCalls.append(value)
    if let existing = scenes.first(where: { $0.value == value }) {
      focus(existing.number)
    } else {
      appear(makeScene(value))
    }
  }

  /// A scene appears (in front, unless it is there already): the layer asks
  /// which window it shows, and sets its binding when told to.
  private func appear(_ scene: Scene) {
    if !scenes.contains(where: { $0.number == scene.number }) { scenes.insert(scene, at: 0) }
    let decision = adapter.sceneAppeared(presenting: scene.value)
    if let index = scenes.firstIndex(where: { $0.number == scene.number }) { scenes[index].decision = decision }
    switch decision {
    case .show(let id):
      if id != scene.value { violations.append("\(scene) shows \(id), not its value") }
    case .assign(let id):
      set(scene.number, to: id)
    case .refused:
      break
    }
    let values = scenes.compactMap(\.value)
    if Set(values).count != values.count {
      violations.append("two scenes show one window: \(scenes) (SwiftUI brings a window forward instead)")
    }
  }

  private func makeScene(_ value: WindowID?) -> Scene {
    nextNumber += 1
    return Scene(number: nextNumber, value: value)
  }

  private func set(_ number: Int, to id: WindowID) {
    guard let index = scenes.firstIndex(where: { $0.number == number }) else { return }
    scenes[index].value = id
  }

  private func remove(_ number: Int) -> Scene? {
    guard let index = scenes.firstIndex(where: { $0.number == number }) else { return nil }
    return scenes.remove(at: index)
  }

  /// Whether `strings` match `url` (``SwiftUIWindowRule/externalEventMatching``).
  static func matches(_ strings: Set<String>, _ url: String) -> Bool {
    strings.contains { $0 == "*" || (!$0.isEmpty && url.contains($0)) }
  }
}
