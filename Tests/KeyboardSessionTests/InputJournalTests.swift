import Gestures
import KeyboardLayouts
import SessionScripts
import TestSupport
import Testing

@testable import KeyboardSession

/// The journal and the script language are one: every input the session journals is one
/// script line, and that line parses back to the same input; a recording replayed from its
/// text ends in the same field, cursor and undo history as the session it recorded.
@Suite("the input journal and its text")
struct InputJournalTests {
  /// A small deterministic generator (SplitMix64), so a failing seed can be run again.
  struct Generator {
    var state: UInt64

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
      range.lowerBound + Int(next() % UInt64(range.count))
    }

    mutating func pick<T>(_ values: [T]) -> T { values[int(0...(values.count - 1))] }

    /// A coordinate with the fractions a mouse in keyboard points has.
    mutating func coordinate() -> Double { Double(int(-400...4_000)) / 8 }

    mutating func text() -> String {
      let pieces = ["가", "나", "a", "B", " ", "\n", "\t", "\"", "\\", "€", "😀", "ㅋ", "x y"]
      return (0..<int(0...5)).map { _ in pick(pieces) }.joined()
    }
  }

  /// Inputs that have a script verb, with values a script can carry.
  static func scriptableInput(_ random: inout Generator) -> SessionInput {
    switch random.int(0...11) {
    case 0:
      let kind: TouchEvent.Kind = random.pick([.down, .move, .up, .cancel])
      return .touch(
        kind, finger: random.int(0...2), at: Point(x: random.coordinate(), y: random.coordinate()))
    case 1: return .paste(random.text())
    case 2: return .host(.commit)
    case 3: return .host(.insert(random.text()))
    case 4:
      let from = random.int(0...20)
      return .host(.select(from: from, to: from + random.int(0...5)))
    case 5:
      return .host(
        random.pick([
          .deleteForward, .style(.bold), .style(.italic), .answer(true), .answer(false),
          .scroll(forward: true), .scroll(forward: false), .dismiss,
        ]))
    case 6: return random.pick([.undo(source: .button), .redo(source: .button)])
    case 7: return .bar(random.pick([.pick(random.int(0...9)), .remove(random.int(0...9))]))
    case 8:
      return .keyboard(random.pick(["naratgeul", "cheonjiin", "dubeolsik", "qwerty", "unified"]))
    case 9:
      let key = random.pick(SettingKey.allCases)
      return .setting(key, key.value(in: KeyboardSettings()))
    case 10:
      return .field([FieldAssignment(.text, random.text()), FieldAssignment(.cursor, "0")])
    default:
      return .field([FieldAssignment(.cursor, String(random.int(0...9)))])
    }
  }

  @Test("a generated input is one script line that parses back to it", arguments: 1...40)
  func inputRoundTrip(seed: UInt64) throws {
    var random = Generator(state: seed)
    for index in 0..<50 {
      let input = Self.scriptableInput(&random)
      let command = try #require(input.scriptCommand, "\(input) has no script line")
      let line = command.scriptLine
      let parsed = try ReplayParser.parse(line: line, number: index + 1, file: "journal")
      #expect(parsed?.input == input, "seed \(seed): \(line)")
    }
  }

  @Test("a session's journal written as text parses back to the same journal", arguments: 1...20)
  func journalRoundTrip(seed: UInt64) throws {
    var random = Generator(state: seed)
    var session = TestFixtures.session("dubeolsik", text: "가나다 abc", cursor: 2)
    session.log.startJournal()
    var time = 1.0
    for _ in 0..<60 {
      time += Double(random.int(1...400)) / 1000
      session.send(Self.scriptableInput(&random), at: time)
    }
    let journal = session.log.takeJournal().map(\.input).filter { $0.scriptCommand != nil }
    #expect(!journal.isEmpty)
    var parsed: [SessionInput] = []
    for (index, input) in journal.enumerated() {
      let line = try #require(input.scriptCommand).scriptLine
      let command = try ReplayParser.parse(line: line, number: index + 1, file: "journal")
      parsed.append(try #require(command?.input, "\(line) names no input"))
    }
    #expect(parsed == journal)
  }

  /// Inputs as the terminal app sends them: text from the terminal and the input method,
  /// taps by key name, pastes, the host's cursor moves, undo and redo, settings.
  static func liveInput(_ random: inout Generator, _ session: KeyboardSession) -> SessionInput {
    switch random.int(0...12) {
    case 0...4:
      let scalars: [Unicode.Scalar] = ["가", "ㄱ", "ㅏ", "한", "a", "Z", " ", ".", "1", "\n", "?"]
      return .character(random.pick(scalars))
    case 5: return .text(random.pick(["안녕", "하세요", "ok", "세상 world"]))
    case 6: return .keys([random.pick(["space", "delete", "shift", "switch"])], holding: nil)
    case 7: return .paste(random.pick(["붙여", "paste me", ""]))
    case 8:
      let count = session.document.count
      let offset = random.int(0...count)
      return .host(
        random.pick([
          .moveCursor(to: offset, selecting: nil),
          .moveCursor(to: count, selecting: min(offset, count)..<count),
          .collapseSelection(toEnd: true), .extendSelection(-1), .deleteForward,
        ]))
    case 9: return random.pick([.undo(source: .key), .redo(source: .key)])
    case 10: return .host(.commit)
    case 11:
      return .setting(.gridKeys, random.pick(["on", "off"]))
    default:
      return .host(.insert(random.pick(["€", "", "¿"])))
    }
  }

  @Test("a recording replays to the same text, cursor and undo history", arguments: 1...12)
  func recordingReplays(seed: UInt64) throws {
    var random = Generator(state: seed)
    let keyboard = random.pick(["naratgeul", "cheonjiin", "dubeolsik", "qwerty", "unified"])
    var session = TestFixtures.session(keyboard)
    var lines: [String] = []
    let sink = LineSink()
    var recorder = SessionRecorder(session: session, notes: []) { sink.append($0) }
    session.log.startJournal()
    var time = 1.0
    for _ in 0..<80 {
      time = max(time, session.now) + Double(random.int(30...900)) / 1000
      let input = Self.liveInput(&random, session)
      session.send(input, at: time)
      session.send(.tick, at: session.now)
      recorder.take(from: &session, holding: false)
    }
    recorder.finish(&session)
    lines = sink.lines
    var replay = ReplayRunner(session: TestFixtures.session(keyboard), file: "recording")
    for (index, line) in lines.enumerated() {
      try replay.run(line: line, number: index + 1)
    }
    replay.session.send(.tick, at: replay.clock)
    #expect(replay.session.document.text == session.document.text, "seed \(seed)")
    #expect(replay.session.document.cursor == session.document.cursor, "seed \(seed)")
    #expect(replay.session.undoHistory.undoStack == session.undoHistory.undoStack, "seed \(seed)")
    #expect(replay.session.undoHistory.redoStack == session.undoHistory.redoStack, "seed \(seed)")
  }
}

/// Collects a recorder's lines (the recorder writes through a sendable closure).
final class LineSink: @unchecked Sendable {
  private(set) var lines: [String] = []

  func append(_ line: String) { lines.append(line) }
}
