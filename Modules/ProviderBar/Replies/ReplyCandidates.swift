import Localization

/// Reply candidates, a provider feature: the AI-keyboard pattern of the SmartReply write-up.
///
/// The reply button (or Ctrl-R) sends the latest message — the pasteboard's newest text or the
/// newest screenshot the container app read — or shows the candidates a pending set already has
/// for it. While the provider works the bar shows `답장 만드는 중…`; up to five candidates then
/// fill it (`["네", "좋아요"]`), and a pick inserts one at the cursor as one undo unit.
public struct ReplyCandidates: ProviderFeature {
  public typealias Service = any ReplyService
  public typealias Request = ReplyRequest
  public typealias Answer = ReplyAnswer
  /// The candidates shown.
  public typealias Proposal = [String]

  /// The stamp of the newest pending set shown, so a set is shown once.
  public internal(set) var shownStamp = 0

  public init() {}

  public static let name = "reply"
  /// The most candidates the bar takes from one answer.
  public static let maximumCandidates = 5
  /// The longest candidate kept, in characters (a provider's essay is cut).
  public static let maximumCandidateLength = 200

  public static func text(_ moment: ProviderMoment, _ words: Words) -> String {
    switch moment {
    case .progress: words(ReplyText.progress)
    case .secureField: words(ReplyText.secureField)
    case .needsFullAccess(let command): words(ReplyText.needsFullAccess, ["command": command])
    case .waiting: words(ReplyText.waiting)
    case .failed(let reason): words(ReplyText.failed, ["reason": reason])
    case .timedOut(let seconds): words(ReplyText.timedOut, ["seconds": String(seconds)])
    }
  }

  /// The text given, else the latest message; a message that already has candidates (a pending
  /// set) shows them without a request.
  public mutating func prepare(_ given: String?, service: Service, in context: ProviderContext)
    -> ProviderPreparation<Proposal>
  {
    if let given { return .send(given) }
    guard let message = service.latestMessage(), !message.text.isEmpty else {
      return .refuse(context.words(ReplyText.noMessage))
    }
    guard message.candidates.isEmpty else {
      shownStamp = max(shownStamp, message.stamp)
      return .show(Self.pendingCandidates(message.candidates))
    }
    return .send(message.text)
  }

  public func request(_ text: String, id: Int, in context: ProviderContext) -> ReplyRequest {
    ReplyRequest(id: id, text: text, settings: context.provider, words: context.words)
  }

  public static func send(_ request: ReplyRequest, to service: Service) { service.send(request) }

  public static func takeAnswers(from service: Service) -> [ReplyAnswer] { service.takeAnswers() }

  public func receive(_ answer: ReplyAnswer, sent: String, in context: ProviderContext)
    -> ProviderReceipt<Proposal>
  {
    switch answer.result {
    case .candidates(let lines):
      let candidates = Self.clean(lines)
      return candidates.isEmpty
        ? .fail(context.words(ReplyText.emptyAnswer))
        : .show(Array(candidates.prefix(Self.maximumCandidates)))
    case .failure(let reason):
      return .fail(Self.text(.failed(reason: reason), context.words))
    }
  }

  public func cells(for proposal: Proposal, _ words: Words) -> [ProviderCell] {
    proposal.map { ProviderCell($0) }
  }

  /// Candidate `cell` is inserted at the cursor (replacing the selection) as one undo unit; the
  /// composition is committed first and the text is not learned (it was not typed).
  public func pick(_ cell: Int, on proposal: Proposal?, in context: ProviderContext)
    -> ProviderPick
  {
    guard let proposal, proposal.indices.contains(cell) else { return .ignore }
    return .apply(.insert(proposal[cell]), trace: "reply \(cell)")
  }

  /// A pending set the container app left (`sykb reply`): its candidates when the keyboard may
  /// show them (Full Access, not a secure field) and it is newer than the last one shown.
  mutating func takePending(_ message: ReplyMessage, in context: ProviderContext) -> Proposal? {
    guard message.stamp > shownStamp, !message.candidates.isEmpty else { return nil }
    guard context.isFullAccessAllowed, !context.isSecureField else { return nil }
    shownStamp = message.stamp
    return Self.pendingCandidates(message.candidates)
  }

  /// A pending set's candidates as the bar takes them: at most five, each one line without
  /// control or bidi characters and at most 200 characters.
  static func pendingCandidates(_ candidates: [String]) -> [String] {
    candidates.prefix(maximumCandidates).map {
      String(ProviderText.singleLine($0).prefix(maximumCandidateLength))
    }
  }

  /// A provider's lines as candidates: control and bidi characters removed, trimmed, list
  /// markers and quotes removed, empty and duplicate lines dropped, at most five, each at most
  /// 200 characters.
  ///
  /// `["1. 네, 좋아요!", "", "- \"내일 봐요\"", "네, 좋아요!"]` → `["네, 좋아요!", "내일 봐요"]`.
  public static func clean(_ lines: [String]) -> [String] {
    var result: [String] = []
    for line in lines {
      // Only a candidate's start can be shown: a provider's megabyte line is not read whole.
      let start = String(line.prefix(4 * maximumCandidateLength))
      var text = Substring(ProviderText.singleLine(start)).trimmingBlanks
      if let marker = text.firstIndex(where: { !$0.isNumber }), marker != text.startIndex,
        [".", ")"].contains(text[marker])
      {
        text = text[text.index(after: marker)...].trimmingBlanks
      }
      if let first = text.first, ["-", "*", "•"].contains(first) {
        text = text.dropFirst().trimmingBlanks
      }
      let quotes: [(Character, Character)] = [("\"", "\""), ("“", "”"), ("'", "'")]
      for (open, close) in quotes
      where text.count >= 2 && text.first == open && text.last == close {
        text = text.dropFirst().dropLast().trimmingBlanks
      }
      let candidate = String(text.prefix(maximumCandidateLength))
      guard !candidate.isEmpty, !result.contains(candidate) else { continue }
      result.append(candidate)
      if result.count == maximumCandidates { break }
    }
    return result
  }
}

extension ProviderBar where Feature == ReplyCandidates {
  /// A pending set another process left arrives: shown at once when it may be (see
  /// `ReplyCandidates.takePending`); `result` says whether it was.
  public mutating func receivePending(_ message: ReplyMessage, in context: ProviderContext)
    -> ProviderStep
  {
    guard let candidates = feature.takePending(message, in: context) else { return ProviderStep() }
    return show(candidates)
  }
}

extension Substring {
  fileprivate var trimmingBlanks: Substring {
    let start = firstIndex { !$0.isWhitespace } ?? endIndex
    let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
    return self[start..<Swift.max(start, end)]
  }
}
