/// The store's tables, one migration script per schema version.
///
/// A store at version 0 (a new empty file) runs `migrations[0]` and is at version 1; a later
/// build appends `migrations[1]` and every older store is brought forward once, in a transaction.
enum StoreSchema {
  static let migrations: [String] = [
    """
    CREATE TABLE schema_version (version INTEGER NOT NULL);
    INSERT INTO schema_version (version) VALUES (0);
    CREATE TABLE ngrams (
      language TEXT NOT NULL,
      level INTEGER NOT NULL CHECK (level BETWEEN 1 AND 3),
      context TEXT NOT NULL,
      word TEXT NOT NULL,
      score REAL NOT NULL,
      PRIMARY KEY (language, level, context, word)
    ) WITHOUT ROWID;
    CREATE TABLE ngram_meta (
      language TEXT PRIMARY KEY NOT NULL,
      recorded_words INTEGER NOT NULL
    ) WITHOUT ROWID;
    CREATE TABLE shortcuts (
      shortcut TEXT PRIMARY KEY NOT NULL,
      expansion TEXT NOT NULL,
      created REAL NOT NULL
    ) WITHOUT ROWID;
    CREATE TABLE clipboard (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      text TEXT NOT NULL UNIQUE,
      pinned INTEGER NOT NULL DEFAULT 0,
      pinned_at REAL,
      created_at REAL NOT NULL,
      position INTEGER NOT NULL
    );
    CREATE TABLE learned_words (word TEXT PRIMARY KEY NOT NULL) WITHOUT ROWID;
    """,
    // Version 2: clipboard images (§4.12). The image's clipboard row holds a key made from its
    // digest as its text (so a second copy of the same bytes is a duplicate); the bytes and
    // the thumbnail are files beside the store, named by `digest`.
    """
    CREATE TABLE clipboard_images (
      id INTEGER PRIMARY KEY NOT NULL REFERENCES clipboard (id) ON DELETE CASCADE,
      digest TEXT NOT NULL UNIQUE,
      format TEXT NOT NULL,
      width INTEGER NOT NULL,
      height INTEGER NOT NULL,
      bytes INTEGER NOT NULL,
      thumbnail_width INTEGER NOT NULL,
      thumbnail_height INTEGER NOT NULL
    );
    """,
    // Version 3: the pasteboard change the clipboard history last recorded (its count and
    // its payload's digest), shared by every keyboard, so a change recorded once (and perhaps
    // deleted since) is never recorded again by a keyboard that looks later; and an index for
    // the history's order.
    """
    CREATE TABLE clipboard_state (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      recorded_change TEXT NOT NULL
    );
    INSERT INTO clipboard_state (id, recorded_change) VALUES (1, '');
    CREATE INDEX clipboard_order ON clipboard (pinned, position);
    """,
    // Version 4: per-app learning. Each host application's own n-grams, and the word counter
    // (decay clock) its scores were decayed to, beside the global ones of `ngrams`.
    """
    CREATE TABLE app_ngrams (
      app TEXT NOT NULL,
      language TEXT NOT NULL,
      level INTEGER NOT NULL CHECK (level BETWEEN 1 AND 3),
      context TEXT NOT NULL,
      word TEXT NOT NULL,
      score REAL NOT NULL,
      PRIMARY KEY (app, language, level, context, word)
    ) WITHOUT ROWID;
    CREATE TABLE app_ngram_meta (
      app TEXT NOT NULL,
      language TEXT NOT NULL,
      recorded_words INTEGER NOT NULL,
      PRIMARY KEY (app, language)
    ) WITHOUT ROWID;
    """,
    // Version 5: practice history (`sykb practice`). One row per lesson, its figures updated
    // with every batch of taps; one row per tap: the key, the clean key-to-key time when it
    // had one, what the checker made of it. A lesson cut short keeps every batch committed.
    """
    CREATE TABLE practice_lessons (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      keyboard TEXT NOT NULL,
      started REAL NOT NULL,
      text TEXT NOT NULL,
      seconds REAL NOT NULL,
      characters INTEGER NOT NULL,
      syllables INTEGER NOT NULL,
      taps INTEGER NOT NULL,
      correct_taps INTEGER NOT NULL,
      errors INTEGER NOT NULL,
      off_plan_taps INTEGER NOT NULL,
      deletes INTEGER NOT NULL,
      planned_taps INTEGER NOT NULL,
      planned_characters INTEGER NOT NULL,
      finished INTEGER NOT NULL
    );
    CREATE INDEX practice_lessons_keyboard ON practice_lessons (keyboard, id);
    CREATE TABLE practice_taps (
      lesson INTEGER NOT NULL REFERENCES practice_lessons (id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      key TEXT NOT NULL,
      previous_key TEXT,
      seconds REAL,
      verdict TEXT NOT NULL,
      expected TEXT,
      PRIMARY KEY (lesson, position)
    ) WITHOUT ROWID;
    """,
  ]

  static var currentVersion: Int { migrations.count }

  /// The tables and columns a store at `version` has; a store missing one is not ours.
  ///
  /// When a migration adds a column, this grows a `switch` on `version` so an old store is
  /// checked against what that version really had before it is migrated.
  static func expectedColumns(atVersion version: Int) -> [String: Set<String>] {
    switch version {
    case ..<1: [:]
    case 1: columnsOfVersion1
    case 2: columnsOfVersion1.merging(columnsAddedInVersion2) { old, _ in old }
    case 3:
      columnsOfVersion1.merging(columnsAddedInVersion2) { old, _ in old }
        .merging(columnsAddedInVersion3) { old, _ in old }
    case 4:
      columnsOfVersion1.merging(columnsAddedInVersion2) { old, _ in old }
        .merging(columnsAddedInVersion3) { old, _ in old }
        .merging(columnsAddedInVersion4) { old, _ in old }
    default:
      columnsOfVersion1.merging(columnsAddedInVersion2) { old, _ in old }
        .merging(columnsAddedInVersion3) { old, _ in old }
        .merging(columnsAddedInVersion4) { old, _ in old }
        .merging(columnsAddedInVersion5) { old, _ in old }
    }
  }

  private static let columnsAddedInVersion5: [String: Set<String>] = [
    "practice_lessons": [
      "id", "keyboard", "started", "text", "seconds", "characters", "syllables", "taps",
      "correct_taps", "errors", "off_plan_taps", "deletes", "planned_taps",
      "planned_characters", "finished",
    ],
    "practice_taps": [
      "lesson", "position", "key", "previous_key", "seconds", "verdict", "expected",
    ],
  ]

  private static let columnsAddedInVersion4: [String: Set<String>] = [
    "app_ngrams": ["app", "language", "level", "context", "word", "score"],
    "app_ngram_meta": ["app", "language", "recorded_words"],
  ]

  private static let columnsAddedInVersion3: [String: Set<String>] = [
    "clipboard_state": ["id", "recorded_change"]
  ]

  private static let columnsAddedInVersion2: [String: Set<String>] = [
    "clipboard_images": [
      "id", "digest", "format", "width", "height", "bytes", "thumbnail_width", "thumbnail_height",
    ]
  ]

  private static let columnsOfVersion1: [String: Set<String>] = [
    "schema_version": ["version"],
    "ngrams": ["language", "level", "context", "word", "score"],
    "ngram_meta": ["language", "recorded_words"],
    "shortcuts": ["shortcut", "expansion", "created"],
    "clipboard": ["id", "text", "pinned", "pinned_at", "created_at", "position"],
    "learned_words": ["word"],
  ]
}
