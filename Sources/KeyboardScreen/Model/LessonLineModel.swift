import TerminalKit

/// The practice lesson above the field (`sykb practice`): the lesson's text with what is typed
/// so far, and a line of figures (or the error to correct) under it.
///
/// `LessonLineModel(text: "가 나 이", typed: 2, hasError: true, detail: "wrong key: ㅣ was due")`
/// draws `가 ` dimmed, `나` reversed (the error is there) and `이` plain on the first row, the
/// detail on the second.
public struct LessonLineModel: Sendable, Equatable {
  public var text: String
  /// Characters of `text` typed as planned.
  public var typed: Int
  /// A wrong key waits to be deleted at the next character.
  public var hasError: Bool
  /// The live figures, or what to do about an error.
  public var detail: String

  public init(text: String, typed: Int, hasError: Bool, detail: String) {
    self.text = text
    self.typed = typed
    self.hasError = hasError
    self.detail = detail
  }

  /// The rows the lesson takes above the field.
  public static let rows = 2
}
