#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Raw memory compared the C library's way, for the per-keystroke paths (inlined, no
/// allocation).
public enum Memory {
  /// `memcmp(left, right, count) == 0`: whether the `count` bytes at both are the same.
  @inlinable
  public static func equal(_ left: UnsafeRawPointer, _ right: UnsafeRawPointer, count: Int)
    -> Bool
  {
    memcmp(left, right, count) == 0
  }
}
