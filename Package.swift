// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "sykb",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "sykb", targets: ["sykb"])
  ],
  targets: [
    // Domain: the keyboard itself — pure Swift, no terminal, no C.
    .target(name: "Hangul", path: "Modules/Hangul"),
    .target(name: "KeyboardLayouts", path: "Modules/KeyboardLayouts"),
    .target(name: "Gestures", dependencies: ["KeyboardLayouts"], path: "Modules/Gestures"),
    .target(name: "Suggestions", path: "Modules/Suggestions"),
    .target(
      name: "KeyboardSession",
      dependencies: ["Hangul", "KeyboardLayouts", "Gestures", "Suggestions"],
      path: "Modules/KeyboardSession"
    ),

    // Terminal and persistence: the shell around the keyboard.
    .systemLibrary(
      name: "CNcursesw", path: "Sources/CNcursesw", providers: [.apt(["libncursesw5-dev"])]),
    .systemLibrary(name: "CSQLite", path: "Sources/CSQLite", providers: [.apt(["libsqlite3-dev"])]),
    .systemLibrary(
      name: "CLibhangul", path: "Sources/CLibhangul", providers: [.apt(["libhangul-dev"])]),
    .target(
      name: "LearningStore", dependencies: ["CSQLite", "KeyboardSession"],
      path: "Sources/LearningStore"),
    .target(
      name: "TerminalUI",
      dependencies: ["CNcursesw", "KeyboardSession", "KeyboardLayouts", "Gestures"],
      path: "Sources/TerminalUI"
    ),

    // Executable: argument parsing and wiring only.
    .executableTarget(
      name: "sykb",
      dependencies: ["TerminalUI", "KeyboardSession", "LearningStore"],
      path: "Sources/sykb"
    ),

    // Tests
    .target(
      name: "TestSupport", dependencies: ["KeyboardSession", "Gestures", "Hangul", "Suggestions"],
      path: "Tests/TestSupport"),
    .testTarget(name: "HangulTests", dependencies: ["Hangul"]),
    .testTarget(
      name: "HangulDifferentialTests", dependencies: ["Hangul", "CLibhangul", "TestSupport"]),
    .testTarget(name: "KeyboardLayoutsTests", dependencies: ["KeyboardLayouts"]),
    .testTarget(name: "GesturesTests", dependencies: ["Gestures", "KeyboardLayouts"]),
    .testTarget(name: "SuggestionsTests", dependencies: ["Suggestions", "TestSupport"]),
    .testTarget(
      name: "KeyboardSessionTests", dependencies: ["KeyboardSession", "TestSupport", "Suggestions"]),
    .testTarget(name: "LearningStoreTests", dependencies: ["LearningStore", "KeyboardSession"]),
    .testTarget(
      name: "TerminalUITests", dependencies: ["TerminalUI", "KeyboardSession", "TestSupport"]),
    .testTarget(name: "EndToEndTests", dependencies: []),
  ]
)
