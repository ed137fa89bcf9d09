import LearningStore
import Suggestions

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Opens the user's learning store for the CLI subcommands, printing any warning.
enum StoreAccess {
  /// The store and, unless a keyboard is running, its writer lock.
  struct Opened {
    var store: LearningStore
    /// Held for the command's duration; nil while a keyboard saves into the store. Without
    /// it a damaged store is read but never moved aside (the keyboard holds it), and changes
    /// to learned words are refused (the keyboard's next save would bring them back).
    var lock: WriterLock?
    /// True when a running keyboard holds the lock (not when the lock file cannot be made).
    var isHeldByKeyboard: Bool
  }

  static func open(
    environment: [String: String], command: String,
    clock: @escaping @Sendable () -> Date = { Date() }
  ) -> Opened? {
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
        printError("sykb \(command): \(warning.description)")
      }
      return Opened(store: opening.store, lock: lock, isHeldByKeyboard: heldByKeyboard)
    } catch {
      printError("sykb \(command): \(error.description)")
      return nil
    }
  }

  /// Says why a change to learned words is refused while a keyboard runs.
  static func refuseWhileKeyboardRuns(command: String) -> Int32 {
    printError(
      "sykb learned \(command): a running sykb keyboard is saving learned words and would "
        + "bring them back; quit it first")
    return 1
  }

  /// Runs a store subcommand: checks there is an action, opens the store, runs `body` with
  /// the action and the remaining operands, and turns a store error into words (status 1).
  /// A damaged file met by the command is repaired once and said once.
  static func run(
    _ args: CommandLineArguments, environment: [String: String], command: String, usage: String,
    _ body: (Opened, String, [String]) throws(StoreError) -> Int32
  ) -> Int32 {
    guard let action = args.operands.first else {
      printError("sykb \(command): say \(usage)")
      return 2
    }
    guard let opened = open(environment: environment, command: command) else { return 1 }
    defer {
      for warning in opened.store.takeWarnings() {
        printError("sykb \(command): \(warning.description)")
      }
      withExtendedLifetime(opened.lock) {}
    }
    do throws(StoreError) {
      return try body(opened, action, Array(args.operands.dropFirst()))
    } catch {
      printError("sykb \(command): \(error.description)")
      return 1
    }
  }
}

/// `sykb learned list [ko|en|ko-en] | forget WORD | reset`
enum LearnedTool {
  static func run(_ args: CommandLineArguments, environment: [String: String]) -> Int32 {
    StoreAccess.run(
      args, environment: environment, command: "learned", usage: "list, forget WORD or reset"
    ) { (opened, action, rest) throws(StoreError) -> Int32 in
      let store = opened.store
      switch action {
      case "list":
        let languages: [NgramLanguage]
        if let name = rest.first {
          guard let language = NgramLanguage.named(name) else {
            printError("sykb learned list: unknown language \"\(name)\" (ko, en, ko-en)")
            return 2
          }
          languages = [language]
        } else {
          languages = NgramLanguage.allCases
        }
        for language in languages {
          let snapshot = try store.loadNgrams(language: language)
          let words = snapshot.rows.filter { $0.level == .unigram }.sorted { $0.score > $1.score }
          for row in words {
            print("\(language.rawValue)\t\(row.word)\t\((row.score * 1000).rounded() / 1000)")
          }
        }
        return 0
      case "forget":
        guard rest.count == 1, let word = rest.first else {
          printError("sykb learned forget: give one word")
          return 2
        }
        guard !opened.isHeldByKeyboard else {
          return StoreAccess.refuseWhileKeyboardRuns(command: "forget")
        }
        let removed = try store.forget(word: word)
        print(
          removed > 0 ? "forgot \"\(word)\" (\(removed) entries)" : "\"\(word)\" was not learned")
        return 0
      case "reset":
        guard !opened.isHeldByKeyboard else {
          return StoreAccess.refuseWhileKeyboardRuns(command: "reset")
        }
        try store.resetLearned()
        print("learned data reset (ko, en, ko-en and learned words)")
        return 0
      default:
        printError("sykb learned: unknown action \"\(action)\" (list, forget, reset)")
        return 2
      }
    }
  }
}

/// `sykb shortcuts list | add SHORTCUT EXPANSION | remove SHORTCUT`
enum ShortcutsTool {
  static func run(_ args: CommandLineArguments, environment: [String: String]) -> Int32 {
    StoreAccess.run(
      args, environment: environment, command: "shortcuts",
      usage: "list, add SHORTCUT EXPANSION or remove SHORTCUT"
    ) { (opened, action, rest) throws(StoreError) -> Int32 in
      let store = opened.store
      switch action {
      case "list":
        for item in try store.shortcuts() { print("\(item.shortcut)\t\(item.expansion)") }
        return 0
      case "add":
        guard rest.count == 2 else {
          printError("sykb shortcuts add: give SHORTCUT and EXPANSION (quote it if it has spaces)")
          return 2
        }
        try store.addShortcut(rest[0], expansion: rest[1], at: Date())
        print("\(rest[0]) → \(rest[1])")
        return 0
      case "remove":
        guard rest.count == 1 else {
          printError("sykb shortcuts remove: give one shortcut")
          return 2
        }
        if try store.removeShortcut(rest[0]) {
          print("removed \(rest[0])")
          return 0
        }
        printError("sykb shortcuts remove: no shortcut \"\(rest[0])\"")
        return 1
      default:
        printError("sykb shortcuts: unknown action \"\(action)\" (list, add, remove)")
        return 2
      }
    }
  }
}

extension NgramLanguage {
  /// `ko`, `en`, `ko-en` (or the store's own names).
  static func named(_ name: String) -> NgramLanguage? {
    switch name {
    case "ko", "ko-KR": .korean
    case "en", "en-US": .english
    case "ko-en", "unified", "mixed": .mixed
    default: nil
    }
  }
}
