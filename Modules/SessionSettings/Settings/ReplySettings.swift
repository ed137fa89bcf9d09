/// Where reply candidates come from: the provider and how to reach it.
///
/// `reply-provider openai-compatible` with `reply-model llama3.2` asks a local Ollama at the
/// default `reply-base-url` (`http://127.0.0.1:11434/v1`). The API key is never a setting: only
/// the file it is read from (`reply-api-key-file`) or the environment variable that holds it
/// (`reply-api-key-env`) is, so the settings file never holds the key in clear.
public struct ReplySettings: Hashable, Sendable {
  /// The kinds of provider.
  public enum Provider: String, CaseIterable, Hashable, Sendable {
    /// No provider: nothing leaves the machine, the button explains the setup.
    case off
    /// POST `{base-url}/chat/completions` (Ollama, llama.cpp's server, vLLM, hosted services).
    case openAICompatible = "openai-compatible"
    /// An external program: the message on standard input, one candidate per output line.
    case command
  }

  public var provider = Provider.off
  /// The API's base URL, up to and including `/v1`.
  public var baseURL = "http://127.0.0.1:11434/v1"
  /// The model name sent with each request (`llama3.2`); empty: not configured.
  public var model = ""
  /// An absolute path of a file holding the API key (its first line); empty: none.
  public var apiKeyFile = ""
  /// The name of an environment variable holding the API key; empty: none.
  public var apiKeyEnvironment = ""
  /// An absolute path of a PEM file of CA certificates trusted besides the system's (a
  /// private CA, a company proxy's); empty: the system's store only.
  public var caFile = ""
  /// The command line of the `command` provider, run with `/bin/sh -c`.
  public var command = ""
  /// Seconds a request may take before it is given up (1 – 120).
  public var timeout = 10.0

  public init() {}

  /// The provider can be asked: chosen, with what it needs (a model, a command).
  public var isConfigured: Bool {
    switch provider {
    case .off: false
    case .openAICompatible: !model.isEmpty && !baseURL.isEmpty
    case .command: !command.isEmpty
    }
  }

  /// The command that allows Full Access, which replies and the grammar pass need.
  public static let fullAccessCommand = "sykb settings set full-access on"

  /// The two lines that set up a local Ollama (README, "Reply candidates").
  public static let ollamaExample = [
    "sykb settings set reply-provider openai-compatible",
    "sykb settings set reply-model llama3.2",
  ]
}
