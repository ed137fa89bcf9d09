// Foundation itself, not FoundationEssentials: `Process` runs keystrokes.py.
import Foundation
import Hangul
import KeyboardLayouts
import LayoutLab
import TestSupport
import Testing

@testable import KeyboardSession

/// Records every tap of a user-typing run by name (and what the statistics make of it).
private struct TapRecorder: TypingObserver {
  var statistics = TypingStatistics()
  var taps: [ObservedTap] = []
  var characters: [(Unicode.Scalar, Int, TypedOutcome)] = []

  mutating func willTap(_ tap: ObservedTap) {
    statistics.willTap(tap)
    taps.append(tap)
  }

  mutating func didType(_ scalar: Unicode.Scalar, taps: Int, outcome: TypedOutcome) {
    statistics.didType(scalar, taps: taps, outcome: outcome)
    characters.append((scalar, taps, outcome))
  }

  var names: [String] { taps.map(\.name) }
}

/// One small text with its taps and counts worked out by hand from the spec (§2.4–2.6).
struct HandCount: CustomTestStringConvertible, Sendable {
  var keyboard: String
  var text: String
  var taps: [String]
  var cycles = 0
  var strokeKeys = 0
  var commitsBetweenLetters = 0
  var commitsBeforeSpace = 0
  var shiftTaps = 0
  var pageSwitches = 0
  var forcedCommits = 0

  var testDescription: String { "\(keyboard) \(text)" }
}

@Suite("Layout lab: text typed as a user types it, measured")
struct LayoutLabTests {
  static let hands: [HandCount] = [
    // 각 then 기: a second ㄱㅋ would cycle 각 into 갘, so space commits in between.
    HandCount(
      keyboard: "cheonjiin", text: "각기", taps: ["ㄱㅋ", "ㅣ", "ㆍ", "ㄱㅋ", "space", "ㄱㅋ", "ㅣ"],
      commitsBetweenLetters: 1),
    // 안내: the same for ㄴㄹ (ㄴ then ㄴ).
    HandCount(
      keyboard: "cheonjiin", text: "안내",
      taps: ["ㅇㅁ", "ㅣ", "ㆍ", "ㄴㄹ", "space", "ㄴㄹ", "ㅣ", "ㆍ", "ㅣ"],
      commitsBetweenLetters: 1),
    // 가 나: space while composing only commits; the second space is the blank.
    HandCount(
      keyboard: "cheonjiin", text: "가 나",
      taps: ["ㄱㅋ", "ㅣ", "ㆍ", "space", "space", "ㄴㄹ", "ㅣ", "ㆍ"], commitsBeforeSpace: 1),
    // 카: ㄱㅋ twice is ㅋ (one cycle); 가다: different keys follow on with no commit.
    HandCount(keyboard: "cheonjiin", text: "카", taps: ["ㄱㅋ", "ㄱㅋ", "ㅣ", "ㆍ"], cycles: 1),
    HandCount(
      keyboard: "cheonjiin", text: "가다", taps: ["ㄱㅋ", "ㅣ", "ㆍ", "ㄷㅌ", "ㅣ", "ㆍ"]),
    // 까 on 천지인: ㄱㅋ three times, two cycles.
    HandCount(
      keyboard: "cheonjiin", text: "까", taps: ["ㄱㅋ", "ㄱㅋ", "ㄱㅋ", "ㅣ", "ㆍ"], cycles: 2),
    // A lone ㅏ after 고 would make 과: on 천지인 a commit-only space keeps them apart.
    HandCount(
      keyboard: "cheonjiin", text: "고ㅏ", taps: ["ㄱㅋ", "ㆍ", "ㅡ", "space", "ㅣ", "ㆍ"],
      commitsBetweenLetters: 1),
    // 나랏글 키보드 (spec §2.5): ㄱ 획 ㅣ ㅁ 획 ㅗ ㄴ 획 ㅡ, three 획.
    HandCount(
      keyboard: "naratgeul", text: "키보드", taps: ["ㄱ", "획", "ㅣ", "ㅁ", "획", "ㅗㅜ", "ㄴ", "획", "ㅡ"],
      strokeKeys: 3),
    // 어: the ㅏㅓ key twice toggles ㅏ to ㅓ (one cycle); 까: ㄱ 쌍.
    HandCount(keyboard: "naratgeul", text: "어", taps: ["ㅇ", "ㅏㅓ", "ㅏㅓ"], cycles: 1),
    HandCount(keyboard: "naratgeul", text: "까", taps: ["ㄱ", "쌍", "ㅏㅓ"], strokeKeys: 1),
    // 나랏글 각기 needs no commit: ㄱ ㄱ is ㄱ then ㄱ (no multi-tap on 나랏글).
    HandCount(keyboard: "naratgeul", text: "각기", taps: ["ㄱ", "ㅏㅓ", "ㄱ", "ㄱ", "ㅣ"]),
    // 두벌식 빠른: shift ㅂ (ㅃ), one-shot.
    HandCount(
      keyboard: "dubeolsik", text: "빠른", taps: ["shift", "ㅂ", "ㅏ", "ㄹ", "ㅡ", "ㄴ"], shiftTaps: 1),
    HandCount(keyboard: "dubeolsik", text: "각기", taps: ["ㄱ", "ㅏ", "ㄱ", "ㄱ", "ㅣ"]),
    // * lives on symbol page 2: switch, 1/2, *; the next letter needs switch back.
    HandCount(
      keyboard: "dubeolsik", text: "가*나",
      taps: ["ㄱ", "ㅏ", "switch", "page", "*", "switch", "ㄴ", "ㅏ"],
      pageSwitches: 3),
    // 두벌식 has no commit-only key: 고 then a lone ㅏ can only follow a commit (forced).
    HandCount(keyboard: "dubeolsik", text: "고ㅏ", taps: ["ㄱ", "ㅗ", "ㅏ"], forcedCommits: 1),
  ]

