import Hangul
import Testing

/// Every one of the 11,172 syllables typed with its spec key sequence on each layout, then
/// deleted to nothing, with the spec's delete-step count (§2.4, §2.5, §2.6).
@Suite("11,172 음절 입력·삭제")
struct SyllableSweepTests {
  @Test("모든 음절을 입력하고 정해진 횟수로 지운다", arguments: HangulLayout.allCases)
  func typeAndDeleteEverySyllable(layout: HangulLayout) {
    var failures: [String] = []
    for syllable in HangulSyllable.all {
      var typist = Typist(layout)
      let keys = SyllableKeys.keys(syllable, on: layout)
      for key in keys { typist.press(key) }
      let typed = typist.snapshot
      guard typed == "‹[\(syllable)]" else {
        failures.append("\(syllable) \(keys.joined()) → \(typed)")
        continue
      }
      var steps = 0
      while typist.engine.hasBuffers, steps < 10 {
        typist.delete()
        steps += 1
      }
      let expected = SyllableKeys.deleteSteps(syllable, on: layout)
      if steps != expected || typist.text != "" {
        failures.append("\(syllable): \(steps) deletes (want \(expected)), left \(typist.snapshot)")
      }
    }
    let firstFailures = Array(failures.prefix(8))
    #expect(firstFailures.isEmpty, "\(failures.count) failures")
  }

  @Test("모든 음절: 한 번 지우면 한 자모가 빠진다 (두벌식)")
  func everyDeleteStepRemovesOneJamo() {
    // Each delete step leaves exactly what typing one key fewer leaves.
    var failures: [String] = []
    for syllable in HangulSyllable.all {
      let keys = SyllableKeys.keys(syllable, on: .dubeolsik)
      var typist = Typist(.dubeolsik)
      for key in keys { typist.press(key) }
      for n in stride(from: keys.count - 1, through: 0, by: -1) {
        typist.delete()
        var shorter = Typist(.dubeolsik)
        for key in keys.prefix(n) { shorter.press(key) }
        if typist.text != shorter.text {
          failures.append(
            "\(syllable) after \(keys.count - n) deletes: \(typist.text) ≠ \(shorter.text)")
          break
        }
      }
    }
    let firstFailures = Array(failures.prefix(8))
    #expect(firstFailures.isEmpty, "\(failures.count) failures")
  }
}
