// What is on screen, as text: per window, the tab view, split columns,
// stacks (each pushed screen's first label, and whether Back shows), the
// front screens' labels, presentations with their style, and dialogs.
import SwiftUILifecycle

extension Device {
  /// What the screen shows now, one line per element, indented by container.
  package var screen: String {
    windows.map { window in
      let value = window.value.map { " \($0.base)" } ?? ""
      // Every window is active (``LifecycleRule/severalScenesAreActive``); a
      // device of scenes says which one has the focus (``LifecycleRule/oneSceneIsFocused``).
      let focus = runsScenes && window.isFront ? ", focused" : ""
      let header = "window\(value): \(window.sizeClass), active\(focus)"
      // A presentation whose presenter left stays (``LifecycleRule/aPresentationOutlivesItsPresenter``).
      let presenters = Set(window.visibleNodes().map(\.number))
      let left = window.chain.entries.filter { !presenters.contains($0.presenter) }.map {
        "  \($0.style) \($0.item), its presenter gone"
      }
      return ([header] + ScreenText(window: window).lines(window.root, depth: 1) + left).joined(separator: "\n")
    }.joined(separator: "\n")
  }
}

@MainActor struct ScreenText {
  let window: RuntimeWindow
  /// How many rows of a list are shown before "… N more".
  static let rowsShown = 5

  func lines(_ node: ViewNode?, depth: Int) -> [String] {
    guard let node else { return [] }
    let pad = String(repeating: "  ", count: depth)
    let shown = ScreenVisibility.shownChildren(of: node, in: window)
    func inner(_ nodes: [ViewNode], _ extra: Int = 0) -> [String] { nodes.flatMap { lines($0, depth: depth + extra) } }
    switch node.effect {
    case .text(let text): return [pad + "\"\(text)\""]
    case .image(let name): return [pad + "⟨\(name)⟩"]
    case .color: return []
    case .button(let role, _):
      return [pad + "[\(Self.label(of: node, images: true))\(role.map { " (\($0.name))" } ?? "")]"]
    case .link: return [pad + "[\(Self.label(of: node)) ›]"]
    case .list(let selection): return [pad + "list"] + rows(of: node, selected: selection?.current, pad: pad + "  ")
    case .stack: return [pad + stackHeader(node)] + inner(shown, 1)
    case .split(let columns, let visibility, _):
      let form = window.sizeClass == .compact ? "collapsed" : "\(columns) columns"
      let columns = visibility == .automatic ? "" : " (\(visibility.name))"
      return [pad + "split, \(form)\(columns)"] + inner(shown, 1)
    case .splitColumn(let name): return [pad + "\(name):"] + inner(shown, 1)
    case .tabView(let container): return [pad + tabBar(node, container)] + inner(shown, 1).filter { !$0.isEmpty }
    case .tag, .tab: return tabPageIsHidden(node) ? [] : inner(shown)
    case .presenter(let slot): return inner(Array(shown.prefix(1))) + presented(slot, node, shown.dropFirst(), pad)
    case .tabItem: return inner(Array(shown.prefix(1)))
    case .zoomDestination(let source, let namespace):
      // A source in the same namespace, in the window (a pushed screen
      // covers it; the zoom back on a pop goes to it).
      let zooms = (window.root?.subtree ?? []).contains {
        if case .zoomSource(source, namespace) = $0.effect { true } else { false }
      }
      return (zooms ? [pad + "(zoomed from \(source.base))"] : []) + inner(shown)
    case .toolbar:
      // Each item draws a glass container, an empty one too (``LifecycleRule/aToolbarItemDrawsAGlassContainer``).
      let items = shown.dropFirst().map { Self.label(of: $0, images: true) }.map { $0.isEmpty ? " " : $0 }
      // What a toolbar item presents (a dialog anchored to it) shows after the bar.
      let presentations = shown.dropFirst().flatMap(\.subtree).flatMap { item -> [String] in
        guard case .presenter(let slot) = item.effect else { return [] }
        return presented(slot, item, ScreenVisibility.shownChildren(of: item, in: window).dropFirst(), pad)
      }
      return inner(Array(shown.prefix(1)))
        + (items.isEmpty ? [] : [pad + "toolbar: " + items.map { "[\($0)]" }.joined(separator: " ")]) + presentations
    case .background: return inner(Array(shown.prefix(1)))
    case .bottomAccessory:
      return inner(Array(shown.prefix(1))) + [pad + "bottom accessory:"] + inner(Array(shown.dropFirst()), 1)
    default: return inner(shown)
    }
  }

