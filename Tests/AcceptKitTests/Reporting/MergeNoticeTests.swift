import Testing

@testable import AcceptKit

/// The lines `accept report merge` prints for what it noticed, and which of them fail the merge.
struct MergeNoticeTests {
  @Test func aMissingShardIsAnErrorNamingTheShard() {
    let notice = MergeNotice.missingShard(index: 2, count: 2)
    #expect(notice.isError)
    #expect(notice.description == "shard 2 of 2 is missing; the merged totals are not those of the whole run")
  }

  @Test func differentToolchainsAreAWarningNamingBoth() {
    let notice = MergeNotice.differentToolchains(
      first: "Swift 6.3.1", firstSource: "a", second: "Swift 6.0", secondSource: "b")
    #expect(!notice.isError)
    #expect(notice.description == "the runs used different toolchains: 'Swift 6.3.1' (a) and 'Swift 6.0' (b)")
  }
}
