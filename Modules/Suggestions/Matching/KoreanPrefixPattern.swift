/// A typed word prepared for Korean-aware prefix matching (spec §4.5).
///
/// Every character but the last must match exactly (case-insensitively); the last one is
/// compared jamo by jamo against the rest of the candidate. `닭` matches `달걀`, `앉` matches
/// `안주`, `킵` and `킵ㆍ` match `키보드`; `고` does not match `과자`, `ㄱ` does not match `까치`
/// or `키`. A candidate must be longer than the typed word: `닭` does not complete `닭`.
public struct KoreanPrefixPattern: Hashable, Sendable {
  /// Folded scalar values of every typed character except the last.
  public let leading: [UInt32]
  /// The jamo units of the last typed character.
  public let last: JamoUnits
  /// The typed word started with a capital, so completions are shown capitalised.
  public let isCapitalized: Bool
  /// The case of the typed word, which completions and guesses take (`LetterCase.adapt`).
  public let typedCase: LetterCase
  /// The full jamo key of the typed word, as the lexicon sorts its entries (`닭` → `ㄷㅏㄹㄱ`).
  public let key: [UInt32]

  /// The 천지인 strokes ㆍ (U+318D) and ᆢ (U+11A2) are dropped from the end of a typed word.
  @inlinable static func isStroke(_ value: UInt32) -> Bool { value == 0x318D || value == 0x11A2 }

  /// Prepares `typed`; `nil` when nothing is left after dropping trailing strokes.
  public init?(_ typed: String) {
    var values: [UInt32] = []
    values.reserveCapacity(typed.unicodeScalars.count)
    for scalar in typed.unicodeScalars { values.append(scalar.value) }
    while let tail = values.last, KoreanPrefixPattern.isStroke(tail) { values.removeLast() }
    guard let tail = values.last else { return nil }
    isCapitalized = JamoUnits.isCapital(values[0])
    typedCase = LetterCase(values: values)
    last = JamoUnits(tail)
    values.removeLast()
    leading = values.map(JamoUnits.folded)
    var key: [UInt32] = []
    key.reserveCapacity(leading.count * 3 + 4)
    for value in leading {
      let units = JamoUnits(value)
      for index in 0..<units.count { key.append(units[index]) }
    }
    for index in 0..<last.count { key.append(last[index]) }
    self.key = key
  }

  /// Whether `candidate` is a completion of the typed word.
  public func matches(_ candidate: String) -> Bool {
    var iterator = candidate.unicodeScalars.makeIterator()
    for expected in leading {
      guard let scalar = iterator.next(), JamoUnits.folded(scalar.value) == expected else {
        return false
      }
    }
    var matched = 0
    while let scalar = iterator.next() {
      let units = JamoUnits(scalar.value)
      for index in 0..<units.count {
        if matched == last.count { return true }
        guard units[index] == last[matched] else { return false }
        matched += 1
      }
    }
    return false
  }

  /// The candidate as shown, in the case of the typed word: `Ki` → `Kitchen`, `ki` →
  /// `kitchen` (`LetterCase.adapt`).
  public func presented(_ candidate: String) -> String {
    typedCase.applied(to: candidate)
  }
}
