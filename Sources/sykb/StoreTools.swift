import LearningStore
import Localization
import Platform
import Suggestions
import SykbHost

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `sykb learned list [ko|en|ko-en] | forget WORD | reset [--yes]`
///
/// `forget` and `reset` change the store at once, in one transaction that leaves a tombstone,
/// so a running or quitting keyboard's later save cannot bring the word back; a running
/// keyboard is told (`StoreNotices`) and forgets in its own copy too. `reset` asks first on a
/// terminal and needs `--yes` from a script.
enum LearnedTool {
  static func run(_ args: CommandLineArguments, environment: [String: String])
    throws(CommandFailure) -> Int32
  {
    let words = InterfaceWords.words(environment: environment)
    try args.check(
      known: ["yes", "json", "help"], command: "learned", failing: "sykb learned: ", words: words)
    return try StoreAccess.run(
      args, environment: environment, command: "learned", usage: "list, forget WORD or reset"
    ) { (opened, action, rest) throws(CommandFailure) -> Int32 in
      let store = opened.store
      switch action {
      case "list":
        // `spelling`: the words taught to the spell checker (listed after the n-grams).
        var languages = NgramLanguage.allCases
        var listsSpelling = true
        if let name = rest.first {
          if name == "spelling" {
            languages = []
          } else {
            guard let language = NgramLanguage.named(name) else {
              throw CommandFailure(
                "sykb learned list: " + words(ToolText.learnedUnknownLanguage, ["name": name]))
            }
            languages = [language]
            listsSpelling = false
          }
        }
        var listing = ListingOutput(json: args.has("json"))
        do throws(StoreError) {
          for language in languages {
            let snapshot = try store.loadNgrams(language: language)
            let words = snapshot.rows.filter { $0.level == .unigram }.sorted { $0.score > $1.score }
            for row in words {
              let score = (row.score * 1000).rounded() / 1000
              listing.add(
                line: "\(language.rawValue)\t\(row.word)\t\(score)",
                object: [
                  ("language", .string(language.rawValue)), ("word", .string(row.word)),
                  ("score", .raw(String(score))),
                ])
            }
          }
          if listsSpelling {
            for word in try store.learnedWords() {
              listing.add(
                line: "spelling\t\(word)",
                object: [("language", .string("spelling")), ("word", .string(word))])
            }
          }
        } catch {
          throw StoreAccess.storeFailure(error, command: "learned list", words: words)
        }
        listing.finish(
          command: "learned list",
          empty: rest.first.map { words(ToolText.learnedNoneIn, ["language": $0]) }
            ?? words(ToolText.learnedNone))
        return 0
      case "forget":
        guard rest.count == 1, let word = rest.first, !word.contains("\n"), !word.contains("\t")
        else {
          throw CommandFailure("sykb learned forget: " + words(ToolText.learnedGiveWord))
        }
        do throws(StoreError) {
          let forgetting = try store.forgetLearned(word)
          let told = StoreAccess.tellKeyboard(forgetting, opened, words: words)
          let removed = forgetting.removed
          let values = ["word": word, "count": String(removed)]
          switch (removed > 0, told) {
          case (true, false): print(words(ToolText.learnedForgot, values: values))
          case (true, true): print(words(ToolText.learnedForgotWithKeyboard, values: values))
          case (false, true): print(words(ToolText.learnedKeyboardForgets, values: values))
          case (false, false): print(words(ToolText.learnedNotLearned, values: values))
          }
        } catch {
          throw StoreAccess.storeFailure(error, command: "learned forget", words: words)
        }
        return 0
      case "reset":
        guard rest.isEmpty else {
          throw CommandFailure("sykb learned reset: " + words(ToolText.takesNoOperands))
        }
        try Confirmation.require(
          words(ToolText.learnedResetQuestion), args, command: "learned reset", words: words)
        do throws(StoreError) {
          let told = StoreAccess.tellKeyboard(try store.resetLearned(), opened, words: words)
          print(words(told ? ToolText.learnedResetWithKeyboard : ToolText.learnedReset))
        } catch {
          throw StoreAccess.storeFailure(error, command: "learned reset", words: words)
        }
        return 0
      default:
        throw CommandFailure(
          "sykb learned: "
            + words(ToolText.unknownAction, ["action": action, "actions": "list, forget, reset"]))
      }
    }
  }
}

/// `sykb shortcuts list | add SHORTCUT EXPANSION | remove SHORTCUT`; a running keyboard is
/// told (`StoreNotices.shortcutsChanged`) and offers a new shortcut at once.
enum ShortcutsTool {
  static func run(_ args: CommandLineArguments, environment: [String: String])
    throws(CommandFailure) -> Int32
  {
    let words = InterfaceWords.words(environment: environment)
    return try StoreAccess.run(
      args, environment: environment, command: "shortcuts",
      usage: "list, add SHORTCUT EXPANSION or remove SHORTCUT"
    ) { (opened, action, rest) throws(CommandFailure) -> Int32 in
      let store = opened.store
      do {
        switch action {
        case "list":
          var listing = ListingOutput(json: args.has("json"))
          for item in try store.shortcuts() {
            listing.add(
              line: "\(item.shortcut)\t\(item.expansion)",
              object: [
                ("shortcut", .string(item.shortcut)), ("expansion", .string(item.expansion)),
              ])
          }
          listing.finish(command: "shortcuts list", empty: words(ToolText.shortcutsNone))
          return 0
        case "add":
          guard rest.count == 2 else {
            throw CommandFailure("sykb shortcuts add: " + words(ToolText.shortcutsGiveBoth))
          }
          try store.addShortcut(rest[0], expansion: rest[1], at: Date())
          tellKeyboards(opened.notices, words: words)
          print("\(rest[0]) → \(rest[1])")
          return 0
        case "remove":
          guard rest.count == 1 else {
            throw CommandFailure("sykb shortcuts remove: " + words(ToolText.shortcutsGiveOne))
          }
          guard try store.removeShortcut(rest[0]) else {
            throw CommandFailure(
              "sykb shortcuts remove: " + words(ToolText.shortcutsMissing, ["shortcut": rest[0]]))
          }
          tellKeyboards(opened.notices, words: words)
          print(words(ToolText.shortcutsRemoved, ["shortcut": rest[0]]))
          return 0
        default:
          throw CommandFailure(
            "sykb shortcuts: "
              + words(ToolText.unknownAction, ["action": action, "actions": "list, add, remove"]))
        }
      } catch let failure as CommandFailure {
        throw failure
      } catch let error as StoreError {
        throw StoreAccess.storeFailure(error, command: "shortcuts", words: words)
      } catch {
        throw CommandFailure("sykb shortcuts: \(error)", status: 1)
      }
    }
  }

  /// Tells running keyboards that the shortcuts changed. The store is right already: a
  /// failure only leaves them on their old list until they restart, which is said.
  private static func tellKeyboards(_ notices: StoreNotices, words: Words) {
    do throws(StoreError) {
      try notices.shortcutsChanged()
    } catch {
      printError(
        "sykb shortcuts: " + words(ToolText.shortcutsNotTold, ["reason": error.message(words)]))
    }
  }
}

extension NgramLanguage {
  /// `ko`, `en`, `ko-en` (or the store's own names).
  public static func named(_ name: String) -> NgramLanguage? {
    switch name {
    case "ko", "ko-KR": .korean
    case "en", "en-US": .english
    case "ko-en", "unified", "mixed": .mixed
    default: nil
    }
  }
}
