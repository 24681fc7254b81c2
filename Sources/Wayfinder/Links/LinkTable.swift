/// An app's deep links: URL patterns, each with the place it leads to and
/// (for the canonical ones) the way back from a place to its link.
///
/// Opening a link reads it once, byte by byte, within ``limits``, then walks
/// a trie of path segments: no regular expressions, no backtracking. At each
/// segment a static segment wins over a parameter, and a parameter (whose
/// text reads as its type) over a wildcard, whatever the order in which the
/// patterns were registered. Once a branch is taken it is kept, so a link
/// that a static branch cannot finish does not fall back to a parameter.
///
/// ```swift
/// var links = LinkTable<DemoTab, AnyRoute>(.scheme("wayfinder"))
/// let id = LinkParameter<Int>("id")
/// try links.register(LinkPattern("two", id)) { values, place in
///   place.tab = .two
///   try place.push(AnyRoute(TwoColumnRoute(id: values.value(id))))
/// } print: { place in
///   guard place.tab == .two, let routes = place.pushedRoutes(as: TwoColumnRoute.self), routes.count == 1
///   else { return nil }
///   return LinkValues(id, routes[0].id)
/// }
/// try navigator.open("wayfinder://two/7", with: links)
/// ```
///
/// See <doc:DeepLinks> for every answer to hostile input.
public struct LinkTable<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Sendable {
  /// Builds the place a matched link leads to: given the link's values, it
  /// sets the place's tab and pushes or presents its steps. What it throws
  /// refuses the link: a ``LinkError`` as it is, any other error as
  /// ``LinkError/rejected(_:)``.
  public typealias Builder = @Sendable (LinkValues, inout LinkPlace<Tab, Route>) throws -> Void
  /// Gives the values that print a place with a pattern, or `nil` when the
  /// pattern does not lead there.
  public typealias Printer = @Sendable (LinkPlace<Tab, Route>) -> LinkValues?

  /// The accepted origins; links print with the first.
  public let origins: [LinkOrigin]
  /// The bounds every link must stay within.
  public var limits: LinkLimits

  struct Entry: Sendable {
    let pattern: LinkPattern
    let capturedNames: [String]
    let mode: LinkMode
    let build: Builder
    let print: Printer?
  }

  struct Node: Sendable {
    var literals: [String: Int] = [:]
    /// The parameter child: its type, its node, and the entry that made it.
    var parameter: (type: LinkValueType, node: Int, owner: Int)?
    /// The wildcard: its type and its entry.
    var wildcard: (type: LinkValueType, entry: Int)?
    /// The entry of a pattern that ends here.
    var terminal: Int?
  }

  private(set) var entries: [Entry] = []
  private var nodes: [Node] = [Node()]

  /// A table accepting links from `origins` (at least one), within `limits`.
  public init(_ origins: LinkOrigin..., limits: LinkLimits = LinkLimits()) {
    self.origins = origins
    self.limits = limits
  }

  /// The registered patterns, in order.
  public var patterns: [LinkPattern] { entries.map(\.pattern) }

  // MARK: Registering

  /// Registers `pattern`: links it matches lead to the place `build` makes,
  /// opened in `mode`. When `print` is given (and the mode is
  /// ``LinkMode/replacing``), places print back to links of this pattern;
  /// among patterns that print the same place, the first registered is the
  /// canonical one.
  ///
  /// - Complexity: O(segments of the pattern).
  /// - Throws: ``LinkPatternError/invalid(_:reason:)`` for an ill-formed
  ///   pattern, or ``LinkPatternError/conflict(_:existing:reason:)`` naming
  ///   the pattern already registered that matches the same links. The
  ///   table is then unchanged.
  public mutating func register(
    _ pattern: LinkPattern, _ mode: LinkMode = .replacing, build: @escaping Builder, print: Printer? = nil
  ) throws(LinkPatternError) {
    try Self.validate(pattern)
    let entryIndex = entries.count
    // Check first, then insert: a refused pattern leaves the trie as it was.
    try walk(pattern, inserting: false, entry: entryIndex)
    try walk(pattern, inserting: true, entry: entryIndex)
    entries.append(
      Entry(pattern: pattern, capturedNames: pattern.capturedNames, mode: mode, build: build, print: print))
  }

