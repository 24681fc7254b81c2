import Wayfinder

extension NavigationState {
  /// What the user sees for this state in `sizeClass`, as text: one line per
  /// element, indented by container. The tab bar (or sidebar), the split's
  /// columns with their selection, each stack's screens and whether Back
  /// shows, the presentations with their style, and the dialog with its
  /// buttons. Hidden tabs show nothing, as on screen.
  ///
  /// For `#expect` and for outlines kept in files beside the tests:
  ///
  /// ```swift
  /// #expect(navigator.state.outline(.compact) == """
  ///   tabs: [home] | settings
  ///     stack › profile  ‹ Back
  ///     sheet "export": stack
  ///   """)
  /// ```
  ///
  /// It is drawn from `NavigationProjection`: the same rules the hosts
  /// show the state by (a popover or inspector shows as a sheet in compact
  /// width; a split's selections are one stack there).
  ///
  /// - Parameters:
  ///   - sizeClass: The window's size class.
  ///   - layouts: How each stack is laid out: the app's
  ///     `Navigator.layouts`.
  ///   - tabsAsSidebar: Whether the tab bar shows as a sidebar (an
  ///     adaptable tab view in regular width).
  ///   - title: A screen's title.
  /// - Returns: The outline, without a final newline.
  public func outline(
    _ sizeClass: SizeClass, layouts: NavigationLayouts<Tab> = NavigationLayouts(), tabsAsSidebar: Bool = false,
    title: (Route) -> String = { "\($0)" }
  ) -> String {
    let projection = NavigationProjection(self, sizeClass: sizeClass, layouts: layouts)
    return withoutActuallyEscaping(title) { title in
      ScreenOutline(projection: projection, title: title).lines(tabsAsSidebar).joined(separator: "\n")
    }
  }
}

/// The lines of an outline, from a projection.
struct ScreenOutline<Tab: Hashable & Sendable, Route: Hashable & Sendable> {
  let projection: NavigationProjection<Tab, Route>
  let title: (Route) -> String
  var layout: NavigationLayout { projection.layout }

  func lines(_ tabsAsSidebar: Bool) -> [String] {
    var lines: [String] = []
    var depth = 0
    if let selected = projection.selectedTab {
      let titles = projection.tabs.map { $0 == selected ? "[\($0)]" : "\($0)" }
      lines.append((tabsAsSidebar ? "tabs (sidebar): " : "tabs: ") + titles.joined(separator: " | "))
      depth = 1
    }
    lines += columns(depth: depth)
    var dialogDepth = depth
    for modal in projection.modals {
      lines.append(pad(depth) + "\(style(of: modal)) \"\(title(modal.step.route))\": " + stack(modal.pushed))
      dialogDepth = depth + 1
    }
    if let dialog = projection.dialog { lines += self.dialog(dialog, depth: dialogDepth) }
    return lines
  }

  /// The columns: one stack, or a split.
  private func columns(depth: Int) -> [String] {
    let columns = projection.columns
    if columns.count == 1 {
      let collapsed = layout.columnCount(in: .regular) > 1
      return collapsed
        ? [pad(depth) + "split, collapsed", pad(depth + 1) + stack(columns[0].pushed)]
        : [pad(depth) + stack(columns[0].pushed)]
    }
    var lines = [pad(depth) + "split, \(columns.count) columns"]
    for column in columns {
      switch column.role {
      case .sidebar: lines.append(pad(depth + 1) + "sidebar:")
      case .content: lines.append(pad(depth + 1) + "content:" + (column.isPlaceholder ? " (empty)" : ""))
      case .detail, .stack:
        lines.append(pad(depth + 1) + "detail: " + (column.isPlaceholder ? "(empty)" : stack(column.pushed)))
      }
      if let selection = column.selection { lines.append(pad(depth + 2) + "● " + title(selection)) }
    }
    return lines
  }

  /// A stack: its pushed screens' titles, and whether Back shows.
  private func stack(_ pushed: ArraySlice<Step<Route>>) -> String {
    (["stack"] + pushed.map { title($0.route) }).joined(separator: " › ") + back(pushed)
  }

  /// Whether the top pushed screen shows Back.
  private func back(_ pushed: ArraySlice<Step<Route>>) -> String {
    guard let top = pushed.last else { return "" }
    return top.hidesBack ? "  (Back hidden)" : "  ‹ Back"
  }

  private func style(of modal: NavigationProjection<Tab, Route>.Modal) -> String {
    let shown = modal.shownAs
    let name = shown == .cover ? "fullScreenCover" : shown.rawValue
    return shown == modal.step.presentation ? name : "\(modal.step.presentation.rawValue) as \(name)"
  }

  private func dialog(_ dialog: Dialog, depth: Int) -> [String] {
    var lines = [pad(depth) + "\(dialog.style.rawValue) \"\(dialog.title)\""]
    if let message = dialog.message { lines.append(pad(depth + 1) + "\"\(message)\"") }
    for button in dialog.buttons {
      lines.append(pad(depth + 1) + "[\(button.title)\(button.role.map { " (\($0.rawValue))" } ?? "")]")
    }
    return lines
  }

  private func pad(_ depth: Int) -> String { String(repeating: "  ", count: depth) }
}
