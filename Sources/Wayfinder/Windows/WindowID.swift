import Foundation

/// The stable identity of one of an app's windows: a short name that
/// survives relaunches (`main`, `inbox`, `window-2`).
///
/// A window's navigation state, its place in the saved form and the links
/// routed to it are all found by this identity. It is written as its name, a
/// plain JSON string, so that SwiftUI can keep it for a
/// `WindowGroup(for: WindowID.self)` and a file can list it.
///
/// ```swift
/// let inbox: WindowID = "inbox"
/// WindowID.main.name        // "main"
/// ```
///
/// A name is valid when it holds 1 to 64 bytes of UTF-8 and none of the
/// characters a link refuses in a segment (see <doc:DeepLinks>): no control
/// characters (C0, DEL, C1), no bidirectional marks, overrides or isolates
/// (U+061C, U+200E–F, U+202A–E, U+2066–9, which show a name in another
/// order than it is written), no path separator (`/` or `\`), and it is
/// not `.` or `..`. So a name read from a user, a command line or a file
/// can be shown, and made part of a link or a file's name, as it is.
/// Spaces and other text are allowed (`Mail 2`). ``validated(_:)`` checks a
/// name an app did not write (typed by the user, given on a command line).
/// Any name can be made (a literal cannot fail); an invalid one is refused
/// where it would be used: opening a window with it throws
/// ``NavigationError/invalidWindowName(_:reason:)`` saying which rule it
/// breaks, and decoding one throws.
///
/// Two names Swift calls equal are one window: `"café"` written with `é`
/// as one character or as `e` and a combining accent. A name is kept in
/// its composed form (Unicode's NFC), so that it is written, saved and
/// turned into file names one way. Names that differ in case (`Inbox`,
/// `inbox`) are two windows, on every platform.
public struct WindowID: Hashable, Sendable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The window's name, composed (NFC).
  public let name: String

  /// The window named `name`.
  ///
  /// - Parameter name: The name (see ``validated(_:)`` for what is valid).
  public init(_ name: String) {
    self.name = Self.composed(name)
  }

  /// The window named by a string literal.
  ///
  /// - Parameter value: The name.
  public init(stringLiteral value: String) {
    self.name = Self.composed(value)
  }

  /// `name` in Unicode's composed form (NFC): the one form of every name
  /// Swift calls equal to it. ASCII is left as it is.
  static func composed(_ name: String) -> String {
    name.utf8.allSatisfy { $0 < 0x80 } ? name : name.precomposedStringWithCanonicalMapping
  }

  /// The app's first window, and the one a state saved before windows
  /// existed restores into.
  public static let main: WindowID = "main"

  /// The most bytes of UTF-8 a name may hold: 64.
  package static let maxLength = 64

  /// Why `name` is not a valid window name, or `nil` when it is: the
  /// first rule it breaks, checked in the order of the type's
  /// documentation. Its length is the length of its composed form.
  ///
  /// - Parameter name: The name.
  /// - Returns: The reason, or `nil`.
  package static func problem(with name: String) -> String? {
    let name = composed(name)
    let bytes = name.utf8.count
    if bytes == 0 { return "a window's name cannot be empty" }
    if bytes > maxLength { return "a window's name is at most \(maxLength) bytes (this one has \(bytes))" }
    if name.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
      return "a window's name cannot hold control characters"
    }
    if name.utf8.contains(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") }) {
      return "a window's name cannot hold a path separator (/ or \\)"
    }
    if name == "." || name == ".." { return "a window's name cannot be . or .." }
    // The link reader's rule: these show a name in another order than it is written.
    if let mark = name.unicodeScalars.first(where: LinkPercentEncoding.isForbidden) {
      let code = String(mark.value, radix: 16, uppercase: true)
      let padded = String(repeating: "0", count: max(0, 4 - code.count)) + code
      return "a window's name cannot hold bidirectional marks, overrides or isolates (U+\(padded))"
    }
    return nil
  }

  /// The window named `name`, when the name is valid.
  ///
  /// - Parameter name: The name.
  /// - Returns: The identity.
  /// - Throws: ``NavigationError/invalidWindowName(_:reason:)`` saying why it is not.
  public static func validated(_ name: String) throws(NavigationError) -> WindowID {
    if let problem = problem(with: name) { throw .invalidWindowName(name, reason: problem) }
    return WindowID(name)
  }

  /// Whether the name is valid (see ``problem(with:)``).
  package var isValid: Bool { Self.problem(with: name) == nil }

  /// The first of `prefix-2`, `prefix-3`, … that is not in `taken`: the name
  /// of a new window. O(taken).
  ///
  /// - Parameters:
  ///   - prefix: The start of the name.
  ///   - taken: The names in use (open windows, and those that may be reopened).
  /// - Returns: A name not in `taken`.
  package static func firstUnused(prefix: String = "window", among taken: Set<WindowID>) -> WindowID {
    var number = 2
    while taken.contains(WindowID("\(prefix)-\(number)")) { number += 1 }
    return WindowID("\(prefix)-\(number)")
  }

  /// The name.
  public var description: String { name }

  /// Orders by name.
  ///
  /// - Parameters:
  ///   - lhs: A window.
  ///   - rhs: Another.
  /// - Returns: Whether `lhs`'s name sorts before `rhs`'s.
  public static func < (lhs: WindowID, rhs: WindowID) -> Bool { lhs.name < rhs.name }
}

extension WindowID: Codable {
  /// Decodes a name written as a JSON string; an invalid name is refused.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError.dataCorrupted` for an invalid name (see
  ///   ``validated(_:)``), or the decoder's error for a value that is not a string.
  public init(from decoder: any Decoder) throws {
    let name = try decoder.singleValueContainer().decode(String.self)
    if let problem = Self.problem(with: name) {
      throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: problem))
    }
    self.name = Self.composed(name)
  }

  /// Encodes the name as a JSON string.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: The encoder's error.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }
}
