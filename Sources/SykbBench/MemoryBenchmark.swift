import Gestures
import KeyboardLayouts
import KeyboardSession
import Platform
import SykbHost

/// `sykb-bench memory [--characters N,N…] [--keyboard NAME]`: what the field costs per
/// character — the document, its styles and the undo history — after typing a long text.
///
/// For each size, a fresh session types generated 두벌식 words (every tap a touch-down and
/// touch-up through the gesture engine, as replay does; a space after each word, a return every
/// ten words, every seventh word bold; 500 distinct words) until the field holds that many
/// characters. It prints the resident memory then, minus the resident memory with the empty
/// session (`/proc/self/statm`), per character, next to what the three parts hold: the document's
/// scalars (4 bytes each, the gap buffer's spare room on top), style runs, undo steps and their
/// scalars. Peak RSS is the process's, so the largest size is run last.
enum MemoryBenchmark {
  static func run(_ args: CommandLineArguments, environment: [String: String])
    throws(CommandFailure) -> Int32
  {
    let sizes = try characterCounts(args.value("characters") ?? "100000,1000000")
    let keyboard = args.value("keyboard") ?? "dubeolsik"
    guard keyboard == "dubeolsik" else {
      throw CommandFailure(
        "sykb-bench memory: the generated words are 두벌식 taps: --keyboard takes dubeolsik")
    }
    let library = try SessionFactory.library(
      userFiles: [], environment: environment, command: "bench memory")
    for size in sizes.sorted() {
      let result = measure(characters: size, library: library)
      print("characters=\(result.characters)")
      print("taps=\(result.taps)")
      print("seconds=\(result.seconds)")
      print("resident_growth_bytes=\(result.residentGrowth)")
      print(
        "bytes_per_character=\(Double(result.residentGrowth) / Double(max(result.characters, 1)))"
      )
      print("document_scalar_bytes=\(result.characters * MemoryLayout<UInt32>.stride)")
      print("style_runs=\(result.styleRuns)")
      print("style_bytes=\(result.styleRuns * MemoryLayout<StyleRuns.Run>.stride)")
      print("undo_steps=\(result.undoSteps)")
      print("undo_scalars=\(result.undoScalars)")
      print(
        "undo_bytes=\(result.undoScalars * 4 + result.undoSteps * MemoryLayout<UndoHistory.Step>.stride)"
      )
      print("maxrss_kb=\(maxResidentKilobytes())")
      print("")
    }
    return 0
  }

  /// `--characters 100000,1000000`: whole numbers ≥ 1, at most 10 M.
  static func characterCounts(_ text: String) throws(CommandFailure) -> [Int] {
    let counts = text.split(separator: ",").map { Int($0) }
    guard !counts.isEmpty, counts.allSatisfy({ ($0 ?? 0) >= 1 && ($0 ?? 0) <= 10_000_000 })
    else {
      throw CommandFailure(
        "sykb-bench memory: --characters takes whole numbers from 1 to 10000000, "
          + "separated by commas (\"\(text)\")")
    }
    return counts.compactMap { $0 }
  }

  struct Result {
    var characters: Int
    var taps: Int
    var seconds: Double
    var residentGrowth: Int
    var styleRuns: Int
    var undoSteps: Int
    var undoScalars: Int
  }

  /// Types generated words into a fresh session until its field holds `characters` scalars.
  static func measure(characters: Int, library: LayoutLibrary) -> Result {
    var session = KeyboardSession(library: library)
    session.send(.keyboard("dubeolsik"), at: session.now)
    var words = WordGenerator()
    let before = residentBytes()
    let started = monotonicSeconds()
    var time = 0.0
    var taps = 0
    var wordNumber = 0
    func tap(_ name: String) {
      guard let center = session.keyCenter(named: name) else { return }
      time += 0.2
      session.send(.touch(.down, finger: 0, at: center), at: time)
      session.send(.touch(.up, finger: 0, at: center), at: time + 0.05)
      taps += 1
    }
    while session.document.count < characters {
      wordNumber += 1
      let bold = wordNumber % 7 == 0
      if bold { session.send(.host(.style(.bold)), at: session.now) }
      for key in words.next() { tap(key) }
      if bold { session.send(.host(.style(.bold)), at: session.now) }
      tap(wordNumber % 10 == 0 ? "return" : "space")
    }
    let seconds = monotonicSeconds() - started
    let history = session.undoHistory
    let steps = history.undoStack + history.redoStack + (history.open.map { [$0] } ?? [])
    let result = Result(
      characters: session.document.count, taps: taps, seconds: seconds,
      residentGrowth: residentBytes() - before, styleRuns: session.styles.runs.count,
      undoSteps: steps.count, undoScalars: steps.reduce(0) { $0 + $1.old.count + $1.new.count })
    withExtendedLifetime(session) {}
    return result
  }

  /// The process's resident memory now, from `/proc/self/statm` (its second field, in pages);
  /// peak RSS where there is no /proc.
  static func residentBytes() -> Int {
    let pageSize = Processes.pageSize
    guard let bytes = FileBytes.read("/proc/self/statm"),
      let fields = String(validating: bytes, as: UTF8.self)?.split(separator: " "),
      fields.count > 1, let pages = Int(fields[1])
    else { return maxResidentKilobytes() * 1024 }
    return pages * pageSize
  }
}

/// Deterministic 두벌식 words of two to four syllables (initial, vowel, sometimes a final, as key
/// names: `ㄱ`, `ㅏ`, `ㄴ`), drawn from a vocabulary of 500 so the learned model stays the size
/// a user's would.
struct WordGenerator {
  private var state: UInt64 = 0x2545_F491_4F6C_DD1D
  private var vocabulary: [[String]] = []
  private static let initials = ["ㄱ", "ㄴ", "ㄷ", "ㄹ", "ㅁ", "ㅂ", "ㅅ", "ㅇ", "ㅈ", "ㅎ"]
  private static let vowels = ["ㅏ", "ㅓ", "ㅗ", "ㅜ", "ㅡ", "ㅣ", "ㅐ", "ㅔ"]
  private static let finals = ["ㄱ", "ㄴ", "ㄹ", "ㅁ", "ㅇ"]

  init() {
    for _ in 0..<500 { vocabulary.append(makeWord()) }
  }

  private mutating func number(_ below: Int) -> Int {
    state ^= state << 13
    state ^= state >> 7
    state ^= state << 17
    return Int(state % UInt64(below))
  }

  private mutating func makeWord() -> [String] {
    var keys: [String] = []
    for _ in 0..<(2 + number(3)) {
      keys.append(Self.initials[number(Self.initials.count)])
      keys.append(Self.vowels[number(Self.vowels.count)])
      if number(4) == 0 { keys.append(Self.finals[number(Self.finals.count)]) }
    }
    return keys
  }

  mutating func next() -> [String] {
    vocabulary[number(vocabulary.count)]
  }
}
