internal import CHunspell
import Platform
import Synchronization

/// One loaded hunspell dictionary. Every raw libhunspell call of sykb is in this file.
///
/// `Hunspell(affixPath: "/usr/share/hunspell/en_US.aff", …).spell("teh")` is `false`, and
/// `suggest("teh")` starts with `the`. Words go in and out in the dictionary's own encoding
/// (`SET` in the .aff file): UTF-8 and ISO 8859-1 are converted here; a word the encoding
/// cannot hold (Hangul for a Latin-1 dictionary) is `nil` — the dictionary cannot tell.
///
/// Not thread-safe: hunspell keeps scratch state per handle. One owner uses it at a time
/// (`BackgroundSpellChecker`'s queue, or a command-line tool).
final class Hunspell {
  /// The text encodings sykb converts words to and from.
  enum Encoding: Equatable {
    case utf8
    case latin1
  }

  private let handle: OpaquePointer
  let encoding: Encoding

  /// libhunspell 1.7.1 (Debian's) shares one UTF-8 case table between all its handles, counted
  /// without a lock: two handles made or freed at once on two threads can free it under a third
  /// (`Hello` is then misspelled, or worse). Every create and destroy of this process takes
  /// turns here — the library's own global state, so one lock for the process.
  private static let lifecycle = Mutex(())

  /// Loads a dictionary. Both files are checked first: given a missing file, hunspell would
  /// print to standard error (the screen, while the keyboard runs) and load an empty
  /// dictionary that calls every word wrong.
  ///
  /// The corresponding hunspell functions are `Hunspell_create` and `Hunspell_get_dic_encoding`.
  init(affixPath: String, dictionaryPath: String) throws(SpellingDictionaryError) {
    for path in [affixPath, dictionaryPath] where !Files.isReadable(path) {
      throw .unreadable(path)
    }
    let created = Self.lifecycle.withLock { _ in Hunspell_create(affixPath, dictionaryPath) }
    guard let handle = created else {
      throw .notLoaded(affixPath)
    }
    let name = Hunspell_get_dic_encoding(handle).map { String(cString: $0) } ?? ""
    switch name.uppercased().filter({ $0 != "-" && $0 != "_" }) {
    case "UTF8": encoding = .utf8
    case "ISO88591", "LATIN1": encoding = .latin1
    default:
      Self.lifecycle.withLock { _ in Hunspell_destroy(handle) }
      throw .unsupportedEncoding(name, affixPath)
    }
    self.handle = handle
  }

  deinit {
    Self.lifecycle.withLock { _ in Hunspell_destroy(handle) }
  }

  /// Whether `word` is correct; `nil` when the dictionary's encoding cannot hold it.
  ///
  /// The corresponding hunspell function is `Hunspell_spell`.
  func spell(_ word: String) -> Bool? {
    withEncoded(word) { Hunspell_spell(handle, $0) != 0 }
  }

  /// Corrections for `word`, best first (`teh` → `the`, `eh`, …); `nil` when the encoding
  /// cannot hold the word. Takes from well under a millisecond to half a second (Korean).
  ///
  /// The corresponding hunspell functions are `Hunspell_suggest` and `Hunspell_free_list`.
  func suggest(_ word: String) -> [String]? {
    withEncoded(word) { encoded -> [String] in
      var list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
      let count = Hunspell_suggest(handle, &list, encoded)
      defer { Hunspell_free_list(handle, &list, count) }
      guard let list, count > 0 else { return [] }
      var result: [String] = []
      result.reserveCapacity(Int(count))
      for index in 0..<Int(count) {
        if let text = list[index] { result.append(decoded(text)) }
      }
      return result
    }
  }

  /// Adds `word` to the run-time dictionary (for this handle's lifetime); false when hunspell
  /// refused it or the encoding cannot hold it.
  ///
  /// The corresponding hunspell function is `Hunspell_add`.
  @discardableResult
  func add(_ word: String) -> Bool {
    withEncoded(word) { Hunspell_add(handle, $0) == 0 } ?? false
  }

  /// Removes `word` from the run-time dictionary. Hunspell does this by marking every entry of
  /// the word forbidden — a dictionary word included — so callers remove only what they added.
  ///
  /// The corresponding hunspell function is `Hunspell_remove`.
  @discardableResult
  func remove(_ word: String) -> Bool {
    withEncoded(word) { Hunspell_remove(handle, $0) == 0 } ?? false
  }

  /// Calls `body` with `word` as a NUL-terminated C string in the dictionary's encoding.
  private func withEncoded<T>(_ word: String, _ body: (UnsafePointer<CChar>) -> T) -> T? {
    switch encoding {
    case .utf8:
      return word.withCString(body)
    case .latin1:
      var bytes: [CChar] = []
      bytes.reserveCapacity(word.unicodeScalars.count + 1)
      for scalar in word.unicodeScalars {
        guard scalar.value < 0x100 else { return nil }
        bytes.append(CChar(bitPattern: UInt8(scalar.value)))
      }
      bytes.append(0)
      return bytes.withUnsafeBufferPointer { buffer in
        buffer.baseAddress.map(body)
      }
    }
  }

  /// A C string from hunspell as text (invalid UTF-8 is repaired, never trapped on).
  private func decoded(_ text: UnsafePointer<CChar>) -> String {
    switch encoding {
    case .utf8:
      return String(cString: text)
    case .latin1:
      var scalars = String.UnicodeScalarView()
      var pointer = text
      while pointer.pointee != 0 {
        if let scalar = Unicode.Scalar(UInt32(UInt8(bitPattern: pointer.pointee))) {
          scalars.append(scalar)
        }
        pointer += 1
      }
      return String(scalars)
    }
  }
}
