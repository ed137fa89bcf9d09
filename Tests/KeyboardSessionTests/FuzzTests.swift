import Foundation
import Gestures
import Hangul
import KeyboardLayouts
import TestSupport
import Testing

@testable import KeyboardSession

/// Random event streams through every keyboard, with the session's invariants checked after
/// every event:
///
/// * the cursor (and any selection) lies within the text, and the styles cover it exactly;
/// * the composing text is a suffix of the text before the cursor;
/// * the document edits the host received (as the trace reports them), replayed on a copy of
///   the text, give the session's text — and each edit's `replaced` text is what was there;
/// * undoing everything returns the text to the state before the oldest step the history
///   keeps — a snapshot the fuzzer records when the history starts (empty) and moves forward
///   by exactly the steps the 100-step limit drops — and redoing everything then gives the
///   text back; the history never holds more than 100 steps. This is checked on a copy of the
///   history and document after every event, and through a copy of the whole session (its
///   undo button) after every stretch of 40 events.
///
/// Events: taps, double taps, long presses, drags (cursor, delete, switch, flicks), two-finger
/// rollovers, cancelled touches, undo, redo, pastes (Hangul, combining marks, emoji, line
/// breaks), suggestion picks and waits (idle commits, key repeats). The seed is fixed, so a
/// failure reproduces; it is reported with the last events as a script. `SYKB_FUZZ_EVENTS`
/// sets the events per keyboard and seed (CI: 600), `SYKB_FUZZ_SEEDS` how many seeds
/// (CI: 1), `SYKB_FUZZ_SEED` the first one (default 1); `make fuzz` runs long.
///
/// Every keyboard also runs in host fields with a maximum length (1, 2, 5 and 20 UTF-16
/// units, CI: 300 events each): there the field never grows past its limit, and a delete
/// (tried on a copy after every event) changes only the end of the text before the cursor —
/// never text the keyboard no longer composes — and never makes the text longer.
@Suite("fuzz: random event streams keep the session's invariants")
struct FuzzTests {
  static let keyboards = ["naratgeul", "cheonjiin", "dubeolsik", "qwerty", "unified"]
  static let environment = ProcessInfo.processInfo.environment
  static let eventsPerRun = environment["SYKB_FUZZ_EVENTS"].flatMap(Int.init) ?? 600
  static let firstSeed = environment["SYKB_FUZZ_SEED"].flatMap(UInt64.init) ?? 1
  static let seeds = (0..<(environment["SYKB_FUZZ_SEEDS"].flatMap(UInt64.init) ?? 1)).map {
    firstSeed + $0
  }
  /// Events between the undo-everything checks through a copy of the whole session.
  static let stretch = 40

  /// The maximum lengths of the limited-field runs.
  static let limits = [1, 2, 5, 20]
  /// Events per limited-field run: half the budget (they are many).
  static let limitedEventsPerRun = max(1, eventsPerRun / 2)

  struct Run: CustomTestStringConvertible, Sendable {
    var keyboard: String
    var seed: UInt64
    var maxLength: Int? = nil
    var testDescription: String {
      "\(keyboard), seed \(seed)" + (maxLength.map { ", max-length \($0)" } ?? "")
    }
  }

  static let runs = keyboards.flatMap { keyboard in seeds.map { Run(keyboard: keyboard, seed: $0) }
  }
  static let limitedRuns = keyboards.flatMap { keyboard in
    limits.flatMap { limit in
      seeds.map { Run(keyboard: keyboard, seed: $0, maxLength: limit) }
    }
  }

