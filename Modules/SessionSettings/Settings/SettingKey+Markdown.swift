import Localization

/// The settings table as Markdown, from the rows themselves: what `sykb settings list
/// --markdown` prints and docs/settings-table.md holds.
///
/// The `keyboard-height` row reads
/// `| keyboard-height | 190–290 | 240 | F2, --height | keyboard height (pt, 190–290) |` (names
/// and values in code spans); `markdownTable(Words(.korean))` is the Korean table.
extension SettingKey {
  /// The whole document: a title, how settings are set, and one table row per setting, in
  /// `words`' language (docs/settings-table.md is the English one).
  public static func markdownTable(_ words: Words = Words(.english)) -> String {
    let header = words(SettingTableText.header)
    let columns = header.split(separator: "|").count
    var lines = [
      words(SettingTableText.title),
      "",
      words(SettingTableText.generated),
      "",
    ]
    lines += words(SettingTableText.introduction).split(
      separator: "\n", omittingEmptySubsequences: false
    )
    .map(String.init)
    lines += [
      "",
      "| " + header + " |",
      "|" + Array(repeating: " --- |", count: columns).joined(),
    ]
    for descriptor in descriptors {
      var places: [String] = []
      if descriptor.places.contains(.panel) { places.append("F2") }
      if let option = descriptor.runOption { places.append("`--\(option.name)`") }
      let cells = [
        code(descriptor.key.rawValue), escaped(descriptor.valuesText(words)),
        code(descriptor.defaultValue), places.joined(separator: ", "),
        escaped(descriptor.summary(words)),
      ]
      lines.append("| " + cells.joined(separator: " | ") + " |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func code(_ text: String) -> String { "`" + escaped(text) + "`" }

  private static func escaped(_ text: String) -> String {
    text.replacing("|", with: "\\|")
  }
}
