/// The patterns of a ``LinkTable`` as a trie of path segments: one node per
/// distinct prefix, a static child per literal, at most one parameter child
/// and one wildcard. Not generic, so that matching runs fully specialized
/// whatever the app's tab and route types.
///
/// Every edge reads exactly one segment, so a node is only ever tried at
/// the segment whose index is its depth, and only from its one parent:
/// matching, which backtracks, enters each node at most once.
///
/// This file registers patterns, in safe code. Matching, which walks the
/// trie through unsafe buffers, is in `LinkTrie+Matching.swift`, and the
/// hashing of many static children in `LinkTrie+Hashing.swift`, each behind
/// the property test that checks it against a plain model.
struct LinkTrie: Sendable {
  /// A node: plain numbers only (indices into the trie's arrays), so that a
  /// walk copies no reference and counts none. What a node may lack reads
  /// as an optional; it is stored as -1, in this struct alone, so that a
  /// node stays 36 bytes.
  struct Node: Sendable {
    /// The static children: `literalCount` of them from `literalStart` in
    /// `literals`, with room there for `literalCapacity`.
    var literalStart: Int32 = 0
    var literalCount: Int32 = 0
    var literalCapacity: Int32 = 0
    private var parameterNode: Int32 = -1
    private var parameterType: Int32 = -1
    private var wildcardPattern: Int32 = -1
    private var wildcardType: Int32 = -1
    private var terminalPattern: Int32 = -1
    /// Whether a node above this one has an alternative to the branch
    /// that leads here (a parameter or wildcard beside the static child
    /// taken, a wildcard beside the parameter taken): only then can a
    /// match that fails here go back. Set when the alternative is
    /// registered, so that a failing match without one stops at once.
    var goesBack = false

    init(goesBack: Bool = false) { self.goesBack = goesBack }

    /// The parameter child's node, and its type (an index into `types`).
    var parameter: (node: Int32, type: Int32)? {
      @inline(__always) get { parameterType < 0 ? nil : (parameterNode, parameterType) }
      set { (parameterNode, parameterType) = newValue.map { ($0.node, $0.type) } ?? (-1, -1) }
    }
    /// The pattern ending in a wildcard here, and the wildcard's type.
    var wildcard: (pattern: Int32, type: Int32)? {
      @inline(__always) get { wildcardPattern < 0 ? nil : (wildcardPattern, wildcardType) }
      set { (wildcardPattern, wildcardType) = newValue.map { ($0.pattern, $0.type) } ?? (-1, -1) }
    }
    /// The pattern ending here.
    var terminal: Int32? {
      @inline(__always) get { terminalPattern < 0 ? nil : terminalPattern }
      set { terminalPattern = newValue ?? -1 }
    }
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
  private(set) var modes: [LinkMode] = []
  /// The names of each pattern's captures, in path order.
  private(set) var capturedNames: [[String]] = []
  /// What printing checks of each pattern's values: each capture's and
  /// query parameter's name and type.
  private(set) var valueChecks: [[LinkValues.Check]] = []
  private(set) var nodes: [Node] = [Node()]
  /// Where matching goes back to from each node: its parent times two,
  /// plus one when it is the parent's parameter child (-1 for the root).
  /// Beside the nodes, not in them: only going back reads it.
  private(set) var ups: [Int32] = [-1]
  /// The pattern that made each node's parameter child (-1 for none), for
  /// conflicts.
  private(set) var parameterOwners: [Int32] = [-1]
  private(set) var literals: [Literal] = []
  /// The UTF-8 of every static segment, one after another.
  private(set) var literalBytes: [UInt8] = []
  /// The static children of nodes with more than ``hashedChildren`` of
  /// them, by hash (see ``hash(_:prefix:)``): their positions in
  /// `literals`, -1 where a slot is empty, in open addressing. A node's
  /// slots are the `2 × literalCapacity` from `2 × literalStart`: its room
  /// in `literals` is its own, and so are they. At most half full, so a
  /// look-up probes few slots.
  private(set) var literalSlots: [Int32] = []
  /// A node with more static children than this finds them by hash; with
  /// this many or fewer, by comparing each (eight bytes at once), which
  /// costs no more than hashing for so few: counted, a node of 11 or 14
  /// children was slower by hash.
  static let hashedChildren = 16
  /// The distinct value types of parameters and wildcards, and each one's
  /// kind beside it: a walk reads the kind without copying the type (which
  /// would retain its reading closure).
  private(set) var types: [LinkValueType] = []
  private(set) var kinds: [LinkValueType.Kind] = []

