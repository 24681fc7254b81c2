// Printing: a place's canonical link, checked to open the place again.
extension LinkTable {
  /// The canonical link of `place`: the printing rule and errors of
  /// `link(for:)` of a state, which prints the place the state shows.
  package func link(for place: LinkPlace<Tab, Route>) throws(LinkError) -> String {
    // Opening a link builds at most `maxDepth` steps: a deeper place has no link.
    guard place.stack.count <= limits.maxDepth else {
      throw .limitExceeded(.depth, limit: limits.maxDepth, found: place.stack.count)
    }
    if let link = try printed(place) { return link }
    throw unprintable(place)
  }

  /// The error for `place`, which no pattern prints: the longest covered
  /// prefix says which step is not covered.
  func unprintable(_ place: LinkPlace<Tab, Route>) -> LinkError {
    var covered: (count: Int, link: String)?
    for count in stride(from: min(place.stack.count - 1, limits.maxDepth), through: 0, by: -1) {
      let prefix = LinkPlace(unchecked: BackStack(Array(place.stack[0..<count])), target: place.target)
      if let link = try? printed(prefix) {
        covered = (count, link)
        break
      }
    }
    return .unprintable(
      stack: String(describing: place.target), firstUncoveredStep: covered?.count ?? 0, covered: covered?.link)
  }

  /// The canonical link of the place `state` shows: the shown stack (the
  /// modal over all tabs when one is up, else the selected tab's stack, or
  /// the one stack of an app without tabs) and its steps.
  ///
  /// The link is that of the first registered pattern whose printer
  /// accepts the place and whose link, read back as opening reads it,
  /// opens with that pattern and the same values. Replacing patterns
  /// (``LinkMode/replacing``) are tried first, then pushing ones
  /// (``LinkMode/pushing``): a pushing pattern's printer is given the
  /// whole place, and its link opens that place from a state where the
  /// place's stack is empty (as at launch); opened elsewhere, it pushes
  /// onto the stack there.
  ///
  /// - Parameters:
  ///   - state: The state whose shown place is printed.
  /// - Returns: The link, with the table's scheme.
  /// - Complexity: O(patterns × (the printers' cost + the link's length)),
  ///   each link printed being read back once.
  /// - Throws: ``LinkError/limitExceeded(_:limit:found:)`` for a link this
  ///   table would itself refuse: a place deeper than
  ///   ``LinkLimits/maxDepth`` (checked first), or a link longer than
  ///   ``LinkLimits/maxLength``, with more segments than
  ///   ``LinkLimits/maxSegments`` or a value longer than
  ///   ``LinkLimits/maxParameterLength``; else
  ///   ``LinkError/unprintable(stack:firstUncoveredStep:covered:)`` naming
  ///   the first step no pattern covers. Never a shorter link.
  public func link(for state: NavigationState<Tab, Route>) throws(LinkError) -> String {
    try link(for: state.shownPlace)
  }

  /// The link of the first pattern that prints `place`: the replacing
  /// patterns first, in the order registered, then the pushing ones.
  func printed(_ place: LinkPlace<Tab, Route>) throws(LinkError) -> String? {
    for mode in [LinkMode.replacing, .pushing] {
      for index in entries.indices where trie.modes[index] == mode {
        guard let print = entries[index].print, let values = print(place) else { continue }
        if let link = try trie.link(ofPattern: index, values, origins: origins, limits: limits) { return link }
      }
    }
    return nil
  }
}

extension LinkTrie {
  /// The link of pattern `index` with `values`, printed with the first of
  /// `origins`, or `nil` when it would not open with this pattern and these
  /// values: a value is missing or would not read back (see
  /// `LinkPercentEncoding.encode`), or another pattern matches the link first (a
  /// static segment that a parameter printed, say). Written as bytes, read
  /// back as opening reads them, made a string once. Not generic: compiled
  /// once, whatever the table's tab and route types.
  ///
  /// - Throws: ``LinkError/limitExceeded(_:limit:found:)`` for a link that
  ///   opening would refuse, with the error opening would give: the link
  ///   too long, too many segments, or a value too long.
  func link(
    ofPattern index: Int, _ values: LinkValues, origins: [LinkOrigin], limits: LinkLimits
  ) throws(LinkError) -> String? {
    guard let origin = origins.first else { return nil }
    let pattern = patterns[index]
    var link: [UInt8] = []
    link.reserveCapacity(64)
    link.append(contentsOf: origin.schemeBytes)
    link.append(contentsOf: "://".utf8)
    if let host = origin.hostBytes { link.append(contentsOf: host) }
    var segmentCount = 0
    func append(_ text: String) -> Bool {
      // An empty, "." or ".." segment would not read back.
      guard !text.isEmpty, text != ".", text != ".." else { return false }
      if segmentCount > 0 || origin.host != nil { link.append(UInt8(ascii: "/")) }
      guard LinkPercentEncoding.encode(text, into: &link) else { return false }
      segmentCount += 1
      return true
    }
    func append(_ value: any LinkValue) -> Bool { append(value.linkText) }
    for piece in pattern.path {
      switch piece {
      case .literal(let text):
        guard append(text) else { return nil }
      case .parameter(let name, _):
        guard let value = values.entry(name)?.single, append(value) else { return nil }
      case .wildcard(let name, _):
        guard case .many(let list)? = values.entry(name) else { return nil }
        for value in list { guard append(value) else { return nil } }
      }
    }
    var separator = UInt8(ascii: "?")
    for piece in pattern.query {
      guard let text = values.text(of: piece.name) else { continue }
      link.append(separator)
      guard LinkPercentEncoding.encode(piece.name, into: &link) else { return nil }
      link.append(UInt8(ascii: "="))
      // A value that would not read back: not this pattern's link (never one without it).
      guard LinkPercentEncoding.encode(text, into: &link) else { return nil }
      separator = UInt8(ascii: "&")
    }
    return try opens(link, pattern: index, values, origins: origins, limits: limits)
      ? String(decoding: link, as: UTF8.self) : nil
  }

  /// Whether `link` opens with pattern `index` and `values`, read as
  /// opening reads it.
  ///
  /// - Throws: the ``LinkError/limitExceeded(_:limit:found:)`` that opening
  ///   `link` would give.
  private func opens(
    _ link: [UInt8], pattern index: Int, _ values: LinkValues, origins: [LinkOrigin], limits: LinkLimits
  ) throws(LinkError) -> Bool {
    do {
      return try link.withUnsafeBufferPointer { bytes throws(LinkError) in
        try LinkScanner.withScan(bytes: bytes, origins: origins, limits: limits) { scan throws(LinkError) in
          guard let (matched, read) = try? match(scan), matched == index else { return false }
          return values.readBack(as: read, valueChecks[index])
        }
      }
    } catch {
      if case .limitExceeded = error { throw error }
      return false  // a link the printer wrote that does not read: never printed
    }
  }
}
