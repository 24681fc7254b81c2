// The user's hands: taps, swipes, drags and resizes, on what the front
// window shows, each doing what SwiftUI does with it.
import Foundation
import SwiftUILifecycle

/// The customization a tab view's sidebar shows now, if it shows its sidebar and the app keeps one.
@MainActor private func sidebarCustomization(of tabView: ViewNode) -> Binding<TabViewCustomization>? {
  guard case .tabView(let container) = tabView.effect, container.showsSidebar,
    case .tabViewCustomization(let binding?)? = tabView.nearest({
      if case .tabViewCustomization = $0 { true } else { false }
    })?.effect
  else { return nil }
  return binding
}

/// `pages` with the tabs of each section a person reordered in the sidebar
/// in their order, by the section's customization identifier
/// (``LifecycleRule/tabCustomizationIsKeyedByItsID``); the others as built.
@MainActor private func inSidebarOrder(
  _ pages: [(value: AnyHashable, title: String, node: ViewNode)], of tabView: ViewNode
) -> [(value: AnyHashable, title: String, node: ViewNode)] {
  guard let customization = sidebarCustomization(of: tabView)?.wrappedValue else { return pages }
  var result = pages
  let sections = Set(pages.compactMap { ($0.node.view as? _TabPage)?.sectionCustomizationID })
  for section in sections {
    guard let order = customization[sectionID: section] else { continue }
    let slots = result.indices.filter { (result[$0].node.view as? _TabPage)?.sectionCustomizationID == section }
    let ranked = slots.map { result[$0] }.enumerated().sorted { left, right in
      let rank = { (page: (value: AnyHashable, title: String, node: ViewNode), built: Int) in
        (order.firstIndex(of: (page.node.view as? _TabPage)?.customizationID ?? "") ?? order.count, built)
      }
      return rank(left.element, left.offset) < rank(right.element, right.offset)
    }
    for (slot, page) in zip(slots, ranked.map(\.element)) { result[slot] = page }
  }
  return result
}

/// The customization identifiers a tab view's sidebar hides now.
@MainActor private func hiddenTabs(of tabView: ViewNode) -> Set<String> {
  guard let binding = sidebarCustomization(of: tabView) else { return [] }
  var ids: Set<String> = []
  for node in tabView.subtree {
    if case .tab(_, _, _, _, let id?) = node.effect, binding.wrappedValue[sidebarVisibility: id] == .hidden {
      ids.insert(id)
    }
  }
  return ids
}

/// A gesture that finds nothing to act on.
package struct HandError: Error, CustomStringConvertible {
  package let description: String
  package init(description: String) { self.description = description }
}

@MainActor enum Hands {
  /// Whether the Back button of a stack's top screen shows
  /// (``LifecycleRule/backGestures``, ``LifecycleRule/hiddenBackTurnsOffTheSwipe``).
  static func backShows(_ stack: ViewNode) -> Bool {
    let hides = stack.children.last?.subtree.contains {
      if case .backButtonHidden(true) = $0.effect { true } else { false }
    }
    return BackGestures.backShows(pushed: stack.children.count - 1, topHidesBack: hides ?? false)
  }

  /// The tabs of a tab view: each page's value and title; in its sidebar,
  /// not those the user's customization hides (by customization identifier:
  /// ``LifecycleRule/tabCustomizationIsKeyedByItsID``).
  static func tabPages(of tabView: ViewNode) -> [(value: AnyHashable, title: String, node: ViewNode)] {
    var pages: [(AnyHashable, String, ViewNode)] = []
    let hidden = hiddenTabs(of: tabView)
    func walk(_ node: ViewNode) {
      switch node.effect {
      case .tab(let value, let title, _, _, let id):
        if !(id.map(hidden.contains) ?? false) { pages.append((value, title, node)) }
      case .tag(let value):
        let item = node.subtree.first { if case .tabItem = $0.effect { true } else { false } }
        let title = item.map { ScreenText.label(of: $0.children.dropFirst().first ?? $0) } ?? "\(value.base)"
        pages.append((value, title, node))
      default: node.children.forEach(walk)
      }
    }
    tabView.children.forEach(walk)
    return inSidebarOrder(pages, of: tabView)
  }

