/// A key the terminal host understands.
public enum Key: Hashable, Sendable, CustomStringConvertible {
  /// An arrow key.
  case up, down, left, right
  /// `enter` is Return, `escape` Escape, `backspace` Backspace, `tab` Tab,
  /// `backTab` Shift-Tab.
  case enter, escape, backspace, tab, backTab
  /// Control-C (raw mode delivers it as a key, not a signal).
  case interrupt
  /// A printable character.
  case character(Character)
  /// A sequence the decoder does not know; it is ignored.
  case unknown([UInt8])

  /// The key as the script notation writes it (see ``KeyScript``).
  public var description: String {
    switch self {
    case .up: "<up>"
    case .down: "<down>"
    case .left: "<left>"
    case .right: "<right>"
    case .enter: "<enter>"
    case .escape: "<esc>"
    case .backspace: "<bs>"
    case .tab: "<tab>"
    case .backTab: "<backtab>"
    case .interrupt: "<ctrl-c>"
    case .character(" "): "<space>"
    case .character("<"): "<lt>"
    case .character(let character): String(character)
    case .unknown(let bytes): "<unknown \(bytes)>"
    }
  }
}

/// Turns the bytes a terminal sends into keys: a pure function of its input.
///
/// A sequence cut short (the start of an escape sequence, part of a UTF-8
/// character) is kept as `pending` until more bytes come; a lone Escape is
/// only known to be Escape once no more bytes follow, so the caller flushes
/// it with ``decode(_:final:)`` and `final: true` after a short wait.
///
/// Whatever the bytes, no key is lost or made up: an escape sequence of any
/// length is one key (an unknown one when the decoder does not know it), and
/// a UTF-8 lead byte without its continuation bytes is an unknown key of its
/// own, followed by whatever came after it. At most
/// ``maximumSequenceLength`` bytes are ever pending.
public struct KeyDecoder: Hashable, Sendable {
  /// The most bytes of one unfinished sequence kept as pending; the rest of a
  /// longer escape sequence is read and dropped as it comes.
  public static let maximumSequenceLength = 64

  /// Bytes of an unfinished sequence, waiting for the rest.
  public private(set) var pending: [UInt8] = []
  /// Whether the decoder is dropping the tail of an escape sequence longer
  /// than ``maximumSequenceLength`` (its parameter bytes, then its final byte).
  private var dropsSequenceTail = false

  /// A decoder with nothing pending.
  public init() {}

  /// Decodes `bytes` (after anything pending). With `final`, an unfinished
  /// sequence is decoded as far as it goes (a lone ESC is Escape).
  ///
  /// - Parameters:
  ///   - bytes: The bytes read from the terminal.
  ///   - final: Whether no more bytes follow for now.
  /// - Returns: The keys, in order; an unfinished sequence stays ``pending``.
  public mutating func decode(_ bytes: [UInt8], final: Bool = false) -> [Key] {
    var input = pending + bytes
    pending = []
    var keys: [Key] = []
    var index = 0
    if dropsSequenceTail {
      while index < input.count, Self.isParameter(input[index]) { index += 1 }
      if index < input.count {
        dropsSequenceTail = false
        if Self.isFinal(input[index]) { index += 1 }
      }
    }
    while index < input.count {
      switch Self.key(in: input, at: index, final: final) {
      case .key(let key, let length):
        keys.append(key)
        index += length
      case .incomplete:
        if input.count - index > Self.maximumSequenceLength {
          // An escape sequence that goes on and on: one unknown key, and its
          // tail is dropped as it comes.
          keys.append(.unknown(Array(input[index..<(index + Self.maximumSequenceLength)])))
          dropsSequenceTail = true
        } else {
          pending = Array(input[index...])
        }
        index = input.count
      }
    }
    input.removeAll()
    return keys
  }

  enum Match {
    case key(Key, length: Int)
    case incomplete
  }

  /// A CSI parameter or intermediate byte.
  static func isParameter(_ byte: UInt8) -> Bool { (0x20...0x3F).contains(byte) }
  /// A CSI or SS3 final byte.
  static func isFinal(_ byte: UInt8) -> Bool { (0x40...0x7E).contains(byte) }

