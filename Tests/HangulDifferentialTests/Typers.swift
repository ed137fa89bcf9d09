import CLibhangul
import Hangul
import TestSupport

/// Types key presses through sykb's 두벌식 engine the way the keyboard session does: jamo keys go
/// to the engine, space asks the engine and inserts a blank, anything else commits and is
/// inserted as is. `⌫` tokens are the delete key.
struct SykbTyper {
  var engine = HangulEngine(layout: .dubeolsik)
  var target = ScalarArrayTarget()

  mutating func type(_ tokens: [DubeolsikKeys.Token]) {
    for token in tokens {
      switch token {
      case .jamo(let scalar, _):
        engine.input(.jamo(scalar), in: &target)
      case .other(" "):
        if engine.space() == .insertSpace { target.insert(" ") }
      case .other(let scalar):
        engine.commit()
        target.insert(String(scalar))
      }
    }
  }

  mutating func backspace() {
    if !engine.delete(in: &target) { target.deleteBackward() }
  }

  var text: String { target.text }
}

/// Types key presses through libhangul's keyboard "2" the way ibus-hangul drives it (as the
/// benchmark's `libhangul_bench.c` does): committed text is collected after every key, and a key
/// libhangul does not handle flushes the preedit and is inserted as is.
enum LibhangulTyper {
  /// Runs `tokens` (plus the given backspaces after them) and returns committed + preedit text.
  static func text(_ tokens: [DubeolsikKeys.Token], backspaces: Int = 0) -> String {
    guard let ic = hangul_ic_new("2") else { return "<no libhangul context>" }
    defer { hangul_ic_delete(ic) }
    var output: [UInt32] = []
    func append(_ s: UnsafePointer<ucschar>?) {
      guard var p = s else { return }
      while p.pointee != 0 {
        output.append(p.pointee)
        p += 1
      }
    }
    for token in tokens {
      let key: Int32
      switch token {
      case .jamo(_, let ascii): key = Int32(ascii)
      case .other(let scalar): key = scalar.isASCII ? Int32(scalar.value) : 0
      }
      let handled = key != 0 && hangul_ic_process(ic, key)
      append(hangul_ic_get_commit_string(ic))
      if !handled {
        append(hangul_ic_flush(ic))
        if case .other(let scalar) = token { output.append(scalar.value) }
      }
    }
    for _ in 0..<backspaces {
      if !hangul_ic_backspace(ic), !output.isEmpty { output.removeLast() }
    }
    append(hangul_ic_get_preedit_string(ic))
    var view = String.UnicodeScalarView()
    for value in output { if let u = Unicode.Scalar(value) { view.append(u) } }
    return String(view)
  }
}
