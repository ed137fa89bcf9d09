import Foundation

/// A fresh directory under /tmp for one test, removed when the test's value goes away.
final class TemporaryDirectory {
  let path: String

  init() throws {
    var template = Array((NSTemporaryDirectory() + "/sykb-store-XXXXXX").utf8CString)
    guard let created = mkdtemp(&template) else {
      throw CocoaError(.fileWriteUnknown)
    }
    path = String(cString: created)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// `directory.file("learning.sqlite")` is `<dir>/learning.sqlite`.
  func file(_ name: String) -> String { path + "/" + name }

  /// Names in the directory, sorted, so a test can check nothing else was left behind.
  func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
  }
}
