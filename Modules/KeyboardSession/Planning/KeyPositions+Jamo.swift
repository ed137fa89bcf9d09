import Hangul
import KeyboardLayouts

extension TypingPlanner {
  /// What each ASCII letter types by its position on the Hangul letters showing, read from the
  /// layout's keys: 128 compatibility-jamo scalars, 0 where no Hangul key sits. On 두벌식 `r`
  /// is ㄱ (0x3131), `R` shift + ㄱ = ㄲ, and `A` ㅁ (its key has no shifted jamo) — the ASCII
  /// key files of libhangul's benchmark, typed through the layout file rather than a copy of it.
  static func positionJamo(in context: PlanningContext) -> [UInt32] {
    var table = [UInt32](repeating: 0, count: 128)
    guard context.keyboard.isHangulPrimary, let layout = context.layout(for: context.keyboard)
    else { return table }
    let keys = layout.rows.flatMap(\.keys)
    for ascii in UInt8(ascii: "A")...UInt8(ascii: "z") {
      let scalar = Unicode.Scalar(ascii)
      guard KeyboardSession.isLatinLetter(scalar),
        let stroke = positionStroke(Character(scalar), in: context)
      else {
        continue
      }
      let output: String?
      switch stroke {
      case .tap(let name):
        output = keys.first { $0.name == name }?.output
      case .shifted(let name):
        output = keys.first { $0.name == name }.map { $0.shiftedOutput ?? $0.output }
      }
      table[Int(ascii)] = output.flatMap { HangulKey(keyOutput: $0)?.jamo } ?? 0
    }
    return table
  }
}
