/// One line about each setting, for the settings panel (F2) and `sykb settings list`.
///
/// `SettingKey.keyboardHeight.summary` is "키보드 높이 (pt, 190–290) · key-area height".
extension SettingKey {
  /// What the setting does and its range, in one line; empty for a setting without one.
  public var summary: String { Self.summaries[self] ?? "" }

  /// A table rather than a switch: a setting added elsewhere compiles at once, and a test
  /// names any setting still without its line.
  static let summaries: [SettingKey: String] = [
    .soundFeedback: "키 소리 · key click sound",
    .hapticFeedback: "햅틱 피드백 · vibration on key press",
    .longPressAction: "길게 누르기: repeat 반복 · number 숫자 · disabled 끔",
    .longPressDuration: "길게 누르기 시간 (초, 0.1–0.9, 0.05 단위)",
    .repeatRate: "반복 속도 (0.01–0.09): 간격 = 0.10 − 값 초",
    .dragToMoveCursor: "스페이스를 끌어 커서 이동 · drag space to move the cursor",
    .cursorActiveDistance: "커서 이동이 시작되는 거리 (pt, 20–60)",
    .cursorMoveInterval: "커서 한 칸당 거리 (pt, 1–9, 0.5 단위)",
    .cursorDragAcceleration: "빠르게 끌면 커서가 2–4칸씩 이동 · cursor-drag acceleration",
    .cursorDragSelection: "커서 이동 중 두 번째 손가락: widest 넓힌 범위 · anchor 시작점부터 · off 끔",
    .textReplacement: "텍스트 대치 (단축키 → 문구) · text replacement",
    .predictiveText: "예측 단어 제안 · predictive text",
    .showMathResults: "수식 결과 보기 (12+3= → 15)",
    .undoRedo: "실행 취소·재실행 버튼 (↶ ↷)",
    .clipboardHistory: "클립보드 기록 (20개 + 고정 20개)",
    .clipboardImageHistory: "클립보드 이미지 기록",
    .fullAccess: "전체 접근 허용: 클립보드 기록에 필요 (기본 끔)",
    .smartPunctuation: "스마트 구두점 (따옴표, 대시)",
    .periodShortcut: "스페이스 두 번 → 마침표 · double-space period",
    .autoChangeToPrimary: "기호 입력 후 자동으로 기본 자판 복귀",
    .autoCapitalization: "자동 대문자 · auto-capitalisation",
    .keyboardHeight: "키보드 높이 (pt, 190–290)",
    .numericKeypad: "숫자 키패드 (전환 키를 끌어 123)",
    .oneHandedKeyboard: "한 손 키보드 사용 · one-handed keyboard",
    .oneHandedKeyboardWidth: "한 손 키보드 너비 (pt, 300–340)",
    .numberRow: "숫자 줄 표시 · number row",
    .bottomSpace: "천지인 아래쪽 스페이스 줄",
    .letterColumnWidthMultiplier: "글자 열 너비 배율 (1.00–1.15)",
    .naratgeulDotLabel: "나랏글 획·쌍 키에 점 표시",
    .hangulKeyboard: "한글 자판: naratgeul 나랏글 · cheonjiin 천지인 · dubeolsik 두벌식",
    .oneHandedMode: "한 손 모드: left 왼손 · center 끔 · right 오른손",
    .globeKey: "🌐 다음 키보드 키 표시",
    .terminalClipboard: "복사·잘라내기를 터미널 클립보드로 (OSC 52)",
    .gridKeys: "자판 키 모드: 숫자·영문 키 = 그 자리의 자판 키 (Ctrl-G)",
    .spellingDictionaries: "맞춤법 사전: system · off · 디렉터리 (시작할 때 읽음)",
    // Reply candidates.
    .replyProvider: "답장 후보 제공자: off · openai-compatible · command",
    .replyBaseURL: "답장 API 주소 (…/v1, chat/completions를 붙여 요청)",
    .replyModel: "답장 모델 이름 (예: llama3.2) · none",
    .replyAPIKeyFile: "API 키를 읽을 파일 (절대 경로) · none",
    .replyAPIKeyEnv: "API 키가 든 환경 변수 이름 · none (키 자체는 저장 안 함)",
    .replyCommand: "답장 명령 (표준 입력 = 메시지, 한 줄 = 후보 하나)",
    .replyTimeout: "답장 요청 제한 시간 (초, 1–120)",
  ]
}
