import KeyboardSession

/// The settings file as lines, so a save changes only the values and keeps everything the user
/// wrote: comments, blank lines, order, spacing, `yes` instead of `on`.
///
/// `# mine\nlong-press-duration = 0.3  # slower\n` updated to 0.4 renders as
/// `# mine\nlong-press-duration = 0.4  # slower\n`.
struct SettingsDocument: Equatable {
  /// A `name = value` line split around its value, so the value can be swapped in place.
  struct Entry: Equatable {
    var key: SettingKey
    /// Everything before the value: indentation, name, `=`, spaces.
    var lead: String
    var value: String
    /// Everything after the value: spaces, an inline `# comment`, a `\r` of a CRLF file.
    var trail: String
  }

  enum Line: Equatable {
    /// Blank or comment, kept verbatim.
    case verbatim(String)
    case entry(Entry)
  }

  var lines: [Line]
  /// The file's settings: defaults overlaid with every entry.
  var settings: KeyboardSettings
  var endsWithNewline: Bool

  /// Explains the format at the top of a file sykb creates.
  static let header = [
    "# sykb settings: one \"name = value\" per line.",
    "#",
    "# Lines starting with # are comments; comments and blank lines are kept when sykb saves.",
    "# Each name may appear once; a name left out keeps its default. Switches take on/off",
    "# (also yes/no, true/false, 1/0); times are seconds and sizes points, e.g. 0.5 or 240;",
    "# choices are one word, e.g. hangul-keyboard = cheonjiin. A bad line is reported with this",
    "# file's name and the line number, and sykb then leaves the file untouched.",
    "",
  ]

  /// A new file: the header, then every setting with its value in `SettingKey` order.
  static func new(with settings: KeyboardSettings) -> SettingsDocument {
    let entries = SettingKey.allCases.map { key in
      Line.entry(
        Entry(key: key, lead: key.rawValue + " = ", value: key.value(in: settings), trail: ""))
    }
    return SettingsDocument(
      lines: header.map(Line.verbatim) + entries, settings: settings, endsWithNewline: true)
  }

  /// Writes `settings` into the lines: changed values in place, missing non-default ones
  /// appended. With `previous`, only settings that differ from it are written, so a value the
  /// user edited in the file meanwhile is not overwritten by an unrelated change. A value that
  /// `SettingKey.apply` would refuse on the next load is refused now, and nothing changes.
  mutating func update(to settings: KeyboardSettings, changedFrom previous: KeyboardSettings?)
    throws(SettingKey.InvalidValue)
  {
    var merged = self.settings
    for key in SettingKey.allCases where isChanged(key, settings, previous) {
      try key.apply(key.value(in: settings), to: &merged)
    }
    let defaults = KeyboardSettings()
    var present = Set<SettingKey>()
    for index in lines.indices {
      guard case .entry(var entry) = lines[index] else { continue }
      present.insert(entry.key)
      let wanted = entry.key.value(in: settings)
      guard wanted != entry.key.value(in: self.settings), isChanged(entry.key, settings, previous)
      else { continue }
      entry.value = wanted
      lines[index] = .entry(entry)
    }
    for key in SettingKey.allCases where !present.contains(key) {
      let wanted = key.value(in: settings)
      guard wanted != key.value(in: defaults), isChanged(key, settings, previous) else { continue }
      lines.append(.entry(Entry(key: key, lead: key.rawValue + " = ", value: wanted, trail: "")))
      endsWithNewline = true
    }
    self.settings = merged
  }

  private func isChanged(_ key: SettingKey, _ new: KeyboardSettings, _ old: KeyboardSettings?)
    -> Bool
  {
    guard let old else { return true }
    return key.value(in: new) != key.value(in: old)
  }

  /// The file text.
  func render() -> String {
    let text = lines.map { line in
      switch line {
      case .verbatim(let raw): return raw
      case .entry(let entry): return entry.lead + entry.value + entry.trail
      }
    }.joined(separator: "\n")
    return endsWithNewline ? text + "\n" : text
  }
}
