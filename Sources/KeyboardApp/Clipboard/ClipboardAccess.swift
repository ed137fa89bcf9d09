import KeyboardScreen
import KeyboardSession
import TerminalKit

/// The keyboard's door to the system pasteboard and the clipboard history (§4.12).
///
/// The `sykb` executable wires it to the shared pasteboard files and the SQLite store
/// (`ClipboardServices`); `MemoryClipboard` keeps both in memory for tests and `--no-store`.
/// Every call is quick and answers at once; none throws: a failure is kept as words for the
/// status line, which the app takes with `takeFailures()` after each operation.
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
  /// Pins or unpins; returns a message when refused (the 20-pin limit).
  func setPinned(_ id: Int64, _ pinned: Bool) -> String?
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
  /// What failed since the last call, in words, oldest first.
  func takeFailures() -> [String]
}

/// What one look at the pasteboard did: whether the history changed, and words for the status
/// line when something went wrong or was refused.
public struct ClipboardCapture: Equatable, Sendable {
  public var historyChanged: Bool
  public var message: String?

  public init(historyChanged: Bool = false, message: String? = nil) {
    self.historyChanged = historyChanged
    self.message = message
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
