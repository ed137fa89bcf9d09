/// Small in-place edits of a composing buffer used by the processors and the engine.
///
/// All of them work on the inline storage; none allocates. `["간", "ᆢ"].prepend(...)`,
/// `apply(닭 + ㅏ)` turning `[닭]` into `[가]` and returning the finished `[달]`.
extension HangulText {
  /// One value: `HangulText(0xAC04)` is 간.
  ///
  /// Built as one whole value rather than lane by lane: a lane store followed by the whole-value
  /// copy every edit makes defeats store-to-load forwarding and costs about 10 ns a key.
  @inlinable init(_ a: UInt32) {
    self.init(storage: (a, 0, 0, 0, 0, 0, 0, 0), count: 1)
  }

  /// Two values: 달, 가.
  @inlinable init(_ a: UInt32, _ b: UInt32) {
    self.init(storage: (a, b, 0, 0, 0, 0, 0, 0), count: 2)
  }

  /// Replaces the last value (appends when empty).
  @inline(__always) mutating func setLast(_ value: UInt32) {
    if isEmpty { append(value) } else { self[count - 1] = value }
  }

  /// Inserts `value` before the first value; a full buffer drops its last value.
  @inline(__always) mutating func prepend(_ value: UInt32) {
    if count < HangulText.capacity { append(0) }
    var i = count - 1
    while i > 0 {
      self[i] = self[i - 1]
      i -= 1
    }
    self[0] = value
  }

  /// Whether any value is a pending 천지인 stroke (ㆍ or ᆢ).
  @inline(__always) var containsStroke: Bool {
    var i = 0
    while i < count {
      if HangulScalar.isStroke(self[i]) { return true }
      i += 1
    }
    return false
  }

  /// Applies an automaton result to the last value and returns what became committed.
  ///
  /// In place: `[가]` + (→ 간) = `[간]`, nothing committed. Split: `[닭]` + (달 | 가) leaves
  /// `[가]` and returns `[달]`; everything before the last value is committed with it.
  @inline(__always) mutating func apply(_ result: AutomatonResult) -> HangulText {
    if isEmpty || result.isInPlace {
      setLast(result.compose)
      return HangulText()
    }
    var done = self
    done[done.count - 1] = result.committed
    removeAll()
    append(result.compose)
    return done
  }

  /// 두벌식/천지인 internal 종성 복원 inside the buffer: `[갈, ㄱ]` → `[갉]`, `[가, ㄸ]` unchanged.
  @inline(__always) mutating func restoreFinalWithin() {
    guard count >= 2 else { return }
    let merged = HangulAutomaton.merge(self[count - 1], into: self[count - 2])
    guard merged != 0 else { return }
    removeLast()
    self[count - 1] = merged
  }

  /// The buffer without its first `n` values.
  @inline(__always) func droppingFirst(_ n: Int) -> HangulText {
    var rest = self
    rest.removeFirst(n)
    return rest
  }
}