  private mutating func walk(_ pattern: LinkPattern, inserting: Bool, entry: Int) throws(LinkPatternError) {
    var node = 0
    func conflict(_ owner: Int, _ reason: String) -> LinkPatternError {
      .conflict(pattern.description, existing: entries[owner].pattern.description, reason: reason)
    }
    for piece in pattern.path {
      switch piece {
      case .literal(let text):
        if let child = nodes[node].literals[text] {
          node = child
        } else if inserting {
          nodes.append(Node())
          nodes[node].literals[text] = nodes.count - 1
          node = nodes.count - 1
        } else {
          return
        }
      case .parameter(_, let type):
        if let child = nodes[node].parameter {
          guard child.type == type else {
            throw conflict(child.owner, "parameters at the same place must have one type (\(child.type), \(type))")
          }
          node = child.node
        } else if inserting {
          nodes.append(Node())
          nodes[node].parameter = (type, nodes.count - 1, entry)
          node = nodes.count - 1
        } else {
          return
        }
      case .wildcard(_, let type):
        if let existing = nodes[node].wildcard {
          throw conflict(
            existing.entry, "both end in a wildcard of \(existing.type == type ? "one type" : "two types")")
        }
        if inserting { nodes[node].wildcard = (type, entry) }
        return
      }
    }
    if let existing = nodes[node].terminal { throw conflict(existing, "both match the same links") }
    if inserting { nodes[node].terminal = entry }
  }

  private static func validate(_ pattern: LinkPattern) throws(LinkPatternError) {
    func invalid(_ reason: String) -> LinkPatternError { .invalid(pattern.description, reason: reason) }
    var names = Set<String>()
    for (index, piece) in pattern.path.enumerated() {
      switch piece {
      case .literal(let text):
        guard !text.isEmpty, text != ".", text != ".." else { throw invalid("a static segment cannot be \"\(text)\"") }
        guard !text.unicodeScalars.contains(where: LinkParser.isForbidden) else {
          throw invalid("a static segment cannot hold control or bidirectional characters")
        }
      case .parameter(let name, _), .wildcard(let name, _):
        guard !name.isEmpty, names.insert(name).inserted else { throw invalid("names must be unique and not empty") }
        if case .wildcard = piece, index != pattern.path.count - 1 { throw invalid("a wildcard must come last") }
      }
    }
    for piece in pattern.query {
      guard case .parameter(let name, _) = piece else { throw invalid("a query holds parameters only") }
      guard !name.isEmpty, names.insert(name).inserted else { throw invalid("names must be unique and not empty") }
    }
  }

  // MARK: Opening

  /// Matches `link`: the pattern it matches, opened how, and the place it
  /// leads to.
  ///
  /// - Complexity: O(length of the link).
  /// - Throws: a ``LinkError`` saying why the link leads nowhere.
  public func match(_ link: String) throws(LinkError) -> LinkMatch<Tab, Route> {
    let parsed = try LinkParser.parse(link, origins: origins, limits: limits)
    let (entryIndex, captured) = try walk(parsed.segments)
    let entry = entries[entryIndex]
    var values = LinkValues()
    values.entries.reserveCapacity(captured.count + entry.pattern.query.count)
    for (name, value) in zip(entry.capturedNames, captured) { values.entries.append((name, value)) }
    for case .parameter(let name, let type) in entry.pattern.query {
      guard let item = parsed.query.first(where: { $0.key == name }) else { continue }
      guard let value = type.read(item.value[...]) else { throw .invalidQueryValue(name: name, value: item.value) }
      values.entries.append((name, .one(value)))
    }
    var place = LinkPlace<Tab, Route>(maxDepth: limits.maxDepth)
    do {
      try entry.build(values, &place)
    } catch let error as LinkError {
      throw error
    } catch {
      throw .rejected(String(describing: error))
    }
    return LinkMatch(pattern: entry.pattern, mode: entry.mode, place: place)
  }

  /// Walks the trie: the entry matched and the captured values, in order.
  private func walk(_ segments: [String]) throws(LinkError) -> (Int, [LinkValues.Entry]) {
    var node = 0
    var captured: [LinkValues.Entry] = []
    var index = 0
    while index < segments.count {
      let segment = segments[index]
      if let child = nodes[node].literals[segment] {
        node = child
      } else if let parameter = nodes[node].parameter, let value = parameter.type.read(segment[...]) {
        captured.append(.one(value))
        node = parameter.node
      } else if let wildcard = nodes[node].wildcard {
        var values: [any LinkValue] = []
        values.reserveCapacity(segments.count - index)
        for rest in index..<segments.count {
          guard let value = wildcard.type.read(segments[rest][...]) else {
            throw .noMatch(matched: Array(segments[..<rest]), stoppedAt: segments[rest])
          }
          values.append(value)
        }
        captured.append(.many(values))
        return (wildcard.entry, captured)
      } else {
        throw .noMatch(matched: Array(segments[..<index]), stoppedAt: segment)
      }
      index += 1
    }
    if let terminal = nodes[node].terminal { return (terminal, captured) }
    if let wildcard = nodes[node].wildcard {
      captured.append(.many([]))
      return (wildcard.entry, captured)
    }
    throw .noMatch(matched: segments, stoppedAt: nil)
  }

