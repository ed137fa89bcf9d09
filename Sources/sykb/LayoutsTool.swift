import KeyboardLayouts

/// `sykb layouts list | show NAME | check FILE…`
enum LayoutsTool {
  static func run(_ args: CommandLineArguments, environment: [String: String]) -> Int32 {
    guard let action = args.operands.first else {
      printError("sykb layouts: say list, show NAME or check FILE…")
      return 2
    }
    let rest = Array(args.operands.dropFirst())
    switch action {
    case "list":
      guard
        let library = SessionFactory.loadLibrary(
          userFiles: args.values("layout"), environment: environment, command: "layouts")
      else { return 2 }
      for name in library.names {
        guard let layout = library.layout(named: name) else { continue }
        let file = library.file(ofLayout: name).map { " \($0)" } ?? ""
        print("\(name)\t\(layout.kind.rawValue)\t\(layout.title)\(file)")
      }
      return 0
    case "show":
      guard rest.count == 1, let name = rest.first else {
        printError("sykb layouts show: give one layout name (see sykb layouts list)")
        return 2
      }
      guard
        let library = SessionFactory.loadLibrary(
          userFiles: args.values("layout"), environment: environment, command: "layouts")
      else { return 2 }
      guard let layout = library.layout(named: name) else {
        printError(
          "sykb layouts show: no layout \"\(name)\" (have: \(library.names.joined(separator: ", ")))"
        )
        return 2
      }
      var options = LayoutOptions()
      options.showsNumberRow = args.has("number-row")
      options.isBottomSpaceEnabled = args.has("bottom-space")
      options.isShifted = args.has("shift")
      if args.has("page2") { options.page = 2 }
      let geometry = KeyboardGeometry(
        layout: layout.resolved(for: options, numberRow: library.numberRow))
      let renderer = LayoutTextRenderer(columns: 60, showsSecondary: args.has("secondary"))
      print(renderer.render(geometry))
      return 0
    case "check":
      guard !rest.isEmpty else {
        printError("sykb layouts check: give one or more layout files")
        return 2
      }
      var failed = false
      for file in rest {
        let bytes: [UInt8]
        switch LayoutLibrary.readFile(file) {
        case .success(let read): bytes = read
        case .failure(let error):
          printError(error.description)
          failed = true
          continue
        }
        do throws(LayoutDecoder.Failure) {
          let layout = try LayoutDecoder.decode(bytes, file: file)
          print("\(file): ok (\(layout.id), \(layout.kind.rawValue), \(layout.family.rawValue))")
        } catch {
          for problem in error.errors { printError(problem.description) }
          failed = true
        }
      }
      return failed ? 1 : 0
    default:
      printError("sykb layouts: unknown action \"\(action)\" (list, show, check)")
      return 2
    }
  }
}
