import Platform

/// Keeping the clipboard tables and the image directory to what the rows say, and telling
/// other processes that the history changed.
///
/// * At opening (`prepareClipboard()`): rows over the §4.12 limits — written by another tool
///   or an older version — and images whose file is gone are deleted in one transaction,
///   without reading the table into memory, then the files no row names are collected.
/// * An image's files go only with the row that names them: after the deleting transaction
///   has committed, a second transaction (holding SQLite's write lock, so no add can commit in
///   between) removes the files no committed row names. An add checks its files are there
///   under the same lock before it commits its row, so the two never cross.
/// * `clipboard.changed` beside the store is rewritten after every change: the running
///   keyboard watches it (inotify, or polling) and reads the history again.
extension LearningStore {
  /// The file rewritten after every clipboard change, beside `learning.sqlite`.
  public static let clipboardMarker = "clipboard.changed"

  /// What `prepareClipboard()` removed.
  public struct ClipboardUpkeep: Equatable, Sendable {
    /// Rows deleted for being over a limit or broken.
    public var trimmedRows = 0
    /// Files removed from the image directory (unnamed images, stale temporary files).
    public var removedFiles = 0

    public init(trimmedRows: Int = 0, removedFiles: Int = 0) {
      self.trimmedRows = trimmedRows
      self.removedFiles = removedFiles
    }
  }

  /// Trims the clipboard tables to their limits in one transaction and collects unnamed image
  /// files; a read-only store is left as it is (its history is read within the limits).
  @discardableResult
  public func prepareClipboard() throws(StoreError) -> ClipboardUpkeep {
    guard !isReadOnly else { return ClipboardUpkeep() }
    let trimmed = try writing { () throws(StoreError) -> Int in
      try database.transaction { () throws(StoreError) -> Int in try trimClipboard() }
    }
    let removed = try collectImageFiles()
    if trimmed > 0 { signalClipboardChange() }
    return ClipboardUpkeep(trimmedRows: trimmed, removedFiles: removed)
  }

  /// SQLite's `PRAGMA data_version` for this connection: it changes when another connection
  /// (another process, or another store object) commits, never for this one's own commits.
  public func dataVersion() throws(StoreError) -> Int64 {
    try reading { () throws(StoreError) in
      try database.statement("PRAGMA data_version").first { $0.integer(0) } ?? 0
    }
  }

  /// Called after a committed change: removes the files no row names any more when the change
  /// may have removed an image, and tells running keyboards.
  func clipboardChanged(removingFiles: Bool) throws(StoreError) {
    signalClipboardChange()
    if removingFiles { try collectImageFiles() }
  }

  /// Inside a transaction: whether pasteboard change `change` (`Pasteboard.Content.identity`)
  /// is new to the history, taking it when it is.
  func claimPasteboardChange(_ change: String) throws(StoreError) -> Bool {
    guard try !isRecorded(change) else { return false }
    try database.statement(
      "INSERT OR REPLACE INTO clipboard_state (id, recorded_change) VALUES (1, ?)"
    ).run([.text(change)])
    return true
  }

  /// Whether some keyboard recorded pasteboard change `change` already (a read, to skip
  /// decoding an image that will not be kept).
  func isRecorded(_ change: String) throws(StoreError) -> Bool {
    try reading { () throws(StoreError) in
      try database.statement("SELECT recorded_change FROM clipboard_state WHERE id = 1")
        .first { $0.text(0) } == change
    }
  }

