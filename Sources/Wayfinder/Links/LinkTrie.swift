import Foundation

/// The patterns of a ``LinkTable`` as a trie of path segments: one node per
/// distinct prefix, a static child per literal, at most one parameter child
/// and one wildcard. Not generic, so that matching runs fully specialized
/// whatever the app's tab and route types.
@usableFromInline
struct LinkTrie: Sendable {
  /// A node: plain numbers only (indices into the trie's arrays, -1 for
  /// none), so that a walk copies no reference and counts none.
  struct Node: Sendable {
    /// The static children: `literalCount` of them from `literalStart` in
    /// `literals`, with room there for `literalCapacity`.
    var literalStart: Int32 = 0
    var literalCount: Int32 = 0
    var literalCapacity: Int32 = 0
    /// The parameter child's node, its type (an index into `types`), and
    /// the pattern that made it.
    var parameterNode: Int32 = -1
    var parameterType: Int32 = -1
    var parameterOwner: Int32 = -1
    /// The pattern ending in a wildcard here, and the wildcard's type.
    var wildcardPattern: Int32 = -1
    var wildcardType: Int32 = -1
    /// The pattern ending here.
    var terminal: Int32 = -1
  }

  /// A static child: its text (a range of `literalBytes`), its first eight
  /// bytes as one number (see ``LinkTrie/prefix(_:)``), and its node.
  struct Literal: Sendable {
    var start: Int32
    var count: Int32
    var prefix: UInt64
    var node: Int32
  }

  private(set) var patterns: [LinkPattern] = []
  /// How each pattern's links open.
  @usableFromInline private(set) var modes: [LinkMode] = []
  /// The names of each pattern's captures, in path order.
  private var capturedNames: [[String]] = []
  private var nodes: [Node] = [Node()]
  private var literals: [Literal] = []
  /// The UTF-8 of every static segment, one after another.
  private var literalBytes: [UInt8] = []
  /// The distinct value types of parameters and wildcards, and each one's
  /// kind beside it: a walk reads the kind without copying the type (which
  /// would retain its reading closure).
  private var types: [LinkValueType] = []
  private var kinds: [LinkValueType.Kind] = []

  /// Adds `pattern`, or throws and changes nothing.
  mutating func insert(_ pattern: LinkPattern, _ mode: LinkMode) throws(LinkPatternError) {
    try Self.validate(pattern)
    // Check first, then insert: a refused pattern leaves the trie as it was.
    try walk(pattern, inserting: false)
    try walk(pattern, inserting: true)
    patterns.append(pattern)
    modes.append(mode)
    capturedNames.append(pattern.capturedNames)
  }

  private mutating func walk(_ pattern: LinkPattern, inserting: Bool) throws(LinkPatternError) {
    let index = Int32(patterns.count)
    var node = 0
    func conflict(_ owner: Int32, _ reason: String) -> LinkPatternError {
      .conflict(pattern.description, existing: patterns[Int(owner)].description, reason: reason)
    }
    func newNode() -> Int32 {
      nodes.append(Node())
      return Int32(nodes.count - 1)
    }
    func typeIndex(_ type: LinkValueType) -> Int32 {
      if let existing = types.firstIndex(of: type) { return Int32(existing) }
      types.append(type)
      kinds.append(type.kind)
      return Int32(types.count - 1)
    }
    for piece in pattern.path {
      switch piece {
      case .literal(let text):
        if let child = literalChild(of: node, equalTo: Array(text.utf8)) {
          node = child
        } else if inserting {
          let child = newNode()
          let prefix = Array(text.utf8).withUnsafeBufferPointer(Self.prefix)
          addLiteral(
            Literal(start: Int32(literalBytes.count), count: Int32(text.utf8.count), prefix: prefix, node: child),
            to: node)
          literalBytes.append(contentsOf: text.utf8)
          node = Int(child)
        } else {
          return
        }
      case .parameter(_, let type):
        if nodes[node].parameterType >= 0 {
          let existing = types[Int(nodes[node].parameterType)]
          guard existing == type else {
            throw conflict(
              nodes[node].parameterOwner, "parameters at the same place must have one type (\(existing), \(type))")
          }
          node = Int(nodes[node].parameterNode)
        } else if inserting {
          let child = newNode()
          nodes[node].parameterNode = child
          nodes[node].parameterType = typeIndex(type)
          nodes[node].parameterOwner = index
          node = Int(child)
        } else {
          return
        }
      case .wildcard(_, let type):
        if nodes[node].wildcardPattern >= 0 {
          let existing = types[Int(nodes[node].wildcardType)]
          throw conflict(
            nodes[node].wildcardPattern, "both end in a wildcard of \(existing == type ? "one type" : "two types")")
        }
        if inserting {
          nodes[node].wildcardPattern = index
          nodes[node].wildcardType = typeIndex(type)
        }
        return
      }
    }
    if nodes[node].terminal >= 0 { throw conflict(nodes[node].terminal, "both match the same links") }
    if inserting { nodes[node].terminal = index }
  }

