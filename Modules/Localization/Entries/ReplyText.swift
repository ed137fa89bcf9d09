/// The reply button's and the grammar pass's words: the bar's cells and the status notices.
public enum ReplyText: CatalogEntry {
  /// The start of the notice that explains how to set up a provider.
  case setupNotice
  /// The progress cell while replies are written.
  case progress
  case secureField
  /// `{command}` is the command that allows Full Access.
  case needsFullAccess
  case noMessage
  case waiting
  case emptyAnswer
  /// `{reason}` is the provider's own words.
  case failed
  case timedOut
  /// The progress cell of the grammar pass.
  case grammarProgress
  /// The grammar bar's cell 0: apply the correction.
  case apply
  /// The grammar bar's cell 1: leave the text as it is.
  case dismiss
  case unchanged
  case grammarSecureField
  case grammarNeedsFullAccess
  case noText
  /// `{limit}` is the longest text sent, in characters.
  case tooLong
  case grammarWaiting
  case grammarFailed
  case grammarTimedOut
  /// The answer came for a text that has changed since.
  case correctionDropped
  /// The proposal was picked after the text changed.
  case correctionNotApplied
  /// The correction is more than `{times}` times as long as the text sent.
  case answerTooLong
}
