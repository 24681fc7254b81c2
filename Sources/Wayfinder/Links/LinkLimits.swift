/// The bounds a link must stay within; each is configurable. Links come from
/// outside the app: these keep the work and memory of opening one small.
///
/// Every value is checked when the limits are made, so a table never holds
/// a limit it cannot apply:
///
/// ```swift
/// let limits = try LinkLimits(maxLength: 2048, maxDepth: 16)   // the others as by default
/// try? LinkLimits(maxDepth: -1)   // throws .limitOutOfRange(.depth, value: -1, valid: 0...Int.max)
/// ```
public struct LinkLimits: Hashable, Sendable {
  /// The longest link, in UTF-8 bytes (4 KiB by default; at most
  /// 2,147,483,647, as a link's bytes are counted in 32 bits).
  public let maxLength: Int
  /// The most path segments, counting the host of a scheme whose host is
  /// the first segment (64 by default).
  public let maxSegments: Int
  /// The longest segment, query key or query value once percent-decoded, in
  /// UTF-8 bytes (256 by default).
  public let maxParameterLength: Int
  /// The most steps a link may build (64 by default; 0 allows only empty
  /// places): a builder that pushes more stops at the limit with an error,
  /// so a link such as `…/level/999999999` costs no more than the limit.
  /// A place deeper than this has no link either.
  public let maxDepth: Int

  /// The values each limit accepts.
  static let validLength = 1...Int(Int32.max)
  static let validSegments = 1...Int.max
  static let validParameterLength = 1...Int.max
  static let validDepth = 0...Int.max

  /// Limits with the values given, and the defaults for the others.
  ///
  /// - Parameters:
  ///   - maxLength: The longest link, in UTF-8 bytes: 1 to 2,147,483,647.
  ///   - maxSegments: The most path segments: 1 or more.
  ///   - maxParameterLength: The longest decoded segment, query key or
  ///     query value, in UTF-8 bytes: 1 or more.
  ///   - maxDepth: The most steps a link may build: 0 or more.
  /// - Throws: ``RegistrationError/limitOutOfRange(_:value:valid:)`` for the
  ///   first value, in the order of the parameters, that the limit does not
  ///   accept.
  public init(
    maxLength: Int = 4096, maxSegments: Int = 64, maxParameterLength: Int = 256, maxDepth: Int = 64
  ) throws(RegistrationError) {
    func check(_ value: Int, _ valid: ClosedRange<Int>, _ limit: LinkLimit) throws(RegistrationError) {
      guard valid.contains(value) else { throw .limitOutOfRange(limit, value: value, valid: valid) }
    }
    try check(maxLength, Self.validLength, .length)
    try check(maxSegments, Self.validSegments, .segments)
    try check(maxParameterLength, Self.validParameterLength, .parameterLength)
    try check(maxDepth, Self.validDepth, .depth)
    self.maxLength = maxLength
    self.maxSegments = maxSegments
    self.maxParameterLength = maxParameterLength
    self.maxDepth = maxDepth
  }

  /// The default limits: 4,096 bytes, 64 segments, 256 bytes per value and
  /// 64 steps.
  public init() {
    (maxLength, maxSegments, maxParameterLength, maxDepth) = (4096, 64, 256, 64)
  }
}

/// Which of ``LinkLimits`` a link exceeded.
public enum LinkLimit: String, Hashable, Sendable, CaseIterable {
  /// ``LinkLimits/maxLength``.
  case length
  /// ``LinkLimits/maxSegments``.
  case segments
  /// ``LinkLimits/maxParameterLength``.
  case parameterLength
  /// ``LinkLimits/maxDepth``.
  case depth
}
