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
/// they cover the tab bar's content whichever tab is selected. Levels count
/// across all of them, as ``NavigationState/position(of:)`` does.
///
/// **Dialogs.** The dialog of the topmost stack shown (the modal over all
/// tabs when one is presented, else the selected tab's stack) shows over
/// everything; one over a hidden stack waits until its stack shows.
///
/// **Back policy.** With a dialog shown, Back closes it (as its cancel
/// button). Otherwise Back removes the last step, in both widths: it pops a
/// pushed screen, dismisses a modal with nothing pushed in it, or, in regular
/// width, clears the last column's selection when that column's stack is
/// empty ("Back Parent"). It is unavailable at the root and when the top step
/// hides Back. ``back`` says which of these it is and the depth it leads to;
/// ``Navigator/goBack(in:cause:)`` performs it.
public struct NavigationScene<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Hashable, Sendable {
  /// The size class this scene was computed for.
  public let sizeClass: SizeClass
  /// The layout of the stack shown in columns.
  public let layout: NavigationLayout
  /// The tabs and which is selected, when the state has tabs.
  public let tabBar: TabBar<Tab>?
  /// Where the stack shown in the columns is: the selected tab's (or the one) stack.
  public let location: StackLocation<Tab>
  /// The shown columns, leading first: one in compact width or for a stack.
  public let columns: [SceneColumn<Route>]
  /// The modals presented over the columns, bottom first.
  public let modals: [ModalLayer<Tab, Route>]
  /// The dialog shown over everything, if any.
  public let dialog: SceneDialog<Tab>?
  /// What Back does, or `nil` when Back is unavailable.
  public let back: BackAction?
  /// Whether the top screen hides its Back affordance.
  public let hidesBack: Bool
  /// The level of the top screen: the steps of the selected tab's stack (or
  /// the one stack) and of the modal over all tabs.
  public let topLevel: ScreenLevel

  /// The scene of `state`, every stack shown with `layout`. O(columns + modals).
  ///
  /// - Parameters:
  ///   - state: The state to show.
  ///   - layout: How the shown tab's stack is laid out.
  ///   - sizeClass: The window's size class.
  public init(
    _ state: NavigationState<Tab, Route>, layout: NavigationLayout = .stack, sizeClass: SizeClass
  ) {
    self.init(state, sizeClass: sizeClass, layout: { _ in layout })
  }

  /// The scene of `state`, the selected tab's stack shown with the layout
  /// `layoutOfTab` gives it (a state without tabs shows as a stack).
  /// O(columns + modals).
  ///
  /// - Parameters:
  ///   - state: The state to show.
  ///   - sizeClass: The window's size class.
  ///   - layoutOfTab: How each tab's stack is laid out.
  public init(
    _ state: NavigationState<Tab, Route>, sizeClass: SizeClass, layoutOfTab: (Tab) -> NavigationLayout
  ) {
    self.init(state, sizeClass: sizeClass, layout: { tab in tab.map(layoutOfTab) ?? .stack })
  }

  /// The scene of `state`, the shown tab's stack laid out as `layout` says
  /// for the selected tab (`nil` without tabs).
  private init(
    _ state: NavigationState<Tab, Route>, sizeClass: SizeClass, layout: (Tab?) -> NavigationLayout
  ) {
    switch state {
    case .stack(let stack):
      self.init(
        stack: stack, at: .single, overTabs: BackStack(), layout: layout(nil), sizeClass: sizeClass, tabBar: nil)
    case .tabs(let tabs):
      self.init(
        stack: tabs.selectedStack, at: .tab(tabs.selected), overTabs: tabs.modalOverTabs,
        layout: layout(tabs.selected), sizeClass: sizeClass, tabBar: TabBar(tabs))
    }
  }