  private func tabPageIsHidden(_ node: ViewNode) -> Bool { !window.visibleNodes().contains { $0 === node } }

  private func stackHeader(_ node: ViewNode) -> String {
    let titles = node.children.dropFirst().map { Self.firstLabel(in: $0) ?? "(empty)" }
    let back = Hands.backShows(node) ? "  ‹ Back" : ""
    return (["stack"] + titles).joined(separator: " › ") + back
  }

  private func tabBar(_ node: ViewNode, _ container: TabContainer) -> String {
    let pages = Hands.tabPages(of: node)
    let titles = pages.map { page in page.value == container.selected ? "[\(page.title)]" : page.title }
    let minimizes = container.minimizeBehavior.map { " (minimize: \($0.name))" } ?? ""
    return (container.showsSidebar ? "tabs (sidebar): " : "tabs: ") + titles.joined(separator: " | ") + minimizes
  }

  private func rows(of list: ViewNode, selected: AnyHashable?, pad: String) -> [String] {
    let rows = Hands.rows(of: list)
    var result = rows.prefix(Self.rowsShown).map { row in
      let marker = row.tag != nil && row.tag == selected ? "● " : ""
      return pad + marker + Self.label(of: row.node, decorated: true)
    }
    if rows.count > Self.rowsShown { result.append(pad + "… \(rows.count - Self.rowsShown) more") }
    if let selected, !rows.prefix(Self.rowsShown).contains(where: { $0.tag == selected }),
      let row = rows.first(where: { $0.tag == selected })
    {
      result.append(pad + "● " + Self.label(of: row.node, decorated: true))
    }
    return result
  }

  private func presented(_ slot: PresentationSlot, _ node: ViewNode, _ content: ArraySlice<ViewNode>, _ pad: String)
    -> [String]
  {
    guard let entry = window.chain.entry(presentedBy: slot.presenter), let presented = content.first else { return [] }
    let phase: String =
      switch entry.phase {
      case .shown: ""
      case .appearing: " (appearing)"
      case .dismissing: " (dismissing)"
      }
    if entry.style.isDialog {
      // In regular width a confirmation dialog is a popover of the view it is attached to.
      let from =
        entry.style == .confirmationDialog && window.sizeClass == .regular ? " from \(Self.anchor(of: node))" : ""
      return [pad + "\(entry.style) \"\(slot.title)\"" + from + phase] + lines(presented, depth: pad.count / 2 + 1)
    }
    let compact = window.sizeClass == .compact && (entry.style == .popover || entry.style == .inspector)
    var style = compact ? "\(entry.style) as sheet" : "\(entry.style)"
    if entry.style == .popover { style += " from \(Self.anchor(of: node))" }
    let details = presented.subtree.compactMap {
      if case .presentationStyle(let text) = $0.effect { text } else { nil }
    }
    let header = ([style] + details).joined(separator: ", ") + phase
    return [pad + header] + lines(presented, depth: pad.count / 2 + 1)
  }

  /// What a popover's arrow points at: the control, or the container, it is attached to.
  static func anchor(of presenter: ViewNode) -> String {
    guard let content = presenter.children.first else { return "nothing" }
    for node in content.subtree {
      switch node.effect {
      case .stack: return "the stack"
      case .split: return "the split"
      case .button, .link: return "[\(label(of: node, images: true))]"
      case .text(let text): return "\"\(text)\""
      default: continue
      }
    }
    return "nothing"
  }

  /// The texts of a node's subtree, joined: a button's or a row's label
  /// (what a hand finds it by); with its symbols (`⟨name⟩`) where it is shown.
  static func label(of node: ViewNode, decorated: Bool = false, images: Bool = false) -> String {
    if decorated {
      switch node.effect {
      case .button: return "[\(label(of: node, images: images))]"
      case .link: return "[\(label(of: node, images: images)) ›]"
      default: break
      }
    }
    if case .text(let text) = node.effect { return text }
    if images, case .image(let name) = node.effect { return "⟨\(name)⟩" }
    if case .presentedContent = node.effect { return "" }  // what it presents is not its label
    return node.children.map { label(of: $0, decorated: decorated, images: images) }.filter { !$0.isEmpty }
      .joined(separator: " ")
  }

  /// The first text of a screen: its title here (the layer sets no navigation titles).
  static func firstLabel(in node: ViewNode) -> String? {
    for candidate in node.subtree {
      if case .text(let text) = candidate.effect { return text }
    }
    return nil
  }
}
