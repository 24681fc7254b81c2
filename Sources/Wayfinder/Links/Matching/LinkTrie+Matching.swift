import Foundation

// Matching a scanned link against the trie: the walk down one branch, and
// the second walk that goes back. Both read the trie's arrays through
// unsafe buffer pointers, so that no array is retained or bounds-checked
// per step: the one place in the links where that pays (the `links` rows of
// Benchmarks/README.md). What keeps it honest is
// `LinkPropertyTests.theTrieAgreesWithABruteForceMatcher`, which checks
// every answer, match or miss, against a matcher that scans the patterns.

extension LinkTrie {
  /// Where a walk down the trie ended.
  enum WalkEnd {
    /// At the pattern with this index.
    case matched(pattern: Int)
    /// At no pattern: the deepest segment any branch reached (the link's
    /// segment count when the link ran out).
    case stopped(at: Int)
    /// A second walk, able to go back, must finish the match (a node above
    /// has an alternative left, or a node has too many static children to
    /// compare each).
    case needsGoingBack
  }

  /// The pattern `link` matches and its values: walks the trie segment by
  /// segment, trying at each node a static child first, then a parameter
  /// that reads the segment, then a wildcard that reads the rest. A branch
  /// that fails further down goes back to the next alternative, so of the
  /// patterns that match, the one that prefers static segments earliest
  /// wins, then parameters.
  ///
  /// - Complexity: O(length of the link) along one branch; with
  ///   backtracking, O(nodes tried × length of the link) at worst, each
  ///   node tried at most once.
  func match(_ link: ScannedLink) throws(LinkError) -> (pattern: Int, values: LinkValues) {
    var captured: [LinkValues.Entry] = []
    // The walk reads the trie through pointers: no array is retained or
    // checked per step.
    let end = nodes.withUnsafeBufferPointer { nodes in
      literals.withUnsafeBufferPointer { literals in
        literalBytes.withUnsafeBufferPointer { literalBytes in
          walk(link, nodes, literals, literalBytes, &captured)
        }
      }
    }
    switch end {
    case .matched(let pattern): return try finish(pattern, consume captured, link)
    case .stopped(let segment): throw Self.noMatch(link, segment)
    case .needsGoingBack: return try matchGoingBack(link)
    }
  }

  /// The walk behind ``match(_:)``, down one branch, which never goes back:
  /// where it ended.
  private func walk(
    _ link: ScannedLink, _ nodes: UnsafeBufferPointer<Node>, _ literals: UnsafeBufferPointer<Literal>,
    _ literalBytes: UnsafeBufferPointer<UInt8>, _ captured: inout [LinkValues.Entry]
  ) -> WalkEnd {
    let count = link.segments.count
    var node = nodes[0]
    var index = 0
    while index < count {
      // One to `hashedChildren` static children, in one comparison: each
      // compared; more are found by hash, in the second walk.
      if UInt32(bitPattern: node.literalCount &- 1) < UInt32(Self.hashedChildren) {
        if let child = literalChild(node, index, link, literals, literalBytes, hashed: false) {
          node = nodes[child]
          index += 1
          continue
        }
      } else if node.literalCount > Self.hashedChildren {
        return .needsGoingBack
      }
      if let parameter = node.parameter, capture(parameter.type, index, link, &captured) {
        node = nodes[Int(parameter.node)]
        index += 1
        continue
      }
      // Most links in most tables fail where no alternative is left above:
      // they stop here. The others walk again, able to go back.
      let end = captureRest(node, index, link, &captured)
      if case .stopped = end, node.goesBack { return .needsGoingBack }
      return end
    }
    if let terminal = node.terminal { return .matched(pattern: Int(terminal)) }
    if let wildcard = node.wildcard {
      captured.append(.many([]))
      return .matched(pattern: Int(wildcard.pattern))
    }
    return node.goesBack ? .needsGoingBack : .stopped(at: count)
  }

