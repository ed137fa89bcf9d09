import Foundation

@testable import LearningStore

/// Writes seeded random bytes over one page of a store file: the damage a failing disk or a
/// stray write does, which SQLite only notices when it reads that page.
enum PageDamage {
  /// The page size of the store at `path` (4096 unless SQLite was told otherwise).
  static func pageSize(_ path: String) throws -> Int {
    let header = try Data(contentsOf: URL(fileURLWithPath: path)).prefix(18)
    let raw = Int(header[16]) << 8 | Int(header[17])
    return raw == 1 ? 65_536 : raw
  }

  /// The 0-based index of the page holding the first copy of `text`'s UTF-8 bytes.
  static func page(holding text: String, in path: String) throws -> Int? {
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    guard let range = bytes.range(of: Data(text.utf8)) else { return nil }
    return (range.lowerBound - bytes.startIndex) / (try pageSize(path))
  }

  /// Overwrites page `index` with bytes from a fixed seed, so a test fails the same way each run.
  static func overwrite(page index: Int, of path: String, seed: UInt64 = 15) throws {
    let size = try pageSize(path)
    var generator = SplitMix(seed: seed)
    let garbage = (0..<size).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    defer { try? handle.close() }
    try handle.seek(toOffset: UInt64(index * size))
    try handle.write(contentsOf: garbage)
  }

  /// Moves everything from the `-wal` into the main file, so every page is on disk where
  /// `overwrite` can reach it.
  static func checkpoint(_ store: LearningStore) throws {
    try store.database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
  }
}

/// A small deterministic generator (SplitMix64) for seeded damage.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
