#if canImport(Glibc)
  import Glibc
#endif

/// glibc's allocator, told how a long-running keyboard uses it.
///
/// Each thread that allocates gets an arena of its own (the store's writer queue, the spelling
/// helper's reader, Dispatch's workers), and memory freed on another thread than the one that
/// allocated it — a model saved on the writer queue, copied on the screen's thread — stays in
/// the arena it came from. One arena and a trim after each save keep the keyboard's resident
/// memory at what it holds. The functions are looked up with `dlsym` (glibc's `<malloc.h>` is
/// not in the Glibc module); on another C library both do nothing.
public enum MallocTuning {
  private typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
  private typealias MallocTrim = @convention(c) (Int) -> Int32
  /// `M_ARENA_MAX` in `<malloc.h>`.
  private static let arenaMax: Int32 = -8

  /// One arena for every thread; call before the first thread starts.
  ///
  /// The corresponding C function is `mallopt`.
  public static func useOneArena() {
    #if canImport(Glibc)
      guard let symbol = dlsym(nil, "mallopt") else { return }
      _ = unsafeBitCast(symbol, to: Mallopt.self)(arenaMax, 1)
    #endif
  }

  /// Gives the free pages of the heap back to the system.
  ///
  /// The corresponding C function is `malloc_trim`.
  public static func trim() {
    #if canImport(Glibc)
      guard let symbol = dlsym(nil, "malloc_trim") else {
        return
      }
      _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
    #endif
  }
}
