import AcceptProtocol
import Testing

/// The schedule plan as the kit writes it into `ACCEPT_SCHEDULE` and the harness reads it.
struct AcceptScheduleRequestTests {
  @Test func aRequestReadsBackFromItsText() throws {
    let requests = [
      AcceptScheduleRequest(strategy: .pct, depth: 4, seeds: [7, 8, UInt64.max], wait: 2.5, limit: 30),
      AcceptScheduleRequest(strategy: .random, depth: 1, seeds: [0]),
      AcceptScheduleRequest(strategy: .random, depth: 3, seeds: [1], limit: 0.25),
    ]
    for request in requests { #expect(try AcceptScheduleRequest(parsing: request.text) == request) }
    #expect(requests[0].text == "strategy=pct;depth=4;seeds=7,8,18446744073709551615;wait=2.5;limit=30.0")
  }

  @Test(arguments: [
    ("", "'' is not name=value"),
    ("seeds=1", "'strategy' is missing"),
    ("strategy=random;seeds=1", "'depth' is missing"),
    ("strategy=random;depth=3", "'seeds' is missing"),
    ("strategy=random;depth=3;seeds=", "'seeds' names no seed"),
    ("strategy=random;depth=3;seeds=1,,2", "a seed is a decimal UInt64, not ''"),
    ("strategy=random;depth=3;seeds=+1", "a seed is a decimal UInt64, not '+1'"),
    ("strategy=random;depth=3;seeds=18446744073709551616", "a seed is a decimal UInt64, not '18446744073709551616'"),
    ("strategy=fair;depth=3;seeds=1", "the strategy is random or pct, not 'fair'"),
    ("strategy=pct;depth=0;seeds=1", "the depth is a whole number from 1, not '0'"),
    ("strategy=pct;depth=three;seeds=1", "the depth is a whole number from 1, not 'three'"),
    ("strategy=pct;depth=3;seeds=1;wait=-1", "'wait' is a positive number of seconds, not '-1'"),
    ("strategy=pct;depth=3;seeds=1;limit=inf", "'limit' is a positive number of seconds, not 'inf'"),
    ("strategy=pct;depth=3;seeds=1;seeds=2", "'seeds' is given twice"),
    ("strategy=pct;depth=3;seeds=1;speed=2", "no field is named 'speed' (known: strategy, depth, seeds, wait, limit)"),
    ("strategy=pct;depth=3;seeds=1;", "'' is not name=value"),
  ])
  func aMalformedTextIsAnErrorThatSaysWhy(_ text: String, _ reason: String) {
    #expect(throws: AcceptScheduleRequest.Malformed(text: text, reason: reason)) {
      try AcceptScheduleRequest(parsing: text)
    }
    let malformed = AcceptScheduleRequest.Malformed(text: text, reason: reason)
    #expect(malformed.description == "ACCEPT_SCHEDULE='\(text)' is malformed: \(reason)")
  }
}

/// The generator the scheduler draws from and the kit derives seeds with.
struct AcceptSplitMix64Tests {
  @Test func theSameSeedGivesTheSameNumbers() {
    var first = AcceptSplitMix64(state: 42)
    var second = AcceptSplitMix64(state: 42)
    var other = AcceptSplitMix64(state: 43)
    let numbers = (0..<5).map { _ in first.next() }
    #expect(numbers == (0..<5).map { _ in second.next() })
    #expect(numbers != (0..<5).map { _ in other.next() })
    #expect(Set(numbers).count == 5)
  }

  @Test func numberIndexIsWhatTheGeneratorGivesAtThatStep() {
    for seed: UInt64 in [0, 1, 42, UInt64.max] {
      var generator = AcceptSplitMix64(state: seed)
      for index in 0..<20 { #expect(AcceptSplitMix64.number(index, seed: seed) == generator.next()) }
    }
    // SplitMix64's published first output for seed 0.
    #expect(AcceptSplitMix64.number(0, seed: 0) == 0xE220_A839_7B1D_CDAF)
  }
}
