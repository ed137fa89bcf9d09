import Gestures
import Hangul
import KeyboardLayouts
import SessionScripts
import Suggestions
import TestSupport
import Testing

@testable import KeyboardSession

/// Session rules the reference keeps and sykb once got wrong: delete drags restore exactly what
/// they deleted and leave the Hangul buffers describing the field (§2.9, §3.4), turning
/// auto-capitalisation off takes its shift away (§1.4), and cell 0 does not end the
/// composition (§4.2–4.3).
@Suite("Fidelity: delete drags, auto-capitalisation, cell 0")
struct FidelityTests {
  /// A delete touch that drags `moves` (points, 20 ms apart) and lifts, as script lines.
  static func deleteDrag(_ moves: [Double]) -> String {
    var lines = ["down delete"]
    for dx in moves { lines += ["wait 20", "move by \(dx) 0"] }
    lines += ["wait 20", "up"]
    return lines.joined(separator: "\n")
  }

  static func taps(_ keys: String) -> String {
    keys.split(separator: " ").map { "tap \($0)" }.joined(separator: "\n")
  }

  // MARK: - Non-Hangul keys of a Hangul grid

  @Test(
    "천지인 한! ⌫ ⌫ → 하: the punctuation key commits, but 한 stays in the buffers (§2.8, §2.10)")
  func cheonjiinPunctuationKeepsTheRun() throws {
    var runner = try TestFixtures.run(
      Self.taps("ㅅㅎ ㅅㅎ ㅣ ㆍ ㄴㄹ !"), keyboard: "cheonjiin")
    #expect(runner.session.document.text == "한!")
    #expect(runner.session.composingText == "")
    try TestFixtures.continueRunning(&runner, "tap delete")
    #expect(runner.session.document.text == "한")
    try TestFixtures.continueRunning(&runner, "tap delete")
    #expect(runner.session.document.text == "하")
    #expect(runner.session.composingText == "하")

    // A smart-punctuation rewrite (`..` + `.` → `…`) keeps the run exact: 가 is still in it.
    var dots = try TestFixtures.run(
      "field smart-dashes=yes\n" + Self.taps("ㄱㅋ ㅣ ㆍ . . ."), keyboard: "cheonjiin")
    #expect(dots.session.document.text == "가…")
    try TestFixtures.continueRunning(&dots, "tap delete\ntap delete")
    #expect(dots.session.document.text == "ㄱ")
    #expect(dots.session.composingText == "ㄱ")
  }

  // MARK: - 천지인 protection

  @Test("천지인 가␣ 나다 ⌫ ×3 → 가낟, 가나, 가ㄴ through the session (§2.8)")
  func cheonjiinProtectionThroughTheSession() throws {
    var runner = try TestFixtures.run(
      Self.taps("ㄱㅋ ㅣ ㆍ space ㄴㄹ ㅣ ㆍ ㄷㅌ ㅣ ㆍ"), keyboard: "cheonjiin")
    #expect(runner.session.document.text == "가나다")
    var texts: [String] = []
    for _ in 0..<3 {
      try TestFixtures.continueRunning(&runner, "tap delete")
      texts.append(runner.session.document.text)
    }
    #expect(texts == ["가낟", "가나", "가ㄴ"])
    #expect(runner.session.composingText == "ㄴ")
  }

  // MARK: - Delete drag after a merging touch-down

  @Test(
    "a drag after a touch-down that merged a final back restores the text before the touch-down",
    arguments: [
      // keyboard, keys, typed, after the touch-down, a vowel key, the text after it
      ("dubeolsik", "ㄷ ㅗ ㅇ ㅎ ㅐ ㅁ ㅜ ㄹ ㄱ ㅗ", "동해물고", "동해묽", "ㅏ", "동해물과"),
      ("naratgeul", "ㄴ 획 ㅏㅓ ㄹ ㄱ ㅏㅓ", "달가", "닭", "ㅣ", "달개"),
      ("cheonjiin", "ㄷㅌ ㅣ ㆍ ㄴㄹ ㄴㄹ ㄱㅋ ㆍ ㅣ", "달거", "닭", "ㅣ", "달게"),
    ])
  func dragAfterMergingTouchDown(
    _ keyboard: String, _ keys: String, _ typed: String, _ touched: String, _ vowel: String,
    _ continued: String
  ) throws {
    var runner = try TestFixtures.run(Self.taps(keys), keyboard: keyboard)
    #expect(runner.session.document.text == typed)
    try TestFixtures.continueRunning(&runner, "down delete")
    #expect(runner.session.document.text == touched)
    // Everything away (one step more than there is text), then all the way back (one more).
    let n = touched.count
    var left = "wait 20\nmove by -40 0"
    for _ in 0..<n { left += "\nwait 20\nmove by -5 0" }
    try TestFixtures.continueRunning(&runner, left)
    #expect(runner.session.document.text == "")
    var right = ""
    for _ in 0...n { right += "wait 20\nmove by 5 0\n" }
    try TestFixtures.continueRunning(&runner, right)
    #expect(runner.session.document.text == typed)
    try TestFixtures.continueRunning(&runner, "wait 20\nup")
    #expect(runner.session.document.text == typed)
    #expect(runner.session.composingText == String(typed.unicodeScalars.suffix(1)))
    try TestFixtures.continueRunning(&runner, "tap \(vowel)")
    #expect(runner.session.document.text == continued)
  }

