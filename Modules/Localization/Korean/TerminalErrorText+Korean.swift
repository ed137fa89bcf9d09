extension TerminalErrorText {
  // swift-format-ignore
  public var korean: String {
    switch self {
    case .noUTF8Locale:
      "sykb가 한글을 그리려면 UTF-8 로캘이 필요하지만 로캘의 문자 집합이 {codeset}이고 C.UTF-8도 없습니다. LANG을 UTF-8 로캘로 설정하세요 (예: LANG=C.UTF-8)."
    case .notATerminal: "sykb는 키보드를 그리므로 표준 입력과 출력이 터미널이어야 합니다."
    case .unknownTerminal: "ncurses가 모르는 터미널 종류입니다: \"{term}\". TERM=xterm-256color로 해 보세요."
    case .cannotOpen: "{path}: 쓰기용으로 열 수 없습니다."
    case .noControllingTerminal: "sykb에는 터미널이 필요합니다: /dev/tty를 열 수 없습니다 (제어 터미널 없음)."
    case .noCursorAddressing:
      "터미널 종류 {term}은(는) 커서를 옮길 수 없는데 sykb는 화면을 그립니다. 전체 화면 터미널에서 실행하세요 (예: TERM=xterm-256color)."
    case .noTerminalType: "(없음)"
    }
  }
}
