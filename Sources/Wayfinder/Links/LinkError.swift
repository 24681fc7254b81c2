/// Why a link was not opened, or a place could not print to a link. A link
/// that throws changes nothing.
public enum LinkError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text is not a link of the form `scheme://…`.
  case malformed(String)
  /// The scheme is not one of the table's origins.
  case schemeNotAllowed(String)
  /// The host is not one of the table's origins (IPv6 literals included).
  case hostNotAllowed(String)
  /// The link names a user (`user@host`): refused, links carry no credentials.
  case userInfo
  /// The link names a port: refused.
  case port(String)
  /// A `%` not followed by two hex digits, at this byte offset.
  case invalidEscape(at: Int)
  /// Percent-escapes that do not decode to UTF-8, in this segment or query item.
  case invalidUTF8(at: Int)
  /// A control character (C0, C1, DEL), a raw space, or a bidirectional
  /// override or isolate, given as its code point.
  case forbiddenCharacter(UInt32)
  /// An empty path segment (`a//b`, or a path starting `//`), by index.
  case emptySegment(at: Int)
  /// A `.` or `..` segment, written or percent-encoded, by index.
  case dotSegment(at: Int)
  /// A query key given twice.
  case repeatedQueryKey(String)
  /// A limit of ``LinkLimits`` exceeded: which, its value, and what the link
  /// needed.
  case limitExceeded(LinkLimit, limit: Int, found: Int)
  /// No pattern matches: the segments matched, and the segment where
  /// matching stopped (`nil` when the link ended before any pattern did).
  case noMatch(matched: [String], stoppedAt: String?)
  /// A query value that does not read as its parameter's type.
  case invalidQueryValue(name: String, value: String)
  /// A builder asked for a parameter the link does not have.
  case missingParameter(String)
  /// The pattern's builder refused the link's values, saying why (a level
  /// below 1, an id the app does not know).
  case rejected(String)
  /// The place has a step no printing pattern covers: the first such step's
  /// index in the place's stack (its count when only the stack's root is
  /// not covered), and the place's stack. `covered` is the link of the
  /// longest covered part, when there is one: never printed in its place
  /// silently.
  case unprintable(stack: String, firstUncoveredStep: Int, covered: String?)
  /// The navigator refused the link's state: a guard blocked it (after any
  /// redirects), or the state has no such tab.
  case navigation(NavigationError)

  /// What went wrong, in a sentence.
  public var description: String {
    switch self {
    case .malformed(let reason): "not a link: \(reason)"
    case .schemeNotAllowed(let scheme): "the scheme \"\(scheme)\" is not accepted"
    case .hostNotAllowed(let host): "the host \"\(host)\" is not accepted"
    case .userInfo: "links with a user name or password are refused"
    case .port(let port): "links with a port (\(port)) are refused"
    case .invalidEscape(let offset): "invalid percent-escape at byte \(offset)"
    case .invalidUTF8(let offset): "percent-escapes that are not UTF-8, at byte \(offset)"
    case .forbiddenCharacter(let scalar): "forbidden character U+\(String(scalar, radix: 16, uppercase: true))"
    case .emptySegment(let index): "empty path segment at \(index)"
    case .dotSegment(let index): "\".\" or \"..\" segment at \(index)"
    case .repeatedQueryKey(let key): "the query key \"\(key)\" is repeated"
    case .limitExceeded(let limit, let value, let found): "\(limit.rawValue) limit \(value) exceeded (\(found))"
    case .noMatch(let matched, let segment?):
      "no link matches \"\(segment)\"" + (matched.isEmpty ? "" : " after \"\(matched.joined(separator: "/"))\"")
    case .noMatch(let matched, nil): "no link ends at \"\(matched.joined(separator: "/"))\""
    case .invalidQueryValue(let name, let value): "the query value \(name)=\"\(value)\" does not read"
    case .missingParameter(let name): "the link has no parameter \"\(name)\""
    case .rejected(let reason): "the link was refused: \(reason)"
    case .unprintable(let stack, let step, let covered):
      "no link covers step \(step) of \(stack)"
        + (covered.map { " (the link of the part before it: \($0))" } ?? "")
    case .navigation(let error): "the navigator refused the link: \(error)"
    }
  }
}
