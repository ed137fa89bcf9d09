import HostField
import Localization

/// The grammar pass, a provider feature: the ✎ button (or Ctrl-F in the terminal) sends the
/// field's whole text to the reply provider with the instruction to fix spelling, spacing and
/// grammar only (`docs/grammar-pass.md`).
///
/// The answer is shown on the bar word by word — `✓ 고치기 | ✕ 그대로 | −teh | +the | cat` — and
/// cell 0 applies it as one undo unit (only the part that differs is replaced); cell 1 or any
/// key leaves the text. An answer for a text that changed since it was sent is dropped.
public struct GrammarPass: ProviderFeature {
  public typealias Service = any GrammarService
  public typealias Request = GrammarRequest
  public typealias Answer = GrammarAnswer

  /// A proposed correction: the text sent, the provider's correction and its words.
  public struct Proposal: Hashable, Sendable {
    public var original: String
    public var corrected: String
    public var words: [GrammarWord]
  }

  public init() {}

  public static let name = "grammar"
  /// The longest text sent (a longer field is refused rather than cut: the correction
  /// replaces the whole text).
  public static let maximumTextLength = 4_000

  /// The notice when the provider found nothing to change: `고칠 것이 없습니다`.
  public static func unchangedNotice(_ words: Words) -> String { words(ReplyText.unchanged) }

  public static func text(_ moment: ProviderMoment, _ words: Words) -> String {
    switch moment {
    case .progress: words(ReplyText.grammarProgress)
    case .secureField: words(ReplyText.grammarSecureField)
    case .needsFullAccess(let command):
      words(ReplyText.grammarNeedsFullAccess, ["command": command])
    case .waiting: words(ReplyText.grammarWaiting)
    case .failed(let reason): words(ReplyText.grammarFailed, ["reason": reason])
    case .timedOut(let seconds): words(ReplyText.grammarTimedOut, ["seconds": String(seconds)])
    }
  }

  /// The field's whole text (a text given is not used: the correction replaces the field's),
  /// when it has something to fix and is not too long.
  public func prepare(_ given: String?, service: Service, in context: ProviderContext)
    -> ProviderPreparation<Proposal>
  {
    let text = context.document.text
    guard text.contains(where: { !$0.isWhitespace }) else {
      return .refuse(context.words(ReplyText.noText))
    }
    guard text.count <= Self.maximumTextLength else {
      return .refuse(context.words(ReplyText.tooLong, ["limit": String(Self.maximumTextLength)]))
    }
    return .send(text)
  }

  public func request(_ text: String, id: Int, in context: ProviderContext) -> GrammarRequest {
    GrammarRequest(id: id, text: text, settings: context.provider, words: context.words)
  }

  public static func send(_ request: GrammarRequest, to service: Service) {
    service.send(request)
  }

  public static func takeAnswers(from service: Service) -> [GrammarAnswer] {
    service.takeAnswers()
  }

  /// The correction as a proposal, unless the text changed since it was sent, the answer is
  /// too long or nothing differs. A correction the service reviewed already (`.reviewed`, on
  /// its own thread) is only checked against the field.
  public func receive(_ answer: GrammarAnswer, sent: String, in context: ProviderContext)
    -> ProviderReceipt<Proposal>
  {
    switch answer.result {
    case .failure(let reason):
      return .fail(Self.text(.failed(reason: reason), context.words))
    case .corrected(let corrected, _):
      guard context.document.text == sent else {
        return .fail(context.words(ReplyText.correctionDropped))
      }
      return Self.review(corrected, sent: sent, words: context.words)
    case .reviewed(let receipt):
      if case .show(let proposal) = receipt,
        proposal.original != sent || context.document.text != sent
      {
        return .fail(context.words(ReplyText.correctionDropped))
      }
      return receipt
    }
  }

  /// How many times the text sent a correction may be, in UTF-8 bytes (with
  /// `answerAllowance` bytes more for a short text); a longer answer is refused unread.
  public static let answerGrowthLimit = 4
  public static let answerAllowance = 256

  /// The longest correction taken for `sent`, in UTF-8 bytes.
  public static func maximumAnswerBytes(for sent: String) -> Int {
    answerGrowthLimit * sent.utf8.count + answerAllowance
  }

  /// A provider's correction of `sent` made a proposal: refused when it is too long (checked
  /// before anything reads it), its control and bidi characters removed, its ends made the
  /// original's, compared word by word. The service calls it on its own thread
  /// (`GrammarAnswer.Result.reviewed`), so the comparison never holds up the screen.
  ///
  /// `review("the cat", sent: "teh cat", words: w)` shows −teh +the cat; `review("teh cat",
  /// …)` fails with `고칠 것이 없습니다`.
  public static func review(_ corrected: String, sent: String, words: Words)
    -> ProviderReceipt<Proposal>
  {
    guard corrected.utf8.count <= maximumAnswerBytes(for: sent) else {
      return .fail(words(ReplyText.answerTooLong, ["times": String(answerGrowthLimit)]))
    }
    let trimmed = trimmedLikeOriginal(ProviderText.cleaned(corrected), original: sent)
    if trimmed.isEmpty || trimmed == sent {
      return .fail(unchangedNotice(words))
    }
    return .show(
      Proposal(
        original: sent, corrected: trimmed,
        words: GrammarWord.difference(from: sent, to: trimmed)))
  }

  /// `✓ 고치기 | ✕ 그대로`, then the words, the changed ones highlighted.
  public func cells(for proposal: Proposal, _ words: Words) -> [ProviderCell] {
    [ProviderCell(words(ReplyText.apply)), ProviderCell(words(ReplyText.dismiss))]
      + proposal.words.map { ProviderCell($0.display, isPreview: $0.change != .kept) }
  }

  /// Cell 0 applies the proposal (refused when the text changed since), cell 1 dismisses it;
  /// a word cell does nothing.
  public func pick(_ cell: Int, on proposal: Proposal?, in context: ProviderContext)
    -> ProviderPick
  {
    switch cell {
    case 0:
      guard let proposal else { return .ignore }
      guard context.document.text == proposal.original else {
        return .refuse(context.words(ReplyText.correctionNotApplied))
      }
      return .apply(
        .replace(original: proposal.original, corrected: proposal.corrected),
        trace: "grammar applied")
    case 1: return .dismiss
    default: return .ignore
    }
  }

  /// A provider's text with the original's leading and trailing blanks: models drop a final
  /// newline or add one; the field's own ends are not theirs to change.
  static func trimmedLikeOriginal(_ corrected: String, original: String) -> String {
    let core = corrected.trimmingBlankEnds
    guard !core.isEmpty else { return "" }
    let lead = original.prefix { $0.isWhitespace }
    let trail = String(original.reversed().prefix { $0.isWhitespace }.reversed())
    guard lead.count < original.count else { return core }
    return lead + core + trail
  }
}

extension String {
  fileprivate var trimmingBlankEnds: String {
    let start = firstIndex { !$0.isWhitespace } ?? endIndex
    let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
    return String(self[start..<Swift.max(start, end)])
  }
}
