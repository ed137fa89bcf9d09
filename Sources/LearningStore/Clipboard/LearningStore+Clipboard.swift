#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Clipboard history with its limits (spec §4.12): 20 recent + 20 pinned, 10,000 characters.
///
/// Order is kept in an increasing `position` rather than by time, so two copies within the same
/// clock tick (or a clock set back) still order correctly.
///
/// Every change is one transaction that states only itself (insert this text, pin that id,
/// delete those ids), so processes sharing the store never undo each other; after it commits,
/// `clipboard.changed` beside the store is rewritten so running keyboards look again.
extension LearningStore {
  /// Adds a copied text at the top of the recent list, moving a duplicate instead of adding it
  /// twice, and drops the oldest recent items past 20.
  ///
  /// `pasteboardChange` is the pasteboard change the text was copied in
  /// (`Pasteboard.Content.identity`), when a keyboard records it: a change some keyboard
  /// recorded already (and the user perhaps deleted since) gives `.alreadyRecorded` and
  /// changes nothing.
  public func addClipboardText(_ text: String, at now: Date, pasteboardChange: String? = nil)
    throws(StoreError) -> ClipboardAddOutcome
  {
    guard !text.isEmpty else { return .empty }
    let characters = text.count
    guard characters <= ClipboardHistory.maxCharacters else {
      return .tooLong(characters: characters)
    }
    let time = SQLValue.real(now.timeIntervalSince1970)
    let outcome = try writing { () throws(StoreError) -> ClipboardAddOutcome in
      try database.transaction { () throws(StoreError) -> ClipboardAddOutcome in
        if let pasteboardChange {
          guard try claimPasteboardChange(pasteboardChange) else { return .alreadyRecorded }
        }
        return try insertClipboardRow(key: text, time: time) { () throws(StoreError) in }
      }
    }
    if outcome != .alreadyRecorded { try clipboardChanged(removingFiles: true) }
    return outcome
  }

  /// Adds a text as a pinned item (the container app's "add pinned item"), in one
  /// transaction; an existing item with that text is pinned instead. Refused at 20 pinned
  /// items, changing nothing.
  public func addPinnedClipboardText(_ text: String, at now: Date) throws(StoreError)
    -> ClipboardAddOutcome
  {
    guard !text.isEmpty else { return .empty }
    let characters = text.count
    guard characters <= ClipboardHistory.maxCharacters else {
      return .tooLong(characters: characters)
    }
    let outcome = try writing { () throws(StoreError) -> ClipboardAddOutcome in
      try database.transaction { () throws(StoreError) -> ClipboardAddOutcome in
        let existing = try database.statement("SELECT id, pinned FROM clipboard WHERE text = ?")
          .first([.text(text)]) { ($0.integer(0), $0.bool(1)) }
        if let (id, isPinned) = existing, isPinned { return .alreadyPinned(id) }
        guard try pinnedCount() < ClipboardHistory.maxPinned else { return .pinnedLimitReached }
        let time = SQLValue.real(now.timeIntervalSince1970)
        if let (id, _) = existing {
          try database.statement(
            "UPDATE clipboard SET pinned = 1, pinned_at = ?, position = ? WHERE id = ?"
          ).run([time, .integer(try nextPosition()), .integer(id)])
          return .movedToTop(id)
        }
        try database.statement(
          "INSERT INTO clipboard (text, pinned, pinned_at, created_at, position) VALUES (?, 1, ?, ?, ?)"
        ).run([.text(text), time, time, .integer(try nextPosition())])
        return .added(database.lastInsertRowID)
      }
    }
    switch outcome {
    case .added, .movedToTop: try clipboardChanged(removingFiles: false)
    default: break
    }
    return outcome
  }

