import Localization

/// A problem in a layout file, with the file, the JSON path and the line where it is.
///
/// Printed like a compiler message:
/// `layouts/qwerty.json:31:21: grids[0].rows[2].keys[0].role: unknown key role "shfit"; …`.
public struct LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
  public var file: String
  public var path: JSONPath
  /// 1-based; `nil` when the problem has no place in the text (an unreadable file).
  public var line: Int?
  public var column: Int?
  public var problem: LayoutProblem

  public init(
    file: String, path: JSONPath, line: Int?, column: Int? = nil, problem: LayoutProblem
  ) {
    self.file = file
    self.path = path
    self.line = line
    self.column = column
    self.problem = problem
  }

  /// The English message (logs, and what the English catalog says).
  public var description: String { message(Words(.english)) }

  /// `file:line:column: path: problem` in the interface's language; the file, the path and
  /// the values stay as written.
  public func message(_ words: Words) -> String {
    var place = file
    if let line {
      place += ":\(line)"
      if let column { place += ":\(column)" }
    }
    if path.components.isEmpty { return "\(place): \(problem.message(words))" }
    return "\(place): \(path): \(problem.message(words))"
  }
}