  @Test("invariants hold on every step", arguments: runs)
  func fuzz(run: Run) throws {
    var fuzzer = Fuzzer(keyboard: run.keyboard, seed: run.seed)
    let started = ContinuousClock.now
    let failure = fuzzer.run(events: Self.eventsPerRun, stretch: Self.stretch)
    let elapsed = ContinuousClock.now - started
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    print(
      "fuzz \(run.keyboard) seed \(run.seed): \(fuzzer.events) events, \(fuzzer.checks) checked "
        + "states, \(fuzzer.undoneSteps) steps undone and redone in checks, "
        + "\(fuzzer.droppedSteps) dropped at the limit, \(fuzzer.sessionUndoChecks) session "
        + "undo-alls, \(Int(Double(fuzzer.events) / max(seconds, 1e-9))) events/s")
    #expect(failure == nil, "\(failure ?? "")")
    #expect(fuzzer.events == Self.eventsPerRun)
    if Self.eventsPerRun >= 600 {
      // The stream is long enough to fill the history: the limit's drops were checked too.
      #expect(fuzzer.droppedSteps > 0)
      #expect(fuzzer.sessionUndoChecks > 0)
    }
  }

  @Test("invariants hold on every step in a length-limited field", arguments: limitedRuns)
  func fuzzLimited(run: Run) throws {
    var fuzzer = Fuzzer(keyboard: run.keyboard, seed: run.seed, maxLength: run.maxLength)
    let failure = fuzzer.run(events: Self.limitedEventsPerRun, stretch: Self.stretch)
    print(
      "fuzz \(run.keyboard)/max-length=\(run.maxLength ?? 0) seed \(run.seed): "
        + "\(fuzzer.events) events, \(fuzzer.checks) checked states, "
        + "\(fuzzer.undoneSteps) steps undone and redone in checks, \(fuzzer.refusals) "
        + "refused writes, \(fuzzer.deleteChecks) deletes tried")
    #expect(failure == nil, "\(failure ?? "")")
    #expect(fuzzer.events == Self.limitedEventsPerRun)
    if Self.limitedEventsPerRun >= 300 {
      // The limit was reached and refused text: the checks ran where the reference breaks.
      #expect(fuzzer.refusals > 0)
      #expect(fuzzer.deleteChecks > 0)
    }
  }

  @Test("the limit checks catch a composition out of step with what the field accepted")
  func limitCheckCatchesAnEngineOutOfStep() throws {
    // The reference's bug: the field cuts a write, the automaton keeps what it meant to write.
    var fuzzer = Fuzzer(keyboard: "dubeolsik", seed: 3, maxLength: 2)
    for key in ["ㄱ", "ㅏ", "ㄴ", "ㅏ"] {
      _ = fuzzer.session.tapKey(named: key, at: fuzzer.clock + 1, holding: 0.05)
      fuzzer.clock += 2
    }
    #expect(fuzzer.checkStep() == nil)
    #expect(fuzzer.checkLimit() == nil)
    #expect(fuzzer.session.document.text == "가나")
    for key in ["ㄴ", "ㅏ"] {
      _ = fuzzer.session.tapKey(named: key, at: fuzzer.clock + 1, holding: 0.05)
      fuzzer.clock += 2
    }
    // 가난 + ㅏ wants 가나나: the field keeps 가나, and nothing composes.
    #expect(fuzzer.session.document.text == "가나")
    #expect(fuzzer.session.composingText == "")
    #expect(fuzzer.checkStep() == nil)
    #expect(fuzzer.checkLimit() == nil)
    var planted = fuzzer
    var unlimited = TestFixtures.session("dubeolsik")
    for (index, key) in ["ㄱ", "ㅏ", "ㄴ", "ㅏ", "ㄴ", "ㅏ"].enumerated() {
      _ = unlimited.tapKey(named: key, at: Double(index) * 2 + 1, holding: 0.05)
    }
    #expect(unlimited.document.text == "가나나")
    #expect(unlimited.composingText == "나")
    planted.session.hangul = unlimited.hangul
    let problem = planted.checkStep() ?? planted.checkLimit()
    #expect(problem != nil, "an automaton composing 나 over the field's 가나 went unnoticed")
  }

