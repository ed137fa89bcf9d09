import FoundationEssentials
import KeyboardSession
import Localization
import Platform
import Synchronization

/// The grammar pass through the configured reply provider (`docs/grammar-pass.md`).
///
/// `openai-compatible`: the field's text as the user message, `GrammarProviders.instruction`
/// as the system message, temperature 0; the answer is `{"corrected": "…", "changed": true}`
/// (a plain text answer is taken as the corrected text). `command`: the same command as for
/// replies, run with `SYKB_REQUEST=grammar` and `SYKB_INSTRUCTION` in its environment, the
/// text on standard input; it prints the corrected text (or the same JSON object).
public enum GrammarProviders {
  public static let instruction =
    "You are a proofreader inside a phone keyboard. Fix spelling, spacing and grammar only;"
    + " keep the meaning, the wording and the style; do not translate, rephrase or add"
    + " anything. Return the corrected text and whether anything changed, as one JSON object"
    + " and nothing else: {\"corrected\": \"…\", \"changed\": true or false}."

  /// Asks the provider `settings` name to correct `text`, synchronously.
  public static func correct(
    _ text: String, settings: ReplySettings, environment: [String: String]
  ) -> GrammarOutcome {
    guard settings.isConfigured else { return .failure(.noProvider) }
    switch settings.provider {
    case .off: return .failure(.noProvider)
    case .openAICompatible:
      let provider = ChatCompletionsProvider(
        baseURL: settings.baseURL, model: settings.model,
        apiKey: APIKeySource(file: settings.apiKeyFile, variable: settings.apiKeyEnvironment),
        caFile: settings.caFile, environment: environment)
      switch provider.exchange(
        text, instruction: instruction, temperature: 0, timeout: settings.timeout)
      {
      case .failure(let reason): return .failure(reason)
      case .success(let response):
        switch ChatCompletionsProvider.content(of: response) {
        case .failure(let reason): return .failure(reason)
        case .success(let content): return parse(content, original: text)
        }
      }
    case .command:
      return command(settings.command, text: text, timeout: settings.timeout)
    }
  }

  static func command(_ command: String, text: String, timeout: Double) -> GrammarOutcome {
    let input = Array(String(text.prefix(ReplyProviders.maximumMessageLength)).utf8)
    let arguments = [
      "/usr/bin/env", "SYKB_REQUEST=grammar", "SYKB_INSTRUCTION=" + instruction, "/bin/sh", "-c",
      command,
    ]
    switch Subprocess.run(arguments, input: input, timeout: timeout) {
    case .failedToStart(let reason):
      return .failure(.commandDidNotStart(reason))
    case .timedOut:
      return .failure(.timedOut(seconds: timeout))
    case .finished(let status, let output, let errors):
      guard status == 0 else { return .failure(.exited(status, errors: errors)) }
      guard let answer = String(validating: output, as: UTF8.self) else {
        return .failure(.notUTF8)
      }
      return parse(answer, original: text)
    }
  }

  struct JSONAnswer: Decodable {
    var corrected: String
    var changed: Bool?
  }

  /// A provider's answer: the JSON object (inside a Markdown code fence too), or else the
  /// whole answer as the corrected text. A command's final newline is not part of the text.
  ///
  /// `{"corrected":"the cat","changed":true}` → `.corrected("the cat", changed: true)`;
  /// `the cat\n` for `teh cat` → `.corrected("the cat", changed: true)`.
  static func parse(_ answer: String, original: String) -> GrammarOutcome {
    var body = Substring(answer)
    while let last = body.last, last.isNewline { body.removeLast() }
    var json = body.drop { $0.isWhitespace }
    if json.hasPrefix("```") {
      json = json.drop { !$0.isNewline }
      while let last = json.last, last.isWhitespace { json.removeLast() }
      if json.hasSuffix("```") { json.removeLast(3) }
    }
    json = json.drop { $0.isWhitespace }
    if json.first == "{",
      let decoded = try? JSONDecoder().decode(  // not JSON: read as plain text below
        JSONAnswer.self, from: Data(json.utf8))
    {
      return .corrected(
        decoded.corrected, changed: decoded.changed ?? (decoded.corrected != original))
    }
    let text = String(body)
    guard !text.isEmpty else { return .failure(.emptyAnswer) }
    return .corrected(text, changed: text != original)
  }
}

/// The keyboard's grammar service: each request on a thread of its own (as replies are), the
/// answer kept for the event loop's next turn; at most one runs. Reasons speak `words`.
public final class BackgroundGrammarService: GrammarService {
  struct State {
    var isBusy = false
    var answers: [GrammarAnswer] = []
  }

  private let state = Mutex(State())
  private let environment: [String: String]
  private let words: Words

  /// A service reading the API key from `environment`; its reasons speak `words` (by default
  /// the language of `environment`'s locale).
  public init(environment: [String: String], words: Words? = nil) {
    self.environment = environment
    self.words = words ?? Words(Language(environment: environment))
  }

  public func send(_ request: GrammarRequest) {
    let words = request.words ?? words
    let started = state.withLock { state -> Bool in
      guard !state.isBusy else {
        state.answers.append(
          GrammarAnswer(id: request.id, result: .failure(ReplyFailure.busy.message(words))))
        return false
      }
      state.isBusy = true
      return true
    }
    guard started else { return }
    let environment = environment
    let threadStarted = Worker.detach { [self] in
      // The answer is bounded, cleaned and compared here, off the screen's thread.
      let result = GrammarProviders.correct(
        request.text, settings: request.settings, environment: environment
      ).reviewed(sent: request.text, words: words)
      self.state.withLock {
        $0.answers.append(GrammarAnswer(id: request.id, result: result))
        $0.isBusy = false
      }
    }
    if !threadStarted {
      state.withLock {
        $0.answers.append(
          GrammarAnswer(id: request.id, result: .failure(ReplyFailure.noThread.message(words))))
        $0.isBusy = false
      }
    }
  }

  public func takeAnswers() -> [GrammarAnswer] {
    state.withLock { state in
      defer { state.answers.removeAll() }
      return state.answers
    }
  }
}
