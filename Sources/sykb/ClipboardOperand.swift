import LearningStore

/// How a `sykb clipboard` command names an item: a bare number is its place in the list
/// (`3`: the third row, as `sykb clipboard list` and the 📋 panel number them), `@12` its
/// store id.
///
/// `delete 3` removes whatever the list shows third when the command runs; `delete @12`
/// removes the item with id 12 wherever it stands (an id is never given again). Places are
/// resolved against one reading of the list, so `delete 1 2` removes the first two rows as
/// listed, not the first row and then the row that moved up.
enum ClipboardOperand: Equatable {
  case place(Int)
  case id(Int64)

  /// Reads `3` or `@12`; anything else (`@`, `@x`, `1.0`, `0`, `1e0`) is no operand.
  init?(_ text: String) {
    let isID = text.hasPrefix("@")
    let digits = isID ? text.dropFirst() : Substring(text)
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
      let number = Int64(digits), number > 0
    else { return nil }
    if isID {
      self = .id(number)
    } else {
      guard let place = Int(exactly: number) else { return nil }
      self = .place(place)
    }
  }

  /// The item this operand names in `items` (the list's order), or nil.
  func item(in items: [ClipboardItem]) -> ClipboardItem? {
    switch self {
    case .place(let place): place <= items.count ? items[place - 1] : nil
    case .id(let id): items.first { $0.id == id }
    }
  }
}