  @Test("the undo check catches a history that does not return to its recorded start")
  func undoCheckCatchesAWrongStart() throws {
    var fuzzer = Fuzzer(keyboard: "dubeolsik", seed: 7)
    #expect(fuzzer.run(events: 60, stretch: 40) == nil)
    let before = fuzzer.session.undoHistory
    _ = fuzzer.session.tapKey(named: "ㄱ", at: fuzzer.clock + 1, holding: 0.05)
    fuzzer.clock += 2
    try #require(fuzzer.session.undoHistory.canUndo)
    var planted = fuzzer
    #expect(fuzzer.checkUndoModel(before: before) == nil)
    planted.base.append(0x41)
    let problem = planted.checkUndoModel(before: before)
    #expect(problem?.hasPrefix("undoing all") == true, "\(problem ?? "no problem found")")
  }
}

/// One stream of random events on one keyboard.
struct Fuzzer {
  var session: KeyboardSession
  var generator: SeededGenerator
  let keyboard: String
  let seed: UInt64
  /// The text as the host's edits describe it.
  var shadow: [UInt32] = []
  var clock = 0.0
  private(set) var events = 0
  private(set) var checks = 0
  /// What undoing everything must give: the text before the oldest step the history keeps.
  var base: [UInt32] = []
  private(set) var undoneSteps = 0
  private(set) var droppedSteps = 0
  private(set) var sessionUndoChecks = 0
  /// The field's maximum length (UTF-16 units), `nil` for none.
  let maxLength: Int?
  private(set) var refusals = 0
  private(set) var deleteChecks = 0
  /// The last events, as script-like lines, for a failure report.
  var history: [String] = []

  static let pastes = [
    "안녕하세요", "a", "ㄱ", "\u{301}e", "👍🏽", "x\ny", "가나다 라마", "\u{200D}", "ok.", "😀😀",
  ]

  init(keyboard: String, seed: UInt64, maxLength: Int? = nil) {
    self.keyboard = keyboard
    self.seed = seed
    self.maxLength = maxLength
    var settings = KeyboardSettings()
    settings.isUndoRedoEnabled = true
    session = TestFixtures.session(keyboard, settings: settings)
    if let maxLength {
      var traits = session.traits
      traits.maxLength = maxLength
      session.setTraits(traits)
    }
    session.log.isTracing = true
    _ = session.log.takeTrace()
    generator = SeededGenerator(seed: seed &* 0x9E37_79B9 &+ UInt64(keyboard.utf8.count))
    shadow = Array(session.document.text.unicodeScalars.map(\.value))
    base = shadow
  }

  /// Runs `events` events; nil when every check held, else what broke.
  mutating func run(events total: Int, stretch: Int) -> String? {
    while events < total {
      let before = session.undoHistory
      let line = step()
      events += 1
      history.append(line)
      if history.count > 30 { history.removeFirst() }
      if let problem = checkStep() { return report(problem) }
      if maxLength != nil, let problem = checkLimit() { return report(problem) }
      if let problem = checkUndoModel(before: before) { return report(problem) }
      if events % stretch == 0, let problem = checkSessionUndoAll() { return report(problem) }
    }
    return nil
  }

  private func report(_ problem: String) -> String {
    "\(keyboard) seed \(seed) event \(events): \(problem)\nlast events:\n"
      + history.joined(separator: "\n") + "\ntext \(debugText(session.document.text))"
  }

  private func debugText(_ text: String) -> String {
    String(reflecting: text)
  }

  // MARK: - Events

  private mutating func randomKey() -> String? {
    let names = session.currentLayout.map { Array($0.keyNames.joined()) } ?? []
    return names.randomElement(using: &generator)
  }

  private mutating func chance(_ percent: Int) -> Bool {
    Int.random(in: 0..<100, using: &generator) < percent
  }

