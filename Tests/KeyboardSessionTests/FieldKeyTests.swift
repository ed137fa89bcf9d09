import TestSupport
import Testing

@testable import KeyboardSession

/// `field KEY=VALUE`: one enum of the names, and the traits written back in them.
@Suite("Field keys: the names field takes, and traits written back in them")
struct FieldKeyTests {
  @Test("The names field lists are the FieldKey cases, each taking a value")
  func names() throws {
    #expect(FieldKey.names == FieldKey.allCases.map(\.rawValue))
    let values: [FieldKey: String] = [
      .keyboardType: "url", .returnKey: "go", .autocapitalization: "words",
      .autocorrection: "no", .smartQuotes: "yes", .smartDashes: "no", .smartInsertDelete: "yes",
      .secure: "yes", .enablesReturnKeyAutomatically: "yes", .text: "abc", .cursor: "0",
      .app: "chat", .maxLength: "5",
    ]
    #expect(Set(values.keys) == Set(FieldKey.allCases))
    for key in FieldKey.allCases {
      var session = TestFixtures.session("qwerty")
      let value = try #require(values[key])
      try FieldChange.apply(to: &session, [FieldAssignment(key, value)])
      #expect(FieldAssignment(key, value).fieldKey == key)
    }
  }

  @Test("An unknown name is refused with the list of names")
  func unknown() {
    var session = TestFixtures.session("qwerty")
    #expect(throws: FieldSpecError.self) {
      try FieldChange.apply(to: &session, [FieldAssignment(key: "colour", value: "red")])
    }
    do {
      try FieldChange.apply(to: &session, [FieldAssignment(key: "colour", value: "red")])
    } catch {
      #expect(
        error.message
          == "unknown field trait \"colour\" (\(FieldKey.names.joined(separator: ", ")))"
      )
    }
  }

  @Test("A field's traits written as assignments and applied again are the same traits")
  func assignmentsRoundTrip() throws {
    var traits = FieldTraits()
    traits.keyboardType = .emailAddress
    traits.returnKeyType = .send
    traits.autocapitalization = .none
    traits.smartQuotes = .no
    traits.isSecureTextEntry = true
    traits.enablesReturnKeyAutomatically = true
    traits.app = "mail"
    traits.maxLength = 140
    #expect(
      traits.assignments.map { "\($0.key)=\($0.value)" } == [
        "app=mail", "keyboard-type=emailAddress", "return-key=send", "autocapitalization=none",
        "smart-quotes=no", "secure=yes", "enables-return-key-automatically=yes",
        "max-length=140",
      ])
    var session = TestFixtures.session("qwerty")
    try FieldChange.apply(to: &session, traits.assignments)
    #expect(session.traits == traits)
    #expect(FieldTraits().assignments.isEmpty)
  }
}
