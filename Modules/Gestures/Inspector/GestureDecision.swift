/// One threshold a recognizer compared: a setting's value against what the touch measured.
///
/// `GestureCheck(setting: "cursor-active-distance", measured: 41, threshold: 40, unit: "pt")`
/// reads `cursor-active-distance 41.0 pt ≥ 40.0 pt`.
public struct GestureCheck: Hashable, Sendable, CustomStringConvertible {
  /// The setting's name in the settings file (or a fixed rule's name).
  public var setting: String
  public var measured: Double
  public var threshold: Double
  public var unit: String

  public init(setting: String, measured: Double, threshold: Double, unit: String) {
    self.setting = setting
    self.measured = measured
    self.threshold = threshold
    self.unit = unit
  }

  /// The measured value reached the threshold (within the engine's time tolerance).
  public var isReached: Bool { measured >= threshold - GestureEngine.timeTolerance }

  public var description: String {
    let digits = unit == "s" ? 2 : 1
    return "\(setting) \(Self.format(measured, digits)) \(unit) \(isReached ? "≥" : "<") "
      + "\(Self.format(threshold, digits)) \(unit)"
  }

  /// Fixed-point text without Foundation: `format(0.495, 2)` is "0.50".
  public static func format(_ value: Double, _ digits: Int) -> String {
    guard value.isFinite else { return String(value) }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    guard scaled < 1e15 else { return String(value) }
    let whole = Int(scaled / scale)
    let fraction = Int(scaled) - whole * Int(scale)
    var text = value < 0 && scaled > 0 ? "-" : ""
    text += String(whole)
    if digits > 0 {
      let digitsText = String(fraction)
      text += "." + String(repeating: "0", count: digits - digitsText.count) + digitsText
    }
    return text
  }
}

/// What a touch became and the threshold that decided it: the inspector's and the trace's
/// "why". A drag of 41 pt on `ㄱ` is `cursor drag ㄱ — cursor-active-distance 41.0 pt ≥
/// 40.0 pt`; a 0.49 s hold released in place is `tap ㄱ — long-press-duration 0.49 s <
/// 0.50 s · cursor-active-distance 0.0 pt < 40.0 pt`.
public struct GestureDecision: Hashable, Sendable, CustomStringConvertible {
  public enum Outcome: String, Hashable, Sendable {
    case tap
    case longPress = "long press"
    case repeating = "repeat"
    case cursorDrag = "cursor drag"
    case cursorSelection = "cursor selection"
    case deleteDrag = "delete drag"
    case switchDrag = "switch-key drag"
    /// The release counted for nothing (outside the key, a switch drag too far away).
    case noTap = "no tap"
    /// Delete acts on touch-down; its release adds nothing.
    case pressOnly = "press only"
  }

  /// The key's name, nil for a toolbar region or the chevron.
  public var key: String?
  public var outcome: Outcome
  /// The threshold that decided it.
  public var decidedBy: GestureCheck?
  /// The other threshold that was in play (a tap stayed under both).
  public var alsoChecked: GestureCheck?
  /// What decided it when no measured threshold did ("second finger down").
  public var reason: String?
  /// When it was decided, on the engine's clock.
  public var time: Double

  public init(
    key: String?, outcome: Outcome, decidedBy: GestureCheck?, alsoChecked: GestureCheck? = nil,
    reason: String? = nil, time: Double
  ) {
    self.reason = reason
    self.key = key
    self.outcome = outcome
    self.decidedBy = decidedBy
    self.alsoChecked = alsoChecked
    self.time = time
  }

  /// The decision in short rows for a narrow panel: `prefix` and what it became, then each
  /// threshold on a row of its own.
  public func lines(_ prefix: String) -> [String] {
    var rows = ["\(prefix)\(outcome.rawValue)\(key.map { " " + $0 } ?? "")"]
    if let decidedBy { rows.append("  by \(decidedBy)") }
    if let reason { rows.append("  by \(reason)") }
    if let alsoChecked { rows.append("  and \(alsoChecked)") }
    return rows
  }

  public var description: String {
    var text = outcome.rawValue
    if let key { text += " " + key }
    if let decidedBy { text += " — \(decidedBy)" }
    if let reason { text += " — \(reason)" }
    if let alsoChecked { text += " · \(alsoChecked)" }
    return text
  }
}
