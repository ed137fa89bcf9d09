import KeyboardScreen
import TerminalKit

/// Copied images are recorded off the screen's thread (a hostile file may take seconds to be
/// refused): `captureClipboard()` hands them over and returns, and the loop looks every
/// `clipboardImagePoll` seconds for what they came to — the panel reloads with the new item,
/// or the status line says why it was not recorded.
extension TerminalApp {
  /// How often the loop looks for a recorded image while one is in flight (seconds).
  static let clipboardImagePoll = 0.01

  /// When the loop should look again for a recorded image; nil when none is in flight.
  var clipboardImageDeadline: Double? {
    clipboardAccess.isRecordingImages ? wallNow + Self.clipboardImagePoll : nil
  }

  /// Applies what recorded images came to: the panel's items, a refusal's reason.
  mutating func receiveClipboardImages() {
    guard let result = clipboardAccess.finishedImageCapture() else { return }
    if result.historyChanged && clipboardPanel.isOpen { reloadClipboardPanel() }
    if let message = result.message { show(message, seconds: 6) }
  }
}
