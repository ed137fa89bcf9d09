import LearningStore
import Localization
import Platform
import Suggestions

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Opens the user's learning store for the CLI subcommands, printing any warning.
public enum StoreAccess {
  /// The store and, unless a keyboard is running, its writer lock.
  public struct Opened {
    public var store: LearningStore
    /// Held for the command's duration; nil while a keyboard saves into the store. Without
    /// it a damaged store is read but never moved aside (the keyboard holds it), and changes
    /// to learned words are refused (the keyboard's next save would bring them back).
    public var lock: WriterLock?
    /// True when a running keyboard holds the lock (not when the lock file cannot be made).
    public var isHeldByKeyboard: Bool
    /// How changes reach a running keyboard.
    public var notices: StoreNotices
  }

  /// `opened(…)` for callers that print and return a status themselves.
  public static func open(
    environment: [String: String], command: String,
    clock: @escaping @Sendable () -> Date = { Date() }
  ) -> Opened? {
    do throws(CommandFailure) {
      return try opened(environment: environment, command: command, clock: clock)
    } catch {
      for line in error.lines { printError(line) }
      return nil
    }
  }

  /// The store, its lock if no keyboard holds it, and the way to a running keyboard.
  public static func opened(
    environment: [String: String], command: String,
    clock: @escaping @Sendable () -> Date = { Date() }
  ) throws(CommandFailure) -> Opened {
    let words = InterfaceWords.words(environment: environment)
    do throws(StoreError) {
      let paths = try StorePaths(environment: environment)
      let repairs = try paths.createDirectories()
      // No lock file in a write-protected directory: the store is read-only there anyway.
      let lock: WriterLock?
      var heldByKeyboard = false
      do {
        lock = try WriterLock.acquire(forStoreAt: paths.learningStore)
        heldByKeyboard = lock == nil
      } catch {
        lock = nil
      }
      let opening = try LearningStore.open(
        at: paths.learningStore, clock: clock, mayMoveFile: lock != nil)
      let notices = repairs.isEmpty ? opening.warnings : [.madePrivate(repairs)] + opening.warnings
      for warning in StoreWarning.merged(notices) {
        printError("sykb \(command): \(warning.message(words))")
      }
      return Opened(
        store: opening.store, lock: lock, isHeldByKeyboard: heldByKeyboard,
        notices: StoreNotices(dataDirectory: paths.dataDirectory))
    } catch {
      throw CommandFailure("sykb \(command): \(error.message(words))", status: 1)
    }
  }

  /// Runs a store subcommand: checks there is an action, opens the store, runs `body` with
  /// the action and the remaining operands, and turns a store error into words (status 1).
  /// A damaged file met by the command is repaired once and said once.
  public static func run(
    _ args: CommandLineArguments, environment: [String: String], command: String, usage: String,
    _ body: (Opened, String, [String]) throws(CommandFailure) -> Int32
  ) throws(CommandFailure) -> Int32 {
    let words = InterfaceWords.words(environment: environment)
    guard let action = args.operands.first else {
      throw CommandFailure("sykb \(command): " + words(HostText.sayUsage, ["usage": usage]))
    }
    let opened = try opened(environment: environment, command: command)
    defer {
      for warning in opened.store.takeWarnings() {
        printError("sykb \(command): \(warning.message(words))")
      }
      withExtendedLifetime(opened.lock) {}
    }
    return try body(opened, action, Array(args.operands.dropFirst()))
  }

  /// A store error inside a subcommand, as words (status 1).
  public static func storeFailure(_ error: StoreError, command: String, words: Words)
    -> CommandFailure
  {
    CommandFailure("sykb \(command): \(error.message(words))", status: 1)
  }

  /// Tells the running keyboard about a change `sykb learned` made in the store, so its own
  /// copy forgets too (the bar stops offering the word). The store is right already: a failure
  /// here only leaves the keyboard offering the word until it restarts, which is said.
  /// Returns whether a keyboard was told.
  public static func tellKeyboard(
    _ forgetting: Forgetting, _ opened: Opened, words: Words
  ) -> Bool {
    guard opened.isHeldByKeyboard else { return false }
    do throws(StoreError) {
      try opened.notices.send(LearnedRequest(forgetting))
      return true
    } catch {
      printError(
        "sykb learned: " + words(HostText.keyboardNotTold, ["reason": error.message(words)]))
      return false
    }
  }
}
