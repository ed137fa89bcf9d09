extension LayoutDecoder {
  static let keyFields = [
    "name", "role", "output", "shifted", "secondary", "caption", "captions", "width", "tapOnly",
  ]

  /// Reads one key object: `{"name": "ㅂ", "shifted": "ㅃ", "secondary": {"numberRowOff": "1"}}`.
  static func readKey(_ field: JSONField) throws(LayoutError) -> KeyDefinition {
    let object = try field.object(allowed: keyFields)
    let nameField = try object.required("name")
    let name = try nameField.string()
    guard !name.isEmpty else { throw nameField.error(.emptyName) }
    let role = try object.optional("role")?.choice(KeyRole.self, kind: .keyRole) ?? .character
    var key = KeyDefinition(name: name, role: role)
    key.output = try object.optional("output")?.string()
    key.shiftedOutput = try object.optional("shifted")?.string()
    key.caption = try object.optional("caption")?.string()
    key.width = try object.optional("width")?.width() ?? 1
    key.isTapOnly = try object.optional("tapOnly")?.bool() ?? false
    if let secondary = object.optional("secondary") {
      key.secondary = try readSecondary(secondary)
    }
    if let captions = object.optional("captions") {
      let reader = try captions.object(allowed: ["english", "dotLabel"])
      key.alternateCaptions = AlternateCaptions(
        english: try reader.optional("english")?.string(),
        dotLabel: try reader.optional("dotLabel")?.string())
    }
    return key
  }

  /// `"1"` is the same text with and without the number row; an object may differ or omit.
  private static func readSecondary(_ field: JSONField) throws(LayoutError) -> SecondaryOutput {
    switch field.node.value {
    case .string(let text): return .always(text)
    case .null: return .none
    case .object:
      let reader = try field.object(allowed: ["numberRowOff", "numberRowOn"])
      return SecondaryOutput(
        numberRowOff: try reader.optional("numberRowOff")?.optionalString(),
        numberRowOn: try reader.optional("numberRowOn")?.optionalString())
    default:
      throw field.error(
        .wrongType(expected: .secondaryOutput, found: field.node.found))
    }
  }
}