  static func key(in bytes: [UInt8], at index: Int, final: Bool) -> Match {
    let byte = bytes[index]
    let rest = bytes.count - index
    switch byte {
    case 0x1B:
      guard rest >= 2 else { return final ? .key(.escape, length: 1) : .incomplete }
      let next = bytes[index + 1]
      guard next == UInt8(ascii: "[") || next == UInt8(ascii: "O") else { return .key(.escape, length: 1) }
      // CSI: parameter and intermediate bytes (0x20...0x3F), then a final byte
      // (0x40...0x7E). SS3: one final byte.
      var end = index + 2
      if next == UInt8(ascii: "[") {
        while end < bytes.count, isParameter(bytes[end]) { end += 1 }
      }
      guard end < bytes.count else {
        return final ? .key(.unknown(Array(bytes[index...])), length: rest) : .incomplete
      }
      guard isFinal(bytes[end]) else {
        return .key(.unknown(Array(bytes[index..<end])), length: end - index)
      }
      let length = end - index + 1
      switch (bytes[end], length) {
      case (UInt8(ascii: "A"), 3): return .key(.up, length: length)
      case (UInt8(ascii: "B"), 3): return .key(.down, length: length)
      case (UInt8(ascii: "C"), 3): return .key(.right, length: length)
      case (UInt8(ascii: "D"), 3): return .key(.left, length: length)
      case (UInt8(ascii: "Z"), 3): return .key(.backTab, length: length)
      default: return .key(.unknown(Array(bytes[index...end])), length: length)
      }
    case 0x03: return .key(.interrupt, length: 1)
    case 0x0D, 0x0A: return .key(.enter, length: 1)
    case 0x09: return .key(.tab, length: 1)
    case 0x7F, 0x08: return .key(.backspace, length: 1)
    case 0x20...0x7E: return .key(.character(Character(UnicodeScalar(byte))), length: 1)
    case 0xC0...0xF7:
      let length = byte >= 0xF0 ? 4 : (byte >= 0xE0 ? 3 : 2)
      // The continuation bytes that have come must be continuation bytes;
      // the first one that is not starts the next key.
      var valid = 1
      while valid < length, valid < rest, (0x80...0xBF).contains(bytes[index + valid]) { valid += 1 }
      if valid < length {
        if valid < rest { return .key(.unknown(Array(bytes[index..<(index + valid)])), length: valid) }
        return final ? .key(.unknown(Array(bytes[index...])), length: rest) : .incomplete
      }
      let text = String(decoding: bytes[index..<(index + length)], as: UTF8.self)
      guard let character = text.first, text.count == 1, !text.unicodeScalars.contains("\u{FFFD}") else {
        return .key(.unknown(Array(bytes[index..<(index + length)])), length: length)
      }
      return .key(.character(character), length: length)
    default: return .key(.unknown([byte]), length: 1)
    }
  }
}

/// A written notation for key sequences, for scripts and tests:
/// `<enter>`, `<esc>`, `<up>`, `<down>`, `<left>`, `<right>`, `<tab>`,
/// `<backtab>`, `<bs>`, `<space>`, `<ctrl-c>`, `<lt>` (a literal `<`) and `<wait:MS>`
/// (a pause); every other character stands for itself.
///
/// `"9<enter>jj<enter><esc>q"` opens item 0, moves down twice, opens, goes back, quits.
public enum KeyScript {
  /// One entry of a script.
  public enum Entry: Hashable, Sendable {
    /// A key press.
    case key(Key)
    /// A pause of this many milliseconds (lets asynchronous work finish).
    case wait(milliseconds: Int)
  }

  /// Why a script did not parse.
  public enum ParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `<name>` is not a known key name.
    case unknownKeyName(String)
    /// A `<` is never closed.
    case unclosedBracket(String)

    /// What did not parse, in a sentence, with the known key names.
    public var description: String {
      switch self {
      case .unknownKeyName(let name):
        "unknown key name <\(name)>; known: enter esc up down left right tab backtab bs space ctrl-c lt wait:MS"
      case .unclosedBracket(let rest): "a '<' is never closed in \"\(rest)\""
      }
    }
  }

  static let names: [String: Key] = [
    "enter": .enter, "esc": .escape, "up": .up, "down": .down, "left": .left, "right": .right,
    "tab": .tab, "backtab": .backTab, "bs": .backspace, "space": .character(" "), "lt": .character("<"),
    "ctrl-c": .interrupt,
  ]

  /// Parses `script`.
  ///
  /// - Parameter script: The script, in the notation above; `<wait:MS>`
  ///   takes 0 to 60,000 milliseconds.
  /// - Returns: Its keys and pauses, in order.
  /// - Throws: ``ParseError/unknownKeyName(_:)`` for an unknown name (or a
  ///   wait out of range), ``ParseError/unclosedBracket(_:)`` for a `<`
  ///   never closed.
  public static func parse(_ script: String) throws(ParseError) -> [Entry] {
    var entries: [Entry] = []
    var rest = Substring(script)
    while let character = rest.first {
      if character == "<" {
        guard let close = rest.firstIndex(of: ">") else { throw .unclosedBracket(String(rest)) }
        let name = String(rest[rest.index(after: rest.startIndex)..<close]).lowercased()
        if let key = names[name] {
          entries.append(.key(key))
        } else if name.hasPrefix("wait:"), let milliseconds = Int(name.dropFirst(5)),
          (0...60_000).contains(milliseconds)
        {
          entries.append(.wait(milliseconds: milliseconds))
        } else {
          throw .unknownKeyName(name)
        }
        rest = rest[rest.index(after: close)...]
      } else {
        entries.append(.key(.character(character)))
        rest = rest.dropFirst()
      }
    }
    return entries
  }
}
