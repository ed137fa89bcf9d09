/// Text replacement on space, with restore on delete (spec §4.4).
///
/// With the shortcut `ㅈㄱㅈ` → `지금 가는 중!`: space after `가요 ㅈㄱㅈ` replaces the shortcut
/// (the session then inserts the space); the next delete after the space, with the text
/// ending in `가요 지금 가는 중!`, turns it back into `ㅈㄱㅈ`, and the following space leaves
/// it alone once.
public struct TextReplacer: Sendable {
  public static let historyLimit = 20
  public static let contextLimit = 256

  /// The usable shortcuts (the spurious `m` → `M` is dropped).
  public let shortcuts: [TextShortcut]
  /// Replacements made, oldest first, at most 20.
  public private(set) var history: [ReplacementRecord] = []
  /// A shortcut just restored by delete: the next space does not expand it.
  public private(set) var ignoredShortcut: String?

  public init(shortcuts: [TextShortcut]) {
    self.shortcuts = shortcuts.filter { !$0.isSpurious && !$0.shortcut.isEmpty }
  }

  /// Expansions whose shortcut equals the word, ignoring case: typing-mode candidates.
  ///
  /// `expansions(forWord: "ㅈㄱㅈ")` is `["지금 가는 중!"]`.
  public func expansions(forWord word: String) -> [String] {
    shortcuts.filter { TextFolding.equalIgnoringCase($0.shortcut, word) }.map(\.expansion)
  }

  /// The shortcut that the text ends with as whole words, longest first, ignoring case.
  public func match(atEndOf text: String) -> TextShortcut? {
    var best: TextShortcut? = nil
    var bestLength = 0
    for entry in shortcuts {
      let length = entry.shortcut.unicodeScalars.count
      guard length > bestLength, Self.endsWithWord(text, entry.shortcut) else { continue }
      best = entry
      bestLength = length
    }
    return best
  }

  /// The edit to make when space is pressed, before the space itself; `nil` when none.
  ///
  /// Records the replacement in the history and clears the ignored shortcut.
  public mutating func space(textBeforeCursor text: String) -> TextEdit? {
    let ignored = ignoredShortcut
    ignoredShortcut = nil
    guard let entry = match(atEndOf: text) else { return nil }
    let length = entry.shortcut.unicodeScalars.count
    let scalars = text.unicodeScalars
    let shortcutStart = scalars.index(scalars.endIndex, offsetBy: -length)
    let typed = String(scalars[shortcutStart...])
    if let ignored, TextFolding.equalIgnoringCase(ignored, typed) { return nil }
    let context = String(scalars[..<shortcutStart].suffix(TextReplacer.contextLimit))
    history.append(ReplacementRecord(shortcut: typed, expansion: entry.expansion, context: context))
    if history.count > TextReplacer.historyLimit { history.removeFirst() }
    return TextEdit(deleteBeforeCursor: length, insert: entry.expansion)
  }

  /// The edit that undoes a remembered replacement on delete, instead of the normal delete.
  ///
  /// Matches when the text before the cursor ends with a record's context + expansion
  /// (newest record first); the record is dropped and its shortcut ignored for one space.
  public mutating func delete(textBeforeCursor text: String) -> TextEdit? {
    for index in history.indices.reversed() {
      let record = history[index]
      guard Self.hasSuffix(text, record.expansion) else { continue }
      let before = String(
        text.unicodeScalars.dropLast(record.expansion.unicodeScalars.count))
      // Either may be cut at 256 scalars: one must end with the other.
      guard Self.hasSuffix(before, record.context) || Self.hasSuffix(record.context, before)
      else { continue }
      history.remove(at: index)
      ignoredShortcut = record.shortcut
      return TextEdit(
        deleteBeforeCursor: record.expansion.unicodeScalars.count, insert: record.shortcut)
    }
    return nil
  }

  /// Any key other than space: the ignored shortcut applies to one space only.
  public mutating func otherKey() { ignoredShortcut = nil }

  /// Return, undo/redo, a field change or a language switch forget all replacements.
  public mutating func clearHistory() {
    history.removeAll()
    ignoredShortcut = nil
  }

  static func hasSuffix(_ text: String, _ suffix: String) -> Bool {
    let tail = text.unicodeScalars.suffix(suffix.unicodeScalars.count)
    return tail.count == suffix.unicodeScalars.count && tail.elementsEqual(suffix.unicodeScalars)
  }

  /// Whether `text` ends with `word` (ignoring case) preceded by a blank or nothing.
  static func endsWithWord(_ text: String, _ word: String) -> Bool {
    let scalars = text.unicodeScalars
    let count = word.unicodeScalars.count
    guard scalars.count >= count else { return false }
    let start = scalars.index(scalars.endIndex, offsetBy: -count)
    guard
      zip(scalars[start...], word.unicodeScalars).allSatisfy({
        JamoUnits.folded($0.value) == JamoUnits.folded($1.value)
      })
    else { return false }
    guard start > scalars.startIndex else { return true }
    return scalars[scalars.index(before: start)].properties.isWhitespace
  }
}
