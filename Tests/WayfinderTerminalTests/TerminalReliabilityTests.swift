import Foundation
import Testing
import Wayfinder
import WayfinderDemo

@testable import WayfinderTerminal

/// Extreme sizes, hostile characters and bytes, and keys the host must not
/// trust: nothing traps, over-allocates or leaks into the terminal.
@Suite struct FrameBoundsTests {
  static let extremes = [Int.min, -1_000_000, -1, 0, 1, 2, 39, 40, 1_023, 1_024, 1_025, 65_535, 1_000_000, Int.max]

  @Test func sizesAreClampedToTheDocumentedMaximum() {
    for width in Self.extremes {
      for height in Self.extremes {
        let frame = Frame(width: width, height: height)
        #expect(frame.width == min(max(0, width), Frame.maximumWidth))
        #expect(frame.height == min(max(0, height), Frame.maximumHeight))
        #expect(frame.cells.count == frame.width * frame.height)
      }
    }
  }

  @Test func drawingWithExtremeArgumentsNeverTraps() {
    var frame = Frame(width: 20, height: 6)
    for a in Self.extremes {
      for b in Self.extremes {
        frame.fill(column: a, row: 1, width: b, height: 2, with: "#")
        frame.fill(column: 1, row: a, width: 3, height: b)
        frame.fill(column: a, row: b, width: a, height: b)
        frame.write("text", column: a, row: 2, limit: b)
        frame.box(column: a, row: 0, width: b, height: 4, title: "t")
        frame.box(column: 0, row: a, width: 5, height: b)
        frame.box(column: a, row: b, width: b, height: a, title: "title")
      }
    }
    #expect(frame.cells.count == 120)
  }

  @Test func aBoxLargerThanTheFrameIsClipped() {
    var frame = Frame(width: 6, height: 3)
    frame.box(column: 1, row: 1, width: .max, height: .max, title: "x")
    #expect(frame.lines == ["", " ┌─ x", " │"])
  }

  @Test func renderingAtExtremeSizesNeverTraps() {
    let projection = NavigationProjection<Never, Int>(.init(BackStack(pushing: [1, 2])), sizeClass: .compact)
    let renderer = FrameRenderer(projection: projection) { route in ScreenContent<Int, Never>(title: "\(route ?? 0)") }
    for width in Self.extremes {
      for height in [Int.min, -1, 0, 1, 11, 12, 500, 512, 513, Int.max] {
        let frame = renderer.render(width: width, height: height)
        #expect(frame.width <= Frame.maximumWidth && frame.height <= Frame.maximumHeight)
      }
    }
  }

  @Test func controlCharactersNeverReachTheTerminal() {
    let controls = (0..<0x20).map { Unicode.Scalar(UInt8($0)) } + (0x7F...0x9F).compactMap(Unicode.Scalar.init)
    var frame = Frame(width: controls.count + 2, height: 2)
    var text = String.UnicodeScalarView()
    text.append(contentsOf: controls)
    frame.write(String(text), column: 0, row: 0)
    for (offset, scalar) in controls.enumerated() {
      frame.fill(column: offset, row: 1, width: 1, height: 1, with: scalar)
    }
    let output = frame.ansi.unicodeScalars
    // Only the frame's own escape sequences (ESC), carriage return and line feed remain.
    let leaked = Set(output.filter { controls.contains($0) && !["\u{1B}", "\r", "\n"].contains($0) })
    #expect(leaked.isEmpty, "leaked \(leaked.map(\.value))")
    #expect(frame.cells.allSatisfy { !controls.contains($0.scalar) })
  }
}

@Suite struct KeyDecoderReliabilityTests {
  func decodeAll(_ chunks: [[UInt8]]) -> [Key] {
    var decoder = KeyDecoder()
    var keys: [Key] = []
    for chunk in chunks { keys += decoder.decode(chunk) }
    return keys + decoder.decode([], final: true)
  }

