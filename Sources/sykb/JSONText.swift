import KeyboardApp
import KeyboardScreen
import SykbHost
import TerminalKit

/// Writes JSON strings and objects by hand: the CLI's output is small and flat.
enum JSONText {
  /// `"a\"b"` for `a"b`; control characters (C0, DEL, C1) and bidi controls as `\uXXXX`
  /// (`\u001b`, `\u009b`, `\u202e`), so the JSON printed on a terminal drives nothing.
  static func string(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if TerminalText.isControl(scalar.value) || TerminalText.isBidiControl(scalar.value) {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  enum Value {
    case string(String)
    case int(Int)
    case bool(Bool)
    case raw(String)

    var json: String {
      switch self {
      case .string(let s): JSONText.string(s)
      case .int(let n): String(n)
      case .bool(let b): b ? "true" : "false"
      case .raw(let r): r
      }
    }
  }

  /// One object on one line, keys in the given order.
  static func object(_ pairs: [(String, Value)]) -> String {
    "{" + pairs.map { string($0.0) + ":" + $0.1.json }.joined(separator: ",") + "}"
  }
}
