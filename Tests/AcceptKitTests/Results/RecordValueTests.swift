import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Measurements as bare JSON values and as report text.
struct RecordValueTests {
  @Test(arguments: [
    ("3", RecordValue.int(3)), ("-7", .int(-7)), ("0.25", .double(0.25)), ("1e-3", .double(0.001)),
    ("true", .bool(true)), ("false", .bool(false)), ("\"text\"", .string("text")), ("\"1\"", .string("1")),
  ])
  func decodesBareJSONValues(_ json: String, _ value: RecordValue) throws {
    #expect(try JSONDecoder().decode(RecordValue.self, from: Data(json.utf8)) == value)
  }

  @Test(arguments: [RecordValue.int(3), .double(0.25), .bool(true), .string("a \"b\"")])
  func survivesARoundTrip(_ value: RecordValue) throws {
    let data = try JSONEncoder().encode(value)
    #expect(try JSONDecoder().decode(RecordValue.self, from: data) == value)
  }

  @Test(arguments: [(RecordValue.int(3), "3"), (.double(0.25), "0.25"), (.bool(false), "false"), (.string("s"), "s")])
  func printsThePlainValue(_ value: RecordValue, _ text: String) {
    #expect(value.description == text)
  }

  @Test func refusesOtherJSON() {
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(RecordValue.self, from: Data("[1]".utf8)) }
  }

  @Test(arguments: [(Double.nan, "nan"), (.infinity, "inf"), (-.infinity, "-inf")])
  func writesANumberThatIsNotFiniteAsTextAndReadsItBack(_ number: Double, _ text: String) throws {
    let data = try JSONEncoder().encode(RecordValue.double(number))
    #expect(String(decoding: data, as: UTF8.self) == "\"\(text)\"")
    let decoded = try JSONDecoder().decode(RecordValue.self, from: data)
    guard case .double(let back) = decoded else {
      Issue.record("decoded as \(decoded)")
      return
    }
    #expect(back.isNaN == number.isNaN && (number.isNaN || back == number))
    #expect(RecordValue.double(number).description == text)
  }
}