  /// The rows of a list: the first nodes under it with a meaning, each with its tag.
  static func rows(of list: ViewNode) -> [(node: ViewNode, tag: AnyHashable?)] {
    var rows: [(ViewNode, AnyHashable?)] = []
    func walk(_ node: ViewNode, tag: AnyHashable?) {
      switch node.effect {
      case .tag(let value): for child in node.children { walk(child, tag: value) }
      case .none, .empty: for child in node.children { walk(child, tag: tag) }
      default: rows.append((node, tag))
      }
    }
    for child in list.children { walk(child, tag: nil) }
    return rows
  }
}

extension Device {
  private var front: RuntimeWindow {
    get throws {
      guard let window = windows.first else { throw HandError(description: "no window") }
      return window
    }
  }

  /// The nodes the user can reach in the front window: the front
  /// presentation's, or every node on screen. An inspector column is not
  /// in front of anything: the content beside it, and its own, stay
  /// reachable (``LifecycleRule/anInspectorIsAColumnInRegularWidth``).
  private func reachable(_ window: RuntimeWindow) -> [ViewNode] {
    let visible = window.visibleNodes()
    guard let top = window.chain.frontModal,
      let presenter = visible.first(where: { $0.number == top.presenter }),
      let content = presenter.children.dropFirst().first
    else { return visible }
    let inside = Set(content.subtree.map(ObjectIdentifier.init))
    return visible.filter { inside.contains(ObjectIdentifier($0)) }
  }

  /// Taps the button, link or list row labelled `label` (the `index`th of
  /// those, in the screen's order).
  package func tap(_ label: String, index: Int = 0) throws {
    let window = try front
    if let top = window.chain.entries.last, top.style.isDialog, window.chain.frontDialog == nil {
      // ``LifecycleRule/aDialogTakesFramesToLeave``: nothing to touch until it has gone (assumed).
      throw HandError(description: "the dialog \(top.item) is leaving; nothing to tap on until it has gone:\n\(screen)")
    }
    let nodes = reachable(window)
    var matches: [() -> Void] = []
    for node in nodes {
      switch node.effect {
      case .button(_, let action) where ScreenText.label(of: node) == label:
        // ``LifecycleRule/aDialogButtonActsThenCloses``
        matches.append { window.play(window.chain.userTapsButton(action)) }
      case .link(let value?) where ScreenText.label(of: node) == label:
        guard let stack = node.nearest({ if case .stack = $0 { true } else { false } }),
          case .stack(let container) = stack.effect, let hashable = value as? AnyHashable
        else { continue }
        matches.append { container.userWrites(container.shown + [hashable], in: window) }
      case .list(let selection?):
        for row in Hands.rows(of: node) where ScreenText.label(of: row.node) == label {
          guard let tag = row.tag else { continue }
          matches.append { _ = selection.select(tag.base) }  // ``LifecycleRule/listSelectionIsWrittenByATap``
        }
      default: continue
      }
    }
    guard matches.indices.contains(index) else {
      throw HandError(description: "nothing labelled \"\(label)\" to tap on:\n\(screen)")
    }
    matches[index]()
    needsUpdate = true
  }

  /// Taps the tab titled `title` (``LifecycleRule/tabSelectionIsWritten``,
  /// ``LifecycleRule/reselectingATabWritesIt``).
  package func tapTab(_ title: String) throws {
    let window = try front
    guard window.chain.entries.allSatisfy(window.chain.isColumn),
      let tabView = window.visibleNodes().last(where: { if case .tabView = $0.effect { true } else { false } }),
      case .tabView(let container) = tabView.effect,
      let page = Hands.tabPages(of: tabView).first(where: { $0.title == title })
    else { throw HandError(description: "no tab \"\(title)\" to tap on:\n\(screen)") }
    if TabTap.writes(page.value, selected: container.selected, variants) { container.write(page.value) }
    needsUpdate = true
  }

  /// Dismisses search in the front tab view, whose search tab is selected
  /// (the search field's Cancel): with `tabViewSearchActivation(.searchTabSelection)`
  /// the tab selected before it is selected again, written through the
  /// binding (``LifecycleRule/dismissingSearchReselectsThePreviousTab``);
  /// otherwise nothing else changes.
  package func dismissSearch() throws {
    let window = try front
    guard let tabView = window.visibleNodes().last(where: { if case .tabView = $0.effect { true } else { false } }),
      case .tabView(let container) = tabView.effect,
      Hands.tabPages(of: tabView).contains(where: { page in
        guard page.value == container.selected, case .tab(_, _, _, true, _) = page.node.effect else { return false }
        return true
      })
    else { throw HandError(description: "no search tab selected:\n\(screen)") }
    guard container.searchActivation?.reselectsAfterSearch == true, let previous = container.previous else { return }
    container.write(previous)
    needsUpdate = true
  }

