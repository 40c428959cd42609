import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// How a program was built, shown and stored as the text reports have always held, and read back from it.
struct BuildKindTests {
  @Test(arguments: [
    (BuildKind.merged(checks: 21, cached: false), "merged (21 checks)"),
    (.merged(checks: 3, cached: true), "merged (3 checks), cached"),
    (.merged(checks: 1, cached: false), "merged (1 check, for its schedules)"),
    (.merged(checks: 1, cached: true), "merged (1 check, for its schedules), cached"),
    (.alone(cached: false), "alone"),
    (.alone(cached: true), "alone, cached"),
    (.shared(with: "zh-Hant"), "same program as zh-Hant, compiled and run once"),
    (.other("built by hand"), "built by hand"),
  ])
  func rendersTodaysDisplayStringAndReadsItBack(_ kind: BuildKind, _ text: String) {
    #expect(kind.text == text)
    #expect(BuildKind(text: text) == kind)
  }

  @Test(arguments: ["merged (1 checks)", "merged (02 checks)", "merged (many checks), cached", "same program as "])
  func keepsATextItDoesNotWriteAsItIs(_ text: String) {
    #expect(BuildKind(text: text) == .other(text))
    #expect(BuildKind(text: text).text == text)
  }

  @Test func saysWhetherTheProgramCameFromTheCacheAndWhoseItWas() {
    #expect(BuildKind.alone(cached: true).cached && !BuildKind.merged(checks: 2, cached: false).cached)
    #expect(!BuildKind.shared(with: "ja").cached && BuildKind.other("x, cached").cached)
    #expect(BuildKind.shared(with: "ja").sharedWith == "ja" && BuildKind.alone(cached: false).sharedWith == nil)
  }
}
