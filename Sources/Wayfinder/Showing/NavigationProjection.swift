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
/// steps are one stack over the root. Resizing only changes which projection
/// is computed, so compact → regular → compact is the identity.
///
/// **Modals.** A modal step and the pushes after it form a ``Modal``
/// shown over the columns, in both widths. The modal over all tabs, when
/// one is presented, adds its modals on top (``Modal/isOverTabs``):
/// they cover the tab bar's content whichever tab is selected. Levels count
/// across all of them, as ``NavigationState/position(of:)`` does.
///
/// **Dialogs.** The dialog of the topmost stack shown (the modal over all
/// tabs when one is presented, else the selected tab's stack) shows over
/// everything; one over a hidden stack waits until its stack shows.
///
/// **Back policy.** With a dialog shown, Back dismisses it (as its cancel
/// button). Otherwise Back removes the last step, in both widths: it pops a
/// pushed screen, dismisses a modal with nothing pushed in it, or, in regular
/// width, clears the last column's selection when that column's stack is
/// empty ("Back Parent"). It is unavailable at the root and when the top step
/// hides Back. ``back`` says which of these it is and the level it leads to;
/// ``Navigator/goBack(in:cause:)`` performs it.
public struct NavigationProjection<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Hashable, Sendable {
  /// The size class this projection was computed for.
  public let sizeClass: SizeClass
  /// The layout of the stack shown in columns.
  public let layout: NavigationLayout
  /// The tabs, in display order; empty when the state has no tabs.
  public let tabs: [Tab]
  /// The selected tab, when the state has tabs.
  public let selectedTab: Tab?
  /// Where the stack shown in the columns is: the selected tab's (or the one) stack.
  public let location: StackLocation<Tab>
  /// The shown columns, leading first: one in compact width or for a stack.
  public let columns: [Column]
  /// The modals presented over the columns, bottom first.
  public let modals: [Modal]
  /// The dialog shown over everything, if any.
  public let dialog: Dialog?
  /// The stack the shown dialog belongs to (intents that choose in it act
  /// there), or `nil` when no dialog shows.
  public let dialogLocation: StackLocation<Tab>?
  /// What Back does, or `nil` when Back is unavailable.
  public let back: BackAction?
  /// Whether the top screen hides its Back affordance.
  public let hidesBack: Bool
  /// The level of the top screen: the steps of the selected tab's stack (or
  /// the one stack) and of the modal over all tabs.
  public let topLevel: ScreenLevel

  /// The projection of `state`, the shown tab's stack (or the one stack)
  /// laid out as `layout`. O(columns + modals).
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

  /// The projection of `state`, its shown stack laid out as `layouts`
  /// says. O(columns + modals).
  ///
  /// - Parameters:
  ///   - state: The state to show.
  ///   - sizeClass: The window's size class.
  ///   - layouts: How each stack is laid out: the app's
  ///     ``Navigator/layouts``.
  package init(_ state: NavigationState<Tab, Route>, sizeClass: SizeClass, layouts: NavigationLayouts<Tab>) {
    self.init(state, sizeClass: sizeClass, layout: layouts.layout(of:))
  }

  /// The projection of `state`, the shown tab's stack laid out as `layout`
  /// says for the selected tab (`nil` without tabs).
  private init(
    _ state: NavigationState<Tab, Route>, sizeClass: SizeClass, layout: (Tab?) -> NavigationLayout
  ) {
    switch state {
    case .stack(let stack):
      self.init(
        stack: stack, at: .single, overTabs: BackStack(), layout: layout(nil), sizeClass: sizeClass, tabs: nil)
    case .tabs(let tabs):
      self.init(
        stack: tabs.selectedStack, at: .tab(tabs.selected), overTabs: tabs.modalOverTabs,
        layout: layout(tabs.selected), sizeClass: sizeClass, tabs: (tabs.order, tabs.selected))
    }
  }

