import KeyboardLayouts
import KeyboardSession

/// Finds the keys that type a Hangul letter on the keyboard showing, by trying them on a
/// scratch copy of the session: the keyboard's own rules, not a table kept here.
///
/// On 나랏글 `ㅕ` is `ㅏㅓ ㅏㅓ 획`, on 천지인 `ㆍ ㆍ ㅣ`, on 두벌식 `ㅕ`; `ㅃ` on 두벌식 is shift + `ㅂ`.
/// A syllable from the user's input method is typed letter by letter (`안` → `ㅇ ㅏ ㄴ`), and on
/// 천지인 a `space` (commit only) separates two letters on the same multi-tap key (`안녕`:
/// `ㄴㄹ`, space, `ㄴㄹ`), as a 천지인 user does.
struct HangulPlanner: Sendable {
  /// Plans per layout id: compatibility jamo → strokes.
  private var plans: [String: [UInt32: [KeyStroke]]] = [:]

  /// The longest key sequence tried for one letter (천지인 `ㅙ` takes five).
  static let maximumDepth = 6

  /// The strokes for `scalar`, or `nil` when it is not Hangul or the keyboard showing is not
  /// a Hangul letter keyboard. `previousKey` is the last key a binding tapped.
  mutating func strokes(
    for scalar: Unicode.Scalar, session: KeyboardSession, previousKey: String?
  ) -> [KeyStroke]? {
    guard let units = JamoTables.units(of: scalar) else { return nil }
    guard session.keyboard.isHangulPrimary, let layout = session.currentLayout else { return nil }
    let table = plans[layout.id] ?? Self.explore(session)
    plans[layout.id] = table
    let commitsBetweenRepeats = session.keyboard.primary == .cheonjiin
    var result: [KeyStroke] = []
    var last = previousKey
    for unit in units {
      guard let plan = table[unit], let first = plan.first else { return nil }
      if commitsBetweenRepeats, let last, last == first.keyName, Self.isConsonantKey(last, layout) {
        result.append(.tap("space"))
      }
      result += plan
      last = plan.last?.keyName
    }
    return result
  }

  /// Breadth-first over key sequences from an empty field, keeping every sequence whose result
  /// is a single letter; the first (shortest) sequence for each letter wins.
  ///
  /// The scratch session is a new one on the same layouts and settings but without the
  /// suggestion data, so each trial costs microseconds.
  static func explore(_ session: KeyboardSession) -> [UInt32: [KeyStroke]] {
    var settings = session.settings
    settings.isPredictiveTextEnabled = false
    settings.isUndoRedoEnabled = false
    settings.isTextReplacementEnabled = false
    var scratch = KeyboardSession(library: session.library, settings: settings)
    _ = scratch.showKeyboard(named: session.keyboard.primary.rawValue)
    try? scratch.applyField([FieldAssignment(key: "autocapitalization", value: "none")])
    guard let layout = scratch.currentLayout else { return [:] }
    var moves: [(KeyStroke, String)] = []
    for row in layout.rows where !row.isNumberRow {
      for key in row.keys where key.role == .character {
        moves.append((.tap(key.name), key.output))
        if let shifted = key.shiftedOutput, shifted != key.output {
          moves.append((.shifted(key.name), shifted))
        }
      }
    }
    var table: [UInt32: [KeyStroke]] = [:]
    var seen: Set<String> = [""]
    var frontier: [(KeyboardSession, [KeyStroke])] = [(scratch, [])]
    for _ in 0..<maximumDepth where !frontier.isEmpty {
      var next: [(KeyboardSession, [KeyStroke])] = []
      for (state, strokes) in frontier {
        for (stroke, text) in moves {
          var candidate = state
          candidate.perform(.type(text), at: 0)
          let produced = candidate.document.text
          let scalars = produced.unicodeScalars
          // Only lone letters (and 천지인's dots) are states: syllables are where letters go.
          guard scalars.count == 1, let scalar = scalars.first,
            !(0xAC00...0xD7A3).contains(scalar.value), seen.insert(produced).inserted
          else { continue }
          if (0x3131...0x318E).contains(scalar.value) && table[scalar.value] == nil {
            table[scalar.value] = strokes + [stroke]
          }
          next.append((candidate, strokes + [stroke]))
        }
      }
      frontier = next
    }
    return table
  }

  /// Whether a key types a consonant (the multi-tap keys of 천지인).
  static func isConsonantKey(_ name: String, _ layout: ResolvedLayout) -> Bool {
    guard let output = layout.key(named: name)?.output.unicodeScalars.first else { return false }
    return (0x3131...0x314E).contains(output.value)
  }
}

extension KeyStroke {
  /// The key the stroke ends on.
  var keyName: String {
    switch self {
    case .tap(let name), .shifted(let name): return name
    }
  }
}
