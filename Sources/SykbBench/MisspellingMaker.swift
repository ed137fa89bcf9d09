import KeyboardLayouts
import KeyboardSession
import SykbHost

/// Misspellings as a thumb makes them on a layout, for `sykb-bench spelling`: the word is
/// planned as the keys a user taps (`plannedTaps`, syllable by syllable), one tap is
/// changed — an adjacent key instead, left out, an adjacent key added, or swapped with the
/// next — and the taps are typed through the real session, so Korean errors happen at the
/// jamo (or stroke) level and come out recomposed: 두벌식 `학교` with ㅛ → ㅕ is `학겨`,
/// 천지인 `사랑` with one stroke left out is `사렁`.
struct MisspellingMaker {
  enum Kind: String, CaseIterable {
    case substitution, omission, insertion, transposition
  }

  let keyboard: String
  private var session: KeyboardSession
  private let start: KeyboardSession
  /// The character keys next to each character key (touch cells whose centres are within
  /// 1.2 key widths and heights).
  private let neighbours: [String: [String]]

  init?(keyboard: String, library: LayoutLibrary) {
    var session = KeyboardSession(library: library)
    guard session.send(.keyboard(keyboard), at: session.now).accepted else { return nil }
    var traits = session.traits
    traits.autocapitalization = .none
    session.send(.traits(traits), at: session.now)
    self.keyboard = keyboard
    self.session = session
    self.start = session
    guard let geometry = session.geometry else { return nil }
    let keys = geometry.keyFrames.filter { $0.key.role == .character }
    var neighbours: [String: [String]] = [:]
    for key in keys {
      let centre = key.frame.center
      neighbours[key.key.name] = keys.filter { other in
        let point = other.frame.center
        return other.key.name != key.key.name
          && abs(point.x - centre.x) <= 1.2 * key.frame.width
          && abs(point.y - centre.y) <= 1.2 * key.frame.height
      }.map(\.key.name)
    }
    self.neighbours = neighbours
  }

  /// The taps of `word`, one group per character; `nil` when a character has no plan.
  mutating func plan(_ word: String) -> [[String]]? {
    session = start
    var groups: [[String]] = []
    for scalar in word.unicodeScalars {
      guard let taps = session.plannedTaps(for: scalar) else { return nil }
      groups.append(taps)
    }
    return groups
  }

  /// What typing `groups` gives (each group's composition ended before the next).
  mutating func type(_ groups: [[String]]) -> String {
    session = start
    var time = 1.0
    for group in groups {
      time = session.send(.keys(group, holding: nil), at: time).typed.end + 0.1
      session.send(.host(.commit), at: session.now)
    }
    return session.document.text
  }

  /// One misspelling of `word` of `kind`, choosing positions with `random`; `nil` when the
  /// word cannot be planned or the change typed back the same text.
  mutating func misspell(
    _ word: String, _ kind: Kind, using random: inout some RandomNumberGenerator
  ) -> String? {
    guard var groups = plan(word) else { return nil }
    // Character taps only: shift and page keys are not where the slip is measured.
    let positions = groups.indices.flatMap { group in
      groups[group].indices.compactMap { tap in
        neighbours[groups[group][tap]] == nil ? nil : (group, tap)
      }
    }
    guard let (group, tap) = positions.randomElement(using: &random) else { return nil }
    let key = groups[group][tap]
    switch kind {
    case .substitution:
      guard let other = neighbours[key]?.randomElement(using: &random) else { return nil }
      groups[group][tap] = other
    case .omission:
      groups[group].remove(at: tap)
    case .insertion:
      guard let other = neighbours[key]?.randomElement(using: &random) else { return nil }
      groups[group].insert(other, at: Bool.random(using: &random) ? tap : tap + 1)
    case .transposition:
      // With the next character tap, in this group or the next one.
      guard let index = positions.firstIndex(where: { $0 == (group, tap) }),
        index + 1 < positions.count
      else { return nil }
      let (nextGroup, nextTap) = positions[index + 1]
      let next = groups[nextGroup][nextTap]
      guard next != key else { return nil }
      groups[group][tap] = next
      groups[nextGroup][nextTap] = key
    }
    let typed = type(groups)
    return typed == word || typed.isEmpty ? nil : typed
  }
}
