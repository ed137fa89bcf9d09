import Localization

/// What is wrong in a layout file, as a value; `message(_:)` is the one place it becomes
/// words (`LayoutProblem+Words.swift`).
///
/// `.unknownValue("shfit", kind: .keyRole, allowed: …)` reads `unknown key role "shfit";
/// expected one of: …` in English and `알 수 없는 키 역할 "shfit". 가능한 값: …` in Korean.
public enum LayoutProblem: Hashable, Sendable {
  case unreadableFile(reason: UnreadableReason)
  /// Larger than `LayoutLibrary.maximumFileBytes` (a layout file is a few KB).
  case fileTooLarge(limit: Int)
  /// The first byte (0-based) that is not well-formed UTF-8.
  case notUTF8(byteOffset: Int)
  case malformedJSON(reason: JSONSyntaxProblem)
  case wrongType(expected: JSONExpectation, found: JSONFound)
  case missingField(String)
  case unknownField(String, allowed: [String])
  case duplicateMember(String)
  case unknownValue(String, kind: LayoutVocabulary, allowed: [String])
  case badWidth(found: JSONFound)
  case rowTooWide(total: Double, columns: Int)
  case emptyName
  case duplicateKeyName(String, firstPath: JSONPath)
  case reservedName(String, role: KeyRole)
  case missingRequiredKeys([String], kind: LayoutKind)
  case modifierGroupKey(role: KeyRole)
  /// No grid covers this situation.
  case noGrid(numberRow: Bool, bottomSpace: Bool, decimal: Bool, page: Int)
  case unknownReplacementTarget(String)
  /// A list that must not be empty, by its field's name (`grids`, `rows`, `keys`).
  case emptyList(String)
  case duplicateLayoutID(String, firstFile: String)

  /// The English message (logs, and what the English catalog says).
  public var message: String { message(Words(.english)) }
}

/// Why a layout file could not be read.
public enum UnreadableReason: Hashable, Sendable {
  case noSuchFile
  case isDirectory
  /// A device, a pipe, a socket (`/dev/zero`).
  case notRegularFile
  case noPermission
  case cannotListDirectory
}

/// What a JSON value was expected to be.
public enum JSONExpectation: Hashable, Sendable {
  case string, trueOrFalse, wholeNumber, array, object, keyObject
  /// A key's `secondary`: a string or `{"numberRowOff", "numberRowOn"}`.
  case secondaryOutput
  /// A grid's `when.page`: 1 or more.
  case pageNumber
}

/// The JSON value found instead, for a message: `the number 3`, `the string "wide"`.
public enum JSONFound: Hashable, Sendable {
  case object, array, null
  case string(String)
  case number(Double)
  case bool(Bool)
  /// A whole number read as such, shown as its digits alone.
  case integer(Int)
}

/// The vocabulary a string value must come from.
public enum LayoutVocabulary: Hashable, Sendable {
  case keyRole, family, layoutKind, language, direction, target, alignment
  /// A row item's `group` (only `modifiers`).
  case group
}

/// Why a layout file is not JSON.
public enum JSONSyntaxProblem: Hashable, Sendable {
  case trailingText
  /// Nested deeper than `limit` levels.
  case tooDeep(limit: Int)
  case unexpectedEnd
  /// `'x'` or `0x1f`.
  case unexpectedCharacter(String)
  /// A literal that is not the `true`, `false` or `null` it starts like.
  case invalidLiteral(expected: String)
  case expectedMemberName
  /// No `:` after the member name.
  case expectedColon(after: String)
  case expectedCommaOrBrace
  case expectedCommaOrBracket
  case unterminatedString
  case controlCharacter
  case unterminatedEscape
  case loneHighSurrogate
  case invalidLowSurrogate
  case invalidUnicodeEscape
  case loneSurrogate
  case invalidEscape
  case unterminatedUnicodeEscape
  case expectedHexDigits
  case expectedDigit
  case expectedFractionDigit
  case expectedExponentDigit
  /// The number as written.
  case numberOutOfRange(String)
}
