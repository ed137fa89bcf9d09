/// Practice history (`sykb practice`): lessons and their taps, saved batch by batch.
extension LearningStore {
  /// Saves `lesson` (inserted when its `id` is `nil`, else its figures updated) and appends
  /// `taps`, in one transaction; returns the lesson's id. A kill between two batches leaves
  /// every earlier batch and the figures that went with it.
  @discardableResult
  public func savePracticeBatch(_ lesson: PracticeLessonRecord, taps: [PracticeTapRecord])
    throws(StoreError) -> Int64
  {
    try writing { () throws(StoreError) in
      try database.transaction { () throws(StoreError) -> Int64 in
        let values: [SQLValue] = [
          .text(lesson.keyboard), .real(lesson.started), .text(lesson.text),
          .real(lesson.seconds), SQLValue(lesson.characters), SQLValue(lesson.syllables),
          SQLValue(lesson.taps), SQLValue(lesson.correctTaps), SQLValue(lesson.errors),
          SQLValue(lesson.offPlanTaps), SQLValue(lesson.deletes), SQLValue(lesson.plannedTaps),
          SQLValue(lesson.plannedCharacters),
          SQLValue(lesson.finished ? 1 : 0),
        ]
        let id: Int64
        if let existing = lesson.id {
          try database.statement(
            """
            UPDATE practice_lessons SET keyboard = ?, started = ?, text = ?, seconds = ?,
              characters = ?, syllables = ?, taps = ?, correct_taps = ?, errors = ?,
              off_plan_taps = ?, deletes = ?, planned_taps = ?, planned_characters = ?, finished = ?
            WHERE id = ?
            """
          ).run(values + [.integer(existing)])
          id = existing
        } else {
          try database.statement(
            """
            INSERT INTO practice_lessons (keyboard, started, text, seconds, characters,
              syllables, taps, correct_taps, errors, off_plan_taps, deletes, planned_taps,
              planned_characters, finished)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """
          ).run(values)
          id = database.lastInsertRowID
        }
        let insert = try database.statement(
          """
          INSERT OR REPLACE INTO practice_taps
            (lesson, position, key, previous_key, seconds, verdict, expected)
          VALUES (?, ?, ?, ?, ?, ?, ?)
          """)
        for tap in taps {
          try insert.run([
            .integer(id), SQLValue(tap.position), .text(tap.key),
            tap.previousKey.map { .text($0) } ?? .null, tap.seconds.map { .real($0) } ?? .null,
            .text(tap.verdict), tap.expected.map { .text($0) } ?? .null,
          ])
        }
        return id
      }
    }
  }

  /// The lessons of `keyboard` (every keyboard's when `nil`), oldest first.
  public func practiceLessons(keyboard: String?) throws(StoreError) -> [PracticeLessonRecord] {
    try reading { () throws(StoreError) in
      try database.statement(
        """
        SELECT id, keyboard, started, text, seconds, characters, syllables, taps, correct_taps,
          errors, off_plan_taps, deletes, planned_taps, planned_characters, finished
        FROM practice_lessons WHERE ?1 IS NULL OR keyboard = ?1 ORDER BY id
        """
      ).query([keyboard.map { .text($0) } ?? .null]) { row in
        PracticeLessonRecord(
          id: row.integer(0), keyboard: row.text(1), started: row.double(2), text: row.text(3),
          seconds: row.double(4), characters: row.int(5), syllables: row.int(6),
          taps: row.int(7), correctTaps: row.int(8), errors: row.int(9),
          offPlanTaps: row.int(10), deletes: row.int(11), plannedTaps: row.int(12),
          plannedCharacters: row.int(13), finished: row.bool(14))
      }
    }
  }

  /// Every tap of `keyboard`'s lessons, in the order typed, with its lesson's id.
  public func practiceTaps(keyboard: String) throws(StoreError)
    -> [(lesson: Int64, tap: PracticeTapRecord)]
  {
    try reading { () throws(StoreError) in
      try database.statement(
        """
        SELECT t.lesson, t.position, t.key, t.previous_key, t.seconds, t.verdict, t.expected
        FROM practice_taps t JOIN practice_lessons l ON l.id = t.lesson
        WHERE l.keyboard = ? ORDER BY t.lesson, t.position
        """
      ).query([.text(keyboard)]) { row in
        (
          row.integer(0),
          PracticeTapRecord(
            position: row.int(1), key: row.text(2),
            previousKey: row.isNull(3) ? nil : row.text(3), seconds: row.optionalDouble(4),
            verdict: row.text(5), expected: row.isNull(6) ? nil : row.text(6))
        )
      }
    }
  }
}