  @Test func aStrayLeadByteLosesNoKeyAfterIt() {
    let leads: [UInt8] = [0xC2, 0xC3, 0xDF, 0xE2, 0xE9, 0xEF, 0xF0, 0xF3, 0xF7]
    let followers: [[UInt8]] = [
      Array("q".utf8), Array("é".utf8), [0x1B, 0x5B, 0x41], [0x0D], [0x09], [0x03], Array("€".utf8),
    ]
    let expected: [[Key]] = [
      [.character("q")], [.character("é")], [.up], [.enter], [.tab], [.interrupt], [.character("€")],
    ]
    for lead in leads {
      for (follower, keys) in zip(followers, expected) {
        // A lead byte, maybe with some of its continuation bytes, then a whole key.
        for continuations in 0..<(lead >= 0xF0 ? 3 : lead >= 0xE0 ? 2 : 1) {
          let prefix = [lead] + Array(repeating: 0x80, count: continuations)
          let decoded = decodeAll([prefix + follower])
          #expect(decoded == [.unknown(prefix)] + keys, "\(prefix) then \(follower)")
          #expect(decodeAll([prefix, follower]) == decoded, "split after the prefix")
        }
      }
    }
  }

  @Test func aLongEscapeSequenceIsOneUnknownKeyWhateverItsLength() {
    for length in [1, 30, 31, 32, 33, 40, 100, 1_000, 10_000] {
      let sequence: [UInt8] = [0x1B, 0x5B] + Array(repeating: UInt8(ascii: "1"), count: length) + [UInt8(ascii: "~")]
      let bytes = sequence + Array("q".utf8)
      let whole = decodeAll([bytes])
      #expect(whole.count == 2, "length \(length): \(whole.count) keys")
      #expect(whole.last == .character("q"))
      if case .unknown = whole.first {} else { Issue.record("length \(length): \(String(describing: whole.first))") }
      // Split into chunks as the terminal delivers them (256 bytes at most): the same keys.
      let chunks = stride(from: 0, to: bytes.count, by: 7).map { Array(bytes[$0..<min(bytes.count, $0 + 7)]) }
      #expect(decodeAll(chunks).count == 2)
      #expect(decodeAll(chunks).last == .character("q"))
    }
  }

  @Test func pendingBytesStayBoundedOnAnEndlessSequence() {
    var decoder = KeyDecoder()
    _ = decoder.decode([0x1B, 0x5B])
    for _ in 0..<1_000 {
      let keys = decoder.decode(Array(repeating: UInt8(ascii: "9"), count: 256))
      #expect(keys.allSatisfy { if case .unknown = $0 { true } else { false } })
      #expect(decoder.pending.count <= KeyDecoder.maximumSequenceLength)
    }
    #expect(decoder.decode(Array("~q".utf8)) == [.character("q")])
  }
}

@MainActor @Suite struct TerminalHostDigitTests {
  /// Every character with a whole-number value, outside ASCII 1–9.
  static let otherDigits: [Character] = {
    var characters: [Character] = []
    for value in 0..<0x3_0000 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let character = Character(scalar)
      if character.wholeNumberValue != nil && !("1"..."9").contains(character) { characters.append(character) }
    }
    return characters
  }()

  @Test func onlyASCIIDigitsSelectTabsAndNoDigitTraps() throws {
    #expect(Self.otherDigits.count > 500)
    #expect(Self.otherDigits.contains("０") && Self.otherDigits.contains("٣") && Self.otherDigits.contains("0"))
    let host = TerminalHost(app: try DemoApp())
    let state = host.app.navigator.state
    for character in Self.otherDigits {
      #expect(host.handle(.character(character), width: 80))
      #expect(host.app.navigator.state == state)
      #expect(host.message == "Unknown key '\(character)': press ? for help", "\(character)")
    }
  }

  @Test func asciiDigitsPastTheLastTabSaySo() throws {
    let host = TerminalHost(app: try TabCountApp(tabs: 3))
    host.handle(.character("3"), width: 80)
    #expect(host.app.navigator.state.selectedTab == 2)
    host.handle(.character("4"), width: 80)
    #expect(host.message == "There is no tab 4")
    #expect(host.app.navigator.state.selectedTab == 2)
  }
}

