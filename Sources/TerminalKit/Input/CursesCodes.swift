/// The ncurses key codes and mouse bits the decoder needs, read from the real header.
///
/// `CursesCodes.ncurses` (built in `Terminal.swift`, the only file that sees the C module) maps
/// `KEY_LEFT` → `.left` and knows that `BUTTON1_PRESSED` is bit 1 of mouse version 2.
public struct CursesCodes: Sendable {
  /// Function-key codes (`KEY_CODE_YES` results) and what they mean.
  public var keys: [Int32: SpecialKey]
  /// `BUTTON1_PRESSED`.
  public var buttonPressed: UInt
  /// `BUTTON1_RELEASED`.
  public var buttonReleased: UInt
  /// `BUTTON1_CLICKED` (only seen if `mouseinterval` was not 0).
  public var buttonClicked: UInt
  /// `REPORT_MOUSE_POSITION`: movement (with the button held, thanks to mode 1002).
  public var motion: UInt
  /// `BUTTON4_PRESSED`: wheel up.
  public var wheelUp: UInt
  /// `BUTTON5_PRESSED`: wheel down.
  public var wheelDown: UInt
  /// `BUTTON3_PRESSED`: the right button, the second finger.
  public var secondPressed: UInt
  /// `BUTTON3_RELEASED`.
  public var secondReleased: UInt
  /// `BUTTON_ALT`: Alt held with a button (Alt with the left button is the second finger too).
  public var altModifier: UInt

  /// Creates a code table.
  public init(
    keys: [Int32: SpecialKey], buttonPressed: UInt, buttonReleased: UInt, buttonClicked: UInt,
    motion: UInt, wheelUp: UInt, wheelDown: UInt, secondPressed: UInt = 0,
    secondReleased: UInt = 0, altModifier: UInt = 0
  ) {
    self.keys = keys
    self.buttonPressed = buttonPressed
    self.buttonReleased = buttonReleased
    self.buttonClicked = buttonClicked
    self.motion = motion
    self.wheelUp = wheelUp
    self.wheelDown = wheelDown
    self.secondPressed = secondPressed
    self.secondReleased = secondReleased
    self.altModifier = altModifier
  }
}
