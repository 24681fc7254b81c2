import Foundation

// The static children of a node with more than `hashedChildren` of them,
// found by hash: eight bytes at a time, read through unsafe pointers. What
// keeps it honest is `LinkPropertyTests.aNodeFindsExactlyItsStaticChildren`
// (every child found, plain or percent-encoded, and nothing else, against a
// set of the names) and `LinkTableTests.thousandsOfSiblingsAreFoundByHash`.

extension LinkTrie {
  /// The first eight bytes of `bytes` (fewer, zero-padded) as one number.
  @inline(__always)
  static func prefix(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    if bytes.count >= 8 { return UnsafeRawPointer(bytes.baseAddress!).loadUnaligned(as: UInt64.self) }
    var prefix: UInt64 = 0
    for position in 0..<bytes.count { prefix |= UInt64(bytes[position]) << (position * 8) }
    return prefix
  }

  /// ``prefix(_:)`` of `bytes`.
  static func prefix(of bytes: [UInt8]) -> UInt64 { bytes.withUnsafeBufferPointer(prefix) }

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

  /// ``hash(_:prefix:)`` of `bytes`, whose first eight bytes are `prefix`.
  static func hash(of bytes: ArraySlice<UInt8>, prefix: UInt64) -> UInt64 {
    bytes.withUnsafeBufferPointer { hash($0, prefix: prefix) }
  }

  /// The static child of `node` (with more than ``hashedChildren``) whose
  /// text is `bytes`, which begin with `prefix`: found by hash.
  ///
  /// - Complexity: O(1) expected, the slots being at most half full.
  @inline(never)
  func hashedChild(
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
}