  @Test("small texts: the taps and counts worked out by hand", arguments: hands)
  func handCounts(_ hand: HandCount) {
    var session = TestFixtures.session(hand.keyboard)
    var recorder = TapRecorder()
    UserTypist.type(hand.text, at: 1, observer: &recorder, in: &session)
    let s = recorder.statistics
    #expect(session.document.text == hand.text)
    #expect(recorder.names == hand.taps)
    #expect(s.taps == hand.taps.count)
    #expect(s.characters == hand.text.unicodeScalars.count)
    #expect(s.cycles == hand.cycles)
    #expect(s.strokeKeys == hand.strokeKeys)
    #expect(s.commitSpacesBetweenLetters == hand.commitsBetweenLetters)
    #expect(s.commitSpacesBeforeSpace == hand.commitsBeforeSpace)
    #expect(s.shiftTaps == hand.shiftTaps)
    #expect(s.pageSwitches == hand.pageSwitches)
    #expect(s.forcedCommits == hand.forcedCommits)
    #expect(s.untypableCount == 0)
    #expect(s.keys.total == s.taps)
  }

  @Test("KSPC and taps per syllable: 각기 on 천지인 is 7 taps for 2 syllables")
  func ratios() {
    var session = TestFixtures.session("cheonjiin")
    let s = session.measure("각기")
    #expect(s.taps == 7)
    #expect(s.syllables == 2)
    #expect(s.syllableTaps == 7)
    #expect(s.tapsPerCharacter == 3.5)
    #expect(s.tapsPerSyllable == 3.5)
    #expect(s.keys.count(page: "cheonjiin", key: "ㄱㅋ") == 3)
    #expect(s.keys.share(page: "cheonjiin", key: "space") == 1.0 / 7)
  }

  @Test("untypable text is inserted by the host and counted; quotes are typed as ” ’")
  func untypableAndStandIns() {
    var session = TestFixtures.session("dubeolsik")
    let s = session.measure("가€\"")
    #expect(session.document.text == "가€\u{201D}")
    #expect(s.untypable == [0x20AC: 1])
    #expect(s.standIns == 1)
    // ㄱ ㅏ, nothing for €, switch ” for the quote.
    #expect(s.taps == 4)
  }

