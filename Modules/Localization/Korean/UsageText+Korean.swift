// swift-format-ignore
extension UsageText {
  public var korean: String {
    switch self {
    case .usageHeading: "사용법"
    case .commandsHeading: "명령"
    case .optionsHeading: "옵션"
    case .overviewFooter:
      """
      sykb CMD --help(또는 sykb help CMD)는 명령 하나를 더 자세히 설명합니다.
      벤치마크는 별도 실행 파일 sykb-bench에 있습니다(sykb-bench --help).
      """
    case .reference:
      """
      자판
        {hangulKeyboards} (한글), {englishKeyboards} (영문), {unifiedKeyboards} (한/A)

      재생 동사 (한 줄에 하나, #으로 시작하는 줄은 주석)
        tap KEY [xN]            keyboard NAME           field KEY=VALUE…
        set SETTING VALUE       press KEY MS            drag KEY DX DY [MS] [steps=N]
        down X Y | move X Y | up [X Y] | cancel [X Y]   (down#2 …: 둘째 손가락)
        wait MS                 undo | redo             pick N | remove N
        paste "TEXT"            commit                  insert "TEXT"
        select FROM TO          delete-forward          style bold|italic
        answer yes|no           scroll forward|back     dismiss
        expect text|cursor|composing|page|keyboard|overlay|shift|candidates|length VALUE

      --log FILE은 제스처와 동작을 기록합니다. 입력한 글은 길이(‹5›)로, 글자 키는
      ‹key›로 적습니다. --log-keys는 키 이름을 적습니다(입력한 글이 드러납니다).
      --cast FILE은 화면을 asciicast v2 데모로 녹화합니다(asciinema play FILE).
      play와 함께 쓰면 터미널이 필요 없습니다: 스크립트가 제 타이밍대로 파일에
      재생되고, 끝나면 종료합니다. layouts show --svg FILE과 stats --heat-svg FILE은
      자판과 히트맵을 SVG로 그립니다.

      출력
        clipboard list, reply, shortcuts list, learned list, settings list|get,
        layouts는 다른 곳(다른 앱, 제공자, 파일)에서 온 글을 출력합니다. 터미널에서는
        그 제어 문자를 cat -v처럼(ESC는 ^[, BEL은 ^G), C1과 양방향 제어 문자를
        <U+009B>, <U+202E>처럼 보이고, 파이프나 파일로는 그대로 출력합니다. --json은
        \\u001b, \\u009b, \\u202e로 이스케이프합니다. clipboard paste는 pbpaste처럼
        텍스트를 바이트 그대로 씁니다(파이프로 넘기십시오. 터미널에 그대로 쓰면
        터미널이 그 내용에 반응할 수 있습니다).

      키 이름은 시프트하지 않은 키캡({keycaps}, q, 1) 또는 space, delete,
      return, shift, switch, lang, globe, page입니다. 종료 상태(모든 명령): 0 정상,
      1 답이 '아니요'(실패한 expect나 check, 내줄 것이 없음, 거부한 저장소나 설정),
      2 잘못된 인수나 입력(잘못된 스크립트나 파일, 알 수 없는 이름, 쓸 수 없는
      터미널). 자판에서는 F1이 모든 키 바인딩을 보입니다.
      """
    case .unknownOption: "sykb {command}: 알 수 없는 옵션 --{option} (sykb {command} --help 참고)"
    case .needsValue: "sykb {command}: --{option}에는 값이 필요합니다 (sykb {command} --help 참고)"
    case .parseProblem: "sykb {command}: {problem} (sykb {command} --help 참고)"
    case .unknownCommand: "sykb: 알 수 없는 명령 \"{command}\" (sykb help 참고)"
    case .unknownSubcommand:
      "sykb {command}: 알 수 없는 하위 명령 \"{subcommand}\" ({names}) (sykb {command} --help 참고)"
    case .saySubcommand: "sykb {command}: 하위 명령을 지정하십시오: {names} (sykb {command} --help 참고)"
    case .runTakesNoOperands:
      "sykb run: run은 피연산자를 받지 않습니다 (sykb play SCRIPT를 뜻하셨습니까?)"
    case .helpJSONTakesNoCommand: "sykb help: --json에는 명령을 함께 줄 수 없습니다 (sykb help --help 참고)"
    case .helpNoCommand: "sykb help: \"{command}\" 명령이 없습니다 (sykb help 참고)"
    case .completionsSayShell:
      "sykb completions: bash, zsh, fish 중 하나를 지정하십시오 (sykb completions --help 참고)"
    case .badLanguage:
      "sykb {command}: --language에는 ko 또는 en을 줍니다 (sykb {command} --help 참고)"
    }
  }
}
