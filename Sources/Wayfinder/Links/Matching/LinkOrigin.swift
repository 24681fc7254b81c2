/// Where links come from: a scheme, and the host when the scheme is a web
/// one. A table accepts its scheme and web hosts
/// (``LinkTable/init(scheme:webHosts:limits:)``); any other scheme or host
/// is refused.
struct LinkOrigin: Hashable, Sendable, CustomStringConvertible {
  /// The scheme, lower-case (`wayfinder`, `https`).
  let scheme: String
  /// The one host accepted, lower-case; `nil` for an app's own scheme, whose
  /// host is the first path segment (`wayfinder://colors/indigo`).
  let host: String?

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
  ///
  /// - Parameters:
  ///   - scheme: The scheme, in any case (`wayfinder`).
  /// - Returns: The origin, its scheme lower-cased.
  static func scheme(_ scheme: String) -> LinkOrigin { LinkOrigin(scheme: scheme.lowercased(), host: nil) }

  /// A web origin: `https://example.com/colors/indigo` has the path
  /// `colors/indigo`.
  ///
  /// - Parameters:
  ///   - scheme: The scheme, in any case (`https` by default).
  ///   - host: The one host accepted, in any case (`example.com`).
  /// - Returns: The origin, its scheme and host lower-cased.
  static func web(scheme: String = "https", host: String) -> LinkOrigin {
    LinkOrigin(scheme: scheme.lowercased(), host: host.lowercased())
  }

  /// `wayfinder://` or `https://example.com/`.
  var description: String { scheme + "://" + (host.map { $0 + "/" } ?? "") }
}
