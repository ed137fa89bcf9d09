/// Why a hunspell dictionary was not used; the keyboard then keeps the word-list stand-in.
public enum SpellingDictionaryError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A file is missing or cannot be read.
  case unreadable(String)
  /// hunspell did not load the pair.
  case notLoaded(String)
  /// The .aff file's `SET` is an encoding sykb does not convert (UTF-8 and ISO 8859-1 only).
  case unsupportedEncoding(String, String)

  public var description: String {
    switch self {
    case .unreadable(let path): "\(path): cannot read the dictionary file"
    case .notLoaded(let path): "\(path): hunspell did not load the dictionary"
    case .unsupportedEncoding(let name, let path):
      "\(path): encoding \(name.isEmpty ? "(none)" : name) is not supported (UTF-8, ISO8859-1)"
    }
  }
}
