import KeyboardApp
import KeyboardLayouts
import KeyboardScreen
import TerminalKit

/// Render models for the snapshot tests, built by hand like the session would fill them.
enum SnapshotModels {
  static let hangulField = FieldModel(
    lines: ["한글 입력"], cursor: TextPosition(line: 0, column: 5))

  /// 나랏글 on 390 × 240 with the number-input hints.
  static func naratgeul(height: Double = 240, hints: Bool = true) -> RenderModel {
    RenderModel(
      field: hangulField,
      keyboard: KeyboardModel(
        width: 390, height: height, keys: KeyboardFixtures.naratgeul(height: height, hints: hints)),
      status: "나랏글")
  }

  /// QWERTY (standard 10 columns) with shift on.
  static func qwerty() -> RenderModel {
    RenderModel(
      field: FieldModel(lines: ["Hello"], cursor: TextPosition(line: 0, column: 5)),
      keyboard: KeyboardModel(
        width: 390, height: 240, keys: KeyboardFixtures.qwerty(shift: .on)),
      status: "QWERTY ⇧")
  }

  /// Tenkey for a number field: no bar, no return.
  static func tenkey() -> RenderModel {
    RenderModel(
      field: FieldModel(lines: ["010"], cursor: TextPosition(line: 0, column: 3)),
      keyboard: KeyboardModel(width: 390, height: 240, keys: KeyboardFixtures.tenkey()),
      status: "tenkey")
  }

  /// 나랏글 pushed to one side (320 pt wide) with the chevron strip on the other (§6.5).
  static func oneHanded(left: Bool) -> RenderModel {
    let gridX = left ? 0.0 : 70.0
    let strip = Rect(x: left ? 320 : 0, y: 0, width: 70, height: 240)
    return RenderModel(
      field: hangulField,
      keyboard: KeyboardModel(
        width: 390, height: 240,
        keys: KeyboardFixtures.naratgeul(width: 320, x: gridX),
        chevron: ChevronStrip(frame: strip, pointsRight: left)),
      status: left ? "한 손 왼쪽" : "한 손 오른쪽")
  }

  /// 나랏글 under a number row: 52.75 pt + 240 pt (§1.9, §6.1).
  static func numberRow() -> RenderModel {
    let rowHeight = 52.75
    let letters = KeyboardFixtures.naratgeul().map { key -> KeyCell in
      var moved = key
      moved.frame.y += rowHeight
      return moved
    }
    return RenderModel(
      field: hangulField,
      keyboard: KeyboardModel(
        width: 390, height: 240 + rowHeight,
        keys: KeyboardFixtures.numberRow(height: rowHeight) + letters),
      status: "숫자 행")
  }

  /// A plain 나랏글 screen with a bar, to put overlays on.
  static func withBar(_ overlays: [OverlayModel] = []) -> RenderModel {
    var model = naratgeul(hints: false)
    model.toolbar = ToolbarModel(
      candidates: [
        CandidateCell(text: "“입력”"), CandidateCell(text: "입력기", isBold: true),
        CandidateCell(text: "입력해"),
      ],
      canUndo: true, canRedo: false)
    model.overlays = overlays
    return model
  }
}

extension SnapshotModels {
  /// The 나랏글 switch key's balloon: 60 pt tall, 4 pt above the key, 4 pt from the right edge,
  /// target 78 pt, cancel from 4 pt inside the switch key (§6.4).
  static let balloonFrame = Rect(x: 218.5, y: 115, width: 167.5, height: 60)
  static let balloonTarget = Rect(x: 218.5, y: 115, width: 78, height: 60)
  static let balloonCancel = Rect(x: 296.5, y: 115, width: 89.5, height: 60)

  /// The one-handed chooser: 240 × 60, same anchoring, three 80 pt zones.
  static func zone(_ index: Double) -> Rect {
    Rect(x: 146 + 80 * index, y: 115, width: 80, height: 60)
  }

  static let overlays: [(name: String, overlay: OverlayModel)] = [
    (
      "keyboardSelect",
      .keyboardSelect(
        KeyboardSelectModel(
          frame: balloonFrame, targetFrame: balloonTarget, cancelFrame: balloonCancel,
          target: "123", highlighted: .target))
    ),
    (
      "oneHanded",
      .oneHanded(
        OneHandedModel(
          frame: Rect(x: 146, y: 115, width: 240, height: 60), leftFrame: zone(0),
          centerFrame: zone(1), rightFrame: zone(2), highlighted: .left, current: .center))
    ),
    ("cursorIndicator", .cursorIndicator(CursorIndicatorModel())),
    (
      "candidateRemoval",
      .candidateRemoval(CandidateRemovalModel(candidate: "입력기", highlighted: .remove))
    ),
    (
      "help",
      .help(
        PanelModel(
          title: "도움말",
          rows: [
            PanelRow("마우스", value: "누르기·끌기"), PanelRow("F1", value: "도움말"),
            PanelRow("F2", value: "설정"), PanelRow("Ctrl-C", value: "끝내기"),
          ],
          footer: "Esc 닫기"))
    ),
    (
      "settings",
      .settings(
        PanelModel(
          title: "설정",
          rows: [
            PanelRow("키보드 높이", value: "240"), PanelRow("숫자 행", value: "끔"),
            PanelRow("길게 누르기", value: "숫자 입력"),
          ],
          selectedRow: 1, footer: "↑↓ ←→"))
    ),
    (
      "layoutPicker",
      .layoutPicker(
        PanelModel(
          title: "키보드",
          rows: [PanelRow("나랏글"), PanelRow("천지인"), PanelRow("두벌식"), PanelRow("QWERTY")],
          selectedRow: 2))
    ),
    (
      "trace",
      .trace(
        PanelModel(
          title: "trace", rows: (1...12).map { PanelRow("press \($0)") }))
    ),
    (
      "message",
      .message(PanelModel(title: "알림", rows: [PanelRow("학습 데이터를 지웠습니다")]))
    ),
  ]
}

extension SnapshotModels {
  /// Five candidates scrolled by one, the second visible highlighted, and all three buttons.
  static func scrolledBar() -> RenderModel {
    var model = withBar()
    model.toolbar = ToolbarModel(
      candidates: [
        CandidateCell(text: "“가”"), CandidateCell(text: "가요", isBold: true),
        CandidateCell(text: "가는", isHighlighted: true), CandidateCell(text: "가고"),
        CandidateCell(text: "가서"),
      ],
      scrollOffset: 1, canUndo: false, canRedo: true, showsClipboard: true)
    return model
  }

  /// 나랏글 with `isNaratgeulDotLabelEnabled`: 획 drawn as ㆍ, 쌍 as the zero-width ᆢ (§1.1).
  static func dotLabels() -> RenderModel {
    var model = naratgeul(hints: false)
    model.field = FieldModel(lines: ["ㅅᆢ가ᆢ"], cursor: TextPosition(line: 0, column: 3))
    if var keyboard = model.keyboard {
      for index in keyboard.keys.indices {
        if keyboard.keys[index].caption == "획" { keyboard.keys[index].caption = "ㆍ" }
        if keyboard.keys[index].caption == "쌍" { keyboard.keys[index].caption = "ᆢ" }
      }
      model.keyboard = keyboard
    }
    return model
  }
}
