import Foundation
import Hangul
import KeyboardLayouts
import KeyboardSession
import TestSupport
import Testing

@testable import SessionScripts

/// The keyboard registry (`KeyboardChoice.all`) is the one list of keyboards: each entry has
/// its layout file, the session shows it by its name and aliases, the recorder names it back,
/// and no other source spells a list of keyboard names. (The command line's choices and
/// completions are checked in `EndToEndTests/KeyboardRegistryCommandTests`, F3's list in
/// `TerminalUITests/App/LayoutPickerRegistryTests`.)
@Suite("Keyboard registry: one entry per keyboard")
struct KeyboardRegistryTests {
  static let entries = KeyboardChoice.all.map(RegistryEntry.init)

  /// Every name and alias, as the command line and scripts write them.
  static let names = Set(KeyboardChoice.all.flatMap { [$0.name] + $0.aliases })

  @Test("names and aliases are unique")
  func unique() {
    let all = KeyboardChoice.all.flatMap { [$0.name] + $0.aliases }
    #expect(all.count == Set(all).count, "\(all)")
  }

  @Test("every Hangul layout, QWERTY, 한/A and every page is shown by exactly one entry")
  func everyWayOfShowingOnce() {
    let shown = KeyboardChoice.all.map(\.shown)
    var expected: [KeyboardChoice.Shown] = HangulLayout.allCases.map { .hangul($0) }
    expected += [.english, .unified]
    expected += KeyboardState.Page.allCases.filter { $0 != .primary }.map { .page($0) }
    #expect(Set(shown) == Set(expected))
    #expect(shown.count == expected.count)
  }

  @Test("its layout file is layouts/NAME.json and loads", arguments: entries)
  func layoutFileLoads(_ entry: RegistryEntry) throws {
    let choice = entry.choice
    let result = LayoutLibrary.load(builtInDirectory: TestFixtures.layoutsDirectory)
    #expect(result.errors.isEmpty)
    let library = result.library
    guard let layoutName = choice.layoutName else {
      // 한/A shows a Hangul keyboard's letters and QWERTY's: both files load.
      #expect(choice.shown == .unified)
      let hangul = try #require(library.layout(named: HangulLayout.cheonjiin.rawValue))
      #expect(choice.title(in: library, hangul: .cheonjiin) == hangul.title + " 한/A")
      return
    }
    #expect(layoutName == choice.name)
    let layout = try #require(library.layout(named: layoutName), "no layouts/\(layoutName).json")
    #expect(library.file(ofLayout: layoutName)?.hasSuffix("/\(layoutName).json") == true)
    #expect(choice.title(in: library) == layout.title)
  }

  @Test(
    "`keyboard NAME` shows it by its name and every alias; the recorder names it back",
    arguments: entries)
  func shown(_ entry: RegistryEntry) {
    let choice = entry.choice
    for name in [choice.name] + choice.aliases {
      var session = TestFixtures.session("dubeolsik")
      let shown = session.send(.keyboard(name), at: session.now).accepted
      #expect(shown, "\(name)")
      #expect(KeyboardChoice(showing: session.keyboard) == choice, "\(name)")
      #expect(KeyboardChoice(name: name) == choice)
      if choice.isLetters {
        #expect(SessionRecorder.keyboardName(session.keyboard) == choice.name)
      }
    }
  }

  @Test("a name not in the registry is refused", arguments: ["primary", "bogus", "Qwerty", ""])
  func unknown(_ name: String) {
    var session = TestFixtures.session("cheonjiin")
    let shown = session.send(.keyboard(name), at: session.now).accepted
    #expect(!shown)
    #expect(KeyboardChoice(name: name) == nil)
    #expect(session.keyboard.primary == .cheonjiin)
  }

  @Test("stats measures letters by default; the lab rearranges one keyboard by default")
  func toolDefaults() throws {
    #expect(!KeyboardChoice.measuredByDefault.isEmpty)
    #expect(KeyboardChoice.measuredByDefault.allSatisfy { $0.isLetters })
    #expect(KeyboardChoice.all.filter(\.isRearrangedByDefault).count == 1)
    let lab = try #require(KeyboardChoice.rearrangedByDefault)
    #expect(lab.isRearrangeable)
    #expect(KeyboardChoice.rearrangeable.allSatisfy { $0.isLetters && $0.layoutName != nil })
  }
}

