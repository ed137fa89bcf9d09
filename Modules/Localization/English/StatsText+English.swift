extension StatsText {
  // swift-format-ignore
  public var english: String {
    switch self {
    case .giveFiles: "give one or more text files (see sykb stats --help)"
    case .fingerTakes: "--finger takes thumb or index, not \"{name}\""
    case .filesEmpty: "the text files are empty"
    case .unknownKeyboard: "unknown keyboard \"{name}\" ({names})"
    case .unknownKeyboardAlone: "unknown keyboard \"{name}\""
    case .notUTF8: "{path}:{line}:{column}: not UTF-8 (byte {offset})"
    case .noLayoutInFile: "{path}: no layout in the file"
    case .layoutNotKeyboard: "{path}: layout \"{id}\" is no keyboard sykb can type on (its id must be one of {names})"

    case .heading: "sykb stats · {files} · {characters} characters · {syllables} syllables"
    case .taps: "taps"
    case .tapsPerCharacter: "KSPC (taps per character)"
    case .tapsPerSyllable: "taps per syllable"
    case .shiftTaps: "shift taps"
    case .pageSwitches: "page switches (switch, 1/2, 한/A)"
    case .cycles: "multi-tap: repeated key (cycles)"
    case .strokeKeys: "multi-tap: 획 and 쌍"
    case .commitSpaces: "commit-only spaces"
    case .betweenLetters: "  between letters"
    case .beforeSpace: "  before a space"
    case .travel: "finger travel, pt"
    case .travelPerTap: "  per tap, pt"
    case .estimatedTime: "estimated time ({model})"
    case .perCharacter: "  per character, ms"
    case .perMinute: "  characters per minute"
    case .untypable: "untypable (host inserted)"
    case .standIns: "typed as ” ’"
    case .forcedCommits: "forced commits"
    case .typedBack: "typed back exactly"
    case .keyArea: "key area, pt"
    case .typedBackYes: "yes"
    case .typedBackNo: "NO"
    case .busiestKeys: "busiest keys (share of taps)"
    case .untypableOn: "untypable on {keyboard}: {characters}"
    case .timeModel: "time: Fitts' law MT = {intercept} ms + {slope} ms/bit · log2(A/W + 1), {model} ({source}); W the target's smaller side (MacKenzie & Buxton, CHI '92)"
    }
  }
}
