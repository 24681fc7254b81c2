/// The bounds a link must stay within; each is configurable. Links come from
/// outside the app: these keep the work and memory of opening one small.
public struct LinkLimits: Hashable, Sendable {
  /// The longest link, in UTF-8 bytes (4 KiB).
  public var maxLength = 4096
  /// The most path segments, counting the host of a scheme whose host is
  /// the first segment (64).
  public var maxSegments = 64
  /// The longest segment, query key or query value once percent-decoded, in
  /// UTF-8 bytes (256).
  public var maxParameterLength = 256
  /// The most steps a link may build (64): a builder that pushes more stops
  /// at the limit with an error, so a link such as `…/level/999999999`
  /// costs no more than the limit.
  public var maxDepth = 64

  /// The default limits.
  public init() {}
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

/// Where links come from: a scheme, and the host when the scheme is a web
/// one. An app lists the origins it accepts; any other scheme or host is
/// refused.
public struct LinkOrigin: Hashable, Sendable, CustomStringConvertible {
  /// The scheme, lower-case (`wayfinder`, `https`).
  public let scheme: String
  /// The one host accepted, lower-case; `nil` for an app's own scheme, whose
  /// host is the first path segment (`wayfinder://colors/indigo`).
  public let host: String?

  /// The scheme's and host's UTF-8, for reading links without making strings.
  let schemeBytes: [UInt8]
  let hostBytes: [UInt8]?

  private init(scheme: String, host: String?) {
    self.scheme = scheme
    self.host = host
    schemeBytes = Array(scheme.utf8)
    hostBytes = host.map { Array($0.utf8) }
  }

  /// An app's own scheme: `wayfinder://colors/indigo` has the path
  /// `colors/indigo`.
  public static func scheme(_ scheme: String) -> LinkOrigin { LinkOrigin(scheme: scheme.lowercased(), host: nil) }

  /// A web origin: `https://example.com/colors/indigo` has the path
  /// `colors/indigo`.
  public static func web(scheme: String = "https", host: String) -> LinkOrigin {
    LinkOrigin(scheme: scheme.lowercased(), host: host.lowercased())
  }

  /// `wayfinder://` or `https://example.com/`.
  public var description: String { scheme + "://" + (host.map { $0 + "/" } ?? "") }
}
