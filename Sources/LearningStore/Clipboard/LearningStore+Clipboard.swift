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
    let outcome = try writing { () throws(StoreError) in
      try database.transaction { () throws(StoreError) in
        try insertClipboardRow(key: text, time: time) { () throws(StoreError) in }
      }
    }
    try removeUnusedImageFiles()
    return outcome
  }

  /// Adds a text as a pinned item (the container app's "add pinned item"); an existing item
  /// with that text is pinned instead. Refused at 20 pinned items.
  public func addPinnedClipboardText(_ text: String, at now: Date) throws(StoreError)
    -> ClipboardAddOutcome
  {
    let added = try addClipboardText(text, at: now)
    let id: Int64
    switch added {
    case .added(let new), .movedToTop(let new): id = new
    default: return added
    }
    switch try pinClipboardItem(id: id, at: now) {
    case .limitReached:
      if case .added = added { try removeClipboardItems(ids: [id]) }
      return .pinnedLimitReached
    default:
      return added
    }
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
    return try writing { () throws(StoreError) in
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
    let outcome = try writing { () throws(StoreError) in try unpin(id: id) }
    try removeUnusedImageFiles()
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
    try removeUnusedImageFiles()
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
    try removeUnusedImageFiles()
    return removed
  }

  /// The whole history, read in one snapshot.
  public func clipboardHistory() throws(StoreError) -> ClipboardHistory {
    let directory = imageDirectory
    let items = try reading { () throws(StoreError) in
      try database.statement(
        """
        SELECT c.id, c.text, c.pinned, c.pinned_at, c.created_at, i.digest, i.format, i.width,
          i.height, i.bytes, i.thumbnail_width, i.thumbnail_height
        FROM clipboard c LEFT JOIN clipboard_images i ON i.id = c.id ORDER BY c.position DESC
        """
      ).query { row in
        var image: ClipboardImage?
        if !row.isNull(5), let format = ImageFormat(rawValue: row.text(6)) {
          let digest = row.text(5)
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
    }
    return ClipboardHistory(
      pinned: items.filter(\.isPinned), unpinned: items.filter { !$0.isPinned })
  }

  func pinnedState(_ id: Int64) throws(StoreError) -> Bool? {
    try database.statement("SELECT pinned FROM clipboard WHERE id = ?")
      .first([.integer(id)]) { $0.bool(0) }
  }

  func imageDigest(_ id: Int64) throws(StoreError) -> String? {
    try database.statement("SELECT digest FROM clipboard_images WHERE id = ?")
      .first([.integer(id)]) { $0.text(0) }
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
