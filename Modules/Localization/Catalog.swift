import Hangul

/// The catalogs: one per language (`Korean/`, `English/`), each holding the text of every
/// entry of every area (`Entries/`).
///
/// An area (a `CatalogEntry` enum) is listed in `areas` once; the catalog test checks each of
/// its entries in both languages.
public enum Catalog {
  /// One area: its name and every entry's texts.
  public struct Area: Sendable {
    public var name: String
    public var entries: [(name: String, korean: String, english: String, isNeutral: Bool)]

    public init<Entry: CatalogEntry>(_ type: Entry.Type) {
      name = String(describing: type)
      entries = Entry.allCases.map {
        (String(describing: $0), $0.korean, $0.english, $0.isLanguageNeutral)
      }
    }
  }

  /// Words that stay as the layouts say in every language: layout names and key captions.
  /// English texts may contain them (`나랏글`, `한/A`); the catalog test allows no other Hangul
  /// in English outside backquoted examples (`` `가` ``).
  public static let keyboardTerms = [
    "나랏글", "천지인", "두벌식", "한/A", "한글",
    // 나랏글's stroke and double keys, as their captions read.
    "획", "쌍",
  ]

  /// Whether `scalar` is Hangul: a syllable, a conjoining jamo or a compatibility letter.
  public static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
    HangulScalar.isHangul(scalar.value) || HangulScalar.isConjoining(scalar.value)
  }

  /// The Hangul an English text holds outside the keyboard's own terms and backquoted
  /// examples — what the English catalog may not hold: ``help (`가` → 나랏글)`` has none,
  /// `help 도움말` has `도움말`.
  public static func strayHangul(in text: String) -> String {
    var rest = ""
    var quoted = false
    for character in text {
      if character == "`" {
        quoted.toggle()
      } else if !quoted {
        rest.append(character)
      }
    }
    for term in keyboardTerms.sorted(by: { $0.count > $1.count }) {
      rest = rest.replacing(term, with: "")
    }
    return String(String.UnicodeScalarView(rest.unicodeScalars.filter(isHangul)))
  }

  /// Every area, one per line. A new area's enum goes in `Entries/`, its texts in `Korean/`
  /// and `English/`, and its name here (the catalog test reads the folder and fails on an
  /// area missing from this list).
  public static var areas: [Area] {
    [
      Area(CommonText.self),
      Area(CommandHelpText.self),
      Area(OptionHelpText.self),
      Area(UsageText.self),
      Area(ManPageText.self),
      Area(LayoutsToolText.self),
      Area(LicensesToolText.self),
      Area(HelpText.self),
      Area(PanelText.self),
      Area(SettingsPanelText.self),
      Area(ToolText.self),
      Area(ReplyFailureText.self),
      Area(SpellingText.self),
      Area(StatsText.self),
      Area(LabText.self),
      Area(PracticeText.self),
      Area(OptimizerText.self),
      Area(StatusText.self),
      Area(ScreenText.self),
      Area(TerminalErrorText.self),
      Area(HostText.self),
      Area(ClipboardText.self),
      Area(ClipboardPanelText.self),
      Area(StoreText.self),
      Area(ReplyText.self),
      Area(SessionText.self),
      Area(SettingText.self),
      Area(SettingValueText.self),
      Area(SettingTableText.self),
      Area(ReplayText.self),
      Area(ReplayQuantityText.self),
      Area(FieldText.self),
      Area(LayoutText.self),
      Area(LayoutTermText.self),
      Area(JSONSyntaxText.self),
      Area(LexiconText.self),
    ]
  }
}
