// What is on screen: the containers' rules for which of their children show.
import SwiftUILifecycle

@MainActor enum ScreenVisibility {
  /// The nodes on screen, in the tree's order: a stack shows its top
  /// screen, a tab view its selected tab (``LifecycleRule/aHiddenTabShowsNothing``),
  /// a split its columns (one in compact width: ``LifecycleRule/splitCollapsesInCompactWidth``).
  static func onScreen(_ root: ViewNode, in window: RuntimeWindow) -> [ViewNode] {
    var result: [ViewNode] = []
    func walk(_ node: ViewNode, selectedTab: AnyHashable??) {
      var selectedTab = selectedTab
      if let selected = selectedTab {
        switch node.effect {
        case .tag(let value), .tab(let value, _, _, _, _):
          guard value == selected else { return }
          selectedTab = nil
        default: break
        }
      }
      result.append(node)
      if case .tabView(let container) = node.effect { selectedTab = .some(container.selected) }
      for child in shownChildren(of: node, in: window) { walk(child, selectedTab: selectedTab) }
    }
    walk(root, selectedTab: nil)
    return result
  }

  /// The children of `node` that show.
  static func shownChildren(of node: ViewNode, in window: RuntimeWindow) -> [ViewNode] {
    switch node.effect {
    case .stack:
      return node.children.last.map { [$0] } ?? []
    case .split:
      guard window.sizeClass == .compact else { return node.children }
      return collapsedColumn(of: node).map { [$0] } ?? []
    case .tabItem:
      return Array(node.children.prefix(1))
    default:
      return node.children
    }
  }

  /// The column a split shows in compact width: the one after the last list with a selection.
  static func collapsedColumn(of split: ViewNode) -> ViewNode? {
    let columns = split.children
    var shown = 0
    for (index, column) in columns.enumerated().dropLast() {
      guard index == shown, let list = firstList(in: column), list.selected != nil else { break }
      shown = index + 1
    }
    return columns.indices.contains(shown) ? columns[shown] : nil
  }

  /// The selection of the first `List(selection:)` in `node`'s subtree.
  static func firstList(in node: ViewNode) -> (node: ViewNode, selected: AnyHashable?)? {
    for candidate in node.subtree {
      if case .list(let selection?) = candidate.effect { return (candidate, selection.current) }
    }
    return nil
  }

  /// Whether a node on screen appears: one that only carries a lifecycle
  /// callback appears only if its content draws something
  /// (``LifecycleRule/emptyViewNeverAppears``).
  static func appears(_ node: ViewNode, variants: LifecycleVariants) -> Bool {
    switch node.effect {
    case .onAppear, .onDisappear, .onChange, .onOpenURL:
      return variants.emptyViewAppears || draws(node)
    default:
      return true
    }
  }

  private static func draws(_ node: ViewNode) -> Bool {
    if node.effect.draws { return true }
    return node.children.contains { draws($0) }
  }
}
