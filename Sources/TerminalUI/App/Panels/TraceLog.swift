/// The last lines of the session's trace, for the trace panel (newest last).
///
/// After `append(["tap ㄱ → type \"ㄱ\" → +ㄱ@0"])` the panel's last row reads that line.
struct TraceLog: Sendable, Equatable {
  private(set) var lines: [String] = []
  /// How many lines are kept.
  static let capacity = 300

  mutating func append(_ more: [String]) {
    lines += more
    if lines.count > Self.capacity {
      lines.removeFirst(lines.count - Self.capacity)
    }
  }

  /// The panel, drawn top-right over the field.
  var model: OverlayModel {
    .trace(
      PanelModel(
        title: "trace",
        rows: lines.isEmpty ? [PanelRow("(no events yet)")] : lines.map { PanelRow($0) },
        footer: "F4 닫기"))
  }
}
