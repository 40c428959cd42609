import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// The lines `accept report merge` prints for what it noticed, and which of them fail the merge.
struct MergeNoticeTests {
  @Test func aMissingShardIsAnErrorNamingTheShardAndItsEnvironment() {
    let environment = RunEnvironment(
      system: "Darwin", architecture: "arm64", toolchain: "Apple Swift version 6.1 (swiftlang-6.1.0.110.21)")
    let notice = MergeNotice.missingShard(index: 2, count: 3, environment: environment)
    #expect(notice.isError)
    #expect(
      notice.description
        == "shard 2 of 3 is missing (macOS arm64, Apple Swift version 6.1 (swiftlang-6.1.0.110.21)); "
        + "the merged totals are not those of the whole run")
  }

  @Test func differentToolchainsAreAWarningNamingBoth() {
    let notice = MergeNotice.differentToolchains(
      first: "Swift 6.3.1", firstSource: "a", second: "Swift 6.0", secondSource: "b")
    #expect(!notice.isError)
    #expect(notice.description == "the runs used different toolchains: 'Swift 6.3.1' (a) and 'Swift 6.0' (b)")
  }
}
