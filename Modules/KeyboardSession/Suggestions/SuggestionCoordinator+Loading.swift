import Suggestions

/// A change to the learned n-gram models, as the session makes it.
///
/// While the host is still reading the learned models (`SuggestionServices.learnedModelsFollow`),
/// the session learns into empty models and keeps these in order; when the stored models
/// arrive, the edits are made again on them, so nothing typed during the load is lost and no
/// save writes a model without the stored words.
enum NgramEdit: Hashable, Sendable {
  /// Words learned globally and, with `app`, in that host application's model too.
  case record([String], NgramLanguage, app: String?)
  /// The sentence ends and is saved (return).
  case endSentence(NgramLanguage)
  /// The sentence context is cut, nothing saved (the cursor moved, the field changed).
  case breakSentence(NgramLanguage)
  case unrecordLastWord(NgramLanguage, app: String?)
  case remove(String)
  case reset
  /// Every model with unsaved records is saved (the keyboard goes away).
  case saveAll
}

extension SuggestionCoordinator {
  /// The most edits kept while the models load (a load takes well under a second; a thumb
  /// makes a few edits a second). Past it, the oldest are dropped.
  static let maximumPendingEdits = 20_000

  /// Whether the stored models have not arrived yet.
  var learnedModelsPending: Bool { pendingEdits != nil }

  /// Makes `edit` on the models, with the save bookkeeping of §4.5: a save every 10 records,
  /// at the end of a sentence, after a removal. While the stored models load, the edit is
  /// also kept for `installLearnedModels`.
  mutating func apply(_ edit: NgramEdit) {
    if pendingEdits != nil {
      if pendingEdits?.count == Self.maximumPendingEdits { pendingEdits?.removeFirst() }
      pendingEdits?.append(edit)
    }
    switch edit {
    case .record(let words, let language, let app):
      // Mutate in place: copying the model out would copy its tables on every word.
      guard !words.isEmpty, let clock = models[language]?.counter else { return }
      models[language]?.record(words)
      if let app { recordInApp(words, language: language, app: app, clock: clock) }
      if models[language]?.needsSave == true {
        languagesToSave.insert(language)
        models[language]?.markSaved()
      }
    case .endSentence(let language):
      guard models[language] != nil else { return }
      models[language]?.endSentence()
      endAppSentences(language)
      languagesToSave.insert(language)
      models[language]?.markSaved()
    case .breakSentence(let language):
      models[language]?.endSentence()
      endAppSentences(language)
    case .unrecordLastWord(let language, let app):
      models[language]?.unrecordLastWord()
      if let app { appModels[AppModelKey(language: language, app: app)]?.unrecordLastWord() }
    case .remove(let word):
      for language in NgramLanguage.allCases where models[language]?.isRemovable(word) == true {
        models[language]?.remove(word)
        languagesToSave.insert(language)
      }
      for key in Array(appModels.keys) where appModels[key]?.isRemovable(word) == true {
        appModels[key]?.remove(word)
        languagesToSave.insert(key.language)
      }
    case .reset:
      for language in NgramLanguage.allCases { models[language] = NgramModel(language: language) }
      appModels.removeAll()
      languagesToSave.removeAll()
    case .saveAll:
      for language in NgramLanguage.allCases where (models[language]?.recordsSinceSave ?? 0) > 0 {
        languagesToSave.insert(language)
        models[language]?.markSaved()
      }
      for (key, model) in appModels where model.recordsSinceSave > 0 {
        languagesToSave.insert(key.language)
      }
    }
  }

  /// Puts the stored models in place of the ones learned into during the load and makes the
  /// session's edits again on them. The edits mark again the languages that reached a save
  /// point meanwhile (`takeEvents` held their saves back), so those are saved next with the
  /// stored words in. Nothing happens when no load was pending.
  mutating func installLearnedModels(_ stored: [NgramModel]) {
    guard let edits = pendingEdits else { return }
    pendingEdits = nil
    languagesToSave.removeAll()
    for language in NgramLanguage.allCases { models[language] = NgramModel(language: language) }
    appModels.removeAll()
    for model in stored { install(model) }
    for edit in edits { apply(edit) }
  }
}
