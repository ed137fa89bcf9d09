/// What a provider's text may bring into the field: its control and bidi characters are
/// removed first (the screen already draws them as `�`; in the field they would reach
/// `--print`, `--output` and the host).
///
/// `ProviderText.cleaned("the\u{1B}[2J cat\u{202E}")` is `"the[2J cat"`; line breaks and tabs
/// stay unless the text must be one line (`singleLine`: a reply candidate), where they become
/// spaces.
public enum ProviderText {
  /// Whether `scalar` is removed: C0 controls and DEL (a line break and a tab only when
  /// `keepingLayout` is false), C1 controls, and the bidi controls (U+061C, U+200E, U+200F,
  /// U+202A–U+202E, U+2066–U+2069).
  static func isRemoved(_ scalar: Unicode.Scalar, keepingLayout: Bool) -> Bool {
    switch scalar.value {
    case 0x0A, 0x09: !keepingLayout
    case 0x00..<0x20, 0x7F, 0x80...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// `text` without control and bidi characters; line breaks and tabs kept (a CR before a
  /// line break goes with the other controls).
  public static func cleaned(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { isRemoved($0, keepingLayout: true) }) else {
      return text
    }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars where !isRemoved(scalar, keepingLayout: true) {
      scalars.append(scalar)
    }
    return String(scalars)
  }

  /// `text` as one line: line breaks and tabs become spaces, other control and bidi
  /// characters go.
  public static func singleLine(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { isRemoved($0, keepingLayout: false) }) else {
      return text
    }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x0A, 0x09: scalars.append(" ")
      default: if !isRemoved(scalar, keepingLayout: false) { scalars.append(scalar) }
      }
    }
    return String(scalars)
  }
}
