extension KeyboardLayout {
  /// Picks the grid for a situation: among the grids whose conditions hold, the most specific.
  ///
  /// Symbol with `page: 2, showsNumberRow: true` picks the grid `{page: 2, numberRow: true}`.
  /// A layout that does not take the number row ignores that setting.
  public func grid(for options: LayoutOptions) -> LayoutGrid? {
    let numberRow = kind.acceptsNumberRow && options.showsNumberRow
    let page = pages.contains(options.page) ? options.page : 1
    var best: LayoutGrid?
    for grid in grids
    where grid.conditions.matches(
      numberRow: numberRow, bottomSpace: options.isBottomSpaceEnabled, page: page,
      decimal: options.isDecimal)
    {
      if let current = best, current.conditions.specificity >= grid.conditions.specificity {
        continue
      }
      best = grid
    }
    return best ?? grids.first
  }

  /// The rows shown in a situation, with the number row on top when it applies.
  ///
  /// QWERTY, `isUnified`, globe shown: row 4 is `switch` 1.5, `lang` 1, `globe` 1, `space` 4,
  /// `return` 2.5. With `hostMode: .twitter` the `return` key becomes `@` and `#` (1.25 each).
  public func resolved(for options: LayoutOptions, numberRow: KeyboardLayout? = nil)
    -> ResolvedLayout
  {
    let grid = grid(for: options)
    var rows = (grid?.rows ?? []).map { resolve($0, options: options) }
    for replacement in hostModes[options.hostMode] ?? [] {
      rows = apply(replacement, to: rows, options: options)
    }
    if options.showsNumberRow, kind.acceptsNumberRow, let numberRow,
      let first = numberRow.grids.first?.rows.first
    {
      let row = numberRow.resolve(first, options: options)
      let plain = row.items.map { item -> KeyRow.Item in
        guard case .key(var key) = item else { return item }
        key.secondary = nil
        return .key(key)
      }
      rows.insert(KeyRow(items: plain, alignment: row.alignment, isNumberRow: true), at: 0)
    }
    return ResolvedLayout(
      id: id, family: family, kind: kind, rows: rows,
      switchSelect: grid?.switchSelect ?? switchSelect)
  }

  private func resolve(_ row: LayoutRow, options: LayoutOptions) -> KeyRow {
    var items: [KeyRow.Item] = []
    var growth = 0.0
    for item in row.items {
      switch item {
      case .key(let definition):
        items.append(.key(definition.resolved(width: definition.width, options: options)))
      case .spacer(let width):
        items.append(.gap(width))
      case .modifierGroup(let group):
        let placed = group.placedKeys(family: family, options: options)
        growth += placed.reduce(0) { $0 + $1.width } - group.width
        items += placed.map { .key($0.key.resolved(width: $0.width, options: options)) }
      }
    }
    if growth > 0, let index = items.firstIndex(where: { isKey($0, role: .space) }),
      case .key(var space) = items[index]
    {
      // The unified keyboard's globe key widens the modifier group; the space bar gives way.
      space.width = max(space.width - growth, 0.5)
      items[index] = .key(space)
    }
    return KeyRow(items: items, alignment: row.alignment)
  }

  private func isKey(_ item: KeyRow.Item, role: KeyRole) -> Bool {
    if case .key(let key) = item { return key.role == role }
    return false
  }

  private func apply(
    _ replacement: HostModeReplacement, to rows: [KeyRow], options: LayoutOptions
  ) -> [KeyRow] {
    var rows = rows
    let weights = replacement.keys.reduce(0) { $0 + $1.width }
    guard weights > 0 else { return rows }
    for rowIndex in rows.indices {
      let items = rows[rowIndex].items
      guard
        let index = items.firstIndex(where: {
          if case .key(let key) = $0 { return key.name == replacement.target }
          return false
        }), case .key(let target) = items[index]
      else { continue }
      let keys = replacement.keys.map {
        KeyRow.Item.key($0.resolved(width: target.width * $0.width / weights, options: options))
      }
      rows[rowIndex].items.replaceSubrange(index...index, with: keys)
      return rows
    }
    return rows
  }
}

extension KeyDefinition {
  /// The key as shown in a situation, with its final width.
  ///
  /// 두벌식 `ㅂ` shifted with the number row on: output `ㅃ`, caption `ㅃ`, secondary `ㅃ`.
  public func resolved(width: Double, options: LayoutOptions) -> Key {
    let plain: String
    switch role {
    case .character: plain = output ?? name
    case .space: plain = output ?? " "
    case .return: plain = output ?? "\n"
    default: plain = output ?? ""
    }
    let shifted = shiftedOutput.flatMap { $0 == plain ? nil : $0 }
    let typed = options.isShifted && role == .character ? (shifted ?? plain) : plain
    var shownCaption = caption ?? name
    if options.language == .english, let english = alternateCaptions.english {
      shownCaption = english
    }
    if options.usesDotLabels, let dotLabel = alternateCaptions.dotLabel {
      shownCaption = dotLabel
    }
    if options.isShifted, role == .character, caption == nil, let shifted {
      shownCaption = shifted
    }
    let tapOnly = isTapOnly || [.return, .page, .lang, .globe].contains(role)
    return Key(
      name: name, role: role, output: typed, shiftedOutput: shifted,
      secondary: options.showsNumberRow ? secondary.numberRowOn : secondary.numberRowOff,
      caption: shownCaption, width: width, isTapOnly: tapOnly)
  }
}
