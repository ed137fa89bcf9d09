import LearningStore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Opens the user's learning store for the CLI subcommands, printing any warning.
enum StoreAccess {
  static func open(environment: [String: String], command: String) -> LearningStore? {
    do throws(StoreError) {
      let paths = try StorePaths(environment: environment)
      try paths.createDirectories()
      let opening = try LearningStore.open(at: paths.learningStore, now: Date())
      if let warning = opening.warning { printError("sykb \(command): \(warning.description)") }
      return opening.store
    } catch {
      printError("sykb \(command): \(error.description)")
      return nil
    }
  }
}

extension StoreAccess {
  /// The store's writer lock for a command that changes learned words; `nil` (after saying
  /// why) while a keyboard runs, since its next save would undo the change.
  static func writerLock(environment: [String: String], command: String) throws(StoreError)
    -> WriterLock?
  {
    let paths = try StorePaths(environment: environment)
    guard let lock = try WriterLock.acquire(forStoreAt: paths.learningStore) else {
      printError(
        "sykb learned \(command): a running sykb keyboard is saving learned words and would "
          + "bring them back; quit it first")
      return nil
    }
    return lock
  }

  /// Runs a store subcommand: checks there is an action, opens the store, runs `body` with
  /// the action and the remaining operands, and turns a store error into words (status 1).
  static func run(
    _ args: CommandLineArguments, environment: [String: String], command: String, usage: String,
    _ body: (LearningStore, String, [String]) throws(StoreError) -> Int32
  ) -> Int32 {
    guard let action = args.operands.first else {
      printError("sykb \(command): say \(usage)")
      return 2
    }
    guard let store = open(environment: environment, command: command) else { return 1 }
    do throws(StoreError) {
      return try body(store, action, Array(args.operands.dropFirst()))
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
    ) { (store, action, rest) throws(StoreError) -> Int32 in
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
          let words = snapshot.rows.filter { $0.level == 1 }.sorted { $0.score > $1.score }
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
        guard let lock = try StoreAccess.writerLock(environment: environment, command: "forget")
        else { return 1 }
        defer { withExtendedLifetime(lock) {} }
        let removed = try store.forget(word: word)
        print(
          removed > 0 ? "forgot \"\(word)\" (\(removed) entries)" : "\"\(word)\" was not learned")
        return 0
      case "reset":
        guard let lock = try StoreAccess.writerLock(environment: environment, command: "reset")
        else { return 1 }
        defer { withExtendedLifetime(lock) {} }
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
    ) { (store, action, rest) throws(StoreError) -> Int32 in
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
    case "ko-en", "unified": .unified
    default: nil
    }
  }
}
