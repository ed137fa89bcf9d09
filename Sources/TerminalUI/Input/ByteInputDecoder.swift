/// Decodes a raw terminal byte stream: UTF-8 text, control keys, cursor keys and SGR mouse reports.
///
/// ncurses normally does this; this pure decoder serves tests, replays, and terminals whose mouse
/// reports ncurses passes through undecoded. `ESC [ < 0 ; 5 ; 3 M` is a press at column 4, row 2
/// (the report is 1-based); `ESC [ < 32 ; 9 ; 3 M` a drag; `ESC [ < 0 ; 9 ; 3 m` the release.
public enum ByteInputDecoder {
  /// Decodes as much of `bytes` as forms complete inputs; returns them and the unfinished tail
  /// (a partial UTF-8 character or escape sequence, to be prefixed to the next read).
  ///
  /// A lone `ESC` at the very end is left in `remainder`: only a timeout can tell an Esc key
  /// from the start of a sequence.
  public static func decode(_ bytes: [UInt8], time: Double)
    -> (inputs: [TerminalInput], remainder: [UInt8])
  {
    var inputs: [TerminalInput] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x1B {
        switch escapeSequence(bytes, from: index, time: time) {
        case .incomplete:
          return (inputs, Array(bytes[index...]))
        case .decoded(let input, let length):
          if let input { inputs.append(input) }
          index += length
        }
        continue
      }
      let length = utf8Length(byte)
      guard length > 0 else {
        index += 1
        continue
      }
      guard index + length <= bytes.count else {
        return (inputs, Array(bytes[index...]))
      }
      var value = UInt32(byte) & (length == 1 ? 0x7F : UInt32(0xFF >> (length + 1)))
      var valid = true
      for offset in 1..<length {
        let continuation = bytes[index + offset]
        valid = valid && continuation & 0xC0 == 0x80
        value = value << 6 | UInt32(continuation & 0x3F)
      }
      if valid, let input = InputDecoder.input(forCharacter: value) {
        inputs.append(input)
      }
      index += valid ? length : 1
    }
    return (inputs, [])
  }

  private enum Step {
    case incomplete
    case decoded(TerminalInput?, length: Int)
  }

  private static func utf8Length(_ byte: UInt8) -> Int {
    switch byte {
    case 0x00..<0x80: return 1
    case 0xC2..<0xE0: return 2
    case 0xE0..<0xF0: return 3
    case 0xF0..<0xF5: return 4
    default: return 0
    }
  }

  private static func escapeSequence(_ bytes: [UInt8], from start: Int, time: Double) -> Step {
    guard start + 1 < bytes.count else { return .incomplete }
    let introducer = bytes[start + 1]
    if introducer == UInt8(ascii: "O") {
      guard start + 2 < bytes.count else { return .incomplete }
      return .decoded(ss3Keys[bytes[start + 2]].map(TerminalInput.key), length: 3)
    }
    guard introducer == UInt8(ascii: "[") else {
      return .decoded(.key(.escape), length: 1)
    }
    // CSI: parameters and intermediates (0x20…0x3F), then one final byte (0x40…0x7E).
    var end = start + 2
    while end < bytes.count && (0x20...0x3F).contains(bytes[end]) {
      end += 1
    }
    guard end < bytes.count else { return .incomplete }
    let parameters = Array(bytes[(start + 2)..<end])
    let final = bytes[end]
    let length = end - start + 1
    if parameters.first == UInt8(ascii: "<") {
      return .decoded(sgrMouse(parameters.dropFirst(), final: final, time: time), length: length)
    }
    return .decoded(csiKey(parameters, final: final).map(TerminalInput.key), length: length)
  }

  private static func numbers(_ parameters: some Collection<UInt8>) -> [Int] {
    parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map {
      $0.reduce(0) { value, digit in
        (0x30...0x39).contains(digit) ? min(value * 10 + Int(digit - 0x30), 1_000_000) : value
      }
    }
  }

  /// `b ; x ; y` then `M` (press or motion) or `m` (release); b = button + 32 for motion,
  /// 64/65 for the wheel, +4/+8/+16 for shift/meta/ctrl.
  private static func sgrMouse(
    _ parameters: some Collection<UInt8>, final: UInt8, time: Double
  ) -> TerminalInput? {
    let values = numbers(parameters)
    guard values.count == 3, final == UInt8(ascii: "M") || final == UInt8(ascii: "m") else {
      return nil
    }
    let code = values[0] & ~(4 | 8 | 16)
    let column = values[1] - 1
    let row = values[2] - 1
    let kind: MouseEventKind
    switch (code, final) {
    case (0, UInt8(ascii: "M")): kind = .press
    case (0, _): kind = .release
    case (32, UInt8(ascii: "M")): kind = .drag
    case (64, UInt8(ascii: "M")): kind = .scrollUp
    case (65, UInt8(ascii: "M")): kind = .scrollDown
    default: return nil
    }
    return .mouse(MouseEvent(kind: kind, column: column, row: row, time: time))
  }

  private static func csiKey(_ parameters: [UInt8], final: UInt8) -> SpecialKey? {
    let values = numbers(parameters)
    let shifted = values.count == 2 && values[1] == 2
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return shifted ? .shiftRight : .right
    case UInt8(ascii: "D"): return shifted ? .shiftLeft : .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "Z"): return .backTab
    case UInt8(ascii: "~"): return tildeKeys[values.first ?? 0]
    default: return nil
    }
  }

  // `ESC O x`: F1–F4 and the application-mode cursor keys.
  private static let ss3Keys: [UInt8: SpecialKey] = [
    UInt8(ascii: "P"): .function(1), UInt8(ascii: "Q"): .function(2),
    UInt8(ascii: "R"): .function(3), UInt8(ascii: "S"): .function(4),
    UInt8(ascii: "A"): .up, UInt8(ascii: "B"): .down, UInt8(ascii: "C"): .right,
    UInt8(ascii: "D"): .left, UInt8(ascii: "H"): .home, UInt8(ascii: "F"): .end,
  ]

  // `ESC [ n ~`.
  private static let tildeKeys: [Int: SpecialKey] = [
    1: .home, 2: .insert, 3: .deleteForward, 4: .end, 5: .pageUp, 6: .pageDown, 7: .home,
    8: .end, 11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4),
    15: .function(5), 17: .function(6), 18: .function(7), 19: .function(8), 20: .function(9),
    21: .function(10), 23: .function(11), 24: .function(12),
  ]
}
