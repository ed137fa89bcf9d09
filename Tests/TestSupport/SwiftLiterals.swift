/// The string literals of a Swift file, for the tests that read the sources: no Korean text
/// outside the catalogs (`SourceStringsTests`), no list of keyboard names outside the registry
/// (`KeyboardRegistryTests`). Comments are skipped.
///
/// In `let a = ["x", "y"] // "z"` the literals are `x` (offsets 9..<12) and `y` (14..<17).
public enum SwiftLiterals {
  /// One literal: its first line, its text (escapes resolved to the escaped character) and
  /// where it stands in the file's Unicode scalars, quotes included.
  public struct Literal: Sendable {
    public var line: Int
    public var text: String
    public var range: Range<Int>
  }

  /// Every literal's line and text.
  public static func strings(in source: String) -> [(line: Int, text: String)] {
    literals(in: source).map { ($0.line, $0.text) }
  }

  /// Every literal, in the order of the file.
  public static func literals(in source: String) -> [Literal] {
    var result: [Literal] = []
    let scalars = Array(source.unicodeScalars)
    var index = 0
    var line = 1
    func peek(_ offset: Int) -> Unicode.Scalar? {
      index + offset < scalars.count ? scalars[index + offset] : nil
    }
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\n" {
        line += 1
        index += 1
      } else if scalar == "/", peek(1) == "/" {
        while index < scalars.count, scalars[index] != "\n" { index += 1 }
      } else if scalar == "/", peek(1) == "*" {
        index += 2
        while index < scalars.count, !(scalars[index] == "*" && peek(1) == "/") {
          if scalars[index] == "\n" { line += 1 }
          index += 1
        }
        index += 2
      } else if scalar == "\"" {
        let start = line
        let startIndex = index
        let multiline = peek(1) == "\"" && peek(2) == "\""
        index += multiline ? 3 : 1
        var text = String.UnicodeScalarView()
        while index < scalars.count {
          let current = scalars[index]
          if current == "\\" {
            if let next = peek(1) { text.append(next) }
            index += 2
            continue
          }
          if multiline, current == "\"", peek(1) == "\"", peek(2) == "\"" {
            index += 3
            break
          }
          if !multiline, current == "\"" {
            index += 1
            break
          }
          if current == "\n" {
            line += 1
            if !multiline { break }
          }
          text.append(current)
          index += 1
        }
        result.append(Literal(line: start, text: String(text), range: startIndex..<index))
      } else {
        index += 1
      }
    }
    return result
  }
}