  private mutating func number(_ range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &generator)
  }

  /// One random event; returns it as a script-like line.
  mutating func step() -> String {
    clock += 0.05 + number(0...0.6)
    let roll = Int.random(in: 0..<100, using: &generator)
    switch roll {
    case 0..<55:
      guard let key = randomKey() else { return "no keys" }
      _ = session.tapKey(named: key, at: clock, holding: 0.04 + number(0...0.08))
      clock += 0.15
      return "tap \(key)"
    case 55..<60:
      guard let key = randomKey() else { return "no keys" }
      _ = session.tapKey(named: key, at: clock, holding: 0.05)
      _ = session.tapKey(named: key, at: clock + 0.1, holding: 0.05)
      clock += 0.3
      return "tap \(key) x2"
    case 60..<66:
      guard let key = randomKey() else { return "no keys" }
      let hold = number(0.3...1.6)
      _ = session.tapKey(named: key, at: clock, holding: hold)
      clock += hold
      return "press \(key) \(Int(hold * 1000))"
    case 66..<76:
      guard
        let key = chance(50)
          ? ["space", "delete", "switch"].randomElement(using: &generator) : randomKey()
      else { return "no keys" }
      let dx = number(-160...160)
      let dy = chance(70) ? number(-12...12) : number(-90...90)
      let duration = number(0.08...0.7)
      let steps = Int.random(in: 1...12, using: &generator)
      _ = session.dragKey(
        named: key, dx: dx, dy: dy, at: clock, over: duration, steps: steps)
      clock += duration
      return "drag \(key) \(Int(dx)) \(Int(dy)) \(Int(duration * 1000)) steps=\(steps)"
    case 76..<80:
      guard let first = randomKey(), let second = randomKey(),
        let a = session.keyCenter(named: first), let b = session.keyCenter(named: second)
      else { return "no keys" }
      session.send(.touch(.down, finger: 1, at: Point(x: a.x, y: a.y)), at: clock)
      session.send(.touch(.down, finger: 2, at: Point(x: b.x, y: b.y)), at: clock + 0.03)
      let firstUp = chance(50)
      for (finger, time) in [(firstUp ? 1 : 2, clock + 0.06), (firstUp ? 2 : 1, clock + 0.09)] {
        let point = session.lastTouchPoint[finger] ?? .zero
        session.send(.touch(.up, finger: finger, at: point), at: time)
      }
      clock += 0.1
      return "rollover \(first) \(second)"
    case 80..<82:
      guard let key = randomKey(), let a = session.keyCenter(named: key) else { return "no keys" }
      session.send(.touch(.down, finger: 1, at: Point(x: a.x, y: a.y)), at: clock)
      session.send(
        .touch(.cancel, finger: 1, at: session.lastTouchPoint[1] ?? .zero), at: clock + 0.05)
      return "cancel \(key)"
    case 82..<87:
      session.perform(.undo, at: clock, gesture: "undo button")
      return "undo"
    case 87..<89:
      session.perform(.redo, at: clock, gesture: "redo button")
      return "redo"
    case 89..<92:
      let text = Self.pastes.randomElement(using: &generator) ?? "a"
      session.paste(text, at: clock)
      return "paste \(debugText(text))"
    case 92..<95:
      let cell = Int.random(in: 0...2, using: &generator)
      _ = session.pickCandidate(cell, at: clock)
      return "pick \(cell)"
    default:
      let wait = number(0...2.5)
      clock += wait
      session.advance(to: clock)
      return "wait \(Int(wait * 1000))"
    }
  }

  // MARK: - Checks

  /// The per-event invariants; the trace's edits are applied to the shadow first.
  mutating func checkStep() -> String? {
    checks += 1
    let document = session.document
    for line in session.log.takeTrace() {
      if line.contains("refused text past max-length") { refusals += 1 }
      for edit in Self.edits(in: line) {
        let lower = edit.range.lowerBound
        let upper = edit.range.upperBound
        guard lower >= 0, lower <= upper, upper <= shadow.count else {
          return "edit \(edit) outside the \(shadow.count) scalars the host had (\(line))"
        }
        let replaced = Array(edit.replaced.unicodeScalars.map(\.value))
        guard Array(shadow[lower..<upper]) == replaced else {
          return "edit \(edit) replaces text that was not there (\(line))"
        }
        shadow.replaceSubrange(lower..<upper, with: edit.text.unicodeScalars.map(\.value))
      }
    }
    let text = Array(document.text.unicodeScalars.map(\.value))
    guard text == shadow else {
      return "the host's edits give \(debugText(String(scalars: shadow))), the field holds "
        + debugText(document.text)
    }
    guard document.cursor >= 0, document.cursor <= document.count else {
      return "cursor \(document.cursor) outside 0...\(document.count)"
    }
    if let selection = document.selection,
      selection.lowerBound < 0 || selection.upperBound > document.count
    {
      return "selection \(selection) outside 0...\(document.count)"
    }
    let composing = Array(session.composingText.unicodeScalars.map(\.value))
    let beforeCursor = text[0..<document.cursor]
    guard beforeCursor.count >= composing.count,
      Array(beforeCursor.suffix(composing.count)) == composing
    else {
      return "composing \(debugText(session.composingText)) is not the end of the text before "
        + "the cursor \(debugText(String(scalars: Array(beforeCursor))))"
    }
    guard session.styles.count == document.count else {
      return "styles cover \(session.styles.count) scalars, the text has \(document.count)"
    }
    return nil
  }

  /// In a length-limited field: the field is within its limit, and a delete tried on a copy
  /// of the session changes only the end of the text before the cursor — at most the
  /// characters the automaton composes or committed in this run, or the last character — and
  /// never makes the text longer.
  mutating func checkLimit() -> String? {
    guard let maxLength else { return nil }
    let document = session.document
    guard document.utf16Count == document.text.utf16.count else {
      return "the field counts \(document.utf16Count) UTF-16 units, its text has "
        + "\(document.text.utf16.count)"
    }
    guard document.utf16Count <= maxLength else {
      return "the field holds \(document.utf16Count) UTF-16 units, past max-length \(maxLength)"
    }
    guard document.selection == nil, document.cursor > 0 else { return nil }
    let engine = session.hangul
    let reach = max(
      document.lastCharacterScalarCount, engine.committedCount + engine.composing.count)
    guard engine.committedCount + engine.composing.count <= document.cursor else {
      return "the automaton holds \(engine.committedCount) committed and "
        + "\(engine.composing.count) composing scalars, the field has \(document.cursor) before "
        + "the cursor"
    }
    var copy = session
    copy.log.isTracing = false
    copy.perform(.delete(.single), at: clock + 0.01, gesture: "delete check")
    deleteChecks += 1
    let before = Array(document.text.unicodeScalars.map(\.value))
    let after = Array(copy.document.text.unicodeScalars.map(\.value))
    let tail = Array(before[document.cursor...])
    guard after.count <= before.count, after.count >= tail.count,
      Array(after.suffix(tail.count)) == tail
    else {
      return "a delete turned \(debugText(document.text)) into \(debugText(copy.document.text))"
    }
    let kept = Array(after.prefix(after.count - tail.count))
    var common = 0
    while common < kept.count, common < document.cursor, kept[common] == before[common] {
      common += 1
    }
    guard common >= document.cursor - reach else {
      return "a delete changed text the keyboard no longer composes: "
        + "\(debugText(document.text)) → \(debugText(copy.document.text)) (composing "
        + "\(debugText(session.composingText)), \(engine.committedCount) committed)"
    }
    return nil
  }

  /// Undoing everything on a copy of the history and document gives `base` (moved forward by
  /// the steps the limit dropped during the event just run), and redoing everything gives the
  /// text back.
  mutating func checkUndoModel(before: UndoHistory) -> String? {
    let after = session.undoHistory
    guard after.undoStack.count <= UndoHistory.limit else {
      return "the undo history holds \(after.undoStack.count) steps"
    }
    guard after.canUndo else {
      // Empty (undone to the start, invalidated, or nothing recorded): the start is now.
      base = Array(session.document.text.unicodeScalars.map(\.value))
      return nil
    }
    var document = session.document
    document.isRecordingEdits = false
    var copy = after
    let closing = Self.droppedByClosing(copy)
    var undone = 0
    while copy.canUndo {
      guard copy.undo(in: &document) else {
        return "undo step \(undone + 1) of the history could not find its text"
      }
      undone += 1
    }
    let result = Array(document.text.unicodeScalars.map(\.value))
    // Steps leave the bottom of the history only when it is full (a drop leaves 100 steps,
    // 99 after an undo's own pop): then the kept history starts k steps later, k being what
    // this event dropped (the first k of `before`; a held space can close many steps).
    let full = after.undoStack.count >= UndoHistory.limit - 1
    var candidate = base
    var dropped = 0
    var matched = false
    while true {
      // After dropping k steps, the oldest kept step is `before`'s k-th (unless this event
      // undid all of those).
      let rest = before.undoStack.dropFirst(dropped)
      let consistent = dropped == 0 || rest.isEmpty || after.undoStack.first == rest.first
      if consistent, let expected = Self.advance(candidate, by: after.undoStack.prefix(closing)),
        expected == result
      {
        matched = true
        break
      }
      guard full, dropped < before.undoStack.count,
        let next = Self.advance(candidate, by: [before.undoStack[dropped]])
      else { break }
      candidate = next
      dropped += 1
    }
    guard matched else {
      return "undoing all \(undone) steps gives \(debugText(String(scalars: result))), the "
        + "history started from \(debugText(String(scalars: base))); the last steps: "
        + Self.describe(after)
    }
    base = candidate
    droppedSteps += dropped
    undoneSteps += undone
    // Redoing what was just undone (the session's own redo steps stay on the stack).
    for step in 0..<undone {
      guard copy.redo(in: &document) else { return "redo step \(step + 1) could not find its text" }
    }
    guard document.text == session.document.text else {
      return "undoing and redoing everything gives \(debugText(document.text)), not "
        + "\(debugText(session.document.text)); the last steps: \(Self.describe(after))"
    }
    return nil
  }

  /// Undoing everything through a copy of the session (its undo button) gives the same start.
  mutating func checkSessionUndoAll() -> String? {
    guard session.undoHistory.canUndo else { return nil }
    let expected = Self.advance(
      base,
      by: session.undoHistory.undoStack.prefix(
        Self.droppedByClosing(session.undoHistory)))
    var copy = session
    copy.log.isTracing = false
    var time = clock + 1
    var undone = 0
    while copy.undoHistory.canUndo && undone <= UndoHistory.limit {
      copy.perform(.undo, at: time, gesture: "undo button")
      time += 0.5
      undone += 1
    }
    sessionUndoChecks += 1
    let result = Array(copy.document.text.unicodeScalars.map(\.value))
    guard result == expected else {
      return "undoing all \(undone) steps with the undo button gives "
        + "\(debugText(copy.document.text)), the history started from "
        + debugText(String(scalars: expected ?? []))
    }
    return nil
  }

  /// The history's last steps and its open one, for a failure report.
  static func describe(_ history: UndoHistory) -> String {
    let steps = history.undoStack.suffix(4) + (history.open.map { [$0] } ?? [])
    return steps.map {
      "\($0.start): \(String(reflecting: String(scalars: $0.old))) → "
        + "\(String(reflecting: String(scalars: $0.new))) (\($0.kind))"
    }.joined(separator: ", ") + (history.open == nil ? "" : " (open)")
  }

  /// How many steps closing `history`'s open step pushes off a full stack (the first undo
  /// closes it).
  static func droppedByClosing(_ history: UndoHistory) -> Int {
    guard let open = history.open, open.old != open.new else { return 0 }
    return max(0, history.undoStack.count + 1 - UndoHistory.limit)
  }

  /// `text` with `steps` done in order; nil when a step's old text is not where it says.
  static func advance<S: Sequence>(_ text: [UInt32], by steps: S) -> [UInt32]?
  where S.Element == UndoHistory.Step {
    var text = text
    for step in steps {
      let end = step.start + step.old.count
      guard step.start >= 0, end <= text.count, Array(text[step.start..<end]) == step.old
      else { return nil }
      text.replaceSubrange(step.start..<end, with: step.new)
    }
    return text
  }

  /// The document edits a trace line reports, in order: `insert "x" at 3`,
  /// `replace 0..<1 "ㄷ" with "도"`. Quoted text elsewhere (a key's output, the state line) is
  /// skipped, so its contents are never read as an edit.
  static func edits(in line: String) -> [DocumentEdit] {
    var text = Substring(line)
    // A pick's cell shows its candidate as it looks (quotes included): read after it.
    if line.hasPrefix("pick "), let arrow = line.range(of: " → ") {
      text = line[arrow.upperBound...]
    }
    if line.hasPrefix("  text ") { return [] }
    var scanner = EditScanner(text: Array(text.unicodeScalars))
    return scanner.edits()
  }
}

