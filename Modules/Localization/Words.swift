/// The interface's words in one language: every string the user reads is looked up here.
///
/// `Words(.korean)(StatusText.copied, ["count": "5"])` is `복사: 5자`;
/// `Words(.english)` gives `copied: 5 characters`. A value with no placeholder is ignored; a
/// placeholder with no value stays as written (`{count}`), so a missing value shows.
public struct Words: Hashable, Sendable {
  public var language: Language

  public init(_ language: Language) {
    self.language = language
  }

  /// The entry's text with its placeholders filled.
  public func callAsFunction<Entry: CatalogEntry>(
    _ entry: Entry, _ values: KeyValuePairs<String, String> = [:]
  ) -> String {
    Words.fill(entry.template(in: language), values)
  }

  /// The entry's text with its placeholders filled from a dictionary.
  public func callAsFunction<Entry: CatalogEntry>(
    _ entry: Entry, values: [String: String]
  ) -> String {
    Words.fill(entry.template(in: language)) { values[$0] }
  }

  /// `fill("{n} items", ["n": "3"])` is `3 items`.
  static func fill(_ template: String, _ values: KeyValuePairs<String, String>) -> String {
    fill(template) { name in values.first { $0.key == name }?.value }
  }

  static func fill(_ template: String, _ value: (String) -> String?) -> String {
    guard template.utf8.contains(UInt8(ascii: "{")) || template.utf8.contains(UInt8(ascii: "}"))
    else { return template }
    var result = ""
    var index = template.startIndex
    while index < template.endIndex {
      let character = template[index]
      let next = template.index(after: index)
      if character == "{", next < template.endIndex, template[next] == "{" {
        result.append("{")
        index = template.index(after: next)
      } else if character == "}", next < template.endIndex, template[next] == "}" {
        result.append("}")
        index = template.index(after: next)
      } else if character == "{", let close = template[next...].firstIndex(of: "}") {
        let name = String(template[next..<close])
        result += value(name) ?? "{\(name)}"
        index = template.index(after: close)
      } else {
        result.append(character)
        index = next
      }
    }
    return result
  }

  /// The placeholder names in a template: `{count} of {total}` has `count` and `total`.
  public static func placeholders(in template: String) -> Set<String> {
    var names: Set<String> = []
    _ = fill(template) { name in
      names.insert(name)
      return ""
    }
    return names
  }
}
