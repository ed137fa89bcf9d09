import Hangul
import KeyboardSession
import Platform
import SykbHost

/// The engine benchmark: libhangul's ASCII 두벌식 key files replayed through the whole engine
/// path — processor, two buffers and document edits — exactly as `libhangul_bench` replays
/// them through `hangul_ic_process`, so keys/s and the output checksum compare one to one.
struct EngineBenchmark {
  /// ASCII byte → what the key does: a jamo (compatibility scalar) or 0 for pass-through text.
  static let jamoForByte: [UInt32] = {
    var table = [UInt32](repeating: 0, count: 128)
    let map: [(Character, UInt32)] = [
      ("q", 0x3142), ("w", 0x3148), ("e", 0x3137), ("r", 0x3131), ("t", 0x3145),
      ("y", 0x315B), ("u", 0x3155), ("i", 0x3151), ("o", 0x3150), ("p", 0x3154),
      ("a", 0x3141), ("s", 0x3134), ("d", 0x3147), ("f", 0x3139), ("g", 0x314E),
      ("h", 0x3157), ("j", 0x3153), ("k", 0x314F), ("l", 0x3163),
      ("z", 0x314B), ("x", 0x314C), ("c", 0x314A), ("v", 0x314D), ("b", 0x3160),
      ("n", 0x315C), ("m", 0x3161),
      ("Q", 0x3143), ("W", 0x3149), ("E", 0x3138), ("R", 0x3132), ("T", 0x3146),
      ("O", 0x3152), ("P", 0x3156),
    ]
    for (character, jamo) in map {
      if let ascii = character.asciiValue { table[Int(ascii)] = jamo }
    }
    // Shifted keys without a doubled partner type the plain jamo (libhangul does the same).
    for ascii in UInt8(ascii: "A")...UInt8(ascii: "Z") where table[Int(ascii)] == 0 {
      table[Int(ascii)] = table[Int(ascii) + 32]
    }
    return table
  }()

  struct Result {
    var keysPerPass: Int
    var repeats: Int
    var seconds: Double
    var checksum: UInt64
    var outputBytes: Int
  }

  /// Replays `keys` `repeats` times; each pass starts an empty field holding `prefill`
  /// scalars before the cursor (to show the per-key cost does not grow with the document).
  static func run(keys: [UInt8], repeats: Int, prefill: Int = 0) -> Result {
    let table = jamoForByte
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
