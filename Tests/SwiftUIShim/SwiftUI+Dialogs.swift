// The stand-in's dialogs, popovers, inspectors and toolbars, beside
// SwiftUI.swift: `alert` and `confirmationDialog` (a title, actions and a
// message, with or without presented data), `Button(_:role:action:)` and
// `ButtonRole`, `popover(item:attachmentAnchor:arrowEdge:content:)` with the
// types its defaults name (`PopoverAttachmentAnchor`, `Anchor`, `UnitPoint`,
// `Edge`), `presentationCompactAdaptation(_:)`, `inspector(isPresented:content:)`
// and `toolbar(content:)` with `ToolbarItem`, as the iOS 18.0 SDK declares them
// (or, where its text was not found, as the iOS 17.4 SDK and Apple's pages
// do). The runtime presents them (Runtime/Modifiers.swift). README.md lists
// each declaration in its dialogs section.
import Foundation
import SwiftUILifecycle

// MARK: - Alerts

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  /// A title that is a localization key: documentation/swiftui/view/alert(_:ispresented:actions:message:)
  nonisolated public func alert<A, M>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View where A: View, M: View {
    _presenting(
      .alert, title: titleKey.key, isPresented: isPresented,
      content: _DialogContent(actions: actions(), message: message()))
  }

  /// A title shown as it is: documentation/swiftui/view/alert(_:ispresented:actions:message:)
  @_disfavoredOverload nonisolated public func alert<S, A, M>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View where S: StringProtocol, A: View, M: View {
    _presenting(
      .alert, title: String(title), isPresented: isPresented,
      content: _DialogContent(actions: actions(), message: message()))
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  /// A title that is a localization key: documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)
  nonisolated public func alert<A, M, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View where A: View, M: View {
    let content = data.map { _DialogContent(actions: actions($0), message: message($0)) }
    return _presenting(
      .alert, title: titleKey.key, isPresented: isPresented, shows: content != nil,
      content: content ?? _DialogContent(actions: EmptyView(), message: EmptyView()))
  }

  /// A title shown as it is: documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)
  @_disfavoredOverload nonisolated public func alert<S, A, M, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View where S: StringProtocol, A: View, M: View {
    let content = data.map { _DialogContent(actions: actions($0), message: message($0)) }
    return _presenting(
      .alert, title: String(title), isPresented: isPresented, shows: content != nil,
      content: content ?? _DialogContent(actions: EmptyView(), message: EmptyView()))
  }
}

// MARK: - Confirmation dialogs

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  /// A title that is a localization key:
  /// documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:message:)
  nonisolated public func confirmationDialog<A, M>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View where A: View, M: View {
    _presenting(
      .confirmationDialog, title: titleKey.key, isPresented: isPresented,
      content: _DialogContent(actions: actions(), message: message()))
  }

  /// A title shown as it is:
  /// documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:message:)
  @_disfavoredOverload nonisolated public func confirmationDialog<S, A, M>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View where S: StringProtocol, A: View, M: View {
    _presenting(
      .confirmationDialog, title: String(title), isPresented: isPresented,
      content: _DialogContent(actions: actions(), message: message()))
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  /// A title that is a localization key:
  /// documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:)
  nonisolated public func confirmationDialog<A, M, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View where A: View, M: View {
    let content = data.map { _DialogContent(actions: actions($0), message: message($0)) }
    return _presenting(
      .confirmationDialog, title: titleKey.key, isPresented: isPresented, shows: content != nil,
      content: content ?? _DialogContent(actions: EmptyView(), message: EmptyView()))
  }

  /// A title shown as it is:
  /// documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:)
  @_disfavoredOverload nonisolated public func confirmationDialog<S, A, M, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View where S: StringProtocol, A: View, M: View {
    let content = data.map { _DialogContent(actions: actions($0), message: message($0)) }
    return _presenting(
      .confirmationDialog, title: String(title), isPresented: isPresented, shows: content != nil,
      content: content ?? _DialogContent(actions: EmptyView(), message: EmptyView()))
  }
}

