import KeyboardApp
import KeyboardScreen
import KeyboardSession
import LearningStore
import Synchronization
import TerminalKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The running keyboard's pasteboard and clipboard history: the shared pasteboard files in
/// the data directory and the history in the store (its own connection, used from the
/// screen's thread only, which is why the unchecked conformance is sound).
///
/// The store is the truth: every call reads it or writes one change to it, nothing is cached
/// but the image paths of the last read (for thumbnails). `hasHistoryChanged()` compares the
/// connection's `PRAGMA data_version`, which moves whenever another process commits. Failures
/// are kept for the status line (`takeFailures()`), which says them in the interface's words.
public final class ClipboardServices: ClipboardAccess, @unchecked Sendable {
  public let pasteboard: Pasteboard
  public let store: LearningStore?
  private var recorder = ClipboardRecorder()
  /// The images of the last history read, for their thumbnails.
  private var images: [Int64: ClipboardImage] = [:]
  /// The store's `data_version` at the last history read.
  private var readVersion: Int64?
  private var failures: [ClipboardProblem] = []
  private let clock: @Sendable () -> Date
  /// Records copied images off the screen's thread (ClipboardImageWorker.swift).
  private let imageWorker: ClipboardImageWorker?

  public init(
    pasteboard: Pasteboard, store: LearningStore?, clock: @escaping @Sendable () -> Date,
    imageWorker: ClipboardImageWorker? = nil
  ) {
    self.pasteboard = pasteboard
    self.store = store
    self.clock = clock
    self.imageWorker = imageWorker
  }

  /// The user's pasteboard and store (`$XDG_DATA_HOME/sykb`); nil without a data directory.
  /// Opening trims the history to its limits and collects unused image files and what killed
  /// copies left in the pasteboard; what fails is said with the first capture.
  public static func open(environment: [String: String], persistent: Bool) -> ClipboardServices? {
    guard persistent else { return nil }
    let paths: StorePaths
    do throws(StoreError) {
      paths = try StorePaths(environment: environment)
    } catch {
      // `LearningServices` opened the same paths first and said what was wrong with them.
      return nil
    }
    var failures: [ClipboardProblem] = []
    // The same file as the learned words: `LearningServices` checks it (quick_check) on its
    // writer queue after the first frame, so this second connection does not read it all.
    var store: LearningStore?
    do throws(StoreError) {
      store = try LearningStore(path: paths.learningStore, checksIntegrity: false)
    } catch {
      failures.append(.historyUnavailable(error.description))
    }
    do throws(StoreError) {
      try store?.prepareClipboard()
    } catch {
      // The history still works; only the trim or the clean-up waits for the next start.
      failures.append(.cleanUpFailed(error.description))
    }
    let pasteboard = Pasteboard(directory: paths.pasteboardDirectory)
    // The directory exists from the start, so the watcher sees the first copy at once.
    do throws(StoreError) {
      try pasteboard.prepare()
    } catch {
      failures.append(.pasteboardUnavailable(error.description))
    }
    let services = ClipboardServices(
      pasteboard: pasteboard, store: store, clock: { Date() },
      imageWorker: store.map { ClipboardImageWorker(storePath: $0.path) })
    services.failures = failures
    return services
  }

  public func capture(settings: KeyboardSettings) -> ClipboardCapture {
    guard let store else { return ClipboardCapture(message: takeFailures().first) }
    var capture: ClipboardCapture
    let worker = imageWorker
    let outcome = recorder.capture(
      pasteboard, into: store, settings: settings, at: clock(),
      images: worker.map { worker in { worker.submit($0, at: $1) } })
    switch outcome {
    case .recorded(let outcome):
      capture = Self.capture(outcome)
    case .failed(let reason):
      capture = ClipboardCapture(message: .recordingFailed(reason))
    case .unchanged, .notAllowed, .concealed, .imagesOff, .imageHandedOver:
      capture = ClipboardCapture()
    }
    if capture.message == nil, let failure = takeFailures().first { capture.message = failure }
    return capture
  }

  public var isRecordingImages: Bool { imageWorker?.isBusy ?? false }

