/// What the screen shows for a navigation state in a size class: a pure
/// projection that never changes the state. <doc:StateAndProjections>
/// draws the rules below as the terminal host shows them.
///
/// **Split rule.** With N columns in regular width, the first steps of the
/// back stack (before any modal) are the column selections: the sidebar shows
/// the flow's root screen with step 1 selected; counting columns from 0 and
/// steps from 1, column k shows step k with step k+1 selected; the last
/// column shows its step as the root of a stack holding every remaining step. A column with no step shows a
/// placeholder. In compact width, or with ``NavigationLayout/stack``, the same
/// steps are one stack over the root. Resizing only changes which scene is
/// computed, so compact → regular → compact is the identity.
///
/// **Modals.** A modal step and the pushes after it form a ``ModalLayer``
/// shown over the columns, in both widths. The modal over all tabs, when
/// one is presented, adds its layers on top (``ModalLayer/isOverTabs``):
/// they cover the tab bar's content whichever tab is selected.
///
/// **Back policy.** Back removes the last step, in both widths: it pops a
/// pushed screen, dismisses a modal with nothing pushed in it, or, in regular
/// width, clears the last column's selection when that column's stack is
/// empty ("Back Parent"). It is unavailable at the root and when the top step
/// hides Back. ``back`` says which of these it is and the depth it leads to;
/// ``Navigator/goBack(in:cause:)`` performs it.
public struct NavigationScene<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Hashable, Sendable {
  /// The size class this scene was computed for.
  public let sizeClass: SizeClass
  /// The layout of the visible stack.
  public let layout: NavigationLayout
  /// The tabs and which is selected, when the state has tabs.
  public let tabBar: TabBar<Tab>?
  /// The visible columns, leading first: one in compact width or for a stack.
  public let columns: [SceneColumn<Route>]
  /// The modals presented over the columns, bottom first.
  public let modals: [ModalLayer<Route>]
  /// What Back does, or `nil` when Back is unavailable.
  public let back: BackAction?
  /// Whether the top screen hides its Back affordance.
  public let hidesBack: Bool
  /// The depth of what is shown: the steps of the selected tab's stack (or
  /// the single stack) and of the modal over all tabs.
  public let depth: Int

  /// The scene of `state`, every stack shown with `layout`. O(columns + modals).
  public init(
    _ state: NavigationState<Tab, Route>, layout: NavigationLayout = .stack, sizeClass: SizeClass
  ) {
    self.init(state, sizeClass: sizeClass, layout: { _ in layout })
  }

  /// The scene of `state`, the selected tab's stack shown with the layout
  /// `layoutOfTab` gives it (a state without tabs shows as a stack).
  /// O(columns + modals).
  public init(
    _ state: NavigationState<Tab, Route>, sizeClass: SizeClass, layoutOfTab: (Tab) -> NavigationLayout
  ) {
    self.init(state, sizeClass: sizeClass, layout: { tab in tab.map(layoutOfTab) ?? .stack })
  }

  /// The scene of `state`, the shown stack laid out as `layout` says for the
  /// selected tab (`nil` without tabs).
  private init(
    _ state: NavigationState<Tab, Route>, sizeClass: SizeClass, layout: (Tab?) -> NavigationLayout
  ) {
    switch state {
    case .stack(let stack):
      self.init(stack: stack, overTabs: BackStack(), layout: layout(nil), sizeClass: sizeClass, tabBar: nil)
    case .tabs(let tabs):
      self.init(
        stack: tabs.selectedStack, overTabs: tabs.modalOverTabs, layout: layout(tabs.selected),
        sizeClass: sizeClass, tabBar: TabBar(tabs))
    }
  }

  /// The scene of `stack` shown with `layout`, under the modal over all
  /// tabs `overTabs` (empty: none). O(columns + modals).
  init(
    stack: BackStack<Route>, overTabs: BackStack<Route>, layout: NavigationLayout, sizeClass: SizeClass,
    tabBar: TabBar<Tab>?
  ) {
    self.sizeClass = sizeClass
    self.layout = layout
    self.tabBar = tabBar
    self.depth = stack.count + overTabs.count

    let steps = stack.storage
    let modalIndices = stack.modalIndices
    let baseEnd = modalIndices.first ?? steps.endIndex
    let columnCount = layout.columnCount(in: sizeClass)

    var columns: [SceneColumn<Route>] = []
    if columnCount == 1 {
      columns.append(
        SceneColumn(role: .stack, level: 0, screen: .root, selection: nil, pushed: steps[0..<baseEnd]))
    } else {
      for index in 0..<columnCount {
        let isLast = index == columnCount - 1
        let screen: SceneColumn<Route>.Screen =
          index == 0 ? .root : (baseEnd >= index ? .step(steps[index - 1]) : .placeholder)
        let selection = !isLast && baseEnd > index ? steps[index].route : nil
        let pushed = isLast && baseEnd > index ? steps[index..<baseEnd] : steps[baseEnd..<baseEnd]
        let role: SceneColumn<Route>.Role = index == 0 ? .sidebar : (isLast ? .detail : .content)
        columns.append(SceneColumn(role: role, level: index, screen: screen, selection: selection, pushed: pushed))
      }
    }
    self.columns = columns

    var modals: [ModalLayer<Route>] = []
    Self.appendLayers(of: stack, levelOffset: 0, isOverTabs: false, to: &modals)
    Self.appendLayers(of: overTabs, levelOffset: stack.count, isOverTabs: true, to: &modals)
    self.modals = modals

    let top = overTabs.last ?? steps.last
    hidesBack = top?.hidesBack ?? false
    if let top, !top.hidesBack {
      let kind: BackAction.Kind
      if top.isModal {
        kind = .dismiss
      } else if modals.isEmpty && columnCount > 1 && steps.count <= columnCount - 1 {
        kind = .clearSelection(column: steps.count - 1)
      } else {
        kind = .pop
      }
      back = BackAction(kind: kind, resultingDepth: depth - 1)
    } else {
      back = nil
    }
  }

