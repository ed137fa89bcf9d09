import Testing

@testable import KeyboardLayouts

@Suite("layouts/schema.json이 코드와 같은 어휘를 쓴다")
struct SchemaTests {
  private func schema() throws -> JSONNode {
    try JSONParser.parse(try BuiltInLayouts.bytes(of: "schema.json"))
  }

  /// The value at a path of object keys.
  private func value(_ node: JSONNode, _ path: [String]) -> JSONNode? {
    var current = node
    for key in path {
      guard case .object(let members) = current.value,
        let member = members.first(where: { $0.key == key })
      else { return nil }
      current = member.value
    }
    return current
  }

  private func strings(_ node: JSONNode?) -> [String] {
    guard case .array(let elements)? = node?.value else { return [] }
    return elements.compactMap {
      if case .string(let text) = $0.value { return text }
      return nil
    }
  }

  private func memberNames(_ node: JSONNode?) -> [String] {
    guard case .object(let members)? = node?.value else { return [] }
    return members.map(\.key)
  }

  @Test("열거 값: family, kind, role, host mode, align")
  func enumerations() throws {
    let root = try schema()
    #expect(
      strings(value(root, ["properties", "family", "enum"]))
        == LayoutFamily.allCases.map(\.rawValue))
    #expect(
      strings(value(root, ["properties", "kind", "enum"])) == LayoutKind.allCases.map(\.rawValue))
    #expect(
      strings(value(root, ["$defs", "key", "properties", "role", "enum"]))
        == KeyRole.allCases.map(\.rawValue))
    #expect(
      memberNames(value(root, ["properties", "hostModes", "properties"]))
        == HostMode.allCases.map(\.rawValue))
    #expect(
      strings(value(root, ["$defs", "row", "properties", "align", "enum"]))
        == RowAlignment.allCases.map(\.rawValue))
  }

  @Test("필드 이름: 최상위와 키")
  func fields() throws {
    let root = try schema()
    #expect(memberNames(value(root, ["properties"])) == LayoutDecoder.layoutFields)
    #expect(
      memberNames(value(root, ["$defs", "key", "properties"])) == LayoutDecoder.keyFields)
  }
}
