import HostField
import SessionSettings

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Records pasteboard changes into the clipboard history at the spec's moments (§4.12: the
/// keyboard appearing, the host becoming active, text changes, the clipboard button) by
/// comparing the pasteboard's change counter with the last one it saw.
///
/// A change is recorded only while `clipboard-history` is on and Full Access is allowed;
/// concealed items (a password manager's copy) never are, nor images with
/// `clipboard-image-history` off. Each change is looked at once by this recorder, and recorded
/// once by all of them: the store keeps the last change recorded, so a keyboard that looks
/// later (or starts again) never brings back an item the user deleted in between.
public struct ClipboardRecorder: Sendable {
  /// The change count last looked at; nil before the first look (the keyboard appearing
  /// records what is on the pasteboard then).
  public private(set) var seenChangeCount: Int?

  public init(seenChangeCount: Int? = nil) {
    self.seenChangeCount = seenChangeCount
  }

  /// What one look at the pasteboard did.
  public enum Outcome: Equatable, Sendable {
    /// The counter has not moved since the last look.
    case unchanged
    /// Clipboard history is off or Full Access is not allowed.
    case notAllowed
    /// Marked concealed: not recorded.
    case concealed
    /// An image with image history off.
    case imagesOff
    case recorded(ClipboardAddOutcome)
    /// An image given to `images` to record off the caller's thread.
    case imageHandedOver
    /// The pasteboard or the store could not be read or written.
    case failed(String)
  }

  /// Looks at the pasteboard and records a change into `store`; an image goes to `images`
  /// instead when given (decoding it, and even its digest, may take a while: the keyboard
  /// records it on a worker).
  public mutating func capture(
    _ pasteboard: Pasteboard, into store: LearningStore, settings: KeyboardSettings, at now: Date,
    images: ((_ content: Pasteboard.Content, _ now: Date) -> Void)? = nil
  ) -> Outcome {
    let count = pasteboard.changeCount()
    guard count != seenChangeCount else { return .unchanged }
    seenChangeCount = count
    guard settings.isClipboardHistoryActive else { return .notAllowed }
    do throws(StoreError) {
      guard let content = try pasteboard.read() else { return .unchanged }
      guard !content.isConcealed else { return .concealed }
      switch content.item {
      case .text(let text):
        return .recorded(
          try store.addClipboardText(text, at: now, pasteboardChange: content.identity))
      case .image(let bytes, _):
        guard settings.isClipboardImageHistoryEnabled else { return .imagesOff }
        if let images {
          images(content, now)
          return .imageHandedOver
        }
        return .recorded(
          try store.addClipboardImage(bytes, at: now, pasteboardChange: content.identity))
      }
    } catch {
      return .failed(error.description)
    }
  }
}
