import SykbHost

/// Hides the names of the keys that type text in a `--log` line, unless `--log-keys` asks for
/// them: `tap h → type "‹1›"` is written `tap ‹key› → type "‹1›"`, since `tap h`, `tap i`
/// spell `hi` as surely as the text would. Function keys keep their names (`tap space`,
/// `press delete`, `long-press switch`): they type no letter, and a trace is for them. A pick
/// names its cell, not the candidate (`pick 0 ‹candidate› → …`).
enum LogKeyNames {
  /// The gesture words a key name follows in a trace line.
  static let gestureWords: Set<Substring> = [
    "press", "tap", "double-tap", "long-press", "repeat", "repeat-end",
  ]
  /// The names of the function keys, which type no text.
  static let functionKeys: Set<Substring> = [
    "space", "delete", "return", "shift", "switch", "lang", "globe", "page",
  ]

  /// The line with every text key's name replaced by `‹key›`.
  ///
  /// `hidden("long-press ㄱ (secondary) → type \"‹1›\"")` is
  /// `long-press ‹key› (secondary) → type "‹1›"`; `decision: tap h — …` is
  /// `decision: tap ‹key› — …`.
  static func hidden(_ line: String) -> String {
    var words = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    var index = 0
    while index + 1 < words.count {
      let word = Substring(words[index])
      let next = Substring(words[index + 1])
      let isToolbar = index > 0 && words[index - 1] == "toolbar"
      if word == "pick", index == 0 || words[index - 1] == "", Int(next) != nil,
        index + 2 < words.count
      {
        // `pick 0 hello → …`: the candidate runs up to the arrow.
        var end = index + 2
        while end < words.count && words[end] != "→" { end += 1 }
        words.replaceSubrange((index + 2)..<end, with: ["‹candidate›"])
        index += 3
        continue
      }
      if gestureWords.contains(word), !isToolbar, !next.isEmpty, !functionKeys.contains(next) {
        words[index + 1] = "‹key›"
        index += 2
        continue
      }
      index += 1
    }
    return words.joined(separator: " ")
  }
}
