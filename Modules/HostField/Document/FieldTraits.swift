/// The host text field's traits, as an app declares them (iOS `UITextInputTraits`).
///
/// They decide the start page (a number pad opens the tenkey), the bottom row (URL, e-mail,
/// web search, twitter), the return key caption, auto-capitalisation and what is learned.
public struct FieldTraits: Hashable, Sendable {
  public enum KeyboardType: String, CaseIterable, Hashable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, url, numberPad, phonePad, namePhonePad,
      emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad

    /// Names accepted by `field keyboard-type=…` (kebab-case as well as the iOS spelling, and
    /// the short names people type: `email`, as the help's example has it).
    public init?(name: String) {
      let folded = String(name.lowercased().filter { $0 != "-" })
      if let short = Self.shortNames[folded] {
        self = short
        return
      }
      guard let match = KeyboardType.allCases.first(where: { $0.rawValue.lowercased() == folded })
      else { return nil }
      self = match
    }

    /// Short names for the types whose iOS names are long: `email` is `emailAddress`.
    static let shortNames: [String: KeyboardType] = [
      "email": .emailAddress, "number": .numberPad, "phone": .phonePad, "decimal": .decimalPad,
      "search": .webSearch,
    ]
  }

  public enum ReturnKeyType: String, CaseIterable, Hashable, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall,
      `continue`

    public init?(name: String) {
      let folded = String(name.lowercased().filter { $0 != "-" })
      guard let match = ReturnKeyType.allCases.first(where: { $0.rawValue.lowercased() == folded })
      else { return nil }
      self = match
    }

    /// The caption of §1.10; `nil` for the default ↵ glyph.
    public var caption: String? {
      switch self {
      case .default: nil
      case .go: "이동"
      case .google, .search, .yahoo: "검색"
      case .join: "연결"
      case .next: "다음"
      case .route: "경로"
      case .send: "전송"
      case .continue: "계속"
      case .done: "완료"
      case .emergencyCall: "긴급통화"
      }
    }

    /// Whether the key is drawn highlighted (blue on iOS), §1.10.
    public var isHighlighted: Bool {
      switch self {
      case .default, .next, .continue: false
      default: true
      }
    }
  }

  public enum Autocapitalization: String, CaseIterable, Hashable, Sendable {
    case none, words, sentences, all
  }

  /// A yes/no trait where "default" lets the keyboard decide (smart quotes, autocorrection).
  public enum Tristate: String, CaseIterable, Hashable, Sendable {
    case `default`, yes, no
  }

  /// The host application the field belongs to (`field app=chat`): what is typed here is
  /// also learned for that app, and its own continuations are suggested first. nil: none.
  public var app: String?

  public var keyboardType = KeyboardType.default
  public var returnKeyType = ReturnKeyType.default
  public var autocapitalization = Autocapitalization.sentences
  public var autocorrection = Tristate.default
  public var smartQuotes = Tristate.default
  public var smartDashes = Tristate.default
  public var smartInsertDelete = Tristate.default
  public var isSecureTextEntry = false
  public var enablesReturnKeyAutomatically = false
  /// The host's maximum length in UTF-16 code units (HTML `maxlength`), `nil` for none
  /// (`TextDocument+Limit.swift`).
  public var maxLength: Int?

  public init() {}
}
