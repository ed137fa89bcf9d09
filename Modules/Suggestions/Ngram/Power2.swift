#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// 2^x, the decay arithmetic of the n-gram scores (`power2(-1)` is 0.5, one half-life).
///
/// The only libc call of the module; the standard library has no fractional powers.
@inline(__always) func power2(_ exponent: Double) -> Double { exp2(exponent) }
