extension ModifierGroup {
  /// A modifier-group key with the width the rules of §1.12 give it.
  public struct PlacedKey: Hashable, Sendable {
    public var key: KeyDefinition
    public var width: Double
  }

  /// The keys shown in a situation and their widths (§1.12).
  ///
  /// Standard group of 2.5: `switch` 2.5 alone; `switch` 1.25 + `globe` 1.25; unified:
  /// `lang` 1, `globe` 1, `switch` 1.5 (3.5 in all — the group grows by the globe).
  /// 4x4 cell of 1: globe shown → equal shares; unified without globe → `lang` 0.4 (≈ 0.1 W),
  /// `switch` 0.6.
  public func placedKeys(family: LayoutFamily, options: LayoutOptions) -> [PlacedKey] {
    let shown = keys.filter {
      switch $0.role {
      case .globe: return options.showsGlobe
      case .lang: return options.isUnified
      default: return true
      }
    }
    guard !shown.isEmpty else { return [] }
    let hasLang = shown.contains { $0.role == .lang }
    let hasGlobe = shown.contains { $0.role == .globe }
    if family.isFourByFour || family == .tenkey {
      if hasLang, !hasGlobe {
        let others = Double(shown.count - 1)
        let langShare = others > 0 ? 0.4 : 1
        return shown.map {
          PlacedKey(
            key: $0, width: width * ($0.role == .lang ? langShare : (1 - langShare) / others))
        }
      }
      return shown.map { PlacedKey(key: $0, width: width / Double(shown.count)) }
    }
    if hasLang {
      // One letter width for 한/A and for 🌐; the other keys keep "0.25 × 10 − 1".
      let fixed = shown.filter { $0.role == .lang || $0.role == .globe }.count
      let rest = Double(shown.count - fixed)
      let restWidth = rest > 0 ? max(width - 1, 0.5) / rest : 0
      return shown.map {
        PlacedKey(key: $0, width: $0.role == .lang || $0.role == .globe ? 1 : restWidth)
      }
    }
    return shown.map { PlacedKey(key: $0, width: width / Double(shown.count)) }
  }
}
