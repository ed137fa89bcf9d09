import SykbHost

/// How a command prints a list: one tab-separated line per item on standard output, and, when
/// there is nothing to list, a sentence saying so on standard error (as `crontab -l` does), so
/// a pipe reads an empty list as empty; with `--json` one JSON array, `[]` when empty.
///
/// `sykb learned list` on a fresh store prints `sykb learned list: no learned words` on
/// standard error; `sykb learned list --json` prints `[]`.
struct ListingOutput {
  let json: Bool
  private var objects: [String] = []
  private var lines = 0

  init(json: Bool) { self.json = json }

  /// Adds one item: its text line, or its JSON object.
  mutating func add(line: String, object pairs: [(String, JSONText.Value)]) {
    if json {
      objects.append(JSONText.object(pairs))
    } else {
      TerminalOutput.print(line)
    }
    lines += 1
  }

  /// Ends the list: the JSON array, or the sentence for an empty list.
  func finish(command: String, empty: String) {
    if json {
      print(objects.isEmpty ? "[]" : "[\n" + objects.joined(separator: ",\n") + "\n]")
    } else if lines == 0 {
      printError("sykb \(command): \(empty)")
    }
  }
}
