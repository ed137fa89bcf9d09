import Hangul

/// Drives the real `HangulEngine` over a `ScalarArrayTarget` the way the keyboard session does.
///
/// Keys are written as in the spec, separated by spaces: `"ㅅ 획 ㅏ ㅁ"`; a token of several jamo
/// is one key per jamo (`"ㅣㆍ"`); `␣` is space, `⌫` delete, `획` and `쌍` the 나랏글 keys, and any
/// other character (digit, punctuation) is non-Hangul input: commit, then insert it.
struct Typist {
  var engine: HangulEngine
  var target: ScalarArrayTarget
  /// Every document edit made by `input` (one per key), for Path A/B checks.
  var edits: [HangulEdit] = []

  init(_ layout: HangulLayout, document: String = "") {
    engine = HangulEngine(layout: layout)
    target = ScalarArrayTarget(document)
  }

  var text: String { target.text }

  /// The document with the engine's run marked: `‹` starts the run, the protected committed
  /// characters end with `|`, the composing text is in `[…]`, `!` marks it protected.
  /// 천지인 `가␣ 나` → `‹가|[나]`; after two deletes → `‹[가]!`.
  var snapshot: String {
    let scalars = target.scalars
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

extension HangulText {
  /// Test shorthand: `HangulText("간")`.
  static func of(_ s: String) -> HangulText { HangulText(s) }
}
