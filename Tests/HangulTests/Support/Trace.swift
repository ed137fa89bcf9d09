import Testing

/// A key sequence and the document text after each key (the spec's "→ ㄷ 다 달 …").
struct Trace: CustomTestStringConvertible, Sendable {
  var keys: String
  var texts: [String]
  var testDescription: String { "\(keys) → \(texts.joined(separator: " "))" }
  init(_ keys: String, _ texts: String) {
    self.keys = keys
    self.texts = texts.split(separator: " ").map(String.init)
  }
}