  /// Deletes what breaks the limits; returns how many clipboard rows went.
  private func trimClipboard() throws(StoreError) -> Int {
    var removed = 0
    func run(_ sql: String, _ values: [SQLValue] = []) throws(StoreError) {
      try database.statement(sql).run(values)
      removed += database.changes
    }
    // Another tool's idea of "pinned" (2, -1, 'yes') is pinned; the queries count on 0 and 1.
    try database.statement("UPDATE clipboard SET pinned = 1 WHERE pinned NOT IN (0, 1)").run()
    // Metadata whose row is gone (written with foreign keys off).
    try database.statement(
      "DELETE FROM clipboard_images WHERE id NOT IN (SELECT id FROM clipboard)"
    ).run()
    let key = SQLValue.text(Self.imageKey(""))
    try run(
      """
      DELETE FROM clipboard WHERE substr(text, 1, length(?1)) = ?1
        AND id NOT IN (SELECT id FROM clipboard_images)
      """, [key])
    try run(
      """
      DELETE FROM clipboard WHERE id IN (SELECT id FROM clipboard_images
        WHERE bytes > ? OR width * height > ? OR width <= 0 OR height <= 0
          OR format NOT IN ('png', 'jpeg'))
      """,
      [SQLValue(ClipboardHistory.maxImageBytes), SQLValue(ClipboardHistory.maxImagePixels)])
    try run("DELETE FROM clipboard WHERE text = ''")
    // SQLite counts scalars and the limit counts characters: only texts over 10,000 scalars
    // can be too long, and each is counted as the keyboard counts it.
    var tooLong: [Int64] = []
    try database.statement("SELECT id, text FROM clipboard WHERE length(text) > ?")
      .forEach([SQLValue(ClipboardHistory.maxCharacters)]) { row in
        if row.text(1).count > ClipboardHistory.maxCharacters { tooLong.append(row.integer(0)) }
        return true
      }
    for id in tooLong { try run("DELETE FROM clipboard WHERE id = ?", [.integer(id)]) }
    for (pinned, limit) in [(1, ClipboardHistory.maxPinned), (0, ClipboardHistory.maxUnpinned)] {
      try run(
        """
        DELETE FROM clipboard WHERE pinned = ?1 AND id NOT IN
          (SELECT id FROM clipboard WHERE pinned = ?1 ORDER BY position DESC LIMIT ?2)
        """, [SQLValue(pinned), SQLValue(limit)])
    }
    // An image whose file is gone (removed by hand, or by an older version) can neither be
    // shown nor pasted: its row goes. At most 40 rows are left to look at.
    if isPersistent {
      let directory = imageDirectory
      let missing = try database.statement("SELECT id, digest, format FROM clipboard_images")
        .query { row in
          let format = ImageFormat(rawValue: row.text(2)) ?? .png
          let path = directory + "/" + row.text(1) + "." + format.fileExtension
          return FileSystem.size(of: path) == nil ? row.integer(0) : nil
        }
        .compactMap { $0 }
      for id in missing { try run("DELETE FROM clipboard WHERE id = ?", [.integer(id)]) }
    }
    return removed
  }

  /// Removes the image directory's files that no committed row names, and temporary files
  /// left by dead processes; returns how many went. Runs holding the write lock.
  @discardableResult
  func collectImageFiles() throws(StoreError) -> Int {
    guard isPersistent, !isReadOnly else { return 0 }
    let directory = imageDirectory
    guard FileSystem.kind(of: directory) == .directory else { return 0 }
    return try writing { () throws(StoreError) -> Int in
      try database.transaction { () throws(StoreError) -> Int in
        let digests = Set(
          try database.statement("SELECT digest FROM clipboard_images").query { $0.text(0) })
        var removed = 0
        for name in FileSystem.entries(of: directory) {
          let path = directory + "/" + name
          let unused: Bool
          if name.hasPrefix(".") {
            unused = FileSystem.isStaleTemporaryFile(name: name, path: path)
          } else {
            let digest = name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? name
            unused = !digests.contains(digest)
          }
          if unused, FileSystem.remove(path) { removed += 1 }
        }
        return removed
      }
    }
  }

  /// Rewrites `clipboard.changed`; a running keyboard reads the history again when it sees it.
  ///
  /// Not checked: the change itself is committed, and every process also compares the store's
  /// `data_version` before it shows or writes; the marker only makes that happen sooner.
  func signalClipboardChange() {
    guard isPersistent else { return }
    let path = FileSystem.directory(of: self.path) + "/" + Self.clipboardMarker
    let now = wallClockStamp()
    FileSystem.overwrite(
      path,
      with: "clipboard changed at \(now.seconds).\(now.nanoseconds) by pid \(Processes.currentID)\n"
    )
  }
}
