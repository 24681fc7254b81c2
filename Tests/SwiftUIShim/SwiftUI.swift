// A test-only stand-in for SwiftUI, compiled only where SwiftUI does not
// exist (Linux): a small SwiftUI runtime (Runtime/) that runs the SwiftUI
// host and the examples in the tests, behind declarations written as Apple's.
//
// It declares just the API they use, each declaration as the iOS 18.0 SDK
// declares it (SwiftUI.swiftinterface and SwiftUICore.swiftinterface): the
// same attributes, isolation (`@MainActor @preconcurrency` types,
// `nonisolated` initializers and modifiers), availability, overloads
// (`@_disfavoredOverload`) and generic constraints. Each declaration names
// its documentation page, under https://developer.apple.com/documentation/swiftui/.
// A use of SwiftUI that is not declared here fails the build, which is the
// point. README.md, next to this file, lists every declaration, what it was
// checked against, and each deliberate difference from Apple's. With
// SWIFTUI_SDK_27 (scripts/check-swiftui-sdks only), SwiftUI+SDK27.swift puts
// SDK 27's declarations in place of the few it changes.
import Foundation
import Observation
import SwiftUILifecycle
@_exported import UIKit

// MARK: - Views and the view builder

/// `View`: documentation/swiftui/view
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@preconcurrency @MainActor public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// `Never` as a view: documentation/swiftui/view (Never conformance)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View {
  public var body: Never { fatalError("Never has no body") }
}

/// `ViewBuilder`: documentation/swiftui/viewbuilder
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder public struct ViewBuilder {
  #if !SWIFTUI_SDK_27  // SDK 27's take any content (SwiftUI+SDK27.swift)
    /// documentation/swiftui/viewbuilder/buildexpression(_:)
    @_alwaysEmitIntoClient public static func buildExpression<Content>(_ content: Content) -> Content
    where Content: View { content }

    /// documentation/swiftui/viewbuilder/buildblock(_:)
    @_alwaysEmitIntoClient public static func buildBlock<Content>(_ content: Content) -> Content
    where Content: View { content }
  #endif

  /// documentation/swiftui/viewbuilder/buildblock()
  @_alwaysEmitIntoClient public static func buildBlock() -> EmptyView { EmptyView() }

  /// documentation/swiftui/viewbuilder/buildblock(_:) (the variadic overload)
  @_disfavoredOverload @_alwaysEmitIntoClient public static func buildBlock<each Content>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> where repeat each Content: View {
    TupleView((repeat each content))
  }
}

/// Not `Sendable`: documentation/swiftui/viewbuilder
@available(*, unavailable)
extension ViewBuilder: Sendable {}

#if !SWIFTUI_SDK_27  // SDK 27's take any content (SwiftUI+SDK27.swift)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension ViewBuilder {
    /// documentation/swiftui/viewbuilder/buildif(_:)
    @_alwaysEmitIntoClient public static func buildIf<Content>(_ content: Content?) -> Content?
    where Content: View { content }

    /// documentation/swiftui/viewbuilder/buildeither(first:)
    @_alwaysEmitIntoClient public static func buildEither<TrueContent, FalseContent>(
      first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
      .init(storage: .trueContent(first))
    }

    /// documentation/swiftui/viewbuilder/buildeither(second:)
    @_alwaysEmitIntoClient public static func buildEither<TrueContent, FalseContent>(
      second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
      .init(storage: .falseContent(second))
    }
  }
#endif

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ViewBuilder {
  /// documentation/swiftui/viewbuilder/buildlimitedavailability(_:)
  @_alwaysEmitIntoClient public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView
  where Content: View { AnyView(content) }
}

/// `Optional` as a view: documentation/swiftui/view (Optional conformance)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public var body: Never { fatalError("a primitive view has no body") }
}

/// `TupleView`: documentation/swiftui/tupleview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct TupleView<T>: View {
  /// documentation/swiftui/tupleview/init(_:)
  @usableFromInline nonisolated(unsafe) let _value: T
  @inlinable nonisolated public init(_ value: T) { _value = value }
  public typealias Body = Never
  public var body: Never { fatalError("a primitive view has no body") }
}

/// Not `Sendable`: documentation/swiftui/tupleview
@available(*, unavailable)
extension TupleView: Sendable {}

/// `_ConditionalContent`: documentation/swiftui/_conditionalcontent
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct _ConditionalContent<TrueContent, FalseContent> {
  /// documentation/swiftui/_conditionalcontent/storage
  @frozen public enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  public let storage: _ConditionalContent<TrueContent, FalseContent>.Storage
}

/// Not `Sendable`: documentation/swiftui/_conditionalcontent/storage
@available(*, unavailable)
extension _ConditionalContent.Storage: Sendable {}

/// Not `Sendable`: documentation/swiftui/_conditionalcontent
@available(*, unavailable)
extension _ConditionalContent: Sendable {}

/// `View` conformance: documentation/swiftui/_conditionalcontent
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  public typealias Body = Never
  @usableFromInline internal init(storage: _ConditionalContent<TrueContent, FalseContent>.Storage) {
    self.storage = storage
  }
  public var body: Never { fatalError("a primitive view has no body") }
}

/// `EmptyView`: documentation/swiftui/emptyview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct EmptyView: View {
  /// documentation/swiftui/emptyview/init()
  @inlinable nonisolated public init() {}
  public typealias Body = Never
  public var body: Never { fatalError("a primitive view has no body") }
}

/// `AnyView`: documentation/swiftui/anyview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct AnyView: View {
  /// documentation/swiftui/anyview/init(_:)
  @usableFromInline nonisolated(unsafe) let _view: any View
  nonisolated public init<V>(_ view: V) where V: View { _view = view }
  public typealias Body = Never
  public var body: Never { fatalError("a primitive view has no body") }
}

/// Not `Sendable`: documentation/swiftui/anyview
@available(*, unavailable)
extension AnyView: Sendable {}

// MARK: - Text and localized strings

/// `Text`: documentation/swiftui/text
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Text: Equatable, Sendable {
  @usableFromInline internal var storage: String

  /// `init(verbatim:)`: documentation/swiftui/text/init(verbatim:)
  @inlinable public init(verbatim content: String) { storage = content }

  /// `init(_:)` of a string shown as it is: documentation/swiftui/text/init(_:)
  @_disfavoredOverload public init<S>(_ content: S) where S: StringProtocol { storage = String(content) }

  public static func == (a: Text, b: Text) -> Bool { a.storage == b.storage }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text {
  /// documentation/swiftui/text/init(_:tablename:bundle:comment:)
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
  ) { storage = key.text }
}

/// `View` conformance: documentation/swiftui/text
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text: View {
  public typealias Body = Never
  public var body: Never { fatalError("a primitive view has no body") }
}

/// `LocalizedStringKey`: documentation/swiftui/localizedstringkey
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
  internal var key: String
  /// What it shows where no table has the key (the stand-in has none): the
  /// key with its arguments formatted.
  internal var text: String

  /// documentation/swiftui/localizedstringkey/init(stringliteral:)
  public init(stringLiteral value: String) { (key, text) = (value, value) }

  /// documentation/swiftui/localizedstringkey/init(stringinterpolation:)
  public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
    (key, text) = (stringInterpolation.key, stringInterpolation.text)
  }

  /// `LocalizedStringKey.StringInterpolation`: documentation/swiftui/localizedstringkey/stringinterpolation
  public struct StringInterpolation: StringInterpolationProtocol {
    internal var key = ""
    internal var text = ""

    /// documentation/swiftui/localizedstringkey/stringinterpolation/init(literalcapacity:interpolationcount:)
    public init(literalCapacity: Int, interpolationCount: Int) {}

    /// documentation/swiftui/localizedstringkey/stringinterpolation/appendliteral(_:)
    public mutating func appendLiteral(_ literal: String) {
      key += literal
      text += literal
    }

    /// documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)
    public mutating func appendInterpolation(_ string: String) {
      key += "%@"
      text += string
    }

    /// documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)
    public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {
      key += value._specifier
      text += "\(value)"
    }

    public typealias StringLiteralType = String
  }

  public static func == (a: LocalizedStringKey, b: LocalizedStringKey) -> Bool { a.key == b.key }
}

/// Not `Sendable`: documentation/swiftui/localizedstringkey/stringinterpolation
@available(*, unavailable)
extension LocalizedStringKey.StringInterpolation: Sendable {}

