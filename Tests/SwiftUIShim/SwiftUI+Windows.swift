// The stand-in's window API, beside SwiftUI.swift: scenes, `WindowGroup(for:)`,
// `openWindow(value:)`, `handlesExternalEvents(preferring:allowing:)`,
// `onOpenURL`, `onDisappear` and the scene phase, as the iOS 18.0 SDK
// declares them (or, where its text was not found, as the iOS 17.4 SDK and
// Apple's pages do). Used by Sources/WayfinderSwiftUI/SwiftUI/WindowHosts.swift.
// The runtime (Runtime/Device.swift) runs the windows. README.md lists each
// declaration in its windows section.
import Foundation
import SwiftUILifecycle

// MARK: - Scenes

/// `Scene`: documentation/swiftui/scene
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@preconcurrency @MainActor public protocol Scene {
  associatedtype Body: Scene
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// `Never` as a scene: documentation/swiftui/scene (its `body` is the one `Never` has as a view)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Never: Scene {}

/// `SceneBuilder`: documentation/swiftui/scenebuilder
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder public struct SceneBuilder {
  /// documentation/swiftui/scenebuilder/buildexpression(_:)
  public static func buildExpression<Content>(_ content: Content) -> Content where Content: Scene { content }

  /// documentation/swiftui/scenebuilder/buildblock(_:)
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene { content }
}

/// `ScenePhase`: documentation/swiftui/scenephase
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public enum ScenePhase: Comparable, Sendable {
  /// documentation/swiftui/scenephase/background
  case background
  /// documentation/swiftui/scenephase/inactive
  case inactive
  /// documentation/swiftui/scenephase/active
  case active
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension EnvironmentValues {
  /// documentation/swiftui/environmentvalues/scenephase
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }
}

struct ScenePhaseKey: EnvironmentKey {
  static let defaultValue = ScenePhase.active
}

struct OpenWindowKey: EnvironmentKey {
  static let defaultValue = OpenWindowAction { _ in }
}

struct SupportsMultipleWindowsKey: EnvironmentKey {
  static let defaultValue = false
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension EnvironmentValues {
  /// documentation/swiftui/environmentvalues/supportsmultiplewindows
  public var supportsMultipleWindows: Bool { self[SupportsMultipleWindowsKey.self] }
}

// MARK: - Windows of a value

/// `WindowGroup`: documentation/swiftui/windowgroup
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public struct WindowGroup<Content>: Scene where Content: View {
  public typealias Body = Never
  public var body: Never { fatalError("a window group has no body") }
  let windowMaker: (RuntimeWindow) -> any View
}

extension WindowGroup: WindowGroupMaking {}

/// Not `Sendable`: documentation/swiftui/windowgroup
@available(*, unavailable)
extension WindowGroup: Sendable {}

@available(iOS 16.0, macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension WindowGroup {
  /// documentation/swiftui/windowgroup/init(for:content:)
  nonisolated public init<D, C>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
  where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
    windowMaker = { window in
      // Weak: the window's views keep the binding, and the window its views.
      let value = Binding<D?>(
        _get: { [weak window] in window?.value?.base as? D },
        _set: { [weak window] in window?.value = $0.map { AnyHashable($0) } })
      return _WindowContent(content: content(value))
    }
  }
}

/// `Window`, a scene of one unique window: documentation/swiftui/window.
/// Declared so that a type of the same name in a module the layer imports
/// beside SwiftUI fails the build (the compiler takes one for the other, or calls the name ambiguous), as it would on
/// macOS and visionOS; the runtime runs no `Window` scene.
@available(macOS 13.0, visionOS 26.0, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency public struct Window<Content>: Scene where Content: View {
  public typealias Body = Never
  public var body: Never { fatalError("the stand-in runs no Window scene") }
  nonisolated(unsafe) let content: Content

  /// documentation/swiftui/window/init(_:id:content:)
  nonisolated public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
}

/// Not `Sendable`: documentation/swiftui/window
@available(*, unavailable)
extension Window: Sendable {}

/// `PresentedWindowContent`: documentation/swiftui/presentedwindowcontent
@available(iOS 16.0, macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency public struct PresentedWindowContent<Data, Content>: View
where Data: Decodable, Data: Encodable, Data: Hashable, Content: View {
  public typealias Body = Never
  public var body: Never { fatalError("the runtime makes a window's content itself") }
}

/// Not `Sendable`: documentation/swiftui/presentedwindowcontent
@available(*, unavailable)
extension PresentedWindowContent: Sendable {}

/// `OpenWindowAction`: documentation/swiftui/openwindowaction
@available(iOS 16.0, macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@preconcurrency @MainActor public struct OpenWindowAction {
  let open: @MainActor (AnyHashable) -> Void

  nonisolated init(_ open: @escaping @MainActor (AnyHashable) -> Void) { self.open = open }

  /// documentation/swiftui/openwindowaction/callasfunction(value:)
  @MainActor @preconcurrency public func callAsFunction<D>(value: D) where D: Decodable, D: Encodable, D: Hashable {
    open(AnyHashable(value))
  }
}

@available(iOS 16.0, macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension EnvironmentValues {
  /// documentation/swiftui/environmentvalues/openwindow
  public var openWindow: OpenWindowAction { self[OpenWindowKey.self] }
}

/// `DismissWindowAction`: documentation/swiftui/dismisswindowaction
@available(iOS 17.0, macOS 14.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@preconcurrency @MainActor public struct DismissWindowAction {
  let dismiss: @MainActor (AnyHashable) -> Void

  nonisolated init(_ dismiss: @escaping @MainActor (AnyHashable) -> Void) { self.dismiss = dismiss }

  /// documentation/swiftui/dismisswindowaction/callasfunction(value:)
  @MainActor @preconcurrency public func callAsFunction<D>(value: D) where D: Decodable, D: Encodable, D: Hashable {
    dismiss(AnyHashable(value))
  }
}

struct DismissWindowKey: EnvironmentKey {
  static let defaultValue = DismissWindowAction { _ in }
}

@available(iOS 17.0, macOS 14.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension EnvironmentValues {
  /// documentation/swiftui/environmentvalues/dismisswindow
  public var dismissWindow: DismissWindowAction { self[DismissWindowKey.self] }
}

// MARK: - External events and appearance

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
  /// documentation/swiftui/view/onopenurl(perform:)
  nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
    effect { _ in .onOpenURL(action) }
  }
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
  /// documentation/swiftui/view/handlesexternalevents(preferring:allowing:)
  nonisolated public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View {
    effect { _ in .externalEvents(preferring: preferring, allowing: allowing) }
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  /// documentation/swiftui/view/ondisappear(perform:)
  @inlinable nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    _onDisappear(action)
  }
}

// MARK: - Focused values

/// `FocusedValueKey`: documentation/swiftui/focusedvaluekey
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public protocol FocusedValueKey {
  associatedtype Value
}

/// `FocusedValues`: documentation/swiftui/focusedvalues. The values the
/// focused window's views publish (``LifecycleRule/oneSceneIsFocused``).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct FocusedValues {
  var storage: [ObjectIdentifier: Any] = [:]

  init() {}

  /// documentation/swiftui/focusedvalues/subscript(_:)
  public subscript<Key>(key: Key.Type) -> Key.Value? where Key: FocusedValueKey {
    get { storage[ObjectIdentifier(key)] as? Key.Value }
    set { storage[ObjectIdentifier(key)] = newValue }
  }

  /// Whether `other` holds the same values (``ViewComparison/same(_:_:)``, key by key).
  func holdsTheSame(as other: FocusedValues) -> Bool {
    storage.count == other.storage.count
      && storage.allSatisfy { key, value in ViewComparison.same(value, other.storage[key]) }
  }
}

/// The focused window's values, in every window's root environment (the stand-in's own key).
struct FocusedValuesKey: EnvironmentKey {
  static let defaultValue = FocusedValues()
}

/// `FocusedValue`: documentation/swiftui/focusedvalue
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper public struct FocusedValue<Value> {
  let keyPath: KeyPath<FocusedValues, Value?>
  @usableFromInline let box = FocusedValueBox<Value>()

  /// documentation/swiftui/focusedvalue/init(_:)
  public init(_ keyPath: KeyPath<FocusedValues, Value?>) { self.keyPath = keyPath }

  /// documentation/swiftui/focusedvalue/wrappedvalue
  @inlinable public var wrappedValue: Value? { box.value }
}

/// A `FocusedValue`'s box: the value read when its view's body last ran.
@usableFromInline final class FocusedValueBox<Value>: @unchecked Sendable {
  @usableFromInline var value: Value?
  init() {}
}

extension FocusedValue: DynamicPropertyInstalling {
  func install(in node: ViewNode, as label: String) {
    EnvironmentValues.reads = [:]
    box.value = node.environment[FocusedValuesKey.self][keyPath: keyPath]
    for (key, value) in EnvironmentValues.reads ?? [:] { node.environmentReads.updateValue(value, forKey: key) }
    EnvironmentValues.reads = nil
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  /// documentation/swiftui/view/focusedscenevalue(_:_:)
  nonisolated public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T)
    -> some View
  {
    effect { _ in .focusedSceneValue { $0[keyPath: keyPath] = value } }
  }
}
