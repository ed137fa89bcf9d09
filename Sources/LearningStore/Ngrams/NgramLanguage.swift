/// The three n-gram stores of spec §4.5, named as the original keeps them.
///
/// `NgramLanguage.korean.rawValue` is `"ko-KR"`; the unified 한/A keyboard uses `.unified`
/// (`"ko-en"`).
public enum NgramLanguage: String, CaseIterable, Hashable, Sendable {
  case korean = "ko-KR"
  case english = "en-US"
  case unified = "ko-en"
}
