// A test-only stand-in for SwiftUI, compiled only where SwiftUI does not
// exist (Linux), so that the SwiftUI host and the examples are type-checked
// on every CI run. It declares just the API they use, with the signatures of
// Apple's documentation (each declaration names its page, under
// https://developer.apple.com/documentation/swiftui/). Nothing here runs:
// a use of SwiftUI that is not declared here fails the build, which is the point.
import Foundation
import Observation
@_exported import UIKit

/// `View`: documentation/swiftui/view
@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  public var body: Never { fatalError() }
}

/// A view the shim makes for each modifier and container: never drawn.
public struct _ShimView: View {
  public var body: Never { fatalError() }
  nonisolated init() {}
}

/// `ViewBuilder`: documentation/swiftui/viewbuilder
@resultBuilder public struct ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
  {
    TupleView((repeat each content))
  }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent() }
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent() }
}

extension Optional: View where Wrapped: View {
  public var body: Never { fatalError() }
}

/// `TupleView`: documentation/swiftui/tupleview
public struct TupleView<T>: View {
  nonisolated(unsafe) public var value: T
  nonisolated public init(_ value: T) { self.value = value }
  public var body: Never { fatalError() }
}

/// `_ConditionalContent`: documentation/swiftui/_conditionalcontent
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  nonisolated init() {}
  public var body: Never { fatalError() }
}

/// `EmptyView`: documentation/swiftui/emptyview
public struct EmptyView: View {
  nonisolated public init() {}
  public var body: Never { fatalError() }
}

/// `AnyView`: documentation/swiftui/anyview
public struct AnyView: View {
  public init<V: View>(_ view: V) {}
  public var body: Never { fatalError() }
}

/// `Text`: documentation/swiftui/text
public struct Text: View {
  public init<S: StringProtocol>(_ content: S) {}
  public var body: Never { fatalError() }
}

/// `Button`: documentation/swiftui/button
public struct Button<Label: View>: View {
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
  public var body: Never { fatalError() }
}

extension Button where Label == Text {
  /// `init(_:action:)`: documentation/swiftui/button/init(_:action:)-1asy
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
}

/// `VStack`: documentation/swiftui/vstack
public struct VStack<Content: View>: View {
  public init(@ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

/// `HStack`: documentation/swiftui/hstack
public struct HStack<Content: View>: View {
  public init(@ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

/// `ForEach`: documentation/swiftui/foreach
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  public var body: Never { fatalError() }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// `init(_:content:)`: documentation/swiftui/foreach/init(_:content:)-7i6i5
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {}
}

extension ForEach {
  /// `init(_:id:content:)`: documentation/swiftui/foreach/init(_:id:content:)
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

/// `List`: documentation/swiftui/list
public struct List<SelectionValue: Hashable, Content: View>: View {
  public var body: Never { fatalError() }
  /// `init(selection:content:)`: documentation/swiftui/list/init(selection:content:)-4oj2m
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {}
}

extension List where SelectionValue == Never {
  /// `init(content:)`: documentation/swiftui/list/init(content:)
  public init(@ViewBuilder content: () -> Content) {}
}

/// `Binding`: documentation/swiftui/binding
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  private let get: () -> Value
  private let set: (Value) -> Void
  /// `init(get:set:)`: documentation/swiftui/binding/init(get:set:)-6g3d5
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    (self.get, self.set) = (get, set)
  }
  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }
  public var projectedValue: Binding<Value> { self }
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
  }
}

/// `State`: documentation/swiftui/state
@propertyWrapper public struct State<Value> {
  public init(wrappedValue value: Value) {}
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  public var projectedValue: Binding<Value> { fatalError() }
}

/// `Environment`: documentation/swiftui/environment
@propertyWrapper public struct Environment<Value> {
  /// `init(_:)`: documentation/swiftui/environment/init(_:)-8slkf
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  public var wrappedValue: Value { fatalError() }
}

extension Environment where Value: AnyObject & Observable {
  /// `init(_:)` for an observable object: documentation/swiftui/environment/init(_:)-6ajfa
  public init(_ objectType: Value.Type) {}
}

/// `EnvironmentValues`: documentation/swiftui/environmentvalues
public struct EnvironmentValues {
  /// `horizontalSizeClass`: documentation/swiftui/environmentvalues/horizontalsizeclass
  public var horizontalSizeClass: UserInterfaceSizeClass? { nil }
  /// `subscript(_:)`: documentation/swiftui/environmentvalues/subscript(_:)-9zku
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { K.defaultValue }
    set {}
  }
}

/// `ViewModifier`: documentation/swiftui/viewmodifier
@MainActor @preconcurrency public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  @ViewBuilder func body(content: Content) -> Body
}

