/// The words about settings' values: what a setting takes (`sykb settings list`, the settings
/// table) and why a value was refused (`sykb settings set`, the settings file, a script's
/// `set`). `{setting}` is the setting's name, `{value}` the value as given.
public enum SettingValueText: CatalogEntry {
  /// After a number range: `0.1–0.9, a multiple of 0.05`.
  case multipleOf
  /// The values of a free-text setting without words of its own.
  case text
  case dictionariesValues
  case urlValues
  case modelValues
  case absoluteFileValues
  case variableValues
  case commandValues
  case notOnOff
  /// `{names}` lists the values it takes.
  case notOneOf
  case notNumber
  case outOfRange
  /// `{step}` and `{low}`: a multiple of the step counted from the lower bound.
  case notMultiple
  case notDictionaries
  case containsHash
  case notURL
  case notAbsoluteFile
  case notVariableName
  case secondsOutOfRange
  case notOneLine
}

/// The settings table's own words (`sykb settings list --markdown`, docs/settings-table.md).
public enum SettingTableText: CatalogEntry {
  case title
  /// The note that the file is generated.
  case generated
  /// How settings are set, and where each row comes from (several lines).
  case introduction
  /// The header row's cells, separated by ` | `.
  case header
}