  @Test("travel and time: ㄱ then ㄴ on 나랏글 are one 97.5 pt key apart")
  func travelAndTime() {
    // 390 × 240 pt: letter columns of 0.25 × 390 = 97.5 pt, the top row's touch cells 61 pt
    // tall, so W = min(97.5, 61) = 61 and ID = log2(97.5 / 61 + 1). Thumb: 176 ms for the
    // first tap (no movement), then 176 + 64 · ID ms.
    var session = TestFixtures.session("naratgeul")
    let s = session.measure("ㄱㄴ")
    #expect(session.document.text == "ㄱㄴ")
    #expect(s.travel == 97.5)
    #expect(abs(s.seconds - (0.176 + 0.176 + 0.064 * log2(97.5 / 61 + 1))) < 1e-9)
    // ㄴ again right after ㄴ: no movement, the intercept alone (176 + 176 ms).
    var repeated = TestFixtures.session("naratgeul")
    let again = repeated.measure("ㄴㄴ")
    #expect(repeated.document.text == "ㄴㄴ")
    #expect(again.travel == 0)
    #expect(abs(again.seconds - 0.352) < 1e-9)
  }

  @Test("Fitts' difficulty: the distance over the target's smaller side")
  func difficulty() {
    let square = Rect(x: 0, y: 0, width: 60, height: 60)
    let right = Rect(x: 60, y: 0, width: 60, height: 60)
    let farRight = Rect(x: 180, y: 0, width: 60, height: 60)
    let wide = Rect(x: 0, y: 60, width: 120, height: 60)
    #expect(FittsModel.difficulty(from: nil, to: square) == 0)
    #expect(FittsModel.difficulty(from: square, to: square) == 0)
    // 60 pt onto a 60 pt key: log2(2) = 1 bit; 180 pt: log2(4) = 2 bits.
    #expect(FittsModel.difficulty(from: square, to: right) == 1)
    #expect(FittsModel.difficulty(from: square, to: farRight) == 2)
    // A 120 × 60 key counts as 60 wide: centres (30, 30) → (60, 90) are √(30² + 60²) apart.
    let distance = (30.0 * 30 + 60 * 60).squareRoot()
    #expect(abs(FittsModel.difficulty(from: square, to: wide) - log2(distance / 60 + 1)) < 1e-12)
    #expect(FittsModel.thumb.movementTime(from: square, to: right) == 0.176 + 0.064)
  }

  /// Taller 4×4 keys (wider than tall) are bigger targets, taller 두벌식 keys (taller than
  /// wide) only farther apart; one-handed brings the 4×4 keys closer and makes the 두벌식 keys
  /// smaller.
  @Test("keyboard height and one-handed width change the estimate, each its own way")
  func geometryMatters() {
    let text = "안녕하세요 키보드 입니다"
    func seconds(_ keyboard: String, _ change: (inout KeyboardSettings) -> Void) -> Double {
      var session = TestFixtures.session(keyboard)
      session.updateSettings(change)
      return session.measure(text).seconds
    }
    for keyboard in ["naratgeul", "dubeolsik"] {
      let normal = seconds(keyboard) { _ in }
      let tall = seconds(keyboard) { $0.keyboardHeight = 290 }
      let oneHanded = seconds(keyboard) { $0.oneHandedMode = .left }
      if keyboard == "naratgeul" {
        #expect(tall < normal)
        #expect(oneHanded < normal)
      } else {
        #expect(tall > normal)
        #expect(oneHanded > normal)
      }
    }
  }

  @Test("the session's own tap counter agrees with the statistics")
  func sessionCounter() {
    var session = TestFixtures.session("cheonjiin")
    let s = session.measure("각기 안내 1")
    #expect(session.keyTaps == s.keys)
    #expect(session.keyTaps.total == s.taps)
  }

  static let keyboards = ["naratgeul", "cheonjiin", "dubeolsik"]
  static let corpusPath = TestFixtures.repositoryRoot + "/Tests/Fixtures/corpus/ko-typable.txt"

  /// The corpus typed on one keyboard as a user types it (once per keyboard: the 두벌식 run
  /// also serves the keystrokes.py check).
  struct CorpusRun: Sendable {
    var text = ""
    var typed = ""
    var statistics = TypingStatistics()
    var commitsElsewhere = 0

