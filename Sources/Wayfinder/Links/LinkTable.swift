/// An app's deep links: URL patterns, each with the place it leads to and
/// (for the canonical ones) the way back from a place to its link.
///
/// Opening a link reads it once, byte by byte, within ``limits``, then walks
/// a trie of path segments, without regular expressions. At each segment a
/// static segment is tried before a parameter, and a parameter (whose text
/// reads as its type) before a wildcard, whatever the order in which the
/// patterns were registered. A branch that fails further down falls back to
/// the next of these: with `a/b/c` and `a/:x/d`, the link `a/b/d` matches
/// `a/:x/d`. Each node of the trie is tried at most once, so a match costs
/// at most the table's nodes times the link's length.
///
/// Printing checks its link: a place prints with a pattern only when the
/// link opens with that pattern and the same values, so with `items/new`
/// beside `items/:name`, the item named `new` does not print as
/// `items/new` (another printing pattern, if any, prints it).
///
/// ```swift
/// var links = LinkTable<DemoTab, AnyRoute>(.scheme("wayfinder"))
/// let id = LinkParameter<Int>("id")
/// try links.register(LinkPattern("two", id)) { values, place in
///   place.target = .tab(.two)
///   try place.push(AnyRoute(TwoColumnRoute(id: values.value(id))))
/// } print: { place in
///   guard place.target == .tab(.two), let routes = place.pushedRoutes(as: TwoColumnRoute.self), routes.count == 1
///   else { return nil }
///   return LinkValues(id, routes[0].id)
/// }
/// try navigator.open("wayfinder://two/7", with: links)
/// ```
///
/// See <doc:DeepLinks> for every answer to hostile input.
public struct LinkTable<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Sendable {
  /// Builds the place a matched link leads to: given the link's values, it
  /// sets the place's target and pushes or presents its steps. What it throws
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

  /// How each pattern builds and prints, in the trie's order.
  @usableFromInline
  struct Entry: Sendable {
    let build: Builder
    @usableFromInline let print: Printer?
  }

  @usableFromInline var trie = LinkTrie()
  @usableFromInline var entries: [Entry] = []

  /// A table accepting links from `origins` (at least one), within `limits`.
  ///
  /// - Parameters:
  ///   - origins: The schemes and web hosts accepted; links print with the first.
  ///   - limits: The bounds every link must stay within.
  public init(_ origins: LinkOrigin..., limits: LinkLimits = LinkLimits()) {
    self.origins = origins
    self.limits = limits
  }

  /// The registered patterns, in order.
  public var patterns: [LinkPattern] { trie.patterns }

  // MARK: Registering

  /// Registers `pattern`: links it matches lead to the place `build` makes,
  /// opened in `mode`. When `print` is given (and the mode is
  /// ``LinkMode/replacing``), places print back to links of this pattern;
  /// among patterns that print the same place, the first registered whose
  /// link opens the place again is the canonical one.
  ///
  /// - Parameters:
  ///   - pattern: The links' shape.
  ///   - mode: Whether its links replace the place's stack or push onto it.
  ///   - build: Makes the place from a matched link's values.
  ///   - print: Gives the values that print a place with this pattern, or
  ///     `nil` when the pattern does not lead there.
  /// - Complexity: O(segments of the pattern), amortized: a node's static
  ///   children past 16 are hashed.
  /// - Throws: ``LinkPatternError/invalid(_:reason:)`` for an ill-formed
  ///   pattern, or ``LinkPatternError/conflict(_:existing:reason:)`` naming
  ///   the pattern already registered that matches the same links. The
  ///   table is then unchanged.
  public mutating func register(
    _ pattern: LinkPattern, _ mode: LinkMode = .replacing, build: @escaping Builder, print: Printer? = nil
  ) throws(LinkPatternError) {
    try trie.insert(pattern, mode)
    entries.append(Entry(build: build, print: print))
  }

  // MARK: Opening

  /// Matches `link`: the pattern it matches, how it opens, and the values
  /// of its parameters. The pattern's builder does not run.
  ///
  /// - Parameters:
  ///   - link: The link, from anywhere.
  /// - Returns: The pattern matched, how it opens, and its values.
  /// - Complexity: O(length of the link) along one branch of the trie;
  ///   O(nodes × length) at worst when branches fail and matching goes
  ///   back, each node being tried at most once.
  /// - Throws: a ``LinkError`` saying why the link matches no pattern.
  public func match(_ link: String) throws(LinkError) -> LinkMatch {
    let (index, values) = try LinkScanner.withScan(link, origins: origins, limits: limits) { scan throws(LinkError) in
      try trie.match(scan)
    }
    return LinkMatch(patterns: trie.patterns, mode: trie.modes[index], values: values, index: index)
  }

  /// The place `link` leads to, built by its pattern's builder within
  /// ``LinkLimits/maxDepth``, and how it opens.
  ///
  /// - Parameters:
  ///   - link: The link, from anywhere.
  /// - Returns: The place, and whether it replaces or pushes.
  /// - Throws: a ``LinkError`` saying why the link leads nowhere.
  public func place(for link: String) throws(LinkError) -> (place: LinkPlace<Tab, Route>, mode: LinkMode) {
    let match = try match(link)
    var place = LinkPlace<Tab, Route>(maxDepth: limits.maxDepth)
    do {
      try entries[match.index].build(match.values, &place)
    } catch let error as LinkError {
      throw error
    } catch {
      throw .rejected(String(describing: error))
    }
    return (place, match.mode)
  }

  /// The state `state` becomes when `link` is opened.
  ///
  /// - Parameters:
  ///   - link: The link, from anywhere.
  ///   - state: The state the link is opened on.
  /// - Returns: The state after the link, which has not gone through any
  ///   guard (``Navigator/open(_:with:)`` applies it through them).
  /// - Throws: a ``LinkError``; see ``match(_:)`` and
  ///   ``NavigationState/opening(_:_:)``.
  public func state(
    for link: String, from state: NavigationState<Tab, Route>
  ) throws(LinkError) -> NavigationState<Tab, Route> {
    let (place, mode) = try place(for: link)
    return try state.opening(place, mode)
  }
}

/// A matched link: its pattern, how it opens, and its parameters' values.
public struct LinkMatch: Sendable {
  /// The pattern the link matched.
  public var pattern: LinkPattern { patterns[index] }
  /// The table's patterns (one reference to keep, where a pattern is two).
  let patterns: [LinkPattern]
  /// Whether the link replaces or pushes.
  public let mode: LinkMode
  /// The values of the pattern's parameters and wildcard.
  public let values: LinkValues
  /// The pattern's index in the table.
  let index: Int
}