  /// Inserts a row for `key` (a text, or an image's key) at the top, or moves the row that
  /// has it; `insertDetails` runs after a new row is inserted (an image's metadata row).
  func insertClipboardRow(
    key: String, time: SQLValue, insertDetails: () throws(StoreError) -> Void
  ) throws(StoreError) -> ClipboardAddOutcome {
    let existing = try database.statement("SELECT id, pinned FROM clipboard WHERE text = ?")
      .first([.text(key)]) { ($0.integer(0), $0.bool(1)) }
    if let (id, isPinned) = existing {
      if isPinned { return .alreadyPinned(id) }
      try database.statement("UPDATE clipboard SET created_at = ?, position = ? WHERE id = ?")
        .run([time, .integer(try nextPosition()), .integer(id)])
      return .movedToTop(id)
    }
    try database.statement(
      "INSERT INTO clipboard (text, pinned, pinned_at, created_at, position) VALUES (?, 0, NULL, ?, ?)"
    ).run([.text(key), time, .integer(try nextPosition())])
    let id = database.lastInsertRowID
    try insertDetails()
    try trimUnpinned()
    return .added(id)
  }

  /// Replaces a text item's text (the container app's edit); its place in the list stays.
  public func editClipboardItem(id: Int64, text: String) throws(StoreError)
    -> ClipboardEditOutcome
  {
    guard !text.isEmpty else { return .empty }
    guard text.count <= ClipboardHistory.maxCharacters else {
      return .tooLong(characters: text.count)
    }
    let outcome = try writing { () throws(StoreError) in
      try database.transaction { () throws(StoreError) -> ClipboardEditOutcome in
        guard try pinnedState(id) != nil else { return .notFound }
        guard try imageDigest(id) == nil else { return .notText }
        let other = try database.statement("SELECT id FROM clipboard WHERE text = ? AND id != ?")
          .first([.text(text), .integer(id)]) { $0.integer(0) }
        if let other { return .duplicate(other) }
        try database.statement("UPDATE clipboard SET text = ? WHERE id = ?")
          .run([.text(text), .integer(id)])
        return .changed
      }
    }
    if outcome == .changed { try clipboardChanged(removingFiles: false) }
    return outcome
  }

  /// Pins an item; refused at 20 pinned items so nothing the user chose is dropped.
  public func pinClipboardItem(id: Int64, at now: Date) throws(StoreError) -> ClipboardPinOutcome {
    let outcome = try writing { () throws(StoreError) in try pin(id: id, at: now) }
    if outcome == .changed { try clipboardChanged(removingFiles: false) }
    return outcome
  }

  private func pin(id: Int64, at now: Date) throws(StoreError) -> ClipboardPinOutcome {
    try database.transaction { () throws(StoreError) in
      guard let isPinned = try pinnedState(id) else { return .notFound }
      if isPinned { return .unchanged }
      guard try pinnedCount() < ClipboardHistory.maxPinned else { return .limitReached }
      // Pinned order is pin time: the newest pin gets the highest position.
      try database.statement(
        "UPDATE clipboard SET pinned = 1, pinned_at = ?, position = ? WHERE id = ?"
      ).run([.real(now.timeIntervalSince1970), .integer(try nextPosition()), .integer(id)])
      return .changed
    }
  }

