/// An app's deep links: URL patterns, each with the place it leads to and
/// (for the canonical ones) the way back from a place to its link.
///
/// The common case registers a pattern with the routes its links push in
/// one stack, and the way back from those routes to the link's values:
///
/// ```swift
/// var links = LinkTable<AppTab, Route>(scheme: "myapp")
/// let id = LinkParameter<Int>("id")
/// try links.register("category", id, in: .tab(.home)) { values in
///   [.category(.list), .category(.detail(try values.value(id)))]
/// } print: { routes in
///   guard routes.count == 2, routes[0] == .category(.list), case .category(.detail(let detail)) = routes[1]
///   else { return nil }
///   return LinkValues(id, detail)
/// }
/// try navigator.open("myapp://category/42", with: links)   // the list, then detail 42: Back works
/// try links.link(for: navigator.state)                     // "myapp://category/42"
/// ```
///
/// The full form, ``register(_:_:build:print:)``, builds any
/// ``LinkPlace``: modals, hidden Back, a stack chosen by the values, links
/// that push onto the stack shown.
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
/// See <doc:DeepLinks> for every answer to hostile input.
public struct LinkTable<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Sendable {
  /// Builds the place a matched link leads to: given the link's values, it
  /// sets the place's target and pushes or presents its steps.
  typealias Builder = @Sendable (LinkValues, inout LinkPlace<Tab, Route>) throws -> Void
  /// Gives the values that print a place with a pattern, or `nil` when the
  /// pattern does not lead there.
  typealias Printer = @Sendable (LinkPlace<Tab, Route>) -> LinkValues?

  /// The accepted origins; links print with the first.
  let origins: [LinkOrigin]
  /// The bounds every link must stay within.
  public var limits: LinkLimits

  /// How each pattern builds and prints, in the trie's order.
  struct Entry: Sendable {
    let build: Builder
    let print: Printer?
  }

  var trie = LinkTrie()
  var entries: [Entry] = []

  /// A table of the links of the app's own `scheme` and, with the same
  /// paths, of `https` links to each of `webHosts`, within `limits`.
  ///
  /// Links print with `scheme`. Its links' host is their first segment
  /// (`myapp://category/42` has the path `category/42`); a web link's path
  /// follows its host (`https://example.com/category/42`). Schemes and
  /// hosts are read in any case.
  ///
  /// - Parameters:
  ///   - scheme: The app's own scheme (`myapp`).
  ///   - webHosts: The web hosts whose `https` links the app opens too
  ///     (universal links, app links).
  ///   - limits: The bounds every link must stay within.
  public init(scheme: String, webHosts: [String] = [], limits: LinkLimits = LinkLimits()) {
    self.origins = [.scheme(scheme)] + webHosts.map { .web(host: $0) }
    self.limits = limits
  }

  /// The app's own scheme, which links print with.
  package var scheme: String { origins[0].scheme }

  /// The web hosts whose `https` links the table opens too, lower-case.
  package var webHosts: [String] { origins.compactMap(\.host) }

  /// The registered patterns, in order.
  package var patterns: [LinkPattern] { trie.patterns }

  // MARK: Registering

  /// Registers `path` (and `query`): its links push the routes `routes`
  /// gives in the stack `target` names, replacing that stack's steps. When
  /// `print` is given, a shown stack whose steps are all pushes that show
  /// Back, in that stack, prints back to this pattern's link with the
  /// values `print` gives for its routes; among patterns that print the
  /// same place, the first registered whose link opens the place again is
  /// the canonical one.
  ///
  /// ```swift
  /// let id = LinkParameter<Int>("id")
  /// try links.register("category", id, in: .tab(.home)) { values in
  ///   [.category(.list), .category(.detail(try values.value(id)))]
  /// } print: { routes in
  ///   guard routes.count == 2, case .category(.detail(let detail)) = routes[1] else { return nil }
  ///   return LinkValues(id, detail)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - path: The links' path: static segments (strings), parameters
  ///     (``LinkParameter``) and a trailing wildcard (``LinkWildcard``).
  ///   - query: The query parameters, each optional in a link.
  ///   - target: The stack the routes open in: a tab's, the modal over all
  ///     tabs, the one stack of an app without tabs, or (by default) the
  ///     stack shown when the link opens. Printing accepts a shown stack in
  ///     the stack `target` names (any stack, for ``StackTarget/shown``).
  ///   - routes: The routes a matched link's values lead to, oldest first.
  ///     What it throws refuses the link: a ``LinkError`` as it is, any other
  ///     error as ``LinkError/rejected(_:)``. More than
  ///     ``LinkLimits/maxDepth`` routes refuse it too, once they are made:
  ///     when their count comes from the link (a level, a count), bound it,
  ///     or use the full form, whose builder is stopped at the limit as it
  ///     pushes.
  ///   - print: Gives the values that print `routes` with this pattern, or
  ///     `nil` when the pattern does not lead there.
  /// - Complexity: O(segments of the pattern), amortized: a node's static
  ///   children past 16 are hashed.
  /// - Throws: ``RegistrationError/invalid(_:reason:)`` for an ill-formed
  ///   pattern, or ``RegistrationError/conflict(_:existing:reason:)`` naming the
  ///   pattern already registered that matches the same links. The table is
  ///   then unchanged.
  public mutating func register(
    _ path: any LinkPatternComponent..., query: any LinkPatternComponent..., in target: StackTarget<Tab> = .shown,
    routes: @escaping @Sendable (LinkValues) throws -> [Route], print: (@Sendable ([Route]) -> LinkValues?)? = nil
  ) throws(RegistrationError) {
    var printer: Printer?
    if let print {
      printer = { place in
        guard target == .shown || place.target == target, let routes = place.pushedRoutes else { return nil }
        return print(routes)
      }
    }
    let build: Builder = { values, place in
      place.target = target
      try place.push(contentsOf: routes(values))
    }
    try register(LinkPattern(path: path, query: query), .replacing, build: build, print: printer)
  }

