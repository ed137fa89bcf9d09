import KeyboardLayouts
import Localization
import SykbHost

/// `sykb layouts list | show NAME | check FILE…`, its messages in the user's language.
enum LayoutsTool {
  static func run(_ args: CommandLineArguments, environment: [String: String], words: Words)
    throws(CommandFailure) -> Int32
  {
    guard let action = args.operands.first else {
      throw CommandFailure(words(LayoutsToolText.sayAction))
    }
    let rest = Array(args.operands.dropFirst())
    switch action {
    case "list":
      let library = try SessionFactory.library(
        userFiles: args.values("layout"), environment: environment, command: "layouts")
      for name in library.names {
        guard let layout = library.layout(named: name) else { continue }
        let file = library.file(ofLayout: name).map { " \($0)" } ?? ""
        TerminalOutput.print("\(name)\t\(layout.kind.rawValue)\t\(layout.title)\(file)")
      }
      return 0
    case "show":
      guard rest.count == 1, let name = rest.first else {
        throw CommandFailure(words(LayoutsToolText.giveOneName))
      }
      let library = try SessionFactory.library(
        userFiles: args.values("layout"), environment: environment, command: "layouts")
      guard let layout = library.layout(named: name) else {
        throw CommandFailure(
          words(
            LayoutsToolText.noLayout,
            ["name": name, "names": library.names.joined(separator: ", ")]))
      }
      var options = LayoutOptions()
      options.showsNumberRow = args.has("number-row")
      options.isBottomSpaceEnabled = args.has("bottom-space")
      options.isShifted = args.has("shift")
      if args.has("page2") { options.page = 2 }
      let resolved = layout.resolved(for: options, numberRow: library.numberRow)
      if let path = args.value("svg") {
        // `--svg FILE`: the keyboard in points, with the session's geometry options.
        let geometry = KeyboardGeometry(
          layout: resolved,
          options: try LayoutPictures.geometryOptions(args, command: "layouts show"))
        let svg = LayoutSVGRenderer().render(geometry, title: layout.title)
        try LayoutPictures.write(svg, to: path, command: "layouts show", words: words)
        return 0
      }
      let geometry = KeyboardGeometry(layout: resolved)
      let renderer = LayoutTextRenderer(columns: 60, showsSecondary: args.has("secondary"))
      TerminalOutput.print(renderer.render(geometry))
      return 0
    case "check":
      guard !rest.isEmpty else {
        throw CommandFailure(words(LayoutsToolText.giveFiles))
      }
      // Every file is checked; their problems are the one failure at the end.
      var problems: [String] = []
      for file in rest {
        let bytes: [UInt8]
        switch LayoutLibrary.readFile(file) {
        case .success(let read): bytes = read
        case .failure(let error):
          problems.append(error.message(InterfaceWords.words(environment: environment)))
          continue
        }
        do throws(LayoutDecoder.Failure) {
          let layout = try LayoutDecoder.decode(bytes, file: file)
          print(
            words(
              LayoutsToolText.fileOK,
              [
                "file": file, "id": layout.id, "kind": layout.kind.rawValue,
                "family": layout.family.rawValue,
              ]))
        } catch {
          problems += error.errors.map {
            $0.message(InterfaceWords.words(environment: environment))
          }
        }
      }
      guard problems.isEmpty else { throw CommandFailure(lines: problems, status: 1) }
      return 0
    default:
      throw CommandFailure(words(LayoutsToolText.unknownAction, ["action": action]))
    }
  }
}
