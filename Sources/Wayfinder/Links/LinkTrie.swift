import Foundation

/// The patterns of a ``LinkTable`` as a trie of path segments: one node per
/// distinct prefix, a static child per literal, at most one parameter child
/// and one wildcard. Not generic, so that matching runs fully specialized
/// whatever the app's tab and route types.
struct LinkTrie: Sendable {
  struct Node: Sendable {
    /// The static children: each one's UTF-8, and its node. Nodes have a
    /// handful of children, and comparing bytes in turn makes no string.
    var literalKeys: [[UInt8]] = []
    var literalNodes: [Int32] = []
    /// The parameter child's node, or -1.
    var parameterNode: Int32 = -1
    /// The parameter child's type, and the pattern that made it.
    var parameterType: LinkValueType?
    var parameterOwner: Int32 = -1
    /// The pattern ending in a wildcard here, or -1.
    var wildcardPattern: Int32 = -1
    var wildcardType: LinkValueType?
    /// The pattern ending here, or -1.
    var terminal: Int32 = -1
  }

  private(set) var patterns: [LinkPattern] = []
  /// How each pattern's links open.
  private(set) var modes: [LinkMode] = []
  /// The names of each pattern's captures, in path order.
  private var capturedNames: [[String]] = []
  private var nodes: [Node] = [Node()]

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
    func newNode() -> Int {
      nodes.append(Node())
      return nodes.count - 1
    }
    for piece in pattern.path {
      switch piece {
      case .literal(let text):
        let key = Array(text.utf8)
        if let position = nodes[node].literalKeys.firstIndex(of: key) {
          node = Int(nodes[node].literalNodes[position])
        } else if inserting {
          let child = newNode()
          nodes[node].literalKeys.append(key)
          nodes[node].literalNodes.append(Int32(child))
          node = child
        } else {
          return
        }
      case .parameter(_, let type):
        if let existing = nodes[node].parameterType {
          guard existing == type else {
            throw conflict(
              nodes[node].parameterOwner, "parameters at the same place must have one type (\(existing), \(type))")
          }
          node = Int(nodes[node].parameterNode)
        } else if inserting {
          let child = newNode()
          nodes[node].parameterNode = Int32(child)
          nodes[node].parameterType = type
          nodes[node].parameterOwner = index
          node = child
        } else {
          return
        }
      case .wildcard(_, let type):
        if let existing = nodes[node].wildcardType {
          throw conflict(
            nodes[node].wildcardPattern, "both end in a wildcard of \(existing == type ? "one type" : "two types")")
        }
        if inserting {
          nodes[node].wildcardPattern = index
          nodes[node].wildcardType = type
        }
        return
      }
    }
    if nodes[node].terminal >= 0 { throw conflict(nodes[node].terminal, "both match the same links") }
    if inserting { nodes[node].terminal = index }
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
    let count = link.segments.count
    var node = 0
    var captured: [LinkValues.Entry] = []
    captured.reserveCapacity(count)
    var index = 0
    while index < count {
      if let child = literalChild(of: node, matching: index, in: link) {
        node = child
      } else if let type = nodes[node].parameterType, let value = link.read(index, as: type) {
        captured.append(.one(value))
        node = Int(nodes[node].parameterNode)
      } else if let type = nodes[node].wildcardType {
        var values: [any LinkValue] = []
        values.reserveCapacity(count - index)
        for rest in index..<count {
          guard let value = link.read(rest, as: type) else {
            throw .noMatch(matched: link.texts(0..<rest), stoppedAt: link.text(rest))
          }
          values.append(value)
        }
        captured.append(.many(values))
        return try finish(Int(nodes[node].wildcardPattern), captured, link)
      } else {
        throw .noMatch(matched: link.texts(0..<index), stoppedAt: link.text(index))
      }
      index += 1
    }
    if nodes[node].terminal >= 0 { return try finish(Int(nodes[node].terminal), captured, link) }
    if nodes[node].wildcardPattern >= 0 {
      captured.append(.many([]))
      return try finish(Int(nodes[node].wildcardPattern), captured, link)
    }
    throw .noMatch(matched: link.texts(0..<count), stoppedAt: nil)
  }

  /// The static child of `node` whose text is segment `index`, if any: the
  /// segment's bytes are found once, then compared with each child's, length first.
  private func literalChild(of node: Int, matching index: Int, in link: ScannedLink) -> Int? {
    let keys = nodes[node].literalKeys
    guard !keys.isEmpty else { return nil }
    if let text = link.decodedText(index) {
      guard let position = keys.firstIndex(where: { text.utf8.elementsEqual($0) }) else { return nil }
      return Int(nodes[node].literalNodes[position])
    }
    let raw = link.rawBytes(index)
    for position in keys.indices where keys[position].count == raw.count {
      let equal = keys[position].withUnsafeBufferPointer { key in
        key.isEmpty || memcmp(key.baseAddress!, raw.baseAddress!, key.count) == 0
      }
      if equal { return Int(nodes[node].literalNodes[position]) }
    }
    return nil
  }

  /// The values of pattern `index`: its captures by name, then its query
  /// parameters that the link has.
  private func finish(
    _ index: Int, _ captured: [LinkValues.Entry], _ link: ScannedLink
  ) throws(LinkError) -> (pattern: Int, values: LinkValues) {
    var values = LinkValues(names: capturedNames[index], values: captured)
    for case .parameter(let name, let type) in patterns[index].query {
      guard let item = link.query.first(where: { $0.key == name }) else { continue }
      guard let value = type.readText(item.value[...]) else { throw .invalidQueryValue(name: name, value: item.value) }
      values.set(name, .one(value))
    }
    return (index, values)
  }
}