  /// Unpins an item; it becomes the newest recent item, and the oldest recent one past 20 drops.
  public func unpinClipboardItem(id: Int64) throws(StoreError) -> ClipboardPinOutcome {
    let outcome = try writing { () throws(StoreError) in try unpin(id: id) }
    if outcome == .changed { try clipboardChanged(removingFiles: true) }
    return outcome
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

  /// Removes items (swipe to delete, multi-select delete); returns how many existed. An
  /// image's files go after its row, so a crash in between leaves only unused files.
  @discardableResult
  public func removeClipboardItems(ids: [Int64]) throws(StoreError) -> Int {
    let removed = try writing { () throws(StoreError) in
      try database.transaction { () throws(StoreError) in
        var removed = 0
        for id in ids {
          try database.statement("DELETE FROM clipboard WHERE id = ?").run([.integer(id)])
          removed += database.changes
        }
        return removed
      }
    }
    if removed > 0 { try clipboardChanged(removingFiles: true) }
    return removed
  }

  /// Removes every recent item, and the pinned ones too with `includingPinned`; returns how
  /// many went.
  @discardableResult
  public func clearClipboardHistory(includingPinned: Bool) throws(StoreError) -> Int {
    let removed = try writing { () throws(StoreError) in
      try database.transaction { () throws(StoreError) in
        try database.execute(
          includingPinned ? "DELETE FROM clipboard" : "DELETE FROM clipboard WHERE pinned = 0")
        return database.changes
      }
    }
    if removed > 0 { try clipboardChanged(removingFiles: true) }
    return removed
  }

  /// The history, read in one snapshot: at most 20 pinned and 20 recent items, however many
  /// rows the table holds (a read-only store another tool filled is never loaded whole).
  public func clipboardHistory() throws(StoreError) -> ClipboardHistory {
    try reading { () throws(StoreError) in
      try database.readTransaction { () throws(StoreError) in
        ClipboardHistory(
          pinned: try clipboardItems(pinned: true, limit: ClipboardHistory.maxPinned),
          unpinned: try clipboardItems(pinned: false, limit: ClipboardHistory.maxUnpinned))
      }
    }
  }

  /// One item by id, as it is now; nil when it is gone.
  public func clipboardItem(id: Int64) throws(StoreError) -> ClipboardItem? {
    try reading { () throws(StoreError) in
      try database.statement(Self.itemQuery + " WHERE c.id = ?").first([.integer(id)]) {
        clipboardItem($0)
      }
    }
  }

  private static let itemQuery = """
    SELECT c.id, c.text, c.pinned, c.pinned_at, c.created_at, i.digest, i.format, i.width,
      i.height, i.bytes, i.thumbnail_width, i.thumbnail_height
    FROM clipboard c LEFT JOIN clipboard_images i ON i.id = c.id
    """

  private func clipboardItems(pinned: Bool, limit: Int) throws(StoreError) -> [ClipboardItem] {
    try database.statement(
      Self.itemQuery
        + (pinned ? " WHERE c.pinned != 0" : " WHERE c.pinned = 0")
        + " ORDER BY c.position DESC LIMIT ?"
    ).query([SQLValue(limit)]) { clipboardItem($0) }
  }

  private func clipboardItem(_ row: Statement.Row) -> ClipboardItem {
    var image: ClipboardImage?
    if !row.isNull(5), let format = ImageFormat(rawValue: row.text(6)) {
      let digest = row.text(5)
      let directory = imageDirectory
      image = ClipboardImage(
        format: format, width: row.int(7), height: row.int(8), byteCount: row.int(9),
        digest: digest, thumbnailWidth: row.int(10), thumbnailHeight: row.int(11),
        path: directory + "/" + digest + "." + format.fileExtension,
        thumbnailPath: directory + "/" + digest + ".rgba")
    }
    return ClipboardItem(
      id: row.integer(0), text: image == nil ? row.text(1) : "", isPinned: row.bool(2),
      pinnedAt: row.optionalDouble(3).map { Date(timeIntervalSince1970: $0) },
      createdAt: Date(timeIntervalSince1970: row.double(4)), image: image)
  }

  func pinnedState(_ id: Int64) throws(StoreError) -> Bool? {
    try database.statement("SELECT pinned FROM clipboard WHERE id = ?")
      .first([.integer(id)]) { $0.bool(0) }
  }

  func imageDigest(_ id: Int64) throws(StoreError) -> String? {
    try database.statement("SELECT digest FROM clipboard_images WHERE id = ?")
      .first([.integer(id)]) { $0.text(0) }
  }

  private func pinnedCount() throws(StoreError) -> Int {
    try database.statement("SELECT count(*) FROM clipboard WHERE pinned != 0").first { $0.int(0) }
      ?? 0
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
