import Wayfinder

/// Draws a projection into a frame: a pure function of the projection, the screens'
/// contents, the cursors and the size. No terminal is needed, so every frame
/// can be tested as text.
///
/// Rows, top to bottom: the tab bar (when there are tabs), the title bar
/// (`‹ Back` when Back is available, the title, the size class), the
/// breadcrumb of the stack, a rule, the body (split columns side by side, or
/// one stack), and the status line. A modal is a framed overlay with its own
/// title and stack: a sheet or a cover over most of the body, a popover a
/// smaller box at the top right, an inspector a panel along the right edge
/// (popovers and inspectors show as sheets in compact width). A dialog is a
/// box in the middle, over everything; help is another overlay.
public struct FrameRenderer<Tab: Hashable & Sendable, Route: Hashable & Sendable, Command: Hashable & Sendable> {
  /// The smallest frame anything is drawn in; below it, a message says so.
  package static var minimumSize: (width: Int, height: Int) { (40, 12) }

  /// The projection to draw.
  package var projection: NavigationProjection<Tab, Route>
  /// The tab bar's labels, in tab order.
  package var tabTitles: [String]
  /// The content of a screen: `nil` is the shown stack's root.
  package var content: (Route?) -> ScreenContent<Route, Command>
  /// The text of a column with nothing selected before it.
  package var placeholder: String
  /// The cursor of the screen at each level, as the user left it (by
  /// default its selection, or its first item).
  package var cursors: [ScreenLevel: Int]
  /// The status line.
  package var status: String
  /// Help lines, shown over everything when not empty.
  package var help: [String]
  /// The button of the projection's dialog the cursor is on.
  package var dialogChoice: Int

  /// A renderer of `projection`.
  ///
  /// - Parameters:
  ///   - projection: The projection to draw.
  ///   - tabTitles: The tab bar's labels, in tab order.
  ///   - placeholder: The text of a column with nothing selected before it.
  ///   - cursors: The cursor of the screen at each level.
  ///   - status: The status line.
  ///   - help: Help lines, shown over everything when not empty.
  ///   - content: The content of a screen: `nil` is the shown stack's root.
  public init(
    projection: NavigationProjection<Tab, Route>, tabTitles: [String] = [], placeholder: String = "Empty",
    cursors: [ScreenLevel: Int] = [:], status: String = "", help: [String] = [],
    content: @escaping (Route?) -> ScreenContent<Route, Command>
  ) {
    self.projection = projection
    self.tabTitles = tabTitles
    self.content = content
    self.placeholder = placeholder
    self.cursors = cursors
    self.status = status
    self.help = help
    self.dialogChoice = 0
  }

  /// What each screen of the projection shows, each asked for once.
  var contents: ProjectionContents<Tab, Route, Command> {
    ProjectionContents(projection, placeholder: placeholder, content: content)
  }

  /// The frame of `width` × `height`, each clamped as ``Frame`` clamps them.
  ///
  /// - Parameters:
  ///   - width: The width in columns.
  ///   - height: The height in rows.
  /// - Returns: The frame; below 40 columns by 12 rows, one that says the
  ///   terminal is too small.
  public func render(width: Int, height: Int) -> Frame {
    var frame = Frame(width: width, height: height)
    let (width, height) = (frame.width, frame.height)
    let minimum = Self.minimumSize
    guard width >= minimum.width, height >= minimum.height else {
      let message = "Terminal too small: need \(minimum.width)×\(minimum.height), have \(width)×\(height)"
      let lines = Self.wrap(message, width: width)
      for (offset, line) in lines.enumerated() {
        frame.write(
          line, column: max(0, (width - line.count) / 2), row: (height - lines.count) / 2 + offset, style: .bold)
      }
      return frame
    }

    var row = 0
    if let selectedTab = projection.selectedTab {
      drawTabBar(projection.tabs, selected: selectedTab, into: &frame)
      row += 1
    }
    let contents = contents
    drawTitleBar(title: contents.front.title, into: &frame, row: row)
    drawBreadcrumb(into: &frame, row: row + 1)
    frame.write(String(repeating: "─", count: width), column: 0, row: row + 2, style: .dim)
    let bodyTop = row + 3
    let bodyHeight = height - bodyTop - 1
    drawColumns(contents.columns, into: &frame, top: bodyTop, height: bodyHeight)
    if !projection.modals.isEmpty { drawModal(contents.front, into: &frame, top: bodyTop, height: bodyHeight) }
    if let dialog = projection.dialog { drawDialog(dialog, into: &frame) }
    if !help.isEmpty { drawHelp(into: &frame) }
    frame.fill(column: 0, row: height - 1, width: width, height: 1, style: .reverse)
    frame.write(" " + status, column: 0, row: height - 1, style: .reverse)
    return frame
  }

