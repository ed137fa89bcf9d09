/// What adding a text to the clipboard history did.
///
/// Copying `"안녕"` twice gives `.added(1)` then `.movedToTop(1)`.
public enum ClipboardAddOutcome: Equatable, Sendable {
  case added(Int64)
  /// The same text was already in the recent list; it is now its newest entry.
  case movedToTop(Int64)
  /// The same text is pinned; pinned order is pin time, so it stays where it is.
  case alreadyPinned(Int64)
  /// Longer than `ClipboardHistory.maxCharacters`; nothing was stored.
  case tooLong(characters: Int)
  /// Empty text is never stored.
  case empty
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