  /// The projection of `stack`, at `location`, shown with `layout`, under
  /// the modal over all tabs `overTabs` (empty: none). The levels of the
  /// modal over all tabs follow the stack's, as
  /// ``NavigationState/position(of:)`` counts them. O(columns + modals).
  private init(
    stack: BackStack<Route>, at location: StackLocation<Tab>, overTabs: BackStack<Route>, layout: NavigationLayout,
    sizeClass: SizeClass, tabs: (order: [Tab], selected: Tab)?
  ) {
    self.sizeClass = sizeClass
    self.layout = layout
    self.tabs = tabs?.order ?? []
    self.selectedTab = tabs?.selected
    self.location = location
    self.topLevel = ScreenLevel(stack.count + overTabs.count)

    let steps = stack.storage
    let baseEnd = stack.modalIndices.first ?? steps.endIndex
    let columnCount = layout.columnCount(in: sizeClass)
    self.columns = Self.columns(of: steps[0..<baseEnd], count: columnCount)

    var modals: [Modal] = []
    Self.appendModals(of: stack, at: location, levelOffset: 0, sizeClass: sizeClass, to: &modals)
    Self.appendModals(of: overTabs, at: .modalOverTabs, levelOffset: stack.count, sizeClass: sizeClass, to: &modals)
    self.modals = modals
    if overTabs.isEmpty {
      dialog = stack.dialog
      dialogLocation = dialog == nil ? nil : location
    } else {
      dialog = overTabs.dialog
      dialogLocation = dialog == nil ? nil : .modalOverTabs
    }

    let top = overTabs.last ?? steps.last
    hidesBack = top?.hidesBack ?? false
    if dialog != nil {
      back = .dismissDialog(at: topLevel)
    } else if let top, !top.hidesBack {
      let below = topLevel.advanced(by: -1)
      if top.isModal {
        back = .dismiss(to: below)
      } else if modals.isEmpty && columnCount > 1 && steps.count <= columnCount - 1 {
        back = .clearSelection(column: steps.count - 1, to: below)
      } else {
        back = .pop(to: below)
      }
    } else {
      back = nil
    }
  }

  /// The columns that show `base` (the steps below the first modal):
  /// one stack, or a sidebar, content and detail whose roots and
  /// selections are its first steps. O(count).
  private static func columns(of base: ArraySlice<Step<Route>>, count columnCount: Int) -> [Column] {
    let baseEnd = base.endIndex
    guard columnCount > 1 else {
      return [Column(role: .stack, level: .root, root: nil, isPlaceholder: false, selection: nil, pushed: base)]
    }
    return (0..<columnCount).map { index in
      let isLast = index == columnCount - 1
      let root = index > 0 && baseEnd >= index ? base[index - 1] : nil
      let selection = !isLast && baseEnd > index ? base[index].route : nil
      let pushed = isLast && baseEnd > index ? base[index..<baseEnd] : base[baseEnd..<baseEnd]
      let role: Column.Role = index == 0 ? .sidebar : (isLast ? .detail : .content)
      return Column(
        role: role, level: ScreenLevel(index), root: root, isPlaceholder: index > 0 && root == nil,
        selection: selection, pushed: pushed)
    }
  }

  /// Appends a modal for each modal step of `stack`, with the pushes after it.
  private static func appendModals(
    of stack: BackStack<Route>, at location: StackLocation<Tab>, levelOffset: Int, sizeClass: SizeClass,
    to modals: inout [Modal]
  ) {
    let steps = stack.storage
    let indices = stack.modalIndices
    for (position, modalIndex) in indices.enumerated() {
      let end = position + 1 < indices.count ? indices[position + 1] : steps.endIndex
      modals.append(
        Modal(
          step: steps[modalIndex], shownAs: steps[modalIndex].presentation.shown(in: sizeClass),
          position: StackPosition(location, depth: modalIndex + 1),
          level: ScreenLevel(levelOffset + modalIndex + 1), pushed: steps[(modalIndex + 1)..<end]))
    }
  }

  /// The column the user is working in: the one showing the top of the
  /// stack below any modal (the last column once the selections reach it).
  package var frontColumnIndex: Int {
    let baseDepth = modals.first.map { $0.level.number - 1 } ?? topLevel.number
    return min(baseDepth, columns.count - 1)
  }