  /// Switches an adaptable tab view between its tab bar and its sidebar (iPad): writes nothing.
  package func toggleSidebar() throws {
    let window = try front
    guard let tabView = window.visibleNodes().last(where: { if case .tabView = $0.effect { true } else { false } }),
      case .tabView(let container) = tabView.effect
    else { throw HandError(description: "no tab view:\n\(screen)") }
    container.showsSidebar.toggle()
  }

  /// Hides the tab titled `title` in the adaptable tab view's sidebar: the
  /// customization the app keeps is written (by the tab's customization identifier).
  package func hideTabInSidebar(_ title: String) throws {
    let window = try front
    guard let tabView = window.visibleNodes().last(where: { if case .tabView = $0.effect { true } else { false } }),
      case .tabViewCustomization(let binding?)? = tabView.nearest({
        if case .tabViewCustomization = $0 { true } else { false }
      })?.effect,
      let page = Hands.tabPages(of: tabView).first(where: { $0.title == title }),
      case .tab(_, _, _, _, let id?) = page.node.effect
    else { throw HandError(description: "no customizable tab \"\(title)\" in a sidebar:\n\(screen)") }
    binding.wrappedValue[sidebarVisibility: id] = .hidden
    needsUpdate = true
  }

  /// Drags the tabs of the adaptable tab view's sidebar section titled
  /// `section` into the order of `titles`: the customization the app keeps
  /// is written, by the section's customization identifier; a section
  /// without one cannot be reordered (``LifecycleRule/tabCustomizationIsKeyedByItsID``).
  package func reorderSidebarSection(_ section: String, to titles: [String]) throws {
    let window = try front
    guard let tabView = window.visibleNodes().last(where: { if case .tabView = $0.effect { true } else { false } }),
      let binding = sidebarCustomization(of: tabView)
    else { throw HandError(description: "no sidebar of a tab view that keeps a customization:\n\(screen)") }
    let pages = Hands.tabPages(of: tabView).compactMap { page -> (String, _TabPage)? in
      guard case .tab(_, let title, let tabSection, _, _) = page.node.effect, tabSection == section,
        let tab = page.node.view as? _TabPage
      else { return nil }
      return (title, tab)
    }
    guard let sectionID = pages.first?.1.sectionCustomizationID else {
      throw HandError(description: "the sidebar section \"\(section)\" has no customization ID: it cannot be reordered")
    }
    let ids = titles.compactMap { title in pages.first { $0.0 == title }?.1.customizationID }
    guard ids.count == pages.count, Set(ids).count == ids.count else {
      throw HandError(description: "\(titles) are not the tabs of the section \"\(section)\":\n\(screen)")
    }
    binding.wrappedValue.setOrder(ids, ofSection: sectionID)
    needsUpdate = true
  }

  /// The Show/Hide Inspector command (`InspectorCommands`, Control-Command-I)
  /// in the front window: the innermost inspector shown has its
  /// `isPresented` set to false; with none shown, the innermost inspector
  /// modifier on screen has it set to true
  /// (``LifecycleRule/theInspectorCommandTogglesIsPresented``).
  package func toggleInspector() throws {
    let window = try front
    let slots = window.visibleNodes().compactMap { node -> PresentationSlot? in
      guard case .presenter(let slot) = node.effect, slot.style == .inspector else { return nil }
      return slot
    }
    guard let slot = slots.last(where: { $0.wanted != nil }) ?? slots.last, let setPresented = slot.setPresented else {
      throw HandError(description: "no inspector(isPresented:) on screen:\n\(screen)")
    }
    setPresented(slot.wanted == nil)
    needsUpdate = true
  }

  /// Shows or hides the front split's columns (its sidebar button, or a drag of its edge).
  package func showColumns(_ visibility: NavigationSplitViewVisibility) throws {
    let window = try front
    guard let split = window.visibleNodes().last(where: { if case .split = $0.effect { true } else { false } }),
      case .split(_, _, let binding) = split.effect
    else { throw HandError(description: "no split:\n\(screen)") }
    binding.wrappedValue = visibility
    needsUpdate = true
  }