/// `_ViewModifier_Content`: documentation/swiftui/_viewmodifier_content
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  public var body: Never { fatalError() }
}

/// `EnvironmentKey`: documentation/swiftui/environmentkey
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// `UIViewControllerRepresentable`: documentation/swiftui/uiviewcontrollerrepresentable
@MainActor @preconcurrency public protocol UIViewControllerRepresentable: View where Body == Never {
  associatedtype UIViewControllerType: UIViewController
  associatedtype Coordinator = Void
  typealias Context = UIViewControllerRepresentableContext<Self>
  func makeUIViewController(context: Context) -> UIViewControllerType
  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
}

extension UIViewControllerRepresentable {
  public var body: Never { fatalError() }
}

/// `UIViewControllerRepresentableContext`: documentation/swiftui/uiviewcontrollerrepresentablecontext
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
}

/// `UserInterfaceSizeClass`: documentation/swiftui/userinterfacesizeclass
public enum UserInterfaceSizeClass: Sendable {
  case compact, regular
}

/// `NavigationStack`: documentation/swiftui/navigationstack
public struct NavigationStack<Data, Root: View>: View {
  public var body: Never { fatalError() }
}

extension NavigationStack {
  /// `init(path:root:)`: documentation/swiftui/navigationstack/init(path:root:)-63x0h
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable
  {}
}

/// `NavigationLink`: documentation/swiftui/navigationlink
public struct NavigationLink<Label: View, Destination: View>: View {
  public var body: Never { fatalError() }
}

extension NavigationLink where Destination == Never, Label == Text {
  /// `init(_:value:)`: documentation/swiftui/navigationlink/init(_:value:)-kj9v
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {}
}

/// `NavigationSplitView`: documentation/swiftui/navigationsplitview
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  public var body: Never { fatalError() }
  /// documentation/swiftui/navigationsplitview/init(columnvisibility:sidebar:content:detail:)
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {}
}

extension NavigationSplitView where Content == EmptyView {
  /// documentation/swiftui/navigationsplitview/init(columnvisibility:sidebar:detail:)
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {}
}

/// `NavigationSplitViewVisibility`: documentation/swiftui/navigationsplitviewvisibility
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
  public static var automatic: NavigationSplitViewVisibility { NavigationSplitViewVisibility() }
  public static var all: NavigationSplitViewVisibility { NavigationSplitViewVisibility() }
  public static var doubleColumn: NavigationSplitViewVisibility { NavigationSplitViewVisibility() }
  public static var detailOnly: NavigationSplitViewVisibility { NavigationSplitViewVisibility() }
}

/// `TabView`: documentation/swiftui/tabview
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  public var body: Never { fatalError() }
  /// `init(selection:content:)`: documentation/swiftui/tabview/init(selection:content:)
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
}

extension View {
  /// documentation/swiftui/view/navigationdestination(for:destination:)
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View { _ShimView() }

  /// documentation/swiftui/view/sheet(item:ondismiss:content:)
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { _ShimView() }

  /// documentation/swiftui/view/fullscreencover(item:ondismiss:content:) (not on macOS)
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { _ShimView() }

  /// documentation/swiftui/view/environment(_:)-4516h (an observable object)
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View { _ShimView() }

  /// documentation/swiftui/view/tag(_:includeoptional:)
  public func tag<V: Hashable>(_ tag: V) -> some View { _ShimView() }

  /// documentation/swiftui/view/tabitem(_:)
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { _ShimView() }

  /// documentation/swiftui/view/navigationtitle(_:)-avgj
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { _ShimView() }

  /// documentation/swiftui/view/task(priority:_:)
  public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View
  { _ShimView() }

  /// documentation/swiftui/view/onappear(perform:)
  public func onAppear(perform action: (() -> Void)? = nil) -> some View { _ShimView() }

  /// documentation/swiftui/view/environment(_:_:)
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { _ShimView() }

  /// documentation/swiftui/view/modifier(_:)
  public func modifier<T: ViewModifier>(_ modifier: T) -> some View { _ShimView() }

  /// documentation/swiftui/view/navigationbarbackbuttonhidden(_:)
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { _ShimView() }

  /// documentation/swiftui/view/interactivedismissdisabled(_:)
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { _ShimView() }

  /// documentation/swiftui/view/background(_:alignment:)
  public func background<Background: View>(_ background: Background) -> some View { _ShimView() }

  /// documentation/swiftui/view/onchange(of:initial:_:)-8wgw9
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
    _ShimView()
  }

  /// documentation/swiftui/view/onopenurl(perform:)
  public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { _ShimView() }
}
