import Platform

/// Clocks for deadlines (monotonic) and for stamps that outlive a process (wall).
enum Clock {
  static func monotonic() -> Double { monotonicSeconds() }

  static func wall() -> Double { wallSeconds() }
}
