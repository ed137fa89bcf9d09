import KeyboardScreen
import TerminalKit

/// A clipboard that records images at once (`MemoryClipboard`) has nothing in flight.
extension ClipboardAccess {
  public var isRecordingImages: Bool { false }
  public func finishedImageCapture() -> ClipboardCapture? { nil }
}