  /// Adds a static child to `node`. A node's children stay side by side:
  /// when they fill their room, they move to the end of `literals`, with
  /// twice the room.
  private mutating func addLiteral(_ literal: Literal, to node: Int) {
    var parent = nodes[node]
    if parent.literalCount == parent.literalCapacity {
      let start = Int(parent.literalStart)
      let moved = Array(literals[start..<(start + Int(parent.literalCount))])
      parent.literalStart = Int32(literals.count)
      parent.literalCapacity = max(2, parent.literalCapacity * 2)
      literals.append(contentsOf: moved)
      literals.append(
        contentsOf: repeatElement(literal, count: Int(parent.literalCapacity) - moved.count))
    }
    literals[Int(parent.literalStart + parent.literalCount)] = literal
    parent.literalCount += 1
    nodes[node] = parent
  }

  /// The static child of `node` whose text is `key`, if any.
  private func literalChild(of node: Int, equalTo key: [UInt8]) -> Int? {
    literals.withUnsafeBufferPointer { literals in
      literalBytes.withUnsafeBufferPointer { literalBytes in
        literalChild(nodes[node], equalTo: key, literals, literalBytes)
      }
    }
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

  /// The pattern `link` matches and its values: walks the trie segment by
  /// segment, a static child first, then a parameter that reads, then a
  /// wildcard; a branch once taken is kept.
  ///
  /// - Complexity: O(length of the link).
  func match(_ link: ScannedLink) throws(LinkError) -> (pattern: Int, values: LinkValues) {
    var captured: [LinkValues.Entry] = []
    // The walk reads the trie through pointers: no array is retained or
    // checked per step. It ends at a pattern, or at the segment where
    // matching stopped (the link's segment count when the link ran out).
    let (pattern, stoppedAt) = nodes.withUnsafeBufferPointer { nodes in
      literals.withUnsafeBufferPointer { literals in
        literalBytes.withUnsafeBufferPointer { literalBytes in
          walk(link, nodes, literals, literalBytes, &captured)
        }
      }
    }
    guard pattern >= 0 else {
      let count = link.segments.count
      throw .noMatch(
        matched: link.texts(0..<stoppedAt), stoppedAt: stoppedAt < count ? link.text(stoppedAt) : nil)
    }
    return try finish(pattern, consume captured, link)
  }

  /// The walk behind ``match(_:)``: the pattern found and -1, or -1 and the
  /// index of the segment where matching stopped.
  private func walk(
    _ link: ScannedLink, _ nodes: UnsafeBufferPointer<Node>, _ literals: UnsafeBufferPointer<Literal>,
    _ literalBytes: UnsafeBufferPointer<UInt8>, _ captured: inout [LinkValues.Entry]
  ) -> (pattern: Int, stoppedAt: Int) {
    let count = link.segments.count
    var node = nodes[0]
    var index = 0
    while index < count {
      if node.literalCount > 0, let child = literalChild(node, index, link, literals, literalBytes) {
        node = nodes[child]
        index += 1
        continue
      }
      if node.parameterType >= 0 {
        // An `Int` straight from the bytes, kept without an existential.
        let type = Int(node.parameterType)
        if kinds[type] == .int && link.decodedText(index) == nil {
          if let value = link.canonicalDecimal(index) {
            if captured.isEmpty { captured.reserveCapacity(count - index) }
            captured.append(.int(value))
            node = nodes[Int(node.parameterNode)]
            index += 1
            continue
          }
        } else if let value = read(index, link, as: node.parameterType) {
          if captured.isEmpty { captured.reserveCapacity(count - index) }
          captured.append(.one(value))
          node = nodes[Int(node.parameterNode)]
          index += 1
          continue
        }
      }
      guard node.wildcardPattern >= 0 else { return (-1, index) }
      var values: [any LinkValue] = []
      values.reserveCapacity(count - index)
      for rest in index..<count {
        guard let value = read(rest, link, as: node.wildcardType) else { return (-1, rest) }
        values.append(value)
      }
      captured.append(.many(values))
      return (Int(node.wildcardPattern), -1)
    }
    if node.terminal >= 0 { return (Int(node.terminal), -1) }
    if node.wildcardPattern >= 0 {
      captured.append(.many([]))
      return (Int(node.wildcardPattern), -1)
    }
    return (-1, count)
  }

  /// The static child of `node` whose text is segment `index`, if any:
  /// compared by length, then byte by byte.
  @inline(__always)
  private func literalChild(
    _ node: Node, _ index: Int, _ link: ScannedLink, _ literals: UnsafeBufferPointer<Literal>,
    _ literalBytes: UnsafeBufferPointer<UInt8>
  ) -> Int? {
    if let text = link.decodedText(index) {
      return literalChild(node, equalTo: Array(text.utf8), literals, literalBytes)
    }
    let raw = link.rawBytes(index)
    let prefix = link.prefix(index)
    let start = Int(node.literalStart)
    for position in start..<(start + Int(node.literalCount)) {
      let literal = literals[position]
      // Most segments are eight bytes or fewer: one comparison each.
      if literal.prefix == prefix && Int(literal.count) == raw.count
        && (raw.count <= 8
          || memcmp(literalBytes.baseAddress! + Int(literal.start) + 8, raw.baseAddress! + 8, raw.count - 8) == 0)
      {
        return Int(literal.node)
      }
    }
    return nil
  }

  /// The first eight bytes of `bytes` (fewer, zero-padded) as one number.
  @inline(__always)
  static func prefix(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    if bytes.count >= 8 { return UnsafeRawPointer(bytes.baseAddress!).loadUnaligned(as: UInt64.self) }
    var prefix: UInt64 = 0
    for position in 0..<bytes.count { prefix |= UInt64(bytes[position]) << (position * 8) }
    return prefix
  }

  /// The static child of `node` whose text is `key` (a decoded segment's).
  private func literalChild(
    _ node: Node, equalTo key: [UInt8], _ literals: UnsafeBufferPointer<Literal>,
    _ literalBytes: UnsafeBufferPointer<UInt8>
  ) -> Int? {
    let start = Int(node.literalStart)
    for literal in literals[start..<(start + Int(node.literalCount))] {
      let text = Int(literal.start)..<Int(literal.start + literal.count)
      if literalBytes[text].elementsEqual(key) { return Int(literal.node) }
    }
    return nil
  }

  /// Segment `index` of `link` read as type `type` (an index into `types`):
  /// `Int` and `String` straight from the bytes.
  @inline(__always)
  private func read(_ index: Int, _ link: ScannedLink, as type: Int32) -> (any LinkValue)? {
    if let text = link.decodedText(index) { return types[Int(type)].readText(text[...]) }
    let raw = link.rawBytes(index)
    switch kinds[Int(type)] {
    case .int: return link.canonicalDecimal(index)
    case .string: return String(decoding: raw, as: UTF8.self)
    case .other: return types[Int(type)].readText(String(decoding: raw, as: UTF8.self)[...])
    }
  }

  /// The values of pattern `index`: its captures by name, then its query
  /// parameters that the link has.
  private func finish(
    _ index: Int, _ captured: consuming [LinkValues.Entry], _ link: ScannedLink
  ) throws(LinkError) -> (pattern: Int, values: LinkValues) {
    var values = LinkValues(names: capturedNames[index], values: captured)
    if link.query.isEmpty { return (index, values) }
    for case .parameter(let name, let type) in patterns[index].query {
      guard let item = link.query.first(where: { $0.key == name }) else { continue }
      guard let value = type.readText(item.value[...]) else { throw .invalidQueryValue(name: name, value: item.value) }
      values.set(name, .one(value))
    }
    return (index, values)
  }
}
