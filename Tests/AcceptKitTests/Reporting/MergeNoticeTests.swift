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

/// What makes shards parts of one run: the selection's fingerprint.
struct SelectionFingerprintTests {
  @Test func leavesOutTheShardAndTheReportFolderAndTheProgram() {
    let command = ["/a/accept", "run", "Acceptance", "--shard", "1/3", "--report=out", "--repeat", "2", "--shard=2/3"]
    #expect(SelectionFingerprint.arguments(of: command) == ["run", "Acceptance", "--repeat", "2"])
    let one = SelectionFingerprint(checks: ["s#a [ja]"], specFiles: ["ja/s.md": "1"], command: command)
    let other = SelectionFingerprint(
      checks: ["s#a [ja]"], specFiles: ["ja/s.md": "1"], command: ["/b/accept", "run", "Acceptance", "--repeat", "2"])
    #expect(one == other)
  }

  @Test func namesEachDifference() {
    let one = SelectionFingerprint(
      checks: ["s#a [ja]", "s#b [ja]"], specFiles: ["ja/s.md": "1", "ja/t.md": "2"], command: ["x", "run", "A"])
    let other = SelectionFingerprint(
      checks: ["s#b [ja]"], specFiles: ["ja/s.md": "9"], command: ["x", "run", "A", "--spec", "s"])
    #expect(
      one.differences(from: other) == [
        "the commands differ ('run A' and 'run A --spec s')", "ja/s.md differs between them",
        "ja/t.md is in the selection of only one of them", "the selected checks differ (2 and 1)",
      ])
    #expect(one.differences(from: one).isEmpty)
  }
}
