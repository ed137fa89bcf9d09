/// One area of the catalogs: an entry per string the user reads, with its text in every
/// language.
///
/// Each area is an enum (`StatusText`, `HelpText`, …) whose `korean` and `english` are
/// exhaustive switches, so the compiler refuses an entry without its text in a language; the
/// catalog test (LocalizationTests) refuses an entry left untranslated, placeholders that
/// differ between the languages, and an area missing from `Catalog.areas`.
///
/// Texts are templates: `{name}` is replaced by the value given for `name`
/// (`Words.callAsFunction`). A literal brace is written `{{` or `}}`.
public protocol CatalogEntry: CaseIterable, Hashable, Sendable {
  /// The Korean catalog's text.
  var korean: String { get }
  /// The English catalog's text.
  var english: String { get }
  /// The same text in every language (a symbol, a command, a key label): the catalog test
  /// does not ask it to be Korean in the Korean catalog.
  var isLanguageNeutral: Bool { get }
}

extension CatalogEntry {
  public var isLanguageNeutral: Bool { false }

  /// This entry's template in `language`.
  public func template(in language: Language) -> String {
    switch language {
    case .korean: korean
    case .english: english
    }
  }
}
