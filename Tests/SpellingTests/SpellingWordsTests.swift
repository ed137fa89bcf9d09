import Localization
import Spelling
import Testing

/// Why a dictionary was not used, in the interface's language; `description` keeps the
/// English words the spelling helper's wire and the logs carry.
@Suite("Spelling errors in both languages")
struct SpellingWordsTests {
  @Test(
    "each reason in English and Korean",
    arguments: [
      (
        SpellingDictionaryError.unreadable("/d/ko.dic"),
        "/d/ko.dic: cannot read the dictionary file",
        "/d/ko.dic: 사전 파일을 읽을 수 없습니다"
      ),
      (
        .notLoaded("/d/ko.aff"), "/d/ko.aff: hunspell did not load the dictionary",
        "/d/ko.aff: hunspell이 사전을 불러오지 못했습니다"
      ),
      (
        .unsupportedEncoding("", "/d/x.aff"),
        "/d/x.aff: encoding (none) is not supported (UTF-8, ISO8859-1)",
        "/d/x.aff: (없음) 인코딩은 지원하지 않습니다 (UTF-8, ISO8859-1)"
      ),
    ])
  func reasons(_ error: SpellingDictionaryError, _ english: String, _ korean: String) {
    #expect(error.description == english)
    #expect(error.message(Words(.english)) == english)
    #expect(error.message(Words(.korean)) == korean)
  }
}
