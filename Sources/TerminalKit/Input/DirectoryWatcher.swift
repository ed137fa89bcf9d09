import Platform

/// Notices when another process changes a watched file, and says *which* kind of data changed.
///
/// Linux's equivalent of the phone's App Group change notification: one inotify descriptor
/// watches each directory for `IN_CLOSE_WRITE | IN_MOVED_TO` (a file written in place and
/// closed, or a new file renamed over the old one — how every atomic save ends), so a
/// `sykb settings set` from another terminal is seen at once. Where inotify is unavailable (or
/// a directory cannot be watched) the files are polled instead: their `stat` signature (inode,
/// size, modification time) is compared at most once per `pollInterval`.
///
/// ```
/// let watcher = DirectoryWatcher(watching: [
///   WatchedFile(directory: config, name: "settings.conf", change: .settings),
///   WatchedFile(directory: data, name: "shortcuts.changed", change: .shortcuts),
/// ])
/// // poll(2) `watcher.descriptor` with the terminal; when it is readable, or every second:
/// for change in watcher.takeChanges(now: clock()) { … }   // e.g. [.settings]
/// ```
///
/// Names are matched exactly, so SQLite's own `-wal`/`-shm` traffic and editors' temporary
/// files in the same directory are ignored. A change is reported once however many events it
/// took (an editor's save is often several). The watcher never blocks: `takeChanges` reads
/// what has arrived and returns.
public final class DirectoryWatcher {
  /// How the watcher learns of changes.
  public enum Mode: Sendable, Equatable {
    /// inotify where it works, polling for what it cannot watch.
    case automatic
    /// Polling only (tests of the fallback; file systems without inotify).
    case polling
  }

  public let files: [WatchedFile]
  /// The inotify descriptor to wait on (readable when events arrived); nil when polling only.
  public private(set) var descriptor: Int32?
  /// The least time between two polls, in seconds.
  public let pollInterval: Double

  private var watchedDirectories: [Int32: String] = [:]
  private var polled: [WatchedFile] = []
  private var signatures: [String: FileSignature] = [:]
  private var lastPoll = -Double.infinity
  private var pending = Set<ExternalChange>()

  /// Starts watching `files` (directories that do not exist are polled until they do).
  public init(watching files: [WatchedFile], mode: Mode = .automatic, pollInterval: Double = 1) {
    self.files = files
    self.pollInterval = pollInterval
    var unwatched = Set(files.map(\.directory))
    if Inotify.isAvailable, mode == .automatic, !files.isEmpty { startInotify(&unwatched) }
    polled = files.filter { unwatched.contains($0.directory) }
    for file in polled { signatures[file.path] = FileSignature(path: file.path) }
  }

  private func startInotify(_ unwatched: inout Set<String>) {
    guard let fd = Inotify.start() else { return }
    descriptor = fd.rawValue
    for directory in Set(files.map(\.directory)) {
      if let watch = Inotify.watchWrites(in: directory, on: fd) {
        watchedDirectories[watch] = directory
        unwatched.remove(directory)
      }
    }
    if watchedDirectories.isEmpty {
      fd.close()
      descriptor = nil
    }
  }

  deinit {
    if let descriptor { FileDescriptor(rawValue: descriptor).close() }
  }

  /// True when some file is polled rather than watched with inotify.
  public var isPolling: Bool { !polled.isEmpty }

  /// The kinds of data changed since the last call: inotify events that arrived, and — once
  /// per `pollInterval` of `now` (seconds, any monotonic origin) — the polled files.
  public func takeChanges(now: Double) -> Set<ExternalChange> {
    var changes = pending
    pending.removeAll()
    collect(now: now, into: &changes)
    return changes
  }

  /// Whether `takeChanges` would report something now; what it found is kept for it.
  public func hasChanges(now: Double) -> Bool {
    collect(now: now, into: &pending)
    return !pending.isEmpty
  }

  private func collect(now: Double, into changes: inout Set<ExternalChange>) {
    if descriptor != nil { readEvents(into: &changes) }
    if !polled.isEmpty, now - lastPoll >= pollInterval {
      lastPoll = now
      for file in polled {
        let signature = FileSignature(path: file.path)
        if signature != signatures[file.path] {
          signatures[file.path] = signature
          changes.insert(file.change)
        }
      }
    }
  }

  /// Reads every queued inotify event (the descriptor is non-blocking).
  private func readEvents(into changes: inout Set<ExternalChange>) {
    guard let descriptor else { return }
    Inotify.readEvents(from: FileDescriptor(rawValue: descriptor)) { event in
      if event.overflowed {
        // Events were lost: everything may have changed.
        for file in files { changes.insert(file.change) }
        return
      }
      if event.ignored, let directory = watchedDirectories[event.watch] {
        // The directory went away: poll its files from now on.
        watchedDirectories[event.watch] = nil
        let orphans = files.filter { $0.directory == directory }
        polled += orphans
        for file in orphans {
          signatures[file.path] = FileSignature(path: file.path)
          changes.insert(file.change)
        }
        return
      }
      guard let directory = watchedDirectories[event.watch] else { return }
      for file in files where file.directory == directory && file.name == event.name {
        changes.insert(file.change)
      }
    }
  }
}

extension DirectoryWatcher {
  /// Which of two descriptors became readable first.
  enum Readiness { case input, watched, neither }

  /// Waits until the terminal (`input`) or a watcher is readable; the terminal wins a tie (it
  /// is read at once by the caller). A timeout or a signal is `.neither`.
  static func waitReadable(input: Int32, watched: Int32, milliseconds: Int32) -> Readiness {
    guard
      let ready = FileDescriptor.pollInput(
        FileDescriptor(rawValue: input), FileDescriptor(rawValue: watched),
        milliseconds: milliseconds)
    else { return .neither }
    if ready.first { return .input }
    return ready.second ? .watched : .neither
  }
}

/// What polling compares: a file replaced by rename has a new inode, one rewritten in place a
/// new modification time or size. A missing file has no signature.
struct FileSignature: Equatable {
  var inode: UInt64
  var size: Int64
  var seconds: Int
  var nanoseconds: Int

  init?(path: String) {
    guard let info = try? Files.status(path) else { return nil }  // missing: no signature
    inode = info.inode
    size = Int64(info.size)
    seconds = info.modificationSeconds
    nanoseconds = info.modificationNanoseconds
  }
}