/// Not `Sendable`: documentation/swiftui/localizedstringkey
@available(*, unavailable)
extension LocalizedStringKey: Sendable {}

/// `_FormatSpecifiable`: documentation/swiftui/_formatspecifiable
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol _FormatSpecifiable: Equatable {
  associatedtype _Arg: CVarArg
  var _arg: Self._Arg { get }
  var _specifier: String { get }
}

/// `_FormatSpecifiable` conformance: documentation/swiftui/_formatspecifiable
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Int: _FormatSpecifiable {
  public var _arg: Int64 { Int64(self) }
  public var _specifier: String { "%lld" }
}

// MARK: - Controls and containers

/// `Button`: documentation/swiftui/button
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct Button<Label>: View where Label: View {
  nonisolated(unsafe) let label: Label
  nonisolated(unsafe) let role: ButtonRole?
  let action: @MainActor () -> Void

  nonisolated init(label: Label, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
    (self.label, self.role, self.action) = (label, role, action)
  }

  @MainActor @preconcurrency public var body: some View { _ButtonBody(button: self) }
}

/// Not `Sendable`: documentation/swiftui/button
@available(*, unavailable)
extension Button: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == Text {
  /// A title that is a localization key: documentation/swiftui/button/init(_:action:)
  @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
    self.init(label: Text(titleKey), role: nil, action: action)
  }

  /// A title shown as it is: documentation/swiftui/button/init(_:action:)
  @preconcurrency @_disfavoredOverload nonisolated public init<S>(
    _ title: S, action: @escaping @MainActor () -> Void
  ) where S: StringProtocol { self.init(label: Text(title), role: nil, action: action) }
}

/// `VStack`: documentation/swiftui/vstack
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct VStack<Content>: View where Content: View {
  @usableFromInline nonisolated(unsafe) let _content: Content
  /// documentation/swiftui/vstack/init(alignment:spacing:content:)
  @inlinable nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) { _content = content() }
  public typealias Body = Never
  public var body: Never { fatalError("a primitive view has no body") }
}

/// Not `Sendable`: documentation/swiftui/vstack
@available(*, unavailable)
extension VStack: Sendable {}

/// `HStack`: documentation/swiftui/hstack
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct HStack<Content>: View where Content: View {
  @usableFromInline nonisolated(unsafe) let _content: Content
  /// documentation/swiftui/hstack/init(alignment:spacing:content:)
  @inlinable nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) { _content = content() }
  public typealias Body = Never
  public var body: Never { fatalError("a primitive view has no body") }
}

/// Not `Sendable`: documentation/swiftui/hstack
@available(*, unavailable)
extension HStack: Sendable {}

/// `HorizontalAlignment`: documentation/swiftui/horizontalalignment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct HorizontalAlignment: Equatable {
  @usableFromInline internal init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension HorizontalAlignment {
  /// documentation/swiftui/horizontalalignment/center
  public static let center = HorizontalAlignment()
}

/// `VerticalAlignment`: documentation/swiftui/verticalalignment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct VerticalAlignment: Equatable {
  @usableFromInline internal init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension VerticalAlignment {
  /// documentation/swiftui/verticalalignment/center
  public static let center = VerticalAlignment()
}

/// `Alignment`: documentation/swiftui/alignment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Alignment: Equatable {
  @usableFromInline internal init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Alignment {
  /// documentation/swiftui/alignment/center
  public static let center = Alignment()
}

/// `ForEach`: documentation/swiftui/foreach
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
  /// documentation/swiftui/foreach/data
  public var data: Data
  /// documentation/swiftui/foreach/content
  public var content: (Data.Element) -> Content
  /// Each element's identity.
  var identity: (Data.Element) -> AnyHashable = { _ in AnyHashable(0) }
}

/// Not `Sendable`: documentation/swiftui/foreach
@available(*, unavailable)
extension ForEach: Sendable {}

/// `View` conformance: documentation/swiftui/foreach
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach: View where Content: View {
  public typealias Body = Never
  public var body: Never { fatalError("a primitive view has no body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Content: View {
  /// documentation/swiftui/foreach/init(_:id:content:)
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    (self.data, self.content) = (data, content)
    identity = { AnyHashable($0[keyPath: id]) }
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// documentation/swiftui/foreach/init(_:content:)
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    (self.data, self.content) = (data, content)
    identity = { AnyHashable($0) }
  }
}

/// `List`: documentation/swiftui/list
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct List<SelectionValue, Content>: View
where SelectionValue: Hashable, Content: View {
  /// documentation/swiftui/list/init(selection:content:)
  @available(watchOS 10.0, *)
  nonisolated public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    (self.selection, self.content) = (selection, content())
  }

  nonisolated(unsafe) let selection: Binding<SelectionValue?>?
  nonisolated(unsafe) let content: Content

  @MainActor @preconcurrency public var body: some View { _ListBody(list: self) }
}

/// Not `Sendable`: documentation/swiftui/list
@available(*, unavailable)
extension List: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension List where SelectionValue == Never {
  /// documentation/swiftui/list/init(content:)
  nonisolated public init(@ViewBuilder content: () -> Content) { (selection, self.content) = (nil, content()) }
}

// MARK: - State and the environment

/// `Binding`: documentation/swiftui/binding
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  /// documentation/swiftui/binding/init(get:set:)
  @preconcurrency public init(
    @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
    @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {
    // The runtime calls them synchronously on the main actor, as SwiftUI
    // does; an `@isolated(any)` function value is laid out as a plain one.
    _get = unsafeBitCast(get, to: (() -> Value).self)
    _set = unsafeBitCast(set, to: ((Value) -> Void).self)
  }

  /// A binding of the runtime's own.
  init(_get: @escaping () -> Value, _set: @escaping (Value) -> Void) { (self._get, self._set) = (_get, _set) }

  @usableFromInline let _get: () -> Value
  @usableFromInline let _set: (Value) -> Void

  /// documentation/swiftui/binding/wrappedvalue
  public var wrappedValue: Value {
    get { _get() }
    nonmutating set { _set(newValue) }
  }

  /// documentation/swiftui/binding/subscript(dynamicmember:)
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding<Subject>(
      _get: { _get()[keyPath: keyPath] },
      _set: { subject in
        var value = _get()
        value[keyPath: keyPath] = subject
        _set(value)
      })
  }
}

/// `Sendable` when its value is: documentation/swiftui/binding
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding: @unchecked Sendable where Value: Sendable {}

/// `State`: documentation/swiftui/state
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper public struct State<Value> {
  /// documentation/swiftui/state/init(wrappedvalue:)
  public init(wrappedValue value: Value) { _box = StateBox(value) }

  @usableFromInline let _box: StateBox<Value>

  /// documentation/swiftui/state/wrappedvalue
  public var wrappedValue: Value {
    get { _box.value }
    nonmutating set { _box.value = newValue }
  }
  /// documentation/swiftui/state/projectedvalue
  public var projectedValue: Binding<Value> {
    let box = _box
    return Binding(_get: { box.value }, _set: { box.value = $0 })
  }
}

/// `Sendable` when its value is: documentation/swiftui/state
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension State: Sendable where Value: Sendable {}

/// `Environment`: documentation/swiftui/environment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper public struct Environment<Value> {
  /// A value of the environment: documentation/swiftui/environment/init(_:)
  @inlinable public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { _box = EnvironmentBox(.keyPath(keyPath)) }

  @usableFromInline let _box: EnvironmentBox<Value>

  /// documentation/swiftui/environment/wrappedvalue
  @inlinable public var wrappedValue: Value { _box.read() }
}

/// `Sendable` when its value is: documentation/swiftui/environment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Environment: Sendable where Value: Sendable {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Environment {
  /// An observable object: documentation/swiftui/environment/init(_:)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {
    _box = EnvironmentBox(.object(ObjectIdentifier(objectType)))
  }
}