/// Reads the edits out of a trace line, scalar by scalar.
struct EditScanner {
  let text: [Unicode.Scalar]
  var index = 0

  init(text: [Unicode.Scalar]) {
    self.text = text
  }

  mutating func edits() -> [DocumentEdit] {
    var found: [DocumentEdit] = []
    while index < text.count {
      let mark = index
      if consume("insert \""), let inserted = quoted(), consume(" at "), let at = integer() {
        found.append(DocumentEdit(range: at..<at, replaced: "", text: inserted))
        continue
      }
      index = mark
      if consume("replace "), let lower = integer(), consume("..<"), let upper = integer(),
        consume(" \""), let replaced = quoted(), consume(" with \""), let inserted = quoted()
      {
        found.append(DocumentEdit(range: lower..<upper, replaced: replaced, text: inserted))
        continue
      }
      index = mark
      if text[index] == "\"" {
        index += 1
        _ = quoted()
      } else {
        index += 1
      }
    }
    return found
  }

  private mutating func consume(_ literal: String) -> Bool {
    let scalars = Array(literal.unicodeScalars)
    guard index + scalars.count <= text.count,
      Array(text[index..<(index + scalars.count)]) == scalars
    else { return false }
    index += scalars.count
    return true
  }

  private mutating func integer() -> Int? {
    var value = 0
    var digits = 0
    while index < text.count, let digit = Int(String(text[index])), text[index].isASCII {
      value = value * 10 + digit
      digits += 1
      index += 1
    }
    return digits > 0 ? value : nil
  }

