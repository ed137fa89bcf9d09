import TerminalKit

/// The host text field: lines of text, the cursor, composition, selection and styled spans.
///
/// Positions count `Character`s within a line: in `["안녕하세요"]` the cursor after `녕` is
/// `TextPosition(line: 0, column: 2)`, and the composing `녕` is the range `(0,1)..<(0,2)`.
public struct FieldModel: Sendable, Equatable {
  /// The text, one element per line, without the line breaks.
  public var lines: [String]
  /// Where the insertion point is.
  public var cursor: TextPosition
  /// The syllable(s) the Hangul automaton is still editing: drawn underlined.
  public var composing: TextRange?
  /// The selected text: drawn in reverse video.
  public var selection: TextRange?
  /// Bold and italic runs (e.g. markdown-ish emphasis set by the host).
  public var spans: [TextStyleSpan]
  /// Shown dimmed when the field is empty.
  public var placeholder: String

  /// Creates a field model; an empty field has one empty line.
  public init(
    lines: [String] = [""],
    cursor: TextPosition = TextPosition(line: 0, column: 0),
    composing: TextRange? = nil,
    selection: TextRange? = nil,
    spans: [TextStyleSpan] = [],
    placeholder: String = ""
  ) {
    self.lines = lines.isEmpty ? [""] : lines
    self.cursor = cursor
    self.composing = composing
    self.selection = selection
    self.spans = spans
    self.placeholder = placeholder
  }

  /// Whether there is no text at all (the placeholder shows).
  public var isEmpty: Bool { lines.allSatisfy(\.isEmpty) }
}