/// `EnvironmentValues`: documentation/swiftui/environmentvalues
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues: CustomStringConvertible {
  /// A key of the storage: an `EnvironmentKey` type, or an `Observable` object's type.
  struct Key: Hashable {
    let id: ObjectIdentifier
  }

  /// The values set, by key.
  var storage: [Key: Any] = [:]
  /// Changes when a value is set: equal tokens, identical values.
  private var token = 0
  /// The keys read while it is set (by `@Environment`), with the values read.
  nonisolated(unsafe) static var reads: [Key: Any?]?
  nonisolated(unsafe) private static var lastToken = 0

  init() {}

  func isIdentical(to other: EnvironmentValues) -> Bool { token == other.token }

  mutating func set(_ value: Any?, for key: Key) {
    storage[key] = value
    Self.lastToken += 1
    token = Self.lastToken
  }

  /// documentation/swiftui/environmentvalues/subscript(_:)
  public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
    get {
      let key = Key(id: ObjectIdentifier(K.self))
      let value = storage[key]
      Self.reads?.updateValue(value, forKey: key)
      return value.map { $0 as! K.Value } ?? K.defaultValue
    }
    set { set(newValue, for: Key(id: ObjectIdentifier(K.self))) }
  }

  /// documentation/swiftui/environmentvalues/description
  public var description: String { "EnvironmentValues(\(storage.count) values)" }
}

/// The horizontal size class's key (the stand-in's own).
@usableFromInline struct HorizontalSizeClassKey: EnvironmentKey {
  @usableFromInline static let defaultValue: UserInterfaceSizeClass? = nil
}

/// Not `Sendable`: documentation/swiftui/environmentvalues
@available(*, unavailable)
extension EnvironmentValues: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
  /// documentation/swiftui/environmentvalues/horizontalsizeclass
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @backDeployed(before: macOS 14.0, tvOS 17.0, watchOS 10.0)
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }
}

/// `EnvironmentKey`: documentation/swiftui/environmentkey
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Self.Value { get }
}

/// `UserInterfaceSizeClass`: documentation/swiftui/userinterfacesizeclass
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum UserInterfaceSizeClass: Sendable {
  case compact
  case regular
}

/// `Visibility`: documentation/swiftui/visibility
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public enum Visibility: Hashable, CaseIterable {
  /// documentation/swiftui/visibility/automatic
  case automatic
  /// documentation/swiftui/visibility/visible
  case visible
  /// documentation/swiftui/visibility/hidden
  case hidden
}

/// `Sendable`: documentation/swiftui/visibility
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Visibility: Sendable {}

/// `AppStorage`: documentation/swiftui/appstorage
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen @propertyWrapper public struct AppStorage<Value> {
  internal let key: String
  internal let box: AppStorageBox<Value>

  /// documentation/swiftui/appstorage/wrappedvalue
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  /// documentation/swiftui/appstorage/projectedvalue
  public var projectedValue: Binding<Value> { Binding(_get: { box.value }, _set: { box.value = $0 }) }
}

/// `Sendable` when its value is: documentation/swiftui/appstorage
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension AppStorage: Sendable where Value: Sendable {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension AppStorage {
  /// `Data`: documentation/swiftui/appstorage/init(wrappedvalue:_:store:)
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
    (self.key, box) = (key, AppStorageBox(wrappedValue))
  }

  /// An `Int` raw value: documentation/swiftui/appstorage/init(wrappedvalue:_:store:)
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == Int { (self.key, box) = (key, AppStorageBox(wrappedValue)) }

  /// A `String` raw value: documentation/swiftui/appstorage/init(wrappedvalue:_:store:)
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String { (self.key, box) = (key, AppStorageBox(wrappedValue)) }
}

/// `Namespace`: documentation/swiftui/namespace
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen @propertyWrapper public struct Namespace {
  @usableFromInline internal let box: NamespaceBox

  /// documentation/swiftui/namespace/init()
  @inlinable public init() { box = NamespaceBox() }

  /// documentation/swiftui/namespace/wrappedvalue
  public var wrappedValue: Namespace.ID { Namespace.ID(id: box.id) }

  /// `Namespace.ID`: documentation/swiftui/namespace/id
  @frozen public struct ID: Hashable {
    internal var id: Int
  }
}

/// `Sendable`: documentation/swiftui/namespace
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Namespace: Sendable {}

/// `Sendable`: documentation/swiftui/namespace/id
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Namespace.ID: Sendable {}

// MARK: - View modifiers

/// `ViewModifier`: documentation/swiftui/viewmodifier
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@preconcurrency @MainActor public protocol ViewModifier {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
  typealias Content = _ViewModifier_Content<Self>
}

/// `_ViewModifier_Content`: documentation/swiftui/_viewmodifier_content
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
  nonisolated(unsafe) let content: any View
  nonisolated init(_ content: any View) { self.content = content }
  public typealias Body = Never
  public var body: Never { fatalError("a primitive view has no body") }
}

/// Not `Sendable`: documentation/swiftui/_viewmodifier_content
@available(*, unavailable)
extension _ViewModifier_Content: Sendable {}

/// `ModifiedContent`: documentation/swiftui/modifiedcontent
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct ModifiedContent<Content, Modifier> {
  public typealias Body = Never
  /// documentation/swiftui/modifiedcontent/content
  public var content: Content
  /// documentation/swiftui/modifiedcontent/modifier
  public var modifier: Modifier

  /// documentation/swiftui/modifiedcontent/init(content:modifier:)
  @inlinable nonisolated public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

/// Not `Sendable`: documentation/swiftui/modifiedcontent
@available(*, unavailable)
extension ModifiedContent: Sendable {}

/// `View` conformance: documentation/swiftui/modifiedcontent
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  @MainActor @preconcurrency public var body: ModifiedContent<Content, Modifier>.Body {
    fatalError("a primitive view has no body")
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  /// documentation/swiftui/view/modifier(_:)
  @inlinable nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    .init(content: self, modifier: modifier)
  }

  /// documentation/swiftui/view/environment(_:_:)
  @inlinable nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> some View { _environment(keyPath, value) }

  /// documentation/swiftui/view/onappear(perform:)
  @inlinable nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { _onAppear(action) }

  #if !SWIFTUI_SDK_27  // deprecated in 27.0 by SDK 27 (SwiftUI+SDK27.swift)
    /// documentation/swiftui/view/background(_:alignment:)
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
    @available(
      macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead."
    )
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
    @available(
      watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead."
    )
    @available(
      visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead."
    )
    @inlinable @_disfavoredOverload nonisolated public func background<Background>(
      _ background: Background, alignment: Alignment = .center
    ) -> some View where Background: View { _background(background) }
  #endif

  /// documentation/swiftui/view/tag(_:includeoptional:)
  @_alwaysEmitIntoClient nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View
  where V: Hashable { _tag(AnyHashable(tag)) }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  /// documentation/swiftui/view/background(alignment:content:)
  @inlinable nonisolated public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View where V: View
  { _background(content()) }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
  /// An observable object: documentation/swiftui/view/environment(_:)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func environment<T>(_ object: T?) -> some View where T: AnyObject, T: Observable {
    _environmentObject(object, of: T.self)
  }

  /// documentation/swiftui/view/onchange(of:initial:_:)
  nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View
  where V: Equatable { _onChange(of: value, initial: initial, action) }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  /// documentation/swiftui/view/interactivedismissdisabled(_:)
  nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    effect { _ in .interactiveDismissDisabled(isDisabled) }
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  /// documentation/swiftui/view/sheet(item:ondismiss:content:)
  nonisolated public func sheet<Item, Content>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View {
    _presenting(.sheet, item: item, onDismiss: onDismiss, content: content)
  }
}

@available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
@available(macOS, unavailable)
extension View {
  /// documentation/swiftui/view/fullscreencover(item:ondismiss:content:)
  nonisolated public func fullScreenCover<Item, Content>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View {
    _presenting(.fullScreenCover, item: item, onDismiss: onDismiss, content: content)
  }
}

#if !SWIFTUI_SDK_27  // deprecated in 27.0 by SDK 27 (SwiftUI+SDK27.swift)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
  extension View {
    /// documentation/swiftui/view/tabitem(_:)
    @available(
      iOS, deprecated: 100000.0, message: "Use `Tab(title:image:value:content:)` and related initializers instead"
    )
    @available(
      macOS, deprecated: 100000.0, message: "Use `Tab(title:image:value:content:)` and related initializers instead"
    )
    @available(
      tvOS, deprecated: 100000.0, message: "Use `Tab(title:image:value:content:)` and related initializers instead"
    )
    @available(
      watchOS, deprecated: 100000.0, message: "Use `Tab(title:image:value:content:)` and related initializers instead"
    )
    nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View {
      _tabItem(label())
    }
  }
#endif

extension View {
  /// What `tabItem(_:)` means, in either flavour.
  nonisolated func _tabItem(_ label: some View) -> ModifiedContent<Self, _EffectModifier> {
    effect({ _ in .tabItem }, extra: { _ in [Child(key: "tabItem", view: label)] })
  }
}

