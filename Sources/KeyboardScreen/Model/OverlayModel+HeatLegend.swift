import TerminalKit

extension OverlayModel {
  /// Whether this is the heat map's legend (which takes the bar row).
  var isHeatLegend: Bool { heatLegend != nil }

  /// The heat map's legend, if this is it.
  var heatLegend: HeatLegendModel? {
    if case .heatLegend(let legend) = self { return legend }
    return nil
  }
}
