extension LabText {
  // swift-format-ignore
  public var english: String {
    switch self {
    case .sayOptimize: "say optimize (see sykb lab --help)"
    case .giveFiles: "give one or more text files"
    case .objectiveTakes: "--objective takes time or travel, not \"{name}\""
    case .keyboardOrLayout: "give --keyboard or --layout, not both"
    case .notRearranged: "the lab rearranges {names}, not \"{name}\""
    case .noLayoutFile: "no layout file for \"{name}\""
    case .outputIsInput: "--output {path} is a file the lab reads; give another name"
    case .outputExists: "{path} exists; give --output FILE to write over it or elsewhere"
    case .cannotRead: "{path}: cannot read the file"
    case .readBackDiffers: "{path}: the file did not read back as written"
    case .notLoadedAs: "{path}: not loaded as the {keyboard} layout"
    case .noSuchKey: "--{option} {key}: no such key on the {page} page (keys: {keys})"
    case .moveNotAsWide: "--move {key}: not as wide as the letter keys; only keys of one width trade places"
    case .tooFewKeys: "fewer than two keys move on the {page} page"
    case .numberTakes: "--{option} takes a whole number from {low} to {high}, not \"{text}\""
    case .cannotWrite: "{path}: cannot write it ({reason})"
    case .progressBest: "best {cost}"

    case .heading: "sykb lab optimize · {title} · {files} · {characters} characters · objective {objective}"
    case .objectiveTime: "time (Fitts' law, {model})"
    case .objectiveTravel: "travel"
    case .keysMove: "{count} keys move: {keys}"
    case .keysFixed: " · fixed: {keys}"
    case .shipped: "shipped"
    case .best: "best"
    case .change: "change"
    case .tapsEverywhere: "taps (as many wherever keys sit)"
    case .lessTravel: "improvement: {percent}% less travel"
    case .lessTime: "improvement: {percent}% less estimated time"
    case .busiestTransitions: "busiest transitions: {transitions}"
    case .check: "check: {output} typed through the session as sykb stats --layout types it: {measured}; the search predicted {predicted} {stability}; the shipped layout {shippedMeasured}, predicted {shippedPredicted}; the written file passes sykb layouts check"
    case .sameTaps: "(the same taps)"
    case .tapsChanged: "(the taps changed: a letter's equally short key sequence follows key order)"
    case .run: "run: {swaps} swaps in {rounds} round(s) of {restarts} restarts, {evaluations} evaluations (swap deltas); {seconds} s in all, typing included ({rate}/s); evaluations per second: full {full}, swap deltas in the search {swap}"
    case .written: "written: {output} — try it: sykb --layout {output} · sykb stats --layout {output} {files}"
    }
  }
}
