extension PracticeText {
  // swift-format-ignore
  public var english: String {
    switch self {
    case .noWordList: "no word list for {name}: {path} was not found (give --text FILE)"
    case .noLessonWords: "no word of the list types with the open keys only ({keys}); give --text FILE with words made of them"
    case .noPlannableText: "the lesson's words could not be planned on this keyboard"
    case .giveScript: "give one script (or - for standard input)"
    case .targetTakes: "--target takes taps per minute from 10 to 1000, not \"{text}\""
    case .modelTakes: "--model takes thumb, index or personal, not \"{option}\""
    case .tooFewTaps: "too few taps to fit your model: {found} clean key-to-key times, {needed} needed (practise more with sykb practice)"
    case .noSpread: "your key-to-key times are all at one distance: the model cannot be fitted"
    case .noHistory: "no practice lessons yet {keyboard}(start one with sykb practice)"
    case .untimedText: "text from an input method arrives whole and cannot be timed per tap: type with the mouse or grid-keys mode"

    case .lesson: "lesson"
    case .plan: "plan"
    case .keys: "keys"
    case .focus: "focus"
    case .opened: "newly unlocked"
    case .tapsLine: "{taps} taps ({planned} planned) · {errors} errors · accuracy {accuracy}%"
    case .speedLine: "{syllables} syllables/min · {characters} characters/min · {taps} taps/min"
    case .kspcLine: "KSPC {typed} typed · {planned} planned"
    case .finished: "finished"
    case .notFinished: "not finished"
    case .confidenceLine: "confidence (target {target} ms per tap): {keys}"

    case .reportHeading: "sykb practice report · {keyboard} · lessons: {count}"
    case .speedChart: "syllables/min"
    case .characterSpeedChart: "characters/min"
    case .unitSyllables: "syl"
    case .unitCharacters: "chars"
    case .accuracyChart: "accuracy %"
    case .slowest: "slowest transitions"
    case .personalModel: "personal model: MT = {a} ms + {b} ms/bit · ID, R² {r2}, {count} taps"
    case .publishedModel: "published {name}: MT = {a} ms + {b} ms/bit · ID"
    case .personalModelMissing: "personal model"
    case .personalSource: "fitted to {count} key-to-key times of your practice, R² {r2}"
    case .status: "lesson {lesson} · tap {position}/{length} · focus {focus} · {speed} {unit}/min · {taps} taps/min · {accuracy}% · KSPC {kspc}/{planned}"
    case .wrongKey: "wrong key: {expected} was due (delete it)"
    }
  }
}
