import Hangul
import KeyboardLayouts
import KeyboardSession
import Platform
import SykbHost

/// The engine benchmark: libhangul's ASCII 두벌식 key files replayed through the whole engine
/// path — processor, two buffers and document edits — exactly as `libhangul_bench` replays
/// them through `hangul_ic_process`, so keys/s and the output checksum compare one to one.
struct EngineBenchmark {
  struct Result {
    var keysPerPass: Int
    var repeats: Int
    var seconds: Double
    var checksum: UInt64
    var outputBytes: Int
  }

  /// Replays `keys` `repeats` times; each pass starts an empty field holding `prefill`
  /// scalars before the cursor (to show the per-key cost does not grow with the document).
  /// `table` is what each ASCII byte types (a jamo, or 0 for pass-through text): the 두벌식
  /// layout's letters by QWERTY position (`KeyboardSession.positionJamo`).
  static func run(keys: [UInt8], table: [UInt32], repeats: Int, prefill: Int = 0) -> Result {
    var document = TextDocument()
    var engine = HangulEngine(layout: .dubeolsik)
    var checksum: UInt64 = 0
    var outputBytes = 0
    var elapsed = 0.0
    let filler = [UInt32](repeating: 0x20, count: prefill)
    for pass in 0..<repeats {
      document.removeAll()
      document.replaceBeforeCursor(deleting: 0, with: filler)
      engine.reset()
      let start = monotonicSeconds()
      keys.withUnsafeBufferPointer { buffer in
        for byte in buffer {
          let jamo = byte < 128 ? table[Int(byte)] : 0
          if jamo != 0 {
            _ = engine.input(.jamo(jamo), in: &document)
          } else {
            engine.commit()
            document.replaceBeforeCursor(deleting: 0, first: UInt32(byte), second: 0)
          }
        }
      }
      engine.commit()
      elapsed += monotonicSeconds() - start
      if pass == 0 {
        let text = document.text(in: prefill..<document.count)
        outputBytes = text.utf8.count
        checksum = fnv1a64(text.utf8)
      }
    }
    return Result(
      keysPerPass: keys.count, repeats: repeats, seconds: elapsed, checksum: checksum,
      outputBytes: outputBytes)
  }

  static func fnv1a64<S: Sequence>(_ bytes: S) -> UInt64 where S.Element == UInt8 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return hash
  }
}
