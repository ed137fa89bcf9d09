import Dispatch
import LearningStore
import Localization
import Platform
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
/// `worker.submit(content, at: now)` … later `worker.take()` is `[.recorded(.added(7))]`.
public final class ClipboardImageWorker: @unchecked Sendable {
  /// What one image came to.
  public enum Result: Equatable, Sendable {
    case recorded(ClipboardAddOutcome)
    /// The store could not be opened or written.
    case failed(String)
  }

  private let storePath: String
  private let budget: Int
  /// The keyboard's language, for the reasons a failure gives.
  private let words: @Sendable () -> Words
  /// Touched only on the worker's thread (the unchecked conformance's reason); opened on the
  /// first image.
  private var store: LearningStore?
  private let state = Mutex<State>(State())
  private let wake = DispatchSemaphore(value: 0)

  private struct State {
    var waiting: [(content: Pasteboard.Content, now: Date)] = []
    var pending = 0
    var finished: [Result] = []
    var started = false
  }

  public init(
    storePath: String, budget: Int = ClipboardHistory.keyboardDecodingBudget,
    words: @escaping @Sendable () -> Words = { Words(.english) }
  ) {
    self.storePath = storePath
    self.budget = budget
    self.words = words
  }

  /// Queues the pasteboard's image, seen at `now`; returns at once. The first one starts the
  /// worker's thread.
  public func submit(_ content: Pasteboard.Content, at now: Date) {
    let start = state.withLock { state in
      state.waiting.append((content, now))
      state.pending += 1
      defer { state.started = true }
      return !state.started
    }
    if start && !startThread() {
      let reason = words()(HostText.imageThreadFailed)
      state.withLock {
        $0.started = false
        $0.waiting.removeAll()
        $0.pending = 0
        $0.finished.append(.failed(reason))
      }
      return
    }
    wake.signal()
  }

  /// Whether an image is still being recorded, or a result waits for `take()`.
  public var isBusy: Bool { state.withLock { $0.pending > 0 || !$0.finished.isEmpty } }

  /// The results finished since the last call, oldest first; never blocks.
  public func take() -> [Result] {
    state.withLock {
      let finished = $0.finished
      $0.finished = []
      return finished
    }
  }

  /// Starts `work()` on a detached thread of its own. Asynchronous signals are blocked there
  /// (the screen's thread handles them); faults (SEGV, BUS, ILL, TRAP, FPE, ABRT) are not, so
  /// a crash in a decoder still reaches the handler that restores the terminal.
  private func startThread() -> Bool {
    Threads.detach {
      Threads.addBlockedSignals(allExcept: [
        Signals.segmentationFault, Signals.busError, Signals.illegalInstruction, Signals.trap,
        Signals.floatingPointError, Signals.abort,
      ])
      self.work()
    }
  }

  /// The worker's thread: a thread of its own at a lower priority (nice 10), so that on a busy
  /// machine a decode never takes the CPU from the screen's thread. It lives as long as the
  /// process; an image half recorded at exit is recorded again by the next keyboard (the
  /// keyboard appearing records what is on the pasteboard).
  private func work() {
    // Linux nice values are per thread, and `who` 0 is the calling thread; failing to lower it
    // is harmless (the thread keeps the default priority).
    Threads.setCurrentThreadNiceness(10)
    while true {
      wake.wait()
      guard let job = state.withLock({ $0.waiting.isEmpty ? nil : $0.waiting.removeFirst() })
      else { continue }
      let result = record(job.content, at: job.now)
      state.withLock {
        $0.pending -= 1
        $0.finished.append(result)
      }
    }
  }

  /// Records one image; its pasteboard change (`identity`, a digest of the bytes) is worked
  /// out here too, so that the history keeps each copy once across keyboards.
  private func record(_ content: Pasteboard.Content, at now: Date) -> Result {
    guard case .image(let bytes, _) = content.item else {
      return .failed(words()(HostText.notAnImage))
    }
    do throws(StoreError) {
      if store == nil {
        store = try LearningStore(path: storePath, checksIntegrity: false)
      }
      guard let store else { return .failed(words()(HostText.storeNotOpen)) }
      return .recorded(
        try store.addClipboardImage(
          bytes, at: now, budget: budget, pasteboardChange: content.identity))
    } catch {
      return .failed(error.description)
    }
  }
}
