import FoundationEssentials
import KeyboardSession

/// The `openai-compatible` provider: `POST {base-url}/chat/completions` with the model, an
/// instruction and the message; the answer's first choice, one candidate per line.
///
/// The request body is
/// `{"model":"llama3.2","stream":false,"messages":[{"role":"system",…},{"role":"user","content":"내일 봐?"}]}`;
/// the API key, when configured, goes only into `Authorization: Bearer …`.
struct ChatCompletionsProvider: ReplyProvider {
  var baseURL: String
  var model: String
  var apiKey: APIKeySource
  /// An extra CA file for https (`reply-ca-file`); empty: the system's store only.
  var caFile = ""
  /// Where the API key variable and the proxy variables are read.
  var environment: [String: String]
  /// Set when a newer request supersedes this one.
  var cancellation = HTTPCancellation()

  struct Message: Codable, Equatable {
    var role: String
    var content: String
  }

  struct Request: Codable, Equatable {
    var model: String
    var messages: [Message]
    var stream: Bool
    var temperature: Double
  }

  struct Response: Decodable {
    struct Choice: Decodable {
      var message: Message
    }
    var choices: [Choice]
  }

  struct ErrorResponse: Decodable {
    struct Detail: Decodable {
      var message: String
    }
    var error: Detail
  }

  var endpoint: String { baseURL + "/chat/completions" }

  func body(
    for message: String, instruction: String = ReplyProviders.instruction,
    temperature: Double = 0.7
  ) throws -> [UInt8] {
    let request = Request(
      model: model,
      messages: [
        Message(role: "system", content: instruction),
        Message(
          role: "user", content: String(message.prefix(ReplyProviders.maximumMessageLength))),
      ],
      stream: false, temperature: temperature)
    return Array(try JSONEncoder().encode(request))
  }

  func replies(to message: String, timeout: Double) -> ReplyOutcome {
    switch exchange(
      message, instruction: ReplyProviders.instruction, temperature: 0.7, timeout: timeout)
    {
    case .success(let response): Self.candidates(from: response)
    case .failure(let reason): .failure(reason)
    }
  }

  /// One request with `instruction` as the system message; the response or a short reason.
  func exchange(
    _ message: String, instruction: String, temperature: Double, timeout: Double
  ) -> Result<HTTPClient.Response, ReplyFailure> {
    var headers = [("Content-Type", "application/json"), ("Accept", "application/json")]
    do throws(APIKeySource.Problem) {
      if let key = try apiKey.read(environment: environment) {
        headers.append(("Authorization", "Bearer " + key))
      }
    } catch {
      switch error {
      case .unreadable(let source): return .failure(.apiKeyUnreadable(source))
      case .empty(let source): return .failure(.apiKeyMissing(source))
      }
    }
    let bytes: [UInt8]
    do {
      bytes = try body(for: message, instruction: instruction, temperature: temperature)
    } catch {
      return .failure(.cannotEncodeRequest)
    }
    let response: HTTPClient.Response
    do throws(HTTPClient.Failure) {
      let cancellation = cancellation
      response = try HTTPClient.post(
        url: endpoint, headers: headers, body: bytes,
        options: HTTPClient.Options(
          timeout: timeout, caFile: caFile, environment: environment,
          isCancelled: { cancellation.isCancelled }))
    } catch {
      if error == .timedOut { return .failure(.timedOut(seconds: timeout)) }
      return .failure(.http(error))
    }
    return .success(response)
  }

  /// The candidates in a response, or why there are none: `HTTP 500: model not found`,
  /// `malformed answer from the provider`.
  static func candidates(from response: HTTPClient.Response) -> ReplyOutcome {
    switch content(of: response) {
    case .success(let content):
      .candidates(content.split(whereSeparator: \.isNewline).map(String.init))
    case .failure(let reason): .failure(reason)
    }
  }

  /// The first choice's message, or a short reason: `HTTP 500: model not found`,
  /// `malformed answer from the provider`.
  static func content(of response: HTTPClient.Response) -> Result<String, ReplyFailure> {
    let data = Data(response.body)
    guard (200..<300).contains(response.status) else {
      // An error body that is not the provider's JSON only leaves the status without detail.
      let decoder = JSONDecoder()
      let body = try? decoder.decode(ErrorResponse.self, from: data)  // not JSON: no detail
      let detail = body?.error.message
      return .failure(.httpStatus(response.status, detail: detail.map { String($0.prefix(60)) }))
    }
    guard
      let decoded = try? JSONDecoder().decode(Response.self, from: data),  // said: malformed
      let content = decoded.choices.first?.message.content
    else { return .failure(.malformedAnswer) }
    return .success(content)
  }
}