  /// Adds `pattern`, or throws and changes nothing.
  mutating func insert(_ pattern: LinkPattern, _ mode: LinkMode) throws(RegistrationError) {
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

  private mutating func walk(_ pattern: LinkPattern, inserting: Bool) throws(RegistrationError) {
    let index = Int32(patterns.count)
    var node = 0
    for piece in pattern.path {
      switch piece {
      case .literal(let text):
        guard let next = walkLiteral(text, from: node, inserting: inserting) else { return }
        node = next
      case .parameter(_, let type):
        guard let next = try walkParameter(type, from: node, for: pattern, at: index, inserting: inserting) else {
          return
        }
        node = next
      case .wildcard(_, let type):
        if let wildcard = nodes[node].wildcard {
          let existing = types[Int(wildcard.type)]
          throw conflict(
            pattern, wildcard.pattern, "both end in a wildcard of \(existing == type ? "one type" : "two types")")
        }
        if inserting {
          nodes[node].wildcard = (index, typeIndex(type))
          markGoesBack(below: node, parameterToo: true)
        }
        return
      }
    }
    if let terminal = nodes[node].terminal { throw conflict(pattern, terminal, "both match the same links") }
    if inserting { nodes[node].terminal = index }
  }

  /// The node the literal `text` leads to from `node`, made when
  /// `inserting`; `nil` when there is none and none is made.
  private mutating func walkLiteral(_ text: String, from node: Int, inserting: Bool) -> Int? {
    if let child = literalChild(of: node, equalTo: Array(text.utf8)) { return child }
    guard inserting else { return nil }
    let child = newNode(below: node)
    let prefix = Self.prefix(of: Array(text.utf8))
    let start = Int32(literalBytes.count)
    literalBytes.append(contentsOf: text.utf8)
    addLiteral(Literal(start: start, count: Int32(text.utf8.count), prefix: prefix, node: child), to: node)
    return Int(child)
  }

  /// The node a parameter of `type` leads to from `node`, made (for
  /// `pattern`, the pattern at `index`) when `inserting`; `nil` when there
  /// is none and none is made. Refused when a parameter of another type
  /// is at the same place.
  private mutating func walkParameter(
    _ type: LinkValueType, from node: Int, for pattern: LinkPattern, at index: Int32, inserting: Bool
  ) throws(RegistrationError) -> Int? {
    if let parameter = nodes[node].parameter {
      let existing = types[Int(parameter.type)]
      guard existing == type else {
        throw conflict(
          pattern, parameterOwners[node], "parameters at the same place must have one type (\(existing), \(type))")
      }
      return Int(parameter.node)
    }
    guard inserting else { return nil }
    let child = newNode(below: node, isParameter: true)
    nodes[node].parameter = (child, typeIndex(type))
    parameterOwners[node] = index
    markGoesBack(below: node, parameterToo: false)
    return Int(child)
  }

  /// The conflict of `pattern` with the pattern at `owner`, for `reason`.
  private func conflict(_ pattern: LinkPattern, _ owner: Int32, _ reason: String) -> RegistrationError {
    .conflict(pattern.description, existing: patterns[Int(owner)].description, reason: reason)
  }

  /// A new node below `node`: a parameter's, or a literal's.
  private mutating func newNode(below node: Int, isParameter: Bool = false) -> Int32 {
    let parent = nodes[node]
    let goesBack = parent.goesBack || parent.wildcard != nil || (!isParameter && parent.parameter != nil)
    nodes.append(Node(goesBack: goesBack))
    ups.append(Int32(node) * 2 + (isParameter ? 1 : 0))
    parameterOwners.append(-1)
    return Int32(nodes.count - 1)
  }

  /// The index of `type` among the types, added if new.
  private mutating func typeIndex(_ type: LinkValueType) -> Int32 {
    if let existing = types.firstIndex(of: type) { return Int32(existing) }
    types.append(type)
    kinds.append(type.kind)
    return Int32(types.count - 1)
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
    if parameterToo, let parameter = parent.parameter { pending.append(Int(parameter.node)) }
    while let next = pending.popLast() {
      guard !nodes[next].goesBack else { continue }
      nodes[next].goesBack = true
      let marked = nodes[next]
      let start = Int(marked.literalStart)
      pending += literals[start..<(start + Int(marked.literalCount))].lazy.map { Int($0.node) }
      if let parameter = marked.parameter { pending.append(Int(parameter.node)) }
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
    let hash = Self.hash(of: literalBytes[start..<(start + Int(literal.count))], prefix: literal.prefix)
    var slot = Int(truncatingIfNeeded: hash) & (size - 1)
    while literalSlots[base + slot] >= 0 { slot = (slot + 1) & (size - 1) }
    literalSlots[base + slot] = Int32(position)
  }

  private static func validate(_ pattern: LinkPattern) throws(RegistrationError) {
    func invalid(_ reason: String) -> RegistrationError { .invalid(pattern.description, reason: reason) }
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
}