  /// The scene of `stack`, at `location`, shown with `layout`, under the
  /// modal over all tabs `overTabs` (empty: none). The levels of the modal
  /// over all tabs follow the stack's, as ``NavigationState/position(of:)``
  /// counts them. O(columns + modals).
  package init(
    stack: BackStack<Route>, at location: StackLocation<Tab>, overTabs: BackStack<Route>, layout: NavigationLayout,
    sizeClass: SizeClass, tabBar: TabBar<Tab>?
  ) {
    self.sizeClass = sizeClass
    self.layout = layout
    self.tabBar = tabBar
    self.location = location
    self.topLevel = ScreenLevel(stack.count + overTabs.count)

    let steps = stack.storage
    let modalIndices = stack.modalIndices
    let baseEnd = modalIndices.first ?? steps.endIndex
    let columnCount = layout.columnCount(in: sizeClass)

    var columns: [SceneColumn<Route>] = []
    if columnCount == 1 {
      columns.append(
        SceneColumn(role: .stack, level: .root, screen: .root, selection: nil, pushed: steps[0..<baseEnd]))
    } else {
      for index in 0..<columnCount {
        let isLast = index == columnCount - 1
        let screen: SceneColumn<Route>.Screen =
          index == 0 ? .root : (baseEnd >= index ? .step(steps[index - 1]) : .placeholder)
        let selection = !isLast && baseEnd > index ? steps[index].route : nil
        let pushed = isLast && baseEnd > index ? steps[index..<baseEnd] : steps[baseEnd..<baseEnd]
        let role: SceneColumn<Route>.Role = index == 0 ? .sidebar : (isLast ? .detail : .content)
        columns.append(
          SceneColumn(role: role, level: ScreenLevel(index), screen: screen, selection: selection, pushed: pushed))
      }
    }
    self.columns = columns

    var modals: [ModalLayer<Tab, Route>] = []
    Self.appendLayers(of: stack, at: location, levelOffset: 0, sizeClass: sizeClass, to: &modals)
    Self.appendLayers(of: overTabs, at: .modalOverTabs, levelOffset: stack.count, sizeClass: sizeClass, to: &modals)
    self.modals = modals
    if overTabs.isEmpty {
      dialog = stack.dialog.map { SceneDialog(location: location, dialog: $0) }
    } else {
      dialog = overTabs.dialog.map { SceneDialog(location: .modalOverTabs, dialog: $0) }
    }

    let top = overTabs.last ?? steps.last
    hidesBack = top?.hidesBack ?? false
    if dialog != nil {
      back = BackAction(kind: .closeDialog, resultingLevel: topLevel)
    } else if let top, !top.hidesBack {
      let kind: BackAction.Kind
      if top.isModal {
        kind = .dismiss
      } else if modals.isEmpty && columnCount > 1 && steps.count <= columnCount - 1 {
        kind = .clearSelection(column: steps.count - 1)
      } else {
        kind = .pop
      }
      back = BackAction(kind: kind, resultingLevel: topLevel.advanced(by: -1))
    } else {
      back = nil
    }
  }

  /// Appends a layer for each modal step of `stack`, with the pushes after it.
  private static func appendLayers(
    of stack: BackStack<Route>, at location: StackLocation<Tab>, levelOffset: Int, sizeClass: SizeClass,
    to layers: inout [ModalLayer<Tab, Route>]
  ) {
    let steps = stack.storage
    let indices = stack.modalIndices
    for (position, modalIndex) in indices.enumerated() {
      let end = position + 1 < indices.count ? indices[position + 1] : steps.endIndex
      layers.append(
        ModalLayer(
          step: steps[modalIndex], shownAs: steps[modalIndex].presentation.shown(in: sizeClass),
          position: StackPosition(location, depth: modalIndex + 1),
          level: ScreenLevel(levelOffset + modalIndex + 1), pushed: steps[(modalIndex + 1)..<end]))
    }
  }

