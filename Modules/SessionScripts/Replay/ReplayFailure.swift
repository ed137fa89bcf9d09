import KeyboardSession
import Localization

/// Why a replay stopped: a bad script (exit status 2) or a failed `expect` (exit status 1).
public enum ReplayFailure: Error, Equatable, Sendable, CustomStringConvertible {
  case script(ReplayScriptError)
  case expectation(file: String, line: Int, subject: String, expected: String, actual: String)

  public var exitStatus: Int32 {
    switch self {
    case .script: 2
    case .expectation: 1
    }
  }

  /// The English message (logs, and what the English catalog says).
  public var description: String { message(Words(.english)) }

  /// The message in the interface's language: `a.txt:3: expect text failed`, then the
  /// expected and the actual value on a line each (`expect text 실패`, `- 기대값:` in Korean).
  public func message(_ words: Words) -> String {
    switch self {
    case .script(let error):
      return error.located(words)
    case .expectation(let file, let line, let subject, let expected, let actual):
      return words(
        ReplayText.expectationFailed,
        [
          "file": file, "line": String(line), "subject": subject, "expected": expected,
          "actual": actual,
        ])
    }
  }
}
