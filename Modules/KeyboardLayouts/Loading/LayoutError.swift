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

  public var description: String {
    var place = file
    if let line {
      place += ":\(line)"
      if let column { place += ":\(column)" }
    }
    if path.components.isEmpty { return "\(place): \(problem.message)" }
    return "\(place): \(path): \(problem.message)"
  }
}

/// What is wrong, as a value; `message` is the one place it becomes words.
public enum LayoutProblem: Hashable, Sendable {
  case unreadableFile(reason: String)
  /// Larger than `LayoutLibrary.maximumFileBytes` (a layout file is a few KB).
  case fileTooLarge(limit: Int)
  /// The first byte (0-based) that is not well-formed UTF-8.
  case notUTF8(byteOffset: Int)
  case malformedJSON(reason: String)
  case wrongType(expected: String, found: String)
  case missingField(String)
  case unknownField(String, allowed: [String])
  case duplicateMember(String)
  case unknownValue(String, kind: String, allowed: [String])
  case badWidth(found: String)
  case rowTooWide(total: Double, columns: Int)
  case emptyName
  case duplicateKeyName(String, firstPath: JSONPath)
  case reservedName(String, role: KeyRole)
  case missingRequiredKeys([String], kind: LayoutKind)
  case modifierGroupKey(role: KeyRole)
  case noGrid(situation: String)
  case unknownReplacementTarget(String)
  case emptyList(String)
  case duplicateLayoutID(String, firstFile: String)

  public var message: String {
    switch self {
    case .unreadableFile(let reason):
      return "cannot read the file: \(reason)"
    case .fileTooLarge(let limit):
      let size = limit % (1 << 20) == 0 ? "\(limit >> 20) MiB" : "\(limit >> 10) KiB"
      return "the file is larger than \(size); a layout file is a few KB"
    case .notUTF8(let offset):
      return "invalid UTF-8 at byte offset \(offset): a layout file must be UTF-8 text"
    case .malformedJSON(let reason):
      return "malformed JSON: \(reason)"
    case .wrongType(let expected, let found):
      return "expected \(expected), found \(found)"
    case .missingField(let name):
      return "missing required field \"\(name)\""
    case .unknownField(let name, let allowed):
      return "unknown field \"\(name)\"; allowed here: \(allowed.joined(separator: ", "))"
    case .duplicateMember(let name):
      return "field \"\(name)\" appears twice"
    case .unknownValue(let value, let kind, let allowed):
      return "unknown \(kind) \"\(value)\"; expected one of: \(allowed.joined(separator: ", "))"
    case .badWidth(let found):
      return "width must be a number greater than 0, not \(found)"
    case .rowTooWide(let total, let columns):
      return
        "key widths add up to \(JSONNode.format(total)), more than the row's \(columns) columns"
    case .emptyName:
      return "key name must not be empty"
    case .duplicateKeyName(let name, let firstPath):
      return "key name \"\(name)\" is already used at \(firstPath); names must be unique in a grid"
    case .reservedName(let name, let role):
      return "key name \"\(name)\" does not fit role \(role.rawValue): a \(role.rawValue) key "
        + "is named \"\(role.rawValue)\", and reserved names belong to their roles"
    case .missingRequiredKeys(let names, let kind):
      return "a \(kind.rawValue) grid needs the keys \(names.joined(separator: ", "))"
    case .modifierGroupKey(let role):
      return "a modifier group holds only switch, lang and globe keys, not \(role.rawValue)"
    case .noGrid(let situation):
      return "no grid applies when \(situation)"
    case .unknownReplacementTarget(let name):
      return "no key named \"\(name)\" to replace in any grid"
    case .emptyList(let what):
      return "\(what) must not be empty"
    case .duplicateLayoutID(let id, let firstFile):
      return "layout id \"\(id)\" is already defined in \(firstFile)"
    }
  }
}
