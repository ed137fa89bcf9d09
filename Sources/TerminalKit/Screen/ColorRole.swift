/// What a cell is, for colouring; the terminal maps role × theme to a colour pair.
///
/// A `완료` return key's caption is `.accent`; key outlines are `.border`.
public enum ColorRole: UInt8, Sendable, Hashable, CaseIterable, BitwiseCopyable {
  /// The terminal's default colours.
  case plain
  /// Key outlines and panel frames.
  case border
  /// Captions of keys that type text.
  case characterKey
  /// Captions of delete, switch, shift, globe, space, return.
  case functionKey
  /// Highlighted return keys, shift on, the one-handed current mode.
  case accent
  /// Small hint labels and placeholders.
  case hint
  /// The suggestion bar.
  case toolbar
  /// The status line.
  case status
  /// Panels and balloons.
  case overlay
  /// The heat map's four levels, from the least to the most tapped keys (drawn as a
  /// background: blue, cyan, yellow, red).
  case heat1, heat2, heat3, heat4
}
