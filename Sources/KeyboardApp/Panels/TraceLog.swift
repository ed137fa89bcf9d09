import KeyboardScreen
import Localization
import TerminalKit

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

  /// The panel, drawn top-right over the field, with the gesture inspector's rows (the
  /// session's, drawn as they are) under the trace, so they stay in view: the tail of the
  /// panel is what shows. Its title and notes are in `words`; the trace lines are as logged.
  func model(inspector: [String] = [], words: Words) -> OverlayModel {
    var rows = lines.isEmpty ? [PanelRow(words(PanelText.traceEmpty))] : lines.map { PanelRow($0) }
    if !inspector.isEmpty {
      rows.append(PanelRow(words(PanelText.traceInspectorHeading)))
      rows += inspector.map { PanelRow($0) }
    }
    let title = words(inspector.isEmpty ? PanelText.traceTitle : PanelText.traceInspectorTitle)
    return .trace(PanelModel(title: title, rows: rows, footer: words(PanelText.traceFooter)))
  }
}
