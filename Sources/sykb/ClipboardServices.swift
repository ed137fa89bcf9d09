import KeyboardSession
import LearningStore
import Synchronization
import TerminalUI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The running keyboard's pasteboard and clipboard history: the shared pasteboard files in
/// the data directory and the history in the store (its own connection, used from the
/// screen's thread only, which is why the unchecked conformance is sound).
final class ClipboardServices: ClipboardAccess, @unchecked Sendable {
  let pasteboard: Pasteboard
  let store: LearningStore?
  private var recorder = ClipboardRecorder()
  /// The images of the last history read, for their thumbnails.
  private var images: [Int64: ClipboardImage] = [:]
  private let clock: @Sendable () -> Date
  /// Records copied images off the screen's thread (ClipboardImageWorker.swift).
  private let imageWorker: ClipboardImageWorker?

  init(
    pasteboard: Pasteboard, store: LearningStore?, clock: @escaping @Sendable () -> Date,
    imageWorker: ClipboardImageWorker? = nil
  ) {
    self.pasteboard = pasteboard
    self.store = store
    self.clock = clock
    self.imageWorker = imageWorker
  }

  /// The user's pasteboard and store (`$XDG_DATA_HOME/sykb`); nil without a data directory.
  static func open(environment: [String: String], persistent: Bool) -> ClipboardServices? {
    guard persistent, let paths = try? StorePaths(environment: environment) else { return nil }
    // The same file as the learned words: `LearningServices` checks it (quick_check) on its
    // writer queue after the first frame, so this second connection does not read it all.
    let store = try? LearningStore(path: paths.learningStore, checksIntegrity: false)
    let pasteboard = Pasteboard(directory: paths.pasteboardDirectory)
    // The directory exists from the start, so the watcher sees the first copy at once.
    try? pasteboard.prepare()
    return ClipboardServices(
      pasteboard: pasteboard, store: store,
      clock: { Date() },
      imageWorker: store.map { ClipboardImageWorker(storePath: $0.path) })
  }

  func capture(settings: KeyboardSettings) -> ClipboardCapture {
    guard let store else { return ClipboardCapture() }
    let worker = imageWorker
    let outcome = recorder.capture(
      pasteboard, into: store, settings: settings, at: clock(),
      images: worker.map { worker in { worker.submit($0, at: $1) } })
    switch outcome {
    case .recorded(let outcome):
      return Self.capture(outcome)
    case .failed(let reason):
      return ClipboardCapture(message: "클립보드: \(reason)")
    case .unchanged, .notAllowed, .concealed, .imagesOff, .imageHandedOver:
      return ClipboardCapture()
    }
  }

  var isRecordingImages: Bool { imageWorker?.isBusy ?? false }

  func finishedImageCapture() -> ClipboardCapture? {
    guard let results = imageWorker?.take(), !results.isEmpty else { return nil }
    var merged = ClipboardCapture()
    for result in results {
      let capture: ClipboardCapture
      switch result {
      case .recorded(let outcome): capture = Self.capture(outcome)
      case .failed(let reason): capture = ClipboardCapture(message: "클립보드: \(reason)")
      }
      merged.historyChanged = merged.historyChanged || capture.historyChanged
      if let message = capture.message { merged.message = message }
    }
    return merged
  }

  private static func capture(_ outcome: ClipboardAddOutcome) -> ClipboardCapture {
    switch outcome {
    case .imageRefused(let reason):
      return ClipboardCapture(message: "이미지를 기록하지 않았습니다: \(reason)")
    case .tooLong(let characters):
      return ClipboardCapture(message: "\(characters)자는 기록하기에 너무 깁니다 (10,000자까지)")
    default:
      return ClipboardCapture(historyChanged: true)
    }
  }

  func pasteboardText() -> String? {
    guard case .text(let text)? = (try? pasteboard.read())?.item else { return nil }
    return text
  }

  func copy(text: String) {
    _ = try? pasteboard.copy(.text(text))
  }

  func history() -> [ClipboardEntry] {
    guard let store, let history = try? store.clipboardHistory() else { return [] }
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

  func restore(_ id: Int64) -> Bool {
    guard let store, let item = try? store.clipboardHistory().items.first(where: { $0.id == id })
    else { return false }
    if let image = item.image {
      guard let bytes = try? store.clipboardImageBytes(image) else { return false }
      return (try? pasteboard.copy(.image(bytes, image.format))) != nil
    }
    return (try? pasteboard.copy(.text(item.text))) != nil
  }

  func setPinned(_ id: Int64, _ pinned: Bool) -> String? {
    guard let store else { return nil }
    do throws(StoreError) {
      if pinned {
        if try store.pinClipboardItem(id: id, at: clock()) == .limitReached {
          return "고정은 20개까지입니다 (20 pinned items at most)"
        }
      } else {
        _ = try store.unpinClipboardItem(id: id)
      }
      return nil
    } catch {
      return error.description
    }
  }

  func remove(_ ids: [Int64]) {
    _ = try? store?.removeClipboardItems(ids: ids)
  }

  func thumbnail(_ id: Int64) -> ImagePixels? {
    guard let store, let image = images[id], let pixels = store.clipboardThumbnail(image) else {
      return nil
    }
    return ImagePixels(width: pixels.width, height: pixels.height, rgba: pixels.rgba)
  }
}
