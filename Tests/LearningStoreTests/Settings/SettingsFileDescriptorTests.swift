import Foundation
import KeyboardSession
import Testing

@testable import LearningStore

/// Every row of the settings table goes through the settings file: a line `name = example`
/// is read as the example, and a write of it reads back the same.
@Suite("settings file: every descriptor round-trips")
struct SettingsFileDescriptorTests {
  @Test("A file naming every setting with its example is read as those values, in order")
  func parseEvery() throws {
    let text =
      SettingKey.descriptors.map { "\($0.key.rawValue) = \($0.example)" }
      .joined(separator: "\n") + "\n"
    let document = try SettingsDocument.parse(Array(text.utf8), path: "settings.conf")
    for descriptor in SettingKey.descriptors {
      #expect(descriptor.key.value(in: document.settings) == descriptor.example)
      #expect(document.values[descriptor.key] == descriptor.example)
    }
    #expect(document.render() == text)
  }

  @Test("A refused example (one past a number's range) is named with its line")
  func refusedLine() {
    for (index, descriptor) in SettingKey.descriptors.enumerated() {
      guard case .number(let range, let step, _) = descriptor.domain else { continue }
      let bad = SettingKey.formatted(range.upperBound + step)
      let text = "# header\n\(descriptor.key.rawValue) = \(bad)\n"
      let reading = SettingsDocument.parseReporting(Array(text.utf8), path: "f")
      #expect(reading.problems.map(\.line) == [2], "row \(index) \(descriptor.key.rawValue)")
      #expect(reading.document.settings == KeyboardSettings())
    }
  }

  @Test("Writing each example to a file and loading it gives the example back")
  func writeAndLoad() throws {
    let directory = try TemporaryDirectory()
    let file = SettingsFile(path: directory.file("settings.conf"))
    var values: [SettingKey: String] = [:]
    for descriptor in SettingKey.descriptors { values[descriptor.key] = descriptor.example }
    _ = try file.write(values)
    let loaded = try file.load()
    for descriptor in SettingKey.descriptors {
      #expect(descriptor.key.value(in: loaded) == descriptor.example, "\(descriptor.key)")
    }
  }
}
