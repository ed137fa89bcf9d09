/// `sykb stats`: its messages and the table's heading, row labels and notes (the keyboards'
/// names, the numbers and `--json` stay as they are). `sykb lab` uses the rows it shares.
public enum StatsText: CatalogEntry {
  case giveFiles
  case fingerTakes
  case filesEmpty
  /// `{names}`: the keyboards sykb measures.
  case unknownKeyboard
  case unknownKeyboardAlone
  case notUTF8
  case noLayoutInFile
  case layoutNotKeyboard

  case heading
  case taps
  case tapsPerCharacter
  case tapsPerSyllable
  case shiftTaps
  case pageSwitches
  case cycles
  /// 나랏글's stroke (획) and double (쌍) keys.
  case strokeKeys
  case commitSpaces
  /// Indented under `commitSpaces`.
  case betweenLetters
  case beforeSpace
  case travel
  case travelPerTap
  /// `{model}`: `thumb` or `index` (the `--finger` values).
  case estimatedTime
  case perCharacter
  case perMinute
  case untypable
  case standIns
  case forcedCommits
  case typedBack
  case keyArea
  /// The answer in the `typedBack` row.
  case typedBackYes
  case typedBackNo
  case busiestKeys
  case untypableOn
  /// The time model's line under the table.
  case timeModel
}