    init(_ keyboard: String) {
      guard let data = FileManager.default.contents(atPath: LayoutLabTests.corpusPath) else {
        return
      }
      text = String(decoding: data, as: UTF8.self)
      var settings = KeyboardSettings()
      settings.isPredictiveTextEnabled = false
      var session = TestFixtures.session(keyboard, settings: settings)
      var recorder = CommitRule()
      UserTypist.type(text, at: 1, observer: &recorder, in: &session)
      typed = session.document.text
      statistics = recorder.statistics
      commitsElsewhere = recorder.commitsElsewhere
    }
  }

  static let naratgeulRun = CorpusRun("naratgeul")
  static let cheonjiinRun = CorpusRun("cheonjiin")
  static let dubeolsikRun = CorpusRun("dubeolsik")

  static func corpusRun(_ keyboard: String) -> CorpusRun {
    switch keyboard {
    case "naratgeul": naratgeulRun
    case "cheonjiin": cheonjiinRun
    default: dubeolsikRun
    }
  }

  @Test("the whole corpus typed as a user types it comes back exactly", arguments: keyboards)
  func corpus(keyboard: String) throws {
    let run = Self.corpusRun(keyboard)
    let s = run.statistics
    #expect(!run.text.isEmpty)
    #expect(run.typed.unicodeScalars.count == run.text.unicodeScalars.count)
    if run.typed != run.text {
      let mismatch =
        zip(run.typed, run.text).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? 0
      Issue.record(
        "first difference at character \(mismatch): \(run.typed.dropFirst(max(0, mismatch - 20)).prefix(40))"
      )
    }
    #expect(s.untypableCount == 0)
    #expect(s.forcedCommits == 0)
    #expect(s.characters == 108_246)
    #expect(s.syllables == 70_349)
    // Every commit between letters came where the next syllable starts with the key just
    // tapped: 천지인's multi-tap, nothing else.
    #expect(run.commitsElsewhere == 0)
    if keyboard == "cheonjiin" {
      #expect(s.commitSpacesBetweenLetters > 0)
      #expect(s.commitSpacesBeforeSpace > 0)
    } else {
      #expect(s.commitSpaces == 0)
    }
  }

  @Test(
    "두벌식's KSPC equals what keystrokes.py counts on the same text",
    .enabled(if: LayoutLabTests.python != nil))
  func independentCount() throws {
    let python = try #require(Self.python)
    let script = TestFixtures.repositoryRoot + "/scripts/keystrokes.py"
    let output = try Self.run(python, [script, "stats", Self.corpusPath])
    func field(_ name: String) -> String? {
      output.split(separator: "\n").first { $0.hasPrefix(name) }.flatMap {
        $0.dropFirst(name.count).split(separator: " ").first.map(String.init)
      }
    }
    let taps = try #require(field("taps incl shift").flatMap { Int($0) })
    let kspc = try #require(field("KSPC taps/char").flatMap { Double($0) })
    let s = Self.dubeolsikRun.statistics
    #expect(s.taps == taps)
    // keystrokes.py prints four decimals.
    let ours = (s.tapsPerCharacter * 10_000).rounded() / 10_000
    #expect(abs(ours - kspc) < 1e-9, "ours \(s.tapsPerCharacter), keystrokes.py \(kspc)")
  }

  static let python: String? = ["/usr/bin/python3", "/usr/local/bin/python3", "/bin/python3"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

  static func run(_ executable: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = Pipe()
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}

/// Checks the rule a 천지인 user knows: a commit-only space between letters is needed exactly
/// when the next syllable's first tap is the key just tapped.
private struct CommitRule: TypingObserver {
  var statistics = TypingStatistics()
  var commitsElsewhere = 0
  private var previous: ObservedTap?
  private var commitAfter: ObservedTap?

  mutating func willTap(_ tap: ObservedTap) {
    statistics.willTap(tap)
    if let commit = commitAfter, tap.purpose == .plan {
      if tap.name != commit.name && tap.name != "space" { commitsElsewhere += 1 }
      commitAfter = nil
    }
    if tap.purpose == .commit { commitAfter = previous }
    previous = tap
  }

  mutating func didType(_ scalar: Unicode.Scalar, taps: Int, outcome: TypedOutcome) {
    statistics.didType(scalar, taps: taps, outcome: outcome)
  }
}