extension KeyboardRegistryTests {
  /// Where a list of keyboard names may stand outside the registry, and why.
  static let allowedFiles: [String: String] = [
    "Modules/KeyboardSession/Session/KeyboardChoice.swift": "the registry itself",
    "Modules/Localization/English/SettingText+English.swift":
      "the hangul-keyboard setting's summary: the HangulLayout values and their titles",
    "Modules/Localization/Korean/SettingText+Korean.swift":
      "the hangul-keyboard setting's summary: the HangulLayout values and their titles",
  ]

  /// Developer tools whose keyboards are a benchmark's inputs, in the order it reports them.
  static let allowedFolders = ["Sources/SykbBench/"]

  @Test("no Swift source outside the registry spells a list of keyboard names")
  func noOtherList() throws {
    let root = URL(fileURLWithPath: TestFixtures.repositoryRoot)
    var lists: [String] = []
    for folder in ["Sources", "Modules"] {
      let base = root.appendingPathComponent(folder)
      let walker = try #require(FileManager.default.enumerator(atPath: base.path))
      for case let relative as String in walker where relative.hasSuffix(".swift") {
        let path = "\(folder)/\(relative)"
        if Self.allowedFiles[path] != nil || Self.allowedFolders.contains(where: path.hasPrefix) {
          continue
        }
        let source = try String(contentsOf: base.appendingPathComponent(relative), encoding: .utf8)
        lists += Self.lists(in: source).map { "\(path):\($0.line): \($0.text)" }
      }
    }
    #expect(
      lists.isEmpty, "keyboard names listed outside the registry:\n\(lists.joined(separator: "\n"))"
    )
  }

  @Test(
    "the scan finds a list in one literal, in an array and in a case",
    arguments: [
      ("let message = \"one of naratgeul, qwerty\"", 1),
      ("let names = [\n  \"cheonjiin\",\n  \"unified\",\n]", 1),
      ("switch name {\ncase \"qwerty\", \"english\": break\ndefault: break\n}", 1),
      ("let a = \"qwerty\"\nlet b = \"unified\"", 0),
      ("// \"naratgeul, cheonjiin\" in a comment", 0),
      ("let page = [\"symbol\": \"symbol page\"]", 0),
    ])
  func scanner(_ source: String, _ count: Int) {
    #expect(Self.lists(in: source).count == count, "\(source)")
  }

  /// The lists of keyboard names in `source`: a literal naming two or more keyboards
  /// (`"naratgeul, qwerty"`), or two or more literals that are each a name, one after the
  /// other with only commas and spaces between (`["naratgeul", "qwerty"]`, `case "qwerty",
  /// "english":`).
  static func lists(in source: String) -> [(line: Int, text: String)] {
    let literals = SwiftLiterals.literals(in: source)
    let scalars = Array(source.unicodeScalars)
    var found: [(line: Int, text: String)] = []
    for literal in literals {
      let words = literal.text.split { !($0.isLetter || $0.isNumber || $0 == "-") }
      if Set(words.map(String.init)).intersection(names).count >= 2 {
        found.append((literal.line, "\"\(literal.text)\""))
      }
    }
    var run: [SwiftLiterals.Literal] = []
    func endRun() {
      if run.count >= 2, let first = run.first {
        found.append((first.line, run.map { "\"\($0.text)\"" }.joined(separator: ", ")))
      }
      run = []
    }
    for literal in literals {
      guard names.contains(literal.text) else {
        endRun()
        continue
      }
      if let last = run.last,
        !scalars[last.range.upperBound..<literal.range.lowerBound].allSatisfy({
          $0 == "," || $0.properties.isWhitespace
        })
      {
        endRun()
      }
      run.append(literal)
    }
    endRun()
    return found
  }
}

/// A registry entry as a test argument, named by its name.
struct RegistryEntry: CustomTestStringConvertible, Sendable {
  var choice: KeyboardChoice
  var testDescription: String { choice.name }
}
