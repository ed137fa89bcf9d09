/// `sykb bench render`.
enum RenderBenchmark {
  static func run(_ args: CommandLineArguments, environment: [String: String]) -> Int32 { 0 }
}