  /// The level of the screen in front, which keys and taps act on: the top
  /// of the topmost modal, or of the front column.
  package var frontLevel: ScreenLevel {
    modals.last?.topLevel ?? columns[frontColumnIndex].topLevel
  }

  /// The route of the screen in front, or `nil` for a root or a placeholder.
  package var frontRoute: Route? {
    if let modal = modals.last { return modal.topRoute }
    return columns.last(where: { $0.topRoute != nil })?.topRoute
  }
}

extension NavigationProjection {
  /// One shown column of a projection.
  public struct Column: Hashable, Sendable {
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

    /// The column's place in a split.
    public let role: Role
    /// The level of the column's root screen: 0 for the flow's root, k for the
    /// screen of step k. It is also the depth of that screen in the
    /// projection's stack: selecting in this column selects at this depth.
    public let level: ScreenLevel
    /// The step whose screen is the column's root, or `nil` when the column
    /// shows the flow's root screen (the sidebar, or a stack's root) or a
    /// placeholder (``isPlaceholder``).
    public let root: Step<Route>?
    /// Whether the column shows a placeholder ("Empty"): nothing is selected
    /// in the column before it.
    public let isPlaceholder: Bool
    /// The route selected in this column (the next column's root), if any.
    public let selection: Route?
    /// The steps pushed over the column's root, oldest first (only the last
    /// column of a split, or a stack, has them).
    public let pushed: ArraySlice<Step<Route>>

    /// The level of the screen on top of this column.
    public var topLevel: ScreenLevel { level.advanced(by: pushed.count) }

    /// The route on top of this column, or `nil` for the flow's root screen
    /// or a placeholder.
    public var topRoute: Route? {
      pushed.last?.route ?? root?.route
    }
  }

  /// A modal presented over the columns, with the stack pushed inside it.
  public struct Modal: Hashable, Sendable {
    /// The modal step (its route is the modal's root screen).
    public let step: Step<Route>
    /// How it shows in the projection's size class: as presented, but
    /// popovers and inspectors show as sheets in compact width.
    public let shownAs: Presentation
    /// Where the modal step is: its stack (the selected tab's, the one stack,
    /// or the modal over all tabs) and its depth there.
    public let position: StackPosition<Tab>
    /// The level of the modal's root screen.
    public let level: ScreenLevel
    /// The steps pushed inside the modal, oldest first.
    public let pushed: ArraySlice<Step<Route>>

    /// Whether this modal belongs to the modal over all tabs (SwiftUI
    /// presents it on the `TabView`), rather than to the selected tab's stack.
    public var isOverTabs: Bool { position.location == .modalOverTabs }

    /// The level of the screen on top of this modal.
    public var topLevel: ScreenLevel { level.advanced(by: pushed.count) }

    /// The route on top of this modal: the last pushed, or the modal's own.
    public var topRoute: Route { pushed.last?.route ?? step.route }
  }
}

/// What Back does in a projection, each case with the level of the top
/// screen after it.
public enum BackAction: Hashable, Sendable {
  /// Pops a pushed screen; the screen below it, at the level given, is then
  /// on top.
  case pop(to: ScreenLevel)
  /// Dismisses a modal with nothing pushed in it; the screen below it, at the
  /// level given, is then on top.
  case dismiss(to: ScreenLevel)
  /// Clears the selection of `column` (regular width, "Back Parent"); the
  /// column's own screen, at the level given, is then on top.
  case clearSelection(column: Int, to: ScreenLevel)
  /// Dismisses the dialog shown, as its cancel button; the screens stay, the
  /// top one at the level given.
  case dismissDialog(at: ScreenLevel)

  /// The level of the top screen after Back: one less than before, or the
  /// same when Back dismisses a dialog.
  public var resultingLevel: ScreenLevel {
    switch self {
    case .pop(let level), .dismiss(let level), .clearSelection(_, let level), .dismissDialog(let level): level
    }
  }
}
