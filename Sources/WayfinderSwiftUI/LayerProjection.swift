import Wayfinder

/// Where a platform differs in what it can present.
package enum Platform: Hashable, Sendable, CaseIterable {
  /// iOS and iPadOS: sheets, full-screen covers, popovers and inspectors.
  case iOS
  /// macOS: no full-screen covers (`fullScreenCover` does not exist there),
  /// so a cover is presented as a sheet.
  case macOS
  /// visionOS: no inspectors (`inspector(isPresented:content:)` does not
  /// exist there), so an inspector is presented as a sheet.
  case visionOS

  /// The platform this is compiled for.
  package static var current: Platform {
    #if os(macOS)
      .macOS
    #elseif os(visionOS)
      .visionOS
    #else
      .iOS
    #endif
  }

  /// How `presentation` shows here.
  func shown(_ presentation: Presentation) -> Presentation {
    switch (self, presentation) {
    case (.macOS, .cover), (.visionOS, .inspector): .sheet
    default: presentation
    }
  }
}

/// A split column's list, or a list screen of a split shown as one stack:
/// the selection it binds.
@_spi(WayfinderInternals) public struct ColumnID<Tab: Hashable & Sendable>: Hashable, Sendable {
  /// The stack the split shows.
  package let location: StackLocation<Tab>
  /// The column: 0 for the sidebar, 1 for the content column of three.
  package let column: Int

  /// The list of `column` in the split of the stack at `location`.
  ///
  /// - Parameters:
  ///   - location: The stack the split shows.
  ///   - column: 0 for the sidebar, 1 for the content column of three.
  package init(_ location: StackLocation<Tab>, column: Int) {
    (self.location, self.column) = (location, column)
  }
}

