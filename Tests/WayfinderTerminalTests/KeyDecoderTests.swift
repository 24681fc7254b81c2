import Testing
import WayfinderTerminal

@Suite struct KeyDecoderTests {
  func decode(_ bytes: [UInt8], final: Bool = false) -> ([Key], [UInt8]) {
    var decoder = KeyDecoder()
    let keys = decoder.decode(bytes, final: final)
    return (keys, decoder.pending)
  }

  @Test func arrowsAndControlKeys() {
    let bytes: [UInt8] = [
      0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x42, 0x1B, 0x5B, 0x43, 0x1B, 0x5B, 0x44, 0x0D, 0x09, 0x7F, 0x1B, 0x5B, 0x5A,
    ]
    #expect(decode(bytes).0 == [.up, .down, .right, .left, .enter, .tab, .backspace, .backTab])
    #expect(decode([0x1B, 0x4F, 0x41]).0 == [.up])  // SS3 form
    #expect(decode([0x03]).0 == [.interrupt])  // Control-C in raw mode
  }

  @Test func printableAndUTF8Characters() {
    #expect(decode(Array("jk?".utf8)).0 == [.character("j"), .character("k"), .character("?")])
    #expect(decode(Array("é".utf8)).0 == [.character("é")])
  }

  @Test func partialSequencesWaitForTheRest() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]).isEmpty)
    #expect(decoder.pending == [0x1B])
    #expect(decoder.decode([0x5B]).isEmpty)
    #expect(decoder.decode([0x41]) == [.up])
    #expect(decoder.pending.isEmpty)
    #expect(decoder.decode([0xC3]).isEmpty)
    #expect(decoder.decode([0xA9]) == [.character("é")])
  }

  @Test func aLoneEscapeIsEscapeOnceFinal() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]).isEmpty)
    #expect(decoder.decode([], final: true) == [.escape])
    #expect(decode([0x1B, 0x1B]).0 == [.escape])
    #expect(decode([0x1B, UInt8(ascii: "q")]).0 == [.escape, .character("q")])
  }

  @Test func unknownSequencesAreReportedAndSkipped() {
    let (keys, pending) = decode([0x1B, 0x5B, 0x31, 0x35, 0x7E, UInt8(ascii: "j")])  // F5
    #expect(keys == [.unknown([0x1B, 0x5B, 0x31, 0x35, 0x7E]), .character("j")])
    #expect(pending.isEmpty)
    #expect(decode([0x01]).0 == [.unknown([0x01])])
    #expect(decode([0x1B, 0x5B, 0x01]).0 == [.unknown([0x1B, 0x5B]), .unknown([0x01])])
    #expect(decode([0xFF]).0 == [.unknown([0xFF])])
    // A lead byte without its continuation: unknown, and the byte after it is a key.
    #expect(decode([0xC3, 0x28]).0 == [.unknown([0xC3]), .character("(")])
  }

  @Test func endlessParametersDoNotHang() {
    let bytes: [UInt8] = [0x1B, 0x5B] + Array(repeating: 0x31, count: 100) + [0x41]
    let (keys, _) = decode(bytes, final: true)
    #expect(!keys.isEmpty)
    #expect(!keys.contains(.up))
  }

  @Test func truncatedSequenceAtTheEndIsUnknownWhenFinal() {
    #expect(decode([0x1B, 0x5B, 0x31], final: true).0 == [.unknown([0x1B, 0x5B, 0x31])])
    #expect(decode([0xE2, 0x82], final: true).0 == [.unknown([0xE2, 0x82])])
  }
}

@Suite struct KeyScriptTests {
  @Test func parsesNamesCharactersAndWaits() throws {
    let entries = try KeyScript.parse("9<enter>j<WAIT:250><lt><space>")
    #expect(
      entries == [
        .key(.character("9")), .key(.enter), .key(.character("j")), .wait(milliseconds: 250), .key(.character("<")),
        .key(.character(" ")),
      ])
  }

  @Test func unknownNamesAndUnclosedBracketsAreErrors() {
    #expect(throws: KeyScript.ParseError.unknownKeyName("f5")) { try KeyScript.parse("<f5>") }
    #expect(throws: KeyScript.ParseError.unknownKeyName("wait:abc")) { try KeyScript.parse("<wait:abc>") }
    #expect(throws: KeyScript.ParseError.unclosedBracket("<enter")) { try KeyScript.parse("j<enter") }
  }

  @Test func keysDescribeThemselvesInTheNotation() throws {
    let keys: [Key] = [
      .up, .down, .left, .right, .enter, .escape, .backspace, .tab, .backTab, .interrupt, .character(" "),
      .character("<"),
      .character("x"),
    ]
    let script = keys.map(\.description).joined()
    #expect(try KeyScript.parse(script) == keys.map { .key($0) })
  }
}
