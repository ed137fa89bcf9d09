import Testing

/// A typed key sequence and the whole state it must leave (see `Typist.snapshot`).
struct Scenario: CustomTestStringConvertible, Sendable {
  var keys: String
  var expected: String
  var testDescription: String { "\(keys) → \(expected)" }
  init(_ keys: String, _ expected: String) {
    self.keys = keys
    self.expected = expected
  }
}
