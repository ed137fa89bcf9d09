import LearningStore

// The store and the suggestion engine both name their row types `NgramLanguage`, `NgramRow`
// and `TextShortcut`; this file imports only the store, so these names are unambiguous here.
typealias StoreNgramLanguage = NgramLanguage
typealias StoreNgramRow = NgramRow
