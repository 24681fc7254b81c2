/// How a cell is drawn.
package struct CellStyle: OptionSet, Hashable, Sendable {
  /// The style's bits.
  package let rawValue: UInt8
  /// The style with these bits.
  ///
  /// - Parameter rawValue: The bits: 1 bold, 2 reverse, 4 dim.
  package init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Bold text.
  package static let bold = CellStyle(rawValue: 1)
  /// Foreground and background swapped: a highlight.
  package static let reverse = CellStyle(rawValue: 2)
  /// Faint text.
  package static let dim = CellStyle(rawValue: 4)
}

/// One character cell of a frame: one Unicode scalar, one column wide.
package struct Cell: Hashable, Sendable {
  /// The scalar shown.
  package var scalar: Unicode.Scalar
  /// How it is drawn.
  package var style: CellStyle

  /// A cell showing `scalar` with `style`.
  ///
  /// - Parameters:
  ///   - scalar: The scalar shown, as it is (``Frame``'s drawing replaces control characters).
  ///   - style: How it is drawn.
  package init(_ scalar: Unicode.Scalar = " ", style: CellStyle = []) {
    self.scalar = scalar
    self.style = style
  }
}

/// A grid of cells: one whole screen, drawn at once.
///
/// Drawing is clipped to the grid: nothing drawn outside it has any effect,
/// so callers never need to check bounds, whatever the arguments (`Int.min`
/// and `Int.max` included). Each Unicode scalar of drawn text takes one cell
/// (wide and combining characters are not measured). Control characters
/// (C0, DEL and C1) are drawn as spaces, so text can never send the terminal
/// a command.
///
/// A frame is at most ``maximumWidth`` × ``maximumHeight`` cells: larger
/// sizes are clamped, so a huge terminal or a bad argument cannot make it
/// allocate without bound.
public struct Frame: Hashable, Sendable {
  /// The widest frame: 1,024 columns.
  public static let maximumWidth = 1_024
  /// The tallest frame: 512 rows.
  public static let maximumHeight = 512

  /// The width in columns.
  public let width: Int
  /// The height in rows.
  public let height: Int
  /// The cells, row by row.
  package private(set) var cells: [Cell]

  /// A blank frame of `width` × `height`, each clamped to
  /// `0...maximumWidth` and `0...maximumHeight`.
  ///
  /// - Parameters:
  ///   - width: The width in columns.
  ///   - height: The height in rows.
  public init(width: Int, height: Int) {
    self.width = Self.clamp(width, to: Self.maximumWidth)
    self.height = Self.clamp(height, to: Self.maximumHeight)
    cells = Array(repeating: Cell(), count: self.width * self.height)
  }

  /// `value` limited to `0...maximum`.
  static func clamp(_ value: Int, to maximum: Int) -> Int { min(max(0, value), maximum) }

  /// The cells `start..<start + length` that lie in `0..<size`; empty when none
  /// do. Never overflows.
  static func visible(from start: Int, length: Int, in size: Int) -> Range<Int> {
    let (end, overflow) = start.addingReportingOverflow(max(0, length))
    let lower = min(max(0, start), size)
    let upper = overflow ? size : min(max(0, end), size)
    return lower..<max(lower, upper)
  }

