import KeyboardSession
import LearningStore

/// Where the keyboard finds the latest message: the pasteboard's text and the pending set
/// the container app left, whichever is newer.
///
/// Copying `내일 봐?` with `sykb clipboard copy` after a `sykb reply --image` makes the copy
/// the latest message; a concealed pasteboard item (a password manager's copy) is never
/// one. A pending set that still has candidates is offered with them (no request needed).
public struct ReplyInbox: Sendable {
  public let store: PendingReplyStore
  public let pasteboard: Pasteboard?
  let wallClock: @Sendable () -> Double

  /// The inbox of the data directory; `wallClock` is seconds since 1970.
  public init(
    dataDirectory: String, pasteboard: Pasteboard?,
    wallClock: @escaping @Sendable () -> Double = { ReplyClient.wallClock() }
  ) {
    store = PendingReplyStore(dataDirectory: dataDirectory)
    self.pasteboard = pasteboard
    self.wallClock = wallClock
  }

  /// The newest message to answer, nil when there is none.
  public func latestMessage() -> ReplyMessage? {
    let pending = store.load(now: wallClock())
    var copied: (text: String, time: Double)?
    // A pasteboard that cannot be read offers no copied message; the keyboard's clipboard
    // strip reports that failure itself, so it is irrelevant here.
    if let pasteboard,
      let content = try? pasteboard.read(),  // the clipboard strip says it
      !content.isConcealed,
      case .text(let text) = content.item, !text.isEmpty
    {
      copied = (text, ReplyFiles.modificationTime(pasteboard.directory + "/state") ?? 0)
    }
    switch (pending, copied) {
    case (let set?, let copy?):
      return copy.time > set.created
        ? ReplyMessage(text: copy.text, source: .pasteboard) : set.replyMessage
    case (let set?, nil): return set.replyMessage
    case (nil, let copy?): return ReplyMessage(text: copy.text, source: .pasteboard)
    case (nil, nil): return nil
    }
  }

  /// The pending set with candidates, for the keyboard to show when it arrives (or starts).
  public func pendingCandidates() -> ReplyMessage? {
    guard let set = store.load(now: wallClock()), !set.candidates.isEmpty else { return nil }
    return set.replyMessage
  }
}