// MARK: - Navigation

/// `NavigationStack`: documentation/swiftui/navigationstack
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency public struct NavigationStack<Data, Root>: View where Root: View {
  /// documentation/swiftui/navigationstack/init(path:root:)
  nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable
  {
    self.root = root()
    read = { path.wrappedValue.map { AnyHashable($0) } }
    write = { elements in path.wrappedValue = Data(elements.compactMap { $0.base as? Data.Element }) }
  }

  nonisolated(unsafe) let root: Root
  let read: () -> [AnyHashable]
  let write: ([AnyHashable]) -> Void

  @MainActor @preconcurrency public var body: some View { _StackBody(stack: self) }
}

/// Not `Sendable`: documentation/swiftui/navigationstack
@available(*, unavailable)
extension NavigationStack: Sendable {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
  /// documentation/swiftui/view/navigationdestination(for:destination:)
  nonisolated public func navigationDestination<D, C>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View where D: Hashable, C: View {
    effect { node in
      let make: @MainActor (Any) -> (any View)? = { ($0 as? D).map { destination($0) } }
      if case .stack(let stack)? = node.nearest({ if case .stack = $0 { true } else { false } })?.effect {
        stack.register(ObjectIdentifier(D.self), from: node, make: make)
      }
      return .navigationDestination(type: ObjectIdentifier(D.self), make: make)
    }
  }
}

@available(iOS 13.0, macOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension View {
  /// documentation/swiftui/view/navigationbarbackbuttonhidden(_:)
  nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    effect { _ in .backButtonHidden(hidesBackButton) }
  }
}

/// `NavigationLink`: documentation/swiftui/navigationlink
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct NavigationLink<Label, Destination>: View
where Label: View, Destination: View {
  nonisolated(unsafe) let label: Label
  let value: AnyHashable?

  nonisolated init(label: Label, value: AnyHashable?) { (self.label, self.value) = (label, value) }

  @MainActor @preconcurrency public var body: some View {
    _Labelled(label: label) { _ in .link(value: value) }
  }
}

/// Not `Sendable`: documentation/swiftui/navigationlink
@available(*, unavailable)
extension NavigationLink: Sendable {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationLink where Destination == Never {
  /// A title that is a localization key: documentation/swiftui/navigationlink/init(_:value:)
  nonisolated public init<P>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text, P: Hashable {
    self.init(label: Text(titleKey), value: value.map { AnyHashable($0) })
  }

  /// A title shown as it is: documentation/swiftui/navigationlink/init(_:value:)
  @_disfavoredOverload nonisolated public init<S, P>(_ title: S, value: P?)
  where Label == Text, S: StringProtocol, P: Hashable {
    self.init(label: Text(title), value: value.map { AnyHashable($0) })
  }

  /// A label built by a view builder: documentation/swiftui/navigationlink/init(value:label:)
  nonisolated public init<P>(value: P?, @ViewBuilder label: () -> Label) where P: Hashable {
    self.init(label: label(), value: value.map { AnyHashable($0) })
  }
}

/// `NavigationSplitView`: documentation/swiftui/navigationsplitview
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency public struct NavigationSplitView<Sidebar, Content, Detail>: View
where Sidebar: View, Content: View, Detail: View {
  /// documentation/swiftui/navigationsplitview/init(columnvisibility:sidebar:content:detail:)
  nonisolated public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    columns = [("sidebar", sidebar()), ("content", content()), ("detail", detail())]
    self.columnVisibility = columnVisibility
  }

  nonisolated(unsafe) let columns: [(String, any View)]
  let columnVisibility: Binding<NavigationSplitViewVisibility>

  /// documentation/swiftui/navigationsplitview/init(columnvisibility:sidebar:detail:)
  nonisolated public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) where Content == EmptyView {
    columns = [("sidebar", sidebar()), ("detail", detail())]
    self.columnVisibility = columnVisibility
  }

  @MainActor @preconcurrency public var body: some View { _SplitBody(columns: columns, visibility: columnVisibility) }
}

/// Not `Sendable`: documentation/swiftui/navigationsplitview
@available(*, unavailable)
extension NavigationSplitView: Sendable {}

/// `NavigationSplitViewVisibility`: documentation/swiftui/navigationsplitviewvisibility
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
  private let value: Int

  /// How the screen text names it.
  var name: String { ["detail only", "double column", "all columns", "automatic"][value] }

  /// documentation/swiftui/navigationsplitviewvisibility/detailonly
  public static var detailOnly: NavigationSplitViewVisibility { NavigationSplitViewVisibility(value: 0) }
  /// documentation/swiftui/navigationsplitviewvisibility/doublecolumn
  public static var doubleColumn: NavigationSplitViewVisibility { NavigationSplitViewVisibility(value: 1) }
  /// documentation/swiftui/navigationsplitviewvisibility/all
  public static var all: NavigationSplitViewVisibility { NavigationSplitViewVisibility(value: 2) }
  /// documentation/swiftui/navigationsplitviewvisibility/automatic
  public static var automatic: NavigationSplitViewVisibility { NavigationSplitViewVisibility(value: 3) }
}

/// `TabView`: documentation/swiftui/tabview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
@MainActor @preconcurrency public struct TabView<SelectionValue, Content>: View
where SelectionValue: Hashable, Content: View {
  /// documentation/swiftui/tabview/init(selection:content:)
  @available(iOS, deprecated: 100000.0, message: "Use TabContentBuilder-based TabView initializers instead")
  @available(macOS, deprecated: 100000.0, message: "Use TabContentBuilder-based TabView initializers instead")
  @available(tvOS, deprecated: 100000.0, message: "Use TabContentBuilder-based TabView initializers instead")
  @available(watchOS, deprecated: 100000.0, message: "Use TabContentBuilder-based TabView initializers instead")
  nonisolated public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, view: content(), introduced: 13)
  }

  nonisolated init(selection: Binding<SelectionValue>?, view: any View, introduced: Int) {
    (self.content, self.introduced) = (view, introduced)
    read = { selection.map { AnyHashable($0.wrappedValue) } }
    write = { value in if let value = value.base as? SelectionValue { selection?.wrappedValue = value } }
  }

  nonisolated(unsafe) let content: any View
  let read: () -> AnyHashable?
  let write: (AnyHashable) -> Void
  /// The iOS release of the initializer it was made with (the stand-in's:
  /// a device playing an earlier one shows a difference).
  let introduced: Int

  /// Tabs from a tab builder: documentation/swiftui/tabview/init(selection:content:)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public init<C>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C)
  where Content == TabContentBuilder<SelectionValue>.Content<C>, C: TabContent {
    self.init(selection: selection, view: TabContentBuilder<SelectionValue>.Content(tabs: content()), introduced: 18)
  }

  @MainActor @preconcurrency public var body: some View {
    _TabViewBody(content: content, read: read, write: write, introduced: introduced)
  }
}

/// Not `Sendable`: documentation/swiftui/tabview
@available(*, unavailable)
extension TabView: Sendable {}

// MARK: - Tabs (iOS 18)

/// `TabContent`: documentation/swiftui/tabcontent
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@preconcurrency @MainActor public protocol TabContent<TabValue> {
  associatedtype TabValue: Hashable where Self.TabValue == Self.Body.TabValue
  associatedtype Body: TabContent
  @TabContentBuilder<Self.TabValue> @MainActor @preconcurrency var body: Self.Body { get }
}

