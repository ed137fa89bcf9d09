extension LayoutText {
  // swift-format-ignore
  public var korean: String {
    switch self {
    case .unreadableFile: "파일을 읽을 수 없습니다: {reason}"
    case .fileTooLarge: "파일이 {size}보다 큽니다. 배열 파일은 몇 KB입니다"
    case .notUTF8: "바이트 위치 {offset}에 잘못된 UTF-8이 있습니다. 배열 파일은 UTF-8 텍스트여야 합니다"
    case .malformedJSON: "잘못된 JSON: {reason}"
    case .wrongType: "{expected} 값이어야 합니다 (실제: {found})"
    case .missingField: "필수 필드가 없습니다: \"{name}\""
    case .unknownField: "알 수 없는 필드 \"{name}\". 여기에 쓸 수 있는 필드: {allowed}"
    case .duplicateMember: "\"{name}\" 필드가 두 번 나옵니다"
    case .unknownValue: "알 수 없는 {kind} \"{value}\". 가능한 값: {allowed}"
    case .badWidth: "width는 0보다 큰 숫자여야 합니다 (실제: {found})"
    case .rowTooWide: "키 폭의 합({total})이 줄의 열 수({columns})보다 큽니다"
    case .emptyName: "키 이름이 비어 있으면 안 됩니다"
    case .duplicateKeyName: "키 이름 \"{name}\": 이미 {first}에서 썼습니다. 한 그리드 안의 키 이름은 겹칠 수 없습니다"
    case .reservedName: "키 이름 \"{name}\": 역할 {role}에 맞지 않습니다. {role} 키의 이름은 \"{role}\"이며, 예약된 이름은 그 역할에만 씁니다"
    case .missingRequiredKeys: "{kind} 그리드에는 {names} 키가 있어야 합니다"
    case .modifierGroupKey: "수정 키 묶음에는 switch, lang, globe 키만 들어갑니다 ({role} 키는 안 됩니다)"
    case .noGrid: "numberRow {numberRow}, bottomSpace {bottomSpace}, decimal {decimal}, page {page}일 때 맞는 그리드가 없습니다"
    case .unknownReplacementTarget: "바꿀 키가 어느 그리드에도 없습니다: \"{name}\""
    case .emptyList: "{what}: 비어 있으면 안 됩니다"
    case .duplicateLayoutID: "배열 id \"{id}\": 이미 {first}에서 정의했습니다"
    case .keysNotInOneGrid: "키 {names}를 모두 일반 줄 키로 가진 그리드가 없습니다 (수정 키 묶음의 키는 옮길 수 없습니다)"
    case .notAPermutation: "옮길 키가 일대일로 대응하지 않습니다"
    }
  }
}

extension LayoutTermText {
  // swift-format-ignore
  public var korean: String {
    switch self {
    case .noSuchFile: "파일이 없습니다"
    case .isDirectory: "디렉터리입니다"
    case .notRegularFile: "일반 파일이 아닙니다"
    case .noPermission: "읽을 권한이 없습니다"
    case .cannotListDirectory: "배열 디렉터리의 목록을 읽을 수 없습니다"
    case .aString: "문자열"
    case .trueOrFalse: "true 또는 false"
    case .aWholeNumber: "정수"
    case .anArray: "배열"
    case .anObject: "객체"
    case .aKeyObject: "키 객체"
    case .aSecondaryOutput: "문자열 또는 {{\"numberRowOff\", \"numberRowOn\"}}"
    case .aPageNumber: "1 이상의 페이지 번호"
    case .theString: "문자열 \"{text}\""
    case .theNumber: "숫자 {number}"
    case .keyRole: "키 역할"
    case .family: "배열 계열"
    case .layoutKind: "배열 종류"
    case .language: "언어"
    case .direction: "방향"
    case .target: "대상"
    case .alignment: "정렬"
    case .group: "묶음 종류"
    }
  }
}

extension JSONSyntaxText {
  // swift-format-ignore
  public var korean: String {
    switch self {
    case .trailingText: "JSON 값 뒤에 다른 텍스트가 있습니다"
    case .tooDeep: "중첩이 {limit}단계보다 깊습니다"
    case .unexpectedEnd: "값이 올 자리에서 파일이 끝났습니다"
    case .unexpectedCharacter: "값이 올 자리에 예상하지 못한 문자 {character}가 있습니다"
    case .invalidLiteral: "잘못된 리터럴입니다. '{word}'여야 합니다"
    case .expectedMemberName: "따옴표로 묶은 멤버 이름이 와야 합니다"
    case .expectedColon: "\"{name}\" 뒤에 ':'가 와야 합니다"
    case .expectedCommaOrBrace: "',' 또는 '}}'가 와야 합니다"
    case .expectedCommaOrBracket: "',' 또는 ']'가 와야 합니다"
    case .unterminatedString: "문자열이 닫히지 않았습니다"
    case .controlCharacter: "문자열 안에 제어 문자가 있습니다 (이스케이프로 쓰십시오)"
    case .unterminatedEscape: "이스케이프가 끝나지 않았습니다"
    case .loneHighSurrogate: "\\u 이스케이프에 짝 없는 상위 서로게이트가 있습니다"
    case .invalidLowSurrogate: "잘못된 하위 서로게이트입니다"
    case .invalidUnicodeEscape: "잘못된 \\u 이스케이프입니다"
    case .loneSurrogate: "\\u 이스케이프에 짝 없는 서로게이트가 있습니다"
    case .invalidEscape: "잘못된 이스케이프 문자입니다"
    case .unterminatedUnicodeEscape: "\\u 이스케이프가 끝나지 않았습니다"
    case .expectedHexDigits: "\\u 뒤에 16진 숫자 네 개가 와야 합니다"
    case .expectedDigit: "숫자가 와야 합니다"
    case .expectedFractionDigit: "'.' 뒤에 숫자가 와야 합니다"
    case .expectedExponentDigit: "지수 숫자가 와야 합니다"
    case .numberOutOfRange: "숫자 {number}는 범위를 벗어납니다"
    }
  }
}