  /// The scalar drawn for `scalar`: a space for a control character.
  static func printable(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F: " "
    default: scalar
    }
  }

  /// The cell at `column`, `row`, or `nil` outside the frame.
  ///
  /// - Parameters:
  ///   - column: The column, 0 at the left.
  ///   - row: The row, 0 at the top.
  /// - Returns: The cell, or `nil`.
  package subscript(column: Int, row: Int) -> Cell? {
    guard (0..<width).contains(column), (0..<height).contains(row) else { return nil }
    return cells[row * width + column]
  }

  /// Writes `text` from `column`, `row`, cut at `limit` columns (and at the frame's edge).
  ///
  /// - Parameters:
  ///   - text: The text: one cell per Unicode scalar, control characters as spaces.
  ///   - column: The column of its first scalar (it may be off the frame).
  ///   - row: The row.
  ///   - style: How its cells are drawn.
  ///   - limit: The most columns it takes.
  package mutating func write(_ text: String, column: Int, row: Int, style: CellStyle = [], limit: Int = .max) {
    guard (0..<height).contains(row) else { return }
    let columns = Self.visible(from: column, length: limit, in: width)
    guard !columns.isEmpty else { return }
    // The scalars before the frame's left edge are skipped, not drawn.
    var x = column
    for scalar in text.unicodeScalars {
      if x >= columns.upperBound { break }
      if x >= columns.lowerBound { cells[row * width + x] = Cell(Self.printable(scalar), style: style) }
      x += 1
    }
  }

  /// Fills a rectangle with `scalar`.
  ///
  /// - Parameters:
  ///   - column: The rectangle's left column.
  ///   - row: Its top row.
  ///   - fillWidth: Its width in columns.
  ///   - fillHeight: Its height in rows.
  ///   - scalar: The scalar in each cell (a control character fills with spaces).
  ///   - style: How the cells are drawn.
  package mutating func fill(
    column: Int, row: Int, width fillWidth: Int, height fillHeight: Int, with scalar: Unicode.Scalar = " ",
    style: CellStyle = []
  ) {
    let cell = Cell(Self.printable(scalar), style: style)
    let columns = Self.visible(from: column, length: fillWidth, in: width)
    for y in Self.visible(from: row, length: fillHeight, in: height) {
      for x in columns { cells[y * width + x] = cell }
    }
  }

  /// Draws a box border with `title` in its top edge; the inside is cleared.
  /// A box reaching past the frame is clipped like any drawing.
  ///
  /// - Parameters:
  ///   - column: The box's left column.
  ///   - row: Its top row.
  ///   - boxWidth: Its width in columns, borders included (less than 2 draws nothing).
  ///   - boxHeight: Its height in rows, borders included (less than 2 draws nothing).
  ///   - title: The title in its top edge, bold; none when empty.
  package mutating func box(column: Int, row: Int, width boxWidth: Int, height boxHeight: Int, title: String = "") {
    guard boxWidth >= 2, boxHeight >= 2 else { return }
    fill(column: column, row: row, width: boxWidth, height: boxHeight)
    // The edges' far ends, or nil when they lie past any frame.
    let right = column.addingReportingOverflow(boxWidth - 1)
    let bottom = row.addingReportingOverflow(boxHeight - 1)
    let inner = (width: boxWidth - 2, height: boxHeight - 2)
    fill(column: column &+ 1, row: row, width: inner.width, height: 1, with: "─")
    fill(column: column, row: row &+ 1, width: 1, height: inner.height, with: "│")
    write("┌", column: column, row: row)
    if !right.overflow {
      write("┐", column: right.partialValue, row: row)
      fill(column: right.partialValue, row: row &+ 1, width: 1, height: inner.height, with: "│")
    }
    if !bottom.overflow {
      fill(column: column &+ 1, row: bottom.partialValue, width: inner.width, height: 1, with: "─")
      write("└", column: column, row: bottom.partialValue)
      if !right.overflow { write("┘", column: right.partialValue, row: bottom.partialValue) }
    }
    if !title.isEmpty {
      let titleColumn = column.addingReportingOverflow(2)
      if !titleColumn.overflow {
        write(" \(title) ", column: titleColumn.partialValue, row: row, style: .bold, limit: boxWidth - 4)
      }
    }
  }

  /// The frame as plain text: one line per row, trailing spaces removed.
  public var text: String {
    lines.joined(separator: "\n")
  }

  /// The rows as plain text, trailing spaces removed.
  package var lines: [String] {
    (0..<height).map { row in
      var scalars = String.UnicodeScalarView()
      scalars.append(contentsOf: cells[(row * width)..<((row + 1) * width)].lazy.map(\.scalar))
      while scalars.last == " " { scalars.removeLast() }
      return String(scalars)
    }
  }

  /// The frame as terminal output: cursor home, every row with its styles.
  /// Written in one piece, it replaces the screen without flicker.
  package var ansi: String {
    var output = "\u{1B}[H"
    var current: CellStyle = []
    for row in 0..<height {
      if row > 0 { output += "\r\n" }
      for cell in cells[(row * width)..<((row + 1) * width)] {
        if cell.style != current {
          output += Self.sgr(cell.style)
          current = cell.style
        }
        output.unicodeScalars.append(cell.scalar)
      }
    }
    return output + "\u{1B}[0m"
  }

  static func sgr(_ style: CellStyle) -> String {
    var codes = ["0"]
    if style.contains(.bold) { codes.append("1") }
    if style.contains(.dim) { codes.append("2") }
    if style.contains(.reverse) { codes.append("7") }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }
}