/// `TabContentBuilder`: documentation/swiftui/tabcontentbuilder
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@resultBuilder public struct TabContentBuilder<TabValue> where TabValue: Hashable {
  /// `TabContentBuilder.Content`: documentation/swiftui/tabcontentbuilder/content
  @MainActor @preconcurrency public struct Content<C>: View where C: TabContent {
    nonisolated(unsafe) let tabs: C
    nonisolated init(tabs: C) { self.tabs = tabs }
    @MainActor @preconcurrency public var body: some View {
      _TabList(tabs: (tabs as? any TabContentViews)?.tabViews(section: nil, path: []) ?? [])
    }
  }

  /// documentation/swiftui/tabcontentbuilder/buildexpression(_:)
  @_alwaysEmitIntoClient public static func buildExpression(
    _ content: some TabContent<TabValue>
  ) -> some TabContent<TabValue> { content }

  /// documentation/swiftui/tabcontentbuilder/buildblock(_:)
  @_alwaysEmitIntoClient public static func buildBlock(
    _ content: some TabContent<TabValue>
  ) -> some TabContent<TabValue> { content }

  /// documentation/swiftui/tabcontentbuilder/buildif(_:)
  @_alwaysEmitIntoClient public static func buildIf(
    _ content: (some TabContent<TabValue>)?
  ) -> (some TabContent<TabValue>)? { content }

  /// documentation/swiftui/tabcontentbuilder/buildeither(first:)
  @_alwaysEmitIntoClient public static func buildEither<T, F>(first: T) -> _ConditionalContent<T, F>
  where TabValue == T.TabValue, T: TabContent, F: TabContent, T.TabValue == F.TabValue {
    .init(storage: .trueContent(first))
  }

  /// documentation/swiftui/tabcontentbuilder/buildeither(second:)
  @_alwaysEmitIntoClient public static func buildEither<T, F>(second: F) -> _ConditionalContent<T, F>
  where TabValue == T.TabValue, T: TabContent, F: TabContent, T.TabValue == F.TabValue {
    .init(storage: .falseContent(second))
  }

  /// documentation/swiftui/tabcontentbuilder/buildlimitedavailability(_:)
  @_alwaysEmitIntoClient public static func buildLimitedAvailability<T>(_ content: T) -> AnyTabContent<T.TabValue>
  where T: TabContent { MainActor.assumeIsolated { AnyTabContent(content) } }
}

/// Not `Sendable`: documentation/swiftui/tabcontentbuilder
@available(*, unavailable)
extension TabContentBuilder: Sendable {}

/// Not `Sendable`: documentation/swiftui/tabcontentbuilder/content
@available(*, unavailable)
extension TabContentBuilder.Content: Sendable {}

/// `TabContentBuilder.buildBlock` of 2 to 10 parts: documentation/swiftui/tabcontentbuilder/buildblock(_:_:)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabContentBuilder {
  @_alwaysEmitIntoClient public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some TabContent<TabValue>
  where TabValue == C0.TabValue, C0: TabContent, C1: TabContent, C0.TabValue == C1.TabValue {
    _TupleTabContent<TabValue, (C0, C1)>((c0, c1))
  }

  @_alwaysEmitIntoClient public static func buildBlock<C0, C1, C2>(
    _ c0: C0, _ c1: C1, _ c2: C2
  ) -> some TabContent<TabValue>
  where
    TabValue == C0.TabValue, C0: TabContent, C1: TabContent, C2: TabContent, C0.TabValue == C1.TabValue,
    C1.TabValue == C2.TabValue
  { _TupleTabContent<TabValue, (C0, C1, C2)>((c0, c1, c2)) }

  @_alwaysEmitIntoClient public static func buildBlock<C0, C1, C2, C3>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
  ) -> some TabContent<TabValue>
  where
    TabValue == C0.TabValue, C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent,
    C0.TabValue == C1.TabValue, C1.TabValue == C2.TabValue, C2.TabValue == C3.TabValue
  { _TupleTabContent<TabValue, (C0, C1, C2, C3)>((c0, c1, c2, c3)) }

  @_alwaysEmitIntoClient public static func buildBlock<C0, C1, C2, C3, C4>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
  ) -> some TabContent<TabValue>
  where
    TabValue == C0.TabValue, C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent,
    C0.TabValue == C1.TabValue, C1.TabValue == C2.TabValue, C2.TabValue == C3.TabValue, C3.TabValue == C4.TabValue
  { _TupleTabContent<TabValue, (C0, C1, C2, C3, C4)>((c0, c1, c2, c3, c4)) }

  @_alwaysEmitIntoClient public static func buildBlock<C0, C1, C2, C3, C4, C5>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
  ) -> some TabContent<TabValue>
  where
    TabValue == C0.TabValue, C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent,
    C5: TabContent, C0.TabValue == C1.TabValue, C1.TabValue == C2.TabValue, C2.TabValue == C3.TabValue,
    C3.TabValue == C4.TabValue, C4.TabValue == C5.TabValue
  { _TupleTabContent<TabValue, (C0, C1, C2, C3, C4, C5)>((c0, c1, c2, c3, c4, c5)) }

  @_alwaysEmitIntoClient public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
  ) -> some TabContent<TabValue>
  where
    TabValue == C0.TabValue, C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent,
    C5: TabContent, C6: TabContent, C0.TabValue == C1.TabValue, C1.TabValue == C2.TabValue,
    C2.TabValue == C3.TabValue, C3.TabValue == C4.TabValue, C4.TabValue == C5.TabValue, C5.TabValue == C6.TabValue
  { _TupleTabContent<TabValue, (C0, C1, C2, C3, C4, C5, C6)>((c0, c1, c2, c3, c4, c5, c6)) }

  @_alwaysEmitIntoClient public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
  ) -> some TabContent<TabValue>
  where
    TabValue == C0.TabValue, C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent,
    C5: TabContent, C6: TabContent, C7: TabContent, C0.TabValue == C1.TabValue, C1.TabValue == C2.TabValue,
    C2.TabValue == C3.TabValue, C3.TabValue == C4.TabValue, C4.TabValue == C5.TabValue, C5.TabValue == C6.TabValue,
    C6.TabValue == C7.TabValue
  { _TupleTabContent<TabValue, (C0, C1, C2, C3, C4, C5, C6, C7)>((c0, c1, c2, c3, c4, c5, c6, c7)) }

  @_alwaysEmitIntoClient public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
  ) -> some TabContent<TabValue>
  where
    TabValue == C0.TabValue, C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent,
    C5: TabContent, C6: TabContent, C7: TabContent, C8: TabContent, C0.TabValue == C1.TabValue,
    C1.TabValue == C2.TabValue, C2.TabValue == C3.TabValue, C3.TabValue == C4.TabValue, C4.TabValue == C5.TabValue,
    C5.TabValue == C6.TabValue, C6.TabValue == C7.TabValue, C7.TabValue == C8.TabValue
  { _TupleTabContent<TabValue, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>((c0, c1, c2, c3, c4, c5, c6, c7, c8)) }

  @_alwaysEmitIntoClient public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
  ) -> some TabContent<TabValue>
  where
    TabValue == C0.TabValue, C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent,
    C5: TabContent, C6: TabContent, C7: TabContent, C8: TabContent, C9: TabContent, C0.TabValue == C1.TabValue,
    C1.TabValue == C2.TabValue, C2.TabValue == C3.TabValue, C3.TabValue == C4.TabValue, C4.TabValue == C5.TabValue,
    C5.TabValue == C6.TabValue, C6.TabValue == C7.TabValue, C7.TabValue == C8.TabValue, C8.TabValue == C9.TabValue
  { _TupleTabContent<TabValue, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9)) }
}

/// `_TupleTabContent` (internal, used by `TabContentBuilder.buildBlock`; no documentation page)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@usableFromInline @frozen @MainActor @preconcurrency internal struct _TupleTabContent<T, U> where T: Hashable {
  @usableFromInline internal typealias TabValue = T
  @usableFromInline internal typealias Body = _TupleTabContent<T, U>
  @usableFromInline nonisolated(unsafe) let value: U
  @inlinable nonisolated internal init(_ value: U) { self.value = value }
  @usableFromInline @MainActor @preconcurrency internal var body: _TupleTabContent<T, U> { return self }
}

/// Not `Sendable` (internal type)
@available(*, unavailable)
extension _TupleTabContent: Sendable {}

/// `TabContent` conformance (internal type)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension _TupleTabContent: TabContent {}

/// `AnyTabContent`: documentation/swiftui/anytabcontent
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@MainActor @preconcurrency public struct AnyTabContent<SelectionValue>: TabContent where SelectionValue: Hashable {
  public typealias TabValue = SelectionValue
  public typealias Body = AnyTabContent<SelectionValue>

  /// documentation/swiftui/anytabcontent/init(_:)
  @MainActor @preconcurrency public init<T>(_ tabContent: T) where SelectionValue == T.TabValue, T: TabContent {
    views = { section, path in (tabContent as? any TabContentViews)?.tabViews(section: section, path: path) ?? [] }
  }

  let views: (String?, [AnyHashable]) -> [any View]

  @MainActor @preconcurrency public var body: AnyTabContent<SelectionValue> { return self }
}

/// `Sendable`: documentation/swiftui/anytabcontent
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension AnyTabContent: Sendable {}

