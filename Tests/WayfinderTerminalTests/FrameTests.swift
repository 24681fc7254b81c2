import Testing
@_spi(WayfinderInternals) import Wayfinder

@testable import WayfinderTerminal

@Suite struct FrameTests {
  @Test func sizeClassFromTerminalColumns() {
    #expect(SizeClass(terminalColumns: 99) == .compact)
    #expect(SizeClass(terminalColumns: 100) == .regular)
    #expect(SizeClass(terminalColumns: 60, regularFrom: 60) == .regular)
  }

  @Test func drawingIsClippedToTheFrame() {
    var frame = Frame(width: 5, height: 2)
    frame.write("hello world", column: 2, row: 0)
    frame.write("x", column: -1, row: 1)
    frame.write("y", column: 7, row: 1)
    frame.write("z", column: 0, row: 5)
    frame.fill(column: 3, row: 1, width: 10, height: 10, with: "#")
    #expect(frame.lines == ["  hel", "   ##"])
    #expect(frame[9, 9] == nil)
    #expect(Frame(width: -3, height: 2).lines == ["", ""])
  }

  @Test func limitCutsText() {
    var frame = Frame(width: 10, height: 1)
    frame.write("abcdef", column: 1, row: 0, limit: 3)
    #expect(frame.text == " abc")
  }

  @Test func boxDrawsBorderAndTitle() {
    var frame = Frame(width: 12, height: 3)
    frame.box(column: 0, row: 0, width: 12, height: 3, title: "Hi")
    #expect(frame.lines == ["┌─ Hi ─────┐", "│          │", "└──────────┘"])
  }

  @Test func ansiWritesStylesOnlyWhenTheyChange() {
    var frame = Frame(width: 3, height: 1)
    frame.write("ab", column: 0, row: 0, style: .reverse)
    #expect(frame.ansi == "\u{1B}[H\u{1B}[0;7mab\u{1B}[0m \u{1B}[0m")
  }
}

@Suite struct FrameRendererTests {
  typealias Renderer = FrameRenderer<Never, String, Never>

  func renderer(_ stack: BackStack<String>, layout: NavigationLayout = .stack, sizeClass: SizeClass = .compact)
    -> Renderer
  {
    Renderer(projection: NavigationProjection(NavigationState(stack), layout: layout, sizeClass: sizeClass)) { route in
      ScreenContent(title: route.map { "Screen \($0)" } ?? "Home", items: [ScreenItem("Next", .push("n"))])
    }
  }

  @Test func tooSmallSaysSoInsteadOfDrawing() {
    let frame = renderer(BackStack()).render(width: 30, height: 8)
    #expect(frame.text.contains("Terminal too small"))
    #expect(frame.text.contains("need") && frame.text.contains("40×12, have 30×8"))
  }

  @Test func backShowsOnlyWhenAvailable() {
    #expect(!renderer(BackStack()).render(width: 60, height: 12).lines[0].contains("‹ Back"))
    #expect(renderer(BackStack(pushing: ["a"])).render(width: 60, height: 12).lines[0].contains("‹ Back"))
    var hidden = BackStack<String>()
    hidden.push("done", hidesBack: true)
    let lines = renderer(hidden).render(width: 60, height: 12).lines
    #expect(!lines[0].contains("‹ Back"))
    #expect(lines[0].contains("Screen done"))
  }

  @Test func breadcrumbCutsTheFrontOfADeepStack() {
    let deep = BackStack<String>(pushing: (0..<500).map(String.init))
    let lines = renderer(deep).render(width: 60, height: 12).lines
    #expect(lines[1].hasPrefix(" … › "))
    #expect(lines[1].hasSuffix("Screen 499"))
  }

  @Test func modalIsAFramedOverlayWithItsTitle() {
    var stack = BackStack<String>(pushing: ["a"])
    stack.present("export", as: .cover)
    stack.push("options")
    let text = renderer(stack).render(width: 60, height: 16).text
    #expect(text.contains("┌─ Cover: Screen export "))
    #expect(text.contains("Screen options"))
  }

  /// In regular width a popover is a box at the top right, an inspector a
  /// panel along the right edge; in compact width both are sheets.
  @Test func aPopoverIsABoxAtTheTopRightAndAnInspectorAPanelOnTheRight() throws {
    for presentation in [Presentation.popover, .inspector] {
      var stack = BackStack<String>(pushing: ["a"])
      stack.present("p", as: presentation)
      let lines = renderer(stack, sizeClass: .regular).render(width: 100, height: 20).lines.map(Array.init)
      let title = Array("┌─ \(presentation == .popover ? "Popover" : "Inspector"): Screen p")
      let row = try #require(lines.firstIndex { String($0).contains(String(title)) })
      let column = try #require(
        (0...(lines[row].count - title.count)).first { Array(lines[row][$0..<($0 + title.count)]) == title })
      let right = try #require(lines[row].lastIndex(of: "┐"))
      #expect(row <= 3 && column >= 40 && right >= 96, "\(presentation) at row \(row), columns \(column)–\(right)")
      if presentation == .inspector { #expect(right == 99, "along the right edge") }
      let compact = renderer(stack, sizeClass: .compact).render(width: 100, height: 20).text
      #expect(
        compact.contains("┌─ Sheet (\(presentation == .popover ? "popover" : "inspector")): Screen p"), "\(compact)")
    }
  }

  @Test func splitShowsPlaceholdersForEmptyColumns() {
    let text = renderer(BackStack(), layout: .threeColumns, sizeClass: .regular).render(width: 120, height: 14).text
    #expect(text.components(separatedBy: "Empty").count == 3)
  }

  @Test func helpOverlayListsTheKeys() {
    var help = renderer(BackStack())
    help.help = ["q quit", "? help"]
    let text = help.render(width: 60, height: 14).text
    #expect(text.contains("┌─ Keys "))
    #expect(text.contains("q quit"))
  }

  @Test func columnWidthsFillTheLine() {
    for total in [100, 120, 173, 200] {
      for count in 1...3 {
        let widths = Renderer.columnWidthsForTesting(total: total, count: count)
        #expect(widths.reduce(0, +) + count - 1 == total)
      }
    }
  }
}

extension FrameRenderer {
  static func columnWidthsForTesting(total: Int, count: Int) -> [Int] { columnWidths(total: total, count: count) }
}
