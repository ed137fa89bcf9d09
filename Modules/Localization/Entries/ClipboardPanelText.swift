/// The 📋 panel's words and what the keyboard says on the status line about the pasteboard
/// and the clipboard history.
///
/// `{error}` is a store error in words, `{reason}` why an image or a text was refused.
public enum ClipboardPanelText: CatalogEntry {
  /// `{pinned}` and `{recent}` count the items.
  case title
  case fullAccessTitle
  case sectionPinned
  case sectionRecent
  case emptyHistory
  case buttonEdit
  case buttonDone
  /// Edit mode's delete button; `{count}` items are marked.
  case buttonDelete
  /// An item's button: pin it, or unpin it.
  case buttonPin
  case buttonUnpin
  case footerList
  case footerEditing
  case footerExpanded
  case footerClose
  /// The Full Access explanation, one entry a row.
  case fullAccessNeeded
  case fullAccessReads
  case fullAccessKeeps
  case fullAccessWithout
  case fullAccessTurnOn
  // The status line.
  case imageCopied
  case deletedElsewhere
  case pinnedItem
  case unpinnedItem
  case deletedItems
  case pinLimit
  case historyUnavailable
  case cleanUpFailed
  case pasteboardUnavailable
  case recordingFailed
  case imageRefused
  case tooLongToRecord
  case pasteboardUnreadable
  case copyFailed
  case historyUnreadable
  case historyFailed
  case pinFailed
  case deleteFailed
}