/// `TabContent` conformance: documentation/swiftui/tabcontent (`_ConditionalContent`)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension _ConditionalContent: TabContent
where TrueContent: TabContent, FalseContent: TabContent, TrueContent.TabValue == FalseContent.TabValue {
  public typealias TabValue = TrueContent.TabValue
  public typealias Body = _ConditionalContent<TrueContent, FalseContent>
  @usableFromInline internal init(storage: _ConditionalContent<TrueContent, FalseContent>.Storage) {
    self.storage = storage
  }
  @MainActor @preconcurrency public var body: _ConditionalContent<TrueContent, FalseContent> { return self }
}

/// `TabContent` conformance: documentation/swiftui/tabcontent (`Optional`)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Optional: TabContent where Wrapped: TabContent {
  public typealias TabValue = Wrapped.TabValue
  public typealias Body = Wrapped?
  @MainActor @preconcurrency public var body: Wrapped? { return self }
}

/// `TabContent` conformance: documentation/swiftui/foreach
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension ForEach: TabContent where Content: TabContent {
  public typealias TabValue = Content.TabValue
  public typealias Body = ForEach<Data, ID, Content>

  /// documentation/swiftui/foreach/init(_:id:content:)
  nonisolated public init<V>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @TabContentBuilder<V> content: @escaping (Data.Element) -> Content
  ) where V == Content.TabValue {
    (self.data, self.content) = (data, content)
    identity = { AnyHashable($0[keyPath: id]) }
  }

  @MainActor @preconcurrency public var body: ForEach<Data, ID, Content> { return self }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension ForEach where ID == Data.Element.ID, Content: TabContent, Data.Element: Identifiable {
  /// documentation/swiftui/foreach/init(_:content:)
  public init<V>(_ data: Data, @TabContentBuilder<V> content: @escaping (Data.Element) -> Content)
  where V == Content.TabValue {
    (self.data, self.content) = (data, content)
    identity = { AnyHashable($0.id) }
  }
}

/// `Tab`: documentation/swiftui/tab
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct Tab<Value, Content, Label> {
  let value: Value
  let title: String?
  let role: TabRole?
  let content: Content
  let label: Label?

  init(_value: Value, title: String?, role: TabRole?, content: Content, label: Label?) {
    (value, self.title, self.role, self.content, self.label) = (_value, title, role, content, label)
  }
}

/// Not `Sendable`: documentation/swiftui/tab
@available(*, unavailable)
extension Tab: Sendable {}

/// `TabContent` conformance: documentation/swiftui/tab
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Tab: TabContent where Value: Hashable, Content: View, Label: View {
  public typealias TabValue = Value
  public typealias Body = Tab<Value, Content, Label>

  /// A title shown as it is, a named image: documentation/swiftui/tab/init(_:image:value:content:)
  @_disfavoredOverload nonisolated public init<S>(
    _ title: S, image: String, value: Value, @ViewBuilder content: () -> Content
  ) where Label == DefaultTabLabel, S: StringProtocol {
    self.init(_value: value, title: String(title), role: nil, content: content(), label: nil)
  }

  /// documentation/swiftui/tab/init(_:image:value:role:content:)
  @_disfavoredOverload nonisolated public init<S>(
    _ title: S, image: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content
  ) where Label == DefaultTabLabel, S: StringProtocol {
    self.init(_value: value, title: String(title), role: role, content: content(), label: nil)
  }

  /// An optional selection: documentation/swiftui/tab/init(_:image:value:content:)
  @_disfavoredOverload nonisolated public init<S, T>(
    _ title: S, image: String, value: T, @ViewBuilder content: () -> Content
  ) where Value == T?, Label == DefaultTabLabel, S: StringProtocol, T: Hashable {
    self.init(_value: value, title: String(title), role: nil, content: content(), label: nil)
  }

  /// An optional selection: documentation/swiftui/tab/init(_:image:value:role:content:)
  @_disfavoredOverload nonisolated public init<S, T>(
    _ title: S, image: String, value: T, role: TabRole?, @ViewBuilder content: () -> Content
  ) where Value == T?, Label == DefaultTabLabel, S: StringProtocol, T: Hashable {
    self.init(_value: value, title: String(title), role: role, content: content(), label: nil)
  }

  /// A title that is a localization key, a named image: documentation/swiftui/tab/init(_:image:value:content:)
  nonisolated public init(
    _ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content
  ) where Label == DefaultTabLabel {
    self.init(_value: value, title: titleKey.key, role: nil, content: content(), label: nil)
  }

  /// documentation/swiftui/tab/init(_:image:value:role:content:)
  nonisolated public init(
    _ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content
  ) where Label == DefaultTabLabel {
    self.init(_value: value, title: titleKey.key, role: role, content: content(), label: nil)
  }

  /// An optional selection: documentation/swiftui/tab/init(_:image:value:content:)
  nonisolated public init<T>(
    _ titleKey: LocalizedStringKey, image: String, value: T, @ViewBuilder content: () -> Content
  ) where Value == T?, Label == DefaultTabLabel, T: Hashable {
    self.init(_value: value, title: titleKey.key, role: nil, content: content(), label: nil)
  }

  /// An optional selection: documentation/swiftui/tab/init(_:image:value:role:content:)
  nonisolated public init<T>(
    _ titleKey: LocalizedStringKey, image: String, value: T, role: TabRole?, @ViewBuilder content: () -> Content
  ) where Value == T?, Label == DefaultTabLabel, T: Hashable {
    self.init(_value: value, title: titleKey.key, role: role, content: content(), label: nil)
  }

  /// A title shown as it is, a system image: documentation/swiftui/tab/init(_:systemimage:value:content:)
  @_disfavoredOverload nonisolated public init<S>(
    _ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content
  ) where Label == DefaultTabLabel, S: StringProtocol {
    self.init(_value: value, title: String(title), role: nil, content: content(), label: nil)
  }

  /// documentation/swiftui/tab/init(_:systemimage:value:role:content:)
  @_disfavoredOverload nonisolated public init<S>(
    _ title: S, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content
  ) where Label == DefaultTabLabel, S: StringProtocol {
    self.init(_value: value, title: String(title), role: role, content: content(), label: nil)
  }

  /// An optional selection: documentation/swiftui/tab/init(_:systemimage:value:content:)
  @_disfavoredOverload nonisolated public init<S, T>(
    _ title: S, systemImage: String, value: T, @ViewBuilder content: () -> Content
  ) where Value == T?, Label == DefaultTabLabel, S: StringProtocol, T: Hashable {
    self.init(_value: value, title: String(title), role: nil, content: content(), label: nil)
  }

  /// An optional selection: documentation/swiftui/tab/init(_:systemimage:value:role:content:)
  @_disfavoredOverload nonisolated public init<S, T>(
    _ title: S, systemImage: String, value: T, role: TabRole?, @ViewBuilder content: () -> Content
  ) where Value == T?, Label == DefaultTabLabel, S: StringProtocol, T: Hashable {
    self.init(_value: value, title: String(title), role: role, content: content(), label: nil)
  }

  /// A title that is a localization key, a system image: documentation/swiftui/tab/init(_:systemimage:value:content:)
  nonisolated public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content
  ) where Label == DefaultTabLabel {
    self.init(_value: value, title: titleKey.key, role: nil, content: content(), label: nil)
  }

  /// documentation/swiftui/tab/init(_:systemimage:value:role:content:)
  nonisolated public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?,
    @ViewBuilder content: () -> Content
  ) where Label == DefaultTabLabel {
    self.init(_value: value, title: titleKey.key, role: role, content: content(), label: nil)
  }

  /// An optional selection: documentation/swiftui/tab/init(_:systemimage:value:content:)
  nonisolated public init<T>(
    _ titleKey: LocalizedStringKey, systemImage: String, value: T, @ViewBuilder content: () -> Content
  ) where Value == T?, Label == DefaultTabLabel, T: Hashable {
    self.init(_value: value, title: titleKey.key, role: nil, content: content(), label: nil)
  }

  /// An optional selection: documentation/swiftui/tab/init(_:systemimage:value:role:content:)
  nonisolated public init<T>(
    _ titleKey: LocalizedStringKey, systemImage: String, value: T, role: TabRole?,
    @ViewBuilder content: () -> Content
  ) where Value == T?, Label == DefaultTabLabel, T: Hashable {
    self.init(_value: value, title: titleKey.key, role: role, content: content(), label: nil)
  }

  /// No label: documentation/swiftui/tab/init(value:content:)
  nonisolated public init(value: Value, @ViewBuilder content: () -> Content) where Label == EmptyView {
    self.init(_value: value, title: nil, role: nil, content: content(), label: nil)
  }

  /// An optional selection: documentation/swiftui/tab/init(value:content:)
  nonisolated public init<V>(value: V, @ViewBuilder content: () -> Content)
  where Value == V?, Label == EmptyView, V: Hashable {
    self.init(_value: value, title: nil, role: nil, content: content(), label: nil)
  }

  /// The role's label: documentation/swiftui/tab/init(value:role:content:)
  nonisolated public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content)
  where Label == DefaultTabLabel {
    self.init(_value: value, title: nil, role: role, content: content(), label: nil)
  }

  /// An optional selection: documentation/swiftui/tab/init(value:role:content:)
  nonisolated public init<V>(value: V, role: TabRole?, @ViewBuilder content: () -> Content)
  where Value == V?, Label == DefaultTabLabel, V: Hashable {
    self.init(_value: value, title: nil, role: role, content: content(), label: nil)
  }

  /// documentation/swiftui/tab/init(value:content:label:)
  nonisolated public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(_value: value, title: nil, role: nil, content: content(), label: label())
  }

  /// documentation/swiftui/tab/init(value:role:content:label:)
  nonisolated public init(
    value: Value, role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.init(_value: value, title: nil, role: role, content: content(), label: label())
  }

  /// An optional selection: documentation/swiftui/tab/init(value:content:label:)
  nonisolated public init<V>(value: V, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)
  where Value == V?, V: Hashable {
    self.init(_value: value, title: nil, role: nil, content: content(), label: label())
  }

  /// An optional selection: documentation/swiftui/tab/init(value:role:content:label:)
  nonisolated public init<V>(
    value: V, role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) where Value == V?, V: Hashable {
    self.init(_value: value, title: nil, role: role, content: content(), label: label())
  }

  @MainActor @preconcurrency public var body: Tab<Value, Content, Label> { return self }
}