// MARK: - Button roles

/// `ButtonRole`: documentation/swiftui/buttonrole
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ButtonRole: Equatable, Sendable {
  let kind: Int

  /// How the screen text names it.
  var name: String { ["destructive", "cancel", "close", "confirm"][kind] }

  /// documentation/swiftui/buttonrole/destructive
  public static let destructive: ButtonRole = ButtonRole(kind: 0)
  /// documentation/swiftui/buttonrole/cancel
  public static let cancel: ButtonRole = ButtonRole(kind: 1)
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Button where Label == Text {
  /// A title shown as it is: documentation/swiftui/button/init(_:role:action:)
  @preconcurrency @_disfavoredOverload nonisolated public init<S>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) where S: StringProtocol { self.init(label: Text(title), role: role, action: action) }
}

// MARK: - Popovers

/// `Edge`: documentation/swiftui/edge
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum Edge: Int8, CaseIterable {
  /// documentation/swiftui/edge/top, /leading, /bottom, /trailing
  case top, leading, bottom, trailing
}

/// `Sendable`: documentation/swiftui/edge
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Edge: Sendable {}

/// `UnitPoint`: documentation/swiftui/unitpoint
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct UnitPoint: Hashable {
  /// documentation/swiftui/unitpoint/x
  public var x: CGFloat
  /// documentation/swiftui/unitpoint/y
  public var y: CGFloat

  /// documentation/swiftui/unitpoint/init()
  @inlinable public init() { self.init(x: 0, y: 0) }

  /// documentation/swiftui/unitpoint/init(x:y:)
  @inlinable public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  /// documentation/swiftui/unitpoint/zero
  public static let zero: UnitPoint = UnitPoint(x: 0, y: 0)
  /// documentation/swiftui/unitpoint/center
  public static let center: UnitPoint = UnitPoint(x: 0.5, y: 0.5)
  /// documentation/swiftui/unitpoint/leading
  public static let leading: UnitPoint = UnitPoint(x: 0, y: 0.5)
  /// documentation/swiftui/unitpoint/trailing
  public static let trailing: UnitPoint = UnitPoint(x: 1, y: 0.5)
  /// documentation/swiftui/unitpoint/top
  public static let top: UnitPoint = UnitPoint(x: 0.5, y: 0)
  /// documentation/swiftui/unitpoint/bottom
  public static let bottom: UnitPoint = UnitPoint(x: 0.5, y: 1)
  /// documentation/swiftui/unitpoint/topleading
  public static let topLeading: UnitPoint = UnitPoint(x: 0, y: 0)
  /// documentation/swiftui/unitpoint/toptrailing
  public static let topTrailing: UnitPoint = UnitPoint(x: 1, y: 0)
  /// documentation/swiftui/unitpoint/bottomleading
  public static let bottomLeading: UnitPoint = UnitPoint(x: 0, y: 1)
  /// documentation/swiftui/unitpoint/bottomtrailing
  public static let bottomTrailing: UnitPoint = UnitPoint(x: 1, y: 1)
}

/// `Sendable`: documentation/swiftui/unitpoint
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension UnitPoint: Sendable {}

/// `Anchor`: documentation/swiftui/anchor
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Anchor<Value> {
  /// `Anchor.Source`: documentation/swiftui/anchor/source
  @frozen public struct Source {}
}

/// `Sendable` when its value is: documentation/swiftui/anchor/source
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Anchor.Source: Sendable where Value: Sendable {}

/// `Sendable` when its value is: documentation/swiftui/anchor
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Anchor: Sendable where Value: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Anchor.Source where Value == CGRect {
  /// documentation/swiftui/anchor/source/bounds
  public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source() }
}

