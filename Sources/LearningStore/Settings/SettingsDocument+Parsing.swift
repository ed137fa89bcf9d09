import KeyboardLayouts
import KeyboardSession

/// Reading `name = value` lines, refusing the first bad one with its line number.
extension SettingsDocument {
  /// Parses and checks the whole file: every name must be a `SettingKey`, once, and every value
  /// must pass `SettingKey.apply`.
  ///
  /// `"sound-feedback = off\nfoo = 1\n"` fails with line 2, unknown setting "foo".
  static func parse(_ bytes: [UInt8], path: String) throws(SettingsFileError) -> SettingsDocument {
    if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
      let line = bytes[..<offset].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
      throw SettingsFileError(path: path, line: line, problem: .notUTF8(byteOffset: offset))
    }
    var content = bytes[...]
    if content.starts(with: [0xEF, 0xBB, 0xBF]) { content = content.dropFirst(3) }
    let endsWithNewline = content.last == 0x0A
    var rawLines = content.split(separator: 0x0A, omittingEmptySubsequences: false)
    if endsWithNewline || content.isEmpty { rawLines.removeLast() }

    var document = SettingsDocument(
      lines: [], settings: KeyboardSettings(), endsWithNewline: endsWithNewline)
    var firstLine: [SettingKey: Int] = [:]
    for (offset, rawBytes) in rawLines.enumerated() {
      let number = offset + 1
      func fail(_ problem: SettingsFileError.Problem) -> SettingsFileError {
        SettingsFileError(path: path, line: number, problem: problem)
      }
      let raw = String(decoding: rawBytes, as: UTF8.self)
      let line: Line
      do throws(SettingsFileError.Problem) {
        line = try parseLine(raw)
      } catch {
        throw fail(error)
      }
      if case .entry(let entry) = line {
        if let first = firstLine[entry.key] {
          throw fail(.duplicateSetting(entry.key.rawValue, firstLine: first))
        }
        firstLine[entry.key] = number
        do {
          try entry.key.apply(entry.value, to: &document.settings)
        } catch {
          throw fail(.invalidValue(error.message))
        }
      }
      document.lines.append(line)
    }
    return document
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
