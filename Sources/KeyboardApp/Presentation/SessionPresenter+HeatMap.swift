import KeyboardLayouts
import KeyboardScreen
import KeyboardSession
import Localization
import TerminalKit

extension SessionPresenter {
  /// Each key's heat on the page showing: its taps ÷ the taps of the page's busiest key, so
  /// that key is 1 and a key never tapped 0 (every page gets the whole scale).
  static func heatValues(_ session: KeyboardSession, geometry: KeyboardGeometry, _ map: HeatMap)
    -> [Double]
  {
    let counts = map.counts(in: session)
    let page = session.keyboard.pageName
    let most = counts.maximum(onPage: page)
    return geometry.keyFrames.map { frame in
      most == 0 ? 0 : Double(counts.count(page: page, key: frame.key.name)) / Double(most)
    }
  }

  /// The legend: what the counts are of and how many taps (in the session's words), and the
  /// share of all taps each level of this page goes up to.
  ///
  /// 219,870 taps of which the busiest key of the page has 20,240 (9.2 %): the levels go up to
  /// 2.3 %, 4.6 %, 6.9 % and 9.2 %.
  static func heatLegend(_ session: KeyboardSession, _ map: HeatMap) -> OverlayModel {
    let counts = map.counts(in: session)
    let most = counts.maximum(onPage: session.keyboard.pageName)
    let words = session.words
    let source =
      map.file.map { words(PanelText.heatFile, ["file": lastComponent($0)]) }
      ?? words(PanelText.heatSession)
    guard counts.total > 0, most > 0 else {
      let note = words(counts.total == 0 ? PanelText.heatNoTaps : PanelText.heatNoTapsHere)
      return .heatLegend(HeatLegendModel(title: source + " · " + note, scale: []))
    }
    let top = Double(most) / Double(counts.total) * 100
    let scale = (1...4).map { percent(top * Double($0) / 4) }
    let taps = words(PanelText.heatTaps, ["count": grouped(counts.total)])
    return .heatLegend(HeatLegendModel(title: "\(source) · \(taps)", scale: scale))
  }

  /// `9.16` → `9.2%`, `12.5` → `13%`, `0.04` → `0.04%`.
  static func percent(_ value: Double) -> String {
    let decimals = value >= 10 ? 0 : value >= 0.1 ? 1 : 2
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = Int((value * scale).rounded())
    let whole = scaled / Int(scale)
    guard decimals > 0 else { return "\(whole)%" }
    let fraction = String(scaled % Int(scale))
    return "\(whole)." + String(repeating: "0", count: decimals - fraction.count) + fraction + "%"
  }

  /// `219870` → `219,870`.
  static func grouped(_ value: Int) -> String {
    let digits = String(value)
    var out = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { out += "," }
      out.append(digit)
    }
    return out
  }

  static func lastComponent(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}