  /// The state `state` becomes when `link` is opened.
  ///
  /// - Throws: a ``LinkError``; see ``match(_:)`` and
  ///   ``NavigationState/opening(_:_:)``.
  public func state(
    for link: String, from state: NavigationState<Tab, Route>
  ) throws(LinkError) -> NavigationState<Tab, Route> {
    let match = try match(link)
    return try state.opening(match.place, match.mode)
  }

  // MARK: Printing

  /// The canonical link of `place`.
  ///
  /// - Complexity: O(patterns × the printers' cost), plus the link's length.
  /// - Throws: ``LinkError/unprintable(tab:firstUncoveredStep:covered:)``
  ///   naming the first step no pattern covers, or
  ///   ``LinkError/limitExceeded(_:limit:found:)`` for a link this table
  ///   would itself refuse. Never a shorter link.
  public func link(for place: LinkPlace<Tab, Route>) throws(LinkError) -> String {
    if let link = try printed(place) { return link }
    // Find the longest covered prefix, to say which step is not covered.
    var covered: (count: Int, link: String)?
    for count in stride(from: min(place.stack.count - 1, limits.maxDepth), through: 0, by: -1) {
      let prefix = LinkPlace(unchecked: BackStack(Array(place.stack[0..<count])), tab: place.tab)
      if let link = try? printed(prefix) {
        covered = (count, link)
        break
      }
    }
    throw .unprintable(
      tab: place.tab.map { String(describing: $0) }, firstUncoveredStep: covered?.count ?? 0, covered: covered?.link)
  }

  /// The canonical link of the place `state` shows (see
  /// ``NavigationState/linkPlace``).
  ///
  /// - Throws: as ``link(for:)-(LinkPlace<Tab,Route>)``.
  public func link(for state: NavigationState<Tab, Route>) throws(LinkError) -> String {
    try link(for: state.linkPlace)
  }

  private func printed(_ place: LinkPlace<Tab, Route>) throws(LinkError) -> String? {
    for entry in entries where entry.mode == .replacing {
      guard let print = entry.print, let values = print(place) else { continue }
      if let link = try format(entry.pattern, values) { return link }
    }
    return nil
  }

  /// Whether `text`, printed, reads back: a segment is not empty, `.` or
  /// `..`, and no text is too long or holds a forbidden character.
  private static func readsBack(_ text: String, limits: LinkLimits, isSegment: Bool = true) -> Bool {
    if isSegment && (text.isEmpty || text == "." || text == "..") { return false }
    return text.utf8.count <= limits.maxParameterLength
      && (text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        || !text.unicodeScalars.contains(where: LinkParser.isForbidden))
  }

  /// The link of `pattern` with `values`, or `nil` when a value is missing
  /// or would not read back (see `readsBack`).
  private func format(_ pattern: LinkPattern, _ values: LinkValues) throws(LinkError) -> String? {
    guard let origin = origins.first else { return nil }
    var link = origin.scheme + "://"
    if let host = origin.host { link += host }
    var segmentCount = 0
    func append(_ text: String) -> Bool {
      guard Self.readsBack(text, limits: limits) else { return false }
      if segmentCount > 0 || origin.host != nil { link += "/" }
      LinkParser.encode(text, into: &link)
      segmentCount += 1
      return true
    }
    for piece in pattern.path {
      switch piece {
      case .literal(let text):
        guard append(text) else { return nil }
      case .parameter(let name, _):
        guard let text = values.text(of: name), append(text) else { return nil }
      case .wildcard(let name, _):
        guard let texts = values.texts(of: name) else { return nil }
        for text in texts { guard append(text) else { return nil } }
      }
    }
    var separator = "?"
    for piece in pattern.query {
      guard let text = values.text(of: piece.name), Self.readsBack(text, limits: limits, isSegment: false) else {
        continue
      }
      link += separator
      LinkParser.encode(piece.name, into: &link)
      link += "="
      LinkParser.encode(text, into: &link)
      separator = "&"
    }
    guard segmentCount <= limits.maxSegments else {
      throw .limitExceeded(.segments, limit: limits.maxSegments, found: segmentCount)
    }
    guard link.utf8.count <= limits.maxLength else {
      throw .limitExceeded(.length, limit: limits.maxLength, found: link.utf8.count)
    }
    return link
  }
}

/// A matched link: its pattern, how it opens, and where it leads.
public struct LinkMatch<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Hashable, Sendable {
  /// The pattern the link matched.
  public let pattern: LinkPattern
  /// Whether the link replaces or pushes.
  public let mode: LinkMode
  /// The place the pattern's builder made.
  public let place: LinkPlace<Tab, Route>
}