  /// Appends a layer for each modal step of `stack`, with the pushes after it.
  private static func appendLayers(
    of stack: BackStack<Route>, levelOffset: Int, isOverTabs: Bool, to layers: inout [ModalLayer<Route>]
  ) {
    let steps = stack.storage
    let indices = stack.modalIndices
    for (position, modalIndex) in indices.enumerated() {
      let end = position + 1 < indices.count ? indices[position + 1] : steps.endIndex
      layers.append(
        ModalLayer(
          step: steps[modalIndex], level: levelOffset + modalIndex + 1, pushed: steps[(modalIndex + 1)..<end],
          isOverTabs: isOverTabs))
    }
  }

  /// The column the user is working in: the one showing the top of the base
  /// flow (the last column once the selections reach it).
  public var focusedColumnIndex: Int {
    let baseDepth = modals.first.map { $0.level - 1 } ?? depth
    return min(baseDepth, columns.count - 1)
  }

  /// The level of the screen in front, which keys and taps act on: the top
  /// of the topmost modal, or of the focused column.
  public var focusedLevel: Int {
    modals.last?.topLevel ?? columns[focusedColumnIndex].topLevel
  }

  /// The top step's route, if any: the screen in front.
  public var topRoute: Route? {
    if let modal = modals.last { return modal.topRoute }
    return columns.last(where: { $0.topRoute != nil })?.topRoute
  }
}

/// The tabs of a scene and which one is selected.
public struct TabBar<Tab: Hashable & Sendable>: Hashable, Sendable {
  /// The tabs, in display order.
  public let tabs: [Tab]
  /// The selected tab.
  public let selected: Tab

  /// The tab bar of `tabs`.
  init<Route>(_ tabs: Tabs<Tab, Route>) {
    self.tabs = tabs.order
    self.selected = tabs.selected
  }
}

/// One visible column of a scene.
public struct SceneColumn<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The column's place in a split.
  public enum Role: Hashable, Sendable {
    /// The leading column of a split: the flow's root screen.
    case sidebar
    /// The middle column of a three-column split.
    case content
    /// The trailing column of a split: a stack.
    case detail
    /// The only column: the whole flow as one stack.
    case stack
  }

  /// What a column shows at its root.
  public enum Screen: Hashable, Sendable {
    /// The flow's root screen (the sidebar, or the stack's root).
    case root
    /// The screen of this step.
    case step(Step<Route>)
    /// Nothing is selected in the column before: a placeholder ("Empty").
    case placeholder

    /// The step's route, for ``step(_:)``.
    public var route: Route? {
      if case .step(let step) = self { step.route } else { nil }
    }
  }

  /// The column's place in a split.
  public let role: Role
  /// The level of the column's root screen: 0 for the flow's root, k for the
  /// screen of step k. Selecting in this column is
  /// ``BackStack/select(_:atLevel:)`` at this level.
  public let level: Int
  /// What the column shows at its root.
  public let screen: Screen
  /// The route selected in this column (the next column's screen), if any.
  public let selection: Route?
  /// The steps pushed over the column's root, oldest first (only the last
  /// column of a split, or a stack, has them).
  public let pushed: ArraySlice<Step<Route>>

  /// The level of the screen on top of this column.
  public var topLevel: Int { level + pushed.count }

  /// The route on top of this column, or `nil` for the root or a placeholder.
  public var topRoute: Route? {
    pushed.last?.route ?? screen.route
  }
}

/// A modal presented over the columns, with the stack pushed inside it.
public struct ModalLayer<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The modal step (its route is the modal's root screen).
  public let step: Step<Route>
  /// The level of the modal's root screen (its step index + 1).
  public let level: Int
  /// The steps pushed inside the modal, oldest first.
  public let pushed: ArraySlice<Step<Route>>
  /// Whether this layer belongs to the modal over all tabs (SwiftUI presents
  /// it on the `TabView`), rather than to the selected tab's stack.
  public let isOverTabs: Bool

  /// The level of the screen on top of this modal.
  public var topLevel: Int { level + pushed.count }

  /// The route on top of this modal: the last pushed, or the modal's own.
  public var topRoute: Route { pushed.last?.route ?? step.route }
}

/// What Back does in a scene.
public struct BackAction: Hashable, Sendable {
  /// The visible effect of Back.
  public enum Kind: Hashable, Sendable {
    /// Pops a pushed screen.
    case pop
    /// Dismisses a modal with nothing pushed in it.
    case dismiss
    /// Clears the selection of this column (regular width, "Back Parent").
    case clearSelection(column: Int)
  }

  /// The visible effect.
  public let kind: Kind
  /// The depth of the stack after Back: always one less than before.
  public let resultingDepth: Int

  /// Back with `kind`, leading to `resultingDepth`.
  public init(kind: Kind, resultingDepth: Int) {
    self.kind = kind
    self.resultingDepth = resultingDepth
  }
}
