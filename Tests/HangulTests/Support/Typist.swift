import Hangul

/// Drives the real `HangulEngine` over a `ScalarArrayTarget` the way the keyboard session does.
///
/// Keys are written as in the spec, separated by spaces: `"ㅅ 획 ㅏ ㅁ"`; a token of several jamo
/// is one key per jamo (`"ㅣㆍ"`); `␣` is space, `⌫` delete, `획` and `쌍` the 나랏글 keys, and any
/// other character (digit, punctuation) is non-Hangul input: commit, then insert it.
struct Typist {
  var engine: HangulEngine
  var target: RecordingTarget
  /// What every `input` returned (one per key), for Path A/B checks.
  var edits: [HangulEdit] = []

  init(_ layout: HangulLayout, document: String = "") {
    engine = HangulEngine(layout: layout)
    target = RecordingTarget(document)
  }

  var text: String { target.document.text }

  /// The document with the engine's run marked: `‹` starts the run, the protected committed
  /// characters end with `|`, the composing text is in `[…]`, `!` marks it protected.
  /// 천지인 `가␣ 나` → `‹가|[나]`; after two deletes → `‹[가]!`.
  var snapshot: String {
    let scalars = target.document.scalars
    let runLength = engine.committedCount + engine.composing.count
    guard runLength <= scalars.count else { return "<desynchronised: \(text)>" }
    let outsideEnd = scalars.count - runLength
    let committedEnd = outsideEnd + engine.committedCount
    let protectedEnd = outsideEnd + engine.protectedCount
    var s = String.UnicodeScalarView()
    func add(_ range: Range<Int>) {
      for v in scalars[range] { if let u = Unicode.Scalar(v) { s.append(u) } }
    }
    add(0..<outsideEnd)
    var result = String(s) + "‹"
    s = String.UnicodeScalarView()
    if engine.protectedCount > 0 {
      add(outsideEnd..<protectedEnd)
      result += String(s) + "|"
      s = String.UnicodeScalarView()
    }
    add(min(protectedEnd, committedEnd)..<committedEnd)
    result += String(s) + "["
    s = String.UnicodeScalarView()
    add(committedEnd..<scalars.count)
    result += String(s) + "]" + (engine.isComposingProtected ? "!" : "")
    return result
  }

  /// Presses every key of `keys` (see the type's notation).
  mutating func type(_ keys: String) {
    for token in keys.split(separator: " ") { press(String(token)) }
  }

  /// Presses one token.
  mutating func press(_ token: String) {
    switch token {
    case "␣": space()
    case "⌫": delete()
    case "획": input(.stroke)
    case "쌍": input(.double)
    default:
      for scalar in token.unicodeScalars {
        if let key = HangulKey(keyOutput: String(scalar)) {
          input(key)
        } else {
          engine.commit()
          target.insert(String(scalar))
        }
      }
    }
  }

  mutating func input(_ key: HangulKey) { edits.append(engine.input(key, in: &target)) }

  mutating func space() {
    if engine.space() == .insertSpace { target.insert(" ") }
  }

  mutating func delete() {
    if !engine.delete(in: &target) { target.deleteBackward() }
  }

  /// A repeat-delete tick; `false` when the caller would delete instead.
  mutating func deleteWhole() -> Bool { engine.deleteWholeCharacter(in: &target) }

  /// Types `keys`, returning the document text after every key (the spec's "→ ㄷ 다 달 …").
  mutating func trace(_ keys: String) -> [String] {
    var texts: [String] = []
    for token in keys.split(separator: " ") {
      for part in Typist.keys(of: String(token)) {
        press(part)
        texts.append(text)
      }
    }
    return texts
  }

  /// The single keys of one token: `"ㅣㆍ"` → `["ㅣ", "ㆍ"]`, `"획"` → `["획"]`.
  static func keys(of token: String) -> [String] {
    if ["␣", "⌫", "획", "쌍"].contains(token) { return [token] }
    return token.unicodeScalars.map { String($0) }
  }
}

/// A target that records every `replaceBeforeCursor` call, so tests can check that a key made
/// exactly one document edit and which one.
struct RecordingTarget: HangulTextTarget {
  var document: ScalarArrayTarget
  var log: [Edit] = []

  struct Edit: Equatable, CustomStringConvertible {
    var deleting: Int
    var text: String
    var description: String { "replace(\(deleting), \"\(text)\")" }
  }

  init(_ text: String) { document = ScalarArrayTarget(text) }

  func scalarValue(beforeCursor distance: Int) -> UInt32? {
    document.scalarValue(beforeCursor: distance)
  }

  mutating func replaceBeforeCursor(deleting count: Int, with text: HangulText) {
    log.append(Edit(deleting: count, text: text.string))
    document.replaceBeforeCursor(deleting: count, with: text)
  }

  mutating func insert(_ text: String) { document.insert(text) }
  mutating func deleteBackward() { document.deleteBackward() }
}

extension HangulText {
  /// Test shorthand: `HangulText("간")`.
  static func of(_ s: String) -> HangulText { HangulText(s) }
}
