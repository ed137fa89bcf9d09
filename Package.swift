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
    .systemLibrary(
      name: "CHunspell", path: "Sources/CHunspell", providers: [.apt(["libhunspell-dev"])]),
    // Clipboard images: libpng and libjpeg-turbo behind one C file pair that keeps their
    // setjmp error handling out of Swift; libchafa draws the previews. The keyboard opens
    // libchafa with dlopen on the first preview (TerminalUI's ChafaLibrary): CChafa, its
    // header, serves the test that checks those hand-written declarations.
    .target(
      name: "CImageDecoding", path: "Sources/CImageDecoding",
      linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("jpeg")]),
    .systemLibrary(
      name: "CChafa", path: "Sources/CChafa", pkgConfig: "chafa",
      providers: [.apt(["libchafa-dev"])]),
    // Spelling: hunspell behind the `SpellingSource` seam, checked off the typing path.
    .target(
      name: "Spelling", dependencies: ["CHunspell", "Suggestions", "Hangul"],
      path: "Sources/Spelling"),
    .target(
      name: "LearningStore",
      dependencies: [
        "CSQLite", "CImageDecoding", "KeyboardLayouts", "KeyboardSession", "Suggestions",
      ],
      path: "Sources/LearningStore"),
    // Reply candidates (issue 12): providers off the typing path, OCR, the pending reply set.
    .target(
      name: "Replies", dependencies: ["KeyboardSession", "LearningStore"], path: "Sources/Replies"),
    .target(
      name: "TerminalUI",
      dependencies: [
        "CNcursesw", "KeyboardSession", "KeyboardLayouts", "Gestures", "Hangul", "Suggestions",
      ],
      path: "Sources/TerminalUI"
    ),

    // Executable: argument parsing and wiring only.
    .executableTarget(
      name: "sykb",
      dependencies: [
        "TerminalUI", "KeyboardSession", "LearningStore", "Spelling", "Replies", "Gestures",
        "Hangul", "KeyboardLayouts", "Suggestions",
      ],
      path: "Sources/sykb"
    ),

    // Tests
    .target(
      name: "TestSupport",
      dependencies: ["KeyboardSession", "Gestures", "Hangul", "Suggestions", "KeyboardLayouts"],
      path: "Tests/TestSupport"),
    .testTarget(name: "HangulTests", dependencies: ["Hangul"]),
    .testTarget(
      name: "HangulDifferentialTests", dependencies: ["Hangul", "CLibhangul", "TestSupport"]),
    .testTarget(name: "KeyboardLayoutsTests", dependencies: ["KeyboardLayouts"]),
    .testTarget(name: "GesturesTests", dependencies: ["Gestures", "KeyboardLayouts"]),
    .testTarget(name: "SuggestionsTests", dependencies: ["Suggestions", "TestSupport"]),
    .testTarget(
      name: "KeyboardSessionTests",
      dependencies: [
        "KeyboardSession", "TestSupport", "Suggestions", "Gestures", "Hangul", "KeyboardLayouts",
      ]),
    .testTarget(
      name: "LearningStoreTests",
      dependencies: [
        "LearningStore", "CImageDecoding", "KeyboardSession", "Suggestions", "Hangul",
        "TestSupport",
      ]),
    .testTarget(
      name: "TerminalUITests",
      dependencies: [
        "TerminalUI", "KeyboardSession", "TestSupport", "Gestures", "KeyboardLayouts",
        "Suggestions", "CChafa",
      ],
      exclude: ["Snapshots"]),
    .testTarget(
      name: "SpellingTests", dependencies: ["Spelling", "Suggestions", "Hangul", "TestSupport"]),
    .testTarget(
      name: "RepliesTests",
      dependencies: ["Replies", "KeyboardSession", "LearningStore", "TestSupport"],
      exclude: ["Support/fake_chat_server.py", "Support/fake_reply_command.sh"]),
    .testTarget(name: "EndToEndTests", dependencies: ["TestSupport"]),
  ]
)

// Every target says what it uses: a member of another module is visible only where that
// module is imported (SE-0444), so the dependency lists above are complete.
for target in package.targets where target.type != .system {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("MemberImportVisibility")
    ]
}