  /// Registers `pattern`: links it matches lead to the place `build` makes,
  /// opened in `mode`. When `print` is given, places print back to links
  /// of this pattern; among patterns that print the same place, the first
  /// registered whose link opens the place again is the canonical one,
  /// replacing patterns before pushing ones. A pushing pattern's printer
  /// is given the whole place (the stack shown), and prints the place its
  /// link opens from a state where that stack is empty, as at launch.
  ///
  /// The full form, for any place: modals, a step that hides Back, a
  /// stack chosen by the values, or links that push onto a stack
  /// (``LinkMode/pushing``).
  ///
  /// ```swift
  /// let from = LinkParameter<String>("from")
  /// try links.register(LinkPattern("signin", query: from)) { values, place in
  ///   place.target = .modalOverTabs
  ///   try place.present(.signIn(from: values[from]))
  /// } print: { place in
  ///   guard place.target == .modalOverTabs, place.stack.count == 1, case .signIn(let link) = place.stack[0].route
  ///   else { return nil }
  ///   return LinkValues(from, link)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - pattern: The links' shape.
  ///   - mode: Whether its links replace the place's stack or push onto it.
  ///   - build: Makes the place from a matched link's values: sets the
  ///     place's target and pushes or presents its steps. What it throws
  ///     refuses the link: a ``LinkError`` as it is, any other error as
  ///     ``LinkError/rejected(_:)``.
  ///   - print: Gives the values that print a place with this pattern, or
  ///     `nil` when the pattern does not lead there.
  /// - Complexity: O(segments of the pattern), amortized: a node's static
  ///   children past 16 are hashed.
  /// - Throws: ``RegistrationError/invalid(_:reason:)`` for an ill-formed
  ///   pattern, or ``RegistrationError/conflict(_:existing:reason:)`` naming
  ///   the pattern already registered that matches the same links. The
  ///   table is then unchanged.
  public mutating func register(
    _ pattern: LinkPattern, _ mode: LinkMode = .replacing,
    build: @escaping @Sendable (LinkValues, inout LinkPlace<Tab, Route>) throws -> Void,
    print: (@Sendable (LinkPlace<Tab, Route>) -> LinkValues?)? = nil
  ) throws(RegistrationError) {
    try trie.insert(pattern, mode)
    entries.append(Entry(build: build, print: print))
  }

  // MARK: Opening

  /// Matches `link`: the pattern it matches, how it opens, and the values
  /// of its parameters. The pattern's builder does not run. (For the
  /// benchmarks: an app opens links with ``Navigator/open(_:with:)``.)
  ///
  /// - Parameters:
  ///   - link: The link, from anywhere.
  /// - Returns: The pattern matched, how it opens, and its values.
  /// - Complexity: O(length of the link) along one branch of the trie;
  ///   O(nodes × length) at worst when branches fail and matching goes
  ///   back, each node being tried at most once.
  /// - Throws: a ``LinkError`` saying why the link matches no pattern.
  @_spi(WayfinderInternals) public func match(_ link: String) throws(LinkError) -> LinkMatch {
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
  @_spi(WayfinderInternals) public func place(for link: String) throws(LinkError) -> (
    place: LinkPlace<Tab, Route>, mode: LinkMode
  ) {
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
  /// - Throws: a ``LinkError``; see `match(_:)` and
  ///   `NavigationState.opening(_:_:)`.
  package func state(
    for link: String, from state: NavigationState<Tab, Route>
  ) throws(LinkError) -> NavigationState<Tab, Route> {
    let (place, mode) = try place(for: link)
    return try state.opening(place, mode)
  }
}

/// A matched link: its pattern, how it opens, and its parameters' values.
@_spi(WayfinderInternals) public struct LinkMatch: Sendable {
  /// The pattern the link matched.
  @_spi(WayfinderInternals) public var pattern: LinkPattern { patterns[index] }
  /// The table's patterns (one reference to keep, where a pattern is two).
  let patterns: [LinkPattern]
  /// Whether the link replaces or pushes.
  @_spi(WayfinderInternals) public let mode: LinkMode
  /// The values of the pattern's parameters and wildcard.
  @_spi(WayfinderInternals) public let values: LinkValues
  /// The pattern's index in the table.
  let index: Int
}
