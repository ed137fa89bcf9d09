import KeyboardSession

/// The layout lab's random source (SplitMix64): the same seed, the same search.
///
/// Seed 1 gives `0x910A2DEC89025CC1` first, on every machine.
public struct LabRandom: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound` (`bound` > 0), by multiply-shift (bias below 2⁻³² for small bounds).
  @inline(__always)
  mutating func below(_ bound: Int) -> Int {
    Int((next() >> 32) &* UInt64(bound) >> 32)
  }

  /// A number in `[0, 1)`.
  @inline(__always)
  mutating func unit() -> Double {
    Double(next() >> 11) * 0x1p-53
  }
}