/// `DefaultTabLabel`: documentation/swiftui/defaulttablabel
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@MainActor @preconcurrency public struct DefaultTabLabel: View {
  @MainActor @preconcurrency public var body: some View { EmptyView() }
}

/// Not `Sendable`: documentation/swiftui/defaulttablabel
@available(*, unavailable)
extension DefaultTabLabel: Sendable {}

/// `TabRole`: documentation/swiftui/tabrole
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct TabRole: Hashable, Sendable {
  private let name: String

  /// documentation/swiftui/tabrole/search
  public static var search: TabRole { TabRole(name: "search") }
}

/// `TabSection`: documentation/swiftui/tabsection
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct TabSection<Header, Content, Footer, SelectionValue> {
  let title: String?
  let content: Content

  init(_title: String?, content: Content) { (title, self.content) = (_title, content) }
}

/// Not `Sendable`: documentation/swiftui/tabsection
@available(*, unavailable)
extension TabSection: Sendable {}

/// `TabContent` conformance: documentation/swiftui/tabsection
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabSection: TabContent
where Header: View, Content: TabContent, Footer: View, SelectionValue == Content.TabValue {
  public typealias TabValue = Content.TabValue
  public typealias Body = TabSection<Header, Content, Footer, SelectionValue>
  @MainActor @preconcurrency public var body: TabSection<Header, Content, Footer, SelectionValue> { return self }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabSection where Content: TabContent, SelectionValue: Hashable {
  /// documentation/swiftui/tabsection/init(content:header:)
  public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header)
  where Header: View, Footer == EmptyView { self.init(_title: nil, content: content()) }

  /// documentation/swiftui/tabsection/init(content:)
  public init(@TabContentBuilder<SelectionValue> content: () -> Content)
  where Header == EmptyView, Footer == EmptyView { self.init(_title: nil, content: content()) }

  /// A title shown as it is: documentation/swiftui/tabsection/init(_:content:)
  @_disfavoredOverload public init<S>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content)
  where Header == Text, Footer == EmptyView, S: StringProtocol { self.init(_title: String(title), content: content()) }

  /// A title that is a localization key: documentation/swiftui/tabsection/init(_:content:)
  public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content)
  where Header == Text, Footer == EmptyView { self.init(_title: titleKey.key, content: content()) }

  /// An optional selection: documentation/swiftui/tabsection/init(content:header:)
  @_disfavoredOverload public init<V>(
    @TabContentBuilder<V?> content: () -> Content, @ViewBuilder header: () -> Header
  ) where Header: View, Footer == EmptyView, SelectionValue == V?, V: Hashable {
    self.init(_title: nil, content: content())
  }

  /// An optional selection: documentation/swiftui/tabsection/init(content:)
  @_disfavoredOverload public init<V>(@TabContentBuilder<V?> content: () -> Content)
  where Header == EmptyView, Footer == EmptyView, SelectionValue == V?, V: Hashable {
    self.init(_title: nil, content: content())
  }

  /// An optional selection: documentation/swiftui/tabsection/init(_:content:)
  @_disfavoredOverload public init<V, S>(_ title: S, @TabContentBuilder<V?> content: () -> Content)
  where Header == Text, Footer == EmptyView, SelectionValue == V?, V: Hashable, S: StringProtocol {
    self.init(_title: String(title), content: content())
  }

  /// An optional selection: documentation/swiftui/tabsection/init(_:content:)
  @_disfavoredOverload public init<V>(_ titleKey: LocalizedStringKey, @TabContentBuilder<V?> content: () -> Content)
  where Header == Text, Footer == EmptyView, SelectionValue == V?, V: Hashable {
    self.init(_title: titleKey.key, content: content())
  }
}

/// `TabViewStyle`: documentation/swiftui/tabviewstyle
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@preconcurrency @MainActor public protocol TabViewStyle {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
  /// documentation/swiftui/view/tabviewstyle(_:)
  nonisolated public func tabViewStyle<S>(_ style: S) -> some View where S: TabViewStyle {
    effect { _ in .tabViewStyle(sidebarAdaptable: style is SidebarAdaptableTabViewStyle) }
  }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension TabViewStyle where Self == DefaultTabViewStyle {
  /// documentation/swiftui/tabviewstyle/automatic
  @_alwaysEmitIntoClient @MainActor @preconcurrency public static var automatic: DefaultTabViewStyle { .init() }
}

/// `DefaultTabViewStyle`: documentation/swiftui/defaulttabviewstyle
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public struct DefaultTabViewStyle: TabViewStyle {
  /// documentation/swiftui/defaulttabviewstyle/init()
  nonisolated public init() {}
}

/// Not `Sendable`: documentation/swiftui/defaulttabviewstyle
@available(*, unavailable)
extension DefaultTabViewStyle: Sendable {}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
@available(watchOS, unavailable)
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  /// documentation/swiftui/tabviewstyle/sidebaradaptable
  @_alwaysEmitIntoClient @MainActor @preconcurrency public static var sidebarAdaptable: SidebarAdaptableTabViewStyle {
    .init()
  }
}

/// `SidebarAdaptableTabViewStyle`: documentation/swiftui/sidebaradaptabletabviewstyle
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency public struct SidebarAdaptableTabViewStyle: TabViewStyle {
  /// documentation/swiftui/sidebaradaptabletabviewstyle/init()
  nonisolated public init() {}
}

/// Not `Sendable`: documentation/swiftui/sidebaradaptabletabviewstyle
@available(*, unavailable)
extension SidebarAdaptableTabViewStyle: Sendable {}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
@available(watchOS, unavailable)
extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
  /// documentation/swiftui/tabviewstyle/tabbaronly
  @_alwaysEmitIntoClient @MainActor @preconcurrency public static var tabBarOnly: TabBarOnlyTabViewStyle { .init() }
}

/// `TabBarOnlyTabViewStyle`: documentation/swiftui/tabbaronlytabviewstyle
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency public struct TabBarOnlyTabViewStyle: TabViewStyle {
  /// documentation/swiftui/tabbaronlytabviewstyle/init()
  nonisolated public init() {}
}

/// Not `Sendable`: documentation/swiftui/tabbaronlytabviewstyle
@available(*, unavailable)
extension TabBarOnlyTabViewStyle: Sendable {}

