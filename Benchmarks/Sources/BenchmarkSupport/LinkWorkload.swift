// A table of 504 link patterns shaped like a large public API, and
// 10,000 paths through it, for three matchers on the same table and paths:
// Wayfinder's LinkTable, RoutingKit's TrieRouter and a linear matcher.
import RoutingKit
@_spi(WayfinderInternals) import Wayfinder

/// One piece of a benchmark pattern.
public enum PatternPiece: Hashable, Sendable {
  case literal(String)
  case parameter(String)
  case wildcard
}

/// The four classes of paths the benchmarks time.
public enum LinkClass: String, CaseIterable, Sendable {
  case staticHit = "static"
  case parameterHit = "parameters"
  case wildcardHit = "wildcard"
  case miss
}

/// The table and the paths.
public struct LinkWorkload: Sendable {
  /// The patterns, in registration order.
  public let patterns: [[PatternPiece]]
  /// 2,500 paths per class, as links (`api://repos/42/issues`).
  public let links: [LinkClass: [String]]

  public init() {
    let resources = [
      "repos", "users", "orgs", "gists", "teams", "projects", "apps", "issues", "markets", "notifications",
      "packages", "events", "feeds", "licenses",
    ]
    let children = [
      "issues", "pulls", "commits", "branches", "releases", "hooks", "labels", "members", "stars", "forks",
    ]
    var patterns: [[PatternPiece]] = []
    for resource in resources {
      patterns.append([.literal(resource)])
      patterns.append([.literal(resource), .literal("all")])
      patterns.append([.literal(resource), .parameter("id")])
      for child in children {
        patterns.append([.literal(resource), .parameter("id"), .literal(child)])
        patterns.append([.literal(resource), .parameter("id"), .literal(child), .parameter("child")])
      }
      for child in children.prefix(4) {
        patterns.append([
          .literal(resource), .parameter("id"), .literal(child), .parameter("child"), .literal("comments"),
        ])
        patterns.append([
          .literal(resource), .parameter("id"), .literal(child), .parameter("child"), .literal("comments"),
          .parameter("comment"),
        ])
        patterns.append([
          .literal(resource), .parameter("id"), .literal(child), .parameter("child"), .literal("comments"),
          .parameter("comment"), .literal("reactions"),
        ])
      }
      patterns.append([.literal(resource), .parameter("id"), .literal("contents"), .wildcard])
    }
    self.patterns = patterns

    // Deterministic paths: a simple linear congruential sequence.
    var seed: UInt64 = 2022
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    func text(_ pattern: [PatternPiece]) -> String {
      "api://"
        + pattern.map { piece in
          switch piece {
          case .literal(let text): text
          case .parameter: String(next(100_000))
          case .wildcard: (0..<(1 + next(3))).map { _ in "file\(next(50))" }.joined(separator: "/")
          }
        }.joined(separator: "/")
    }
    let statics = patterns.filter { $0.allSatisfy { if case .literal = $0 { true } else { false } } }
    let withParameters = patterns.filter {
      $0.contains { if case .parameter = $0 { true } else { false } } && $0.last != .wildcard
    }
    let withWildcard = patterns.filter { $0.last == .wildcard }
    var links: [LinkClass: [String]] = [:]
    links[.staticHit] = (0..<2500).map { _ in text(statics[next(statics.count)]) }
    links[.parameterHit] = (0..<2500).map { _ in text(withParameters[next(withParameters.count)]) }
    links[.wildcardHit] = (0..<2500).map { _ in text(withWildcard[next(withWildcard.count)]) }
    links[.miss] = (0..<2500).map { index in
      // Misses that share a long prefix with real patterns, or none at all.
      let pattern = patterns[next(patterns.count)]
      return index.isMultiple(of: 3) ? "api://unknown/\(next(100))" : text(pattern) + "/nothing/here"
    }
    self.links = links
  }

  /// Wayfinder's table: each pattern leads to a one-step place holding its index.
  public func wayfinderTable() throws -> LinkTable<Never, Int> {
    var table = LinkTable<Never, Int>(scheme: "api")
    for (index, pattern) in patterns.enumerated() {
      let components: [any LinkPatternComponent] = pattern.map { piece in
        switch piece {
        case .literal(let text): text
        case .parameter(let name): LinkParameter<Int>(name)
        case .wildcard: LinkWildcard<String>("path")
        }
      }
      try table.register(LinkPattern(path: components)) { _, place in try place.push(index) }
    }
    return table
  }

  /// RoutingKit's trie router on the same patterns.
  public func routingKitRouter() -> TrieRouter<Int> {
    let router = TrieRouter(Int.self)
    for (index, pattern) in patterns.enumerated() {
      router.register(
        index,
        at: pattern.map { piece in
          switch piece {
          case .literal(let text): .constant(text)
          case .parameter(let name): .parameter(name)
          case .wildcard: .catchall
          }
        })
    }
    return router
  }

