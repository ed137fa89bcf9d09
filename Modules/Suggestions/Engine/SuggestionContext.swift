/// What the suggestion engine looks at for one update.
///
/// `baseText` is the document text before the cursor on the current line, at most 256
/// characters (spec §4.3; longer text keeps its last 256); the session cuts it. For `오늘 나는 학|생` it is `오늘 나는 학`.
public struct SuggestionContext: Hashable, Sendable {
  public static let maximumLength = 256

  public var baseText: String
  /// The text typed in this keyboard session, preferred over `baseText` for math (§4.8).
  public var typedText: String?
  /// The selected text, when there is a selection.
  public var selection: String?
  public var language: SuggestionLanguage

  public init(
    baseText: String, typedText: String? = nil, selection: String? = nil,
    language: SuggestionLanguage
  ) {
    // 256 characters, not scalars (a flag is two); a short text needs no counting.
    let limit = SuggestionContext.maximumLength
    self.baseText =
      baseText.unicodeScalars.count <= limit ? baseText : String(baseText.suffix(limit))
    self.typedText = typedText
    self.selection = selection.flatMap { $0.isEmpty ? nil : $0 }
    self.language = language
  }

  /// The expression to offer a result for: from the selection, else the typed text, else the
  /// text before the cursor (math may look at text the user did not type; it is never learned).
  public func mathResult() -> MathResult? {
    if let selection { return MathEvaluator.result(in: selection) }
    if let typedText, let result = MathEvaluator.result(in: typedText) { return result }
    return MathEvaluator.result(in: baseText)
  }

  /// The word being typed: the last blank-separated token, or `""` after a blank.
  public var currentWord: String {
    let scalars = baseText.unicodeScalars
    var start = scalars.endIndex
    while start > scalars.startIndex {
      let before = scalars.index(before: start)
      if scalars[before].properties.isWhitespace { break }
      start = before
    }
    return String(scalars[start...])
  }
}

/// The active language of the keyboard, for choosing the unigram script order.
public enum SuggestionLanguage: Hashable, Sendable {
  case korean
  case english
  /// The 한/A keyboard with the given script active.
  case unified(active: WordScript)

  /// The script the unigram fill prefers; only the unified keyboard has a preference.
  public var preferredScript: WordScript? {
    if case .unified(let active) = self { return active }
    return nil
  }
}

/// The settings and host traits that shape the bar.
public struct SuggestionSettings: Hashable, Sendable {
  /// `isPredictiveTextEnabled` and the host's autocorrection is not "no" (spec §4.1).
  public var areCandidatesUsable: Bool
  /// `isShowMathResultsEnabled` and the host allows math completion (§4.8).
  public var isMathEnabled: Bool
  /// `isTextReplacementEnabled` (§4.4).
  public var isTextReplacementEnabled: Bool
  /// Smart insert spacing: the setting is on and the host trait is "default" or "yes" (§4.10).
  public var isSmartSpacingEnabled: Bool

  public init(
    areCandidatesUsable: Bool = true, isMathEnabled: Bool = true,
    isTextReplacementEnabled: Bool = true, isSmartSpacingEnabled: Bool = true
  ) {
    self.areCandidatesUsable = areCandidatesUsable
    self.isMathEnabled = isMathEnabled
    self.isTextReplacementEnabled = isTextReplacementEnabled
    self.isSmartSpacingEnabled = isSmartSpacingEnabled
  }
}