  // MARK: - Auto-capitalisation setting

  @Test("turning auto-capitalisation off clears the shift it set; a tapped shift stays")
  func autoCapitalizationOff() throws {
    var runner = try TestFixtures.run("field autocapitalization=sentences", keyboard: "qwerty")
    #expect(runner.session.keyboard.shift == .on)  // the start of the field
    try TestFixtures.continueRunning(&runner, "set auto-capitalization off")
    #expect(runner.session.keyboard.shift == .off)
    try TestFixtures.continueRunning(&runner, "tap a")
    #expect(runner.session.document.text == "a")
    #expect(runner.session.keyboard.shift == .off)

    // Mid-sentence auto-capitalisation wants no capital, so a shift that is on was tapped.
    var tapped = try TestFixtures.run(
      "field autocapitalization=sentences text=\"hello\"\ntap shift", keyboard: "qwerty")
    #expect(tapped.session.keyboard.shift == .on)
    try TestFixtures.continueRunning(&tapped, "set auto-capitalization off\ntap a")
    #expect(tapped.session.document.text == "helloA")
    #expect(tapped.session.keyboard.shift == .off)

    var locked = try TestFixtures.run(
      "field autocapitalization=sentences\ntap shift x2", keyboard: "qwerty")
    #expect(locked.session.keyboard.shift == .capsLock)
    try TestFixtures.continueRunning(&locked, "set auto-capitalization off\ntap a")
    #expect(locked.session.document.text == "A")
    #expect(locked.session.keyboard.shift == .capsLock)
  }

  // MARK: - Cell 0

  @Test("cell 0 learns the word and clears the bar, and the composition goes on: 킵 + ㅗ → 키보")
  func cellZeroKeepsComposing() throws {
    var runner = try TestFixtures.run(
      Self.taps("ㅋ ㅣ ㅂ ㅗ ㄷ ㅡ space ㅋ ㅣ ㅂ"), keyboard: "dubeolsik")
    #expect(runner.session.document.text == "키보드 킵")
    #expect(runner.session.candidateSummary.hasPrefix("\"킵\""))
    try TestFixtures.continueRunning(&runner, "pick 0")
    #expect(runner.session.document.text == "키보드 킵")
    #expect(runner.session.candidateSummary == "")
    #expect(runner.session.composingText == "킵")
    #expect(runner.session.takeLearningEvents().contains(.learnWord("킵")))
    let model = try #require(runner.session.bar.suggestions.models[.korean])
    #expect(model.score(of: "킵", level: .unigram) > 0)

    try TestFixtures.continueRunning(&runner, "tap ㅗ")
    #expect(runner.session.document.text == "키보드 키보")
    #expect(runner.session.composingText == "보")
    // The fragment typed onto the confirmed word is not learned as a word of its own.
    try TestFixtures.continueRunning(&runner, "tap space")
    let after = try #require(runner.session.bar.suggestions.models[.korean])
    #expect(after.score(of: "보", level: .unigram) == 0)
    #expect(after.score(of: "키보드", level: .unigram) > 0)
  }

  // MARK: - Scrubs never touch undeleted text

  @Test("a scrub never touches text it did not delete: 나랏글 abcㅅ, drag 45 ← 10 → 10 ←, ㅏ → abㅏ")
  func scrubKeepsUndeletedText() throws {
    var runner = try TestFixtures.run("field text=\"abcㅅ\"", keyboard: "naratgeul")
    try TestFixtures.continueRunning(&runner, Self.deleteDrag([-45, 10, -10]))
    #expect(runner.session.document.text == "ab")
    #expect(runner.session.composingText == "")
    try TestFixtures.continueRunning(&runner, "tap ㅏㅓ")
    #expect(runner.session.document.text == "abㅏ")
    #expect(runner.session.composingText == "ㅏ")
  }

  /// The keys a random run types on each layout, and the vowel key of the follow-up check.
  static let layoutKeys: [String: (keys: [String], vowel: String)] = [
    "naratgeul": (
      ["ㄱ", "ㄴ", "ㅏㅓ", "ㄹ", "ㅁ", "ㅗㅜ", "ㅅ", "ㅇ", "ㅣ", "획", "ㅡ", "쌍", "space"], "ㅏㅓ"
    ),
    "cheonjiin": (
      [
        "ㅣ", "ㆍ", "ㅡ", "ㄱㅋ", "ㄴㄹ", "ㄷㅌ", "ㅂㅍ", "ㅅㅎ", "ㅈㅊ", "ㅇㅁ", ".", "!", "space",
      ], "ㅣ"
    ),
    "dubeolsik": (
      ["ㅂ", "ㅈ", "ㄷ", "ㄱ", "ㅅ", "ㅁ", "ㄴ", "ㅇ", "ㄹ", "ㅎ", "ㅗ", "ㅓ", "ㅏ", "ㅣ", "ㅜ", "ㅡ", "space"],
      "ㅏ"
    ),
  ]

