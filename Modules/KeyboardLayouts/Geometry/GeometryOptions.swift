/// The sizes a keyboard is laid out with: width, height settings, orientation and one-handed mode.
///
/// The default is an iPhone-like portrait keyboard 390 pt wide (iPhone 12–15) with the key
/// area 240 pt high: letter rows of (240 − 4) / 4 = 59 pt.
public struct GeometryOptions: Hashable, Sendable {
  public enum Orientation: String, CaseIterable, Hashable, Sendable {
    case portrait
    case landscape
  }

  /// The default portrait width in points, a 390 pt iPhone.
  public static let defaultPortraitWidth = 390.0
  /// The default landscape width in points, the same iPhone turned (844 pt).
  public static let defaultLandscapeWidth = 844.0

  /// The whole keyboard's width in points.
  public var width: Double
  /// Setting `keyboardHeight`: the portrait key area (4 rows), clamped to 190–290.
  public var keyboardHeight: Double
  public var orientation: Orientation
  /// In landscape the key area is 188 − 44 = 144 pt with the bar and 188 pt without (§6.1).
  public var showsSuggestionBar: Bool
  /// Setting `letterColumnWidthMultiplier` for 4x4 letter columns, clamped to 1.00–1.15.
  public var letterColumnWidthMultiplier: Double
  public var oneHandedMode: OneHandedMode
  /// Setting `oneHandedKeyboardWidth`, clamped to 300–340.
  public var oneHandedWidth: Double

  public init(
    width: Double = GeometryOptions.defaultPortraitWidth, keyboardHeight: Double = 240,
    orientation: Orientation = .portrait, showsSuggestionBar: Bool = true,
    letterColumnWidthMultiplier: Double = 1, oneHandedMode: OneHandedMode = .center,
    oneHandedWidth: Double = 320
  ) {
    self.width = width
    self.keyboardHeight = keyboardHeight
    self.orientation = orientation
    self.showsSuggestionBar = showsSuggestionBar
    self.letterColumnWidthMultiplier = letterColumnWidthMultiplier
    self.oneHandedMode = oneHandedMode
    self.oneHandedWidth = oneHandedWidth
  }

  /// The height of the four letter rows with their 4 pt frame spacing (§6.1).
  public var keyAreaHeight: Double {
    switch orientation {
    case .portrait: return min(max(keyboardHeight, 190), 290)
    case .landscape: return showsSuggestionBar ? 144 : 188
    }
  }

  /// One letter row: (key area − 4) / 4, 59 pt at 240.
  public var letterRowHeight: Double { (keyAreaHeight - 4) / 4 }

  /// The number row (§6.1): 46.5 + (letter row − 46.5) × 0.5 in portrait (52.75 at 240),
  /// 35 in landscape.
  public var numberRowHeight: Double {
    switch orientation {
    case .portrait: return 46.5 + (letterRowHeight - 46.5) * 0.5
    case .landscape: return 35
    }
  }

  var clampedMultiplier: Double { min(max(letterColumnWidthMultiplier, 1), 1.15) }
  var clampedOneHandedWidth: Double { min(max(oneHandedWidth, 300), 340) }
}
