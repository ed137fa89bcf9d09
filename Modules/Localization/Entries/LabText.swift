/// `sykb lab optimize`: its messages, the progress line and the report's prose (key names,
/// numbers, file names and `--json` stay as they are; the rows it shares with `sykb stats`
/// are `StatsText`'s).
public enum LabText: CatalogEntry {
  case sayOptimize
  case giveFiles
  case objectiveTakes
  case keyboardOrLayout
  /// `{names}`: the keyboards the lab rearranges.
  case notRearranged
  case noLayoutFile
  case outputExists
  /// `--output` names one of the files read (a text, the layout): `{path}`.
  case outputIsInput
  case cannotRead
  case readBackDiffers
  case notLoadedAs
  /// `{option}`: `keep` or `move`; `{keys}`: every key of the page.
  case noSuchKey
  case moveNotAsWide
  case tooFewKeys
  case numberTakes
  case cannotWrite
  /// The search's best cost so far, in the progress line.
  case progressBest

  case heading
  case objectiveTime
  case objectiveTravel
  case keysMove
  /// Appended to `keysMove` when some keys stay.
  case keysFixed
  /// The column of the layout as it ships.
  case shipped
  /// The column of the best arrangement found.
  case best
  case change
  case tapsEverywhere
  case lessTravel
  case lessTime
  case busiestTransitions
  /// `{stability}`: `sameTaps` or `tapsChanged`.
  case check
  case sameTaps
  case tapsChanged
  case run
  case written
}
