import Localization

/// Why a hunspell dictionary was not used; the keyboard then keeps the word-list stand-in.
public enum SpellingDictionaryError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A file is missing or cannot be read.
  case unreadable(String)
  /// hunspell did not load the pair.
  case notLoaded(String)
  /// The .aff file's `SET` is an encoding sykb does not convert (UTF-8 and ISO 8859-1 only).
  case unsupportedEncoding(String, String)

  /// The English words, for logs and the spelling helper's wire.
  public var description: String { message(Words(.english)) }

  /// `/usr/share/hunspell/ko_KR.dic: 사전 파일을 읽을 수 없습니다` in Korean words.
  public func message(_ words: Words) -> String {
    switch self {
    case .unreadable(let path): words(SpellingText.dictionaryUnreadable, ["path": path])
    case .notLoaded(let path): words(SpellingText.dictionaryNotLoaded, ["path": path])
    case .unsupportedEncoding(let name, let path):
      words(
        SpellingText.encodingUnsupported,
        ["path": path, "name": name.isEmpty ? words(SpellingText.noEncoding) : name])
    }
  }
}