  /// The error for `link`, which matched no pattern: the segments before
  /// `stoppedAt`, and the one there (`nil` when the link ended first).
  private static func noMatch(_ link: ScannedLink, _ stoppedAt: Int) -> LinkError {
    let count = link.segments.count
    return .noMatch(matched: link.texts(0..<stoppedAt), stoppedAt: stoppedAt < count ? link.text(stoppedAt) : nil)
  }

  /// ``match(_:)`` for a link the first walk left to a second: walks again,
  /// able to go back, and finding many static children by hash.
  @inline(never)
  private func matchGoingBack(_ link: ScannedLink) throws(LinkError) -> (pattern: Int, values: LinkValues) {
    var captured: [LinkValues.Entry] = []
    let end = nodes.withUnsafeBufferPointer { nodes in
      literals.withUnsafeBufferPointer { literals in
        literalBytes.withUnsafeBufferPointer { literalBytes in
          walkGoingBack(link, nodes, literals, literalBytes, &captured)
        }
      }
    }
    guard case .matched(let pattern) = end else {
      guard case .stopped(let segment) = end else { preconditionFailure("the second walk finishes the match") }
      throw Self.noMatch(link, segment)
    }
    return try finish(pattern, consume captured, link)
  }

  /// The second walk, for a link that failed on a branch with alternatives
  /// left above it or that met a node with many static children: the same
  /// walk down (finding many static children by hash), which, when a branch fails, goes back up
  /// to the nearest node with an alternative not tried (its parameter after
  /// its static child, its wildcard after its parameter), dropping the
  /// values captured below it, and down again from there. A node is entered
  /// at most once: it has one parent, which tries each of its alternatives
  /// once. Kept apart, so that the first walk stays small and keeps no
  /// node's index.
  @inline(never)
  private func walkGoingBack(
    _ link: ScannedLink, _ nodes: UnsafeBufferPointer<Node>, _ literals: UnsafeBufferPointer<Literal>,
    _ literalBytes: UnsafeBufferPointer<UInt8>, _ captured: inout [LinkValues.Entry]
  ) -> WalkEnd {
    let count = link.segments.count
    var (nodeIndex, index, deepest) = (0, 0, 0)
    /// Goes down from `nodeIndex`: the pattern found, or `nil` where nothing matched.
    func descend() -> Int? {
      while index < count {
        let node = nodes[nodeIndex]
        if node.literalCount > 0, let child = literalChild(node, index, link, literals, literalBytes, hashed: true) {
          nodeIndex = child
        } else if let parameter = node.parameter, capture(parameter.type, index, link, &captured) {
          nodeIndex = Int(parameter.node)
        } else {
          return restOrNil(node)
        }
        index += 1
      }
      let node = nodes[nodeIndex]
      if let terminal = node.terminal { return Int(terminal) }
      guard let wildcard = node.wildcard else { return nil }
      captured.append(.many([]))
      return Int(wildcard.pattern)
    }
    /// The wildcard of `node` read from `index` on: its pattern, or `nil`.
    func restOrNil(_ node: Node) -> Int? {
      switch captureRest(node, index, link, &captured) {
      case .matched(let pattern): return pattern
      case .stopped(let segment): deepest = max(deepest, segment)
      case .needsGoingBack: break
      }
      return nil
    }
    if let found = descend() { return .matched(pattern: found) }
    deepest = max(deepest, index)
    while true {
      guard let (node, triesParameter) = backUp(&nodeIndex, &index, &captured) else { return .stopped(at: deepest) }
      // Its parameter, then its wildcard; then down from there.
      if triesParameter, let parameter = node.parameter, capture(parameter.type, index, link, &captured) {
        nodeIndex = Int(parameter.node)
        index += 1
        if let found = descend() { return .matched(pattern: found) }
      } else if let found = restOrNil(node) {
        return .matched(pattern: found)
      }
      deepest = max(deepest, index)
    }
  }

