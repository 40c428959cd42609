import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

@Suite("ContentHash: cache keys")
struct ContentHashTests {
  @Test func sameInputSameKeyAndThirtyTwoHexDigits() {
    let key = ContentHash.of(["program", "Swift version 6.3.1"])
    #expect(key == ContentHash.of(["program", "Swift version 6.3.1"]))
    #expect(key.count == 32)
    #expect(key.allSatisfy { $0.isHexDigit })
  }

  @Test func partsAreDelimitedAndEveryByteCounts() {
    #expect(ContentHash.of(["ab", "c"]) != ContentHash.of(["a", "bc"]))
    #expect(ContentHash.of(["program"]) != ContentHash.of(["programs"]))
    #expect(ContentHash.of(["x", "-sanitize=thread"]) != ContentHash.of(["x"]))
  }
}
