/// What adding one jamo to the last composing character produced (§2.2).
///
/// `committed == 0` means the character was changed in place (가 + ㄴ → `compose` 간).
/// Otherwise `committed` is finished and `compose` starts the composition: a new jamo
/// (간 + ㄱ → 간 | ㄱ) or 연음 (닭 + ㅏ → 달 | 가).
struct AutomatonResult: Equatable {
  /// The finished character, or 0 when `compose` replaces the last character.
  var committed: UInt32
  /// The character now being composed (never 0).
  var compose: UInt32

  @inline(__always) static func replace(_ c: UInt32) -> AutomatonResult {
    AutomatonResult(committed: 0, compose: c)
  }

  @inline(__always) static func split(_ done: UInt32, _ next: UInt32) -> AutomatonResult {
    AutomatonResult(committed: done, compose: next)
  }

  @inline(__always) var isInPlace: Bool { committed == 0 }
}