  /// Why the engine's run does not describe the text before the cursor, or `nil` when it does:
  /// the composing text must be exactly the scalars right before the cursor, and the whole run
  /// (committed + composing) must fit before it.
  static func runMismatch(_ session: KeyboardSession) -> String? {
    let composing = session.hangul.composing
    let cursor = session.document.cursor
    let run = session.hangul.committedCount + composing.count
    if run > cursor { return "run of \(run) scalars but only \(cursor) before the cursor" }
    for i in 0..<composing.count
    where session.document.scalar(at: cursor - composing.count + i) != composing[i] {
      return "composing \"\(composing)\" is not the end of \"\(session.document.textBeforeCursor)\""
    }
    return nil
  }

  /// Why typing a vowel now would change text before the engine's run, or `nil`.
  static func vowelMismatch(_ session: KeyboardSession, vowel: String, at time: Double) -> String? {
    let runStart =
      session.document.cursor - session.hangul.committedCount - session.hangul.composing.count
    guard runStart >= 0 else { return "run longer than the text before the cursor" }
    var probe = session
    let before = probe.document.text(in: 0..<runStart)
    guard probe.tapKey(named: vowel, at: time, holding: 0.05) else { return "no key \(vowel)" }
    let after = probe.document.text(in: 0..<runStart)
    if after != before {
      return "\(vowel) changed \"\(before)\" (before the run) into \"\(after)\""
    }
    return runMismatch(probe).map { "after \(vowel): \($0)" }
  }

  @Test(
    "random delete scrubs keep the buffers on the text before the cursor (every Hangul layout)",
    arguments: ["naratgeul", "cheonjiin", "dubeolsik"])
  func randomScrubs(_ keyboard: String) throws {
    let (keys, vowel) = try #require(Self.layoutKeys[keyboard])
    var restores = 0
    var deletes = 0
    for seed in 0..<40 {
      var rng = SeededGenerator(seed: UInt64(seed) &* 7919 &+ UInt64(keyboard.count))
      let prefill = ["", "ab", "가나", "abcㅅ", "동해 "][seed % 5]
      var session = TestFixtures.session(keyboard, text: prefill)
      let geometry = session.geometry
      let width = try #require(geometry?.size.width)
      let center = session.keyCenter(named: "delete")
      let start = try #require(center)
      var time = 1.0
      var x = start.x
      var isDown = false
      var log: [String] = ["seed \(seed), field \"\(prefill)\""]
      func check(_ session: KeyboardSession) -> Bool {
        var problem = Self.runMismatch(session)
        if problem == nil, !isDown {
          problem = Self.vowelMismatch(session, vowel: vowel, at: time + 1)
        }
        guard let problem else { return true }
        let state = "text \"\(session.document.text)\" composing \"\(session.composingText)\""
        let recent = log.suffix(24).joined(separator: "\n  ")
        Issue.record("\(keyboard): \(problem)\n  \(state)\n  \(recent)")
        return false
      }
      for _ in 0..<80 {
        time += Double.random(in: 0.02...0.12, using: &rng)
        let length = session.document.count
        if !isDown {
          if Int.random(in: 0..<4, using: &rng) == 0 {
            x = start.x
            session.send(.touch(.down, finger: 0, at: Point(x: x, y: start.y)), at: time)
            isDown = true
            log.append("down delete")
          } else {
            let key = keys[Int.random(in: 0..<keys.count, using: &rng)]
            _ = session.tapKey(named: key, at: time, holding: 0.05)
            time += 0.05
            log.append("tap \(key)")
          }
        } else {
          switch Int.random(in: 0..<14, using: &rng) {
          case 0:
            session.send(.touch(.up, finger: 0, at: session.lastTouchPoint[0] ?? .zero), at: time)
            isDown = false
            log.append("up")
          case 1:
            time += Double.random(in: 0.2...0.7, using: &rng)  // a hold: repeat or edge zone
            session.advance(to: time)
            log.append("wait until \(time)")
          default:
            if abs(x - start.x) < 40, Bool.random(using: &rng) {
              x = start.x - Double(Int.random(in: 40...50, using: &rng))  // the drag begins
            } else {
              x += Double(Int.random(in: -15...15, using: &rng))
            }
            x = min(max(x, 1), width - 1)
            session.send(.touch(.move, finger: 0, at: Point(x: x, y: start.y)), at: time)
            log.append("move to \(x) (\(Int(x - start.x)))")
          }
          if session.document.count > length { restores += 1 }
          if session.document.count < length { deletes += 1 }
        }
        log[log.count - 1] += " → \"\(session.document.text)\" [\(session.composingText)]"
        if !check(session) { break }
      }
    }
    // The runs did scrub: many steps each way.
    #expect(deletes > 100 && restores > 50, "\(deletes) deletions, \(restores) restorations")
  }
}
