import Suggestions

/// A lexicon file (`ko.tsv`, `en.tsv`) read for the spelling tools and their benchmark.
public enum LexiconFile {
  /// The lexicon at `path`, or nil when it cannot be read or parsed.
  public static func load(_ path: String) -> Lexicon? {
    guard let bytes = FileBytes.read(path) else { return nil }
    return try? Lexicon(parsing: consume bytes, file: path)  // the benchmark runs without it
  }
}
