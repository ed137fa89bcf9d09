import KeyboardScreen
import KeyboardSession
import Localization
import TerminalKit

/// The keyboard's door to the system pasteboard and the clipboard history (§4.12).
///
/// The `sykb` executable wires it to the shared pasteboard files and the SQLite store
/// (`ClipboardServices`); `MemoryClipboard` keeps both in memory for tests and `--no-store`.
/// Every call is quick and answers at once; none throws: a failure is kept as a
/// `ClipboardProblem` for the status line, which the app takes with `takeFailures()` after
/// each operation and says in the interface's words.
public protocol ClipboardAccess: AnyObject, Sendable {
  /// Compares the pasteboard's change counter with the last look and records a change into
  /// the history when `settings` allow it (history on, Full Access, not concealed).
  func capture(settings: KeyboardSettings) -> ClipboardCapture
  /// Whether a copied image is still being recorded off the screen's thread (then the loop
  /// asks `finishedImageCapture()` every few milliseconds).
  var isRecordingImages: Bool { get }
  /// What the images recorded since the last call came to; nil while nothing finished.
  func finishedImageCapture() -> ClipboardCapture?
  /// The pasteboard's text, if it holds one (Ctrl-V).
  func pasteboardText() -> String?
  /// The field's copy or cut: the text goes on the pasteboard.
  func copy(text: String)
  /// The history: pinned first (by pin time), then recent (newest first).
  func history() -> [ClipboardEntry]
  /// Puts an item back on the pasteboard (a tapped image); false when it is gone.
  func restore(_ id: Int64) -> Bool
  /// Pins or unpins; returns the problem when refused (the 20-pin limit).
  func setPinned(_ id: Int64, _ pinned: Bool) -> ClipboardProblem?
  /// Deletes items.
  func remove(_ ids: [Int64])
  /// An image item's thumbnail (at most 240 px), read from its file.
  func thumbnail(_ id: Int64) -> ImagePixels?
  /// Whether another process changed the history since the last `history()`: the panel
  /// reads it again before it shows or acts on an item.
  func hasHistoryChanged() -> Bool
  /// An item's text as it is now (another process may have edited it); nil when it is gone
  /// or an image.
  func currentText(_ id: Int64) -> String?
  /// What failed since the last call, oldest first.
  func takeFailures() -> [ClipboardProblem]
}

/// What one look at the pasteboard did: whether the history changed, and what went wrong or
/// was refused, for the status line.
public struct ClipboardCapture: Equatable, Sendable {
  public var historyChanged: Bool
  public var message: ClipboardProblem?

  public init(historyChanged: Bool = false, message: ClipboardProblem? = nil) {
    self.historyChanged = historyChanged
    self.message = message
  }
}

/// What the pasteboard or the clipboard history could not do, said on the status line in the
/// interface's words (`message(_:)`).
///
/// `.copyFailed("…: No space left on device")` reads `클립보드에 복사하지 못했습니다: …` in
/// Korean, `could not copy to the pasteboard: …` in English. A `String` value is a store
/// error or a refusal already in words (a path, the C library's text).
public enum ClipboardProblem: Equatable, Sendable {
  /// The history's store could not be opened.
  case historyUnavailable(String)
  /// Trimming the history or collecting unused files failed (the history still works).
  case cleanUpFailed(String)
  /// The pasteboard's directory could not be made.
  case pasteboardUnavailable(String)
  /// A copy could not be recorded into the history.
  case recordingFailed(String)
  /// A copied image the history does not keep, and why.
  case imageRefused(String)
  /// A copied text over the history's 10,000 characters.
  case tooLongToRecord(characters: Int)
  case pasteboardUnreadable(String)
  case copyFailed(String)
  case historyUnreadable(String)
  /// Whether another process changed the history could not be told.
  case historyFailed(String)
  /// Another process deleted the item meanwhile.
  case deletedElsewhere
  /// Pinning a 21st item.
  case pinLimit
  case pinFailed(String)
  case deleteFailed(String)

  /// The problem in the interface's words.
  public func message(_ words: Words) -> String {
    switch self {
    case .historyUnavailable(let error):
      words(ClipboardPanelText.historyUnavailable, ["error": error])
    case .cleanUpFailed(let error): words(ClipboardPanelText.cleanUpFailed, ["error": error])
    case .pasteboardUnavailable(let error):
      words(ClipboardPanelText.pasteboardUnavailable, ["error": error])
    case .recordingFailed(let reason): words(ClipboardPanelText.recordingFailed, ["reason": reason])
    case .imageRefused(let reason): words(ClipboardPanelText.imageRefused, ["reason": reason])
    case .tooLongToRecord(let count):
      words(ClipboardPanelText.tooLongToRecord, ["count": String(count)])
    case .pasteboardUnreadable(let error):
      words(ClipboardPanelText.pasteboardUnreadable, ["error": error])
    case .copyFailed(let error): words(ClipboardPanelText.copyFailed, ["error": error])
    case .historyUnreadable(let error):
      words(ClipboardPanelText.historyUnreadable, ["error": error])
    case .historyFailed(let error): words(ClipboardPanelText.historyFailed, ["error": error])
    case .deletedElsewhere: words(ClipboardPanelText.deletedElsewhere)
    case .pinLimit: words(ClipboardPanelText.pinLimit)
    case .pinFailed(let error): words(ClipboardPanelText.pinFailed, ["error": error])
    case .deleteFailed(let error): words(ClipboardPanelText.deleteFailed, ["error": error])
    }
  }
}

/// One history item as the panel shows it.
///
/// `ClipboardEntry(id: 3, text: "안녕", isPinned: false)`; an image:
/// `ClipboardEntry(id: 4, text: "", isPinned: true, image: .init(width: 480, height: 360,
/// format: "PNG"))`.
public struct ClipboardEntry: Equatable, Sendable, Identifiable {
  /// An image item's size and format.
  public struct Image: Equatable, Sendable {
    public var width: Int
    public var height: Int
    public var format: String

    public init(width: Int, height: Int, format: String) {
      self.width = width
      self.height = height
      self.format = format
    }
  }

  public var id: Int64
  public var text: String
  public var isPinned: Bool
  public var image: Image?

  public init(id: Int64, text: String, isPinned: Bool, image: Image? = nil) {
    self.id = id
    self.text = text
    self.isPinned = isPinned
    self.image = image
  }
}
