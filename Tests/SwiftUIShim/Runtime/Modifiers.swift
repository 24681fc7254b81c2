// The built-in modifiers' effects: what the declarations' bodies call.
// Those of Apple's `@inlinable` modifiers are `@usableFromInline` here.
import Foundation
import SwiftUILifecycle

extension View {
  @usableFromInline nonisolated func _environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> ModifiedContent<Self, _EffectModifier>
  {
    effect { _ in .environment { $0[keyPath: keyPath] = value } }
  }

  nonisolated func _environmentObject(_ object: AnyObject?, of type: Any.Type) -> ModifiedContent<Self, _EffectModifier>
  {
    effect { _ in .environment { $0.set(object, for: EnvironmentValues.Key(id: ObjectIdentifier(type))) } }
  }

  @usableFromInline nonisolated func _onAppear(_ action: (() -> Void)?) -> ModifiedContent<Self, _EffectModifier> {
    effect { _ in .onAppear { action?() } }
  }

  @usableFromInline nonisolated func _onDisappear(_ action: (() -> Void)?) -> ModifiedContent<Self, _EffectModifier> {
    effect { _ in .onDisappear { action?() } }
  }

  @usableFromInline nonisolated func _background(_ background: any View) -> ModifiedContent<Self, _EffectModifier> {
    effect({ _ in .background }, extra: { _ in [Child(key: "background", view: background)] })
  }

  @usableFromInline nonisolated func _tag(_ tag: AnyHashable) -> ModifiedContent<Self, _EffectModifier> {
    effect { _ in .tag(tag) }
  }

  /// `onChange(of:initial:_:)`: the action runs after a body that changed
  /// the value (``LifecycleRule/onChangeAfterTheBody``).
  nonisolated func _onChange<V: Equatable>(of value: V, initial: Bool, _ action: @escaping () -> Void)
    -> ModifiedContent<Self, _EffectModifier>
  {
    effect { node in
      if let last = node.lastChangeValue as? V, last != value { node.window.changed.append(node) }
      node.lastChangeValue = value
      return .onChange(value: value, initial: initial, action: action)
    }
  }

  /// A presentation of `item` as `style`, from this view (``LifecycleRule/presentFromTheAttachedView``).
  nonisolated func _presenting<Item: Identifiable, C: View>(
    _ style: Chain.Style, item: Binding<Item?>, onDismiss: (() -> Void)?,
    content: @escaping (Item) -> C
  ) -> ModifiedContent<Self, _EffectModifier> {
    effect(
      { node in
        let slot = PresentationSlot.of(node)
        let current = item.wrappedValue
        (slot.style, slot.wanted, slot.wantedItem) = (style, current.map { ItemID(AnyHashable($0.id)) }, current)
        slot.content = { content($0 as! Item) }
        slot.onDismiss = onDismiss
        slot.writeNil = { item.wrappedValue = nil }
        slot.setPresented = nil
        return .presenter(slot)
      }, extra: { PresentationSlot.of($0).presentedChildren() })
  }

  /// A presentation shown while `isPresented` is true: an inspector's
  /// content, or a dialog's (made when the modifier is).
  nonisolated func _presenting(
    _ style: Chain.Style, title: String, isPresented: Binding<Bool>, shows: Bool = true,
    content: any View
  ) -> ModifiedContent<Self, _EffectModifier> {
    effect(
      { node in
        let slot = PresentationSlot.of(node)
        let wanted = isPresented.wrappedValue && shows
        (slot.style, slot.title) = (style, title)
        (slot.wanted, slot.wantedItem) = (wanted ? ItemID(AnyHashable(title)) : nil, wanted ? content : nil)
        slot.content = { _ in content }
        slot.onDismiss = nil
        slot.writeNil = { isPresented.wrappedValue = false }
        slot.setPresented = { isPresented.wrappedValue = $0 }
        return .presenter(slot)
      }, extra: { PresentationSlot.of($0).presentedChildren() })
  }

  nonisolated func _style(_ text: String) -> ModifiedContent<Self, _EffectModifier> {
    effect { _ in .presentationStyle(text) }
  }
}

/// A dialog's buttons and message.
struct _DialogContent: View, PrimitiveView {
  typealias Body = Never
  var body: Never { fatalError("a primitive view has no body") }
  let actions: any View
  let message: any View

  func build(_ node: ViewNode) -> [Child] {
    [Child(key: "actions", view: actions), Child(key: "message", view: message)]
  }
}

/// Toolbar content as views.
@MainActor protocol ToolbarItemViews {
  var itemViews: [any View] { get }
}

@MainActor enum ToolbarItems {
  /// The views of toolbar content: its items', or, for content of the
  /// app's (with a `body`), a view that evaluates it.
  static func views(of content: any ToolbarContent) -> [any View] {
    if let items = content as? any ToolbarItemViews { return items.itemViews }
    return [_ToolbarContentView(content: content)]
  }
}

/// Toolbar content with a `body`, evaluated as a view's is: its dynamic
/// properties installed, its reads observed.
struct _ToolbarContentView: View, PrimitiveView {
  typealias Body = Never
  var body: Never { fatalError("a primitive view has no body") }
  let content: any ToolbarContent

  func build(_ node: ViewNode) -> [Child] {
    let content = content
    let made = node.runBody(of: content) { _ToolbarContentView(content: Self.body(of: content)) }
    let items = (made as? _ToolbarContentView).map { ToolbarItems.views(of: $0.content) } ?? []
    return items.enumerated().map { Child(key: $0.offset, view: $0.element) }
  }

  private static func body<C: ToolbarContent>(of content: C) -> any ToolbarContent { content.body }
}
