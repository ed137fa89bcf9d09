/// Which letters of a typed or learned word are capitals, and what that means for the bar.
///
/// Two rules (after iOS): a word is learned in the case the user meant — the
/// capital auto-capitalisation put at a sentence start is not part of it (`Quokkaberry`
/// confirmed after `. ` is learned as `quokkaberry`) — and candidates are offered in the case
/// of what is being typed (`quo` → `quokkaberry`, `Quo` → `Quokkaberry`). Case is that of ASCII and Latin-1 letters (`JamoUnits.folded`); Hangul
/// has none and is never changed.
public enum LetterCase: Hashable, Sendable {
  /// No capital (`quo`, `사랑`, `iphone`).
  case lower
  /// A capital first letter and no other (`Quo`, `Seoul`).
  case capitalized
  /// Two or more letters, every cased one a capital (`QUO`, `NASA`).
  case upper
  /// A capital first letter and more capitals later (`McK`).
  case mixedCapitalized
  /// Capitals, but not the first letter (`iPh`).
  case mixed

  /// The case of `word`.
  public init(of word: String) {
    self.init(values: word.unicodeScalars.lazy.map(\.value))
  }

  /// The case of a word given as scalar values.
  init(values: some Sequence<UInt32>) {
    var letters = 0
    var capitals = 0
    var firstIsCapital = false
    var isFirst = true
    for value in values {
      defer { isFirst = false }
      let isCapital = JamoUnits.isCapital(value)
      guard isCapital || JamoUnits.capitalized(value) != value else { continue }
      letters += 1
      if isCapital {
        capitals += 1
        if isFirst { firstIsCapital = true }
      }
    }
    if capitals == 0 {
      self = .lower
    } else if capitals == letters && letters >= 2 {
      self = .upper
    } else if capitals == 1 && firstIsCapital {
      self = .capitalized
    } else {
      self = firstIsCapital ? .mixedCapitalized : .mixed
    }
  }

  /// `candidate` in the case of the typed word: a typed word starting with a capital
  /// capitalises the candidate's first letter (spec §4.5; all capitals too: `HEL` → `Hello`,
  /// pinned by `KoreanPrefixPatternTests`); otherwise the candidate keeps its own case
  /// (`quo` → `quokkaberry`, and `par` → `Paris` from the dictionary stays `Paris`).
  public static func adapt(_ candidate: String, toTyped typed: String) -> String {
    LetterCase(of: typed).applied(to: candidate)
  }

  /// `candidate` in this case (see `adapt`).
  public func applied(to candidate: String) -> String {
    switch self {
    case .lower, .mixed: candidate
    case .capitalized, .mixedCapitalized, .upper: LetterCase.capitalizingFirst(candidate)
    }
  }

  /// The word to teach a checker: when auto-capitalisation put a capital at the word's start
  /// and the rest has none, the word is learned without it (`Quokkaberry` → `quokkaberry`);
  /// a capital the user typed (`Seoul` mid-sentence, `NASA`, `iPhone`) is kept.
  public static func learnedForm(of word: String, capitalizedAutomatically: Bool) -> String {
    guard capitalizedAutomatically, word.unicodeScalars.count >= 2,
      LetterCase(of: word) == .capitalized, let first = word.unicodeScalars.first
    else { return word }
    var scalars = word.unicodeScalars
    let lower = Unicode.Scalar(JamoUnits.folded(first.value)) ?? first
    scalars.replaceSubrange(
      scalars.startIndex..<scalars.index(after: scalars.startIndex), with: CollectionOfOne(lower))
    return String(scalars)
  }

  /// `candidate` with its first letter a capital (`kitchen` → `Kitchen`).
  static func capitalizingFirst(_ candidate: String) -> String {
    guard let first = candidate.unicodeScalars.first else { return candidate }
    let upper = JamoUnits.capitalized(first.value)
    guard upper != first.value, let scalar = Unicode.Scalar(upper) else { return candidate }
    var scalars = candidate.unicodeScalars
    scalars.replaceSubrange(
      scalars.startIndex..<scalars.index(after: scalars.startIndex), with: CollectionOfOne(scalar))
    return String(scalars)
  }
}
