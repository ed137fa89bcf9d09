// swift-format-ignore
extension CommandHelpText {
  public var korean: String {
    switch self {
    case .sykb: "터미널에서 쓰는 SY 자판 (나랏글 · 천지인 · 두벌식 · QWERTY)"
    case .run: "입력란 아래의 전체 화면 자판 (기본 명령)"
    case .runDetails:
      """
      Ctrl-Q로 끝냅니다. F1은 모든 키 바인딩을 보이고, F2는 설정을 엽니다. 설정
      파일(sykb settings)을 먼저 읽고, 여기의 옵션은 이번 실행에만 그 위에 덧씌웁니다.
      """
    case .play: "재생 스크립트를 자판에서 스크립트의 타이밍대로 재생합니다"
    case .playDetails:
      """
      스크립트 전체를 먼저 해석하므로, 잘못된 줄은 화면을 차지하기 전에 알립니다.
      --cast를 주면 터미널이 필요 없습니다: 파일로 재생하고 끝냅니다.
      """
    case .replay: "화면 없이 재생 스크립트를 실행하고 입력란의 글을 출력합니다"
    case .replayDetails:
      """
      스크립트를 SCRIPT에서 읽고, -이거나 피연산자가 없으면 표준 입력에서 읽습니다.
      한 줄에 동사 하나입니다(목록은 sykb help). expect 줄이 실패하면 종료 상태 1.
      """
    case .layouts: "자판 배치: list, show, check"
    case .layoutsList: "모든 배치: 이름, 종류, 제목, 파일"
    case .layoutsShow: "배치 하나를 텍스트로 그립니다 (--svg면 SVG로)"
    case .layoutsCheck: "배치 파일을 검사합니다 (통과하지 못한 파일이 있으면 종료 상태 1)"
    case .learned: "자판이 익힌 낱말: list, forget, reset"
    case .learnedList: "익힌 낱말과 점수"
    case .learnedForget: "낱말 하나를 잊습니다 (실행 중인 자판도 잊습니다)"
    case .learnedReset: "익힌 낱말을 모두 잊습니다. 먼저 묻습니다"
    case .shortcuts: "텍스트 단축어: list, add, remove"
    case .shortcutsList: "모든 단축어와 펼쳐지는 글"
    case .shortcutsAdd: "단축어를 추가합니다 (공백이 든 글은 따옴표로 묶습니다)"
    case .shortcutsRemove: "단축어를 지웁니다"
    case .settings: "자판 설정 ($XDG_CONFIG_HOME/sykb/settings.conf)"
    case .settingsList: "모든 설정: 이름 = 값  # 출처 · 하는 일"
    case .settingsGet: "값만 출력합니다 (스크립트용)"
    case .settingsSet:
      "\"NAME = VALUE\"를 씁니다 (제자리에, 주석은 그대로). VALUE가 기본값이어도 씁니다:"
        + " 직접 설정한 줄은 남습니다"
    case .settingsReset:
      "git config --unset처럼 그 줄을 지웁니다: 설정이 다시 내장 기본값(이후 릴리스의"
        + " 기본값도)을 따릅니다. NAME이 없으면 모든 설정 줄을 먼저 물은 뒤 지웁니다"
        + " (주석은 남음)"
    case .settingsPath: "설정 파일의 경로"
    case .settingsEdit: "개인 사본을 $VISUAL 또는 $EDITOR로 편집하고, 올바르면 적용합니다"
    case .settingsDetails:
      """
      파일에는 설정한 것만 남습니다: 파일에 없는 설정은 기본값을 씁니다. 값의 출처는
      "default" 또는 "file"이고, 실행 중인 자판에서는 --keyboard나 --height 같은
      옵션이 그 실행에만 셋째 층으로 덧씌워집니다. 동시에 쓰는 쪽들은 차례를 지킵니다
      (settings.conf.lock). 쓸 수 없는 파일, 또는 FIFO·장치·디렉터리인 settings.conf는
      그 이름을 밝혀 거부하고 종료 상태 2로 끝납니다.
      """
    case .licenses: "sykb가 담거나 링크하거나 실행 중에 읽는 모든 것의 전체 고지문"
    case .clipboard: "클립보드 기록과 공유 대지"
    case .clipboardList: "대지, 이어서 기록: 순번, @id, 고정/최근, 글"
    case .clipboardCopy: "다른 앱처럼 텍스트나 이미지를 복사합니다"
    case .clipboardPaste: "대지의 텍스트를 바이트 그대로 씁니다"
    case .clipboardPin: "항목을 고정합니다"
    case .clipboardUnpin: "항목의 고정을 풉니다"
    case .clipboardEdit: "항목의 텍스트를 바꿉니다"
    case .clipboardDelete: "항목을 지웁니다"
    case .clipboardClear: "고정하지 않은 항목을 지웁니다 (--all: 고정한 항목까지). 먼저 묻습니다"
    case .clipboardAdd: "고정한 텍스트나 이미지를 기록에 추가합니다"
    case .clipboardDetails:
      """
      ITEM은 순번이나 id입니다. 숫자만 쓰면 list와 📋 패널이 매기는 줄의 순번입니다
      (3: 지금 세 번째 줄). @12는 항목의 id로, 항목이 있는 동안 바뀌지 않습니다. list는
      패널의 순서로 보여 줍니다: 고정한 항목 먼저(고정한 시각 순), 이어서 최근 항목.
      pin, unpin, edit, delete는 바꾼 항목을 @id와 첫 낱말로 알려 줍니다.
      """
    case .reply: "메시지에 대한 답장 후보 (자판에서는 Ctrl-R)"
    case .replyDetails:
      """
      메시지(TEXT, -이면 표준 입력, 또는 스크린숏의 글)는 설정한 제공자에게 갑니다.
      후보는 한 줄에 하나씩 출력하고, 자판이 보여 주도록 남겨 둡니다. 전체 접근
      권한과 설정한 제공자가 없으면 아무것도 보내지 않습니다 (종료 상태 1).
      """
    case .spell: "맞춤법 검사기가 낱말마다 내놓는 판정"
    case .stats: "내 글로 자판을 측정합니다"
    case .statsDetails:
      """
      글을 사용자가 치듯이 자판마다 쳐 보고(--keyboard나 --layout이 따로 정하지
      않으면 나랏글, 천지인, 두벌식. --layout 파일은 따로 한 열로 측정합니다) 자판마다
      출력합니다: 탭 수, 글자당·음절당 키 입력(KSPC), 시프트와 페이지 전환 탭, 여러 번
      누르기(천지인 순환, 나랏글 모음 전환, {strokeKeys}), 천지인의 확정용 공백, 키마다
      탭 비율, 키 중심 사이 손가락 이동 거리(포인트), 예상 입력 시간. 어느 키로도 칠
      수 없는 글은 호스트가 넣고 칠 수 없는 글로 셉니다. "와 '는 ”와 ’로 칩니다(셈에
      넣음).

      시간 모형
        피츠 법칙, MT = a + b · log2(A/W + 1): A는 키 중심 사이 거리, W는 목표 키의
        너비와 높이 중 작은 쪽(MacKenzie & Buxton, CHI '92의 SMALLER-OF 모형). 상수는
        Silfverberg, MacKenzie & Korhonen, "Predicting text entry speed on mobile phones"
        (CHI 2000)에서 12키 휴대폰 키패드로 맞춘 값: 엄지 a = 176 ms, b = 64 ms/bit
        (기본값), 검지 a = 165 ms, b = 52 ms/bit(--finger index). 숙련자의 최고
        속도입니다: 눈으로 찾지도, 생각하지도 않습니다. 기하는 명세 §6의 포인트
        단위(너비 390 pt, --height가 키 영역을 정함, 190–290)이므로, 더 높은 자판이나
        한 손 자판(키가 더 좁음)은 예상치를 바꿉니다.

      --heat-svg FILE은 자판마다 히트맵을 SVG 그림 하나에 나란히 그립니다: 첫 페이지의
      모든 키를 탭 비율에 따른 색으로 칠하고, 비율을 키 위에 적고, 범례를 붙입니다.

      설정 파일은 읽지 않습니다: 결과는 글과 옵션에만 달려 있습니다.
      """
    case .lab: "배치 실험실: 자판 키의 더 나은 배열"
    case .labOptimize: "내 글에 맞게 첫 페이지의 글자 키를 다시 배열합니다"
    case .labDetails:
      """
      --keyboard와 --layout 중 하나만 주십시오.

      글을 (sykb stats처럼) 사용자가 치듯이 자판에서 한 번 쳐 보고(--keyboard나 --layout이
      따로 정하지 않으면 {labKeyboard}. {otherLabKeyboards}도 됩니다), 첫 페이지 글자
      키의 자리를 탐색해 예상 입력 시간이 가장 짧은 배열(--objective time, sykb stats의
      피츠 법칙 모형)이나 손가락 이동이 가장 적은 배열(--objective travel)을 찾습니다.
      기능 키(delete, space, return, shift, switch, 한/A, 🌐)는 --move로 지정하지 않으면
      제자리에 있고(너비가 같은 키끼리만 움직임), --keep으로 글자 키도 고정합니다. 탐색은
      키 맞바꿈에 대한 담금질 기법(재시작과 탐욕적 마무리 포함)이며, --seed가 같으면
      결과도 같습니다(기본값 1. --iterations 2000000번 맞바꿈, --restarts 8번).

      가장 좋은 배열은 배치 파일로 씁니다(--output, 또는 아직 없어야 하는 NAME-lab.json).
      내장 배치와는 키 자리만 다르므로 sykb --layout FILE로 바로 써 보거나
      sykb stats --layout FILE TEXTFILE…로 측정할 수 있습니다. 보고서는 두 배열을 그리고,
      글자당 시간, 분당 글자 수, 이동 거리를 비교하고, 가장 잦은 전이를 나열하고, 쓴
      파일을 세션으로 검사합니다. 키가 자리만 옮기면 탭 수는 바뀌지 않습니다.
      """
    case .practice: "자판 연습: 키마다 맞춰 주는 연습, 키별 내 속도"
    case .practiceStart: "입력란 위에 연습 줄을 두고 자판을 엽니다"
    case .practiceReplay: "화면 없이 스크립트로 연습하고 수치를 출력합니다"
    case .practiceReport: "내 진도: 연습별 속도와 정확도, 키, 키 이동, 내 모델"
    case .practiceDetails:
      """
      keybr의 방법을 자판의 키에 적용합니다. 이 자판에서 단어 목록을 가장 많이 입력하는 키
      여섯 개로 시작하고 (단어들의 탭 계획 기준), 열린 키가 모두 숙련도 1에 이르러야 새 키가
      열립니다 (숙련도 = 탭당 목표 시간(--target, 분당 탭 수) ÷ 최근 키 사이 시간 열 개의
      평균). 가장 약한 키가 집중 키이고 연습 단어는 그 키 쪽으로 기웁니다. 단어는 모두 열린
      키로만 입력됩니다. 단어는 함께 배포된 단어 목록이나 --text FILE에서 옵니다.

      탭마다 앞 탭부터 시간을 재고 연습의 탭 계획과 비교합니다. 틀린 키는 지울 때까지
      오류입니다. 마우스나 격자 키 모드로 입력하세요. 입력기에서 온 글자는 한꺼번에 들어와
      탭마다 잴 수 없습니다. 연습은 탭 묶음마다 저장소에 저장됩니다 (practice replay는
      저장하지 않습니다).

      practice report는 연습별 속도와 정확도, 키별 숙련도, 가장 느린 키 이동, 내 키 사이
      시간(30개 이상)에 맞춘 피츠 법칙과 발표된 상수를 보여 줍니다. sykb stats --model
      personal과 sykb lab optimize --model personal이 내 모델을 씁니다.
      """
    case .help: "이 개요, 또는 명령 하나의 도움말"
    case .version: "버전을 출력합니다"
    case .completions: "셸 자동 완성 스크립트를 출력합니다"
    case .completionsDetails:
      """
      sykb completions bash > ~/.local/share/bash-completion/completions/sykb로
      bash에 설치합니다. make install은 셋 모두 설치합니다.
      """
    case .man: "매뉴얼 페이지를 출력합니다 (roff. man -l <(sykb man)으로 봅니다)"
    }
  }
}
