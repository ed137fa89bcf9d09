extension LayoutText {
  // swift-format-ignore
  public var english: String {
    switch self {
    case .unreadableFile: "cannot read the file: {reason}"
    case .fileTooLarge: "the file is larger than {size}; a layout file is a few KB"
    case .notUTF8: "invalid UTF-8 at byte offset {offset}: a layout file must be UTF-8 text"
    case .malformedJSON: "malformed JSON: {reason}"
    case .wrongType: "expected {expected}, found {found}"
    case .missingField: "missing required field \"{name}\""
    case .unknownField: "unknown field \"{name}\"; allowed here: {allowed}"
    case .duplicateMember: "field \"{name}\" appears twice"
    case .unknownValue: "unknown {kind} \"{value}\"; expected one of: {allowed}"
    case .badWidth: "width must be a number greater than 0, not {found}"
    case .rowTooWide: "key widths add up to {total}, more than the row's {columns} columns"
    case .emptyName: "key name must not be empty"
    case .duplicateKeyName: "key name \"{name}\" is already used at {first}; names must be unique in a grid"
    case .reservedName: "key name \"{name}\" does not fit role {role}: a {role} key is named \"{role}\", and reserved names belong to their roles"
    case .missingRequiredKeys: "a {kind} grid needs the keys {names}"
    case .modifierGroupKey: "a modifier group holds only switch, lang and globe keys, not {role}"
    case .noGrid: "no grid applies when numberRow is {numberRow}, bottomSpace is {bottomSpace}, decimal is {decimal} and page is {page}"
    case .unknownReplacementTarget: "no key named \"{name}\" to replace in any grid"
    case .emptyList: "{what} must not be empty"
    case .duplicateLayoutID: "layout id \"{id}\" is already defined in {first}"
    case .keysNotInOneGrid: "no grid holds the keys {names} as plain row keys (keys in a modifier group cannot move)"
    case .notAPermutation: "the keys to move do not map one to one"
    }
  }
}

extension LayoutTermText {
  // swift-format-ignore
  public var english: String {
    switch self {
    case .noSuchFile: "no such file"
    case .isDirectory: "it is a directory"
    case .notRegularFile: "it is not a regular file"
    case .noPermission: "no permission to read it"
    case .cannotListDirectory: "cannot list the layout directory"
    case .aString: "a string"
    case .trueOrFalse: "true or false"
    case .aWholeNumber: "a whole number"
    case .anArray: "an array"
    case .anObject: "an object"
    case .aKeyObject: "a key object"
    case .aSecondaryOutput: "a string or {{\"numberRowOff\", \"numberRowOn\"}}"
    case .aPageNumber: "a page number ≥ 1"
    case .theString: "the string \"{text}\""
    case .theNumber: "the number {number}"
    case .keyRole: "key role"
    case .family: "family"
    case .layoutKind: "layout kind"
    case .language: "language"
    case .direction: "direction"
    case .target: "target"
    case .alignment: "alignment"
    case .group: "group"
    }
  }
}

extension JSONSyntaxText {
  // swift-format-ignore
  public var english: String {
    switch self {
    case .trailingText: "unexpected text after the JSON value"
    case .tooDeep: "nesting is deeper than {limit} levels"
    case .unexpectedEnd: "unexpected end of file, expected a value"
    case .unexpectedCharacter: "unexpected character {character}, expected a value"
    case .invalidLiteral: "invalid literal, expected '{word}'"
    case .expectedMemberName: "expected a quoted member name"
    case .expectedColon: "expected ':' after \"{name}\""
    case .expectedCommaOrBrace: "expected ',' or '}}'"
    case .expectedCommaOrBracket: "expected ',' or ']'"
    case .unterminatedString: "unterminated string"
    case .controlCharacter: "control character inside a string (write it as an escape)"
    case .unterminatedEscape: "unterminated escape"
    case .loneHighSurrogate: "lone high surrogate in \\u escape"
    case .invalidLowSurrogate: "invalid low surrogate"
    case .invalidUnicodeEscape: "invalid \\u escape"
    case .loneSurrogate: "lone surrogate in \\u escape"
    case .invalidEscape: "invalid escape character"
    case .unterminatedUnicodeEscape: "unterminated \\u escape"
    case .expectedHexDigits: "expected four hex digits after \\u"
    case .expectedDigit: "expected a digit"
    case .expectedFractionDigit: "expected a digit after '.'"
    case .expectedExponentDigit: "expected an exponent digit"
    case .numberOutOfRange: "number {number} is out of range"
    }
  }
}
