import Localization

/// Everything about one setting, in one row of `SettingKey.descriptor`: its values, what it
/// does, where it can be set, and how it reads and writes `KeyboardSettings`.
///
/// The settings file's parser, `sykb settings`, the settings panel (F2), replay scripts' `set`,
/// the run options and the generated settings table all read these rows, so a setting is
/// declared once. `SettingKey.keyboardHeight.descriptor.defaultValue` is `"240"`, its domain
/// `.number(190...290, step: 10, stepRequired: false)`, its run option `--height`.
public struct SettingDescriptor: Sendable {
  /// The places a setting can be set, besides the settings file, `sykb settings` and a replay
  /// script's `set` (which take every setting).
  public struct Places: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A row of the settings panel (F2).
    public static let panel = Places(rawValue: 1 << 0)
  }

  /// A `sykb run` option that sets the setting for that run only (never written back).
  public enum RunOption: Hashable, Sendable {
    /// `--NAME VALUE`: `--height 200`.
    case value(String)
    /// `--NAME` alone sets the setting on: `--number-row`.
    case flag(String)
    /// `--NAME VALUE` sets the setting when the setting takes VALUE, and otherwise chooses
    /// something else: `--keyboard dubeolsik` sets `hangul-keyboard`, `--keyboard qwerty` does not.
    case chooser(String)

    /// The option's name without the dashes.
    public var name: String {
      switch self {
      case .value(let name), .flag(let name), .chooser(let name): name
      }
    }
  }

  public var key: SettingKey
  /// The values it takes.
  public var domain: SettingDomain { codec.domain }
  /// One line: what it does and its range, in Korean (`summary(_:)` speaks the interface's
  /// language; this stays for callers that have no `Words` yet).
  public var summary: String { summary(Words(.korean)) }
  /// The catalog entry of `summary`.
  public var summaryText: SettingText
  public var places: Places
  public var runOption: RunOption?
  let codec: SettingCodec

  init(
    _ key: SettingKey, _ codec: SettingCodec, _ summary: SettingText, places: Places = [.panel],
    runOption: RunOption? = nil
  ) {
    self.key = key
    self.codec = codec
    self.summaryText = summary
    self.places = places
    self.runOption = runOption
  }

  /// The built-in value, in the notation `apply` accepts.
  public var defaultValue: String { codec.read(KeyboardSettings()) }

  /// A value the setting accepts that is not its default (for tests and examples): the next
  /// toggle, choice or step, or the codec's example for free text.
  public var example: String {
    switch domain {
    case .text: return codec.example
    default: return key.steppedValue(in: KeyboardSettings(), forward: true)
    }
  }

  /// One line: what it does and its range (shown in F2's status line and `sykb settings list`).
  ///
  /// `keyboard-height` is `키보드 높이 (pt, 190–290)` in Korean, `keyboard height (pt,
  /// 190–290)` in English.
  public func summary(_ words: Words) -> String { words(summaryText) }

  /// The values in English words (`valuesText(_:)`).
  public var valuesText: String { valuesText(Words(.english)) }

  /// The values in words: `on, off`; `repeat, number, disabled`; `0.1–0.9, a multiple of 0.05`
  /// (`0.1–0.9, 0.05 단위` in Korean). Value names stay as the settings write them.
  public func valuesText(_ words: Words) -> String {
    switch domain {
    case .toggle: return "on, off"
    case .choice(let names): return names.joined(separator: ", ")
    case .number(let range, let step, let stepRequired):
      let low = SettingKey.formatted(range.lowerBound)
      let high = SettingKey.formatted(range.upperBound)
      let multiple = words(SettingValueText.multipleOf, ["step": SettingKey.formatted(step)])
      return "\(low)–\(high)" + (stepRequired ? multiple : "")
    case .text: return words(codec.valuesText ?? .text)
    }
  }
}
