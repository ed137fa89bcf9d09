import Hangul
import KeyboardLayouts
import KeyboardSession
import Platform
import SykbHost

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The engine benchmark: libhangul's ASCII 두벌식 key files replayed through the whole engine
/// path — processor, two buffers and document edits — exactly as `libhangul_bench` replays
/// them through `hangul_ic_process`, so keys/s and the output checksum compare one to one.
struct EngineBenchmark {
  /// ASCII byte → what the key does: a jamo (compatibility scalar) or 0 for pass-through text.
  ///
  /// Read off the layout files: the QWERTY and 두벌식 grids put their letters in the same
  /// places, so each QWERTY letter types the 두벌식 key where it sits, and its shifted letter
  /// that key's shifted jamo, or the plain one when it has none (libhangul does the same).
  /// Nil when either layout is missing or a key there is not one scalar.
  static func jamoForByte(_ library: LayoutLibrary) -> [UInt32]? {
    guard let latin = library.layout(named: "qwerty")?.grids.first,
      let hangul = library.layout(named: "dubeolsik")?.grids.first
    else { return nil }
    var table = [UInt32](repeating: 0, count: 128)
    for (latinRow, hangulRow) in zip(latin.rows, hangul.rows) {
      for case (.key(let letter), .key(let jamo)) in zip(latinRow.items, hangulRow.items)
      where letter.role == .character && jamo.role == .character {
        guard let plain = scalar(jamo.name), let key = ascii(letter.name) else { return nil }
        table[key] = plain
        if let shiftedLetter = letter.shiftedOutput {
          guard let shiftedKey = ascii(shiftedLetter) else { return nil }
          table[shiftedKey] = jamo.shiftedOutput.flatMap(scalar) ?? plain
        }
      }
    }
    return table
  }

  private static func scalar(_ text: String) -> UInt32? {
    text.unicodeScalars.count == 1 ? text.unicodeScalars.first?.value : nil
  }

  private static func ascii(_ text: String) -> Int? {
    scalar(text).flatMap { $0 < 128 ? Int($0) : nil }
  }

  struct Result {
    var keysPerPass: Int
    var repeats: Int
    var seconds: Double
    var checksum: UInt64
    var outputBytes: Int
  }

  /// Replays `keys` `repeats` times; each pass starts an empty field holding `prefill`
  /// scalars before the cursor (to show the per-key cost does not grow with the document).
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
