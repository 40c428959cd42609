import BoundedMap
import Testing

/// The parsing table and edge cases of `ConcurrencyLimit`.
struct ConcurrencyLimitTests {
  /// Text that is not a usable limit, with the error it must produce.
  static let rejected: [(text: String, error: ConcurrencyLimit.Error)] = [
    ("0", .notPositive(0)),
    ("-1", .notPositive(-1)),
    ("-0", .notPositive(0)),
    ("abc", .notAnInteger("abc")),
    ("", .notAnInteger("")),
    (" 3 ", .notAnInteger(" 3 ")),
    ("3 ", .notAnInteger("3 ")),
    ("3.0", .notAnInteger("3.0")),
    ("+", .notAnInteger("+")),
    ("--3", .notAnInteger("--3")),
    ("٣", .notAnInteger("٣")),
    ("9223372036854775808", .outOfRange("9223372036854775808")),
    ("-9223372036854775809", .outOfRange("-9223372036854775809")),
    ("99999999999999999999999", .outOfRange("99999999999999999999999")),
  ]

  @Test(arguments: rejected)
  func rejectsTextThatIsNotAPositiveInteger(text: String, error: ConcurrencyLimit.Error) {
    #expect(throws: error) { try ConcurrencyLimit(parsing: text) }
  }

  @Test(arguments: [("3", 3), ("1", 1), ("+4", 4), ("007", 7), ("9223372036854775807", Int.max)])
  func acceptsPositiveIntegers(text: String, value: Int) throws {
    #expect(try ConcurrencyLimit(parsing: text).value == value)
  }

  @Test(arguments: [0, -1, Int.min])
  func rejectsIntegersBelowOne(value: Int) {
    #expect(throws: ConcurrencyLimit.Error.notPositive(value)) { try ConcurrencyLimit(value) }
  }

  @Test func keepsAPositiveInteger() throws {
    #expect(try ConcurrencyLimit(1).value == 1)
    #expect(try ConcurrencyLimit(Int.max).value == Int.max)
  }

  @Test func throwsTheTypedError() {
    let result = Result { () throws(ConcurrencyLimit.Error) in try ConcurrencyLimit(parsing: "abc") }
    #expect(result == .failure(.notAnInteger("abc")))
  }

  @Test func describesErrorsWithTheOffendingValue() {
    #expect(ConcurrencyLimit.Error.notPositive(-1).description == "concurrency limit -1 must be at least 1")
    #expect(ConcurrencyLimit.Error.notAnInteger(" 3 ").description == "concurrency limit \" 3 \" is not a whole number")
    #expect(ConcurrencyLimit.Error.outOfRange("9223372036854775808").description.contains("\"9223372036854775808\""))
  }

  @Test func describesALimitAsItsNumber() throws {
    #expect(try ConcurrencyLimit(parsing: "12").description == "12")
  }
}