/// `TabViewCustomization`: documentation/swiftui/tabviewcustomization
@available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct TabViewCustomization: Equatable, Sendable, Codable {
  /// The tabs whose sidebar visibility was set, by customization identifier.
  private var hidden: [String: Bool] = [:]
  /// The order of the tabs of the sections a person reordered, by the
  /// section's customization identifier (``LifecycleRule/tabCustomizationIsKeyedByItsID``).
  private var sectionOrders: [String: [String]] = [:]

  /// documentation/swiftui/tabviewcustomization/init()
  public init() {}

  /// documentation/swiftui/tabviewcustomization/subscript(sidebarvisibility:)
  public subscript(sidebarVisibility id: String) -> Visibility {
    get { hidden[id].map { $0 ? .hidden : .visible } ?? .automatic }
    set { hidden[id] = newValue == .automatic ? nil : newValue == .hidden }
  }

  /// documentation/swiftui/tabviewcustomization/subscript(sectionid:)
  public subscript(sectionID id: String) -> [String]? { sectionOrders[id] }

  /// A person's order of the tabs of section `sectionID` (the runtime's hands).
  mutating func setOrder(_ tabIDs: [String], ofSection sectionID: String) { sectionOrders[sectionID] = tabIDs }

  /// documentation/swiftui/tabviewcustomization/resetvisibility()
  public mutating func resetVisibility() { hidden = [:] }

  /// documentation/swiftui/tabviewcustomization/resetsectionorder(for:)
  public mutating func resetSectionOrder(for sectionID: String) { sectionOrders[sectionID] = nil }

  /// documentation/swiftui/tabviewcustomization/resetsectionorder()
  public mutating func resetSectionOrder() { sectionOrders = [:] }
}

@available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension AppStorage {
  /// A tab view customization: documentation/swiftui/appstorage/init(wrappedvalue:_:store:)
  public init(wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil)
  where Value == TabViewCustomization { (self.key, box) = (key, AppStorageBox(wrappedValue)) }
}

@available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
  /// documentation/swiftui/view/tabviewcustomization(_:)
  nonisolated public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View {
    effect { _ in .tabViewCustomization(customization) }
  }
}

extension TabContent {
  /// documentation/swiftui/tabcontent/customizationid(_:)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func customizationID(_ id: String) -> some TabContent<Self.TabValue> {
    _CustomizedTab(content: self, id: id)
  }
}

// MARK: - How a presentation is shown (iOS 16 to 18)

/// `PresentationDetent`: documentation/swiftui/presentationdetent
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct PresentationDetent: Hashable, Sendable {
  private let kind: Int
  private let value: CGFloat

  /// How the screen text names it.
  var name: String { ["medium", "large", "fraction \(value)", "height \(value)"][kind] }

  /// documentation/swiftui/presentationdetent/medium
  public static let medium = PresentationDetent(kind: 0, value: 0)
  /// documentation/swiftui/presentationdetent/large
  public static let large = PresentationDetent(kind: 1, value: 0)

  /// documentation/swiftui/presentationdetent/fraction(_:)
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: 2, value: fraction)
  }

  /// documentation/swiftui/presentationdetent/height(_:)
  public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: 3, value: height) }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
  /// documentation/swiftui/view/presentationdetents(_:)
  nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    _style("detents: " + detents.map(\.name).sorted().joined(separator: " "))
  }

  /// documentation/swiftui/view/presentationdetents(_:selection:)
  nonisolated public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View { _style("detents: " + detents.map(\.name).sorted().joined(separator: " ")) }

  /// documentation/swiftui/view/presentationdragindicator(_:)
  nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    _style("drag indicator \(visibility)")
  }
}

/// `PresentationSizing`: documentation/swiftui/presentationsizing
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
public protocol PresentationSizing {}

extension PresentationSizing {
  /// documentation/swiftui/presentationsizing/sticky(horizontal:vertical:)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  public func sticky(horizontal: Bool = false, vertical: Bool = false) -> some PresentationSizing { self }

  /// documentation/swiftui/presentationsizing/fitted(horizontal:vertical:)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  public func fitted(horizontal: Bool, vertical: Bool) -> some PresentationSizing { self }
}

/// `FormPresentationSizing`: documentation/swiftui/formpresentationsizing
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
public struct FormPresentationSizing: PresentationSizing, Sendable {}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
extension PresentationSizing where Self == FormPresentationSizing {
  /// documentation/swiftui/presentationsizing/form
  public static var form: FormPresentationSizing { FormPresentationSizing() }
}

/// `PagePresentationSizing`: documentation/swiftui/pagepresentationsizing
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
public struct PagePresentationSizing: PresentationSizing, Sendable {}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
extension PresentationSizing where Self == PagePresentationSizing {
  /// documentation/swiftui/presentationsizing/page
  public static var page: PagePresentationSizing { PagePresentationSizing() }
}

/// `FittedPresentationSizing`: documentation/swiftui/fittedpresentationsizing
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
public struct FittedPresentationSizing: PresentationSizing, Sendable {}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
extension PresentationSizing where Self == FittedPresentationSizing {
  /// documentation/swiftui/presentationsizing/fitted
  public static var fitted: FittedPresentationSizing { FittedPresentationSizing() }
}

/// `AutomaticPresentationSizing`: documentation/swiftui/automaticpresentationsizing
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
public struct AutomaticPresentationSizing: PresentationSizing, Sendable {}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
extension PresentationSizing where Self == AutomaticPresentationSizing {
  /// documentation/swiftui/presentationsizing/automatic
  public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
extension View {
  /// documentation/swiftui/view/presentationsizing(_:)
  nonisolated public func presentationSizing(_ sizing: some PresentationSizing) -> some View {
    _style(
      "sizing \(String(describing: type(of: sizing)).replacingOccurrences(of: "PresentationSizing", with: "").lowercased())"
    )
  }
}

/// `NavigationTransition`: documentation/swiftui/navigationtransition
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public protocol NavigationTransition {}

extension View {
  /// documentation/swiftui/view/navigationtransition(_:)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func navigationTransition(_ style: some NavigationTransition) -> some View {
    effect { _ in
      guard let zoom = style as? ZoomNavigationTransition else { return .none }
      return .zoomDestination(sourceID: zoom.sourceID, namespace: zoom.namespace)
    }
  }
}

/// `AutomaticNavigationTransition`: documentation/swiftui/automaticnavigationtransition
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct AutomaticNavigationTransition: NavigationTransition {}

/// Not `Sendable`: documentation/swiftui/automaticnavigationtransition
@available(*, unavailable)
extension AutomaticNavigationTransition: Sendable {}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension NavigationTransition where Self == AutomaticNavigationTransition {
  /// documentation/swiftui/navigationtransition/automatic
  public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

/// `ZoomNavigationTransition`: documentation/swiftui/zoomnavigationtransition
@available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@available(macOS, unavailable)
public struct ZoomNavigationTransition: NavigationTransition {
  let sourceID: AnyHashable
  let namespace: Namespace.ID
}

/// Not `Sendable`: documentation/swiftui/zoomnavigationtransition
@available(*, unavailable)
extension ZoomNavigationTransition: Sendable {}

@available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@available(macOS, unavailable)
extension NavigationTransition where Self == ZoomNavigationTransition {
  /// documentation/swiftui/navigationtransition/zoom(sourceid:in:)
  public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
    ZoomNavigationTransition(sourceID: AnyHashable(sourceID), namespace: namespace)
  }
}

extension View {
  /// documentation/swiftui/view/matchedtransitionsource(id:in:)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View {
    let id = AnyHashable(id)
    return effect { _ in .zoomSource(id: id, namespace: namespace) }
  }
}

// MARK: - UIKit hosting

/// `UIViewControllerRepresentable`: documentation/swiftui/uiviewcontrollerrepresentable
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@preconcurrency @MainActor public protocol UIViewControllerRepresentable: View where Self.Body == Never {
  associatedtype UIViewControllerType: UIViewController

  /// documentation/swiftui/uiviewcontrollerrepresentable/makeuiviewcontroller(context:)
  @MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType

  /// documentation/swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:)
  @MainActor @preconcurrency func updateUIViewController(
    _ uiViewController: Self.UIViewControllerType, context: Self.Context)

  /// documentation/swiftui/uiviewcontrollerrepresentable/context
  typealias Context = UIViewControllerRepresentableContext<Self>
}

@available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@available(macOS, unavailable)
extension UIViewControllerRepresentable {
  /// The default body: documentation/swiftui/uiviewcontrollerrepresentable
  @MainActor @preconcurrency public var body: Never { fatalError("a representable has no body") }
}

/// `UIViewControllerRepresentableContext`: documentation/swiftui/uiviewcontrollerrepresentablecontext
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@preconcurrency @MainActor public struct UIViewControllerRepresentableContext<Representable>
where Representable: UIViewControllerRepresentable {}