/// `PopoverAttachmentAnchor`: documentation/swiftui/popoverattachmentanchor
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum PopoverAttachmentAnchor {
  /// documentation/swiftui/popoverattachmentanchor/rect(_:)
  case rect(Anchor<CGRect>.Source)
  /// documentation/swiftui/popoverattachmentanchor/point(_:)
  case point(UnitPoint)
}

/// Not `Sendable`: documentation/swiftui/popoverattachmentanchor
@available(*, unavailable)
extension PopoverAttachmentAnchor: Sendable {}

@available(iOS 13.0, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
  /// The arrow edge of iOS 13 (the iOS 18.0 SDK's form: `Edge = .top`, not the later `Edge? = nil`):
  /// documentation/swiftui/view/popover(item:attachmentanchor:arrowedge:content:)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func popover<Item, Content>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View {
    _presenting(.popover, item: item, onDismiss: nil, content: content)
  }

  /// No arrow edge, the system's choice (iOS 18): documentation/swiftui/view/popover(item:attachmentanchor:content:)
  @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func popover<Item, Content>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View {
    _presenting(.popover, item: item, onDismiss: nil, content: content)
  }
}

/// `PresentationAdaptation`: documentation/swiftui/presentationadaptation
@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
public struct PresentationAdaptation: Sendable {
  private let kind: Int

  /// documentation/swiftui/presentationadaptation/automatic
  public static var automatic: PresentationAdaptation { PresentationAdaptation(kind: 0) }
  /// documentation/swiftui/presentationadaptation/none
  public static var none: PresentationAdaptation { PresentationAdaptation(kind: 1) }
  /// documentation/swiftui/presentationadaptation/popover
  public static var popover: PresentationAdaptation { PresentationAdaptation(kind: 2) }
  /// documentation/swiftui/presentationadaptation/sheet
  public static var sheet: PresentationAdaptation { PresentationAdaptation(kind: 3) }
  /// documentation/swiftui/presentationadaptation/fullscreencover
  public static var fullScreenCover: PresentationAdaptation { PresentationAdaptation(kind: 4) }
}

@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
extension View {
  /// documentation/swiftui/view/presentationcompactadaptation(_:)
  nonisolated public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
    effect { _ in .none }
  }
}

// MARK: - Inspectors

@available(iOS 17.0, macOS 14.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
extension View {
  /// documentation/swiftui/view/inspector(ispresented:content:)
  nonisolated public func inspector<V>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View
  where V: View { _presenting(.inspector, title: "inspector", isPresented: isPresented, content: content()) }

  /// documentation/swiftui/view/inspectorcolumnwidth(min:ideal:max:)
  nonisolated public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
    effect { _ in .none }
  }

  /// documentation/swiftui/view/inspectorcolumnwidth(_:)
  nonisolated public func inspectorColumnWidth(_ width: CGFloat) -> some View { effect { _ in .none } }
}

// MARK: - Toolbars

/// `ToolbarContent`: documentation/swiftui/toolbarcontent
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@preconcurrency @MainActor public protocol ToolbarContent {
  associatedtype Body: ToolbarContent
  @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// `Never` as toolbar content: documentation/swiftui/toolbarcontent (its `body` is the one `Never` has as a view)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Never: ToolbarContent {}

/// `ToolbarContentBuilder`: documentation/swiftui/toolbarcontentbuilder
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder public struct ToolbarContentBuilder {
  /// documentation/swiftui/toolbarcontentbuilder/buildexpression(_:)
  @_alwaysEmitIntoClient public static func buildExpression<Content>(_ content: Content) -> Content
  where Content: ToolbarContent { content }

  /// documentation/swiftui/toolbarcontentbuilder/buildblock(_:)
  public static func buildBlock<Content>(_ content: Content) -> some ToolbarContent where Content: ToolbarContent {
    content
  }
}

/// Not `Sendable`: documentation/swiftui/toolbarcontentbuilder
@available(*, unavailable)
extension ToolbarContentBuilder: Sendable {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension ToolbarContentBuilder {
  /// documentation/swiftui/toolbarcontentbuilder/buildif(_:)
  public static func buildIf<Content>(_ content: Content?) -> Content? where Content: ToolbarContent { content }
}

/// `Optional` as toolbar content: what `ToolbarContentBuilder.buildIf(_:)` builds (no documentation page)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Optional: ToolbarContent where Wrapped: ToolbarContent {
  public typealias Body = Never
}

extension Optional: ToolbarItemViews where Wrapped: ToolbarContent {
  var itemViews: [any View] { map(ToolbarItems.views) ?? [] }
}

// `body` is declared outside the declaration of the conformance (see `TupleToolbarContent`).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Optional where Wrapped: ToolbarContent {
  @MainActor @preconcurrency public var body: Never { fatalError("toolbar content has no body") }
}

