import KeyboardScreen
import KeyboardSession
import TerminalKit

/// The heat map over the keys: each key coloured by its share of the taps of a text file
/// (`sykb run --heat FILE`, counted by typing the file as a user would, as `sykb stats` does)
/// or of what was typed in this session (`KeyboardSession.keyTaps`).
public struct HeatMap: Sendable, Equatable {
  /// The file's name, or `nil` for this session's taps.
  public var file: String?
  /// The file's taps per page and key (unused for the session: its counter is read live).
  public var counts: KeyTapCounts

  /// The taps of `file`.
  public init(file: String, counts: KeyTapCounts) {
    self.file = file
    self.counts = counts
  }

  private init() {
    file = nil
    counts = KeyTapCounts()
  }

  /// What was typed in this session.
  public static let session = HeatMap()

  /// The counts to draw: the file's, or the session's own.
  func counts(in session: KeyboardSession) -> KeyTapCounts {
    file == nil ? session.keyTaps : counts
  }
}

/// F11 steps through the heat maps: the `--heat` file's (when there is one), this session's,
/// none, and round again. Until the first F11 the file's is shown if there is one.
struct HeatMapToggle: Sendable {
  private enum Showing: Sendable {
    case file, session, none
  }

  private var showing: Showing?

  /// The heat map showing now, given the `--heat` file's.
  func heatMap(file: HeatMap?) -> HeatMap? {
    switch current(file: file) {
    case .file: file
    case .session: .session
    case .none: nil
    }
  }

  /// The next step (F11).
  mutating func toggle(file: HeatMap?) {
    switch current(file: file) {
    case .file: showing = .session
    case .session: showing = Showing.none
    case .none: showing = file == nil ? .session : .file
    }
  }

  private func current(file: HeatMap?) -> Showing {
    if let showing { return showing == .file && file == nil ? .none : showing }
    return file == nil ? .none : .file
  }
}
