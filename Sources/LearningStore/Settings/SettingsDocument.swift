import SessionSettings

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

    /// The setting an entry names; nil for a blank or comment line.
    var key: SettingKey? {
      guard case .entry(let entry) = self else { return nil }
      return entry.key
    }
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
    "# Only what you set is kept here: sykb settings list shows every setting and its default.",
    "",
  ]

  /// A new file: the header and no setting (every setting keeps its default).
  static func new() -> SettingsDocument {
    SettingsDocument(
      lines: header.map(Line.verbatim), settings: KeyboardSettings(), endsWithNewline: true)
  }

  /// Every setting the file names, with its value as written (`yes`, `0.30`).
  var values: [SettingKey: String] {
    var values: [SettingKey: String] = [:]
    for case .entry(let entry) in lines { values[entry.key] = entry.value }
    return values
  }

  /// Writes `key = value`: in place when the file names `key` (its spacing and comment kept),
  /// else as a new line at the end. A value equal to the default is written too: the user said
  /// it. A value `SettingKey.apply` refuses is refused now, and nothing changes.
  ///
  /// `keyboard-height = 240  # mine` assigned 200 becomes `keyboard-height = 200  # mine`.
  mutating func assign(_ key: SettingKey, _ value: String) throws(SettingKey.InvalidValue) {
    var merged = settings
    try key.apply(value, to: &merged)
    settings = merged
    if let index = lines.firstIndex(where: { $0.key == key }), case .entry(var entry) = lines[index]
    {
      entry.value = value
      lines[index] = .entry(entry)
    } else {
      lines.append(.entry(Entry(key: key, lead: key.rawValue + " = ", value: value, trail: "")))
      endsWithNewline = true
    }
  }

  /// Takes the lines of `keys` out, the way `git config --unset` does: the settings go back to
  /// their defaults, comments and the other lines stay.
  mutating func remove(_ keys: Set<SettingKey>) {
    lines.removeAll { line in line.key.map(keys.contains) ?? false }
    var remaining = KeyboardSettings()
    for (key, value) in values {
      // Every entry's value passed `apply` when it was read or assigned: this cannot fail.
      try? key.apply(value, to: &remaining)  // checked when read or set
    }
    settings = remaining
  }

  /// Writes the settings in which `settings` differs from `previous` (from this file's own
  /// values when nil), so a value the user edited in the file meanwhile is not overwritten by an
  /// unrelated change and nothing is added for an untouched setting.
  mutating func update(to settings: KeyboardSettings, changedFrom previous: KeyboardSettings?)
    throws(SettingKey.InvalidValue)
  {
    let base = previous ?? self.settings
    var updated = self
    for key in SettingKey.allCases where key.value(in: settings) != key.value(in: base) {
      let wanted = key.value(in: settings)
      // Already what the file says (maybe spelled `yes`): the line stays as it is.
      if values[key] != nil, key.value(in: self.settings) == wanted { continue }
      try updated.assign(key, wanted)
    }
    self = updated
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
