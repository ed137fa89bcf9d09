import LearningStore
import Platform
import Suggestions
import SykbHost

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `sykb-bench store [--continuations N] [--repeat N]`: what the integrity check at opening
/// costs on a full store.
///
/// A store in a temporary directory is filled to the n-gram model's limits in every language
/// (ko and en 5,000 contexts per level, ko-en 10,000; `--continuations` words per bigram and
/// trigram context, 24 being the model's cut), closed, and then opened the way `sykb run`
/// opens it (`LearningStore.open`, `PRAGMA quick_check` included) `--repeat` times. Prints the
/// file's size, the rows, and the median open, quick_check-alone and load-everything times, and
/// the time to build the n-gram models from the loaded rows (what the keyboard does when they
/// arrive).
///
/// `sykb-bench store --fill PATH` only fills a new store at `PATH` (refused when a file is there)
/// and prints its rows: `scripts/startup.py` starts `sykb run` on it to time the first frame.
enum StoreBenchmark {
  static func run(_ args: CommandLineArguments, environment: [String: String])
    throws(CommandFailure) -> Int32
  {
    guard let continuations = Int(args.value("continuations") ?? "24"),
      (1...24).contains(continuations)
    else { throw CommandFailure("sykb-bench store: --continuations takes 1 to 24") }
    guard let repeats = Int(args.value("repeat") ?? "5"), (1...100).contains(repeats) else {
      throw CommandFailure("sykb-bench store: --repeat takes 1 to 100")
    }
    if let target = args.value("fill") {
      let existing = try? Files.status(target, followingLinks: false)  // only existence matters
      guard existing == nil else {
        throw CommandFailure("sykb-bench store: \(target) exists; --fill makes a new store")
      }
      do throws(StoreError) {
        print("rows=\(try fill(target, continuations: continuations))")
      } catch {
        throw CommandFailure("sykb-bench store: filling \(target): \(error)")
      }
      return 0
    }
    let directory: String
    do throws(StoreError) {
      directory = try FileSystem.makeTemporaryDirectory(in: "/tmp", prefix: "sykb-bench-store")
    } catch {
      throw CommandFailure("sykb-bench store: cannot make a temporary directory: \(error)")
    }
    defer { FileSystem.removeDirectory(directory) }
    let path = directory + "/learning.sqlite"
    let rows: Int
    do throws(StoreError) {
      rows = try fill(path, continuations: continuations)
    } catch {
      throw CommandFailure("sykb-bench store: filling \(path): \(error)")
    }
    var opens: [Double] = []
    var checks: [Double] = []
    var loads: [Double] = []
    var builds: [Double] = []
    var loaded = 0
    for _ in 0..<repeats {
      let opening: StoreOpening
      do throws(StoreError) {
        let t0 = monotonicSeconds()
        opening = try LearningStore.open(at: path, clock: { Date() })
        let t1 = monotonicSeconds()
        try opening.store.checkIntegrity()
        let t2 = monotonicSeconds()
        loaded = 0
        var snapshots: [NgramSnapshot] = []
        for language in NgramLanguage.allCases {
          snapshots.append(try opening.store.loadNgrams(language: language))
          loaded += snapshots[snapshots.count - 1].rows.count
        }
        let t3 = monotonicSeconds()
        let models = snapshots.map { NgramModel(snapshot: $0) }
        let t4 = monotonicSeconds()
        builds.append(t4 - t3)
        _ = models.count
        opens.append(t1 - t0)
        checks.append(t2 - t1)
        loads.append(t3 - t2)
      } catch {
        throw CommandFailure("sykb-bench store: opening \(path): \(error)")
      }
      // The store was sound: a warning would mean the figures measured a repair.
      guard opening.warnings.isEmpty else {
        throw CommandFailure(lines: opening.warnings.map { "sykb-bench store: \($0)" })
      }
    }
    let size = (try? Files.status(path))?.size ?? 0  // no file: 0 bytes
    print("file_bytes=\(size)")
    print("rows=\(rows)")
    print("rows_loaded=\(loaded)")
    print("open_ms=\(median(opens) * 1000)")
    print("quick_check_ms=\(median(checks) * 1000)")
    print("load_ms=\(median(loads) * 1000)")
    print("model_ms=\(median(builds) * 1000)")
    return 0
  }

  /// Fills a new store at `path` to the model's limits; returns the rows written.
  static func fill(_ path: String, continuations: Int) throws(StoreError) -> Int {
    let store = try LearningStore(path: path)
    var total = 0
    for language in NgramLanguage.allCases {
      let contexts = language.contextLimit
      var rows: [NgramRow] = []
      rows.reserveCapacity(contexts * (1 + 2 * continuations))
      for i in 0..<contexts {
        rows.append(NgramRow(level: .unigram, context: "", word: "낱말\(i)", score: 1.5))
        for j in 0..<continuations {
          rows.append(NgramRow(level: .bigram, context: "문맥\(i)", word: "다음말\(j)", score: 1))
          rows.append(
            NgramRow(level: .trigram, context: "앞말\(i) 문맥\(i)", word: "다음말\(j)", score: 1))
        }
      }
      total += rows.count
      try store.replaceNgrams(NgramSnapshot(language: language, counter: 9_999, rows: rows))
    }
    return total
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }
}
