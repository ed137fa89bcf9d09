/// Why a line of a lexicon file (`word<TAB>frequency`) is refused.
public enum LexiconText: CatalogEntry {
  case missingTab, emptyWord, blankInWord
  /// `{text}` is the frequency as written.
  case badFrequency
}
