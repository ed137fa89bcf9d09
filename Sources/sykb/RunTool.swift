/// `sykb run` and `sykb play`: the full-screen keyboard.
enum RunTool {
  static func run(_ args: CommandLineArguments, environment: [String: String], script: String?) -> Int32 { 0 }
  static func play(_ args: CommandLineArguments, environment: [String: String]) -> Int32 { 0 }
}