  /// The linear matcher on the same patterns.
  public func linearMatcher() -> LinearMatcher { LinearMatcher(patterns: patterns) }
}

/// Matches a link with RoutingKit, splitting it into segments as a caller must.
@inline(never)
public func routeWithRoutingKit(_ router: TrieRouter<Int>, _ link: String) -> Int? {
  var parameters = Parameters()
  let path = link.dropFirst(6).split(separator: "/").map(String.init)
  return router.route(path: path, parameters: &parameters)
}

/// Matches a link with Wayfinder (`match`, behind the core's SPI: the
/// matching alone, without building the place): its typed values.
@inline(never)
public func routeWithWayfinder(_ table: LinkTable<Never, Int>, _ link: String) -> LinkValues? {
  (try? table.match(link))?.values
}

/// Tries each pattern in turn, the first that matches the whole path wins:
/// the matcher a table is often written as, by hand.
public struct LinearMatcher: Sendable {
  let patterns: [[PatternPiece]]

  @inline(never)
  public func match(_ link: String) -> (Int, [Substring])? {
    let segments = link.dropFirst(6).split(separator: "/")
    patterns: for (index, pattern) in patterns.enumerated() {
      var captured: [Substring] = []
      for (position, piece) in pattern.enumerated() {
        switch piece {
        case .wildcard:
          guard position <= segments.count else { continue patterns }
          return (index, captured + segments[position...])
        case .literal(let text):
          guard position < segments.count, segments[position] == text else { continue patterns }
        case .parameter:
          guard position < segments.count, Int(segments[position]) != nil else { continue patterns }
          captured.append(segments[position])
        }
      }
      if pattern.count == segments.count { return (index, captured) }
    }
    return nil
  }
}

/// A table whose numbers pattern prints a stack of ten numbers, and a
/// state showing that stack.
public func tenStepPlace() -> (LinkTable<Never, Int>, NavigationState<Never, Int>) {
  var table = LinkTable<Never, Int>(scheme: "app")
  let numbers = LinkWildcard<Int>("numbers")
  try? table.register("numbers", numbers) { values in
    values[numbers]
  } print: { routes in
    var values = LinkValues()
    values[numbers] = routes
    return values
  }
  return (table, NavigationState(BackStack(pushing: (0..<10).map { $0 * 1_234 })))
}

/// A table whose one node has `count` sibling literals (`s/item0`,
/// `s/item1`, …), each leading to its index.
public func siblingTable(_ count: Int) throws -> LinkTable<Never, Int> {
  var table = LinkTable<Never, Int>(scheme: "api")
  for index in 0..<count {
    try table.register(LinkPattern("s", "item\(index)")) { _, place in try place.push(index) }
  }
  return table
}

/// 2,500 links to siblings of a table of `count` of them, spread over them all.
public func siblingLinks(_ count: Int) -> [String] {
  (0..<2500).map { "api://s/item\(($0 &* 7919) % count)" }
}

/// A table with one pattern, `search?q`, and a link to it whose query has
/// `items` items, then `q` (`k0=v0&k1=v1&…&q=wayfinder`): 2,904 bytes for
/// 310 items, 42 for 3.
public func queryTable(items: Int) throws -> (LinkTable<Never, String>, String) {
  var table = LinkTable<Never, String>(scheme: "api")
  let query = LinkParameter<String>("q")
  try table.register(LinkPattern("search", query: query)) { values, place in try place.push(values.value(query)) }
  let link = "api://search?" + ((0..<items).map { "k\($0)=v\($0)" } + ["q=wayfinder"]).joined(separator: "&")
  return (table, link)
}

/// A table that makes matching go back as much as it can: the 1,024
/// patterns `x/x/…/x/end` of ten `x`, each a static `a` or a `String`
/// parameter (2,047 nodes, each with a static child and a parameter), and
/// two links of ten `a`: one that ends in `end` and matches on the first
/// branch, one that ends in `nope` and tries every node before failing.
public func backtrackingTable() throws -> (table: LinkTable<Never, Int>, first: String, everyNode: String) {
  var table = LinkTable<Never, Int>(scheme: "api")
  for mask in 0..<1024 {
    var pieces: [any LinkPatternComponent] = []
    for position in 0..<10 {
      if mask >> position & 1 == 0 {
        pieces.append("a")
      } else {
        pieces.append(LinkParameter<String>("p\(position)"))
      }
    }
    pieces.append("end")
    try table.register(LinkPattern(path: pieces)) { _, place in try place.push(mask) }
  }
  let path = "api://" + Array(repeating: "a", count: 10).joined(separator: "/")
  return (table, path + "/end", path + "/nope")
}
