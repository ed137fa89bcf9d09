import Localization

/// Layout problems in words: the one place the values of `LayoutProblem` become text.
extension LayoutProblem {
  /// The problem in the interface's language; names, paths and values stay as written.
  ///
  /// `.missingField("family")` is `missing required field "family"` in English and
  /// `필수 필드가 없습니다: "family"` in Korean.
  public func message(_ words: Words) -> String {
    func list(_ names: [String]) -> String { names.joined(separator: ", ") }
    switch self {
    case .unreadableFile(let reason):
      return words(LayoutText.unreadableFile, ["reason": reason.message(words)])
    case .fileTooLarge(let limit):
      let size = limit % (1 << 20) == 0 ? "\(limit >> 20) MiB" : "\(limit >> 10) KiB"
      return words(LayoutText.fileTooLarge, ["size": size])
    case .notUTF8(let offset):
      return words(LayoutText.notUTF8, ["offset": String(offset)])
    case .malformedJSON(let reason):
      return words(LayoutText.malformedJSON, ["reason": reason.message(words)])
    case .wrongType(let expected, let found):
      return words(
        LayoutText.wrongType,
        ["expected": expected.message(words), "found": found.message(words)])
    case .missingField(let name):
      return words(LayoutText.missingField, ["name": name])
    case .unknownField(let name, let allowed):
      return words(LayoutText.unknownField, ["name": name, "allowed": list(allowed)])
    case .duplicateMember(let name):
      return words(LayoutText.duplicateMember, ["name": name])
    case .unknownValue(let value, let kind, let allowed):
      return words(
        LayoutText.unknownValue,
        ["kind": kind.message(words), "value": value, "allowed": list(allowed)])
    case .badWidth(let found):
      return words(LayoutText.badWidth, ["found": found.message(words)])
    case .rowTooWide(let total, let columns):
      return words(
        LayoutText.rowTooWide, ["total": JSONNode.format(total), "columns": String(columns)])
    case .emptyName:
      return words(LayoutText.emptyName)
    case .duplicateKeyName(let name, let firstPath):
      return words(LayoutText.duplicateKeyName, ["name": name, "first": firstPath.description])
    case .reservedName(let name, let role):
      return words(LayoutText.reservedName, ["name": name, "role": role.rawValue])
    case .missingRequiredKeys(let names, let kind):
      return words(LayoutText.missingRequiredKeys, ["kind": kind.rawValue, "names": list(names)])
    case .modifierGroupKey(let role):
      return words(LayoutText.modifierGroupKey, ["role": role.rawValue])
    case .noGrid(let numberRow, let bottomSpace, let decimal, let page):
      return words(
        LayoutText.noGrid,
        [
          "numberRow": String(numberRow), "bottomSpace": String(bottomSpace),
          "decimal": String(decimal), "page": String(page),
        ])
    case .unknownReplacementTarget(let name):
      return words(LayoutText.unknownReplacementTarget, ["name": name])
    case .emptyList(let what):
      return words(LayoutText.emptyList, ["what": what])
    case .duplicateLayoutID(let id, let firstFile):
      return words(LayoutText.duplicateLayoutID, ["id": id, "first": firstFile])
    }
  }
}

extension UnreadableReason {
  /// `no such file`, `파일이 없습니다`.
  public func message(_ words: Words) -> String {
    switch self {
    case .noSuchFile: words(LayoutTermText.noSuchFile)
    case .isDirectory: words(LayoutTermText.isDirectory)
    case .notRegularFile: words(LayoutTermText.notRegularFile)
    case .noPermission: words(LayoutTermText.noPermission)
    case .cannotListDirectory: words(LayoutTermText.cannotListDirectory)
    }
  }
}

