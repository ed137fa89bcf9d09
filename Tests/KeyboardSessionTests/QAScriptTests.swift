import KeyboardSession
import TestSupport
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Every self-checking QA script in `Tests/QAScripts/` runs through the real session.
@Suite("QA replay scripts")
struct QAScriptTests {
  static var directory: String { TestFixtures.repositoryRoot + "/Tests/QAScripts" }

  static var scripts: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.hasSuffix(".replay") }.sorted()
  }

  @Test("the QA script library is there") func present() {
    #expect(QAScriptTests.scripts.count >= 10)
  }

  @Test("script passes", arguments: QAScriptTests.scripts)
  func script(_ name: String) throws {
    let path = QAScriptTests.directory + "/" + name
    let data = try #require(FileManager.default.contents(atPath: path))
    let text = String(decoding: data, as: UTF8.self)
    do {
      _ = try TestFixtures.run(text, keyboard: "naratgeul", file: name)
    } catch {
      Issue.record("\(error)")
    }
  }
}
