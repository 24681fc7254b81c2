/// How a cell is drawn.
public struct CellStyle: OptionSet, Hashable, Sendable {
  /// The style's bits.
  public let rawValue: UInt8
  /// The style with these bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Bold text.
  public static let bold = CellStyle(rawValue: 1)
  /// Foreground and background swapped: a highlight.
  public static let reverse = CellStyle(rawValue: 2)
  /// Faint text.
  public static let dim = CellStyle(rawValue: 4)
}

/// One character cell of a frame: one Unicode scalar, one column wide.
public struct Cell: Hashable, Sendable {
  /// The scalar shown.
  public var scalar: Unicode.Scalar
  /// How it is drawn.
  public var style: CellStyle

  /// A cell showing `scalar` with `style`.
  public init(_ scalar: Unicode.Scalar = " ", style: CellStyle = []) {
    self.scalar = scalar
    self.style = style
  }
}

/// A grid of cells: one whole screen, drawn at once.
///
/// Drawing is clipped to the grid: nothing drawn outside it has any effect,
/// so callers never need to check bounds. Each Unicode scalar of drawn text
/// takes one cell (wide and combining characters are not measured).
public struct Frame: Hashable, Sendable {
  /// The width in columns.
  public let width: Int
  /// The height in rows.
  public let height: Int
  /// The cells, row by row.
  public private(set) var cells: [Cell]

  /// A blank frame of `width` × `height` (negative sizes count as 0).
  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: Cell(), count: self.width * self.height)
  }

  /// The cell at `column`, `row`, or `nil` outside the frame.
  public subscript(column: Int, row: Int) -> Cell? {
    guard (0..<width).contains(column), (0..<height).contains(row) else { return nil }
    return cells[row * width + column]
  }

  /// Writes `text` from `column`, `row`, cut at `limit` columns (and at the frame's edge).
  public mutating func write(_ text: String, column: Int, row: Int, style: CellStyle = [], limit: Int = .max) {
    guard (0..<height).contains(row) else { return }
    var x = column
    let end = min(width, column.addingReportingOverflow(max(0, limit)).overflow ? width : column + max(0, limit))
    for scalar in text.unicodeScalars {
      guard x < end else { break }
      if x >= 0 { cells[row * width + x] = Cell(scalar.value < 0x20 ? " " : scalar, style: style) }
      x += 1
    }
  }

  /// Fills a rectangle with `character`.
  public mutating func fill(
    column: Int, row: Int, width fillWidth: Int, height fillHeight: Int, with scalar: Unicode.Scalar = " ",
    style: CellStyle = []
  ) {
    for y in max(0, row)..<min(height, row + max(0, fillHeight)) {
      for x in max(0, column)..<min(width, column + max(0, fillWidth)) {
        cells[y * width + x] = Cell(scalar, style: style)
      }
    }
  }

  /// Draws a box border with `title` in its top edge; the inside is cleared.
  public mutating func box(column: Int, row: Int, width boxWidth: Int, height boxHeight: Int, title: String = "") {
    guard boxWidth >= 2, boxHeight >= 2 else { return }
    fill(column: column, row: row, width: boxWidth, height: boxHeight)
    let right = column + boxWidth - 1
    let bottom = row + boxHeight - 1
    write("┌" + String(repeating: "─", count: boxWidth - 2) + "┐", column: column, row: row)
    write("└" + String(repeating: "─", count: boxWidth - 2) + "┘", column: column, row: bottom)
    for y in (row + 1)..<bottom {
      write("│", column: column, row: y)
      write("│", column: right, row: y)
    }
    if !title.isEmpty { write(" \(title) ", column: column + 2, row: row, style: .bold, limit: boxWidth - 4) }
  }

  /// The frame as plain text: one line per row, trailing spaces removed.
  public var text: String {
    lines.joined(separator: "\n")
  }

  /// The rows as plain text, trailing spaces removed.
  public var lines: [String] {
    (0..<height).map { row in
      var scalars = String.UnicodeScalarView()
      scalars.append(contentsOf: cells[(row * width)..<((row + 1) * width)].lazy.map(\.scalar))
      while scalars.last == " " { scalars.removeLast() }
      return String(scalars)
    }
  }

  /// The frame as terminal output: cursor home, every row with its styles.
  /// Written in one piece, it replaces the screen without flicker.
  public var ansi: String {
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