  /// The stack in front: the last on screen in the front presentation (or
  /// window); `besideTheInspector`: the last outside an inspector column's
  /// content (``LifecycleRule/anInspectorIsAColumnInRegularWidth``).
  private func frontStack(_ window: RuntimeWindow, besideTheInspector: Bool = false) throws -> (
    ViewNode, StackContainer
  ) {
    let columns = window.chain.entries.filter(window.chain.isColumn).map(\.presenter)
    func inAColumn(_ node: ViewNode) -> Bool {
      node.ancestors.contains { ancestor in
        guard case .presentedContent = ancestor.effect, let presenter = ancestor.parent else { return false }
        return columns.contains(presenter.number)
      }
    }
    guard window.chain.entries.last?.style.isDialog != true,
      let node = reachable(window).last(where: {
        guard case .stack = $0.effect else { return false }
        return !besideTheInspector || !inAColumn($0)
      }),
      case .stack(let container) = node.effect
    else { throw HandError(description: "no stack in front:\n\(screen)") }
    return (node, container)
  }

  /// Swipes back (or taps the system's Back) on the front stack;
  /// `besideTheInspector`: on the content's, beside an inspector column.
  package func swipeBack(besideTheInspector: Bool = false) throws {
    let window = try front
    let (node, container) = try frontStack(window, besideTheInspector: besideTheInspector)
    guard
      let path = BackGestures.swipeBack(
        container.shown, backShows: Hands.backShows(node), inTransition: window.chain.isInTransition)
    else { throw HandError(description: "no Back to swipe:\n\(screen)") }
    container.userWrites(path, in: window)
    needsUpdate = true
  }

  /// Long-presses Back and picks the screen that keeps `count` pushed screens.
  package func backMenu(keeping count: Int) throws {
    let window = try front
    let (node, container) = try frontStack(window)
    guard
      let path = BackGestures.backMenu(
        container.shown, keeping: count, backShows: Hands.backShows(node), inTransition: window.chain.isInTransition)
    else { throw HandError(description: "no Back menu entry keeping \(count):\n\(screen)") }
    container.userWrites(path, in: window)
    needsUpdate = true
  }

  /// Drags the front sheet down (or taps outside a popover or inspector):
  /// its binding is written at the end (``LifecycleRule/dragDismissWritesNilAtTheEnd``),
  /// unless its content disables it (``LifecycleRule/interactiveDismissDisabled``).
  package func dragDown() throws {
    let window = try front
    // An inspector column has no drag (``LifecycleRule/anInspectorIsAColumnInRegularWidth``).
    guard let top = window.chain.frontModal,
      let presenter = window.visibleNodes().first(where: { $0.number == top.presenter }),
      window.chain.userDismissesFront(
        dismissalDisabled: presenter.children.dropFirst().contains(where: { content in
          content.subtree.contains { if case .interactiveDismissDisabled(true) = $0.effect { true } else { false } }
        }))
    else { throw HandError(description: "nothing to drag down:\n\(screen)") }
    window.dragBegins(top)  // ``LifecycleRule/aDragIsAnInteractiveDismissal``
    needsUpdate = true
  }

  /// Lets go of the drag begun by ``dragDown()`` before the sheet has gone:
  /// it springs back and stays, and nothing is written
  /// (``LifecycleRule/aDragIsAnInteractiveDismissal``).
  package func letGoOfTheDrag() throws {
    let window = try front
    guard let dragged = window.chain.userCancelsDrag() else {
      throw HandError(description: "no drag to let go of:\n\(screen)")
    }
    window.dragEnds(presentedBy: dragged.presenter, cancelled: true)
    needsUpdate = true
  }

  /// Taps outside the confirmation dialog in front: it closes with no choice
  /// (``LifecycleRule/tapOutsideClosesAConfirmationDialog``).
  package func tapOutsideDialog() throws {
    let window = try front
    guard let top = window.chain.entries.last, window.slot(of: top.presenter) != nil,
      let events = window.chain.userTapsOutsideDialog()
    else { throw HandError(description: "no confirmation dialog:\n\(screen)") }
    window.play(events)
    needsUpdate = true
  }
}