/// An app with `tabs` tabs, numbered from 0, that counts the screens it is asked for.
@MainActor final class TabCountApp: TerminalApp {
  let navigator: Navigator<Int, Int>
  var screensAsked = 0

  init(tabs: Int) throws {
    navigator = Navigator(try Tabs<Int, Int>(Array(0..<tabs)))
    navigator.layouts = NavigationLayouts { $0 == 1 ? .twoColumns : .stack }
  }

  func screen(for route: Int?, in tab: Int?) -> ScreenContent<Int, Never> {
    screensAsked += 1
    let level = route ?? 0
    return ScreenContent(
      title: "Level \(level)", items: [ScreenItem("next", .push(level + 1)), ScreenItem("other", .push(-level))])
  }
}

@MainActor @Suite struct TerminalHostCostTests {
  /// The screens one key press asks for, at a depth of `depth`.
  /// The screens and the route look-ups one key press and its frame need,
  /// `depth` levels deep, after moving the cursor on every level on the way.
  func costOfOneKey(atDepth depth: Int) throws -> (screens: Int, lookups: Int) {
    let app = try TabCountApp(tabs: 2)
    let host = TerminalHost(app: app)
    try app.navigator.selectTab(1)
    try app.navigator.select(1, atDepth: 0)
    for _ in 1..<depth {
      host.handle(.down, width: 120)
      host.handle(.up, width: 120)
      host.handle(.enter, width: 120)
    }
    #expect(app.navigator.state.shownStack.count == depth)
    #expect(host.rememberedCursorCount >= depth - 1)  // a cursor on every level: what made it slow
    app.screensAsked = 0
    host.cursorLookups = 0
    host.handle(.down, width: 120)
    _ = host.frame(width: 120, height: 30)
    return (app.screensAsked, host.cursorLookups)
  }

  @Test func aKeyPressCostsTheSameWhateverTheDepth() throws {
    // Past the depth where the breadcrumb is full, the same screens are asked
    // for, and the same cursors looked up: those of the screens on view.
    let deep = try costOfOneKey(atDepth: 200)
    let deeper = try costOfOneKey(atDepth: 800)
    #expect(deeper.screens == deep.screens)
    #expect(deeper.lookups == deep.lookups)
    #expect(deep.lookups < 20)
  }
}

@MainActor @Suite struct HelpAndSmallTerminalTests {
  @Test func helpActionsStartInOneColumn() throws {
    let host = TerminalHost(app: try DemoApp())
    let columns = Set(
      host.helpLines.map { line in
        // The action starts after the last run of two spaces.
        line.distance(
          from: line.startIndex, to: line.range(of: "  ", options: .backwards)?.upperBound ?? line.startIndex)
      })
    #expect(columns.count == 1, "\(host.helpLines)")
    #expect(host.helpLines.contains { $0.hasPrefix("Esc ← Backspace h  back") })
  }

  @Test(arguments: [1, 5, 12, 20, 39])
  func theTooSmallMessageWrapsToTheWidth(width: Int) {
    let projection = NavigationProjection<Never, Int>(.init(), sizeClass: .compact)
    let frame = FrameRenderer(projection: projection) { _ in ScreenContent<Int, Never>(title: "t") }.render(
      width: width, height: 8)
    let lines = frame.lines.filter { !$0.isEmpty }
    #expect(lines.allSatisfy { $0.count <= width })
    if width >= 12 {
      #expect(
        lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
          == "Terminal too small: need 40×12, have \(width)×8")
    }
  }
}
