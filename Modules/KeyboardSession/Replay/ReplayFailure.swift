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

  public var description: String {
    switch self {
    case .script(let error):
      return error.description
    case .expectation(let file, let line, let subject, let expected, let actual):
      return """
        \(file):\(line): expect \(subject) failed
        - expected: \(expected)
        + actual:   \(actual)
        """
    }
  }
}