/// `ToolbarContentBuilder.buildBlock` of 2 to 10 parts: documentation/swiftui/toolbarcontentbuilder/buildblock(_:_:)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarContentBuilder {
  @_alwaysEmitIntoClient public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some ToolbarContent
  where C0: ToolbarContent, C1: ToolbarContent { TupleToolbarContent<(C0, C1)>((c0, c1)) }

  @_alwaysEmitIntoClient public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> some ToolbarContent
  where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent {
    TupleToolbarContent<(C0, C1, C2)>((c0, c1, c2))
  }

  @_alwaysEmitIntoClient public static func buildBlock<C0, C1, C2, C3>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
  ) -> some ToolbarContent where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent {
    TupleToolbarContent<(C0, C1, C2, C3)>((c0, c1, c2, c3))
  }

  @_alwaysEmitIntoClient public static func buildBlock<C0, C1, C2, C3, C4>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
  ) -> some ToolbarContent
  where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent {
    TupleToolbarContent<(C0, C1, C2, C3, C4)>((c0, c1, c2, c3, c4))
  }

  @_alwaysEmitIntoClient public static func buildBlock<C0, C1, C2, C3, C4, C5>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
  ) -> some ToolbarContent
  where
    C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent,
    C5: ToolbarContent
  { TupleToolbarContent<(C0, C1, C2, C3, C4, C5)>((c0, c1, c2, c3, c4, c5)) }

  @_alwaysEmitIntoClient public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
  ) -> some ToolbarContent
  where
    C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent,
    C5: ToolbarContent, C6: ToolbarContent
  { TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6)>((c0, c1, c2, c3, c4, c5, c6)) }

  @_alwaysEmitIntoClient public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
  ) -> some ToolbarContent
  where
    C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent,
    C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent
  { TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6, C7)>((c0, c1, c2, c3, c4, c5, c6, c7)) }

  @_alwaysEmitIntoClient public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
  ) -> some ToolbarContent
  where
    C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent,
    C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent, C8: ToolbarContent
  { TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6, C7, C8)>((c0, c1, c2, c3, c4, c5, c6, c7, c8)) }

  @_alwaysEmitIntoClient public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
  ) -> some ToolbarContent
  where
    C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent,
    C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent, C8: ToolbarContent, C9: ToolbarContent
  { TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9)) }
}

/// `TupleToolbarContent` (internal, used by `ToolbarContentBuilder.buildBlock`; no documentation page)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@usableFromInline @MainActor @preconcurrency internal struct TupleToolbarContent<T>: ToolbarContent {
  @usableFromInline internal typealias Body = Never
  @usableFromInline nonisolated(unsafe) let value: T
  @inlinable nonisolated internal init(_ value: T) { self.value = value }
}

extension TupleToolbarContent: ToolbarItemViews {
  var itemViews: [any View] {
    Mirror(reflecting: value).children.flatMap { ($0.value as? any ToolbarContent).map(ToolbarItems.views) ?? [] }
  }
}

