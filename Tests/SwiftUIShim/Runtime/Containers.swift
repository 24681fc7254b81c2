// The state of the navigation containers and presenters, kept per node
// across evaluations, and the internal views they show their parts with.
import Foundation
import SwiftUILifecycle

/// A `NavigationStack`'s path as shown, and the destinations its content registered.
@MainActor final class StackContainer {
  /// The elements shown, oldest first.
  private(set) var shown: [AnyHashable] = []
  /// Reads and writes the path binding.
  var read: @MainActor () -> [AnyHashable] = { [] }
  var write: @MainActor ([AnyHashable]) -> Void = { _ in }
  private var destinations: [ObjectIdentifier: (node: WeakNode, make: @MainActor (Any) -> (any View)?)] = [:]
  weak var node: ViewNode?

  /// Takes the path the binding gives, if the frame admits an update of
  /// this stack (``LifecycleRule/oneStackUpdatePerFrame``).
  func take(_ path: [AnyHashable], in window: RuntimeWindow, stack: Int) {
    guard path != shown, window.stackGate.admits(stack, in: window.chain.frame) else { return }
    shown = path
  }

  /// The user's write (a link, Back, the swipe, the Back menu): shown at
  /// once, and written into the binding.
  func userWrites(_ path: [AnyHashable], in window: RuntimeWindow) {
    guard let node else { return }
    _ = window.stackGate.admits(node.number, in: window.chain.frame)
    shown = path
    node.invalidate()
    write(path)
  }

  /// A `navigationDestination(for:)` inside the stack (``LifecycleRule/destinationsComeFromTheStack``).
  func register(_ type: ObjectIdentifier, from node: ViewNode, make: @escaping @MainActor (Any) -> (any View)?) {
    destinations[type] = (WeakNode(node), make)
    for pushed in self.node?.children.dropFirst() ?? [] { pushed.invalidate() }
  }

  func unregister(_ type: ObjectIdentifier, from node: ViewNode) {
    if destinations[type]?.node.node === node { destinations[type] = nil }
  }

  /// The screen of `value`, from the destination registered for its type.
  func screen(for value: AnyHashable) -> (any View)? {
    destinations[ObjectIdentifier(Swift.type(of: value.base))]?.make(value.base)
  }
}

/// A pushed screen of a stack: the destination's view for its value.
struct _PushedScreen: View, PrimitiveView {
  typealias Body = Never
  var body: Never { fatalError("a primitive view has no body") }
  let container: StackContainer
  let index: Int
  let value: AnyHashable

  func build(_ node: ViewNode) -> [Child] {
    node.effect = .pushedScreen(index: index)
    return container.screen(for: value).map { [Child(key: "screen", view: $0)] } ?? []
  }
}

/// A column of a `NavigationSplitView`.
struct _SplitColumn: View, PrimitiveView {
  typealias Body = Never
  var body: Never { fatalError("a primitive view has no body") }
  let name: String
  let content: any View

  func build(_ node: ViewNode) -> [Child] {
    node.effect = .splitColumn(name)
    return [Child(key: "content", view: content)]
  }
}

/// A `TabView`'s selection.
@MainActor final class TabContainer {
  /// The selected value, as read in the last evaluation.
  var selected: AnyHashable?
  var write: @MainActor (AnyHashable) -> Void = { _ in }
  var read: @MainActor () -> AnyHashable? = { nil }
  /// Whether the tab view is sidebar-adaptable, and shows its sidebar now.
  var showsSidebar = false
  /// The tab selected before the one selected now (search dismissed reselects it).
  var previous: AnyHashable?
  /// The tab bar's minimize behaviour and the search activation, from the environment.
  var minimizeBehavior: TabBarMinimizeBehavior?
  var searchActivation: TabSearchActivation?
  /// The iOS release of the initializer the tab view was made with (18: of `Tab`s).
  var introduced = 13

  /// Takes the selection the binding reads now.
  func select(_ value: AnyHashable?) {
    if value != selected { previous = selected }
    selected = value
  }
}

/// A tab of the iOS 18 tab builder.
struct _TabPage: View, PrimitiveView {
  typealias Body = Never
  var body: Never { fatalError("a primitive view has no body") }
  let value: AnyHashable
  let title: String
  let section: String?
  let isSearch: Bool
  let content: any View
  /// Its place in the tab builder's structure: its identity.
  let key: AnyHashable
  var customizationID: String?
  /// Its `TabSection`'s customization identifier, if the section has one.
  var sectionCustomizationID: String?

  func build(_ node: ViewNode) -> [Child] {
    node.effect = .tab(
      value: value, title: title, section: section, isSearch: isSearch, customizationID: customizationID)
    return [Child(key: "content", view: content)]
  }
}

/// A window's presentation chain: presenters are nodes' numbers.
typealias Chain = PresentationChain<Int, ItemID>

/// A presented item's identity (an `Identifiable` item's `id`, or a dialog's title).
struct ItemID: Hashable, @unchecked Sendable, CustomStringConvertible {
  let value: AnyHashable
  init(_ value: AnyHashable) { self.value = value }
  var description: String { "\(value.base)" }
}

/// What a presentation modifier asks for and shows.
@MainActor final class PresentationSlot {
  let presenter: Int
  weak var node: ViewNode?
  var style: Chain.Style = .sheet
  /// The item's identity the binding asks for, and the item.
  var wanted: ItemID?
  var wantedItem: Any?
  /// What shows (kept while it animates out).
  var shown: (id: ItemID, item: Any)?
  var content: @MainActor (Any) -> any View = { _ in EmptyView() }
  var onDismiss: (@MainActor () -> Void)?
  var writeNil: @MainActor () -> Void = {}
  /// Writes an `isPresented` binding (an inspector's, a dialog's); `nil` for an item's.
  var setPresented: (@MainActor (Bool) -> Void)?
  /// A dialog's title and title visibility.
  var title = ""

  init(_ node: ViewNode) {
    presenter = node.number
    self.node = node
  }

  /// The slot of `node`, made once.
  static func of(_ node: ViewNode) -> PresentationSlot {
    if let slot = node.states["presentation"] as? PresentationSlot { return slot }
    let slot = PresentationSlot(node)
    node.states["presentation"] = slot
    node.window.register(slot)
    return slot
  }

  /// The presented content, as a child of the presenter (while shown).
  func presentedChildren() -> [Child] {
    guard let shown else { return [] }
    // While the binding asks for the same item, its content is made from
    // the binding's value now (an item equal in identity may have changed).
    let item = wanted == shown.id ? wantedItem ?? shown.item : shown.item
    return [Child(key: shown.id.value, view: _PresentedContent(content: content(item)))]
  }
}

/// A presentation's content, under the modifier that presents it.
struct _PresentedContent: View, PrimitiveView {
  typealias Body = Never
  var body: Never { fatalError("a primitive view has no body") }
  let content: any View

  func build(_ node: ViewNode) -> [Child] {
    node.effect = .presentedContent
    return [Child(key: "content", view: content)]
  }
}

/// A view made by the runtime for a window.
struct _WindowContent: View, PrimitiveView {
  typealias Body = Never
  var body: Never { fatalError("a primitive view has no body") }
  let content: any View

  func build(_ node: ViewNode) -> [Child] { [Child(key: "content", view: content)] }
}