  /// The rest of a quoted string whose opening quote was consumed, unescaped.
  private mutating func quoted() -> String? {
    var result = String.UnicodeScalarView()
    while index < text.count {
      let scalar = text[index]
      index += 1
      switch scalar {
      case "\"": return String(result)
      case "\\":
        guard index < text.count else { return nil }
        let escaped = text[index]
        index += 1
        switch escaped {
        case "n": result.append("\n")
        case "t": result.append("\t")
        default: result.append(escaped)
        }
      default: result.append(scalar)
      }
    }
    return nil
  }
}

extension String {
  init(scalars: [UInt32]) {
    var view = String.UnicodeScalarView()
    for value in scalars { if let scalar = Unicode.Scalar(value) { view.append(scalar) } }
    self = String(view)
  }
}

extension KeyboardSession {
  /// Touches the key down, moves by (dx, dy) points in `steps` equal moves over `duration`
  /// seconds, and releases at the end point; false when the key is not on the page.
  fileprivate mutating func dragKey(
    named name: String, dx: Double, dy: Double, at time: Double, over duration: Double, steps: Int
  ) -> Bool {
    guard let start = keyCenter(named: name) else { return false }
    send(.touch(.down, finger: 0, at: start), at: time)
    let n = max(steps, 1)
    for i in 1...n {
      let point = Point(
        x: start.x + dx * Double(i) / Double(n), y: start.y + dy * Double(i) / Double(n))
      send(.touch(.move, finger: 0, at: point), at: time + duration * Double(i) / Double(n))
    }
    send(.touch(.up, finger: 0, at: Point(x: start.x + dx, y: start.y + dy)), at: time + duration)
    return true
  }
}
