import Wayfinder

/// Links an attacker, a typo or a careless app might send: each must be
/// refused with nothing changed, or open a place whose link opens it again.
enum HostileLinks {
  /// The hostile links for a table of `scheme` and `webHosts` within
  /// `limits`, and mutations of the links it printed (at most 64 of them).
  static func made(scheme: String, webHosts: [String], limits: LinkLimits, printed: [String]) -> [String] {
    let root = scheme + "://"
    var links = [
      "", root, root + "/", scheme + ":", scheme + ":x", "//x", "x",
      "other://x", "javascript:alert(1)", "https://evil.example/x", "HTTPS://evil.example/x",
      root + "%", root + "%zz", root + "%2", root + "a%00b", root + "a%2Fb", root + "%E2%80%AE",
      root + "a\u{0}b", root + "a\u{7}b", root + "a\u{1B}[2Jb", root + "\u{202E}x", root + "a\u{2066}b",
      root + ".", root + "..", root + "./x", root + "x/../y", root + "x//y", root + "x/%2E%2E/y",
      root + "user@x", root + "user:secret@x/y", root + "x:80/y", root + "x?=", root + "x?a=1&a=2", root + "x#y",
      root + "x?%", root + " x", root + "x\ny",
    ]
    for host in webHosts {
      let web = "https://" + host
      links += [
        web, web + "/", web + ":443/x", "https://user@" + host + "/x", "http://" + host + "/x", web + ".evil.example/x",
      ]
    }
    if limits.maxLength <= 1 << 16 { links.append(root + String(repeating: "a", count: limits.maxLength)) }
    if limits.maxSegments <= 1 << 12 {
      links.append(root + Array(repeating: "a", count: limits.maxSegments + 1).joined(separator: "/"))
    }
    if limits.maxParameterLength <= 1 << 16 {
      links.append(root + "x?q=" + String(repeating: "b", count: limits.maxParameterLength + 1))
    }
    for link in printed.prefix(64) { links += mutations(of: link) }
    return links
  }

  /// `link` with each of its path segments changed or doubled.
  static func mutations(of link: String) -> [String] {
    guard let start = link.range(of: "://") else { return [] }
    let head = link[..<start.upperBound]
    let rest = link[start.upperBound...]
    let queryStart = rest.firstIndex(of: "?") ?? rest.endIndex
    let segments = rest[..<queryStart].split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    let tail = rest[queryStart...]
    var links: [String] = []
    for index in segments.indices {
      for replacement in ["x", "-1", "99999999999999999999", "", "%FF", segments[index] + segments[index]] {
        var changed = segments
        changed[index] = replacement
        links.append(head + changed.joined(separator: "/") + tail)
      }
      var doubled = segments
      doubled.insert(segments[index], at: index)
      links.append(head + doubled.joined(separator: "/") + tail)
    }
    return links
  }
}
