import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

@Suite("ScheduleSeed: parsing, derivation from a base seed, JSON as a string")
struct ScheduleSeedTests {
  /// The first outputs of SplitMix64 seeded with 0 and with 42, as its reference implementation gives them.
  @Test(arguments: [
    (UInt64(0), 0, UInt64(0xE220_A839_7B1D_CDAF)), (0, 1, 0x6E78_9E6A_A1B9_65F4), (0, 2, 0x06C4_5D18_8009_454F),
    (42, 0, 0xBDD7_3226_2FEB_6E95),
  ])
  func schedulesDeriveFromTheBaseSeedAsSplitMix64Outputs(base: UInt64, index: Int, seed: UInt64) {
    #expect(ScheduleSeed.derived(from: ScheduleSeed(base), index: index) == ScheduleSeed(seed))
  }

  @Test func aPlanOfNSchedulesHoldsTheFirstNDerivedSeeds() {
    let plan = SchedulePlan(count: 3, base: ScheduleSeed(0))
    #expect(plan.seeds.map(\.value) == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
    #expect(
      plan.request(plan.seeds).text == "strategy=random;depth=3;seeds="
        + plan.seeds.map(\.description).joined(separator: ","))
    #expect(
      plan.environment([ScheduleSeed(5)]) == [
        "ACCEPT_SCHEDULE": "strategy=random;depth=3;seeds=5", "SWIFT_DETERMINISTIC_HASHING": "1",
      ])
  }

  @Test(arguments: ["0", "18446744073709551615", "007"])
  func parsesDecimalDigits(text: String) {
    #expect(ScheduleSeed(parsing: text)?.value == UInt64(text))
  }

  @Test(arguments: ["", "-1", "+1", " 1", "1e3", "18446744073709551616", "0x10", "١٢"])
  func rejectsAnythingElse(text: String) {
    #expect(ScheduleSeed(parsing: text) == nil)
  }

  @Test func encodesAsADecimalStringSoNoDigitIsLost() throws {
    let data = try JSONEncoder().encode([ScheduleSeed(UInt64.max)])
    #expect(String(decoding: data, as: UTF8.self) == "[\"18446744073709551615\"]")
    #expect(try JSONDecoder().decode([ScheduleSeed].self, from: data) == [ScheduleSeed(UInt64.max)])
    #expect(throws: DecodingError.self) { try JSONDecoder().decode([ScheduleSeed].self, from: Data("[\"x\"]".utf8)) }
  }
}
