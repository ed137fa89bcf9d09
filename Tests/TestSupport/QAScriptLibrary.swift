import KeyboardSession
import SessionScripts

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The self-checking QA scripts of `Tests/QAScripts/`, for the suites that run them through
/// `sykb replay`'s runner and through the app's `sykb play` loop.
public enum QAScriptLibrary {
  public static var directory: String { TestFixtures.repositoryRoot + "/Tests/QAScripts" }

  /// The scripts' file names, sorted (`caps-lock.replay`, …).
  public static var names: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.hasSuffix(".replay") }.sorted()
  }

  /// The text of the script called `name`; `nil` if it cannot be read.
  public static func text(_ name: String) -> String? {
    FileManager.default.contents(atPath: directory + "/" + name).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// The script's commands with their line numbers (blank and comment lines left out).
  public static func commands(_ text: String, file: String) throws(ReplayScriptError)
    -> [(line: Int, command: ReplayCommand)]
  {
    var commands: [(line: Int, command: ReplayCommand)] = []
    var number = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      number += 1
      if let command = try ReplayParser.parse(line: String(line), number: number, file: file) {
        commands.append((number, command))
      }
    }
    return commands
  }
}
