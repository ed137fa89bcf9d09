/// Case-insensitive comparison of words on scalar values, without building new strings.
///
/// `equalIgnoringCase("Seoul", "seoul")` is true; Hangul has no case and compares as is.
public enum TextFolding {
  public static func equalIgnoringCase(_ left: String, _ right: String) -> Bool {
    var leftScalars = left.unicodeScalars.makeIterator()
    var rightScalars = right.unicodeScalars.makeIterator()
    while true {
      let a = leftScalars.next()
      let b = rightScalars.next()
      guard let a, let b else { return a == nil && b == nil }
      if JamoUnits.folded(a.value) != JamoUnits.folded(b.value) { return false }
    }
  }

  /// The word lower-cased the way matching folds it (`Seoul` → `seoul`).
  public static func folded(_ word: String) -> String {
    var text = ""
    for scalar in word.unicodeScalars {
      text.unicodeScalars.append(Unicode.Scalar(JamoUnits.folded(scalar.value)) ?? scalar)
    }
    return text
  }
}