// `body` is declared outside the declaration of the conformance, so that
// `ToolbarContentBuilder` is not inferred on it (its `buildBlock` of one part
// returns `some ToolbarContent`, not `Never`).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension TupleToolbarContent {
  @usableFromInline @MainActor @preconcurrency internal var body: Never { fatalError("toolbar content has no body") }
}

/// Not `Sendable` (internal type)
@available(*, unavailable)
extension TupleToolbarContent: Sendable {}

/// `ToolbarItemPlacement`: documentation/swiftui/toolbaritemplacement
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ToolbarItemPlacement {
  @usableFromInline internal let kind: Int
  @usableFromInline internal init(kind: Int) { self.kind = kind }

  /// documentation/swiftui/toolbaritemplacement/automatic
  nonisolated(unsafe) public static let automatic: ToolbarItemPlacement = ToolbarItemPlacement(kind: 0)

  /// documentation/swiftui/toolbaritemplacement/navigation
  @available(watchOS, unavailable)
  nonisolated(unsafe) public static let navigation: ToolbarItemPlacement = ToolbarItemPlacement(kind: 1)

  /// documentation/swiftui/toolbaritemplacement/confirmationaction
  nonisolated(unsafe) public static let confirmationAction: ToolbarItemPlacement = ToolbarItemPlacement(kind: 2)

  /// documentation/swiftui/toolbaritemplacement/cancellationaction
  nonisolated(unsafe) public static let cancellationAction: ToolbarItemPlacement = ToolbarItemPlacement(kind: 3)

  /// documentation/swiftui/toolbaritemplacement/topbarleading
  @available(iOS 14.0, tvOS 14.0, watchOS 10.0, *)
  @backDeployed(before: iOS 17.0, tvOS 17.0)
  @available(macOS, unavailable)
  public static var topBarLeading: ToolbarItemPlacement { ToolbarItemPlacement(kind: 4) }

  /// documentation/swiftui/toolbaritemplacement/topbartrailing
  @available(iOS 14.0, tvOS 14.0, watchOS 10.0, *)
  @backDeployed(before: iOS 17.0, tvOS 17.0)
  @available(macOS, unavailable)
  public static var topBarTrailing: ToolbarItemPlacement { ToolbarItemPlacement(kind: 5) }
}

/// Not `Sendable`: documentation/swiftui/toolbaritemplacement
@available(*, unavailable)
extension ToolbarItemPlacement: Sendable {}

/// `ToolbarItem`: documentation/swiftui/toolbaritem
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public struct ToolbarItem<ID, Content>: ToolbarContent where Content: View {
  public typealias Body = Never
  nonisolated(unsafe) let content: Content
}

extension ToolbarItem: ToolbarItemViews {
  var itemViews: [any View] { [content] }
}

// `body` is declared outside the declaration of the conformance (see
// `TupleToolbarContent`).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarItem {
  @MainActor @preconcurrency public var body: Never { fatalError("toolbar content has no body") }
}

/// Not `Sendable`: documentation/swiftui/toolbaritem
@available(*, unavailable)
extension ToolbarItem: Sendable {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarItem where ID == () {
  /// documentation/swiftui/toolbaritem/init(placement:content:)
  nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

#if !SWIFTUI_SDK_27  // SDK 27's takes a `@ContentBuilder` closure (SwiftUI+SDK27.swift)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  extension View {
    /// documentation/swiftui/view/toolbar(content:)
    nonisolated public func toolbar<Content>(@ToolbarContentBuilder content: () -> Content) -> some View
    where Content: ToolbarContent { _toolbar(content()) }
  }
#endif

extension View {
  /// What `toolbar(content:)` means, in either flavour.
  nonisolated func _toolbar(_ content: some ToolbarContent) -> ModifiedContent<Self, _EffectModifier> {
    effect(
      { _ in .toolbar },
      extra: { _ in
        let items = ToolbarItems.views(of: content)
        return items.enumerated().map { Child(key: "item \($0.offset)", view: $0.element) }
      })
  }
}
