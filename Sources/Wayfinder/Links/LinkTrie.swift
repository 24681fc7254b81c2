import Foundation

/// The patterns of a ``LinkTable`` as a trie of path segments: one node per
/// distinct prefix, a static child per literal, at most one parameter child
/// and one wildcard. Not generic, so that matching runs fully specialized
/// whatever the app's tab and route types.
///
/// Every edge reads exactly one segment, so a node is only ever tried at
/// the segment whose index is its depth, and only from its one parent:
/// matching, which backtracks, enters each node at most once.
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
    /// The parameter child's node and its type (an index into `types`).
    var parameterNode: Int32 = -1
    var parameterType: Int32 = -1
    /// The pattern ending in a wildcard here, and the wildcard's type.
    var wildcardPattern: Int32 = -1
    var wildcardType: Int32 = -1
    /// The pattern ending here.
    var terminal: Int32 = -1
    /// Whether a node above this one has an alternative to the branch
    /// that leads here (a parameter or wildcard beside the static child
    /// taken, a wildcard beside the parameter taken): only then can a
    /// match that fails here go back. Set when the alternative is
    /// registered, so that a failing match without one stops at once.
    var goesBack = false
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
  private(set) var capturedNames: [[String]] = []
  /// What printing checks of each pattern's values: each capture's and
  /// query parameter's name and type.
  private(set) var valueChecks: [[LinkValues.Check]] = []
  private var nodes: [Node] = [Node()]
  /// Where matching goes back to from each node: its parent times two,
  /// plus one when it is the parent's parameter child (-1 for the root).
  /// Beside the nodes, not in them: only going back reads it.
  private var ups: [Int32] = [-1]
  /// The pattern that made each node's parameter child (-1 for none), for
  /// conflicts.
  private var parameterOwners: [Int32] = [-1]
  private var literals: [Literal] = []
  /// The UTF-8 of every static segment, one after another.
  private var literalBytes: [UInt8] = []
  /// The static children of nodes with more than ``hashedChildren`` of
  /// them, by hash (see ``hash(_:prefix:)``): their positions in
  /// `literals`, -1 where a slot is empty, in open addressing. A node's
  /// slots are the `2 × literalCapacity` from `2 × literalStart`: its room
  /// in `literals` is its own, and so are they. At most half full, so a
  /// look-up probes few slots.
  private var literalSlots: [Int32] = []
  /// A node with more static children than this finds them by hash; with
  /// this many or fewer, by comparing each (eight bytes at once), which
  /// costs no more than hashing for so few: counted, a node of 11 or 14
  /// children was slower by hash.
  static let hashedChildren = 16
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
    valueChecks.append(
      (pattern.path + pattern.query).compactMap { piece in
        switch piece {
        case .literal: nil
        case .parameter(let name, let type), .wildcard(let name, let type): LinkValues.Check(name: name, type: type)
        }
      })
  }

  private mutating func walk(_ pattern: LinkPattern, inserting: Bool) throws(LinkPatternError) {
    let index = Int32(patterns.count)
    var node = 0
    func conflict(_ owner: Int32, _ reason: String) -> LinkPatternError {
      .conflict(pattern.description, existing: patterns[Int(owner)].description, reason: reason)
    }
    func newNode(isParameter: Bool = false) -> Int32 {
      let parent = nodes[node]
      let goesBack = parent.goesBack || parent.wildcardPattern >= 0 || (!isParameter && parent.parameterType >= 0)
      nodes.append(Node(goesBack: goesBack))
      ups.append(Int32(node) * 2 + (isParameter ? 1 : 0))
      parameterOwners.append(-1)
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
          let start = Int32(literalBytes.count)
          literalBytes.append(contentsOf: text.utf8)
          addLiteral(Literal(start: start, count: Int32(text.utf8.count), prefix: prefix, node: child), to: node)
          node = Int(child)
        } else {
          return
        }
      case .parameter(_, let type):
        if nodes[node].parameterType >= 0 {
          let existing = types[Int(nodes[node].parameterType)]
          guard existing == type else {
            throw conflict(
              parameterOwners[node], "parameters at the same place must have one type (\(existing), \(type))")
          }
          node = Int(nodes[node].parameterNode)
        } else if inserting {
          let child = newNode(isParameter: true)
          nodes[node].parameterNode = child
          nodes[node].parameterType = typeIndex(type)
          parameterOwners[node] = index
          markGoesBack(below: node, parameterToo: false)
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
          markGoesBack(below: node, parameterToo: true)
        }
        return
      }
    }
    if nodes[node].terminal >= 0 { throw conflict(nodes[node].terminal, "both match the same links") }
    if inserting { nodes[node].terminal = index }
  }

  /// Marks the nodes below `node`'s static children (and below its
  /// parameter child, when `parameterToo`) as able to go back to it: it
  /// has just gained an alternative to them. A node's mark never goes
  /// away, and the nodes below a marked node are marked, so each node is
  /// marked once, ever: registering stays O(1) amortized per node.
  private mutating func markGoesBack(below node: Int, parameterToo: Bool) {
    let parent = nodes[node]
    var pending = literals[Int(parent.literalStart)..<Int(parent.literalStart + parent.literalCount)].map {
      Int($0.node)
    }
    if parameterToo && parent.parameterNode >= 0 { pending.append(Int(parent.parameterNode)) }
    while let next = pending.popLast() {
      guard !nodes[next].goesBack else { continue }
      nodes[next].goesBack = true
      let marked = nodes[next]
      let start = Int(marked.literalStart)
      pending += literals[start..<(start + Int(marked.literalCount))].lazy.map { Int($0.node) }
      if marked.parameterNode >= 0 { pending.append(Int(marked.parameterNode)) }
    }
  }

  /// Adds a static child to `node`. A node's children stay side by side:
  /// when they fill their room, they move to the end of `literals`, with
  /// twice the room. Past ``hashedChildren``, they are hashed too.
  ///
  /// - Complexity: O(1) amortized.
  private mutating func addLiteral(_ literal: Literal, to node: Int) {
    var parent = nodes[node]
    let moved = parent.literalCount == parent.literalCapacity
    if moved {
      let start = Int(parent.literalStart)
      let children = Array(literals[start..<(start + Int(parent.literalCount))])
      parent.literalStart = Int32(literals.count)
      parent.literalCapacity = max(2, parent.literalCapacity * 2)
      literals.append(contentsOf: children)
      literals.append(
        contentsOf: repeatElement(literal, count: Int(parent.literalCapacity) - children.count))
    }
    let position = Int(parent.literalStart + parent.literalCount)
    literals[position] = literal
    parent.literalCount += 1
    nodes[node] = parent
    guard parent.literalCount > Self.hashedChildren else { return }
    let base = 2 * Int(parent.literalStart)
    let size = 2 * Int(parent.literalCapacity)
    if moved {
      // New room, new slots: every child hashed again.
      if literalSlots.count < base + size {
        literalSlots.append(contentsOf: repeatElement(-1, count: base + size - literalSlots.count))
      }
      for slot in base..<(base + size) { literalSlots[slot] = -1 }
      for child in Int(parent.literalStart)..<(position + 1) { addSlot(child, base: base, size: size) }
    } else {
      addSlot(position, base: base, size: size)
    }
  }

  /// Hashes the child at `position` in `literals` into the slots of its node.
  private mutating func addSlot(_ position: Int, base: Int, size: Int) {
    let literal = literals[position]
    let start = Int(literal.start)
    let hash = literalBytes.withUnsafeBufferPointer { bytes in
      Self.hash(UnsafeBufferPointer(rebasing: bytes[start..<(start + Int(literal.count))]), prefix: literal.prefix)
    }
    var slot = Int(truncatingIfNeeded: hash) & (size - 1)
    while literalSlots[base + slot] >= 0 { slot = (slot + 1) & (size - 1) }
    literalSlots[base + slot] = Int32(position)
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
    if let type = pattern.foreignType { throw invalid("\(type) is not a String, a LinkParameter or a LinkWildcard") }
    var names = Set<String>()
    for (index, piece) in pattern.path.enumerated() {
      switch piece {
      case .literal(let text):
        guard !text.isEmpty, text != ".", text != ".." else { throw invalid("a static segment cannot be \"\(text)\"") }
        guard !text.unicodeScalars.contains(where: LinkPercentEncoding.isForbidden) else {
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
    // checked per step. It ends at a pattern, or with the deepest segment
    // that any branch reached (the link's segment count when the link ran out).
    let (pattern, stoppedAt) = nodes.withUnsafeBufferPointer { nodes in
      literals.withUnsafeBufferPointer { literals in
        literalBytes.withUnsafeBufferPointer { literalBytes in
          walk(link, nodes, literals, literalBytes, &captured)
        }
      }
    }
    if pattern == -2 { return try matchGoingBack(link) }
    guard pattern >= 0 else { throw Self.noMatch(link, stoppedAt) }
    return try finish(pattern, consume captured, link)
  }

  /// The walk behind ``match(_:)``, down one branch: the pattern found and
  /// -1, or -1 and the index of the segment where the branch stopped; -2
  /// when a second walk must finish the match (a node above has an
  /// alternative left, or a node has too many static children to compare
  /// each).
  private func walk(
    _ link: ScannedLink, _ nodes: UnsafeBufferPointer<Node>, _ literals: UnsafeBufferPointer<Literal>,
    _ literalBytes: UnsafeBufferPointer<UInt8>, _ captured: inout [LinkValues.Entry]
  ) -> (pattern: Int, stoppedAt: Int) {
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
        return (-2, index)
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
      // Most links in most tables fail where no alternative is left above:
      // they stop here. The others walk again, able to go back (-2).
      guard node.wildcardPattern >= 0 else { return (node.goesBack ? -2 : -1, index) }
      var values: [any LinkValue] = []
      values.reserveCapacity(count - index)
      for rest in index..<count {
        guard let value = read(rest, link, as: node.wildcardType) else { return (node.goesBack ? -2 : -1, rest) }
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
    return (node.goesBack ? -2 : -1, count)
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
    let (pattern, stoppedAt) = nodes.withUnsafeBufferPointer { nodes in
      literals.withUnsafeBufferPointer { literals in
        literalBytes.withUnsafeBufferPointer { literalBytes in
          walkGoingBack(link, nodes, literals, literalBytes, &captured)
        }
      }
    }
    guard pattern >= 0 else { throw Self.noMatch(link, stoppedAt) }
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
  ) -> (pattern: Int, stoppedAt: Int) {
    let count = link.segments.count
    var (nodeIndex, index, deepest) = (0, 0, 0)
    /// Goes down from `nodeIndex`: the pattern found, or -1 where nothing matched.
    func descend() -> Int {
      while index < count {
        let node = nodes[nodeIndex]
        if node.literalCount > 0, let child = literalChild(node, index, link, literals, literalBytes, hashed: true) {
          nodeIndex = child
        } else if node.parameterType >= 0 && capture(node, index, link, &captured) {
          nodeIndex = Int(node.parameterNode)
        } else {
          guard node.wildcardPattern >= 0 else { return -1 }
          let stopped = captureRest(node, index, link, &captured)
          if stopped < 0 { return Int(node.wildcardPattern) }
          deepest = max(deepest, stopped)
          return -1
        }
        index += 1
      }
      let node = nodes[nodeIndex]
      if node.terminal >= 0 { return Int(node.terminal) }
      guard node.wildcardPattern >= 0 else { return -1 }
      captured.append(.many([]))
      return Int(node.wildcardPattern)
    }
    let found = descend()
    if found >= 0 { return (found, -1) }
    deepest = max(deepest, index)
    while true {
      // Up to the nearest node with an alternative left.
      var dropped = 0
      var node: Node
      var triesParameter: Bool
      repeat {
        let up = ups[nodeIndex]
        guard up >= 0 else { return (-1, deepest) }
        let fromParameter = up & 1 == 1
        nodeIndex = Int(up >> 1)
        node = nodes[nodeIndex]
        index -= 1
        if fromParameter { dropped += 1 }
        triesParameter = !fromParameter && node.parameterType >= 0
      } while !triesParameter && node.wildcardPattern < 0
      captured.removeLast(dropped)
      // Its parameter, then its wildcard; then down from there.
      if triesParameter && capture(node, index, link, &captured) {
        nodeIndex = Int(node.parameterNode)
        index += 1
        let found = descend()
        if found >= 0 { return (found, -1) }
      } else if node.wildcardPattern >= 0 {
        let stopped = captureRest(node, index, link, &captured)
        if stopped < 0 { return (Int(node.wildcardPattern), -1) }
        deepest = max(deepest, stopped)
      }
      deepest = max(deepest, index)
    }
  }

  /// Captures segment `index` of `link` as the value of `node`'s
  /// parameter, when it reads as the parameter's type.
  private func capture(
    _ node: Node, _ index: Int, _ link: ScannedLink, _ captured: inout [LinkValues.Entry]
  ) -> Bool {
    // An `Int` straight from the bytes, kept without an existential.
    let type = Int(node.parameterType)
    if kinds[type] == .int && link.decodedText(index) == nil {
      guard let value = link.canonicalDecimal(index) else { return false }
      if captured.isEmpty { captured.reserveCapacity(link.segments.count - index) }
      captured.append(.int(value))
    } else {
      guard let value = read(index, link, as: node.parameterType) else { return false }
      if captured.isEmpty { captured.reserveCapacity(link.segments.count - index) }
      captured.append(.one(value))
    }
    return true
  }

  /// Captures the segments of `link` from `index` on as the values of
  /// `node`'s wildcard: -1 when they all read as its type, else the index
  /// of the first that does not (nothing captured then).
  @inline(__always)
  private func captureRest(
    _ node: Node, _ index: Int, _ link: ScannedLink, _ captured: inout [LinkValues.Entry]
  ) -> Int {
    let count = link.segments.count
    var values: [any LinkValue] = []
    values.reserveCapacity(count - index)
    for rest in index..<count {
      guard let value = read(rest, link, as: node.wildcardType) else { return rest }
      values.append(value)
    }
    captured.append(.many(values))
    return -1
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

  /// The first eight bytes of `bytes` (fewer, zero-padded) as one number.
  @inline(__always)
  static func prefix(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    if bytes.count >= 8 { return UnsafeRawPointer(bytes.baseAddress!).loadUnaligned(as: UInt64.self) }
    var prefix: UInt64 = 0
    for position in 0..<bytes.count { prefix |= UInt64(bytes[position]) << (position * 8) }
    return prefix
  }

  /// The static child of `node` (with more than ``hashedChildren``) whose
  /// text is `bytes`, which begin with `prefix`: found by hash.
  ///
  /// - Complexity: O(1) expected, the slots being at most half full.
  @inline(never)
  private func hashedChild(
    _ node: Node, _ bytes: UnsafeBufferPointer<UInt8>, _ prefix: UInt64, _ literals: UnsafeBufferPointer<Literal>,
    _ literalBytes: UnsafeBufferPointer<UInt8>
  ) -> Int? {
    let base = 2 * Int(node.literalStart)
    let size = 2 * Int(node.literalCapacity)
    var slot = Int(truncatingIfNeeded: Self.hash(bytes, prefix: prefix)) & (size - 1)
    while true {
      let position = literalSlots[base + slot]
      guard position >= 0 else { return nil }
      let literal = literals[Int(position)]
      if literal.prefix == prefix && Int(literal.count) == bytes.count
        && (bytes.count <= 8
          || memcmp(literalBytes.baseAddress! + Int(literal.start) + 8, bytes.baseAddress! + 8, bytes.count - 8) == 0)
      {
        return Int(literal.node)
      }
      slot = (slot + 1) & (size - 1)
    }
  }

  /// A hash of `bytes`, whose first eight bytes are `prefix` (see
  /// ``prefix(_:)``): eight bytes at a time, each word mixed in by a
  /// multiplication. The static segments hashed are the app's, never a
  /// link's: a link chooses what it looks up, not where the table's
  /// segments lie.
  @inline(__always)
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>, prefix: UInt64) -> UInt64 {
    var hash = (prefix ^ UInt64(bytes.count)) &* 0x9E37_79B9_7F4A_7C15
    var position = 8
    while position < bytes.count {
      let word = Self.prefix(UnsafeBufferPointer(rebasing: bytes[position...]))
      hash = (hash ^ (hash >> 29) ^ word) &* 0xBF58_476D_1CE4_E5B9
      position += 8
    }
    return hash ^ (hash >> 32)
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
