extension SettingValueText {
  // swift-format-ignore
  public var korean: String {
    switch self {
    case .multipleOf: ", {step} 단위"
    case .text: "텍스트"
    case .dictionariesValues: "system, off 또는 절대 경로 디렉터리"
    case .urlValues: "http:// 또는 https:// 주소"
    case .modelValues: "모델 이름 또는 none"
    case .absoluteFileValues: "절대 파일 경로 또는 none"
    case .variableValues: "환경 변수 이름 또는 none"
    case .commandValues: "명령줄 또는 none"
    case .notOnOff: "{setting} 값은 on 또는 off여야 합니다 (받은 값: \"{value}\")"
    case .notOneOf: "{setting} 값은 {names} 중 하나여야 합니다 (받은 값: \"{value}\")"
    case .notNumber: "{setting} 값은 숫자여야 합니다 (받은 값: \"{value}\")"
    case .outOfRange: "{setting} 값은 {low}에서 {high} 사이여야 합니다"
    case .notMultiple: "{setting} 값은 {low}부터 {step} 단위여야 합니다"
    case .notDictionaries: "{setting} 값은 system, off 또는 절대 경로 디렉터리여야 합니다 (받은 값: \"{value}\")"
    case .containsHash: "{setting} 값에는 #을 쓸 수 없습니다 (#부터는 주석입니다)"
    case .notURL: "{setting} 값은 http:// 또는 https:// 주소여야 합니다 (받은 값: \"{value}\")"
    case .notAbsoluteFile: "{setting} 값은 절대 파일 경로 또는 none이어야 합니다 (받은 값: \"{value}\")"
    case .notVariableName: "{setting} 값은 환경 변수 이름(영문자, 숫자, _) 또는 none이어야 합니다. 키 자체는 설정에 저장하지 않습니다"
    case .secondsOutOfRange: "{setting} 값은 {low}초에서 {high}초 사이여야 합니다"
    case .notOneLine: "{setting} 값은 한 줄이어야 합니다"
    }
  }
}

extension SettingTableText {
  // swift-format-ignore
  public var korean: String {
    switch self {
    case .title: "# 설정"
    case .generated: "<!-- `sykb settings list --markdown`이 만든 파일입니다 (scripts/settings-table.sh): 고치지 마십시오. -->"
    case .introduction:
      """
      설정은 모두 `settings.conf`(`sykb settings path`)의 `name = value` 한 줄이며,
      `sykb settings set NAME VALUE`와 재생 스크립트의 `set NAME VALUE`로 바꿉니다. *F2*는
      설정 패널에 있는 항목이고, 실행 옵션(`sykb run --height 200`)은 그 실행에서만 파일보다
      앞서 설정하며 파일에 다시 쓰지 않습니다.

      각 줄은
      `Modules/SessionSettings/Settings/SettingKey+Descriptor.swift`의 설정 표 한 줄입니다. 설정을
      더하려면 `KeyboardSettings` 속성, `SettingKey`의 이름, 그 표의 줄을 더합니다.
      """
    case .header: "설정 | 값 | 기본값 | 다른 설정 방법 | 하는 일"
    }
  }
}