  /// `text` in lines of at most `width` characters, broken between words
  /// (a word longer than a line is cut).
  static func wrap(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if line.isEmpty {
        line = String(word.prefix(width))
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word.prefix(width))
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  func drawTabBar(_ tabs: [Tab], selected: Tab, into frame: inout Frame) {
    let labels = tabs.indices.map { index in
      "\(index + 1) \(index < tabTitles.count ? tabTitles[index] : String(describing: tabs[index]))"
    }
    let full = labels.map(\.count).reduce(0, +) + labels.count * 2 + 1
    var x = 1
    for (index, label) in labels.enumerated() {
      let isSelected = tabs[index] == selected
      let shown = isSelected || full <= frame.width ? label : "\(index + 1)"
      frame.write(" \(shown) ", column: x, row: 0, style: isSelected ? [.reverse, .bold] : [])
      x += shown.count + 3
    }
  }

  func drawTitleBar(title: String, into frame: inout Frame, row: Int) {
    if projection.back != nil { frame.write("‹ Back", column: 1, row: row, style: .bold) }
    let room = frame.width - 20
    let shown = title.count > room ? String(title.prefix(max(0, room - 1))) + "…" : title
    frame.write(shown, column: max(8, (frame.width - shown.count) / 2), row: row, style: .bold)
    let size = projection.sizeClass.rawValue
    frame.write(size, column: frame.width - size.count - 1, row: row, style: .dim)
  }

  /// The titles of the stack from the root to the top, the front cut when long.
  func drawBreadcrumb(into frame: inout Frame, row: Int) {
    var titles: [String] = []
    var used = 0
    let budget = frame.width - 4
    var routes: [Route] = []
    for modal in projection.modals.reversed() {
      routes += modal.pushed.reversed().map(\.route)
      routes.append(modal.step.route)
      if routes.count * 3 > budget { break }
    }
    for column in projection.columns.reversed() where routes.count * 3 <= budget {
      routes += column.pushed.suffix(budget / 3).reversed().map(\.route)
      if let root = column.root { routes.append(root.route) }
    }
    var truncated = false
    for route in routes {
      let title = content(route).title
      if used + title.count + 3 > budget {
        truncated = true
        break
      }
      titles.insert(title, at: 0)
      used += title.count + 3
    }
    if !truncated {
      let rootTitle = content(nil).title
      if used + rootTitle.count <= budget { titles.insert(rootTitle, at: 0) } else { truncated = true }
    }
    let text = (truncated ? "… › " : "") + titles.joined(separator: " › ")
    frame.write(text, column: 1, row: row, style: .dim, limit: frame.width - 2)
  }

  func drawColumns(_ contents: [ScreenContent<Route, Command>?], into frame: inout Frame, top: Int, height: Int) {
    let columns = projection.columns
    let widths = Self.columnWidths(total: frame.width, count: columns.count)
    var x = 0
    for (index, column) in columns.enumerated() {
      let width = widths[index]
      if index > 0 {
        for y in top..<(top + height) { frame.write("│", column: x - 1, row: y, style: .dim) }
      }
      let front = projection.modals.isEmpty && index == projection.frontColumnIndex
      if let screen = contents[index] {
        drawPane(
          screen, level: column.topLevel, selection: column.selection, front: front, showsTitle: columns.count > 1,
          into: &frame, column: x, row: top, width: width, height: height)
      } else {
        frame.write(
          placeholder, column: x + max(0, (width - placeholder.count) / 2), row: top + height / 2, style: .dim)
      }
      x += width + 1
    }
  }

  /// Column widths for `count` columns in `total` columns, separators included.
  static func columnWidths(total: Int, count: Int) -> [Int] {
    let usable = total - (count - 1)
    switch count {
    case 1: return [total]
    case 2:
      let first = usable * 3 / 10
      return [first, usable - first]
    default:
      let first = usable / 4
      let second = usable * 3 / 10
      return [first, second, usable - first - second]
    }
  }

  func drawModal(_ screen: ScreenContent<Route, Command>, into frame: inout Frame, top: Int, height: Int) {
    guard let modal = projection.modals.last else { return }
    let box: (column: Int, row: Int, width: Int, height: Int)
    switch modal.shownAs {
    case .popover:
      let width = min(frame.width - 4, max(36, frame.width / 2))
      box = (frame.width - width - 2, top, width, min(height, max(6, height * 2 / 3)))
    case .inspector:
      let width = min(frame.width - 4, max(30, frame.width / 3))
      box = (frame.width - width, top - 1, width, height + 1)
    default:
      let margin = max(2, frame.width / 10)
      box = (margin, top + 1, frame.width - 2 * margin, max(4, height - 2))
    }
    var kind = Self.name(of: modal.shownAs)
    if modal.shownAs != modal.step.presentation { kind += " (\(Self.name(of: modal.step.presentation).lowercased()))" }
    if modal.isOverTabs { kind += " over all tabs" }
    let depth = projection.modals.count > 1 ? " (\(projection.modals.count) modals)" : ""
    frame.box(
      column: box.column, row: box.row, width: box.width, height: box.height,
      title: "\(kind): \(content(modal.step.route).title)\(depth)")
    drawPane(
      screen, level: modal.topLevel, selection: nil, front: projection.dialog == nil, showsTitle: true, into: &frame,
      column: box.column + 2, row: box.row + 1, width: box.width - 4, height: box.height - 2)
  }

  /// How a presentation is named on screen.
  static func name(of presentation: Presentation) -> String {
    switch presentation {
    case .push: "Push"
    case .sheet: "Sheet"
    case .cover: "Cover"
    case .popover: "Popover"
    case .inspector: "Inspector"
    }
  }

  /// Draws `dialog` in the middle of the frame: its title, its message, and
  /// its buttons (in a row for an alert, one per line for a confirmation
  /// dialog), the one at ``dialogChoice`` highlighted.
  func drawDialog(_ dialog: Dialog, into frame: inout Frame) {
    let labels = dialog.buttons.map { "[ \($0.title) ]" }
    let isAlert = dialog.style == .alert
    let buttonsWidth =
      isAlert ? labels.map(\.count).reduce(0, +) + 2 * (labels.count - 1) : labels.map(\.count).max() ?? 0
    let width = min(frame.width - 4, max(30, dialog.title.count + 6, buttonsWidth + 6))
    let message = dialog.message.map { Self.wrap($0, width: width - 6) } ?? []
    let buttonRows = isAlert ? 1 : labels.count
    let height = min(frame.height - 2, 4 + (message.isEmpty ? 0 : message.count + 1) + buttonRows)
    let column = (frame.width - width) / 2
    let row = max(0, (frame.height - height) / 2)
    frame.fill(column: column, row: row, width: width, height: height)
    frame.box(
      column: column, row: row, width: width, height: height,
      title: isAlert ? "Alert" : "Confirm")
    var y = row + 1
    frame.write(
      dialog.title, column: column + max(2, (width - dialog.title.count) / 2), row: y, style: .bold, limit: width - 4)
    y += 1
    for line in message where y < row + height - 1 - buttonRows {
      y += line == message.first ? 1 : 0
      frame.write(line, column: column + 3, row: y, limit: width - 6)
      y += 1
    }
    y = row + height - 1 - buttonRows
    var x = column + max(2, (width - buttonsWidth) / 2)
    for (index, label) in labels.enumerated() {
      var style: CellStyle = index == dialogChoice ? [.reverse, .bold] : []
      if dialog.buttons[index].role == .destructive { style.insert(.bold) }
      if dialog.buttons[index].role == .cancel && index != dialogChoice { style.insert(.dim) }
      frame.write(label, column: x, row: y, style: style, limit: width - 4)
      if index == dialogChoice { frame.write(">", column: x - 1, row: y, style: .bold, limit: 1) }
      if isAlert { x += label.count + 2 } else { y += 1 }
    }
  }

  func drawHelp(into frame: inout Frame) {
    let width = min(frame.width - 4, (help.map(\.count).max() ?? 0) + 6)
    let height = min(frame.height - 2, help.count + 2)
    let column = (frame.width - width) / 2
    let row = (frame.height - height) / 2
    frame.box(column: column, row: row, width: width, height: height, title: "Keys")
    for (offset, line) in help.prefix(height - 2).enumerated() {
      frame.write(line, column: column + 3, row: row + 1 + offset, limit: width - 4)
    }
  }

  /// Draws one screen: its title (in splits and modals), its text, then its
  /// items, scrolled so that the cursor is visible.
  func drawPane(
    _ screen: ScreenContent<Route, Command>, level: ScreenLevel, selection: Route?, front: Bool, showsTitle: Bool,
    into frame: inout Frame, column: Int, row: Int, width: Int, height: Int
  ) {
    var y = row
    let bottom = row + height
    if showsTitle {
      frame.write(" " + screen.title, column: column, row: y, style: front ? [.bold] : [.bold, .dim], limit: width)
      y += 2
    }
    for line in screen.lines where y < bottom {
      frame.write(" " + line, column: column, row: y, limit: width)
      y += 1
    }
    if !screen.lines.isEmpty { y += 1 }
    guard !screen.items.isEmpty, y < bottom else { return }
    let cursor = CursorMemory<Tab, Route>.resolve(cursors[level], items: screen.items, selection: selection)
    let rows = bottom - y
    let offset = max(0, min(cursor - rows + 1, screen.items.count - rows))
    let visible = screen.items[offset..<min(screen.items.count, offset + rows)]
    for (index, item) in zip(visible.indices, visible) {
      let isCursor = front && index == cursor
      let isSelected = selection != nil && item.action.selectedRoute == selection
      let marker = (isCursor ? ">" : " ") + (isSelected ? "*" : " ")
      var style: CellStyle = isCursor ? [.reverse] : []
      if isSelected { style.insert(.bold) }
      if case .none = item.action { style.insert(.dim) }
      frame.fill(column: column, row: y, width: width, height: 1, style: style)
      frame.write(marker + " " + item.label, column: column, row: y, style: style, limit: width)
      y += 1
    }
    if offset + rows < screen.items.count {
      frame.fill(column: column, row: bottom - 1, width: width, height: 1)
      frame.write(
        "  ↓ \(screen.items.count - offset - rows) more", column: column, row: bottom - 1, style: .dim, limit: width)
    }
  }
}