  /// The column the user is working in: the one showing the top of the
  /// stack below any modal (the last column once the selections reach it).
  public var frontColumnIndex: Int {
    let baseDepth = modals.first.map { $0.level.number - 1 } ?? topLevel.number
    return min(baseDepth, columns.count - 1)
  }

  /// The level of the screen in front, which keys and taps act on: the top
  /// of the topmost modal, or of the front column.
  public var frontLevel: ScreenLevel {
    modals.last?.topLevel ?? columns[frontColumnIndex].topLevel
  }

  /// The route of the screen in front, or `nil` for a root or a placeholder.
  public var frontRoute: Route? {
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

/// One shown column of a scene.
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
  /// screen of step k. It is also the depth of that screen in the scene's
  /// stack: selecting in this column is ``BackStack/select(_:atDepth:)`` at
  /// this level's number.
  public let level: ScreenLevel
  /// What the column shows at its root.
  public let screen: Screen
  /// The route selected in this column (the next column's screen), if any.
  public let selection: Route?
  /// The steps pushed over the column's root, oldest first (only the last
  /// column of a split, or a stack, has them).
  public let pushed: ArraySlice<Step<Route>>

  /// The level of the screen on top of this column.
  public var topLevel: ScreenLevel { level.advanced(by: pushed.count) }

  /// The route on top of this column, or `nil` for the root or a placeholder.
  public var topRoute: Route? {
    pushed.last?.route ?? screen.route
  }
}

/// A modal presented over the columns, with the stack pushed inside it.
public struct ModalLayer<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Hashable, Sendable {
  /// The modal step (its route is the modal's root screen).
  public let step: Step<Route>
  /// How it shows in the scene's size class: as presented, but popovers
  /// and inspectors show as sheets in compact width.
  public let shownAs: Presentation
  /// Where the modal step is: its stack (the selected tab's, the one stack,
  /// or the modal over all tabs) and its depth there.
  public let position: StackPosition<Tab>
  /// The level of the modal's root screen.
  public let level: ScreenLevel
  /// The steps pushed inside the modal, oldest first.
  public let pushed: ArraySlice<Step<Route>>

  /// Whether this layer belongs to the modal over all tabs (SwiftUI presents
  /// it on the `TabView`), rather than to the selected tab's stack.
  public var isOverTabs: Bool { position.location == .modalOverTabs }

  /// The level of the screen on top of this modal.
  public var topLevel: ScreenLevel { level.advanced(by: pushed.count) }

  /// The route on top of this modal: the last pushed, or the modal's own.
  public var topRoute: Route { pushed.last?.route ?? step.route }
}

/// The dialog a scene shows over everything, and the stack it belongs to.
public struct SceneDialog<Tab: Hashable & Sendable>: Hashable, Sendable {
  /// The stack the dialog shows over: intents that choose in it act there.
  public let location: StackLocation<Tab>
  /// The dialog.
  public let dialog: Dialog
}

/// What Back does in a scene.
public struct BackAction: Hashable, Sendable {
  /// What Back does, as the user sees it.
  public enum Kind: Hashable, Sendable {
    /// Pops a pushed screen.
    case pop
    /// Dismisses a modal with nothing pushed in it.
    case dismiss
    /// Clears the selection of this column (regular width, "Back Parent").
    case clearSelection(column: Int)
    /// Closes the dialog shown, as its cancel button: the screens stay.
    case closeDialog
  }

  /// What Back does, as the user sees it.
  public let kind: Kind
  /// The level of the top screen after Back: one less than before, or the
  /// same when Back closes a dialog.
  public let resultingLevel: ScreenLevel

  /// Back with `kind`, leading to `resultingLevel`.
  ///
  /// - Parameters:
  ///   - kind: What Back does, as the user sees it.
  ///   - resultingLevel: The level of the top screen after Back.
  public init(kind: Kind, resultingLevel: ScreenLevel) {
    self.kind = kind
    self.resultingLevel = resultingLevel
  }
}
