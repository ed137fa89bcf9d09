/// One change the host field received: `range` (scalar offsets, before the change) was
/// replaced by `text`. A composing syllable is a replace-edit: typing `ㅗ` after `ㄷ`
/// at the start of an empty field is `DocumentEdit(range: 0..<1, replaced: "ㄷ", text: "도")`.
public struct DocumentEdit: Hashable, Sendable, CustomStringConvertible {
  public var range: Range<Int>
  public var replaced: String
  public var text: String

  public init(range: Range<Int>, replaced: String, text: String) {
    self.range = range
    self.replaced = replaced
    self.text = text
  }

  public var description: String {
    if range.isEmpty { return "insert \(quoted(text)) at \(range.lowerBound)" }
    return
      "replace \(range.lowerBound)..<\(range.upperBound) \(quoted(replaced)) with \(quoted(text))"
  }
}

/// Quotes text for traces, escaping line breaks and tabs so one edit stays on one line.
public func quoted(_ text: String) -> String {
  var out = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\n": out += "\\n"
    case "\t": out += "\\t"
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    default: out.unicodeScalars.append(scalar)
    }
  }
  return out + "\""
}
