/// A JSON value with its path and its file, so each read can fail with a located error.
///
/// `field.string()` on `"role": 3` throws "expected a string, found the number 3" at
/// `grids[0].rows[0].keys[1].role`, line 12.
struct JSONField {
  var node: JSONNode
  var path: JSONPath
  var source: LayoutSource

  func error(_ problem: LayoutProblem) -> LayoutError {
    source.error(problem, at: path, offset: node.offset)
  }

  /// The member `name` of this object, to point an error at it; the object itself (with the
  /// member's path) when the member is missing.
  func member(_ name: String) -> JSONField {
    if case .object(let members) = node.value, let member = members.first(where: { $0.key == name })
    {
      return JSONField(node: member.value, path: path.key(name), source: source)
    }
    return JSONField(node: node, path: path.key(name), source: source)
  }

  func string() throws(LayoutError) -> String {
    guard case .string(let text) = node.value else {
      throw error(.wrongType(expected: .string, found: node.found))
    }
    return text
  }

  /// A string, or `nil` for JSON `null`.
  func optionalString() throws(LayoutError) -> String? {
    if case .null = node.value { return nil }
    return try string()
  }

  func bool() throws(LayoutError) -> Bool {
    guard case .bool(let flag) = node.value else {
      throw error(.wrongType(expected: .trueOrFalse, found: node.found))
    }
    return flag
  }

  func integer() throws(LayoutError) -> Int {
    guard case .number(let number) = node.value, number == number.rounded(), abs(number) < 1e9
    else { throw error(.wrongType(expected: .wholeNumber, found: node.found)) }
    return Int(number)
  }

  /// A width in column units: a finite number greater than zero.
  func width() throws(LayoutError) -> Double {
    guard case .number(let number) = node.value, number > 0, number.isFinite else {
      throw error(.badWidth(found: node.found))
    }
    return number
  }

  func array() throws(LayoutError) -> [JSONField] {
    guard case .array(let elements) = node.value else {
      throw error(.wrongType(expected: .array, found: node.found))
    }
    return elements.enumerated().map {
      JSONField(node: $0.element, path: path.index($0.offset), source: source)
    }
  }

  /// A non-empty array; `what` names it in the message ("grids", "rows").
  func nonEmptyArray(_ what: String) throws(LayoutError) -> [JSONField] {
    let elements = try array()
    guard !elements.isEmpty else { throw error(.emptyList(what)) }
    return elements
  }

  /// An object whose member names are all in `allowed` and appear once.
  func object(allowed: [String]) throws(LayoutError) -> JSONObjectReader {
    guard case .object(let members) = node.value else {
      throw error(.wrongType(expected: .object, found: node.found))
    }
    var seen = Set<String>()
    for member in members {
      let memberPath = path.key(member.key)
      guard seen.insert(member.key).inserted else {
        throw source.error(.duplicateMember(member.key), at: memberPath, offset: member.keyOffset)
      }
      guard allowed.contains(member.key) else {
        throw source.error(
          .unknownField(member.key, allowed: allowed), at: memberPath, offset: member.keyOffset)
      }
    }
    return JSONObjectReader(field: self, members: members)
  }

  /// A string naming a case of `T`; `kind` names the vocabulary (key role, family).
  func choice<T: RawRepresentable & CaseIterable>(_: T.Type, kind: LayoutVocabulary)
    throws(LayoutError) -> T
  where T.RawValue == String {
    let text = try string()
    guard let value = T(rawValue: text) else {
      throw error(.unknownValue(text, kind: kind, allowed: T.allCases.map(\.rawValue)))
    }
    return value
  }
}

/// The members of one JSON object, looked up by name.
struct JSONObjectReader {
  var field: JSONField
  var members: [JSONNode.Member]

  /// The member's value, or `nil` when the object does not have it.
  func optional(_ name: String) -> JSONField? {
    guard let member = members.first(where: { $0.key == name }) else { return nil }
    return JSONField(node: member.value, path: field.path.key(name), source: field.source)
  }

  func required(_ name: String) throws(LayoutError) -> JSONField {
    guard let value = optional(name) else { throw field.error(.missingField(name)) }
    return value
  }

}

/// A layout file's name and bytes: turns byte offsets into lines for errors.
struct LayoutSource {
  var file: String
  var bytes: [UInt8]

  func error(_ problem: LayoutProblem, at path: JSONPath, offset: Int) -> LayoutError {
    let position = SourcePosition(offset: offset, in: bytes)
    return LayoutError(
      file: file, path: path, line: position.line, column: position.column, problem: problem)
  }
}