extension JSONExpectation {
  /// `a string`, `문자열`.
  public func message(_ words: Words) -> String {
    switch self {
    case .string: words(LayoutTermText.aString)
    case .trueOrFalse: words(LayoutTermText.trueOrFalse)
    case .wholeNumber: words(LayoutTermText.aWholeNumber)
    case .array: words(LayoutTermText.anArray)
    case .object: words(LayoutTermText.anObject)
    case .keyObject: words(LayoutTermText.aKeyObject)
    case .secondaryOutput: words(LayoutTermText.aSecondaryOutput)
    case .pageNumber: words(LayoutTermText.aPageNumber)
    }
  }
}

extension JSONFound {
  /// `the number 3`, `숫자 3`; `true`, `false` and `null` as JSON writes them.
  public func message(_ words: Words) -> String {
    switch self {
    case .object: words(LayoutTermText.anObject)
    case .array: words(LayoutTermText.anArray)
    case .null: "null"
    case .string(let text): words(LayoutTermText.theString, ["text": text])
    case .number(let number): words(LayoutTermText.theNumber, ["number": JSONNode.format(number)])
    case .bool(let flag): flag ? "true" : "false"
    case .integer(let number): String(number)
    }
  }
}

extension LayoutVocabulary {
  /// `key role`, `키 역할`.
  public func message(_ words: Words) -> String {
    switch self {
    case .keyRole: words(LayoutTermText.keyRole)
    case .family: words(LayoutTermText.family)
    case .layoutKind: words(LayoutTermText.layoutKind)
    case .language: words(LayoutTermText.language)
    case .direction: words(LayoutTermText.direction)
    case .target: words(LayoutTermText.target)
    case .alignment: words(LayoutTermText.alignment)
    case .group: words(LayoutTermText.group)
    }
  }
}

extension JSONSyntaxProblem {
  /// `expected ',' or '}'`, `',' 또는 '}'가 와야 합니다`.
  // swift-format-ignore
  public func message(_ words: Words) -> String {
    switch self {
    case .trailingText: words(JSONSyntaxText.trailingText)
    case .tooDeep(let limit): words(JSONSyntaxText.tooDeep, ["limit": String(limit)])
    case .unexpectedEnd: words(JSONSyntaxText.unexpectedEnd)
    case .unexpectedCharacter(let character): words(JSONSyntaxText.unexpectedCharacter, ["character": character])
    case .invalidLiteral(let word): words(JSONSyntaxText.invalidLiteral, ["word": word])
    case .expectedMemberName: words(JSONSyntaxText.expectedMemberName)
    case .expectedColon(let name): words(JSONSyntaxText.expectedColon, ["name": name])
    case .expectedCommaOrBrace: words(JSONSyntaxText.expectedCommaOrBrace)
    case .expectedCommaOrBracket: words(JSONSyntaxText.expectedCommaOrBracket)
    case .unterminatedString: words(JSONSyntaxText.unterminatedString)
    case .controlCharacter: words(JSONSyntaxText.controlCharacter)
    case .unterminatedEscape: words(JSONSyntaxText.unterminatedEscape)
    case .loneHighSurrogate: words(JSONSyntaxText.loneHighSurrogate)
    case .invalidLowSurrogate: words(JSONSyntaxText.invalidLowSurrogate)
    case .invalidUnicodeEscape: words(JSONSyntaxText.invalidUnicodeEscape)
    case .loneSurrogate: words(JSONSyntaxText.loneSurrogate)
    case .invalidEscape: words(JSONSyntaxText.invalidEscape)
    case .unterminatedUnicodeEscape: words(JSONSyntaxText.unterminatedUnicodeEscape)
    case .expectedHexDigits: words(JSONSyntaxText.expectedHexDigits)
    case .expectedDigit: words(JSONSyntaxText.expectedDigit)
    case .expectedFractionDigit: words(JSONSyntaxText.expectedFractionDigit)
    case .expectedExponentDigit: words(JSONSyntaxText.expectedExponentDigit)
    case .numberOutOfRange(let number): words(JSONSyntaxText.numberOutOfRange, ["number": number])
    }
  }
}
