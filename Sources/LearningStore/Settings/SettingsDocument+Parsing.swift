import KeyboardLayouts
import SessionSettings

/// Reading `name = value` lines: every bad line is found and reported with its line number.
extension SettingsDocument {
  /// Parses and checks the whole file strictly: every name must be a `SettingKey`, once, and
  /// every value must pass `SettingKey.apply`; the first problem is thrown.
  ///
  /// `"sound-feedback = off\nfoo = 1\n"` fails with line 2, unknown setting "foo".
  static func parse(_ bytes: [UInt8], path: String) throws(SettingsFileError) -> SettingsDocument {
    let reading = parseReporting(bytes, path: path)
    if let first = reading.problems.first { throw first }
    return reading.document
  }

  /// Parses leniently, the way a running keyboard reads the file: each bad line is reported
  /// (`file:line: problem`, all of them, in order) and kept verbatim, so the document still
  /// renders byte for byte; the good lines overlay the defaults.
  ///
  /// `"sound-feedback = off\nfoo = 1\nkeyboard-height = 999\n"` gives sound off, the default
  /// height, and two problems: line 2 unknown setting, line 3 out of range.
  static func parseReporting(_ bytes: [UInt8], path: String) -> (
    document: SettingsDocument, problems: [SettingsFileError]
  ) {
    var content = bytes[...]
    var lineStart = 0
    if content.starts(with: [0xEF, 0xBB, 0xBF]) {
      content = content.dropFirst(3)
      lineStart = 3
    }
    let endsWithNewline = content.last == 0x0A
    var rawLines = content.split(separator: 0x0A, omittingEmptySubsequences: false)
    if endsWithNewline || content.isEmpty { rawLines.removeLast() }

    var document = SettingsDocument(
      lines: [], settings: KeyboardSettings(), endsWithNewline: endsWithNewline)
    var problems: [SettingsFileError] = []
    var firstLine: [SettingKey: Int] = [:]
    for (offset, rawBytes) in rawLines.enumerated() {
      let number = offset + 1
      defer { lineStart += rawBytes.count + 1 }
      let raw = String(decoding: rawBytes, as: UTF8.self)
      func report(_ problem: SettingsFileError.Problem) {
        problems.append(SettingsFileError(path: path, line: number, problem: problem))
        document.lines.append(.verbatim(raw))
      }
      if let invalid = UTF8Validation.firstInvalidOffset(in: Array(rawBytes)) {
        report(.notUTF8(byteOffset: lineStart + invalid))
        continue
      }
      let line: Line
      do throws(SettingsFileError.Problem) {
        line = try parseLine(raw)
      } catch {
        report(error)
        continue
      }
      if case .entry(let entry) = line {
        if let first = firstLine[entry.key] {
          report(.duplicateSetting(entry.key.rawValue, firstLine: first))
          continue
        }
        do {
          try entry.key.apply(entry.value, to: &document.settings)
        } catch {
          report(.invalidValue(error))
          continue
        }
        firstLine[entry.key] = number
      }
      document.lines.append(line)
    }
    return (document, problems)
  }

  /// One line: blank or `#…` is verbatim; otherwise `name = value [# comment]`.
  static func parseLine(_ raw: String) throws(SettingsFileError.Problem) -> Line {
    let body = raw.drop(while: \.isWhitespace)
    if body.isEmpty || body.hasPrefix("#") { return .verbatim(raw) }
    guard let equals = raw.firstIndex(of: "=") else {
      throw .malformedLine(String(body.trimmingTrailingWhitespace()))
    }
    let name = String(raw[..<equals].drop(while: \.isWhitespace).trimmingTrailingWhitespace())
    guard !name.isEmpty else { throw .missingName }
    guard let key = SettingKey(rawValue: name) else {
      throw .unknownSetting(name, suggestion: suggestion(for: name))
    }
    let afterEquals = raw[raw.index(after: equals)...]
    let valueEnd = afterEquals.firstIndex(of: "#") ?? afterEquals.endIndex
    let valueText = afterEquals[..<valueEnd].drop(while: \.isWhitespace)
      .trimmingTrailingWhitespace()
    guard !valueText.isEmpty else { throw .missingValue(name: name) }
    return .entry(
      Entry(
        key: key,
        lead: String(raw[..<valueText.startIndex]),
        value: String(valueText),
        trail: String(raw[valueText.endIndex...])))
  }

  /// The setting whose name differs only in case, dashes or underscores, or that the spec's
  /// camelCase name maps to: `LongPressDuration`, `long_press_duration` → `long-press-duration`.
  static func suggestion(for name: String) -> String? {
    func squash(_ text: String) -> String {
      String(text.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
    }
    let wanted = squash(name)
    let match = SettingKey.allCases.first { key in
      let plain = squash(key.rawValue)
      return plain == wanted || "is" + plain + "enabled" == wanted || "shows" + plain == wanted
        || "selected" + plain == wanted
    }
    return match?.rawValue
  }
}

extension Substring {
  fileprivate func trimmingTrailingWhitespace() -> Substring {
    var end = endIndex
    while end > startIndex, self[index(before: end)].isWhitespace { end = index(before: end) }
    return self[..<end]
  }
}
