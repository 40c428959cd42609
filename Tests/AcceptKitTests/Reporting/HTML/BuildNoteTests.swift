import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// The build text read back into a typed note: each kind the engine writes, the cache mark, and a text the page does
/// not know kept as it is; and the cached wording of the times that comes from it.
struct BuildNoteTests {
  @Test(arguments: [
    ("merged (21 checks)", BuildNote.Kind.merged(checks: 21), false),
    ("merged (3 checks), cached", .merged(checks: 3), true),
    ("merged (1 check, for its schedules)", .mergedForSchedules, false),
    ("alone", .alone, false),
    ("alone, cached", .alone, true),
    ("same program as zh-Hant, compiled and run once", .shared(language: "zh-Hant"), false),
    ("built by hand", .other("built by hand"), false),
    ("merged (many checks), cached", .other("merged (many checks), cached"), true),
  ])
  func readsTheBuildText(_ text: String, _ kind: BuildNote.Kind, _ cached: Bool) throws {
    let note = try #require(BuildNote(BuildKind(text: text)))
    #expect(note.kind == kind)
    #expect(note.cached == cached)
    #expect(ReviewSample.plain(note.html) == "build: " + text)
  }

  @Test func noBuildIsNoNote() {
    #expect(BuildNote(nil) == nil)
  }

  @Test func aCachedProgramSaysSoInsteadOfAZeroCompileTime() {
    var result = ResultDraft(spec: "s", check: "c", language: "ja", file: "ja/s.md", line: 3, expect: .pass)
    result.runSeconds = 0.04
    result.build = .merged(checks: 2, cached: true)
    let html = CheckPanel.timesHTML(result.result)
    #expect(ReviewSample.plain(html) == "compile: cached · run 0.04 s")
    #expect(html.contains("data-t=\"times.cached\" data-n=\"0.04\""))
    #expect(!html.contains("0.00"))
    result.build = .merged(checks: 2, cached: false)
    result.compileSeconds = 1.5
    #expect(ReviewSample.plain(CheckPanel.timesHTML(result.result)) == "compile 1.50 s · run 0.04 s")
    #expect(
      ReviewSample.plain(CheckPanel.timesHTML(result.result, sharedFrom: "zh-Hant"))
        == "shared program (zh-Hant): compile 1.50 s · run 0.04 s")
    result.build = .alone(cached: true)
    let shared = CheckPanel.timesHTML(result.result, sharedFrom: "zh-Hant")
    #expect(ReviewSample.plain(shared) == "shared program (zh-Hant): compile: cached · run 0.04 s")
    #expect(shared.contains("data-t=\"times.shared-cached\" data-n=\"zh-Hant\" data-m=\"0.04\""))
  }

  @Test func theRunCardCountsTheChecksWhoseProgramCameFromTheCache() {
    func result(_ check: String, build: BuildKind, compile: Double) -> CheckResult {
      var result = ResultDraft(spec: "s", check: check, language: "ja", file: "ja/s.md", line: 3, expect: .pass)
      (result.build, result.compileSeconds, result.runSeconds) = (build, compile, 0.5)
      return result.result
    }
    let cached = result("a", build: .alone(cached: true), compile: 0)
    let built = result("b", build: .alone(cached: false), compile: 2)
    let shared = result("c", build: .shared(with: "zh-Hant"), compile: 0)
    #expect(
      ReviewSample.plain(PageHeader.checkTime([cached, built, shared]))
        == "compile 2.00 s, run 1.50 s (summed over checks); the programs of 1 of 2 checks came from the cache")
    #expect(
      ReviewSample.plain(PageHeader.checkTime([cached, shared]))
        == "compile: cached, run 1.00 s (summed over checks); the programs of 1 of 1 checks came from the cache")
    #expect(ReviewSample.plain(PageHeader.checkTime([built])) == "compile 2.00 s, run 0.50 s (summed over checks)")
  }
}
