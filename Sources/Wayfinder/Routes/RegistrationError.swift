/// Why the app's setup was refused: a route type, an answer or a link
/// pattern registered where another already is, a pattern that is not well
/// formed, or a link limit out of its range. What was registered into (the
/// ``RouteRegistry``, the ``LinkTable``) is unchanged.
public enum RegistrationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The tag or alias is already used by the named type; or, for
  /// ``RouteRegistry/register(answersTo:)``, the request key's name (the
  /// tag its answers are saved under) is registered with answers of the
  /// named type.
  case tagTaken(tag: String, by: String)
  /// The type is already registered, under the given tag.
  case typeAlreadyRegistered(type: String, tag: String)
  /// Two link patterns would match the same links (or put parameters of two
  /// types at the same place): the new one, the one registered before, and why.
  case conflict(String, existing: String, reason: String)
  /// The link pattern is not well formed: the pattern, and why.
  case invalid(String, reason: String)
  /// A link limit set to a value it does not accept: which limit, the value
  /// given, and the values it accepts.
  case limitOutOfRange(LinkLimit, value: Int, valid: ClosedRange<Int>)

  /// What went wrong, in a sentence.
  public var description: String {
    switch self {
    case .tagTaken(let tag, let owner): return "the tag \"\(tag)\" is already registered for \(owner)"
    case .typeAlreadyRegistered(let type, let tag): return "\(type) is already registered under the tag \"\(tag)\""
    case .conflict(let pattern, let existing, let reason):
      return "the pattern \"\(pattern)\" conflicts with \"\(existing)\": \(reason)"
    case .invalid(let pattern, let reason): return "the pattern \"\(pattern)\" is invalid: \(reason)"
    case .limitOutOfRange(let limit, let value, let valid):
      let range =
        valid.upperBound == .max ? "at least \(valid.lowerBound)" : "from \(valid.lowerBound) to \(valid.upperBound)"
      return "the \(limit.rawValue) limit must be \(range), not \(value)"
    }
  }
}
