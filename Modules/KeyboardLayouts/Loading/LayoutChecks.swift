/// The checks of meaning on a layout file, collected so one run reports every problem.
///
/// A 두벌식 grid without `delete` reports "a primary grid needs the keys delete" at the grid's
/// line; a second `ㅂ` reports "already used at grids[0].rows[0].keys[0]".
struct LayoutChecks {
  private(set) var errors: [LayoutError] = []

  mutating func report(_ error: LayoutError) {
    errors.append(error)
  }

  /// Records a key's name and role; flags a repeated name or a reserved name on the wrong role.
  mutating func register(_ key: KeyDefinition, field: JSONField, in names: inout KeyNameRegistry) {
    let located = field.member("name")
    if let first = names.paths[key.name] {
      report(located.error(.duplicateKeyName(key.name, firstPath: first)))
    } else {
      names.paths[key.name] = field.path
    }
    names.roles.insert(key.role)
    let reserved = KeyRole(rawValue: key.name)
    if key.role == .character, let reserved, reserved != .character {
      report(located.error(.reservedName(key.name, role: reserved)))
    } else if key.role != .character, key.name != key.role.rawValue {
      report(located.error(.reservedName(key.name, role: key.role)))
    }
  }

  /// A row's widths (spacers and groups included) must fit the family's columns.
  mutating func checkWidth(of row: LayoutRow, columns: Int, field: JSONField) {
    let total = row.items.reduce(0.0) {
      switch $1 {
      case .key(let key): return $0 + key.width
      case .spacer(let width): return $0 + width
      case .modifierGroup(let group): return $0 + group.width
      }
    }
    if total > Double(columns) + 1e-9 {
      report(field.error(.rowTooWide(total: total, columns: columns)))
    }
  }

  mutating func checkRequiredRoles(
    _ names: KeyNameRegistry, kind: LayoutKind, family: LayoutFamily, field: JSONField
  ) {
    let missing = kind.requiredRoles(in: family).filter { !names.roles.contains($0) }
    if !missing.isEmpty {
      report(field.error(.missingRequiredKeys(missing.map(\.rawValue), kind: kind)))
    }
  }

  /// Every situation the file distinguishes must have a grid (page 2 with the number row, …).
  mutating func checkCoverage(_ grids: [LayoutGrid], fields: [JSONField], listField: JSONField) {
    let pages = Set([1] + grids.compactMap(\.conditions.page)).sorted()
    for numberRow in [false, true] {
      for bottomSpace in [false, true] {
        for decimal in [false, true] {
          for page in pages {
            let covered = grids.contains {
              $0.conditions.matches(
                numberRow: numberRow, bottomSpace: bottomSpace, page: page, decimal: decimal)
            }
            if !covered {
              report(
                listField.error(
                  .noGrid(
                    numberRow: numberRow, bottomSpace: bottomSpace, decimal: decimal, page: page)
                ))
              return
            }
          }
        }
      }
    }
  }

  mutating func checkReplacementTarget(_ name: String, in grids: [LayoutGrid], field: JSONField) {
    let exists = grids.contains { grid in
      grid.rows.contains { row in
        row.items.contains {
          switch $0 {
          case .key(let key): return key.name == name
          case .modifierGroup(let group): return group.keys.contains { $0.name == name }
          case .spacer: return false
          }
        }
      }
    }
    if !exists {
      report(field.member("replace").error(.unknownReplacementTarget(name)))
    }
  }
}

/// The key names and roles seen in one grid so far.
struct KeyNameRegistry {
  var paths: [String: JSONPath] = [:]
  var roles: Set<KeyRole> = []
}
