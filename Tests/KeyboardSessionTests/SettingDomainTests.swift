import KeyboardSession
import Testing

/// One table for what a setting accepts and how the panel steps it.
@Suite("Setting domains: apply and the panel's steps agree")
struct SettingDomainTests {
  @Test("Every value the panel steps to is accepted by apply, and stepping stays in range")
  func stepsAreAccepted() throws {
    for key in SettingKey.allCases {
      var settings = KeyboardSettings()
      for forward in [true, false] {
        for _ in 0..<40 {
          let next = key.steppedValue(in: settings, forward: forward)
          var copy = settings
          #expect(throws: Never.self, "\(key.rawValue) \(next)") {
            try key.apply(next, to: &copy)
          }
          settings = copy
          if case .number(let range, _, _) = key.domain, let value = Double(next) {
            #expect(range.contains(value), "\(key.rawValue) stepped to \(next)")
          }
        }
      }
    }
  }

  @Test("A number setting accepts its bounds and refuses just outside them")
  func bounds() {
    for key in SettingKey.allCases {
      guard case .number(let range, let step, _) = key.domain else { continue }
      var settings = KeyboardSettings()
      for inside in [range.lowerBound, range.upperBound] {
        #expect(throws: Never.self, "\(key.rawValue) \(inside)") {
          try key.apply(SettingKey.formatted(inside), to: &settings)
        }
      }
      for outside in [range.lowerBound - step, range.upperBound + step] {
        #expect(throws: SettingKey.InvalidValue.self, "\(key.rawValue) \(outside)") {
          try key.apply(SettingKey.formatted(outside), to: &settings)
        }
      }
    }
  }

  @Test("Choices cycle through every name and back")
  func choicesCycle() throws {
    for key in SettingKey.allCases {
      guard case .choice(let names) = key.domain else { continue }
      var settings = KeyboardSettings()
      var seen: [String] = []
      for _ in names {
        let next = key.steppedValue(in: settings, forward: true)
        try key.apply(next, to: &settings)
        seen.append(next)
      }
      #expect(Set(seen) == Set(names), "\(key.rawValue)")
    }
  }
}
