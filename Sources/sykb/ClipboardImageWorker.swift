import Dispatch
import LearningStore
import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Records copied images into the clipboard history off the screen's thread.
///
/// Probing, decoding the thumbnail and writing the files take from a millisecond to seconds (a
/// 7000×7000 PNG, a JPEG that repeats its last scan thousands of times), so the keyboard hands
/// the bytes here and keeps answering keys. The worker has its own store connection, used only
/// on its queue; the screen's connection sees the new row as it sees another process's. The
/// loop asks `take()` while `isBusy` and shows the item (or why it was refused) when it is done.
///
/// `worker.submit(bytes, at: now)` … later `worker.take()` is `[.recorded(.added(7))]`.
final class ClipboardImageWorker: @unchecked Sendable {
  /// What one image came to.
  enum Result: Equatable, Sendable {
    case recorded(ClipboardAddOutcome)
    /// The store could not be opened or written.
    case failed(String)
  }

  private let queue = DispatchQueue(label: "sykb.clipboard-images")
  private let storePath: String
  private let budget: Int
  /// Touched only on `queue` (the unchecked conformance's reason); opened on the first image.
  private var store: LearningStore?
  private let state = Mutex<(pending: Int, finished: [Result])>((0, []))

  init(storePath: String, budget: Int = ClipboardHistory.keyboardDecodingBudget) {
    self.storePath = storePath
    self.budget = budget
  }

  /// Queues an image copied at `now`; returns at once.
  func submit(_ bytes: [UInt8], at now: Date) {
    state.withLock { $0.pending += 1 }
    queue.async { [self] in
      let result = record(bytes, at: now)
      state.withLock {
        $0.pending -= 1
        $0.finished.append(result)
      }
    }
  }

  /// Whether an image is still being recorded, or a result waits for `take()`.
  var isBusy: Bool { state.withLock { $0.pending > 0 || !$0.finished.isEmpty } }

  /// The results finished since the last call, oldest first; never blocks.
  func take() -> [Result] {
    state.withLock {
      let finished = $0.finished
      $0.finished = []
      return finished
    }
  }

  /// Waits until every queued image is recorded (tests).
  func drain() { queue.sync {} }

  private func record(_ bytes: [UInt8], at now: Date) -> Result {
    do throws(StoreError) {
      if store == nil {
        store = try LearningStore(path: storePath, checksIntegrity: false)
      }
      guard let store else { return .failed("the store is not open") }
      return .recorded(try store.addClipboardImage(bytes, at: now, budget: budget))
    } catch {
      return .failed(error.description)
    }
  }
}
