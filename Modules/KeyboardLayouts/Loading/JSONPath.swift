/// A path to a value inside a JSON document, written the way messages show it.
///
/// `JSONPath.root.key("grids").index(0).key("rows").index(2)` prints `grids[0].rows[2]`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
  public enum Component: Hashable, Sendable {
    case key(String)
    case index(Int)
  }

  public var components: [Component]

  public init(_ components: [Component] = []) {
    self.components = components
  }

  public static let root = JSONPath()

  public func key(_ name: String) -> JSONPath { JSONPath(components + [.key(name)]) }
  public func index(_ position: Int) -> JSONPath { JSONPath(components + [.index(position)]) }

  public var description: String {
    var text = ""
    for component in components {
      switch component {
      case .key(let name):
        if !text.isEmpty { text += "." }
        text += name
      case .index(let position):
        text += "[\(position)]"
      }
    }
    return text.isEmpty ? "(top level)" : text
  }
}
