// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "sykb",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "sykb", targets: ["sykb"]),
    .executable(name: "sykb-bench", targets: ["SykbBench"]),
  ],
  targets: [
    // Domain: the keyboard itself — pure Swift, no terminal, no C.
    .target(name: "Hangul", path: "Modules/Hangul"),
    // The interface's words: one catalog per language, the language chosen from the locale.
    .target(name: "Localization", dependencies: ["Hangul"], path: "Modules/Localization"),
    .target(
      name: "KeyboardLayouts", dependencies: ["Hangul", "Localization"],
      path: "Modules/KeyboardLayouts"),
    .target(name: "Gestures", dependencies: ["KeyboardLayouts"], path: "Modules/Gestures"),
    .target(
      name: "Suggestions", dependencies: ["Hangul", "Localization"], path: "Modules/Suggestions"),
    // The host's field: its text, cursor, styles, traits and undo history.
    .target(
      name: "HostField", dependencies: ["Hangul", "Localization"], path: "Modules/HostField"),
    // The settings room: every setting one descriptor row; the store reads it without the
    // session.
    .target(
      name: "SessionSettings",
      dependencies: ["Gestures", "Hangul", "KeyboardLayouts", "Localization"],
      path: "Modules/SessionSettings"),
    // The provider bar: one mechanism for a provider feature (request, in flight, answer,
    // cells, a pick as one undo unit, notices); replies and the grammar pass are two features.
    .target(
      name: "ProviderBar", dependencies: ["HostField", "Localization", "SessionSettings"],
      path: "Modules/ProviderBar"),
    // The session: one input language in (`SessionInput`), state and effects out.
    .target(
      name: "KeyboardSession",
      dependencies: [
        "Hangul", "KeyboardLayouts", "Gestures", "Suggestions", "Localization", "HostField",
        "SessionSettings", "ProviderBar",
      ],
      path: "Modules/KeyboardSession"
    ),
    // Scripts: the journal's text — parse, print, timeline, execute, record.
    .target(
      name: "SessionScripts",
      dependencies: [
        "KeyboardSession", "Gestures", "KeyboardLayouts", "Localization", "HostField",
        "SessionSettings",
      ],
      path: "Modules/SessionScripts"),
    // The layout lab: typing statistics, the heat map's data, the Fitts model, the optimiser.
    .target(
      name: "LayoutLab",
      dependencies: ["KeyboardSession", "KeyboardLayouts", "Hangul", "Localization"],
      path: "Modules/LayoutLab"),
    // Practice: adaptive lessons on a layout's keys (keybr's method), the per-tap checker,
    // the lesson's figures and the personal Fitts model fitted to the user's key-to-key times.
    .target(
      name: "Practice",
      dependencies: ["KeyboardSession", "KeyboardLayouts", "LayoutLab", "Hangul", "Gestures"],
      path: "Modules/Practice"),

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
    // libchafa with dlopen on the first preview (KeyboardApp's ChafaLibrary): CChafa, its
    // header, serves the test that checks those hand-written declarations.
    .target(
      name: "CImageDecoding", path: "Sources/CImageDecoding",
      linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("jpeg")]),
    .systemLibrary(
      name: "CChafa", path: "Sources/CChafa", pkgConfig: "chafa",
      providers: [.apt(["libchafa-dev"])]),
    // The platform: the only Swift code that calls libc (files, descriptors, clocks, signals
    // and their handlers, threads, sockets, inotify, dlopen); `make lint` checks the wall.
    .target(name: "Platform", path: "Sources/Platform"),
    // libcurl's declarations only (no `link`): the reply providers open libcurl with dlopen
    // on their first request, so a keyboard that never asks for replies never loads it.
    .systemLibrary(
      name: "CCurl", path: "Sources/CCurl", providers: [.apt(["libcurl4-openssl-dev"])]),
    // Spelling: hunspell behind the `SpellingSource` seam, checked off the typing path.
    .target(
      name: "Spelling",
      dependencies: ["Platform", "CHunspell", "Suggestions", "Hangul", "Localization"],
      path: "Sources/Spelling"),
    .target(
      name: "LearningStore",
      dependencies: [
        "Platform", "CSQLite", "CImageDecoding", "KeyboardLayouts", "SessionSettings", "HostField",
        "Suggestions", "Localization",
      ],
      path: "Sources/LearningStore"),
    // Reply candidates: providers off the typing path, OCR, the pending reply set.
    .target(
      name: "Replies",
      dependencies: ["Platform", "CCurl", "KeyboardSession", "LearningStore", "Localization"],
      path: "Sources/Replies"),
    // The terminal kit: the terminal, input decoding, cells and the painter. Of the keyboard
    // it knows only Hangul's letters (a conjoining jamo a terminal cannot draw is shown as its
    // compatibility letter); no layout, gesture, suggestion or session module is imported.
    // The C library it reaches through Platform.
    .target(
      name: "TerminalKit", dependencies: ["CNcursesw", "Hangul", "Platform", "Localization"],
      path: "Sources/TerminalKit"),
    // The keyboard screen: the render model and the pure renderer. It draws what it is
    // given and never reaches into the session.
    .target(
      name: "KeyboardScreen", dependencies: ["TerminalKit", "KeyboardLayouts", "Localization"],
      path: "Sources/KeyboardScreen"),
    // The interactive app: the loop, bindings, presenter and panels.
    .target(
      name: "KeyboardApp",
      dependencies: [
        "Platform", "TerminalKit", "KeyboardScreen", "KeyboardSession", "KeyboardLayouts",
        "Gestures", "Hangul", "Suggestions", "Localization", "SessionScripts",
      ],
      path: "Sources/KeyboardApp"
    ),

    // The host: wires the stores, services and sessions together for the tools.
    .target(
      name: "SykbHost",
      dependencies: [
        "Platform", "TerminalKit", "KeyboardScreen", "KeyboardApp", "KeyboardSession",
        "LearningStore", "Spelling", "Replies", "KeyboardLayouts", "Suggestions", "Localization",
        "SessionScripts",
      ],
      path: "Sources/SykbHost"
    ),

    // Executable: the command line, over the host.
    .executableTarget(
      name: "sykb",
      dependencies: [
        "Platform", "SykbHost", "TerminalKit", "KeyboardScreen", "KeyboardApp", "KeyboardSession",
        "LearningStore", "Spelling", "Replies", "Hangul", "KeyboardLayouts", "Suggestions",
        "Localization", "SessionScripts", "LayoutLab", "Practice",
      ],
      path: "Sources/sykb"
    ),
    // The benchmark harnesses the benchmark executable runs and the tests check (none of it
    // is linked into `sykb`).
    .target(
      name: "BenchmarkKit", dependencies: ["Hangul", "Suggestions"], path: "Sources/BenchmarkKit"),
    // The benchmarks, in an executable of their own so none of it ships in `sykb`.
    .executableTarget(
      name: "SykbBench",
      dependencies: [
        "BenchmarkKit", "Platform", "SykbHost", "TerminalKit", "KeyboardScreen", "KeyboardApp",
        "KeyboardSession", "LearningStore", "Spelling", "Gestures", "Hangul", "KeyboardLayouts",
        "Suggestions", "Localization", "SessionScripts", "LayoutLab", "Replies",
      ],
      path: "Sources/SykbBench"
    ),

    // Tests
    .target(
      name: "TestSupport",
      dependencies: [
        "KeyboardSession", "Hangul", "Suggestions", "KeyboardLayouts", "SessionScripts",
        "Localization",
      ],
      path: "Tests/TestSupport"),
    .testTarget(name: "PlatformTests", dependencies: ["Platform", "TestSupport"]),
    .testTarget(name: "HangulTests", dependencies: ["Hangul"]),
    .testTarget(
      name: "LocalizationTests", dependencies: ["Localization", "Hangul", "TestSupport"]),
    .testTarget(
      name: "HangulDifferentialTests", dependencies: ["Hangul", "CLibhangul", "TestSupport"]),
    .testTarget(
      name: "KeyboardLayoutsTests", dependencies: ["KeyboardLayouts", "Localization", "Hangul"]),
    .testTarget(name: "GesturesTests", dependencies: ["Gestures", "KeyboardLayouts"]),
    .testTarget(
      name: "ProviderBarTests",
      dependencies: ["ProviderBar", "HostField", "Localization", "SessionSettings", "TestSupport"]),
    .testTarget(
      name: "SuggestionsTests", dependencies: ["Suggestions", "BenchmarkKit", "TestSupport"]),
    .testTarget(
      name: "KeyboardSessionTests",
      dependencies: [
        "KeyboardSession", "TestSupport", "Suggestions", "Gestures", "Hangul", "KeyboardLayouts",
        "Localization", "SessionScripts", "LayoutLab",
      ]),
    .testTarget(
      name: "PracticeTests",
      dependencies: [
        "Practice", "LayoutLab", "KeyboardSession", "KeyboardLayouts", "Hangul", "TestSupport",
        "SessionScripts",
      ]),
    .testTarget(
      name: "LearningStoreTests",
      dependencies: [
        "LearningStore", "KeyboardSession", "Suggestions", "Hangul", "Localization",
      ]),
    .testTarget(
      name: "TerminalUITests",
      dependencies: [
        "TerminalKit", "KeyboardScreen", "KeyboardApp", "KeyboardSession", "TestSupport",
        "Gestures", "KeyboardLayouts",
        "Suggestions", "CChafa", "Localization", "Hangul", "SessionScripts",
      ],
      exclude: ["Snapshots"]),
    .testTarget(
      name: "SpellingTests",
      dependencies: ["Spelling", "Suggestions", "Hangul", "TestSupport", "Localization"]),
    .testTarget(
      name: "RepliesTests",
      dependencies: [
        "Replies", "Platform", "KeyboardSession", "LearningStore", "TestSupport", "Localization",
      ],
      exclude: [
        "Support/fake_chat_server.py", "Support/fake_reply_command.sh", "Support/fake_proxy.py",
      ]),
    .testTarget(
      name: "HostTests",
      dependencies: ["SykbHost", "KeyboardApp", "KeyboardSession", "LearningStore", "Localization"]),
    .testTarget(
      name: "EndToEndTests",
      dependencies: ["TestSupport", "KeyboardSession", "TerminalKit", "Hangul"]),
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
