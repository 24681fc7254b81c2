/// A small seeded generator of random numbers (SplitMix64), the same on
/// every machine: the random walks of a link check, the demo's numbers and
/// the tests' random sessions replay from their seed. (SPI: the
/// Benchmarks package compiles the demo too.)
@_spi(WayfinderInternals) public struct SeededRandom: RandomNumberGenerator {
  private var state: UInt64

  /// A generator whose numbers follow from `seed`.
  ///
  /// - Parameter seed: The seed.
  @_spi(WayfinderInternals) public init(seed: UInt64) { state = seed }

  /// The next number.
  ///
  /// - Returns: 64 random bits.
  @_spi(WayfinderInternals) public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
