/// Layout files' diagnostics (`sykb layouts check`, `--layout`): what is wrong at a file's
/// JSON path. File names, JSON paths, field names and values stay as written.
public enum LayoutText: CatalogEntry {
  /// `{reason}`: `LayoutTermText` (no such file, a directory, …).
  case unreadableFile
  /// `{size}` is `1 MiB`-style.
  case fileTooLarge
  case notUTF8
  /// `{reason}`: `JSONSyntaxText`.
  case malformedJSON
  /// `{expected}` and `{found}`: `LayoutTermText`.
  case wrongType
  case missingField
  case unknownField
  case duplicateMember
  /// `{kind}` names the vocabulary (`LayoutTermText`: key role, family, …).
  case unknownValue
  case badWidth
  case rowTooWide
  case emptyName
  case duplicateKeyName
  case reservedName
  case missingRequiredKeys
  case modifierGroupKey
  /// The situation no grid covers: `{numberRow}`, `{bottomSpace}`, `{decimal}`, `{page}`.
  case noGrid
  case unknownReplacementTarget
  /// `{what}` is the JSON field (`grids`, `rows`, `keys`).
  case emptyList
  case duplicateLayoutID
  /// The layout lab cannot move keys that no one grid holds as plain row keys.
  case keysNotInOneGrid
  case notAPermutation
}

/// The words layout diagnostics are built from: why a file is unreadable, what a value was
/// expected to be and what it was, and the vocabularies of `unknownValue`.
public enum LayoutTermText: CatalogEntry {
  case noSuchFile, isDirectory, notRegularFile, noPermission, cannotListDirectory
  case aString, trueOrFalse, aWholeNumber, anArray, anObject, aKeyObject
  /// A key's `secondary`: a string or an object of two.
  case aSecondaryOutput
  case aPageNumber
  /// `{text}` is the string found.
  case theString
  case theNumber
  case keyRole, family, layoutKind, language, direction, target, alignment, group
}

/// Why a layout file is not JSON (the parser's words after `malformed JSON:`).
public enum JSONSyntaxText: CatalogEntry {
  case trailingText
  case tooDeep
  case unexpectedEnd
  /// `{character}` is `'x'` or `0x1f`.
  case unexpectedCharacter
  case invalidLiteral
  case expectedMemberName
  case expectedColon
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
  case numberOutOfRange
}
