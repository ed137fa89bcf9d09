import Suggestions

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The user's text-replacement shortcuts (spec §4.4), as the suggestion engine's
/// `TextShortcut`s.
extension LearningStore {
  /// Adds `shortcut` → `expansion`, or replaces the expansion of an existing shortcut.
  ///
  /// The shortcut is matched against the last word before a space, so it must be one word:
  /// `"ㅈㄱㅈ"` is fine, `""` or `"a b"` is refused, as is an empty expansion. `now` orders the
  /// list.
  public func addShortcut(_ shortcut: String, expansion: String, at now: Date) throws(StoreError) {
    guard !shortcut.isEmpty, !shortcut.contains(where: \.isWhitespace) else {
      throw .invalidShortcut(shortcut)
    }
    guard !expansion.isEmpty else {
      throw .shortcutWithoutExpansion(shortcut)
    }
    try writing { () throws(StoreError) in
      try database.statement(
        "INSERT OR REPLACE INTO shortcuts (shortcut, expansion, created) VALUES (?, ?, ?)"
      ).run([.text(shortcut), .text(expansion), .real(now.timeIntervalSince1970)])
    }
  }

  /// Removes a shortcut; returns false when there was none.
  @discardableResult
  public func removeShortcut(_ shortcut: String) throws(StoreError) -> Bool {
    try writing { () throws(StoreError) in
      try database.statement("DELETE FROM shortcuts WHERE shortcut = ?").run([.text(shortcut)])
      return database.changes > 0
    }
  }

  /// Every shortcut, oldest first (the order they were added).
  public func shortcuts() throws(StoreError) -> [TextShortcut] {
    try reading { () throws(StoreError) in
      try database.statement(
        "SELECT shortcut, expansion FROM shortcuts ORDER BY created, shortcut"
      ).query { row in TextShortcut(shortcut: row.text(0), expansion: row.text(1)) }
    }
  }
}
