import LearningStore
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
    try args.check(known: ["yes", "json", "help"], command: "learned", failing: "sykb learned: ")
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
                "sykb learned list: unknown language \"\(name)\" (ko, en, ko-en, spelling)")
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
          throw StoreAccess.storeFailure(error, command: "learned list")
        }
        listing.finish(
          command: "learned list",
          empty: rest.first.map { "no learned words (\($0))" } ?? "no learned words")
        return 0
      case "forget":
        guard rest.count == 1, let word = rest.first, !word.contains("\n"), !word.contains("\t")
        else {
          throw CommandFailure("sykb learned forget: give one word")
        }
        do throws(StoreError) {
          let forgetting = try store.forgetLearned(word)
          let told = StoreAccess.tellKeyboard(forgetting, opened)
          let removed = forgetting.removed
          switch (removed > 0, told) {
          case (true, false): print("forgot \"\(word)\" (\(removed) entries)")
          case (true, true):
            print("forgot \"\(word)\" (\(removed) entries); the running keyboard forgets it too")
          case (false, true): print("the running keyboard forgets \"\(word)\"")
          case (false, false): print("\"\(word)\" was not learned")
          }
        } catch {
          throw StoreAccess.storeFailure(error, command: "learned forget")
        }
        return 0
      case "reset":
        guard rest.isEmpty else { throw CommandFailure("sykb learned reset: takes no operands") }
        try Confirmation.require(
          "forget every learned word (ko, en, ko-en and taught words)?", args,
          command: "learned reset")
        do throws(StoreError) {
          let told = StoreAccess.tellKeyboard(try store.resetLearned(), opened)
          print(
            "learned data reset (ko, en, ko-en and learned words)"
              + (told ? "; the running keyboard resets too" : ""))
        } catch {
          throw StoreAccess.storeFailure(error, command: "learned reset")
        }
        return 0
      default:
        throw CommandFailure("sykb learned: unknown action \"\(action)\" (list, forget, reset)")
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
    try StoreAccess.run(
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
          listing.finish(command: "shortcuts list", empty: "no shortcuts")
          return 0
        case "add":
          guard rest.count == 2 else {
            throw CommandFailure(
              "sykb shortcuts add: give SHORTCUT and EXPANSION (quote it if it has spaces)")
          }
          try store.addShortcut(rest[0], expansion: rest[1], at: Date())
          tellKeyboards(opened.notices)
          print("\(rest[0]) → \(rest[1])")
          return 0
        case "remove":
          guard rest.count == 1 else {
            throw CommandFailure("sykb shortcuts remove: give one shortcut")
          }
          guard try store.removeShortcut(rest[0]) else {
            throw CommandFailure("sykb shortcuts remove: no shortcut \"\(rest[0])\"")
          }
          tellKeyboards(opened.notices)
          print("removed \(rest[0])")
          return 0
        default:
          throw CommandFailure("sykb shortcuts: unknown action \"\(action)\" (list, add, remove)")
        }
      } catch let failure as CommandFailure {
        throw failure
      } catch let error as StoreError {
        throw StoreAccess.storeFailure(error, command: "shortcuts")
      } catch {
        throw CommandFailure("sykb shortcuts: \(error)", status: 1)
      }
    }
  }

  /// Tells running keyboards that the shortcuts changed. The store is right already: a
  /// failure only leaves them on their old list until they restart, which is said.
  private static func tellKeyboards(_ notices: StoreNotices) {
    do throws(StoreError) {
      try notices.shortcutsChanged()
    } catch {
      printError(
        "sykb shortcuts: running keyboards were not told (\(error.description)); they see the"
          + " change when they restart")
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
