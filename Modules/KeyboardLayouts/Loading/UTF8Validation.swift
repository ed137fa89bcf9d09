/// Strict UTF-8: the first byte that does not start a well-formed sequence.
///
/// `UTF8Validation.firstInvalidOffset(in: [0x61, 0xC3, 0x28])` is 1 (`C3` needs a
/// continuation byte, `28` is not one); a whole UTF-8 text gives nil. Overlong forms,
/// surrogates and values past U+10FFFF are invalid, as Unicode says. Files sykb reads (layouts,
/// settings, scripts) are checked with this instead of being repaired with U+FFFD, so an
/// EUC-KR file is refused with the place of its first non-UTF-8 byte.
public enum UTF8Validation {
  public static func firstInvalidOffset<Bytes: Collection>(in bytes: Bytes) -> Int?
  where Bytes.Element == UInt8 {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded): offset += encoded.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }
}
