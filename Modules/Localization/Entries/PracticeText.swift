/// `sykb practice`: its messages, the lesson line, `practice replay`'s figures and `practice
/// report` (key names, numbers and `--json` stay as they are).
public enum PracticeText: CatalogEntry {
  /// `{name}`: the keyboard; `{path}`: the word list looked for.
  case noWordList
  /// `{keys}`: the open keys.
  case noLessonWords
  case noPlannableText
  case giveScript
  /// `{text}`: what --target was given.
  case targetTakes
  /// `{option}`: the option given.
  case modelTakes
  /// `{found}`, `{needed}`: clean key-to-key times.
  case tooFewTaps
  case noSpread
  /// `{keyboard}` (empty for every keyboard).
  case noHistory
  case untimedText

  case lesson
  case plan
  case keys
  case focus
  case opened
  /// `{taps}`, `{planned}`, `{errors}`, `{accuracy}`.
  case tapsLine
  /// `{syllables}`, `{characters}`, `{taps}`: per minute.
  case speedLine
  /// `{typed}`, `{planned}`.
  case kspcLine
  case finished
  case notFinished
  /// `{keys}`: key and confidence pairs; `{target}`: ms.
  case confidenceLine

  /// `{keyboard}`, `{count}`.
  case reportHeading
  case speedChart
  case characterSpeedChart
  /// The speed's unit in the status line: syllables (Hangul lessons) or characters.
  case unitSyllables
  case unitCharacters
  case accuracyChart
  case slowest
  /// `{a}` ms, `{b}` ms/bit, `{r2}`, `{count}` taps.
  case personalModel
  /// `{name}`, `{a}`, `{b}`.
  case publishedModel
  case personalModelMissing
  /// The personal model's source, as `sykb stats` cites it: `{count}` taps, `{r2}`.
  case personalSource
  /// The line under the lesson while practising: `{lesson}` number, `{position}` of
  /// `{length}` planned taps done, `{focus}`, figures.
  case status
  /// `{expected}`: the key that was due.
  case wrongKey
}
