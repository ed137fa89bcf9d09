/// One value per setting from three layers: the built-in defaults, then the settings file, then
/// this run (command-line options, and changes made in the keyboard the file has not taken).
///
/// `sykb --keyboard dubeolsik` over a file saying `period-shortcut = on`: the run layer holds
/// `hangul-keyboard = dubeolsik`. When another process writes `period-shortcut = off`,
/// `replaceFile` takes the new file and the result has the period shortcut off and 두벌식 still:
/// a reload only ever changes what the file changed.
public struct SettingLayers: Hashable, Sendable {
  /// Where a setting's value comes from: the layer that holds it, the top one winning.
  public enum Source: String, CaseIterable, Hashable, Sendable {
    case defaults = "default"
    case file
    case run
  }

  /// The settings file's values, as written there (`yes`, `0.30`); every one valid.
  public private(set) var file: [SettingKey: String] = [:]
  /// This run's values, every one valid.
  public private(set) var run: [SettingKey: String] = [:]
  /// The defaults, overlaid with the file, overlaid with the run.
  public private(set) var settings = KeyboardSettings()

  public init() {}

  /// The layers over a file's values and a run's values; a value its setting refuses is left
  /// out of its layer (the file's parser and the option parser refuse those first).
  public init(file: [SettingKey: String], run: [SettingKey: String] = [:]) {
    self.file = Self.valid(file)
    self.run = Self.valid(run)
    recompute()
  }

  /// The layer `key`'s value comes from.
  public func source(of key: SettingKey) -> Source {
    if run[key] != nil { return .run }
    if file[key] != nil { return .file }
    return .defaults
  }

  /// The settings file read again: its values replace the file layer; the run's stay on top.
  ///
  /// With `--height 200` in force, a file now saying `keyboard-height = 250` and
  /// `number-row = on` gives height 200 and the number row.
  public mutating func replaceFile(_ values: [SettingKey: String]) {
    file = Self.valid(values)
    recompute()
  }

  /// Sets one value of this run (`--height 200`); a refused value changes nothing.
  ///
  /// `setRun(.keyboardHeight, to: "999")` throws "keyboard-height must be between 190 and 290".
  public mutating func setRun(_ key: SettingKey, to value: String) throws(SettingKey.InvalidValue) {
    var probe = KeyboardSettings()
    try key.apply(value, to: &probe)
    run[key] = value
    recompute()
  }

  /// The keyboard's settings are now `changed` (F2, F3, the one-handed key): every setting that
  /// differs from the layered result becomes a run value — above whatever the file or an option
  /// says — and is returned with its new value, for the caller to write to the file.
  ///
  /// Over `--height 200`, F2 stepping the height to 210 returns `[.keyboardHeight: "210"]`.
  public mutating func takeChanges(_ changed: KeyboardSettings) -> [SettingKey: String] {
    var changes: [SettingKey: String] = [:]
    for key in SettingKey.allCases {
      let value = key.value(in: changed)
      if value != key.value(in: settings) { changes[key] = value }
    }
    guard !changes.isEmpty else { return [:] }
    run.merge(Self.valid(changes)) { $1 }
    recompute()
    return changes
  }

  /// The file took `values` (a save of `takeChanges`' result succeeded): they move from the
  /// run layer to the file layer, so a later change of them in the file is seen again.
  public mutating func fileTook(_ values: [SettingKey: String]) {
    let accepted = Self.valid(values)
    for (key, value) in accepted {
      file[key] = value
      run[key] = nil
    }
    recompute()
  }

  private mutating func recompute() {
    var result = KeyboardSettings()
    for layer in [file, run] {
      for key in SettingKey.allCases {
        guard let value = layer[key] else { continue }
        // Every value was checked by `valid` when it entered its layer: this cannot fail.
        try? key.apply(value, to: &result)
      }
    }
    settings = result
  }

  /// The values their settings accept.
  private static func valid(_ values: [SettingKey: String]) -> [SettingKey: String] {
    values.filter { key, value in key.accepts(value) }
  }
}
