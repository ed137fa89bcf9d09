import Platform

/// The modelled system pasteboard, shared by every process as the phone's is: one text or one
/// image, and a change counter that grows with every copy.
///
/// It lives in `<data>/pasteboard/`: `state` names the change count, the kind and the payload
/// file (`7.txt`, `8.png`); each is written to a temporary file, `fsync`ed and renamed, the
/// payload first, so a reader sees the old content or the new one whole. A `lock` file
/// (`flock`) keeps two copies at once from taking the same number.
///
/// `try pasteboard.copy(.text("안녕"))` gives change count 1; `read()` is
/// `PasteboardContent(changeCount: 1, kind: .text("안녕"), isConcealed: false)`.
public struct Pasteboard: Sendable {
  /// The directory (`<data>/pasteboard`).
  public let directory: String

  public init(directory: String) {
    self.directory = directory
  }

  /// What a copy puts on the pasteboard.
  public enum Item: Equatable, Sendable {
    case text(String)
    /// Image bytes as copied, PNG or JPEG.
    case image([UInt8], ImageFormat)
  }

  /// The pasteboard's content at one change count.
  public struct Content: Equatable, Sendable {
    public var changeCount: Int
    public var item: Item
    /// Marked by the app that copied it as concealed (a password manager's copy): the
    /// clipboard history never records it.
    public var isConcealed: Bool

    /// The change count and the payload's digest (`7 3f2a…-12`): which copy this is, even
    /// after the pasteboard's directory was wiped and its count started again.
    public var identity: String {
      switch item {
      case .text(let text): "\(changeCount) " + LearningStore.digest(Array(text.utf8))
      case .image(let bytes, _): "\(changeCount) " + LearningStore.digest(bytes)
      }
    }
  }

  /// The most a payload may be (a pasteboard text or image): 64 MB.
  public static let maximumPayloadBytes = 64 << 20

  private var statePath: String { directory + "/state" }

  /// The change count; 0 for a pasteboard nothing was ever copied to. Cheap: reads one small
  /// file, so the keyboard can compare it on every text change.
  public func changeCount() -> Int {
    // An unreadable state counts as 0: it differs from the last count seen, so the caller
    // goes on to `read()`, which throws the failure for it to report.
    (try? readState())?.changeCount ?? 0  // 0 differs: read() then reports it
  }

  /// The current content; nil when nothing was copied yet or the payload is gone.
  public func read() throws(StoreError) -> Content? {
    guard let state = try readState() else { return nil }
    let path = directory + "/" + state.file
    guard let bytes = try FileSystem.readFile(path, limit: Self.maximumPayloadBytes) else {
      return nil
    }
    let item: Item
    switch state.kind {
    case "text": item = .text(String(decoding: bytes, as: UTF8.self))
    case "png": item = .image(bytes, .png)
    case "jpeg": item = .image(bytes, .jpeg)
    default: return nil
    }
    return Content(changeCount: state.changeCount, item: item, isConcealed: state.isConcealed)
  }

  /// Creates the directory (mode 0700) if it is missing, and removes what killed copies left
  /// (`removeLeftovers()`).
  public func prepare() throws(StoreError) {
    try FileSystem.makeDirectories(directory)
    try removeLeftovers()
  }

  /// Removes payloads the `state` file does not name and temporary files of copies that will
  /// never finish (their process is gone, or they are over an hour old); returns how many.
  /// Holds the copy lock, so a copy in progress keeps its payload.
  @discardableResult
  public func removeLeftovers() throws(StoreError) -> Int {
    guard FileSystem.kind(of: directory) == .directory else { return 0 }
    return try locked { () throws(StoreError) in try removeUnnamed(keeping: readState()?.file) }
  }

  private func removeUnnamed(keeping file: String?) -> Int {
    var removed = 0
    for name in FileSystem.entries(of: directory)
    where name != file && name != "state" && name != "lock" {
      let path = directory + "/" + name
      if name.hasPrefix("."), !FileSystem.isStaleTemporaryFile(name: name, path: path) {
        continue
      }
      if FileSystem.remove(path) { removed += 1 }
    }
    return removed
  }

  /// Runs `body` holding the `lock` file's `flock`.
  private func locked<T>(_ body: () throws(StoreError) -> T) throws(StoreError) -> T {
    let lock: FileDescriptor
    do throws(Errno) {
      lock = try FileDescriptor.open(
        directory + "/lock", .readWrite, options: [.create], permissions: 0o600)
    } catch { throw .fileSystem(path: directory + "/lock", operation: "open", errno: error.code) }
    defer { lock.close() }
    do throws(Errno) { try lock.lockExclusively(wait: true) } catch {
      throw .fileSystem(path: directory + "/lock", operation: "lock", errno: error.code)
    }
    return try body()
  }

  /// Puts an item on the pasteboard ("another app copied this", or the field's copy); returns
  /// the new change count.
  @discardableResult
  public func copy(_ item: Item, concealed: Bool = false) throws(StoreError) -> Int {
    try FileSystem.makeDirectories(directory)
    return try locked { () throws(StoreError) -> Int in
      // A state file that does not parse is replaced: the next change starts again at 1.
      let previous: State?
      do throws(StoreError) {
        previous = try readState()
      } catch {
        previous = nil
      }
      let count = (previous?.changeCount ?? 0) + 1
      let kind: String
      let payload: [UInt8]
      switch item {
      case .text(let text):
        (kind, payload) = ("text", Array(text.utf8))
      case .image(let bytes, let format):
        (kind, payload) = (format == .png ? "png" : "jpeg", bytes)
      }
      let file = "\(count).\(kind == "jpeg" ? "jpg" : kind == "png" ? "png" : "txt")"
      try FileSystem.writeAtomically(payload, to: directory + "/" + file)
      let state = State(changeCount: count, kind: kind, file: file, isConcealed: concealed)
      try FileSystem.writeAtomically(Array(state.text.utf8), to: statePath)
      _ = removeUnnamed(keeping: file)
      return count
    }
  }

  /// The `state` file: `change 7`, `kind text`, `file 7.txt`, `concealed no`.
  struct State: Equatable {
    var changeCount: Int
    var kind: String
    var file: String
    var isConcealed: Bool

    var text: String {
      "change \(changeCount)\nkind \(kind)\nfile \(file)\nconcealed \(isConcealed ? "yes" : "no")\n"
    }
  }

  private func readState() throws(StoreError) -> State? {
    guard let bytes = try FileSystem.readFile(statePath, limit: 4096) else { return nil }
    var fields: [Substring: Substring] = [:]
    for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
      guard let space = line.firstIndex(of: " ") else { continue }
      fields[line[..<space]] = line[line.index(after: space)...]
    }
    guard let count = fields["change"].flatMap({ Int($0) }), let kind = fields["kind"],
      let file = fields["file"], !file.contains("/")
    else {
      throw .invalidValue("\(statePath): not a pasteboard state file")
    }
    return State(
      changeCount: count, kind: String(kind), file: String(file),
      isConcealed: fields["concealed"] == "yes")
  }
}

extension StorePaths {
  /// `$XDG_DATA_HOME/sykb/pasteboard`: the modelled system pasteboard.
  public var pasteboardDirectory: String { dataDirectory + "/pasteboard" }
}
