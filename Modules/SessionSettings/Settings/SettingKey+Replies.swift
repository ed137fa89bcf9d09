import Localization

/// The reply settings' rows of the settings table: how each value is read and checked.
///
/// `reply-api-key-env OPENAI_API_KEY` names the variable the key is read from; a value that
/// is no variable name (`sk-…`, a key pasted by mistake) is refused, so the key never lands
/// in the settings file.
extension SettingCodec {
  /// The word an empty text setting is written as.
  static let noneValue = "none"

  /// Free text, trimmed; `none` is empty, and `#` is refused: the settings file reads it as
  /// the start of a comment, so such a value could not survive. `check` refuses the rest (it is
  /// given the cleaned value, the setting and the text as typed) and returns what is stored.
  static func replyText(
    _ path: WritableKeyPath<KeyboardSettings, String> & Sendable, example: String,
    values: SettingValueText, writesNone: Bool = true,
    check:
      @escaping @Sendable (String, SettingKey, String) throws(SettingKey.InvalidValue) ->
      String
  ) -> SettingCodec {
    .custom(
      .text, example: example, values: values,
      read: { settings in
        let value = settings[keyPath: path]
        return writesNone && value.isEmpty ? noneValue : value
      },
      write: { text, key, settings throws(SettingKey.InvalidValue) in
        settings[keyPath: path] = try check(try cleaned(text, key), key, text)
      })
  }

  /// `text` trimmed, `none` as empty; refused when it holds `#`.
  static func cleaned(_ text: String, _ key: SettingKey) throws(SettingKey.InvalidValue) -> String {
    let trimmed = text.trimmingSpaces
    let value = trimmed.lowercased() == noneValue ? "" : trimmed
    guard !value.contains("#") else {
      throw SettingKey.InvalidValue(key, .containsHash)
    }
    return value
  }

  static let replyProvider = SettingCodec.custom(
    .choice(ReplySettings.Provider.allCases.map(\.rawValue)),
    read: { $0.replies.provider.rawValue },
    write: { text, key, settings throws(SettingKey.InvalidValue) in
      _ = try cleaned(text, key)
      guard let provider = ReplySettings.Provider(rawValue: text.trimmingSpaces.lowercased())
      else {
        let names = ReplySettings.Provider.allCases.map(\.rawValue)
        throw SettingKey.InvalidValue(key, .notOneOf(names: names, text))
      }
      settings.replies.provider = provider
    })

  static let replyBaseURL = replyText(
    \.replies.baseURL, example: "http://localhost:8080/v1", values: .urlValues,
    writesNone: false
  ) { value, key, text throws(SettingKey.InvalidValue) in
    guard value.hasPrefix("http://") || value.hasPrefix("https://"),
      !value.contains(where: \.isWhitespace)
    else {
      throw SettingKey.InvalidValue(key, .notURL(text))
    }
    return value.hasSuffix("/") ? String(value.dropLast()) : value
  }

  static let replyModel = replyText(
    \.replies.model, example: "llama3.2", values: .modelValues, check: oneLine)

  static let replyAPIKeyFile = replyText(
    \.replies.apiKeyFile, example: "/home/me/.config/sykb/api-key",
    values: .absoluteFileValues
  ) { value, key, text throws(SettingKey.InvalidValue) in
    guard value.isEmpty || value.hasPrefix("/") else {
      throw SettingKey.InvalidValue(key, .notAbsoluteFile(text))
    }
    return value
  }

  static let replyCAFile = replyText(
    \.replies.caFile, example: "/usr/local/share/ca-certificates/company.crt",
    values: .absoluteFileValues
  ) { value, key, text throws(SettingKey.InvalidValue) in
    guard value.isEmpty || value.hasPrefix("/") else {
      throw SettingKey.InvalidValue(key, .notAbsoluteFile(text))
    }
    return value
  }

  static let replyAPIKeyEnv = replyText(
    \.replies.apiKeyEnvironment, example: "OPENAI_API_KEY",
    values: .variableValues
  ) { value, key, _ throws(SettingKey.InvalidValue) in
    guard value.isEmpty || isVariableName(value) else {
      throw SettingKey.InvalidValue(key, .notVariableName)
    }
    return value
  }

  static let replyCommand = replyText(
    \.replies.command, example: "my-reply-tool --short", values: .commandValues,
    check: oneLine)

  static let replyTimeout = SettingCodec.custom(
    .number(1...120, step: 1, stepRequired: false),
    read: { format($0.replies.timeout) },
    write: { text, key, settings throws(SettingKey.InvalidValue) in
      let value = try cleaned(text, key)
      guard let seconds = Double(value), seconds.isFinite, (1...120).contains(seconds) else {
        throw SettingKey.InvalidValue(key, .secondsOutOfRange(low: "1", high: "120"))
      }
      settings.replies.timeout = seconds
    })

  @Sendable static func oneLine(_ value: String, _ key: SettingKey, _: String)
    throws(SettingKey.InvalidValue) -> String
  {
    guard !value.contains(where: \.isNewline) else {
      throw SettingKey.InvalidValue(key, .notOneLine)
    }
    return value
  }

  static func isVariableName(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic
    else { return false }
    return text.unicodeScalars.allSatisfy {
      $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
    }
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    let scalars = unicodeScalars
    guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[start...end])
  }
}
