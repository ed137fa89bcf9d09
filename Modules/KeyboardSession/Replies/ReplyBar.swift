import Localization

/// The suggestion bar's reply mode: waiting for a provider, or showing up to five
/// reply candidates, until the next keystroke.
///
/// `phase == .waiting` draws one progress cell (`답장 만드는 중…`); `.candidates(["네", "좋아요"])`
/// fills the bar with them, and a pick inserts one at the cursor as one undo unit.
public struct ReplyBar: Sendable {
  public enum Phase: Hashable, Sendable {
    case off
    case waiting(since: Double)
    case candidates([String])
  }

  public internal(set) var phase = Phase.off
  /// The request still awaited (even after the bar went back to suggestions) and when the
  /// session stops waiting for it: at most one is in flight.
  public internal(set) var inFlight: (id: Int, deadline: Double)?
  /// Every request sent, for tests and the trace (ids only, never the text).
  public internal(set) var sentCount = 0
  var service: (any ReplyService)?
  var lastRequestID = 0
  /// The stamp of the newest pending set shown, so a set is shown once.
  var shownStamp = 0
  /// Short status lines for the host to show, oldest first.
  var notices: [String] = []

  public init() {}

  /// The most candidates the bar takes from one answer.
  public static let maximumCandidates = 5
  /// The longest candidate kept, in characters (a provider's essay is cut).
  public static let maximumCandidateLength = 200
  /// The start of the notice that explains how to set up a provider (the host may show
  /// its setup help instead): `답장 제공자가 없습니다` in Korean.
  public static func setupNotice(_ words: Words) -> String { words(ReplyText.setupNotice) }
  /// What the progress cell shows: `답장 만드는 중…`, `writing replies…`.
  public static func progressText(_ words: Words) -> String { words(ReplyText.progress) }
  /// Seconds past the timeout after which the session stops waiting for a provider that
  /// never answered.
  static let grace = 2.0

  /// Whether the bar is in reply mode.
  public var isActive: Bool { phase != .off }

  /// The bar's cells in reply mode.
  func cells(_ words: Words) -> [ToolbarState.Cell] {
    switch phase {
    case .off: []
    case .waiting: [ToolbarState.Cell(display: Self.progressText(words))]
    case .candidates(let texts): texts.map { ToolbarState.Cell(display: $0) }
    }
  }

  /// A provider's lines as candidates: trimmed, list markers and quotes removed, empty and
  /// duplicate lines dropped, at most five, each at most 200 characters.
  ///
  /// `["1. 네, 좋아요!", "", "- \"내일 봐요\"", "네, 좋아요!"]` → `["네, 좋아요!", "내일 봐요"]`.
  public static func clean(_ lines: [String]) -> [String] {
    var result: [String] = []
    for line in lines {
      var text = Substring(line).trimmingBlanks
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

extension Substring {
  fileprivate var trimmingBlanks: Substring {
    let start = firstIndex { !$0.isWhitespace } ?? endIndex
    let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
    return self[start..<Swift.max(start, end)]
  }
}