  public func finishedImageCapture() -> ClipboardCapture? {
    guard let results = imageWorker?.take(), !results.isEmpty else { return nil }
    var merged = ClipboardCapture()
    for result in results {
      let capture: ClipboardCapture
      switch result {
      case .recorded(let outcome): capture = Self.capture(outcome)
      case .failed(let reason): capture = ClipboardCapture(message: .recordingFailed(reason))
      }
      merged.historyChanged = merged.historyChanged || capture.historyChanged
      if let message = capture.message { merged.message = message }
    }
    return merged
  }

  private static func capture(_ outcome: ClipboardAddOutcome) -> ClipboardCapture {
    switch outcome {
    case .imageRefused(let reason):
      return ClipboardCapture(message: .imageRefused(reason))
    case .tooLong(let characters):
      return ClipboardCapture(message: .tooLongToRecord(characters: characters))
    case .alreadyRecorded, .empty:
      return ClipboardCapture()
    default:
      return ClipboardCapture(historyChanged: true)
    }
  }

  public func pasteboardText() -> String? {
    do throws(StoreError) {
      guard case .text(let text)? = try pasteboard.read()?.item else { return nil }
      return text
    } catch {
      fail(.pasteboardUnreadable(error.description))
      return nil
    }
  }

  public func copy(text: String) {
    do throws(StoreError) {
      try pasteboard.copy(.text(text))
    } catch {
      fail(.copyFailed(error.description))
    }
  }

  public func history() -> [ClipboardEntry] {
    guard let store else { return [] }
    let history: ClipboardHistory
    do throws(StoreError) {
      // The version first: a change committed while reading shows as changed next time.
      readVersion = try store.dataVersion()
      history = try store.clipboardHistory()
    } catch {
      fail(.historyUnreadable(error.description))
      return []
    }
    images = [:]
    return history.items.map { item in
      if let image = item.image { images[item.id] = image }
      return ClipboardEntry(
        id: item.id, text: item.text, isPinned: item.isPinned,
        image: item.image.map {
          ClipboardEntry.Image(width: $0.width, height: $0.height, format: $0.format.name)
        })
    }
  }

  public func hasHistoryChanged() -> Bool {
    guard let store, let readVersion else { return false }
    do throws(StoreError) {
      return try store.dataVersion() != readVersion
    } catch {
      fail(.historyFailed(error.description))
      return false
    }
  }

  public func currentText(_ id: Int64) -> String? {
    guard let store else { return nil }
    do throws(StoreError) {
      guard let item = try store.clipboardItem(id: id), item.image == nil else { return nil }
      return item.text
    } catch {
      fail(.historyUnreadable(error.description))
      return nil
    }
  }

  public func restore(_ id: Int64) -> Bool {
    guard let store else { return false }
    do throws(StoreError) {
      guard let item = try store.clipboardItem(id: id) else {
        fail(.deletedElsewhere)
        return false
      }
      if let image = item.image {
        try pasteboard.copy(.image(try store.clipboardImageBytes(image), image.format))
      } else {
        try pasteboard.copy(.text(item.text))
      }
      return true
    } catch {
      fail(.copyFailed(error.description))
      return false
    }
  }

  public func setPinned(_ id: Int64, _ pinned: Bool) -> ClipboardProblem? {
    guard let store else { return nil }
    do throws(StoreError) {
      if pinned {
        switch try store.pinClipboardItem(id: id, at: clock()) {
        case .limitReached: return .pinLimit
        case .notFound: return .deletedElsewhere
        case .changed, .unchanged: return nil
        }
      }
      if try store.unpinClipboardItem(id: id) == .notFound {
        return .deletedElsewhere
      }
      return nil
    } catch {
      return .pinFailed(error.description)
    }
  }

  public func remove(_ ids: [Int64]) {
    do throws(StoreError) {
      try store?.removeClipboardItems(ids: ids)
    } catch {
      fail(.deleteFailed(error.description))
    }
  }

  public func thumbnail(_ id: Int64) -> ImagePixels? {
    guard let store, let image = images[id], let pixels = store.clipboardThumbnail(image) else {
      return nil
    }
    return pixels
  }

  public func takeFailures() -> [ClipboardProblem] {
    defer { failures.removeAll() }
    return failures
  }

  private func fail(_ problem: ClipboardProblem) {
    failures.append(problem)
  }
}
