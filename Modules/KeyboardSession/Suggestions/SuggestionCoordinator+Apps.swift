import Suggestions

/// One host application's model of one language.
struct AppModelKey: Hashable, Sendable {
  var language: NgramLanguage
  var app: String
}

/// Per-app learning: the words typed in a field of app `chat` (`field app=chat`) are learned
/// into the global model of the language and into `chat`'s own, and the bar lists `chat`'s
/// continuations first. Every model of a language keeps the same decay clock: an app's model
/// that sat unused is brought forward to the language's word counter before it learns again,
/// so its habits fade with the words typed anywhere, as the global ones do.
extension SuggestionCoordinator {
  /// The current app's model of `language`, if it has learned anything.
  func appModel(for language: NgramLanguage) -> NgramModel? {
    guard let app else { return nil }
    return appModels[AppModelKey(language: language, app: app)]
  }

  /// Puts a loaded model in place: global or one app's.
  mutating func install(_ model: NgramModel) {
    if let app = model.app {
      appModels[AppModelKey(language: model.language, app: app)] = model
    } else {
      models[model.language] = model
    }
  }

  /// Records `words` into `app`'s model of `language`, made on first use, after its clock
  /// caught up with `clock`, the global model's counter before it recorded them.
  mutating func recordInApp(
    _ words: [String], language: NgramLanguage, app: String, clock: UInt64
  ) {
    let key = AppModelKey(language: language, app: app)
    if appModels[key] == nil { appModels[key] = NgramModel(language: language, app: app) }
    appModels[key]?.advanceClock(to: clock)
    appModels[key]?.record(words)
  }

  /// Ends the current sentence in every app model of `language`.
  mutating func endAppSentences(_ language: NgramLanguage) {
    for key in appModels.keys where key.language == language {
      appModels[key]?.endSentence()
    }
  }

  /// The saves of every app model of `language` with unsaved changes.
  mutating func takeAppSaves(_ language: NgramLanguage) -> [LearningEvent] {
    var saves: [LearningEvent] = []
    for key in appModels.keys.sorted(by: { $0.app < $1.app }) where key.language == language {
      guard let model = appModels[key], model.recordsSinceSave > 0 else { continue }
      saves.append(.saveNgrams(NgramSave(model)))
      appModels[key]?.markSaved()
    }
    return saves
  }
}
