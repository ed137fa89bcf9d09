/// What one key did to the composing buffer: the text it finished and the jamo it produced.
///
/// 두벌식 `[간]` + ㄱ: `committed` = 간, composing becomes `[ㄱ]`, `produced` = ㄱ.
/// `produced == 0` means the key had no effect (획 with nothing composing).
struct ProcessorStep {
  /// Characters that left the composing buffer, in order.
  var committed: HangulText
  /// The jamo the key effectively produced, repeated by a long press (§2.9); 0 = no effect.
  var produced: UInt32

  @inline(__always) init(committed: HangulText = HangulText(), produced: UInt32) {
    self.committed = committed
    self.produced = produced
  }

  static let noEffect = ProcessorStep(produced: 0)
}