/// What every binding of the host reads, for one state shown in one size
/// class: a pure function of them. The adapter keeps one, and tells views
/// only about the parts that changed.
struct LayerProjection<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Equatable {
  var layers: [LayerID<Tab>: NavigationLayer<Tab, Route>] = [:]
  var selections: [ColumnID<Tab>: Route] = [:]
  /// The dialog the front layer of the shown stack shows, if any: at most one.
  var dialog: (layer: LayerID<Tab>, dialog: Dialog)?
  /// For each layer with any, the tokens of its path elements whose step
  /// confirms leaving (their Back asks the navigator, which asks the user).
  var confirming: [LayerID<Tab>: Set<UInt64>] = [:]

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.layers == rhs.layers && lhs.selections == rhs.selections && lhs.dialog?.layer == rhs.dialog?.layer
      && lhs.dialog?.dialog == rhs.dialog?.dialog && lhs.confirming == rhs.confirming
  }

  /// The projection of `state` for `sizeClass`: each stack laid out as
  /// `layout` says (a split's first steps are its columns' selections in
  /// regular width), each element with the token `tokens` gives its step
  /// (the step's index plus one where it gives none).
  init(
    _ state: NavigationState<Tab, Route>, sizeClass: SizeClass, platform: Platform,
    layout: @escaping (StackLocation<Tab>) -> NavigationLayout,
    tokens: [StackLocation<Tab>: [UInt64]] = [:],
    disablesDismissal: @escaping (Route, StackLocation<Tab>) -> Bool = { _, _ in false }
  ) {
    let projecting = Projecting(
      sizeClass: sizeClass, platform: platform, layout: layout, tokens: tokens, disablesDismissal: disablesDismissal)
    switch state {
    case .stack(let stack):
      _ = projecting.project(stack, at: .single, into: &self)
    case .tabs(let tabs):
      var shownTop: LayerID<Tab>?
      for (index, tab) in tabs.order.enumerated() {
        let top = projecting.project(tabs.stacks[index], at: .tab(tab), into: &self)
        if index == tabs.selectedIndex { shownTop = top }
      }
      let overTabs = tabs.modalOverTabs
      _ = projecting.project(overTabs, at: .modalOverTabs, into: &self)
      // One presentation chain per window: the modal over all tabs is
      // presented by the tab view (``LayerID/tabView``), or, when the
      // selected tab shows modals, from the top of them.
      let presenter = shownTop.flatMap { $0.modalDepth > 0 ? $0 : nil } ?? .tabView
      let item = overTabs.isEmpty ? nil : projecting.item(at: 0, of: overTabs, at: .modalOverTabs)
      if presenter == .tabView {
        layers[presenter] = NavigationLayer(id: presenter, root: nil, path: [], presented: item)
      } else if let item, let below = layers[presenter] {
        layers[presenter] = NavigationLayer(id: below.id, root: below.root, path: below.path, presented: item)
      }
    }
    dialog = Self.dialog(of: state)
  }

  /// How a projection is made: the window's size class and platform, each
  /// stack's layout, the tokens of its steps, and which routes' dismissal
  /// the app turns off.
  private struct Projecting {
    let sizeClass: SizeClass
    let platform: Platform
    let layout: (StackLocation<Tab>) -> NavigationLayout
    let tokens: [StackLocation<Tab>: [UInt64]]
    let disablesDismissal: (Route, StackLocation<Tab>) -> Bool

    /// The modal the step at `index` of `stack` opens, at `location`: not
    /// dismissable by a drag when the app says so, or when a screen it holds
    /// hides Back or confirms leaving.
    func item(at index: Int, of stack: BackStack<Route>, at location: StackLocation<Tab>) -> ModalItem<Tab, Route> {
      let steps = stack.steps
      let end = stack.modalStepIndices.first { $0 > index } ?? steps.count
      return ModalItem(
        layer: LayerID(location, modalDepth: index + 1), route: steps[index].route,
        presentation: platform.shown(steps[index].presentation),
        dismissalDisabled: disablesDismissal(steps[index].route, location)
          || steps[index..<end].contains { $0.hidesBack || $0.confirmsLeaving })
    }

    /// Projects the stack at `location` into `projection`: its columns'
    /// selections, its base layer and a layer per modal. Returns its top layer.
    func project(
      _ stack: BackStack<Route>, at location: StackLocation<Tab>, into projection: inout LayerProjection
    ) -> LayerID<Tab> {
      let steps = stack.steps
      let modals = stack.modalStepIndices
      let baseEnd = modals.first ?? steps.count
      let layout = layout(location)
      for column in 0..<layout.selectingColumns where column < baseEnd {
        projection.selections[ColumnID(location, column: column)] = steps[column].route
      }
      let rootStart = layout.pathStart(in: sizeClass, depth: baseEnd)
      var top = LayerID(location)
      let stepTokens = tokens[location] ?? []
      func elements(_ range: Range<Int>) -> [PathElement<Route>] {
        var elements: [PathElement<Route>] = []
        elements.reserveCapacity(range.count)
        for index in range {
          let step = steps[index]
          let token = index < stepTokens.count ? stepTokens[index] : UInt64(index + 1)
          if step.confirmsLeaving { projection.confirming[top, default: []].insert(token) }
          elements.append(PathElement(route: step.route, hidesBack: step.hidesBack, token: token))
        }
        return elements
      }
      if location != .modalOverTabs {
        projection.layers[top] = NavigationLayer(
          id: top, root: nil, path: elements(rootStart..<baseEnd),
          presented: modals.first.map { item(at: $0, of: stack, at: location) })
      }
      for (position, index) in modals.enumerated() {
        let end = position + 1 < modals.count ? modals[position + 1] : steps.count
        top = LayerID(location, modalDepth: index + 1)
        projection.layers[top] = NavigationLayer(
          id: top, root: steps[index].route, path: elements((index + 1)..<end),
          presented: position + 1 < modals.count ? item(at: modals[position + 1], of: stack, at: location) : nil)
      }
      return top
    }
  }

  init() {}

  /// The dialog the state shows, and the layer that shows it: the front
  /// layer of the shown stack. O(1).
  static func dialog(of state: NavigationState<Tab, Route>) -> (layer: LayerID<Tab>, dialog: Dialog)? {
    let shown = state.shownLocation
    guard let stack = state.stack(at: shown), let dialog = stack.dialog else { return nil }
    return (LayerID(shown, modalDepth: stack.modalStepIndices.last.map { $0 + 1 } ?? 0), dialog)
  }

  /// The layer whose path shows the top of `stack`, at `location` (its last
  /// modal's, or its root's), and the index of the step its path starts
  /// at; `nil` when the top shows in no path (a split's columns, or the
  /// empty modal over all tabs). O(1).
  static func topLayer(
    of stack: BackStack<Route>, at location: StackLocation<Tab>, sizeClass: SizeClass, layout: NavigationLayout
  ) -> (id: LayerID<Tab>, start: Int)? {
    if let last = stack.modalStepIndices.last { return (LayerID(location, modalDepth: last + 1), last + 1) }
    guard location != .modalOverTabs else { return nil }
    return (LayerID(location), layout.pathStart(in: sizeClass, depth: stack.count))
  }
}
