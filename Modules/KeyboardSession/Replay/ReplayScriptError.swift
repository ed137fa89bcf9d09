/// A replay script problem, with the line it is on: `script.txt:12: unknown verb "tapp"`.
public struct ReplayScriptError: Error, Equatable, Sendable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var message: String

  public init(file: String, line: Int, message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  public var description: String { "\(file):\(line): \(message)" }
}
