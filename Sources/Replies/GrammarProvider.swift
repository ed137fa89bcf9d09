import FoundationEssentials
import KeyboardSession
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
  ) -> GrammarAnswer.Result {
    guard settings.isConfigured else { return .failure("no provider configured") }
    switch settings.provider {
    case .off: return .failure("no provider configured")
    case .openAICompatible:
      let provider = ChatCompletionsProvider(
        baseURL: settings.baseURL, model: settings.model,
        apiKey: APIKeySource(file: settings.apiKeyFile, variable: settings.apiKeyEnvironment),
        environment: environment)
      switch provider.exchange(
        text, instruction: instruction, temperature: 0, timeout: settings.timeout)
      {
      case .failure(let reason): return .failure(reason.text)
      case .success(let response):
        switch ChatCompletionsProvider.content(of: response) {
        case .failure(let reason): return .failure(reason.text)
        case .success(let content): return parse(content, original: text)
        }
      }
    case .command:
      return command(settings.command, text: text, timeout: settings.timeout)
    }
  }

  static func command(_ command: String, text: String, timeout: Double) -> GrammarAnswer.Result {
    let input = Array(String(text.prefix(ReplyProviders.maximumMessageLength)).utf8)
    let arguments = [
      "/usr/bin/env", "SYKB_REQUEST=grammar", "SYKB_INSTRUCTION=" + instruction, "/bin/sh", "-c",
      command,
    ]
    switch Subprocess.run(arguments, input: input, timeout: timeout) {
    case .failedToStart(let reason):
      return .failure("command did not start: \(reason)")
    case .timedOut:
      return .failure("timed out after \(ReplyTimeout.format(timeout)) s")
    case .finished(let status, let output, let errors):
      guard status == 0 else {
        let first = String(decoding: errors, as: UTF8.self).split(separator: "\n").first
        return .failure(
          "command exited with status \(status)" + (first.map { ": \($0.prefix(60))" } ?? ""))
      }
      guard let answer = String(validating: output, as: UTF8.self) else {
        return .failure("malformed answer (not UTF-8)")
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
  static func parse(_ answer: String, original: String) -> GrammarAnswer.Result {
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
      // Not JSON: the answer is read as plain text below.
      let decoded = try? JSONDecoder().decode(JSONAnswer.self, from: Data(json.utf8))
    {
      return .corrected(
        decoded.corrected, changed: decoded.changed ?? (decoded.corrected != original))
    }
    let text = String(body)
    guard !text.isEmpty else { return .failure("empty answer") }
    return .corrected(text, changed: text != original)
  }
}

/// The keyboard's grammar service: each request on a thread of its own (as replies are), the
/// answer kept for the event loop's next turn; at most one runs.
public final class BackgroundGrammarService: GrammarService {
  struct State {
    var isBusy = false
    var answers: [GrammarAnswer] = []
  }

  private let state = Mutex(State())
  private let environment: [String: String]

  public init(environment: [String: String]) {
    self.environment = environment
  }

  public func send(_ request: GrammarRequest) {
    let started = state.withLock { state -> Bool in
      guard !state.isBusy else {
        state.answers.append(
          GrammarAnswer(id: request.id, result: .failure("a request is already running")))
        return false
      }
      state.isBusy = true
      return true
    }
    guard started else { return }
    let environment = environment
    let threadStarted = Worker.detach { [self] in
      let result = GrammarProviders.correct(
        request.text, settings: request.settings, environment: environment)
      self.state.withLock {
        $0.answers.append(GrammarAnswer(id: request.id, result: result))
        $0.isBusy = false
      }
    }
    if !threadStarted {
      state.withLock {
        $0.answers.append(GrammarAnswer(id: request.id, result: .failure("cannot start a thread")))
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
