import Hangul
import KeyboardLayouts

/// The settings table: one row per setting. A new setting is its `KeyboardSettings` property,
/// its name in `SettingKey` and one row here; the file, `sykb settings`, F2, replay `set`, the
/// run options and docs/settings-table.md follow (the compiler refuses a name without a row).
extension SettingKey {
  /// This setting's row.
  public var descriptor: SettingDescriptor {
    // swift-format-ignore
    switch self {
    case .soundFeedback: row(.toggle(\.isSoundFeedbackEnabled), "키 소리 · key click sound")
    case .hapticFeedback: row(.toggle(\.isHapticFeedbackEnabled), "햅틱 피드백 · vibration on key press")
    case .longPressAction: row(.choice(\.longPressAction), "길게 누르기: repeat 반복 · number 숫자 · disabled 끔")
    case .longPressDuration: row(.number(\.longPressDuration, 0.1...0.9, step: 0.05, stepRequired: true), "길게 누르기 시간 (초, 0.1–0.9, 0.05 단위)")
    case .repeatRate: row(.number(\.repeatRate, 0.01...0.09, step: 0.005, stepRequired: true), "반복 속도 (0.01–0.09): 간격 = 0.10 − 값 초")
    case .dragToMoveCursor: row(.toggle(\.isDragToMoveCursorEnabled), "스페이스를 끌어 커서 이동 · drag space to move the cursor")
    case .cursorActiveDistance: row(.number(\.cursorActiveDistance, 20...60, step: 1), "커서 이동이 시작되는 거리 (pt, 20–60)")
    case .cursorMoveInterval: row(.number(\.cursorMoveInterval, 1...9, step: 0.5, stepRequired: true), "커서 한 칸당 거리 (pt, 1–9, 0.5 단위)")
    case .cursorDragAcceleration: row(.toggle(\.isCursorDragAccelerationEnabled), "빠르게 끌면 커서가 2–4칸씩 이동 · cursor-drag acceleration")
    case .cursorDragSelection: row(.choice(\.cursorDragSelection), "커서 이동 중 두 번째 손가락: widest 넓힌 범위 · anchor 시작점부터 · off 끔")
    case .textReplacement: row(.toggle(\.isTextReplacementEnabled), "텍스트 대치 (단축키 → 문구) · text replacement")
    case .predictiveText: row(.toggle(\.isPredictiveTextEnabled), "예측 단어 제안 · predictive text")
    case .showMathResults: row(.toggle(\.isShowMathResultsEnabled), "수식 결과 보기 (12+3= → 15)")
    case .undoRedo: row(.toggle(\.isUndoRedoEnabled), "실행 취소·재실행 버튼 (↶ ↷)")
    case .clipboardHistory: row(.toggle(\.isClipboardHistoryEnabled), "클립보드 기록 (20개 + 고정 20개)")
    case .clipboardImageHistory: row(.toggle(\.isClipboardImageHistoryEnabled), "클립보드 이미지 기록")
    case .fullAccess: row(.toggle(\.isFullAccessAllowed), "전체 접근 허용: 클립보드 기록에 필요 (기본 끔)")
    case .smartPunctuation: row(.toggle(\.isSmartPunctuationEnabled), "스마트 구두점 (따옴표, 대시)")
    case .periodShortcut: row(.toggle(\.isPeriodShortcutEnabled), "스페이스 두 번 → 마침표 · double-space period")
    case .autoChangeToPrimary: row(.toggle(\.isAutoChangeToPrimaryEnabled), "기호 입력 후 자동으로 기본 자판 복귀")
    case .autoCapitalization: row(.toggle(\.isAutoCapitalizationEnabled), "자동 대문자 · auto-capitalisation")
    case .keyboardHeight: row(.number(\.keyboardHeight, 190...290, step: 10), "키보드 높이 (pt, 190–290)", runOption: .value("height"))
    case .numericKeypad: row(.toggle(\.isNumericKeypadEnabled), "숫자 키패드 (전환 키를 끌어 123)")
    case .oneHandedKeyboard: row(.toggle(\.isOneHandedKeyboardEnabled), "한 손 키보드 사용 · one-handed keyboard")
    case .oneHandedKeyboardWidth: row(.number(\.oneHandedKeyboardWidth, 300...340, step: 5), "한 손 키보드 너비 (pt, 300–340)")
    case .numberRow: row(.toggle(\.showsNumberRow), "숫자 줄 표시 · number row", runOption: .flag("number-row"))
    case .bottomSpace: row(.toggle(\.isBottomSpaceEnabled), "천지인 아래쪽 스페이스 줄")
    case .letterColumnWidthMultiplier: row(.number(\.letterColumnWidthMultiplier, 1.0...1.15, step: 0.05), "글자 열 너비 배율 (1.00–1.15)")
    case .naratgeulDotLabel: row(.toggle(\.isNaratgeulDotLabelEnabled), "나랏글 획·쌍 키에 점 표시")
    case .hangulKeyboard: row(.choice(\.hangulLayout), "한글 자판: naratgeul 나랏글 · cheonjiin 천지인 · dubeolsik 두벌식", runOption: .chooser("keyboard"))
    case .oneHandedMode: row(.choice(\.oneHandedMode), "한 손 모드: left 왼손 · center 끔 · right 오른손", runOption: .value("one-handed"))
    case .globeKey: row(.toggle(\.needsInputModeSwitchKey), "🌐 다음 키보드 키 표시")
    case .terminalClipboard: row(.toggle(\.isTerminalClipboardEnabled), "복사·잘라내기를 터미널 클립보드로 (OSC 52)")
    case .gridKeys: row(.toggle(\.isGridKeysEnabled), "자판 키 모드: 숫자·영문 키 = 그 자리의 자판 키 (Ctrl-G)")
    case .spellingDictionaries: row(.spellingDictionaries, "맞춤법 사전: system · off · 디렉터리 (시작할 때 읽음)")
    case .language: row(.choice(\.interfaceLanguage), "화면 언어: auto 로캘 따름 · ko 한국어 · en English")
    case .replyProvider: row(.replyProvider, "답장 후보 제공자: off · openai-compatible · command")
    case .replyBaseURL: row(.replyBaseURL, "답장 API 주소 (…/v1, chat/completions를 붙여 요청)")
    case .replyModel: row(.replyModel, "답장 모델 이름 (예: llama3.2) · none")
    case .replyAPIKeyFile: row(.replyAPIKeyFile, "API 키를 읽을 파일 (절대 경로) · none")
    case .replyAPIKeyEnv: row(.replyAPIKeyEnv, "API 키가 든 환경 변수 이름 · none (키 자체는 저장 안 함)")
    case .replyCommand: row(.replyCommand, "답장 명령 (표준 입력 = 메시지, 한 줄 = 후보 하나)")
    case .replyTimeout: row(.replyTimeout, "답장 요청 제한 시간 (초, 1–120)")
    }
  }

  private func row(
    _ codec: SettingCodec, _ summary: String, places: SettingDescriptor.Places = [.panel],
    runOption: SettingDescriptor.RunOption? = nil
  ) -> SettingDescriptor {
    SettingDescriptor(self, codec, summary, places: places, runOption: runOption)
  }

  /// Every row, in the table's order (the file's, `sykb settings list`'s and F2's).
  public static var descriptors: [SettingDescriptor] { allCases.map(\.descriptor) }

  /// The settings the settings panel (F2) lists, in order.
  public static var panelKeys: [SettingKey] {
    allCases.filter { $0.descriptor.places.contains(.panel) }
  }
}

extension SettingCodec {
  /// `system`, `off` or an absolute directory of hunspell dictionaries.
  static let spellingDictionaries = SettingCodec.custom(
    .text, example: "/usr/share/hunspell", values: "system, off or an absolute directory",
    read: { $0.spellingDictionaries.text },
    write: { text, key, settings throws(SettingKey.InvalidValue) in
      guard let value = SpellingDictionaries(parsing: text) else {
        throw SettingKey.InvalidValue(
          message: "\(key.rawValue) must be system, off or an absolute directory, not \"\(text)\"")
      }
      settings.spellingDictionaries = value
    })
}
