import Localization

/// Reads a layout file into a `KeyboardLayout`, checking it as it goes.
///
/// Structural problems (malformed JSON, a wrong type, an unknown role) stop the reading;
/// problems of meaning (duplicate names, a row too wide, a missing `delete`) are collected,
/// so one run reports them all. Every error names the file, the JSON path and the line.
public enum LayoutDecoder {
  /// All the problems found in one file.
  public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
    public var errors: [LayoutError]

    public init(errors: [LayoutError]) {
      self.errors = errors
    }

    public var description: String { message(Words(.english)) }

    /// Every problem on a line of its own, in the interface's language.
    public func message(_ words: Words) -> String {
      errors.map { $0.message(words) }.joined(separator: "\n")
    }
  }

  /// Decodes and validates the UTF-8 bytes of one layout file named `file` in messages.
  ///
  /// Bytes that are not UTF-8 (an EUC-KR file, a stray byte) are refused with the place of the
  /// first bad one, never repaired into U+FFFD and accepted.
  public static func decode(_ bytes: [UInt8], file: String) throws(Failure) -> KeyboardLayout {
    let source = LayoutSource(file: file, bytes: bytes)
    if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
      throw Failure(errors: [source.error(.notUTF8(byteOffset: offset), at: .root, offset: offset)])
    }
    let root: JSONNode
    do {
      root = try JSONParser.parse(bytes)
    } catch {
      throw Failure(errors: [
        source.error(.malformedJSON(reason: error.problem), at: .root, offset: error.offset)
      ])
    }
    var checks = LayoutChecks()
    let layout: KeyboardLayout
    do {
      layout = try readLayout(JSONField(node: root, path: .root, source: source), &checks)
    } catch {
      throw Failure(errors: [error])
    }
    guard checks.errors.isEmpty else { throw Failure(errors: checks.errors) }
    return layout
  }

  static let layoutFields = [
    "$schema", "description", "id", "title", "family", "kind", "language", "switchSelect",
    "hostModes", "grids",
  ]

  private static func readLayout(_ field: JSONField, _ checks: inout LayoutChecks)
    throws(LayoutError) -> KeyboardLayout
  {
    let object = try field.object(allowed: layoutFields)
    let idField = try object.required("id")
    let id = try idField.string()
    guard !id.isEmpty else { throw idField.error(.emptyList("id")) }
    let family = try object.required("family").choice(LayoutFamily.self, kind: .family)
    let kind = try object.required("kind").choice(LayoutKind.self, kind: .layoutKind)
    let language = try object.optional("language")?.choice(LayoutLanguage.self, kind: .language)
    let title = try object.optional("title")?.string() ?? id
    let switchSelect = try object.optional("switchSelect").map { f throws(LayoutError) in
      try readSwitchSelect(f)
    }
    var grids: [LayoutGrid] = []
    var gridFields: [JSONField] = []
    for gridField in try object.required("grids").nonEmptyArray("grids") {
      let grid = try readGrid(gridField, family: family, kind: kind, &checks)
      grids.append(grid)
      gridFields.append(gridField)
    }
    checks.checkCoverage(grids, fields: gridFields, listField: try object.required("grids"))
    var hostModes: [HostMode: [HostModeReplacement]] = [:]
    if let modesField = object.optional("hostModes") {
      let modes = try modesField.object(allowed: HostMode.allCases.map(\.rawValue))
      for member in modes.members {
        guard let mode = HostMode(rawValue: member.key), let list = modes.optional(member.key)
        else { continue }
        var replacements: [HostModeReplacement] = []
        for entry in try list.array() {
          let replacement = try readReplacement(entry, &checks)
          checks.checkReplacementTarget(replacement.target, in: grids, field: entry)
          replacements.append(replacement)
        }
        hostModes[mode] = replacements
      }
    }
    return KeyboardLayout(
      id: id, title: title, family: family, kind: kind, language: language,
      switchSelect: switchSelect, grids: grids, hostModes: hostModes)
  }

  private static func readSwitchSelect(_ field: JSONField) throws(LayoutError) -> SwitchSelect {
    let object = try field.object(allowed: ["direction", "target"])
    return SwitchSelect(
      direction: try object.required("direction").choice(
        SwitchSelect.Direction.self, kind: .direction),
      target: try object.required("target").choice(SwitchSelect.Target.self, kind: .target))
  }

  private static func readGrid(
    _ field: JSONField, family: LayoutFamily, kind: LayoutKind, _ checks: inout LayoutChecks
  ) throws(LayoutError) -> LayoutGrid {
    let object = try field.object(allowed: ["when", "switchSelect", "rows"])
    var conditions = GridConditions()
    if let when = object.optional("when") {
      let reader = try when.object(allowed: ["numberRow", "bottomSpace", "page", "decimal"])
      conditions.numberRow = try reader.optional("numberRow")?.bool()
      conditions.bottomSpace = try reader.optional("bottomSpace")?.bool()
      conditions.decimal = try reader.optional("decimal")?.bool()
      if let pageField = reader.optional("page") {
        let page = try pageField.integer()
        guard page >= 1 else {
          throw pageField.error(.wrongType(expected: .pageNumber, found: .integer(page)))
        }
        conditions.page = page
      }
    }
    let switchSelect = try object.optional("switchSelect").map { f throws(LayoutError) in
      try readSwitchSelect(f)
    }
    var rows: [LayoutRow] = []
    var names = KeyNameRegistry()
    for rowField in try object.required("rows").nonEmptyArray("rows") {
      let row = try readRow(rowField, &names, &checks)
      checks.checkWidth(of: row, columns: family.columnCount, field: rowField)
      rows.append(row)
    }
    checks.checkRequiredRoles(names, kind: kind, family: family, field: field)
    return LayoutGrid(conditions: conditions, rows: rows, switchSelect: switchSelect)
  }

  private static func readRow(
    _ field: JSONField, _ names: inout KeyNameRegistry, _ checks: inout LayoutChecks
  ) throws(LayoutError) -> LayoutRow {
    let object = try field.object(allowed: ["keys", "align"])
    let alignment =
      try object.optional("align")?.choice(RowAlignment.self, kind: .alignment) ?? .center
    var items: [RowItem] = []
    for itemField in try object.required("keys").nonEmptyArray("keys") {
      items.append(try readItem(itemField, &names, &checks))
    }
    return LayoutRow(items: items, alignment: alignment)
  }

  private static func readItem(
    _ field: JSONField, _ names: inout KeyNameRegistry, _ checks: inout LayoutChecks
  ) throws(LayoutError) -> RowItem {
    guard case .object(let members) = field.node.value else {
      throw field.error(.wrongType(expected: .keyObject, found: field.node.found))
    }
    if members.contains(where: { $0.key == "spacer" }) {
      let object = try field.object(allowed: ["spacer"])
      return .spacer(width: try object.required("spacer").width())
    }
    if members.contains(where: { $0.key == "group" }) {
      let object = try field.object(allowed: ["group", "width", "keys"])
      let kindField = try object.required("group")
      guard try kindField.string() == "modifiers" else {
        throw kindField.error(
          .unknownValue(try kindField.string(), kind: .group, allowed: ["modifiers"]))
      }
      let width = try object.required("width").width()
      var keys: [KeyDefinition] = []
      for keyField in try object.required("keys").nonEmptyArray("keys") {
        let key = try readKey(keyField)
        if ![.switch, .lang, .globe].contains(key.role) {
          checks.report(keyField.error(.modifierGroupKey(role: key.role)))
        }
        checks.register(key, field: keyField, in: &names)
        keys.append(key)
      }
      return .modifierGroup(ModifierGroup(width: width, keys: keys))
    }
    let key = try readKey(field)
    checks.register(key, field: field, in: &names)
    return .key(key)
  }

  private static func readReplacement(_ field: JSONField, _ checks: inout LayoutChecks)
    throws(LayoutError) -> HostModeReplacement
  {
    let object = try field.object(allowed: ["replace", "with"])
    let target = try object.required("replace").string()
    var names = KeyNameRegistry()
    var keys: [KeyDefinition] = []
    for keyField in try object.required("with").nonEmptyArray("with") {
      let key = try readKey(keyField)
      checks.register(key, field: keyField, in: &names)
      keys.append(key)
    }
    return HostModeReplacement(target: target, keys: keys)
  }
}
