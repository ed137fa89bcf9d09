import Platform

/// How `sykb shortcuts` and `sykb learned` reach a running keyboard: small files in the data
/// directory that the keyboard watches (inotify, or polling), beside `learning.sqlite`.
///
/// * `shortcuts.changed` — rewritten (atomically) after every `sykb shortcuts add|remove`; the
///   keyboard then reads the shortcuts from the store again. The store itself is the message:
///   the marker only says "look".
/// * `learned.requests` — one line per request, appended: `forget<TAB>WORD<TAB>GENERATION` or
///   `reset<TAB>GENERATION`. `sykb learned forget|reset` changes the store itself, in one
///   transaction that leaves a tombstone (`LearningStore.forgetLearned(_:)`), so no save of a
///   keyboard can bring the word back; the request tells a running keyboard to forget it in
///   its own copy too (the bar stops offering it) and that its saves may hold the word again
///   (`LearnedView.apply(_:)`). The keyboard takes the file (rename, read, delete); one that
///   starts drops requests left over (the store has them already).
///
/// A marker file rather than SQLite's `PRAGMA data_version`: the keyboard's store connection
/// belongs to its writer thread, and a file can be waited on in the event loop like the
/// terminal.
public struct StoreNotices: Sendable, Equatable {
  public var dataDirectory: String

  public init(dataDirectory: String) {
    self.dataDirectory = dataDirectory
  }

  public static let shortcutsMarker = "shortcuts.changed"
  public static let learnedRequests = "learned.requests"

  public var shortcutsMarkerPath: String { dataDirectory + "/" + Self.shortcutsMarker }
  public var learnedRequestsPath: String { dataDirectory + "/" + Self.learnedRequests }

  /// Tells a running keyboard that the shortcuts changed (writes `shortcuts.changed`).
  public func shortcutsChanged() throws(StoreError) {
    let now = wallClockStamp()
    let text =
      "shortcuts changed at \(now.seconds).\(now.nanoseconds) by pid \(Processes.currentID)\n"
    try FileSystem.writeAtomically(Array(text.utf8), to: shortcutsMarkerPath)
  }

  /// Appends a request for the running keyboard (owner-only file, one write per line).
  public func send(_ request: LearnedRequest) throws(StoreError) {
    let path = learnedRequestsPath
    let descriptor: FileDescriptor
    do throws(Errno) {
      descriptor = try FileDescriptor.open(
        path, .writeOnly, options: [.create, .append], permissions: 0o600)
    } catch { throw .fileSystem(path: path, operation: "open", errno: error.code) }
    defer { descriptor.close() }
    let bytes = Array((request.line + "\n").utf8)
    // One write per line, so that two senders' lines never interleave.
    let written: Int
    do throws(Errno) {
      written = try descriptor.write(bytes)
    } catch { throw .fileSystem(path: path, operation: "write", errno: error.code) }
    guard written == bytes.count else {
      throw .fileSystem(path: path, operation: "write", errno: Errno.ioError.code)
    }
  }

  /// Whether requests are waiting (the keyboard has not taken them yet).
  public var hasPendingRequests: Bool {
    (try? Files.status(learnedRequestsPath)) != nil  // missing (or unreachable): none
  }

  /// Takes every waiting request, oldest first, and removes the file; lines that are not
  /// requests are skipped.
  public func takeRequests() -> [LearnedRequest] {
    let taking = learnedRequestsPath + ".taking-\(Processes.currentID)"
    let taken: Void? = try? Files.rename(learnedRequestsPath, to: taking)  // no file: no requests
    guard taken != nil else { return [] }
    defer { try? Files.remove(taking) }  // read already; nothing else to do with a failure
    // Requests are hints from other processes (a `sykb forget`); one lost file only means the
    // store's rows are re-read later, so a failed read is irrelevant.
    let bytes = try? FileSystem.readFile(taking, limit: 1 << 20)  // hints: re-read later
    guard let bytes else { return [] }
    return String(decoding: bytes, as: UTF8.self).split(separator: "\n")
      .compactMap { LearnedRequest(line: String($0)) }
  }
}

/// A change to learned data another process made, for the running keyboard's own copy.
public enum LearnedRequest: Equatable, Sendable {
  /// `sykb learned forget WORD`, made in the store at `generation` (nil: an older sykb that
  /// left the store to the keyboard).
  case forget(String, generation: Int64?)
  /// `sykb learned reset`, made in the store at `generation` (nil as for `forget`).
  case reset(generation: Int64?)

  /// The request for a forget the store made.
  public init(_ forgetting: Forgetting) {
    if let word = forgetting.word {
      self = .forget(word, generation: forgetting.generation)
    } else {
      self = .reset(generation: forgetting.generation)
    }
  }

  /// The store's forget, when the store made it.
  public var forgetting: Forgetting? {
    switch self {
    case .forget(let word, let generation?): Forgetting(word: word, generation: generation)
    case .reset(let generation?): Forgetting(word: nil, generation: generation)
    default: nil
    }
  }

  /// `forget<TAB>WORD<TAB>GENERATION` or `reset<TAB>GENERATION`.
  var line: String {
    switch self {
    case .forget(let word, let generation):
      "forget\t" + word + (generation.map { "\t\($0)" } ?? "")
    case .reset(let generation): "reset" + (generation.map { "\t\($0)" } ?? "")
    }
  }

  init?(line: String) {
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    switch fields.first {
    case "reset" where fields.count == 1:
      self = .reset(generation: nil)
    case "reset" where fields.count == 2:
      guard let generation = Int64(fields[1]) else { return nil }
      self = .reset(generation: generation)
    case "forget" where fields.count == 2 && !fields[1].isEmpty:
      self = .forget(fields[1], generation: nil)
    case "forget" where fields.count == 3 && !fields[1].isEmpty:
      guard let generation = Int64(fields[2]) else { return nil }
      self = .forget(fields[1], generation: generation)
    default:
      return nil
    }
  }
}
