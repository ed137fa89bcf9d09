import KeyboardSession
import Localization
import Testing

@testable import Replies

/// Why a provider, the HTTP client or OCR gave nothing: one value, worded in the interface's
/// language; `description` stays the English words logs and the pending-replies file keep.
@Suite("Reply reasons in both languages")
struct ReplyWordsTests {
  static let english = Words(.english)
  static let korean = Words(.korean)

  @Test(
    "each reason in English and Korean",
    arguments: [
      (ReplyFailure.timedOut(seconds: 10), "timed out after 10 s", "10초 안에 응답이 없습니다"),
      (.noCandidates, "no candidates in the answer", "응답에 후보가 없습니다"),
      (
        .commandExited(status: 3, firstLine: "down"), "command exited with status 3: down",
        "명령이 실패했습니다 (상태 3): down"
      ),
      (.apiKeyMissing("$KEY"), "no API key in $KEY", "$KEY에 API 키가 없습니다"),
      (.httpStatus(500, detail: nil), "HTTP 500", "HTTP 500"),
      (
        .http(.malformed(.headersTooLong)), "malformed HTTP response: headers over 64 KiB",
        "잘못된 HTTP 응답: 헤더가 64 KiB를 넘음"
      ),
      (
        .http(.malformed(.bodyEnded("transfer closed with 3 bytes remaining to read"))),
        "malformed HTTP response: the body ended early (transfer closed with 3 bytes remaining"
          + " to read)",
        "잘못된 HTTP 응답: 본문이 일찍 끝남 (transfer closed with 3 bytes remaining to read)"
      ),
      (
        .http(.untrustedCertificate("SSL certificate problem: self-signed certificate")),
        "the server's certificate is not trusted (SSL certificate problem: self-signed"
          + " certificate); a private CA's file goes in reply-ca-file",
        "서버의 인증서를 믿을 수 없습니다 (SSL certificate problem: self-signed certificate)."
          + " 사설 CA 파일은 reply-ca-file에 둡니다"
      ),
      (.http(.cannotResolve("example")), "cannot resolve example", "example 주소를 찾을 수 없습니다"),
    ])
  func reasons(_ failure: ReplyFailure, _ english: String, _ korean: String) {
    #expect(failure.description == english)
    #expect(failure.message(Self.english) == english)
    #expect(failure.message(Self.korean) == korean)
  }

  @Test("a screenshot that is not read is named in both languages")
  func screenshots() {
    let missing = TextRecognizer.Failure.noSuchFile("shot.png")
    #expect(missing.description == "shot.png: no such file")
    #expect(missing.message(Self.korean) == "shot.png: 파일이 없습니다")
    let large = TextRecognizer.Failure.tooManyPixels("big.png", width: 7000, height: 7000)
    #expect(large.description == "big.png: 7000×7000 is over the 25-megapixel limit for OCR")
    #expect(large.message(Self.korean) == "big.png: 7000×7000, OCR 한도(25메가픽셀)를 넘습니다")
    let file = ReplyFileError(path: "/d/pending-replies.json", problem: .notRegularFile)
    #expect(file.description == "/d/pending-replies.json: not a regular file")
    #expect(file.message(Self.korean) == "/d/pending-replies.json: 일반 파일이 아닙니다")
  }

  @Test("the background service speaks its words, by default the locale's")
  func serviceWords() {
    let korean = BackgroundReplyService(environment: ["LANG": "ko_KR.UTF-8"]) { nil }
    var settings = ReplySettings()
    settings.provider = .off
    korean.send(ReplyRequest(id: 1, text: "hi", settings: settings))
    #expect(korean.takeAnswers() == [ReplyAnswer(id: 1, result: .failure("설정된 제공자가 없습니다"))])
    let english = BackgroundReplyService(
      environment: ["LANG": "ko_KR.UTF-8"], words: Self.english
    ) { nil }
    english.send(ReplyRequest(id: 2, text: "hi", settings: settings))
    #expect(
      english.takeAnswers() == [ReplyAnswer(id: 2, result: .failure("no provider configured"))])
  }

  @Test("a request says its answer in the language of the moment it was made")
  func requestWords() {
    // The keyboard's language changed (F2, `sykb settings set language`) after the service was
    // made: the next request's reasons follow the new language.
    let service = BackgroundReplyService(environment: ["LANG": "ko_KR.UTF-8"]) { nil }
    var settings = ReplySettings()
    settings.provider = .off
    service.send(ReplyRequest(id: 1, text: "hi", settings: settings, words: Self.english))
    #expect(
      service.takeAnswers() == [ReplyAnswer(id: 1, result: .failure("no provider configured"))])
    service.send(ReplyRequest(id: 2, text: "hi", settings: settings, words: Self.korean))
    #expect(service.takeAnswers() == [ReplyAnswer(id: 2, result: .failure("설정된 제공자가 없습니다"))])
  }
}
