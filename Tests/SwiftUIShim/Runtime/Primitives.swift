// The runtime's side of the primitive views declared in SwiftUI.swift:
// each one's children and meaning (``Effect``), and the internal views that
// are the bodies of Apple's containers and controls.
import Foundation
import SwiftUILifecycle

extension TupleView: PrimitiveView {
  func build(_ node: ViewNode) -> [Child] {
    let mirror = Mirror(reflecting: _value)
    let views = mirror.displayStyle == .tuple ? mirror.children.map(\.value) : [_value as Any]
    return views.enumerated().compactMap { index, part in (part as? any View).map { Child(key: index, view: $0) } }
  }
}

extension _ConditionalContent: PrimitiveView where TrueContent: View, FalseContent: View {
  func build(_ node: ViewNode) -> [Child] {
    switch storage {
    case .trueContent(let view): [Child(key: true, view: view)]
    case .falseContent(let view): [Child(key: false, view: view)]
    }
  }
}

extension Optional: PrimitiveView where Wrapped: View {
  func build(_ node: ViewNode) -> [Child] { map { [Child(key: "some", view: $0)] } ?? [] }
}

extension EmptyView: PrimitiveView {
  func build(_ node: ViewNode) -> [Child] {
    node.effect = .empty
    return []
  }
}

extension AnyView: PrimitiveView {
  func build(_ node: ViewNode) -> [Child] { [Child(key: "view", view: _view)] }
}

extension Text: PrimitiveView {
  func build(_ node: ViewNode) -> [Child] {
    node.effect = .text(storage)
    return []
  }
}

extension Image: PrimitiveView {
  func build(_ node: ViewNode) -> [Child] {
    node.effect = .image(systemName)
    return []
  }
}

extension Color: PrimitiveView {
  func build(_ node: ViewNode) -> [Child] {
    node.effect = .color
    return []
  }
}

/// What a `Label`'s body is: its icon, then its title.
struct _LabelBody: View, PrimitiveView {
  typealias Body = Never
  var body: Never { fatalError("a primitive view has no body") }
  let icon: any View
  let title: any View

  func build(_ node: ViewNode) -> [Child] {
    [Child(key: "icon", view: icon), Child(key: "title", view: title)]
  }
}

/// What a `Button`'s body is: the button the runtime taps.
struct _ButtonBody<Label: View>: View, PrimitiveView {
  typealias Body = Never
  var body: Never { fatalError("a primitive view has no body") }
  let button: Button<Label>

  func build(_ node: ViewNode) -> [Child] {
    node.effect = .button(role: button.role, action: button.action)
    return [Child(key: "label", view: button.label)]
  }
}

extension VStack: PrimitiveView {
  func build(_ node: ViewNode) -> [Child] { [Child(key: "content", view: _content)] }
}

extension HStack: PrimitiveView {
  func build(_ node: ViewNode) -> [Child] { [Child(key: "content", view: _content)] }
}

extension ForEach: PrimitiveView where Content: View {
  func build(_ node: ViewNode) -> [Child] {
    data.map { element in Child(key: identity(element), view: content(element)) }
  }
}

/// What a `List`'s body is: rows the runtime selects.
struct _ListBody<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  typealias Body = Never
  var body: Never { fatalError("a primitive view has no body") }
  let list: List<SelectionValue, Content>

  func build(_ node: ViewNode) -> [Child] {
    if let binding = list.selection {
      node.effect = .list(
        ListSelection(
          current: binding.wrappedValue.map { AnyHashable($0) },
          select: { tag in
            if tag == nil {
              binding.wrappedValue = nil
              return true
            }
            guard let value = tag as? SelectionValue else { return false }
            binding.wrappedValue = value
            return true
          }))
    } else {
      node.effect = .list(nil)
    }
    return [Child(key: "content", view: list.content)]
  }
}

extension _ViewModifier_Content: PrimitiveView {
  func build(_ node: ViewNode) -> [Child] { [Child(key: "content", view: content)] }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
  /// A built-in modifier is an effect on the content; a modifier of the
  /// app's has a body, evaluated as a view's (its properties installed, its reads observed).
  func build(_ node: ViewNode) -> [Child] {
    if let builtIn = modifier as? any BuiltInModifier {
      node.effect = builtIn.effect(node)
      return [Child(key: "content", view: content)] + builtIn.extraChildren(node)
    }
    let modifier = modifier
    let content = _ViewModifier_Content<Modifier>(content)
    return [Child(key: "body", view: node.runBody(of: modifier) { modifier.body(content: content) })]
  }
}

/// What a `NavigationStack`'s body is: its root, and a screen for each path
/// element from the destinations its content registers.
struct _StackBody<Data, Root: View>: View, PrimitiveView {
  typealias Body = Never
  var body: Never { fatalError("a primitive view has no body") }
  let stack: NavigationStack<Data, Root>

  func build(_ node: ViewNode) -> [Child] {
    let container = node.states["stack"] as? StackContainer ?? StackContainer()
    node.states["stack"] = container
    container.node = node
    (container.read, container.write) = (stack.read, stack.write)
    container.take(stack.read(), in: node.window, stack: node.number)
    node.effect = .stack(container)
    let pushed = container.shown.enumerated().map { index, value in
      Child(key: [AnyHashable(index), value], view: _PushedScreen(container: container, index: index, value: value))
    }
    return [Child(key: "root", view: stack.root)] + pushed
  }
}

/// A control's body: its label, and what a tap does.
struct _Labelled<Label: View>: View, PrimitiveView {
  typealias Body = Never
  var body: Never { fatalError("a primitive view has no body") }
  let label: Label
  let effect: @MainActor (ViewNode) -> Effect

  func build(_ node: ViewNode) -> [Child] {
    node.effect = effect(node)
    return [Child(key: "label", view: label)]
  }
}

/// What a `NavigationSplitView`'s body is: its columns, collapsed in compact width.
struct _SplitBody: View, PrimitiveView {
  typealias Body = Never
  var body: Never { fatalError("a primitive view has no body") }
  let columns: [(String, any View)]
  let visibility: Binding<NavigationSplitViewVisibility>

  func build(_ node: ViewNode) -> [Child] {
    node.effect = .split(columns: columns.count, visibility: visibility.wrappedValue, write: visibility)
    return columns.map { Child(key: $0.0, view: _SplitColumn(name: $0.0, content: $0.1)) }
  }
}

/// What a `TabView`'s body is: its tabs, the selected one shown.
struct _TabViewBody: View, PrimitiveView {
  typealias Body = Never
  var body: Never { fatalError("a primitive view has no body") }
  let content: any View
  let read: () -> AnyHashable?
  let write: (AnyHashable) -> Void
  let introduced: Int

  func build(_ node: ViewNode) -> [Child] {
    let container = node.states["tabs"] as? TabContainer ?? TabContainer()
    node.states["tabs"] = container
    container.introduced = introduced
    container.select(read())
    container.write = write
    container.read = read
    container.minimizeBehavior = node.environment.tabBarMinimizeBehavior
    container.searchActivation = node.environment.tabSearchActivation
    node.effect = .tabView(container)
    return [Child(key: "content", view: content)]
  }
}
