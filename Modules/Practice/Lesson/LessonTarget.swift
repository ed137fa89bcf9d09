import KeyboardLayouts

/// A lesson's text with its tap plan: every key in order, and what the field holds after each.
///
/// `가 나` on 천지인 is `ㄱㅋ ㅣ ㆍ space space ㄴㄹ ㅣ ㆍ` (the first space only commits), and
/// `fieldAfter` is `""`, `"ㄱ"`, `"기"`, `"가"`, `"가"`, `"가 "`, `"가 ㄴ"`, `"가 니"`, `"가 나"`.
/// The checker compares each tap with `taps[position]` and finds its place again after a
/// delete by the field's text.
public struct LessonTarget: Hashable, Sendable {
  /// One planned tap.
  public struct Tap: Hashable, Sendable {
    /// The key's name (`ㄱㅋ`, `space`).
    public var key: String
    /// The key's touch cell in keyboard points (for the Fitts fit and the heat map).
    public var frame: Rect

    public init(key: String, frame: Rect) {
      self.key = key
      self.frame = frame
    }
  }

  /// The words, joined by spaces.
  public var text: String
  public var taps: [Tap]
  /// What the field holds after `k` planned taps, for `k` in `0...taps.count`.
  public var fieldAfter: [String]

  public init(text: String, taps: [Tap], fieldAfter: [String]) {
    self.text = text
    self.taps = taps
    self.fieldAfter = fieldAfter
  }

  /// Unicode scalars of the text.
  public var characterCount: Int { text.unicodeScalars.count }

  /// The plan's keystrokes per character.
  public var plannedKSPC: Double {
    characterCount == 0 ? 0 : Double(taps.count) / Double(characterCount)
  }
}
