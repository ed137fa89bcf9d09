/// The name a broken store is moved to: `learning.sqlite.corrupt-YYYYMMDD-HHMMSS` (UTC).
///
/// `QuarantineName.path(for: "/d/learning.sqlite", secondsSince1970: 1_767_225_600)` is
/// `/d/learning.sqlite.corrupt-20260101-000000`. UTC keeps the name pure (no time zone lookup).
enum QuarantineName {
  static func path(for original: String, secondsSince1970: Int64) -> String {
    original + ".corrupt-" + stamp(secondsSince1970)
  }

  /// `YYYYMMDD-HHMMSS` from Unix seconds, by the days-from-civil inverse (Howard Hinnant's).
  static func stamp(_ seconds: Int64) -> String {
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let secondOfDay = seconds - days * 86_400
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return pad(year, 4) + pad(month, 2) + pad(day, 2) + "-" + pad(secondOfDay / 3_600, 2)
      + pad(secondOfDay % 3_600 / 60, 2) + pad(secondOfDay % 60, 2)
  }

  private static func pad(_ value: Int64, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
