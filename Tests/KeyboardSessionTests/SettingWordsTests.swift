import KeyboardSession
import Localization
import Testing

/// Settings in words: each summary is one Korean and one English text (no longer a mix),
/// the values a setting takes read in either language, and a refused value is a structured
/// problem whose English message is what `sykb settings set` and scripts always said.
@Suite("Settings in Korean and in English")
struct SettingWordsTests {
  @Test(
    "a summary is one language at a time",
    arguments: [
      (SettingKey.soundFeedback, "키 소리", "key click sound"),
      (.keyboardHeight, "키보드 높이 (pt, 190–290)", "keyboard height (pt, 190–290)"),
      (.autoCapitalization, "자동 대문자", "auto-capitalisation"),
      (
        .language, "화면 언어: auto 로캘 따름 · ko 한국어 · en English",
        "interface language: auto follows the locale · ko Korean · en English"
      ),
    ])
  func summary(_ key: SettingKey, _ korean: String, _ english: String) {
    #expect(key.summary(Words(.korean)) == korean)
    #expect(key.summary(Words(.english)) == english)
    #expect(key.descriptor.summary(Words(.english)) == english)
    // The old property stays, in Korean, for callers without words.
    #expect(key.summary == korean)
  }

  @Test("no summary mixes the languages: Korean ones hold no English sentence after a ·")
  func noMixedSummaries() {
    for key in SettingKey.allCases {
      let korean = key.summary(Words(.korean))
      let english = key.summary(Words(.english))
      #expect(korean != english, "\(key.rawValue)")
      #expect(!korean.contains(english), "\(key.rawValue): \(korean)")
    }
  }

  @Test("the values a setting takes, in Korean and in English")
  func valuesText() {
    let duration = SettingKey.longPressDuration.descriptor
    #expect(duration.valuesText(Words(.english)) == "0.1–0.9, a multiple of 0.05")
    #expect(duration.valuesText(Words(.korean)) == "0.1–0.9, 0.05 단위")
    let keyFile = SettingKey.replyAPIKeyFile.descriptor
    #expect(keyFile.valuesText(Words(.korean)) == "절대 파일 경로 또는 none")
    #expect(keyFile.valuesText == "an absolute file path or none")
    // Value names are the settings file's, in every language.
    #expect(SettingKey.soundFeedback.descriptor.valuesText(Words(.korean)) == "on, off")
  }

  struct Refusal: CustomTestStringConvertible, Sendable {
    var key: SettingKey
    var value: String
    var english: String
    var korean: String
    var testDescription: String { "\(key.rawValue) \(value)" }
  }

  @Test(
    "a refused value reads as it always did in English, and in Korean",
    arguments: [
      Refusal(
        key: .keyboardHeight, value: "999", english: "keyboard-height must be between 190 and 290",
        korean: "keyboard-height 값은 190에서 290 사이여야 합니다"),
      Refusal(
        key: .soundFeedback, value: "maybe",
        english: "sound-feedback must be on or off, not \"maybe\"",
        korean: "sound-feedback 값은 on 또는 off여야 합니다 (받은 값: \"maybe\")"),
      Refusal(
        key: .longPressAction, value: "twice",
        english: "long-press-action must be one of repeat, number, disabled, not \"twice\"",
        korean: "long-press-action 값은 repeat, number, disabled 중 하나여야 합니다 (받은 값: \"twice\")"),
      Refusal(
        key: .keyboardHeight, value: "tall",
        english: "keyboard-height must be a number, not \"tall\"",
        korean: "keyboard-height 값은 숫자여야 합니다 (받은 값: \"tall\")"),
      Refusal(
        key: .longPressDuration, value: "0.33",
        english: "long-press-duration must be a multiple of 0.05 from 0.1",
        korean: "long-press-duration 값은 0.1부터 0.05 단위여야 합니다"),
      Refusal(
        key: .spellingDictionaries, value: "dicts",
        english:
          "spelling-dictionaries must be system, off or an absolute directory, not \"dicts\"",
        korean:
          "spelling-dictionaries 값은 system, off 또는 절대 경로 디렉터리여야 합니다 (받은 값: \"dicts\")"),
      Refusal(
        key: .replyModel, value: "a#b",
        english: "reply-model must not contain # (it starts a comment)",
        korean: "reply-model 값에는 #을 쓸 수 없습니다 (#부터는 주석입니다)"),
      Refusal(
        key: .replyBaseURL, value: "ftp://x",
        english: "reply-base-url must be an http:// or https:// URL, not \"ftp://x\"",
        korean: "reply-base-url 값은 http:// 또는 https:// 주소여야 합니다 (받은 값: \"ftp://x\")"),
      Refusal(
        key: .replyAPIKeyFile, value: "key.txt",
        english: "reply-api-key-file must be an absolute file path or none, not \"key.txt\"",
        korean: "reply-api-key-file 값은 절대 파일 경로 또는 none이어야 합니다 (받은 값: \"key.txt\")"),
      Refusal(
        key: .replyAPIKeyEnv, value: "sk-123",
        english:
          "reply-api-key-env must name an environment variable (letters, digits, _) or be none;"
          + " the key itself never goes into the settings",
        korean:
          "reply-api-key-env 값은 환경 변수 이름(영문자, 숫자, _) 또는 none이어야 합니다. 키 자체는 설정에 저장하지 않습니다"),
      Refusal(
        key: .replyTimeout, value: "0", english: "reply-timeout must be between 1 and 120 seconds",
        korean: "reply-timeout 값은 1초에서 120초 사이여야 합니다"),
      Refusal(
        key: .replyCommand, value: "a\nb", english: "reply-command must be one line",
        korean: "reply-command 값은 한 줄이어야 합니다"),
      Refusal(
        key: .language, value: "fr", english: "language must be one of auto, ko, en, not \"fr\"",
        korean: "language 값은 auto, ko, en 중 하나여야 합니다 (받은 값: \"fr\")"),
    ])
  func refusal(_ refusal: Refusal) throws {
    var settings = KeyboardSettings()
    let error = try #require(throws: SettingKey.InvalidValue.self) {
      try refusal.key.apply(refusal.value, to: &settings)
    }
    #expect(error.key == refusal.key)
    #expect(error.message == refusal.english)
    #expect(error.description == refusal.english)
    #expect(error.message(Words(.english)) == refusal.english)
    #expect(error.message(Words(.korean)) == refusal.korean)
  }
}
