import KeyboardSession
import TestSupport
import Testing

/// Every self-checking QA script in `Tests/QAScripts/` runs through the real session, as
/// `sykb replay` runs it (`QAScriptPlayTests` plays them through the app as `sykb play`).
@Suite("QA replay scripts")
struct QAScriptTests {
  @Test("the QA script library is there") func present() {
    #expect(QAScriptLibrary.names.count >= 10)
  }

  @Test("script passes", arguments: QAScriptLibrary.names)
  func script(_ name: String) throws {
    let text = try #require(QAScriptLibrary.text(name))
    do {
      _ = try TestFixtures.run(text, keyboard: "naratgeul", file: name)
    } catch {
      Issue.record("\(error)")
    }
  }
}
