/// The reply settings in the one setting table: names, parsing and values.
///
/// `reply-api-key-env OPENAI_API_KEY` names the variable the key is read from; a value that
/// is no variable name (`sk-…`, a key pasted by mistake) is refused, so the key never lands
/// in the settings file.
extension SettingKey {
  /// The reply settings, in the order the settings panel lists them.
  static let replyKeys: [SettingKey] = [
    .replyProvider, .replyBaseURL, .replyModel, .replyAPIKeyFile, .replyAPIKeyEnv,
    .replyCommand, .replyTimeout,
  ]

  /// The word an empty text setting is written as.
  static let noneValue = "none"

  func applyReply(_ text: String, to settings: inout KeyboardSettings) throws(InvalidValue) {
    let trimmed = text.trimmingSpaces
    let value = trimmed.lowercased() == Self.noneValue ? "" : trimmed
    // The settings file reads `#` as the start of a comment: such a value could not survive.
    guard !value.contains("#") else {
      throw InvalidValue(message: "\(rawValue) must not contain # (it starts a comment)")
    }
    switch self {
    case .replyProvider:
      guard let provider = ReplySettings.Provider(rawValue: trimmed.lowercased()) else {
        let names = ReplySettings.Provider.allCases.map(\.rawValue).joined(separator: ", ")
        throw InvalidValue(message: "\(rawValue) must be one of \(names), not \"\(text)\"")
      }
      settings.replies.provider = provider
    case .replyBaseURL:
      guard value.hasPrefix("http://") || value.hasPrefix("https://"),
        !value.contains(where: \.isWhitespace)
      else {
        throw InvalidValue(
          message: "\(rawValue) must be an http:// or https:// URL, not \"\(text)\"")
      }
      settings.replies.baseURL = value.hasSuffix("/") ? String(value.dropLast()) : value
    case .replyModel:
      guard !value.contains(where: \.isNewline) else {
        throw InvalidValue(message: "\(rawValue) must be one line")
      }
      settings.replies.model = value
    case .replyAPIKeyFile:
      guard value.isEmpty || value.hasPrefix("/") else {
        throw InvalidValue(
          message: "\(rawValue) must be an absolute file path or none, not \"\(text)\"")
      }
      settings.replies.apiKeyFile = value
    case .replyAPIKeyEnv:
      guard value.isEmpty || Self.isVariableName(value) else {
        throw InvalidValue(
          message:
            "\(rawValue) must name an environment variable (letters, digits, _) or be none;"
            + " the key itself never goes into the settings")
      }
      settings.replies.apiKeyEnvironment = value
    case .replyCommand:
      guard !value.contains(where: \.isNewline) else {
        throw InvalidValue(message: "\(rawValue) must be one line")
      }
      settings.replies.command = value
    case .replyTimeout:
      guard let seconds = Double(value), seconds.isFinite, case .number(let range, _, _) = domain,
        range.contains(seconds)
      else {
        throw InvalidValue(message: "\(rawValue) must be between 1 and 120 seconds")
      }
      settings.replies.timeout = seconds
    default:
      return
    }
  }

  func replyValue(in settings: KeyboardSettings) -> String {
    func text(_ value: String) -> String { value.isEmpty ? Self.noneValue : value }
    switch self {
    case .replyProvider: return settings.replies.provider.rawValue
    case .replyBaseURL: return settings.replies.baseURL
    case .replyModel: return text(settings.replies.model)
    case .replyAPIKeyFile: return text(settings.replies.apiKeyFile)
    case .replyAPIKeyEnv: return text(settings.replies.apiKeyEnvironment)
    case .replyCommand: return text(settings.replies.command)
    case .replyTimeout:
      let seconds = settings.replies.timeout
      return seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    default: return ""
    }
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
