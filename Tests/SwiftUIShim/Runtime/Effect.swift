// What a primitive view or a built-in modifier means to the runtime: one
// effect per node (each modifier is a node of its own).
import Foundation
import SwiftUILifecycle

/// A node's meaning.
@MainActor enum Effect {
  case none
  /// `EmptyView`: draws nothing (``LifecycleRule/emptyViewNeverAppears``).
  case empty
  case text(String)
  /// An `Image` of a symbol.
  case image(String)
  /// A `Color`: fills its space, draws.
  case color
  case button(role: ButtonRole?, action: @MainActor () -> Void)
  /// `NavigationLink(value:)`: appends its value to the stack it is in.
  case link(value: Any?)
  case list(ListSelection?)
  /// `tag(_:)`: the row's or the tab's value.
  case tag(AnyHashable)
  case environment((inout EnvironmentValues) -> Void)
  case onAppear(@MainActor () -> Void)
  case onDisappear(@MainActor () -> Void)
  case onChange(value: Any, initial: Bool, action: @MainActor () -> Void)
  case navigationDestination(type: ObjectIdentifier, make: @MainActor (Any) -> (any View)?)
  case backButtonHidden(Bool)
  case stack(StackContainer)
  /// A pushed screen of a stack: its position.
  case pushedScreen(index: Int)
  case split(columns: Int, visibility: NavigationSplitViewVisibility, write: Binding<NavigationSplitViewVisibility>)
  case splitColumn(String)
  case tabView(TabContainer)
  case tabItem
  /// A tab of the iOS 18 tab builder: its value, title and section.
  case tab(value: AnyHashable, title: String, section: String?, isSearch: Bool, customizationID: String?)
  /// `tabViewCustomization(_:)`: where the user's hiding of tabs is kept.
  case tabViewCustomization(Binding<TabViewCustomization>?)
  case tabViewStyle(sidebarAdaptable: Bool)
  case presenter(PresentationSlot)
  case presentedContent
  case presentationStyle(String)
  case interactiveDismissDisabled(Bool)
  case toolbar
  /// `tabViewBottomAccessory(content:)`: its content is the node's last child.
  case bottomAccessory
  case zoomSource(id: AnyHashable, namespace: Namespace.ID)
  case zoomDestination(sourceID: AnyHashable, namespace: Namespace.ID)
  case onOpenURL(@MainActor (URL) -> Void)
  case externalEvents(preferring: Set<String>, allowing: Set<String>)
  /// `focusedSceneValue(_:_:)`: a value its window publishes (``LifecycleRule/oneSceneIsFocused``).
  case focusedSceneValue((inout FocusedValues) -> Void)
  case representable
  /// A `TimelineView`: evaluated again in every frame while it is on screen.
  case timeline
  case background

  /// Whether the node draws something by itself (a node whose subtree draws
  /// nothing never appears: ``LifecycleRule/emptyViewNeverAppears``).
  var draws: Bool {
    switch self {
    case .text, .image, .color, .button, .link, .list, .stack, .split, .tabView, .representable: true
    default: false
    }
  }
}

/// A built-in modifier: its effect, and the views it adds beside the content.
@MainActor protocol BuiltInModifier {
  func effect(_ node: ViewNode) -> Effect
  /// Views shown beside the content (a background, a toolbar's items, a tab item's label).
  func extraChildren(_ node: ViewNode) -> [Child]
}

extension BuiltInModifier {
  func extraChildren(_ node: ViewNode) -> [Child] { [] }
}

/// A built-in modifier made of a closure: the stand-in's modifiers return
/// `ModifiedContent<Self, _EffectModifier>` behind their `some View`.
@usableFromInline @MainActor struct _EffectModifier: ViewModifier, BuiltInModifier {
  nonisolated let make: @MainActor (ViewNode) -> Effect
  nonisolated let extra: @MainActor (ViewNode) -> [Child]

  nonisolated init(
    make: @escaping @MainActor (ViewNode) -> Effect, extra: @escaping @MainActor (ViewNode) -> [Child] = { _ in [] }
  ) {
    (self.make, self.extra) = (make, extra)
  }

  @usableFromInline func body(content: Content) -> Never { fatalError("a built-in modifier has no body") }
  func effect(_ node: ViewNode) -> Effect { make(node) }
  func extraChildren(_ node: ViewNode) -> [Child] { extra(node) }
}

extension View {
  /// This view with the built-in effect `make`.
  nonisolated func effect(
    _ make: @escaping @MainActor (ViewNode) -> Effect,
    extra: @escaping @MainActor (ViewNode) -> [Child] = { _ in [] }
  ) -> ModifiedContent<Self, _EffectModifier> {
    ModifiedContent(content: self, modifier: _EffectModifier(make: make, extra: extra))
  }
}

/// The selection of a `List(selection:)`.
@MainActor struct ListSelection {
  /// The selected tag, as the binding read when the list was evaluated.
  let current: AnyHashable?
  /// Writes `tag` into the binding (`nil` to deselect); `false` when its type is not the selection's.
  let select: @MainActor (Any?) -> Bool
}
