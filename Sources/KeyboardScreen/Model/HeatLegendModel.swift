import TerminalKit

/// The heat map's legend, drawn over the suggestion bar's row while the heat map is on.
///
/// `HeatLegendModel(title: "열지도 ko.txt · 219,870회", scale: ["2.3%", "4.6%", "6.9%", "9.2%"])`
/// draws ` 열지도 ko.txt · 219,870회   ░2.3% ▒4.6% ▓6.9% █9.2%` (with `NO_COLOR`; in colour the
/// swatches are the four background colours): a key coloured like the third swatch has up to
/// 6.9 % of all taps.
public struct HeatLegendModel: Sendable, Equatable {
  /// What the counts are of and how many taps they hold.
  public var title: String
  /// The largest share of all taps each of the four levels stands for on this page, as text;
  /// empty when nothing was tapped yet.
  public var scale: [String]

  public init(title: String, scale: [String]) {
    self.title = title
    self.scale = scale
  }
}

/// The four steps of the heat map: a key's value (its taps ÷ the page's busiest key's) → 0 … 4.
///
/// 0 is a key never tapped (drawn as usual); 0.3 is level 2; 1 is level 4.
enum HeatLevel {
  static func of(_ heat: Double) -> Int {
    guard heat > 0 else { return 0 }
    return min(4, max(1, Int((heat * 4).rounded(.up))))
  }

  /// `NO_COLOR`: density characters instead of colours, levels 1 … 4.
  static let glyphs = ["░", "▒", "▓", "█"]

  /// Colour: the background roles, levels 1 … 4.
  static let roles: [ColorRole] = [.heat1, .heat2, .heat3, .heat4]
}