  /// Goes up from `nodeIndex` (at segment `index`) to the nearest node with
  /// an alternative left, dropping the values captured below it: that node,
  /// and whether its parameter is left to try (else its wildcard); `nil` at
  /// the root.
  @inline(__always)
  private func backUp(_ nodeIndex: inout Int, _ index: inout Int, _ captured: inout [LinkValues.Entry]) -> (
    node: Node, triesParameter: Bool
  )? {
    var dropped = 0
    var node: Node
    var triesParameter: Bool
    repeat {
      let up = ups[nodeIndex]
      guard up >= 0 else { return nil }
      let fromParameter = up & 1 == 1
      nodeIndex = Int(up >> 1)
      node = nodes[nodeIndex]
      index -= 1
      if fromParameter { dropped += 1 }
      triesParameter = !fromParameter && node.parameter != nil
    } while !triesParameter && node.wildcard == nil
    captured.removeLast(dropped)
    return (node, triesParameter)
  }

  /// Captures segment `index` of `link` as the value of a parameter of
  /// `type`, when it reads as one.
  @inline(__always)
  private func capture(
    _ type: Int32, _ index: Int, _ link: ScannedLink, _ captured: inout [LinkValues.Entry]
  ) -> Bool {
    // An `Int` straight from the bytes, kept without an existential.
    if kinds[Int(type)] == .int && link.decodedText(index) == nil {
      guard let value = link.canonicalDecimal(index) else { return false }
      if captured.isEmpty { captured.reserveCapacity(link.segments.count - index) }
      captured.append(.int(value))
    } else {
      guard let value = read(index, link, as: type) else { return false }
      if captured.isEmpty { captured.reserveCapacity(link.segments.count - index) }
      captured.append(.one(value))
    }
    return true
  }

  /// Captures the segments of `link` from `index` on as the values of
  /// `node`'s wildcard: its pattern when they all read as its type; else
  /// where the first that does not is (nothing captured then), or `index`
  /// when `node` has no wildcard.
  @inline(__always)
  private func captureRest(
    _ node: Node, _ index: Int, _ link: ScannedLink, _ captured: inout [LinkValues.Entry]
  ) -> WalkEnd {
    guard let wildcard = node.wildcard else { return .stopped(at: index) }
    let count = link.segments.count
    var values: [any LinkValue] = []
    values.reserveCapacity(count - index)
    for rest in index..<count {
      guard let value = read(rest, link, as: wildcard.type) else { return .stopped(at: rest) }
      values.append(value)
    }
    captured.append(.many(values))
    return .matched(pattern: Int(wildcard.pattern))
  }

  /// The static child of `node` whose text is `key`, if any.
  func literalChild(of node: Int, equalTo key: [UInt8]) -> Int? {
    literals.withUnsafeBufferPointer { literals in
      literalBytes.withUnsafeBufferPointer { literalBytes in
        literalChild(nodes[node], equalTo: key, literals, literalBytes)
      }
    }
  }

  /// The static child of `node` whose text is segment `index`, if any:
  /// by hash past ``hashedChildren`` children when `hashed` (the first
  /// walk leaves such nodes to the second), else compared by length, then
  /// byte by byte.
  @inline(__always)
  private func literalChild(
    _ node: Node, _ index: Int, _ link: ScannedLink, _ literals: UnsafeBufferPointer<Literal>,
    _ literalBytes: UnsafeBufferPointer<UInt8>, hashed: Bool
  ) -> Int? {
    if let text = link.decodedText(index) {
      return literalChild(node, equalTo: Array(text.utf8), literals, literalBytes)
    }
    let raw = link.rawBytes(index)
    let prefix = link.prefix(index)
    if hashed && node.literalCount > Self.hashedChildren {
      return hashedChild(node, raw, prefix, literals, literalBytes)
    }
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

  /// The static child of `node` whose text is `key` (a decoded segment's).
  private func literalChild(
    _ node: Node, equalTo key: [UInt8], _ literals: UnsafeBufferPointer<Literal>,
    _ literalBytes: UnsafeBufferPointer<UInt8>
  ) -> Int? {
    if node.literalCount > Self.hashedChildren {
      return key.withUnsafeBufferPointer { key in hashedChild(node, key, Self.prefix(key), literals, literalBytes) }
    }
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
