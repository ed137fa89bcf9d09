/// What adding a text or an image to the clipboard history did.
///
/// Copying `"안녕"` twice gives `.added(1)` then `.movedToTop(1)`.
public enum ClipboardAddOutcome: Equatable, Sendable {
  case added(Int64)
  /// The same text (or the same image bytes) was already in the recent list; it is now its
  /// newest entry.
  case movedToTop(Int64)
  /// The same item is pinned; pinned order is pin time, so it stays where it is.
  case alreadyPinned(Int64)
  /// Longer than `ClipboardHistory.maxCharacters`; nothing was stored.
  case tooLong(characters: Int)
  /// Empty text is never stored.
  case empty
  /// An image outside the limits or one that does not decode; the reason in words.
  case imageRefused(String)
  /// `add --pinned` with 20 items pinned already.
  case pinnedLimitReached
  /// A keyboard recorded this pasteboard change already (the user may have deleted it since):
  /// nothing changed.
  case alreadyRecorded
}

/// What pinning or unpinning did.
///
/// Pinning a 21st item gives `.limitReached` and changes nothing.
public enum ClipboardPinOutcome: Equatable, Sendable {
  case changed
  case unchanged
  case limitReached
  case notFound
}

/// What editing an item's text did.
public enum ClipboardEditOutcome: Equatable, Sendable {
  case changed
  case notFound
  /// Images have no text to edit.
  case notText
  case tooLong(characters: Int)
  case empty
  /// Another item already holds this text.
  case duplicate(Int64)
}
