#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Clipboard history with its limits (spec §4.12): 20 recent + 20 pinned, 10,000 characters.
///
/// Order is kept in an increasing `position` rather than by time, so two copies within the same
/// clock tick (or a clock set back) still order correctly.
extension LearningStore {
  /// Adds a copied text at the top of the recent list, moving a duplicate instead of adding it
  /// twice, and drops the oldest recent items past 20.
  public func addClipboardText(_ text: String, at now: Date) throws(StoreError)
    -> ClipboardAddOutcome
  {
    guard !text.isEmpty else { return .empty }
    let characters = text.count
    guard characters <= ClipboardHistory.maxCharacters else {
      return .tooLong(characters: characters)
    }
    let time = SQLValue.real(now.timeIntervalSince1970)
    return try writing { () throws(StoreError) in try insertClipboardText(text, time: time) }
  }

  private func insertClipboardText(_ text: String, time: SQLValue) throws(StoreError)
    -> ClipboardAddOutcome
  {
    try database.transaction { () throws(StoreError) in
      let existing = try database.statement("SELECT id, pinned FROM clipboard WHERE text = ?")
        .first([.text(text)]) { ($0.integer(0), $0.bool(1)) }
      if let (id, isPinned) = existing {
        if isPinned { return .alreadyPinned(id) }
        try database.statement("UPDATE clipboard SET created_at = ?, position = ? WHERE id = ?")
          .run([time, .integer(try nextPosition()), .integer(id)])
        return .movedToTop(id)
      }
      try database.statement(
        "INSERT INTO clipboard (text, pinned, pinned_at, created_at, position) VALUES (?, 0, NULL, ?, ?)"
      ).run([.text(text), time, .integer(try nextPosition())])
      let id = database.lastInsertRowID
      try trimUnpinned()
      return .added(id)
    }
  }

  /// Pins an item; refused at 20 pinned items so nothing the user chose is dropped.
  public func pinClipboardItem(id: Int64, at now: Date) throws(StoreError) -> ClipboardPinOutcome {
    try writing { () throws(StoreError) in try pin(id: id, at: now) }
  }

  private func pin(id: Int64, at now: Date) throws(StoreError) -> ClipboardPinOutcome {
    try database.transaction { () throws(StoreError) in
      guard let isPinned = try pinnedState(id) else { return .notFound }
      if isPinned { return .unchanged }
      let count =
        try database.statement("SELECT count(*) FROM clipboard WHERE pinned = 1")
        .first { $0.int(0) } ?? 0
      guard count < ClipboardHistory.maxPinned else { return .limitReached }
      try database.statement(
        "UPDATE clipboard SET pinned = 1, pinned_at = ?, position = ? WHERE id = ?"
      ).run([.real(now.timeIntervalSince1970), .integer(try nextPosition()), .integer(id)])
      return .changed
    }
  }

  /// Unpins an item; it becomes the newest recent item, and the oldest recent one past 20 drops.
  public func unpinClipboardItem(id: Int64) throws(StoreError) -> ClipboardPinOutcome {
    try writing { () throws(StoreError) in try unpin(id: id) }
  }

  private func unpin(id: Int64) throws(StoreError) -> ClipboardPinOutcome {
    try database.transaction { () throws(StoreError) in
      guard let isPinned = try pinnedState(id) else { return .notFound }
      guard isPinned else { return .unchanged }
      try database.statement(
        "UPDATE clipboard SET pinned = 0, pinned_at = NULL, position = ? WHERE id = ?"
      ).run([.integer(try nextPosition()), .integer(id)])
      try trimUnpinned()
      return .changed
    }
  }

  /// Removes items (swipe to delete, multi-select delete); returns how many existed.
  @discardableResult
  public func removeClipboardItems(ids: [Int64]) throws(StoreError) -> Int {
    try writing { () throws(StoreError) in
      try database.transaction { () throws(StoreError) in
        var removed = 0
        for id in ids {
          try database.statement("DELETE FROM clipboard WHERE id = ?").run([.integer(id)])
          removed += database.changes
        }
        return removed
      }
    }
  }

  /// The whole history, read in one snapshot.
  public func clipboardHistory() throws(StoreError) -> ClipboardHistory {
    let items = try reading { () throws(StoreError) in
      try database.statement(
        "SELECT id, text, pinned, pinned_at, created_at FROM clipboard ORDER BY position DESC"
      ).query { row in
        ClipboardItem(
          id: row.integer(0), text: row.text(1), isPinned: row.bool(2),
          pinnedAt: row.optionalDouble(3).map { Date(timeIntervalSince1970: $0) },
          createdAt: Date(timeIntervalSince1970: row.double(4)))
      }
    }
    return ClipboardHistory(
      pinned: items.filter(\.isPinned), unpinned: items.filter { !$0.isPinned })
  }

  private func pinnedState(_ id: Int64) throws(StoreError) -> Bool? {
    try database.statement("SELECT pinned FROM clipboard WHERE id = ?")
      .first([.integer(id)]) { $0.bool(0) }
  }

  private func nextPosition() throws(StoreError) -> Int64 {
    try database.statement("SELECT coalesce(max(position), 0) + 1 FROM clipboard")
      .first { $0.integer(0) } ?? 1
  }

  private func trimUnpinned() throws(StoreError) {
    try database.statement(
      """
      DELETE FROM clipboard WHERE pinned = 0 AND id NOT IN
        (SELECT id FROM clipboard WHERE pinned = 0 ORDER BY position DESC LIMIT ?)
      """
    ).run([SQLValue(ClipboardHistory.maxUnpinned)])
  }
}
