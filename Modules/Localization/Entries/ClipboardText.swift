/// `sykb clipboard`'s words: its messages, questions and listing.
///
/// An item is named by its place in the list (`3`) or its id (`@12`); `{item}` is the operand
/// as typed. A changed item is reported as `{id}` (`@12`) and `{words}`, its first words.
public enum ClipboardText: CatalogEntry {
  /// The actions and their operands (`list [--json], copy TEXT | …`).
  case usage
  case sayAction
  case unknownAction
  case cleanUpSkipped
  case copyTextOrImage
  case copyOneText
  case characters
  case concealed
  /// `{what}`: `5 characters` or `40×30 PNG, 1.2 KB`; `{change}` the pasteboard's counter.
  case copied
  case imageNotRecorded
  case pasteTakesNoOperands
  case pasteboardIsEmpty
  case pasteboardHoldsText
  case pasteboardHoldsImage
  case pinLimit
  case alreadyPinned
  /// `{id}` and `{words}`: the item pinned.
  case pinned
  case unpinned
  case notPinned
  case edited
  case editImage
  case tooLong
  case editEmpty
  case editDuplicate
  case noItem
  /// No item `{item}` among the `{count}` the list shows.
  case noItemInList
  case giveOneItem
  case giveItemAndText
  case deleteGiveItems
  /// One line per item deleted: `{id}` and `{words}`.
  case deleted
  case nothingToClear
  case clearOne
  case clearMany
  case clearOneWithPinned
  case clearManyWithPinned
  case clearedOne
  case clearedMany
  case addedButPinLimit
  case addGive
  case addedPinned
  case added
  case addEmpty
  /// The list's first line: the pasteboard and its change counter.
  case listPasteboard
  case listPasteboardEmpty
  case listConcealedText
  /// `{size}` is `40×30 ` or empty (a payload that does not decode).
  case listPasteboardImage
  /// An image item in the list: `[image 40×30 PNG, 1.2 KB]`.
  case listImage
  case historyIsEmpty
  /// The list's second column.
  case pinnedColumn
  case recentColumn
}

extension ClipboardText {
  public var isLanguageNeutral: Bool { self == .usage }
}
